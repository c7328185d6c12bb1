// generated from specs/address-lookup.yaml — do not edit; run `make generate`
"use strict";
exports.req_0 = validate0;
const schema0 = {"type":"object","properties":{"query":{"type":"object","properties":{"api_key":{"type":"string","maxLength":100},"query":{"type":"string","maxLength":300},"q":{"type":"string","maxLength":300},"limit":{"type":"integer","minimum":1,"maximum":100,"default":10,"safeInteger":true},"page":{"type":"integer","minimum":0,"maximum":1000,"default":0,"safeInteger":true},"filter":{"type":"string","maxLength":1000},"tags":{"type":"string","maxLength":300},"licensee":{"type":"string","maxLength":100},"lon":{"type":"number","minimum":-180,"maximum":180},"lat":{"type":"number","minimum":-90,"maximum":90},"postcode_outward":{"$ref":"schema:FilterTerms"},"postcode":{"$ref":"schema:FilterTerms"},"postcode_area":{"$ref":"schema:FilterTerms"},"postcode_sector":{"$ref":"schema:FilterTerms"},"post_town":{"$ref":"schema:FilterTerms"},"uprn":{"$ref":"schema:FilterTerms"},"country":{"$ref":"schema:FilterTerms"},"postcode_type":{"$ref":"schema:FilterTerms"},"su_organisation_indicator":{"$ref":"schema:FilterTerms"},"box":{"type":"string","maxLength":100},"bias_postcode_outward":{"$ref":"schema:BiasTerms"},"bias_postcode":{"$ref":"schema:BiasTerms"},"bias_postcode_area":{"$ref":"schema:BiasTerms"},"bias_postcode_sector":{"$ref":"schema:BiasTerms"},"bias_post_town":{"$ref":"schema:BiasTerms"},"bias_thoroughfare":{"$ref":"schema:BiasTerms"},"bias_country":{"$ref":"schema:BiasTerms"},"bias_lonlat":{"type":"string","pattern":"^-?(180(\\.0+)?|(1[0-7][0-9]|[1-9]?[0-9])(\\.[0-9]+)?),-?(90(\\.0+)?|[1-8]?[0-9](\\.[0-9]+)?)(,(50000(\\.0+)?|[1-4][0-9]{4}(\\.[0-9]+)?|[1-9][0-9]{0,3}(\\.[0-9]+)?|0\\.[0-9]*[1-9][0-9]*))?$","maxLength":100}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};
const schema1 = {"type":"string","maxLength":300,"pattern":"^[^,]*(,[^,]*){0,9}$"};
const schema10 = {"type":"string","maxLength":300,"pattern":"^[^,]*(,[^,]*){0,4}$"};
const func0 = require("ajv/dist/runtime/ucs2length").default;
const pattern0 = new RegExp("^[^,]*(,[^,]*){0,9}$", "u");
const pattern9 = new RegExp("^[^,]*(,[^,]*){0,4}$", "u");
const pattern16 = new RegExp("^-?(180(\\.0+)?|(1[0-7][0-9]|[1-9]?[0-9])(\\.[0-9]+)?),-?(90(\\.0+)?|[1-8]?[0-9](\\.[0-9]+)?)(,(50000(\\.0+)?|[1-4][0-9]{4}(\\.[0-9]+)?|[1-9][0-9]{0,3}(\\.[0-9]+)?|0\\.[0-9]*[1-9][0-9]*))?$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.limit === undefined){
data0.limit = 10;
}
if(data0.page === undefined){
data0.page = 0;
}
if(data0.api_key !== undefined){
let data1 = data0.api_key;
if(typeof data1 === "string"){
if(func0(data1) > 100){
const err0 = {instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.query !== undefined){
let data2 = data0.query;
if(typeof data2 === "string"){
if(func0(data2) > 300){
const err2 = {instancePath:instancePath+"/query/query",schemaPath:"#/properties/query/properties/query/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/query/query",schemaPath:"#/properties/query/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.q !== undefined){
let data3 = data0.q;
if(typeof data3 === "string"){
if(func0(data3) > 300){
const err4 = {instancePath:instancePath+"/query/q",schemaPath:"#/properties/query/properties/q/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/query/q",schemaPath:"#/properties/query/properties/q/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
let data4 = data0.limit;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err6 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 100 || isNaN(data4)){
const err7 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err8 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(Number.isInteger(data4) && !Number.isSafeInteger(data4)){
const err9 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
let data5 = data0.page;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err10 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 1000 || isNaN(data5)){
const err11 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err12 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(Number.isInteger(data5) && !Number.isSafeInteger(data5)){
const err13 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data0.filter !== undefined){
let data6 = data0.filter;
if(typeof data6 === "string"){
if(func0(data6) > 1000){
const err14 = {instancePath:instancePath+"/query/filter",schemaPath:"#/properties/query/properties/filter/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/query/filter",schemaPath:"#/properties/query/properties/filter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data0.tags !== undefined){
let data7 = data0.tags;
if(typeof data7 === "string"){
if(func0(data7) > 300){
const err16 = {instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data0.licensee !== undefined){
let data8 = data0.licensee;
if(typeof data8 === "string"){
if(func0(data8) > 100){
const err18 = {instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data0.lon !== undefined){
let data9 = data0.lon;
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 180 || isNaN(data9)){
const err20 = {instancePath:instancePath+"/query/lon",schemaPath:"#/properties/query/properties/lon/maximum",keyword:"maximum",params:{comparison: "<=", limit: 180},message:"must be <= 180"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data9 < -180 || isNaN(data9)){
const err21 = {instancePath:instancePath+"/query/lon",schemaPath:"#/properties/query/properties/lon/minimum",keyword:"minimum",params:{comparison: ">=", limit: -180},message:"must be >= -180"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/query/lon",schemaPath:"#/properties/query/properties/lon/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data0.lat !== undefined){
let data10 = data0.lat;
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 90 || isNaN(data10)){
const err23 = {instancePath:instancePath+"/query/lat",schemaPath:"#/properties/query/properties/lat/maximum",keyword:"maximum",params:{comparison: "<=", limit: 90},message:"must be <= 90"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data10 < -90 || isNaN(data10)){
const err24 = {instancePath:instancePath+"/query/lat",schemaPath:"#/properties/query/properties/lat/minimum",keyword:"minimum",params:{comparison: ">=", limit: -90},message:"must be >= -90"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/query/lat",schemaPath:"#/properties/query/properties/lat/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data0.postcode_outward !== undefined){
let data11 = data0.postcode_outward;
if(typeof data11 === "string"){
if(func0(data11) > 300){
const err26 = {instancePath:instancePath+"/query/postcode_outward",schemaPath:"schema:FilterTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!pattern0.test(data11)){
const err27 = {instancePath:instancePath+"/query/postcode_outward",schemaPath:"schema:FilterTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,9}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,9}$"+"\""};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/query/postcode_outward",schemaPath:"schema:FilterTerms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data0.postcode !== undefined){
let data12 = data0.postcode;
if(typeof data12 === "string"){
if(func0(data12) > 300){
const err29 = {instancePath:instancePath+"/query/postcode",schemaPath:"schema:FilterTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!pattern0.test(data12)){
const err30 = {instancePath:instancePath+"/query/postcode",schemaPath:"schema:FilterTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,9}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,9}$"+"\""};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/query/postcode",schemaPath:"schema:FilterTerms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data0.postcode_area !== undefined){
let data13 = data0.postcode_area;
if(typeof data13 === "string"){
if(func0(data13) > 300){
const err32 = {instancePath:instancePath+"/query/postcode_area",schemaPath:"schema:FilterTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!pattern0.test(data13)){
const err33 = {instancePath:instancePath+"/query/postcode_area",schemaPath:"schema:FilterTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,9}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,9}$"+"\""};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/query/postcode_area",schemaPath:"schema:FilterTerms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data0.postcode_sector !== undefined){
let data14 = data0.postcode_sector;
if(typeof data14 === "string"){
if(func0(data14) > 300){
const err35 = {instancePath:instancePath+"/query/postcode_sector",schemaPath:"schema:FilterTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!pattern0.test(data14)){
const err36 = {instancePath:instancePath+"/query/postcode_sector",schemaPath:"schema:FilterTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,9}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,9}$"+"\""};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/query/postcode_sector",schemaPath:"schema:FilterTerms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data0.post_town !== undefined){
let data15 = data0.post_town;
if(typeof data15 === "string"){
if(func0(data15) > 300){
const err38 = {instancePath:instancePath+"/query/post_town",schemaPath:"schema:FilterTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(!pattern0.test(data15)){
const err39 = {instancePath:instancePath+"/query/post_town",schemaPath:"schema:FilterTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,9}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,9}$"+"\""};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/query/post_town",schemaPath:"schema:FilterTerms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data0.uprn !== undefined){
let data16 = data0.uprn;
if(typeof data16 === "string"){
if(func0(data16) > 300){
const err41 = {instancePath:instancePath+"/query/uprn",schemaPath:"schema:FilterTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!pattern0.test(data16)){
const err42 = {instancePath:instancePath+"/query/uprn",schemaPath:"schema:FilterTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,9}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,9}$"+"\""};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/query/uprn",schemaPath:"schema:FilterTerms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data0.country !== undefined){
let data17 = data0.country;
if(typeof data17 === "string"){
if(func0(data17) > 300){
const err44 = {instancePath:instancePath+"/query/country",schemaPath:"schema:FilterTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(!pattern0.test(data17)){
const err45 = {instancePath:instancePath+"/query/country",schemaPath:"schema:FilterTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,9}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,9}$"+"\""};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/query/country",schemaPath:"schema:FilterTerms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data0.postcode_type !== undefined){
let data18 = data0.postcode_type;
if(typeof data18 === "string"){
if(func0(data18) > 300){
const err47 = {instancePath:instancePath+"/query/postcode_type",schemaPath:"schema:FilterTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(!pattern0.test(data18)){
const err48 = {instancePath:instancePath+"/query/postcode_type",schemaPath:"schema:FilterTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,9}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,9}$"+"\""};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/query/postcode_type",schemaPath:"schema:FilterTerms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data0.su_organisation_indicator !== undefined){
let data19 = data0.su_organisation_indicator;
if(typeof data19 === "string"){
if(func0(data19) > 300){
const err50 = {instancePath:instancePath+"/query/su_organisation_indicator",schemaPath:"schema:FilterTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(!pattern0.test(data19)){
const err51 = {instancePath:instancePath+"/query/su_organisation_indicator",schemaPath:"schema:FilterTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,9}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,9}$"+"\""};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/query/su_organisation_indicator",schemaPath:"schema:FilterTerms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data0.box !== undefined){
let data20 = data0.box;
if(typeof data20 === "string"){
if(func0(data20) > 100){
const err53 = {instancePath:instancePath+"/query/box",schemaPath:"#/properties/query/properties/box/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/query/box",schemaPath:"#/properties/query/properties/box/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data0.bias_postcode_outward !== undefined){
let data21 = data0.bias_postcode_outward;
if(typeof data21 === "string"){
if(func0(data21) > 300){
const err55 = {instancePath:instancePath+"/query/bias_postcode_outward",schemaPath:"schema:BiasTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(!pattern9.test(data21)){
const err56 = {instancePath:instancePath+"/query/bias_postcode_outward",schemaPath:"schema:BiasTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,4}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,4}$"+"\""};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/query/bias_postcode_outward",schemaPath:"schema:BiasTerms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data0.bias_postcode !== undefined){
let data22 = data0.bias_postcode;
if(typeof data22 === "string"){
if(func0(data22) > 300){
const err58 = {instancePath:instancePath+"/query/bias_postcode",schemaPath:"schema:BiasTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(!pattern9.test(data22)){
const err59 = {instancePath:instancePath+"/query/bias_postcode",schemaPath:"schema:BiasTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,4}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,4}$"+"\""};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/query/bias_postcode",schemaPath:"schema:BiasTerms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data0.bias_postcode_area !== undefined){
let data23 = data0.bias_postcode_area;
if(typeof data23 === "string"){
if(func0(data23) > 300){
const err61 = {instancePath:instancePath+"/query/bias_postcode_area",schemaPath:"schema:BiasTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(!pattern9.test(data23)){
const err62 = {instancePath:instancePath+"/query/bias_postcode_area",schemaPath:"schema:BiasTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,4}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,4}$"+"\""};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
else {
const err63 = {instancePath:instancePath+"/query/bias_postcode_area",schemaPath:"schema:BiasTerms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data0.bias_postcode_sector !== undefined){
let data24 = data0.bias_postcode_sector;
if(typeof data24 === "string"){
if(func0(data24) > 300){
const err64 = {instancePath:instancePath+"/query/bias_postcode_sector",schemaPath:"schema:BiasTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(!pattern9.test(data24)){
const err65 = {instancePath:instancePath+"/query/bias_postcode_sector",schemaPath:"schema:BiasTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,4}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,4}$"+"\""};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
else {
const err66 = {instancePath:instancePath+"/query/bias_postcode_sector",schemaPath:"schema:BiasTerms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data0.bias_post_town !== undefined){
let data25 = data0.bias_post_town;
if(typeof data25 === "string"){
if(func0(data25) > 300){
const err67 = {instancePath:instancePath+"/query/bias_post_town",schemaPath:"schema:BiasTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(!pattern9.test(data25)){
const err68 = {instancePath:instancePath+"/query/bias_post_town",schemaPath:"schema:BiasTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,4}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,4}$"+"\""};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
else {
const err69 = {instancePath:instancePath+"/query/bias_post_town",schemaPath:"schema:BiasTerms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data0.bias_thoroughfare !== undefined){
let data26 = data0.bias_thoroughfare;
if(typeof data26 === "string"){
if(func0(data26) > 300){
const err70 = {instancePath:instancePath+"/query/bias_thoroughfare",schemaPath:"schema:BiasTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(!pattern9.test(data26)){
const err71 = {instancePath:instancePath+"/query/bias_thoroughfare",schemaPath:"schema:BiasTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,4}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,4}$"+"\""};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/query/bias_thoroughfare",schemaPath:"schema:BiasTerms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data0.bias_country !== undefined){
let data27 = data0.bias_country;
if(typeof data27 === "string"){
if(func0(data27) > 300){
const err73 = {instancePath:instancePath+"/query/bias_country",schemaPath:"schema:BiasTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(!pattern9.test(data27)){
const err74 = {instancePath:instancePath+"/query/bias_country",schemaPath:"schema:BiasTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,4}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,4}$"+"\""};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
else {
const err75 = {instancePath:instancePath+"/query/bias_country",schemaPath:"schema:BiasTerms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data0.bias_lonlat !== undefined){
let data28 = data0.bias_lonlat;
if(typeof data28 === "string"){
if(func0(data28) > 100){
const err76 = {instancePath:instancePath+"/query/bias_lonlat",schemaPath:"#/properties/query/properties/bias_lonlat/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(!pattern16.test(data28)){
const err77 = {instancePath:instancePath+"/query/bias_lonlat",schemaPath:"#/properties/query/properties/bias_lonlat/pattern",keyword:"pattern",params:{pattern: "^-?(180(\\.0+)?|(1[0-7][0-9]|[1-9]?[0-9])(\\.[0-9]+)?),-?(90(\\.0+)?|[1-8]?[0-9](\\.[0-9]+)?)(,(50000(\\.0+)?|[1-4][0-9]{4}(\\.[0-9]+)?|[1-9][0-9]{0,3}(\\.[0-9]+)?|0\\.[0-9]*[1-9][0-9]*))?$"},message:"must match pattern \""+"^-?(180(\\.0+)?|(1[0-7][0-9]|[1-9]?[0-9])(\\.[0-9]+)?),-?(90(\\.0+)?|[1-8]?[0-9](\\.[0-9]+)?)(,(50000(\\.0+)?|[1-4][0-9]{4}(\\.[0-9]+)?|[1-9][0-9]{0,3}(\\.[0-9]+)?|0\\.[0-9]*[1-9][0-9]*))?$"+"\""};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
else {
const err78 = {instancePath:instancePath+"/query/bias_lonlat",schemaPath:"#/properties/query/properties/bias_lonlat/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
else {
const err79 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data.headers !== undefined){
let data29 = data.headers;
if(!(data29 && typeof data29 == "object" && !Array.isArray(data29))){
const err80 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data.params !== undefined){
let data30 = data.params;
if(!(data30 && typeof data30 == "object" && !Array.isArray(data30))){
const err81 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
}
else {
const err82 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}

exports.req_1 = validate1;
const schema17 = {"type":"object","properties":{"query":{"type":"object","properties":{"api_key":{"type":"string","maxLength":100},"query":{"$ref":"schema:SuggestionText"},"q":{"$ref":"schema:SuggestionText"},"context":{"type":"string","enum":["gbr","usa","GBR","USA"]},"limit":{"type":"integer","minimum":1,"maximum":100,"default":10,"safeInteger":true},"tags":{"type":"string","maxLength":300},"licensee":{"type":"string","maxLength":100},"postcode_outward":{"$ref":"schema:FilterTerms"},"postcode":{"$ref":"schema:FilterTerms"},"postcode_area":{"$ref":"schema:FilterTerms"},"postcode_sector":{"$ref":"schema:FilterTerms"},"post_town":{"$ref":"schema:FilterTerms"},"uprn":{"$ref":"schema:FilterTerms"},"country":{"$ref":"schema:FilterTerms"},"postcode_type":{"$ref":"schema:FilterTerms"},"su_organisation_indicator":{"$ref":"schema:FilterTerms"},"box":{"type":"string","maxLength":100},"bias_postcode_outward":{"$ref":"schema:BiasTerms"},"bias_postcode":{"$ref":"schema:BiasTerms"},"bias_postcode_area":{"$ref":"schema:BiasTerms"},"bias_postcode_sector":{"$ref":"schema:BiasTerms"},"bias_post_town":{"$ref":"schema:BiasTerms"},"bias_thoroughfare":{"$ref":"schema:BiasTerms"},"bias_country":{"$ref":"schema:BiasTerms"},"bias_lonlat":{"type":"string","pattern":"^-?(180(\\.0+)?|(1[0-7][0-9]|[1-9]?[0-9])(\\.[0-9]+)?),-?(90(\\.0+)?|[1-8]?[0-9](\\.[0-9]+)?)(,(50000(\\.0+)?|[1-4][0-9]{4}(\\.[0-9]+)?|[1-9][0-9]{0,3}(\\.[0-9]+)?|0\\.[0-9]*[1-9][0-9]*))?$","maxLength":100},"bias_ip":{"type":"string","enum":["true"]}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};
const schema18 = {"type":"string","minLength":1,"maxLength":300,"pattern":"\\S"};
const pattern17 = new RegExp("\\S", "u");

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.limit === undefined){
data0.limit = 10;
}
if(data0.api_key !== undefined){
let data1 = data0.api_key;
if(typeof data1 === "string"){
if(func0(data1) > 100){
const err0 = {instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.query !== undefined){
let data2 = data0.query;
if(typeof data2 === "string"){
if(func0(data2) > 300){
const err2 = {instancePath:instancePath+"/query/query",schemaPath:"schema:SuggestionText/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func0(data2) < 1){
const err3 = {instancePath:instancePath+"/query/query",schemaPath:"schema:SuggestionText/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern17.test(data2)){
const err4 = {instancePath:instancePath+"/query/query",schemaPath:"schema:SuggestionText/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/query/query",schemaPath:"schema:SuggestionText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.q !== undefined){
let data3 = data0.q;
if(typeof data3 === "string"){
if(func0(data3) > 300){
const err6 = {instancePath:instancePath+"/query/q",schemaPath:"schema:SuggestionText/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func0(data3) < 1){
const err7 = {instancePath:instancePath+"/query/q",schemaPath:"schema:SuggestionText/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern17.test(data3)){
const err8 = {instancePath:instancePath+"/query/q",schemaPath:"schema:SuggestionText/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/query/q",schemaPath:"schema:SuggestionText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.context !== undefined){
let data4 = data0.context;
if(typeof data4 !== "string"){
const err10 = {instancePath:instancePath+"/query/context",schemaPath:"#/properties/query/properties/context/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((((data4 === "gbr") || (data4 === "usa")) || (data4 === "GBR")) || (data4 === "USA"))){
const err11 = {instancePath:instancePath+"/query/context",schemaPath:"#/properties/query/properties/context/enum",keyword:"enum",params:{allowedValues: schema17.properties.query.properties.context.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
let data5 = data0.limit;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err12 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 100 || isNaN(data5)){
const err13 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err14 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(Number.isInteger(data5) && !Number.isSafeInteger(data5)){
const err15 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data0.tags !== undefined){
let data6 = data0.tags;
if(typeof data6 === "string"){
if(func0(data6) > 300){
const err16 = {instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data0.licensee !== undefined){
let data7 = data0.licensee;
if(typeof data7 === "string"){
if(func0(data7) > 100){
const err18 = {instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data0.postcode_outward !== undefined){
let data8 = data0.postcode_outward;
if(typeof data8 === "string"){
if(func0(data8) > 300){
const err20 = {instancePath:instancePath+"/query/postcode_outward",schemaPath:"schema:FilterTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!pattern0.test(data8)){
const err21 = {instancePath:instancePath+"/query/postcode_outward",schemaPath:"schema:FilterTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,9}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,9}$"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/query/postcode_outward",schemaPath:"schema:FilterTerms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data0.postcode !== undefined){
let data9 = data0.postcode;
if(typeof data9 === "string"){
if(func0(data9) > 300){
const err23 = {instancePath:instancePath+"/query/postcode",schemaPath:"schema:FilterTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!pattern0.test(data9)){
const err24 = {instancePath:instancePath+"/query/postcode",schemaPath:"schema:FilterTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,9}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,9}$"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/query/postcode",schemaPath:"schema:FilterTerms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data0.postcode_area !== undefined){
let data10 = data0.postcode_area;
if(typeof data10 === "string"){
if(func0(data10) > 300){
const err26 = {instancePath:instancePath+"/query/postcode_area",schemaPath:"schema:FilterTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!pattern0.test(data10)){
const err27 = {instancePath:instancePath+"/query/postcode_area",schemaPath:"schema:FilterTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,9}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,9}$"+"\""};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/query/postcode_area",schemaPath:"schema:FilterTerms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data0.postcode_sector !== undefined){
let data11 = data0.postcode_sector;
if(typeof data11 === "string"){
if(func0(data11) > 300){
const err29 = {instancePath:instancePath+"/query/postcode_sector",schemaPath:"schema:FilterTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!pattern0.test(data11)){
const err30 = {instancePath:instancePath+"/query/postcode_sector",schemaPath:"schema:FilterTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,9}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,9}$"+"\""};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/query/postcode_sector",schemaPath:"schema:FilterTerms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data0.post_town !== undefined){
let data12 = data0.post_town;
if(typeof data12 === "string"){
if(func0(data12) > 300){
const err32 = {instancePath:instancePath+"/query/post_town",schemaPath:"schema:FilterTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!pattern0.test(data12)){
const err33 = {instancePath:instancePath+"/query/post_town",schemaPath:"schema:FilterTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,9}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,9}$"+"\""};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/query/post_town",schemaPath:"schema:FilterTerms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data0.uprn !== undefined){
let data13 = data0.uprn;
if(typeof data13 === "string"){
if(func0(data13) > 300){
const err35 = {instancePath:instancePath+"/query/uprn",schemaPath:"schema:FilterTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!pattern0.test(data13)){
const err36 = {instancePath:instancePath+"/query/uprn",schemaPath:"schema:FilterTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,9}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,9}$"+"\""};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/query/uprn",schemaPath:"schema:FilterTerms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data0.country !== undefined){
let data14 = data0.country;
if(typeof data14 === "string"){
if(func0(data14) > 300){
const err38 = {instancePath:instancePath+"/query/country",schemaPath:"schema:FilterTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(!pattern0.test(data14)){
const err39 = {instancePath:instancePath+"/query/country",schemaPath:"schema:FilterTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,9}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,9}$"+"\""};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/query/country",schemaPath:"schema:FilterTerms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data0.postcode_type !== undefined){
let data15 = data0.postcode_type;
if(typeof data15 === "string"){
if(func0(data15) > 300){
const err41 = {instancePath:instancePath+"/query/postcode_type",schemaPath:"schema:FilterTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!pattern0.test(data15)){
const err42 = {instancePath:instancePath+"/query/postcode_type",schemaPath:"schema:FilterTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,9}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,9}$"+"\""};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/query/postcode_type",schemaPath:"schema:FilterTerms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data0.su_organisation_indicator !== undefined){
let data16 = data0.su_organisation_indicator;
if(typeof data16 === "string"){
if(func0(data16) > 300){
const err44 = {instancePath:instancePath+"/query/su_organisation_indicator",schemaPath:"schema:FilterTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(!pattern0.test(data16)){
const err45 = {instancePath:instancePath+"/query/su_organisation_indicator",schemaPath:"schema:FilterTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,9}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,9}$"+"\""};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/query/su_organisation_indicator",schemaPath:"schema:FilterTerms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data0.box !== undefined){
let data17 = data0.box;
if(typeof data17 === "string"){
if(func0(data17) > 100){
const err47 = {instancePath:instancePath+"/query/box",schemaPath:"#/properties/query/properties/box/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/query/box",schemaPath:"#/properties/query/properties/box/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data0.bias_postcode_outward !== undefined){
let data18 = data0.bias_postcode_outward;
if(typeof data18 === "string"){
if(func0(data18) > 300){
const err49 = {instancePath:instancePath+"/query/bias_postcode_outward",schemaPath:"schema:BiasTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(!pattern9.test(data18)){
const err50 = {instancePath:instancePath+"/query/bias_postcode_outward",schemaPath:"schema:BiasTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,4}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,4}$"+"\""};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/query/bias_postcode_outward",schemaPath:"schema:BiasTerms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data0.bias_postcode !== undefined){
let data19 = data0.bias_postcode;
if(typeof data19 === "string"){
if(func0(data19) > 300){
const err52 = {instancePath:instancePath+"/query/bias_postcode",schemaPath:"schema:BiasTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(!pattern9.test(data19)){
const err53 = {instancePath:instancePath+"/query/bias_postcode",schemaPath:"schema:BiasTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,4}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,4}$"+"\""};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/query/bias_postcode",schemaPath:"schema:BiasTerms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data0.bias_postcode_area !== undefined){
let data20 = data0.bias_postcode_area;
if(typeof data20 === "string"){
if(func0(data20) > 300){
const err55 = {instancePath:instancePath+"/query/bias_postcode_area",schemaPath:"schema:BiasTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(!pattern9.test(data20)){
const err56 = {instancePath:instancePath+"/query/bias_postcode_area",schemaPath:"schema:BiasTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,4}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,4}$"+"\""};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/query/bias_postcode_area",schemaPath:"schema:BiasTerms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data0.bias_postcode_sector !== undefined){
let data21 = data0.bias_postcode_sector;
if(typeof data21 === "string"){
if(func0(data21) > 300){
const err58 = {instancePath:instancePath+"/query/bias_postcode_sector",schemaPath:"schema:BiasTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(!pattern9.test(data21)){
const err59 = {instancePath:instancePath+"/query/bias_postcode_sector",schemaPath:"schema:BiasTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,4}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,4}$"+"\""};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/query/bias_postcode_sector",schemaPath:"schema:BiasTerms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data0.bias_post_town !== undefined){
let data22 = data0.bias_post_town;
if(typeof data22 === "string"){
if(func0(data22) > 300){
const err61 = {instancePath:instancePath+"/query/bias_post_town",schemaPath:"schema:BiasTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(!pattern9.test(data22)){
const err62 = {instancePath:instancePath+"/query/bias_post_town",schemaPath:"schema:BiasTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,4}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,4}$"+"\""};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
else {
const err63 = {instancePath:instancePath+"/query/bias_post_town",schemaPath:"schema:BiasTerms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data0.bias_thoroughfare !== undefined){
let data23 = data0.bias_thoroughfare;
if(typeof data23 === "string"){
if(func0(data23) > 300){
const err64 = {instancePath:instancePath+"/query/bias_thoroughfare",schemaPath:"schema:BiasTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(!pattern9.test(data23)){
const err65 = {instancePath:instancePath+"/query/bias_thoroughfare",schemaPath:"schema:BiasTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,4}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,4}$"+"\""};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
else {
const err66 = {instancePath:instancePath+"/query/bias_thoroughfare",schemaPath:"schema:BiasTerms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data0.bias_country !== undefined){
let data24 = data0.bias_country;
if(typeof data24 === "string"){
if(func0(data24) > 300){
const err67 = {instancePath:instancePath+"/query/bias_country",schemaPath:"schema:BiasTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(!pattern9.test(data24)){
const err68 = {instancePath:instancePath+"/query/bias_country",schemaPath:"schema:BiasTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,4}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,4}$"+"\""};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
else {
const err69 = {instancePath:instancePath+"/query/bias_country",schemaPath:"schema:BiasTerms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data0.bias_lonlat !== undefined){
let data25 = data0.bias_lonlat;
if(typeof data25 === "string"){
if(func0(data25) > 100){
const err70 = {instancePath:instancePath+"/query/bias_lonlat",schemaPath:"#/properties/query/properties/bias_lonlat/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(!pattern16.test(data25)){
const err71 = {instancePath:instancePath+"/query/bias_lonlat",schemaPath:"#/properties/query/properties/bias_lonlat/pattern",keyword:"pattern",params:{pattern: "^-?(180(\\.0+)?|(1[0-7][0-9]|[1-9]?[0-9])(\\.[0-9]+)?),-?(90(\\.0+)?|[1-8]?[0-9](\\.[0-9]+)?)(,(50000(\\.0+)?|[1-4][0-9]{4}(\\.[0-9]+)?|[1-9][0-9]{0,3}(\\.[0-9]+)?|0\\.[0-9]*[1-9][0-9]*))?$"},message:"must match pattern \""+"^-?(180(\\.0+)?|(1[0-7][0-9]|[1-9]?[0-9])(\\.[0-9]+)?),-?(90(\\.0+)?|[1-8]?[0-9](\\.[0-9]+)?)(,(50000(\\.0+)?|[1-4][0-9]{4}(\\.[0-9]+)?|[1-9][0-9]{0,3}(\\.[0-9]+)?|0\\.[0-9]*[1-9][0-9]*))?$"+"\""};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/query/bias_lonlat",schemaPath:"#/properties/query/properties/bias_lonlat/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data0.bias_ip !== undefined){
let data26 = data0.bias_ip;
if(typeof data26 !== "string"){
const err73 = {instancePath:instancePath+"/query/bias_ip",schemaPath:"#/properties/query/properties/bias_ip/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(!(data26 === "true")){
const err74 = {instancePath:instancePath+"/query/bias_ip",schemaPath:"#/properties/query/properties/bias_ip/enum",keyword:"enum",params:{allowedValues: schema17.properties.query.properties.bias_ip.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
else {
const err75 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data.headers !== undefined){
let data27 = data.headers;
if(!(data27 && typeof data27 == "object" && !Array.isArray(data27))){
const err76 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data.params !== undefined){
let data28 = data.params;
if(!(data28 && typeof data28 == "object" && !Array.isArray(data28))){
const err77 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
else {
const err78 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}

exports.req_2 = validate2;
const schema36 = {"type":"object","properties":{"query":{"type":"object","properties":{"api_key":{"type":"string","maxLength":100},"tags":{"type":"string","maxLength":300},"licensee":{"type":"string","maxLength":100}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"address":{"type":"string","maxLength":100}},"required":["address"]}}};

function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.api_key !== undefined){
let data1 = data0.api_key;
if(typeof data1 === "string"){
if(func0(data1) > 100){
const err0 = {instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.tags !== undefined){
let data2 = data0.tags;
if(typeof data2 === "string"){
if(func0(data2) > 300){
const err2 = {instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.licensee !== undefined){
let data3 = data0.licensee;
if(typeof data3 === "string"){
if(func0(data3) > 100){
const err4 = {instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.headers !== undefined){
let data4 = data.headers;
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
const err7 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.params !== undefined){
let data5 = data.params;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.address === undefined){
const err8 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data5.address !== undefined){
let data6 = data5.address;
if(typeof data6 === "string"){
if(func0(data6) > 100){
const err9 = {instancePath:instancePath+"/params/address",schemaPath:"#/properties/params/properties/address/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/params/address",schemaPath:"#/properties/params/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate2.errors = vErrors;
return errors === 0;
}

exports.req_3 = validate3;
const schema37 = {"type":"object","properties":{"query":{"type":"object","properties":{"api_key":{"type":"string","maxLength":100},"tags":{"type":"string","maxLength":300},"licensee":{"type":"string","maxLength":100}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.api_key !== undefined){
let data1 = data0.api_key;
if(typeof data1 === "string"){
if(func0(data1) > 100){
const err0 = {instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.tags !== undefined){
let data2 = data0.tags;
if(typeof data2 === "string"){
if(func0(data2) > 300){
const err2 = {instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.licensee !== undefined){
let data3 = data0.licensee;
if(typeof data3 === "string"){
if(func0(data3) > 100){
const err4 = {instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.headers !== undefined){
let data4 = data.headers;
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
const err7 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.params !== undefined){
let data5 = data.params;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
const err8 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate3.errors = vErrors;
return errors === 0;
}

exports.req_4 = validate4;
const schema38 = {"type":"object","required":["query"],"additionalProperties":false,"properties":{"query":{"type":"string","minLength":1,"maxLength":500},"postcode":{"type":"string","maxLength":16},"post_town":{"type":"string","maxLength":60},"county":{"type":"string","maxLength":60}}};

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "query"},message:"must have required property '"+"query"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "query") || (key0 === "postcode")) || (key0 === "post_town")) || (key0 === "county"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.query !== undefined){
let data0 = data.query;
if(typeof data0 === "string"){
if(func0(data0) > 500){
const err2 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func0(data0) < 1){
const err3 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.postcode !== undefined){
let data1 = data.postcode;
if(typeof data1 === "string"){
if(func0(data1) > 16){
const err5 = {instancePath:instancePath+"/postcode",schemaPath:"#/properties/postcode/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/postcode",schemaPath:"#/properties/postcode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.post_town !== undefined){
let data2 = data.post_town;
if(typeof data2 === "string"){
if(func0(data2) > 60){
const err7 = {instancePath:instancePath+"/post_town",schemaPath:"#/properties/post_town/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/post_town",schemaPath:"#/properties/post_town/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.county !== undefined){
let data3 = data.county;
if(typeof data3 === "string"){
if(func0(data3) > 60){
const err9 = {instancePath:instancePath+"/county",schemaPath:"#/properties/county/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/county",schemaPath:"#/properties/county/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate4.errors = vErrors;
return errors === 0;
}

exports.req_5 = validate5;
const schema39 = {"type":"object","properties":{"query":{"type":"object","properties":{"api_key":{"type":"string","maxLength":100},"query":{"type":"string","minLength":1,"maxLength":320},"tags":{"type":"string","maxLength":300},"licensee":{"type":"string","maxLength":100}},"required":["query"]},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};

function validate5(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.query === undefined){
const err0 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: "query"},message:"must have required property '"+"query"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.api_key !== undefined){
let data1 = data0.api_key;
if(typeof data1 === "string"){
if(func0(data1) > 100){
const err1 = {instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.query !== undefined){
let data2 = data0.query;
if(typeof data2 === "string"){
if(func0(data2) > 320){
const err3 = {instancePath:instancePath+"/query/query",schemaPath:"#/properties/query/properties/query/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func0(data2) < 1){
const err4 = {instancePath:instancePath+"/query/query",schemaPath:"#/properties/query/properties/query/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/query/query",schemaPath:"#/properties/query/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.tags !== undefined){
let data3 = data0.tags;
if(typeof data3 === "string"){
if(func0(data3) > 300){
const err6 = {instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.licensee !== undefined){
let data4 = data0.licensee;
if(typeof data4 === "string"){
if(func0(data4) > 100){
const err8 = {instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.headers !== undefined){
let data5 = data.headers;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
const err11 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.params !== undefined){
let data6 = data.params;
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
const err12 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate5.errors = vErrors;
return errors === 0;
}

exports.req_6 = validate6;
const schema40 = {"type":"object","properties":{"query":{"type":"object","properties":{"api_key":{"type":"string","maxLength":100},"query":{"type":"string","minLength":1,"maxLength":40},"tags":{"type":"string","maxLength":300},"licensee":{"type":"string","maxLength":100}},"required":["query"]},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};

function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.query === undefined){
const err0 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: "query"},message:"must have required property '"+"query"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.api_key !== undefined){
let data1 = data0.api_key;
if(typeof data1 === "string"){
if(func0(data1) > 100){
const err1 = {instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.query !== undefined){
let data2 = data0.query;
if(typeof data2 === "string"){
if(func0(data2) > 40){
const err3 = {instancePath:instancePath+"/query/query",schemaPath:"#/properties/query/properties/query/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func0(data2) < 1){
const err4 = {instancePath:instancePath+"/query/query",schemaPath:"#/properties/query/properties/query/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/query/query",schemaPath:"#/properties/query/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.tags !== undefined){
let data3 = data0.tags;
if(typeof data3 === "string"){
if(func0(data3) > 300){
const err6 = {instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.licensee !== undefined){
let data4 = data0.licensee;
if(typeof data4 === "string"){
if(func0(data4) > 100){
const err8 = {instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.headers !== undefined){
let data5 = data.headers;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
const err11 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.params !== undefined){
let data6 = data.params;
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
const err12 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate6.errors = vErrors;
return errors === 0;
}

exports.req_7 = validate7;
const schema41 = {"type":"object","properties":{"query":{"type":"object","properties":{"api_key":{"type":"string","maxLength":100},"query":{"$ref":"schema:SuggestionText"},"q":{"$ref":"schema:SuggestionText"},"country_iso":{"type":"string","maxLength":100},"bias_country_iso":{"type":"string","maxLength":100},"bias_lonlat":{"type":"string","pattern":"^-?(180(\\.0+)?|(1[0-7][0-9]|[1-9]?[0-9])(\\.[0-9]+)?),-?(90(\\.0+)?|[1-8]?[0-9](\\.[0-9]+)?)(,(50000(\\.0+)?|[1-4][0-9]{4}(\\.[0-9]+)?|[1-9][0-9]{0,3}(\\.[0-9]+)?|0\\.[0-9]*[1-9][0-9]*))?$","maxLength":100},"bias_ip":{"type":"string","enum":["true"]},"limit":{"type":"integer","minimum":1,"maximum":100,"default":10,"safeInteger":true}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};

function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.limit === undefined){
data0.limit = 10;
}
if(data0.api_key !== undefined){
let data1 = data0.api_key;
if(typeof data1 === "string"){
if(func0(data1) > 100){
const err0 = {instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.query !== undefined){
let data2 = data0.query;
if(typeof data2 === "string"){
if(func0(data2) > 300){
const err2 = {instancePath:instancePath+"/query/query",schemaPath:"schema:SuggestionText/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func0(data2) < 1){
const err3 = {instancePath:instancePath+"/query/query",schemaPath:"schema:SuggestionText/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern17.test(data2)){
const err4 = {instancePath:instancePath+"/query/query",schemaPath:"schema:SuggestionText/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/query/query",schemaPath:"schema:SuggestionText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.q !== undefined){
let data3 = data0.q;
if(typeof data3 === "string"){
if(func0(data3) > 300){
const err6 = {instancePath:instancePath+"/query/q",schemaPath:"schema:SuggestionText/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func0(data3) < 1){
const err7 = {instancePath:instancePath+"/query/q",schemaPath:"schema:SuggestionText/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern17.test(data3)){
const err8 = {instancePath:instancePath+"/query/q",schemaPath:"schema:SuggestionText/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/query/q",schemaPath:"schema:SuggestionText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.country_iso !== undefined){
let data4 = data0.country_iso;
if(typeof data4 === "string"){
if(func0(data4) > 100){
const err10 = {instancePath:instancePath+"/query/country_iso",schemaPath:"#/properties/query/properties/country_iso/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/query/country_iso",schemaPath:"#/properties/query/properties/country_iso/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data0.bias_country_iso !== undefined){
let data5 = data0.bias_country_iso;
if(typeof data5 === "string"){
if(func0(data5) > 100){
const err12 = {instancePath:instancePath+"/query/bias_country_iso",schemaPath:"#/properties/query/properties/bias_country_iso/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/query/bias_country_iso",schemaPath:"#/properties/query/properties/bias_country_iso/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data0.bias_lonlat !== undefined){
let data6 = data0.bias_lonlat;
if(typeof data6 === "string"){
if(func0(data6) > 100){
const err14 = {instancePath:instancePath+"/query/bias_lonlat",schemaPath:"#/properties/query/properties/bias_lonlat/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!pattern16.test(data6)){
const err15 = {instancePath:instancePath+"/query/bias_lonlat",schemaPath:"#/properties/query/properties/bias_lonlat/pattern",keyword:"pattern",params:{pattern: "^-?(180(\\.0+)?|(1[0-7][0-9]|[1-9]?[0-9])(\\.[0-9]+)?),-?(90(\\.0+)?|[1-8]?[0-9](\\.[0-9]+)?)(,(50000(\\.0+)?|[1-4][0-9]{4}(\\.[0-9]+)?|[1-9][0-9]{0,3}(\\.[0-9]+)?|0\\.[0-9]*[1-9][0-9]*))?$"},message:"must match pattern \""+"^-?(180(\\.0+)?|(1[0-7][0-9]|[1-9]?[0-9])(\\.[0-9]+)?),-?(90(\\.0+)?|[1-8]?[0-9](\\.[0-9]+)?)(,(50000(\\.0+)?|[1-4][0-9]{4}(\\.[0-9]+)?|[1-9][0-9]{0,3}(\\.[0-9]+)?|0\\.[0-9]*[1-9][0-9]*))?$"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/query/bias_lonlat",schemaPath:"#/properties/query/properties/bias_lonlat/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data0.bias_ip !== undefined){
let data7 = data0.bias_ip;
if(typeof data7 !== "string"){
const err17 = {instancePath:instancePath+"/query/bias_ip",schemaPath:"#/properties/query/properties/bias_ip/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!(data7 === "true")){
const err18 = {instancePath:instancePath+"/query/bias_ip",schemaPath:"#/properties/query/properties/bias_ip/enum",keyword:"enum",params:{allowedValues: schema41.properties.query.properties.bias_ip.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
let data8 = data0.limit;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err19 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 100 || isNaN(data8)){
const err20 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data8 < 1 || isNaN(data8)){
const err21 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(Number.isInteger(data8) && !Number.isSafeInteger(data8)){
const err22 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.headers !== undefined){
let data9 = data.headers;
if(!(data9 && typeof data9 == "object" && !Array.isArray(data9))){
const err24 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.params !== undefined){
let data10 = data.params;
if(!(data10 && typeof data10 == "object" && !Array.isArray(data10))){
const err25 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate7.errors = vErrors;
return errors === 0;
}

exports.req_8 = validate8;
const schema44 = {"type":"object","properties":{"query":{"type":"object","properties":{"api_key":{"type":"string","maxLength":100},"tags":{"type":"string","maxLength":300},"licensee":{"type":"string","maxLength":100}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"place":{"type":"string","maxLength":100}},"required":["place"]}}};

function validate8(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.api_key !== undefined){
let data1 = data0.api_key;
if(typeof data1 === "string"){
if(func0(data1) > 100){
const err0 = {instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.tags !== undefined){
let data2 = data0.tags;
if(typeof data2 === "string"){
if(func0(data2) > 300){
const err2 = {instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.licensee !== undefined){
let data3 = data0.licensee;
if(typeof data3 === "string"){
if(func0(data3) > 100){
const err4 = {instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.headers !== undefined){
let data4 = data.headers;
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
const err7 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.params !== undefined){
let data5 = data.params;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.place === undefined){
const err8 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "place"},message:"must have required property '"+"place"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data5.place !== undefined){
let data6 = data5.place;
if(typeof data6 === "string"){
if(func0(data6) > 100){
const err9 = {instancePath:instancePath+"/params/place",schemaPath:"#/properties/params/properties/place/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/params/place",schemaPath:"#/properties/params/properties/place/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate8.errors = vErrors;
return errors === 0;
}

exports.req_9 = validate9;
const schema45 = {"type":"object","properties":{"query":{"type":"object","properties":{"api_key":{"type":"string","maxLength":100},"filter":{"type":"string","maxLength":1000},"page":{"type":"integer","minimum":0,"maximum":1000,"default":0,"safeInteger":true},"tags":{"type":"string","maxLength":300},"licensee":{"type":"string","maxLength":100}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"postcode":{"type":"string","maxLength":16}},"required":["postcode"]}}};

function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.page === undefined){
data0.page = 0;
}
if(data0.api_key !== undefined){
let data1 = data0.api_key;
if(typeof data1 === "string"){
if(func0(data1) > 100){
const err0 = {instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.filter !== undefined){
let data2 = data0.filter;
if(typeof data2 === "string"){
if(func0(data2) > 1000){
const err2 = {instancePath:instancePath+"/query/filter",schemaPath:"#/properties/query/properties/filter/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/query/filter",schemaPath:"#/properties/query/properties/filter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
let data3 = data0.page;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err4 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1000 || isNaN(data3)){
const err5 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err6 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(Number.isInteger(data3) && !Number.isSafeInteger(data3)){
const err7 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.tags !== undefined){
let data4 = data0.tags;
if(typeof data4 === "string"){
if(func0(data4) > 300){
const err8 = {instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.licensee !== undefined){
let data5 = data0.licensee;
if(typeof data5 === "string"){
if(func0(data5) > 100){
const err10 = {instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.headers !== undefined){
let data6 = data.headers;
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
const err13 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.params !== undefined){
let data7 = data.params;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.postcode === undefined){
const err14 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "postcode"},message:"must have required property '"+"postcode"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data7.postcode !== undefined){
let data8 = data7.postcode;
if(typeof data8 === "string"){
if(func0(data8) > 16){
const err15 = {instancePath:instancePath+"/params/postcode",schemaPath:"#/properties/params/properties/postcode/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/params/postcode",schemaPath:"#/properties/params/properties/postcode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate9.errors = vErrors;
return errors === 0;
}

exports.req_10 = validate10;
const schema46 = {"type":"object","properties":{"query":{"type":"object","properties":{"api_key":{"type":"string","maxLength":100},"filter":{"type":"string","maxLength":1000},"tags":{"type":"string","maxLength":300},"licensee":{"type":"string","maxLength":100}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"udprn":{"type":"string","maxLength":12}},"required":["udprn"]}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.api_key !== undefined){
let data1 = data0.api_key;
if(typeof data1 === "string"){
if(func0(data1) > 100){
const err0 = {instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.filter !== undefined){
let data2 = data0.filter;
if(typeof data2 === "string"){
if(func0(data2) > 1000){
const err2 = {instancePath:instancePath+"/query/filter",schemaPath:"#/properties/query/properties/filter/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/query/filter",schemaPath:"#/properties/query/properties/filter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.tags !== undefined){
let data3 = data0.tags;
if(typeof data3 === "string"){
if(func0(data3) > 300){
const err4 = {instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.licensee !== undefined){
let data4 = data0.licensee;
if(typeof data4 === "string"){
if(func0(data4) > 100){
const err6 = {instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.headers !== undefined){
let data5 = data.headers;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
const err9 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.params !== undefined){
let data6 = data.params;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.udprn === undefined){
const err10 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "udprn"},message:"must have required property '"+"udprn"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data6.udprn !== undefined){
let data7 = data6.udprn;
if(typeof data7 === "string"){
if(func0(data7) > 12){
const err11 = {instancePath:instancePath+"/params/udprn",schemaPath:"#/properties/params/properties/udprn/maxLength",keyword:"maxLength",params:{limit: 12},message:"must NOT have more than 12 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/params/udprn",schemaPath:"#/properties/params/properties/udprn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

exports.req_11 = validate11;
const schema47 = {"type":"object","properties":{"query":{"type":"object","properties":{"api_key":{"type":"string","maxLength":100},"filter":{"type":"string","maxLength":1000},"tags":{"type":"string","maxLength":300},"licensee":{"type":"string","maxLength":100}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"umprn":{"type":"string","maxLength":12}},"required":["umprn"]}}};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.api_key !== undefined){
let data1 = data0.api_key;
if(typeof data1 === "string"){
if(func0(data1) > 100){
const err0 = {instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.filter !== undefined){
let data2 = data0.filter;
if(typeof data2 === "string"){
if(func0(data2) > 1000){
const err2 = {instancePath:instancePath+"/query/filter",schemaPath:"#/properties/query/properties/filter/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/query/filter",schemaPath:"#/properties/query/properties/filter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.tags !== undefined){
let data3 = data0.tags;
if(typeof data3 === "string"){
if(func0(data3) > 300){
const err4 = {instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.licensee !== undefined){
let data4 = data0.licensee;
if(typeof data4 === "string"){
if(func0(data4) > 100){
const err6 = {instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.headers !== undefined){
let data5 = data.headers;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
const err9 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.params !== undefined){
let data6 = data.params;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.umprn === undefined){
const err10 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "umprn"},message:"must have required property '"+"umprn"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data6.umprn !== undefined){
let data7 = data6.umprn;
if(typeof data7 === "string"){
if(func0(data7) > 12){
const err11 = {instancePath:instancePath+"/params/umprn",schemaPath:"#/properties/params/properties/umprn/maxLength",keyword:"maxLength",params:{limit: 12},message:"must NOT have more than 12 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/params/umprn",schemaPath:"#/properties/params/properties/umprn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

exports.req_12 = validate12;
const schema48 = {"type":"object","properties":{"query":{"type":"object","properties":{"licensee":{"type":"string","maxLength":100}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"key":{"type":"string","maxLength":100}},"required":["key"]}}};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.licensee !== undefined){
let data1 = data0.licensee;
if(typeof data1 === "string"){
if(func0(data1) > 100){
const err0 = {instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.headers !== undefined){
let data2 = data.headers;
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
const err3 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.params !== undefined){
let data3 = data.params;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.key === undefined){
const err4 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data3.key !== undefined){
let data4 = data3.key;
if(typeof data4 === "string"){
if(func0(data4) > 100){
const err5 = {instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

exports.req_13 = validate13;
const schema49 = {"type":"object","properties":{"query":{"type":"object","properties":{"user_token":{"type":"string","maxLength":100}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"key":{"type":"string","maxLength":100}},"required":["key"]}}};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.user_token !== undefined){
let data1 = data0.user_token;
if(typeof data1 === "string"){
if(func0(data1) > 100){
const err0 = {instancePath:instancePath+"/query/user_token",schemaPath:"#/properties/query/properties/user_token/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/query/user_token",schemaPath:"#/properties/query/properties/user_token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.headers !== undefined){
let data2 = data.headers;
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
const err3 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.params !== undefined){
let data3 = data.params;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.key === undefined){
const err4 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data3.key !== undefined){
let data4 = data3.key;
if(typeof data4 === "string"){
if(func0(data4) > 100){
const err5 = {instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

exports.req_14 = validate14;
const schema50 = {"type":"object","required":["name","payload"],"additionalProperties":false,"properties":{"name":{"$ref":"schema:ConfigName"},"payload":{"$ref":"schema:ConfigPayload"}}};
const schema51 = {"type":"string","minLength":1,"maxLength":32,"pattern":"^[A-Za-z0-9_.-]+$"};
const schema52 = {"type":"string","maxLength":4096};
const pattern39 = new RegExp("^[A-Za-z0-9_.-]+$", "u");

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.payload === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "payload"},message:"must have required property '"+"payload"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "name") || (key0 === "payload"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func0(data0) > 32){
const err3 = {instancePath:instancePath+"/name",schemaPath:"schema:ConfigName/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func0(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"schema:ConfigName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern39.test(data0)){
const err5 = {instancePath:instancePath+"/name",schemaPath:"schema:ConfigName/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_.-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_.-]+$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/name",schemaPath:"schema:ConfigName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.payload !== undefined){
let data1 = data.payload;
if(typeof data1 === "string"){
if(func0(data1) > 4096){
const err7 = {instancePath:instancePath+"/payload",schemaPath:"schema:ConfigPayload/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/payload",schemaPath:"schema:ConfigPayload/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}

exports.req_15 = validate15;
const schema53 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"key":{"type":"string","maxLength":100},"config":{"type":"string","maxLength":100}},"required":["key","config"]}}};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
const err0 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.headers !== undefined){
let data1 = data.headers;
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
const err1 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.params !== undefined){
let data2 = data.params;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.key === undefined){
const err2 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data2.config === undefined){
const err3 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "config"},message:"must have required property '"+"config"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.key !== undefined){
let data3 = data2.key;
if(typeof data3 === "string"){
if(func0(data3) > 100){
const err4 = {instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data2.config !== undefined){
let data4 = data2.config;
if(typeof data4 === "string"){
if(func0(data4) > 100){
const err6 = {instancePath:instancePath+"/params/config",schemaPath:"#/properties/params/properties/config/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/params/config",schemaPath:"#/properties/params/properties/config/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}

exports.req_16 = validate16;
const schema54 = {"type":"object","properties":{"query":{"type":"object","properties":{"user_token":{"type":"string","maxLength":100}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"key":{"type":"string","maxLength":100},"config":{"type":"string","maxLength":100}},"required":["key","config"]}}};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.user_token !== undefined){
let data1 = data0.user_token;
if(typeof data1 === "string"){
if(func0(data1) > 100){
const err0 = {instancePath:instancePath+"/query/user_token",schemaPath:"#/properties/query/properties/user_token/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/query/user_token",schemaPath:"#/properties/query/properties/user_token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.headers !== undefined){
let data2 = data.headers;
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
const err3 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.params !== undefined){
let data3 = data.params;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.key === undefined){
const err4 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data3.config === undefined){
const err5 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "config"},message:"must have required property '"+"config"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data3.key !== undefined){
let data4 = data3.key;
if(typeof data4 === "string"){
if(func0(data4) > 100){
const err6 = {instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data3.config !== undefined){
let data5 = data3.config;
if(typeof data5 === "string"){
if(func0(data5) > 100){
const err8 = {instancePath:instancePath+"/params/config",schemaPath:"#/properties/params/properties/config/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/params/config",schemaPath:"#/properties/params/properties/config/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate16.errors = vErrors;
return errors === 0;
}

exports.req_17 = validate17;
const schema55 = {"type":"object","required":["payload"],"additionalProperties":false,"properties":{"payload":{"$ref":"schema:ConfigPayload"}}};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.payload === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "payload"},message:"must have required property '"+"payload"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "payload")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.payload !== undefined){
let data0 = data.payload;
if(typeof data0 === "string"){
if(func0(data0) > 4096){
const err2 = {instancePath:instancePath+"/payload",schemaPath:"schema:ConfigPayload/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/payload",schemaPath:"schema:ConfigPayload/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

exports.req_18 = validate18;
const schema57 = {"type":"object","properties":{"query":{"type":"object","properties":{"user_token":{"type":"string","maxLength":100},"starting_after":{"type":"string","maxLength":100},"limit":{"type":"integer","minimum":1,"maximum":100,"default":100,"safeInteger":true},"query":{"type":"string","maxLength":300},"q":{"type":"string","maxLength":300}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"key":{"type":"string","maxLength":100}},"required":["key"]}}};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.limit === undefined){
data0.limit = 100;
}
if(data0.user_token !== undefined){
let data1 = data0.user_token;
if(typeof data1 === "string"){
if(func0(data1) > 100){
const err0 = {instancePath:instancePath+"/query/user_token",schemaPath:"#/properties/query/properties/user_token/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/query/user_token",schemaPath:"#/properties/query/properties/user_token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.starting_after !== undefined){
let data2 = data0.starting_after;
if(typeof data2 === "string"){
if(func0(data2) > 100){
const err2 = {instancePath:instancePath+"/query/starting_after",schemaPath:"#/properties/query/properties/starting_after/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/query/starting_after",schemaPath:"#/properties/query/properties/starting_after/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
let data3 = data0.limit;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err4 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 100 || isNaN(data3)){
const err5 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err6 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(Number.isInteger(data3) && !Number.isSafeInteger(data3)){
const err7 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.query !== undefined){
let data4 = data0.query;
if(typeof data4 === "string"){
if(func0(data4) > 300){
const err8 = {instancePath:instancePath+"/query/query",schemaPath:"#/properties/query/properties/query/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/query/query",schemaPath:"#/properties/query/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.q !== undefined){
let data5 = data0.q;
if(typeof data5 === "string"){
if(func0(data5) > 300){
const err10 = {instancePath:instancePath+"/query/q",schemaPath:"#/properties/query/properties/q/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/query/q",schemaPath:"#/properties/query/properties/q/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.headers !== undefined){
let data6 = data.headers;
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
const err13 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.params !== undefined){
let data7 = data.params;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.key === undefined){
const err14 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data7.key !== undefined){
let data8 = data7.key;
if(typeof data8 === "string"){
if(func0(data8) > 100){
const err15 = {instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate18.errors = vErrors;
return errors === 0;
}

exports.req_LicenseeNew = validate19;
const schema58 = {"type":"object","additionalProperties":false,"required":["name","address","postcode"],"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"address":{"type":"string","maxLength":500},"postcode":{"type":"string","maxLength":16},"whitelist":{"type":"array","maxItems":50,"items":{"type":"string","maxLength":300}},"daily":{"type":"object","additionalProperties":false,"properties":{"limit":{"type":"integer","nullable":true,"minimum":0,"maximum":1000000000,"safeInteger":true}}}}};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.address === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.postcode === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "postcode"},message:"must have required property '"+"postcode"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "name") || (key0 === "address")) || (key0 === "postcode")) || (key0 === "whitelist")) || (key0 === "daily"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func0(data0) > 200){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func0(data0) < 1){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.address !== undefined){
let data1 = data.address;
if(typeof data1 === "string"){
if(func0(data1) > 500){
const err7 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.postcode !== undefined){
let data2 = data.postcode;
if(typeof data2 === "string"){
if(func0(data2) > 16){
const err9 = {instancePath:instancePath+"/postcode",schemaPath:"#/properties/postcode/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/postcode",schemaPath:"#/properties/postcode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.whitelist !== undefined){
let data3 = data.whitelist;
if(Array.isArray(data3)){
if(data3.length > 50){
const err11 = {instancePath:instancePath+"/whitelist",schemaPath:"#/properties/whitelist/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 === "string"){
if(func0(data4) > 300){
const err12 = {instancePath:instancePath+"/whitelist/" + i0,schemaPath:"#/properties/whitelist/items/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/whitelist/" + i0,schemaPath:"#/properties/whitelist/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/whitelist",schemaPath:"#/properties/whitelist/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.daily !== undefined){
let data5 = data.daily;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key1 in data5){
if(!(key1 === "limit")){
const err15 = {instancePath:instancePath+"/daily",schemaPath:"#/properties/daily/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data5.limit !== undefined){
let data6 = data5.limit;
if((!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))) && (data6 !== null)){
const err16 = {instancePath:instancePath+"/daily/limit",schemaPath:"#/properties/daily/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 1000000000 || isNaN(data6)){
const err17 = {instancePath:instancePath+"/daily/limit",schemaPath:"#/properties/daily/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err18 = {instancePath:instancePath+"/daily/limit",schemaPath:"#/properties/daily/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(Number.isInteger(data6) && !Number.isSafeInteger(data6)){
const err19 = {instancePath:instancePath+"/daily/limit",schemaPath:"#/properties/daily/properties/limit/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
}
else {
const err20 = {instancePath:instancePath+"/daily",schemaPath:"#/properties/daily/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate19.errors = vErrors;
return errors === 0;
}

exports.req_20 = validate20;
const schema59 = {"type":"object","properties":{"query":{"type":"object","properties":{"user_token":{"type":"string","maxLength":100}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"key":{"type":"string","maxLength":100},"licensee":{"type":"string","maxLength":100}},"required":["key","licensee"]}}};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.user_token !== undefined){
let data1 = data0.user_token;
if(typeof data1 === "string"){
if(func0(data1) > 100){
const err0 = {instancePath:instancePath+"/query/user_token",schemaPath:"#/properties/query/properties/user_token/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/query/user_token",schemaPath:"#/properties/query/properties/user_token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.headers !== undefined){
let data2 = data.headers;
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
const err3 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.params !== undefined){
let data3 = data.params;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.key === undefined){
const err4 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data3.licensee === undefined){
const err5 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "licensee"},message:"must have required property '"+"licensee"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data3.key !== undefined){
let data4 = data3.key;
if(typeof data4 === "string"){
if(func0(data4) > 100){
const err6 = {instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data3.licensee !== undefined){
let data5 = data3.licensee;
if(typeof data5 === "string"){
if(func0(data5) > 100){
const err8 = {instancePath:instancePath+"/params/licensee",schemaPath:"#/properties/params/properties/licensee/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/params/licensee",schemaPath:"#/properties/params/properties/licensee/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}

exports.req_LicenseeEditable = validate21;
const schema60 = {"type":"object","additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"address":{"type":"string","maxLength":500},"postcode":{"type":"string","maxLength":16},"whitelist":{"type":"array","maxItems":50,"items":{"type":"string","maxLength":300}},"daily":{"type":"object","additionalProperties":false,"properties":{"limit":{"type":"integer","nullable":true,"minimum":0,"maximum":1000000000,"safeInteger":true}}}}};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((key0 === "name") || (key0 === "address")) || (key0 === "postcode")) || (key0 === "whitelist")) || (key0 === "daily"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func0(data0) > 200){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func0(data0) < 1){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.address !== undefined){
let data1 = data.address;
if(typeof data1 === "string"){
if(func0(data1) > 500){
const err4 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.postcode !== undefined){
let data2 = data.postcode;
if(typeof data2 === "string"){
if(func0(data2) > 16){
const err6 = {instancePath:instancePath+"/postcode",schemaPath:"#/properties/postcode/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/postcode",schemaPath:"#/properties/postcode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.whitelist !== undefined){
let data3 = data.whitelist;
if(Array.isArray(data3)){
if(data3.length > 50){
const err8 = {instancePath:instancePath+"/whitelist",schemaPath:"#/properties/whitelist/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 === "string"){
if(func0(data4) > 300){
const err9 = {instancePath:instancePath+"/whitelist/" + i0,schemaPath:"#/properties/whitelist/items/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/whitelist/" + i0,schemaPath:"#/properties/whitelist/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/whitelist",schemaPath:"#/properties/whitelist/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.daily !== undefined){
let data5 = data.daily;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key1 in data5){
if(!(key1 === "limit")){
const err12 = {instancePath:instancePath+"/daily",schemaPath:"#/properties/daily/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data5.limit !== undefined){
let data6 = data5.limit;
if((!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))) && (data6 !== null)){
const err13 = {instancePath:instancePath+"/daily/limit",schemaPath:"#/properties/daily/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 1000000000 || isNaN(data6)){
const err14 = {instancePath:instancePath+"/daily/limit",schemaPath:"#/properties/daily/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err15 = {instancePath:instancePath+"/daily/limit",schemaPath:"#/properties/daily/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(Number.isInteger(data6) && !Number.isSafeInteger(data6)){
const err16 = {instancePath:instancePath+"/daily/limit",schemaPath:"#/properties/daily/properties/limit/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
}
else {
const err17 = {instancePath:instancePath+"/daily",schemaPath:"#/properties/daily/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}

exports.req_22 = validate22;
const schema61 = {"type":"object","properties":{"query":{"type":"object","properties":{"user_token":{"type":"string","maxLength":100},"start":{"type":"string","maxLength":20},"end":{"type":"string","maxLength":20},"licensee":{"type":"string","maxLength":100}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"key":{"type":"string","maxLength":100}},"required":["key"]}}};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.user_token !== undefined){
let data1 = data0.user_token;
if(typeof data1 === "string"){
if(func0(data1) > 100){
const err0 = {instancePath:instancePath+"/query/user_token",schemaPath:"#/properties/query/properties/user_token/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/query/user_token",schemaPath:"#/properties/query/properties/user_token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.start !== undefined){
let data2 = data0.start;
if(typeof data2 === "string"){
if(func0(data2) > 20){
const err2 = {instancePath:instancePath+"/query/start",schemaPath:"#/properties/query/properties/start/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/query/start",schemaPath:"#/properties/query/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.end !== undefined){
let data3 = data0.end;
if(typeof data3 === "string"){
if(func0(data3) > 20){
const err4 = {instancePath:instancePath+"/query/end",schemaPath:"#/properties/query/properties/end/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/query/end",schemaPath:"#/properties/query/properties/end/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.licensee !== undefined){
let data4 = data0.licensee;
if(typeof data4 === "string"){
if(func0(data4) > 100){
const err6 = {instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.headers !== undefined){
let data5 = data.headers;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
const err9 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.params !== undefined){
let data6 = data.params;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.key === undefined){
const err10 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data6.key !== undefined){
let data7 = data6.key;
if(typeof data7 === "string"){
if(func0(data7) > 100){
const err11 = {instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}

exports.req_23 = validate23;
const schema62 = {"type":"object","properties":{"query":{"type":"object","properties":{"user_token":{"type":"string","maxLength":100},"start":{"type":"string","maxLength":20},"end":{"type":"string","maxLength":20},"tags":{"type":"string","maxLength":300},"licensee":{"type":"string","maxLength":100}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"key":{"type":"string","maxLength":100}},"required":["key"]}}};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.user_token !== undefined){
let data1 = data0.user_token;
if(typeof data1 === "string"){
if(func0(data1) > 100){
const err0 = {instancePath:instancePath+"/query/user_token",schemaPath:"#/properties/query/properties/user_token/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/query/user_token",schemaPath:"#/properties/query/properties/user_token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.start !== undefined){
let data2 = data0.start;
if(typeof data2 === "string"){
if(func0(data2) > 20){
const err2 = {instancePath:instancePath+"/query/start",schemaPath:"#/properties/query/properties/start/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/query/start",schemaPath:"#/properties/query/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.end !== undefined){
let data3 = data0.end;
if(typeof data3 === "string"){
if(func0(data3) > 20){
const err4 = {instancePath:instancePath+"/query/end",schemaPath:"#/properties/query/properties/end/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/query/end",schemaPath:"#/properties/query/properties/end/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.tags !== undefined){
let data4 = data0.tags;
if(typeof data4 === "string"){
if(func0(data4) > 300){
const err6 = {instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.licensee !== undefined){
let data5 = data0.licensee;
if(typeof data5 === "string"){
if(func0(data5) > 100){
const err8 = {instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.headers !== undefined){
let data6 = data.headers;
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
const err11 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.params !== undefined){
let data7 = data.params;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.key === undefined){
const err12 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data7.key !== undefined){
let data8 = data7.key;
if(typeof data8 === "string"){
if(func0(data8) > 100){
const err13 = {instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
