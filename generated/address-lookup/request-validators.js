// generated from specs/address-lookup.yaml — do not edit; run `make generate`
"use strict";
exports.req_0 = validate0;
const schema0 = {"type":"object","properties":{"query":{"type":"object","properties":{"api_key":{"type":"string","maxLength":100},"query":{"type":"string","maxLength":300},"q":{"type":"string","maxLength":300},"limit":{"type":"integer","minimum":1,"maximum":100,"default":10},"page":{"type":"integer","minimum":0,"maximum":1000,"default":0},"filter":{"type":"string","maxLength":1000},"tags":{"type":"string","maxLength":300},"licensee":{"type":"string","maxLength":100},"lon":{"type":"number","minimum":-180,"maximum":180},"lat":{"type":"number","minimum":-90,"maximum":90},"postcode_outward":{"$ref":"schema:FilterTerms"},"postcode":{"$ref":"schema:FilterTerms"},"postcode_area":{"$ref":"schema:FilterTerms"},"postcode_sector":{"$ref":"schema:FilterTerms"},"post_town":{"$ref":"schema:FilterTerms"},"uprn":{"$ref":"schema:FilterTerms"},"country":{"$ref":"schema:FilterTerms"},"postcode_type":{"$ref":"schema:FilterTerms"},"su_organisation_indicator":{"$ref":"schema:FilterTerms"},"box":{"type":"string","maxLength":100},"bias_postcode_outward":{"$ref":"schema:BiasTerms"},"bias_postcode":{"$ref":"schema:BiasTerms"},"bias_postcode_area":{"$ref":"schema:BiasTerms"},"bias_postcode_sector":{"$ref":"schema:BiasTerms"},"bias_post_town":{"$ref":"schema:BiasTerms"},"bias_thoroughfare":{"$ref":"schema:BiasTerms"},"bias_country":{"$ref":"schema:BiasTerms"},"bias_lonlat":{"type":"string","pattern":"^-?(180(\\.0+)?|(1[0-7][0-9]|[1-9]?[0-9])(\\.[0-9]+)?),-?(90(\\.0+)?|[1-8]?[0-9](\\.[0-9]+)?)(,(50000(\\.0+)?|[1-4][0-9]{4}(\\.[0-9]+)?|[1-9][0-9]{0,3}(\\.[0-9]+)?|0\\.[0-9]*[1-9][0-9]*))?$","maxLength":100}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};
const schema1 = {"type":"string","maxLength":300,"pattern":"^[^,]*(,[^,]*){0,9}$"};
const schema10 = {"type":"string","maxLength":300,"pattern":"^[^,]*(,[^,]*){0,4}$"};
const func0 = require("ajv/dist/runtime/ucs2length").default;
const pattern0 = new RegExp("^[^,]*(,[^,]*){0,9}$", "u");
const pattern9 = new RegExp("^[^,]*(,[^,]*){0,4}$", "u");
const pattern16 = new RegExp("^-?(180(\\.0+)?|(1[0-7][0-9]|[1-9]?[0-9])(\\.[0-9]+)?),-?(90(\\.0+)?|[1-8]?[0-9](\\.[0-9]+)?)(,(50000(\\.0+)?|[1-4][0-9]{4}(\\.[0-9]+)?|[1-9][0-9]{0,3}(\\.[0-9]+)?|0\\.[0-9]*[1-9][0-9]*))?$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.limit === undefined){
data0.limit = 10;
}
if(data0.page === undefined){
data0.page = 0;
}
if(data0.api_key !== undefined){
let data1 = data0.api_key;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 100){
validate0.errors = [{instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate0.errors = [{instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.query !== undefined){
let data2 = data0.query;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 300){
validate0.errors = [{instancePath:instancePath+"/query/query",schemaPath:"#/properties/query/properties/query/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
}
else {
validate0.errors = [{instancePath:instancePath+"/query/query",schemaPath:"#/properties/query/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.q !== undefined){
let data3 = data0.q;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func0(data3) > 300){
validate0.errors = [{instancePath:instancePath+"/query/q",schemaPath:"#/properties/query/properties/q/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
}
else {
validate0.errors = [{instancePath:instancePath+"/query/q",schemaPath:"#/properties/query/properties/q/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
let data4 = data0.limit;
const _errs9 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate0.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs9){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 100 || isNaN(data4)){
validate0.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data4 < 1 || isNaN(data4)){
validate0.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid1 = _errs9 === errors;
if(valid1){
let data5 = data0.page;
const _errs11 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate0.errors = [{instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs11){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 1000 || isNaN(data5)){
validate0.errors = [{instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"}];
return false;
}
else {
if(data5 < 0 || isNaN(data5)){
validate0.errors = [{instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid1 = _errs11 === errors;
if(valid1){
if(data0.filter !== undefined){
let data6 = data0.filter;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data6 === "string"){
if(func0(data6) > 1000){
validate0.errors = [{instancePath:instancePath+"/query/filter",schemaPath:"#/properties/query/properties/filter/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"}];
return false;
}
}
else {
validate0.errors = [{instancePath:instancePath+"/query/filter",schemaPath:"#/properties/query/properties/filter/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.tags !== undefined){
let data7 = data0.tags;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data7 === "string"){
if(func0(data7) > 300){
validate0.errors = [{instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
}
else {
validate0.errors = [{instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.licensee !== undefined){
let data8 = data0.licensee;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data8 === "string"){
if(func0(data8) > 100){
validate0.errors = [{instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate0.errors = [{instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.lon !== undefined){
let data9 = data0.lon;
const _errs19 = errors;
if(errors === _errs19){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 180 || isNaN(data9)){
validate0.errors = [{instancePath:instancePath+"/query/lon",schemaPath:"#/properties/query/properties/lon/maximum",keyword:"maximum",params:{comparison: "<=", limit: 180},message:"must be <= 180"}];
return false;
}
else {
if(data9 < -180 || isNaN(data9)){
validate0.errors = [{instancePath:instancePath+"/query/lon",schemaPath:"#/properties/query/properties/lon/minimum",keyword:"minimum",params:{comparison: ">=", limit: -180},message:"must be >= -180"}];
return false;
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/query/lon",schemaPath:"#/properties/query/properties/lon/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid1 = _errs19 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.lat !== undefined){
let data10 = data0.lat;
const _errs21 = errors;
if(errors === _errs21){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 90 || isNaN(data10)){
validate0.errors = [{instancePath:instancePath+"/query/lat",schemaPath:"#/properties/query/properties/lat/maximum",keyword:"maximum",params:{comparison: "<=", limit: 90},message:"must be <= 90"}];
return false;
}
else {
if(data10 < -90 || isNaN(data10)){
validate0.errors = [{instancePath:instancePath+"/query/lat",schemaPath:"#/properties/query/properties/lat/minimum",keyword:"minimum",params:{comparison: ">=", limit: -90},message:"must be >= -90"}];
return false;
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/query/lat",schemaPath:"#/properties/query/properties/lat/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.postcode_outward !== undefined){
let data11 = data0.postcode_outward;
const _errs23 = errors;
const _errs24 = errors;
if(errors === _errs24){
if(typeof data11 === "string"){
if(func0(data11) > 300){
validate0.errors = [{instancePath:instancePath+"/query/postcode_outward",schemaPath:"schema:FilterTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(!pattern0.test(data11)){
validate0.errors = [{instancePath:instancePath+"/query/postcode_outward",schemaPath:"schema:FilterTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,9}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,9}$"+"\""}];
return false;
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/query/postcode_outward",schemaPath:"schema:FilterTerms/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.postcode !== undefined){
let data12 = data0.postcode;
const _errs26 = errors;
const _errs27 = errors;
if(errors === _errs27){
if(typeof data12 === "string"){
if(func0(data12) > 300){
validate0.errors = [{instancePath:instancePath+"/query/postcode",schemaPath:"schema:FilterTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(!pattern0.test(data12)){
validate0.errors = [{instancePath:instancePath+"/query/postcode",schemaPath:"schema:FilterTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,9}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,9}$"+"\""}];
return false;
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/query/postcode",schemaPath:"schema:FilterTerms/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs26 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.postcode_area !== undefined){
let data13 = data0.postcode_area;
const _errs29 = errors;
const _errs30 = errors;
if(errors === _errs30){
if(typeof data13 === "string"){
if(func0(data13) > 300){
validate0.errors = [{instancePath:instancePath+"/query/postcode_area",schemaPath:"schema:FilterTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(!pattern0.test(data13)){
validate0.errors = [{instancePath:instancePath+"/query/postcode_area",schemaPath:"schema:FilterTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,9}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,9}$"+"\""}];
return false;
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/query/postcode_area",schemaPath:"schema:FilterTerms/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs29 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.postcode_sector !== undefined){
let data14 = data0.postcode_sector;
const _errs32 = errors;
const _errs33 = errors;
if(errors === _errs33){
if(typeof data14 === "string"){
if(func0(data14) > 300){
validate0.errors = [{instancePath:instancePath+"/query/postcode_sector",schemaPath:"schema:FilterTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(!pattern0.test(data14)){
validate0.errors = [{instancePath:instancePath+"/query/postcode_sector",schemaPath:"schema:FilterTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,9}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,9}$"+"\""}];
return false;
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/query/postcode_sector",schemaPath:"schema:FilterTerms/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs32 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.post_town !== undefined){
let data15 = data0.post_town;
const _errs35 = errors;
const _errs36 = errors;
if(errors === _errs36){
if(typeof data15 === "string"){
if(func0(data15) > 300){
validate0.errors = [{instancePath:instancePath+"/query/post_town",schemaPath:"schema:FilterTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(!pattern0.test(data15)){
validate0.errors = [{instancePath:instancePath+"/query/post_town",schemaPath:"schema:FilterTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,9}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,9}$"+"\""}];
return false;
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/query/post_town",schemaPath:"schema:FilterTerms/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs35 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.uprn !== undefined){
let data16 = data0.uprn;
const _errs38 = errors;
const _errs39 = errors;
if(errors === _errs39){
if(typeof data16 === "string"){
if(func0(data16) > 300){
validate0.errors = [{instancePath:instancePath+"/query/uprn",schemaPath:"schema:FilterTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(!pattern0.test(data16)){
validate0.errors = [{instancePath:instancePath+"/query/uprn",schemaPath:"schema:FilterTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,9}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,9}$"+"\""}];
return false;
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/query/uprn",schemaPath:"schema:FilterTerms/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs38 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.country !== undefined){
let data17 = data0.country;
const _errs41 = errors;
const _errs42 = errors;
if(errors === _errs42){
if(typeof data17 === "string"){
if(func0(data17) > 300){
validate0.errors = [{instancePath:instancePath+"/query/country",schemaPath:"schema:FilterTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(!pattern0.test(data17)){
validate0.errors = [{instancePath:instancePath+"/query/country",schemaPath:"schema:FilterTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,9}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,9}$"+"\""}];
return false;
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/query/country",schemaPath:"schema:FilterTerms/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs41 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.postcode_type !== undefined){
let data18 = data0.postcode_type;
const _errs44 = errors;
const _errs45 = errors;
if(errors === _errs45){
if(typeof data18 === "string"){
if(func0(data18) > 300){
validate0.errors = [{instancePath:instancePath+"/query/postcode_type",schemaPath:"schema:FilterTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(!pattern0.test(data18)){
validate0.errors = [{instancePath:instancePath+"/query/postcode_type",schemaPath:"schema:FilterTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,9}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,9}$"+"\""}];
return false;
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/query/postcode_type",schemaPath:"schema:FilterTerms/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs44 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.su_organisation_indicator !== undefined){
let data19 = data0.su_organisation_indicator;
const _errs47 = errors;
const _errs48 = errors;
if(errors === _errs48){
if(typeof data19 === "string"){
if(func0(data19) > 300){
validate0.errors = [{instancePath:instancePath+"/query/su_organisation_indicator",schemaPath:"schema:FilterTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(!pattern0.test(data19)){
validate0.errors = [{instancePath:instancePath+"/query/su_organisation_indicator",schemaPath:"schema:FilterTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,9}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,9}$"+"\""}];
return false;
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/query/su_organisation_indicator",schemaPath:"schema:FilterTerms/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs47 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.box !== undefined){
let data20 = data0.box;
const _errs50 = errors;
if(errors === _errs50){
if(typeof data20 === "string"){
if(func0(data20) > 100){
validate0.errors = [{instancePath:instancePath+"/query/box",schemaPath:"#/properties/query/properties/box/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate0.errors = [{instancePath:instancePath+"/query/box",schemaPath:"#/properties/query/properties/box/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs50 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.bias_postcode_outward !== undefined){
let data21 = data0.bias_postcode_outward;
const _errs52 = errors;
const _errs53 = errors;
if(errors === _errs53){
if(typeof data21 === "string"){
if(func0(data21) > 300){
validate0.errors = [{instancePath:instancePath+"/query/bias_postcode_outward",schemaPath:"schema:BiasTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(!pattern9.test(data21)){
validate0.errors = [{instancePath:instancePath+"/query/bias_postcode_outward",schemaPath:"schema:BiasTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,4}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,4}$"+"\""}];
return false;
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/query/bias_postcode_outward",schemaPath:"schema:BiasTerms/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs52 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.bias_postcode !== undefined){
let data22 = data0.bias_postcode;
const _errs55 = errors;
const _errs56 = errors;
if(errors === _errs56){
if(typeof data22 === "string"){
if(func0(data22) > 300){
validate0.errors = [{instancePath:instancePath+"/query/bias_postcode",schemaPath:"schema:BiasTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(!pattern9.test(data22)){
validate0.errors = [{instancePath:instancePath+"/query/bias_postcode",schemaPath:"schema:BiasTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,4}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,4}$"+"\""}];
return false;
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/query/bias_postcode",schemaPath:"schema:BiasTerms/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs55 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.bias_postcode_area !== undefined){
let data23 = data0.bias_postcode_area;
const _errs58 = errors;
const _errs59 = errors;
if(errors === _errs59){
if(typeof data23 === "string"){
if(func0(data23) > 300){
validate0.errors = [{instancePath:instancePath+"/query/bias_postcode_area",schemaPath:"schema:BiasTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(!pattern9.test(data23)){
validate0.errors = [{instancePath:instancePath+"/query/bias_postcode_area",schemaPath:"schema:BiasTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,4}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,4}$"+"\""}];
return false;
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/query/bias_postcode_area",schemaPath:"schema:BiasTerms/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs58 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.bias_postcode_sector !== undefined){
let data24 = data0.bias_postcode_sector;
const _errs61 = errors;
const _errs62 = errors;
if(errors === _errs62){
if(typeof data24 === "string"){
if(func0(data24) > 300){
validate0.errors = [{instancePath:instancePath+"/query/bias_postcode_sector",schemaPath:"schema:BiasTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(!pattern9.test(data24)){
validate0.errors = [{instancePath:instancePath+"/query/bias_postcode_sector",schemaPath:"schema:BiasTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,4}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,4}$"+"\""}];
return false;
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/query/bias_postcode_sector",schemaPath:"schema:BiasTerms/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs61 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.bias_post_town !== undefined){
let data25 = data0.bias_post_town;
const _errs64 = errors;
const _errs65 = errors;
if(errors === _errs65){
if(typeof data25 === "string"){
if(func0(data25) > 300){
validate0.errors = [{instancePath:instancePath+"/query/bias_post_town",schemaPath:"schema:BiasTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(!pattern9.test(data25)){
validate0.errors = [{instancePath:instancePath+"/query/bias_post_town",schemaPath:"schema:BiasTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,4}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,4}$"+"\""}];
return false;
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/query/bias_post_town",schemaPath:"schema:BiasTerms/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs64 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.bias_thoroughfare !== undefined){
let data26 = data0.bias_thoroughfare;
const _errs67 = errors;
const _errs68 = errors;
if(errors === _errs68){
if(typeof data26 === "string"){
if(func0(data26) > 300){
validate0.errors = [{instancePath:instancePath+"/query/bias_thoroughfare",schemaPath:"schema:BiasTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(!pattern9.test(data26)){
validate0.errors = [{instancePath:instancePath+"/query/bias_thoroughfare",schemaPath:"schema:BiasTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,4}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,4}$"+"\""}];
return false;
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/query/bias_thoroughfare",schemaPath:"schema:BiasTerms/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs67 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.bias_country !== undefined){
let data27 = data0.bias_country;
const _errs70 = errors;
const _errs71 = errors;
if(errors === _errs71){
if(typeof data27 === "string"){
if(func0(data27) > 300){
validate0.errors = [{instancePath:instancePath+"/query/bias_country",schemaPath:"schema:BiasTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(!pattern9.test(data27)){
validate0.errors = [{instancePath:instancePath+"/query/bias_country",schemaPath:"schema:BiasTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,4}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,4}$"+"\""}];
return false;
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/query/bias_country",schemaPath:"schema:BiasTerms/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs70 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.bias_lonlat !== undefined){
let data28 = data0.bias_lonlat;
const _errs73 = errors;
if(errors === _errs73){
if(typeof data28 === "string"){
if(func0(data28) > 100){
validate0.errors = [{instancePath:instancePath+"/query/bias_lonlat",schemaPath:"#/properties/query/properties/bias_lonlat/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(!pattern16.test(data28)){
validate0.errors = [{instancePath:instancePath+"/query/bias_lonlat",schemaPath:"#/properties/query/properties/bias_lonlat/pattern",keyword:"pattern",params:{pattern: "^-?(180(\\.0+)?|(1[0-7][0-9]|[1-9]?[0-9])(\\.[0-9]+)?),-?(90(\\.0+)?|[1-8]?[0-9](\\.[0-9]+)?)(,(50000(\\.0+)?|[1-4][0-9]{4}(\\.[0-9]+)?|[1-9][0-9]{0,3}(\\.[0-9]+)?|0\\.[0-9]*[1-9][0-9]*))?$"},message:"must match pattern \""+"^-?(180(\\.0+)?|(1[0-7][0-9]|[1-9]?[0-9])(\\.[0-9]+)?),-?(90(\\.0+)?|[1-8]?[0-9](\\.[0-9]+)?)(,(50000(\\.0+)?|[1-4][0-9]{4}(\\.[0-9]+)?|[1-9][0-9]{0,3}(\\.[0-9]+)?|0\\.[0-9]*[1-9][0-9]*))?$"+"\""}];
return false;
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/query/bias_lonlat",schemaPath:"#/properties/query/properties/bias_lonlat/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs73 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.headers !== undefined){
let data29 = data.headers;
const _errs75 = errors;
if(errors === _errs75){
if(!(data29 && typeof data29 == "object" && !Array.isArray(data29))){
validate0.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs75 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.params !== undefined){
let data30 = data.params;
const _errs77 = errors;
if(errors === _errs77){
if(!(data30 && typeof data30 == "object" && !Array.isArray(data30))){
validate0.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs77 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate0.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate0.errors = vErrors;
return errors === 0;
}

exports.req_1 = validate1;
const schema17 = {"type":"object","properties":{"query":{"type":"object","properties":{"api_key":{"type":"string","maxLength":100},"query":{"$ref":"schema:SuggestionText"},"q":{"$ref":"schema:SuggestionText"},"context":{"type":"string","enum":["gbr","usa","GBR","USA"]},"limit":{"type":"integer","minimum":1,"maximum":100,"default":10},"tags":{"type":"string","maxLength":300},"licensee":{"type":"string","maxLength":100},"postcode_outward":{"$ref":"schema:FilterTerms"},"postcode":{"$ref":"schema:FilterTerms"},"postcode_area":{"$ref":"schema:FilterTerms"},"postcode_sector":{"$ref":"schema:FilterTerms"},"post_town":{"$ref":"schema:FilterTerms"},"uprn":{"$ref":"schema:FilterTerms"},"country":{"$ref":"schema:FilterTerms"},"postcode_type":{"$ref":"schema:FilterTerms"},"su_organisation_indicator":{"$ref":"schema:FilterTerms"},"box":{"type":"string","maxLength":100},"bias_postcode_outward":{"$ref":"schema:BiasTerms"},"bias_postcode":{"$ref":"schema:BiasTerms"},"bias_postcode_area":{"$ref":"schema:BiasTerms"},"bias_postcode_sector":{"$ref":"schema:BiasTerms"},"bias_post_town":{"$ref":"schema:BiasTerms"},"bias_thoroughfare":{"$ref":"schema:BiasTerms"},"bias_country":{"$ref":"schema:BiasTerms"},"bias_lonlat":{"type":"string","pattern":"^-?(180(\\.0+)?|(1[0-7][0-9]|[1-9]?[0-9])(\\.[0-9]+)?),-?(90(\\.0+)?|[1-8]?[0-9](\\.[0-9]+)?)(,(50000(\\.0+)?|[1-4][0-9]{4}(\\.[0-9]+)?|[1-9][0-9]{0,3}(\\.[0-9]+)?|0\\.[0-9]*[1-9][0-9]*))?$","maxLength":100},"bias_ip":{"type":"string","enum":["true"]}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};
const schema18 = {"type":"string","minLength":1,"maxLength":300,"pattern":"\\S"};
const pattern17 = new RegExp("\\S", "u");

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.limit === undefined){
data0.limit = 10;
}
if(data0.api_key !== undefined){
let data1 = data0.api_key;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 100){
validate1.errors = [{instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.query !== undefined){
let data2 = data0.query;
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(func0(data2) > 300){
validate1.errors = [{instancePath:instancePath+"/query/query",schemaPath:"schema:SuggestionText/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(func0(data2) < 1){
validate1.errors = [{instancePath:instancePath+"/query/query",schemaPath:"schema:SuggestionText/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern17.test(data2)){
validate1.errors = [{instancePath:instancePath+"/query/query",schemaPath:"schema:SuggestionText/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""}];
return false;
}
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/query/query",schemaPath:"schema:SuggestionText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.q !== undefined){
let data3 = data0.q;
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(func0(data3) > 300){
validate1.errors = [{instancePath:instancePath+"/query/q",schemaPath:"schema:SuggestionText/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(func0(data3) < 1){
validate1.errors = [{instancePath:instancePath+"/query/q",schemaPath:"schema:SuggestionText/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern17.test(data3)){
validate1.errors = [{instancePath:instancePath+"/query/q",schemaPath:"schema:SuggestionText/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""}];
return false;
}
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/query/q",schemaPath:"schema:SuggestionText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.context !== undefined){
let data4 = data0.context;
const _errs11 = errors;
if(typeof data4 !== "string"){
validate1.errors = [{instancePath:instancePath+"/query/context",schemaPath:"#/properties/query/properties/context/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data4 === "gbr") || (data4 === "usa")) || (data4 === "GBR")) || (data4 === "USA"))){
validate1.errors = [{instancePath:instancePath+"/query/context",schemaPath:"#/properties/query/properties/context/enum",keyword:"enum",params:{allowedValues: schema17.properties.query.properties.context.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
let data5 = data0.limit;
const _errs13 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate1.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs13){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 100 || isNaN(data5)){
validate1.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data5 < 1 || isNaN(data5)){
validate1.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid1 = _errs13 === errors;
if(valid1){
if(data0.tags !== undefined){
let data6 = data0.tags;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data6 === "string"){
if(func0(data6) > 300){
validate1.errors = [{instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.licensee !== undefined){
let data7 = data0.licensee;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data7 === "string"){
if(func0(data7) > 100){
validate1.errors = [{instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.postcode_outward !== undefined){
let data8 = data0.postcode_outward;
const _errs19 = errors;
const _errs20 = errors;
if(errors === _errs20){
if(typeof data8 === "string"){
if(func0(data8) > 300){
validate1.errors = [{instancePath:instancePath+"/query/postcode_outward",schemaPath:"schema:FilterTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(!pattern0.test(data8)){
validate1.errors = [{instancePath:instancePath+"/query/postcode_outward",schemaPath:"schema:FilterTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,9}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,9}$"+"\""}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/query/postcode_outward",schemaPath:"schema:FilterTerms/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs19 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.postcode !== undefined){
let data9 = data0.postcode;
const _errs22 = errors;
const _errs23 = errors;
if(errors === _errs23){
if(typeof data9 === "string"){
if(func0(data9) > 300){
validate1.errors = [{instancePath:instancePath+"/query/postcode",schemaPath:"schema:FilterTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(!pattern0.test(data9)){
validate1.errors = [{instancePath:instancePath+"/query/postcode",schemaPath:"schema:FilterTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,9}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,9}$"+"\""}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/query/postcode",schemaPath:"schema:FilterTerms/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs22 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.postcode_area !== undefined){
let data10 = data0.postcode_area;
const _errs25 = errors;
const _errs26 = errors;
if(errors === _errs26){
if(typeof data10 === "string"){
if(func0(data10) > 300){
validate1.errors = [{instancePath:instancePath+"/query/postcode_area",schemaPath:"schema:FilterTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(!pattern0.test(data10)){
validate1.errors = [{instancePath:instancePath+"/query/postcode_area",schemaPath:"schema:FilterTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,9}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,9}$"+"\""}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/query/postcode_area",schemaPath:"schema:FilterTerms/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.postcode_sector !== undefined){
let data11 = data0.postcode_sector;
const _errs28 = errors;
const _errs29 = errors;
if(errors === _errs29){
if(typeof data11 === "string"){
if(func0(data11) > 300){
validate1.errors = [{instancePath:instancePath+"/query/postcode_sector",schemaPath:"schema:FilterTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(!pattern0.test(data11)){
validate1.errors = [{instancePath:instancePath+"/query/postcode_sector",schemaPath:"schema:FilterTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,9}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,9}$"+"\""}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/query/postcode_sector",schemaPath:"schema:FilterTerms/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs28 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.post_town !== undefined){
let data12 = data0.post_town;
const _errs31 = errors;
const _errs32 = errors;
if(errors === _errs32){
if(typeof data12 === "string"){
if(func0(data12) > 300){
validate1.errors = [{instancePath:instancePath+"/query/post_town",schemaPath:"schema:FilterTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(!pattern0.test(data12)){
validate1.errors = [{instancePath:instancePath+"/query/post_town",schemaPath:"schema:FilterTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,9}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,9}$"+"\""}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/query/post_town",schemaPath:"schema:FilterTerms/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs31 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.uprn !== undefined){
let data13 = data0.uprn;
const _errs34 = errors;
const _errs35 = errors;
if(errors === _errs35){
if(typeof data13 === "string"){
if(func0(data13) > 300){
validate1.errors = [{instancePath:instancePath+"/query/uprn",schemaPath:"schema:FilterTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(!pattern0.test(data13)){
validate1.errors = [{instancePath:instancePath+"/query/uprn",schemaPath:"schema:FilterTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,9}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,9}$"+"\""}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/query/uprn",schemaPath:"schema:FilterTerms/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs34 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.country !== undefined){
let data14 = data0.country;
const _errs37 = errors;
const _errs38 = errors;
if(errors === _errs38){
if(typeof data14 === "string"){
if(func0(data14) > 300){
validate1.errors = [{instancePath:instancePath+"/query/country",schemaPath:"schema:FilterTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(!pattern0.test(data14)){
validate1.errors = [{instancePath:instancePath+"/query/country",schemaPath:"schema:FilterTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,9}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,9}$"+"\""}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/query/country",schemaPath:"schema:FilterTerms/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs37 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.postcode_type !== undefined){
let data15 = data0.postcode_type;
const _errs40 = errors;
const _errs41 = errors;
if(errors === _errs41){
if(typeof data15 === "string"){
if(func0(data15) > 300){
validate1.errors = [{instancePath:instancePath+"/query/postcode_type",schemaPath:"schema:FilterTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(!pattern0.test(data15)){
validate1.errors = [{instancePath:instancePath+"/query/postcode_type",schemaPath:"schema:FilterTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,9}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,9}$"+"\""}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/query/postcode_type",schemaPath:"schema:FilterTerms/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs40 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.su_organisation_indicator !== undefined){
let data16 = data0.su_organisation_indicator;
const _errs43 = errors;
const _errs44 = errors;
if(errors === _errs44){
if(typeof data16 === "string"){
if(func0(data16) > 300){
validate1.errors = [{instancePath:instancePath+"/query/su_organisation_indicator",schemaPath:"schema:FilterTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(!pattern0.test(data16)){
validate1.errors = [{instancePath:instancePath+"/query/su_organisation_indicator",schemaPath:"schema:FilterTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,9}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,9}$"+"\""}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/query/su_organisation_indicator",schemaPath:"schema:FilterTerms/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs43 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.box !== undefined){
let data17 = data0.box;
const _errs46 = errors;
if(errors === _errs46){
if(typeof data17 === "string"){
if(func0(data17) > 100){
validate1.errors = [{instancePath:instancePath+"/query/box",schemaPath:"#/properties/query/properties/box/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/query/box",schemaPath:"#/properties/query/properties/box/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs46 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.bias_postcode_outward !== undefined){
let data18 = data0.bias_postcode_outward;
const _errs48 = errors;
const _errs49 = errors;
if(errors === _errs49){
if(typeof data18 === "string"){
if(func0(data18) > 300){
validate1.errors = [{instancePath:instancePath+"/query/bias_postcode_outward",schemaPath:"schema:BiasTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(!pattern9.test(data18)){
validate1.errors = [{instancePath:instancePath+"/query/bias_postcode_outward",schemaPath:"schema:BiasTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,4}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,4}$"+"\""}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/query/bias_postcode_outward",schemaPath:"schema:BiasTerms/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs48 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.bias_postcode !== undefined){
let data19 = data0.bias_postcode;
const _errs51 = errors;
const _errs52 = errors;
if(errors === _errs52){
if(typeof data19 === "string"){
if(func0(data19) > 300){
validate1.errors = [{instancePath:instancePath+"/query/bias_postcode",schemaPath:"schema:BiasTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(!pattern9.test(data19)){
validate1.errors = [{instancePath:instancePath+"/query/bias_postcode",schemaPath:"schema:BiasTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,4}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,4}$"+"\""}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/query/bias_postcode",schemaPath:"schema:BiasTerms/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs51 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.bias_postcode_area !== undefined){
let data20 = data0.bias_postcode_area;
const _errs54 = errors;
const _errs55 = errors;
if(errors === _errs55){
if(typeof data20 === "string"){
if(func0(data20) > 300){
validate1.errors = [{instancePath:instancePath+"/query/bias_postcode_area",schemaPath:"schema:BiasTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(!pattern9.test(data20)){
validate1.errors = [{instancePath:instancePath+"/query/bias_postcode_area",schemaPath:"schema:BiasTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,4}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,4}$"+"\""}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/query/bias_postcode_area",schemaPath:"schema:BiasTerms/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs54 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.bias_postcode_sector !== undefined){
let data21 = data0.bias_postcode_sector;
const _errs57 = errors;
const _errs58 = errors;
if(errors === _errs58){
if(typeof data21 === "string"){
if(func0(data21) > 300){
validate1.errors = [{instancePath:instancePath+"/query/bias_postcode_sector",schemaPath:"schema:BiasTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(!pattern9.test(data21)){
validate1.errors = [{instancePath:instancePath+"/query/bias_postcode_sector",schemaPath:"schema:BiasTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,4}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,4}$"+"\""}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/query/bias_postcode_sector",schemaPath:"schema:BiasTerms/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs57 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.bias_post_town !== undefined){
let data22 = data0.bias_post_town;
const _errs60 = errors;
const _errs61 = errors;
if(errors === _errs61){
if(typeof data22 === "string"){
if(func0(data22) > 300){
validate1.errors = [{instancePath:instancePath+"/query/bias_post_town",schemaPath:"schema:BiasTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(!pattern9.test(data22)){
validate1.errors = [{instancePath:instancePath+"/query/bias_post_town",schemaPath:"schema:BiasTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,4}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,4}$"+"\""}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/query/bias_post_town",schemaPath:"schema:BiasTerms/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs60 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.bias_thoroughfare !== undefined){
let data23 = data0.bias_thoroughfare;
const _errs63 = errors;
const _errs64 = errors;
if(errors === _errs64){
if(typeof data23 === "string"){
if(func0(data23) > 300){
validate1.errors = [{instancePath:instancePath+"/query/bias_thoroughfare",schemaPath:"schema:BiasTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(!pattern9.test(data23)){
validate1.errors = [{instancePath:instancePath+"/query/bias_thoroughfare",schemaPath:"schema:BiasTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,4}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,4}$"+"\""}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/query/bias_thoroughfare",schemaPath:"schema:BiasTerms/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs63 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.bias_country !== undefined){
let data24 = data0.bias_country;
const _errs66 = errors;
const _errs67 = errors;
if(errors === _errs67){
if(typeof data24 === "string"){
if(func0(data24) > 300){
validate1.errors = [{instancePath:instancePath+"/query/bias_country",schemaPath:"schema:BiasTerms/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(!pattern9.test(data24)){
validate1.errors = [{instancePath:instancePath+"/query/bias_country",schemaPath:"schema:BiasTerms/pattern",keyword:"pattern",params:{pattern: "^[^,]*(,[^,]*){0,4}$"},message:"must match pattern \""+"^[^,]*(,[^,]*){0,4}$"+"\""}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/query/bias_country",schemaPath:"schema:BiasTerms/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs66 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.bias_lonlat !== undefined){
let data25 = data0.bias_lonlat;
const _errs69 = errors;
if(errors === _errs69){
if(typeof data25 === "string"){
if(func0(data25) > 100){
validate1.errors = [{instancePath:instancePath+"/query/bias_lonlat",schemaPath:"#/properties/query/properties/bias_lonlat/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(!pattern16.test(data25)){
validate1.errors = [{instancePath:instancePath+"/query/bias_lonlat",schemaPath:"#/properties/query/properties/bias_lonlat/pattern",keyword:"pattern",params:{pattern: "^-?(180(\\.0+)?|(1[0-7][0-9]|[1-9]?[0-9])(\\.[0-9]+)?),-?(90(\\.0+)?|[1-8]?[0-9](\\.[0-9]+)?)(,(50000(\\.0+)?|[1-4][0-9]{4}(\\.[0-9]+)?|[1-9][0-9]{0,3}(\\.[0-9]+)?|0\\.[0-9]*[1-9][0-9]*))?$"},message:"must match pattern \""+"^-?(180(\\.0+)?|(1[0-7][0-9]|[1-9]?[0-9])(\\.[0-9]+)?),-?(90(\\.0+)?|[1-8]?[0-9](\\.[0-9]+)?)(,(50000(\\.0+)?|[1-4][0-9]{4}(\\.[0-9]+)?|[1-9][0-9]{0,3}(\\.[0-9]+)?|0\\.[0-9]*[1-9][0-9]*))?$"+"\""}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/query/bias_lonlat",schemaPath:"#/properties/query/properties/bias_lonlat/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs69 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.bias_ip !== undefined){
let data26 = data0.bias_ip;
const _errs71 = errors;
if(typeof data26 !== "string"){
validate1.errors = [{instancePath:instancePath+"/query/bias_ip",schemaPath:"#/properties/query/properties/bias_ip/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data26 === "true")){
validate1.errors = [{instancePath:instancePath+"/query/bias_ip",schemaPath:"#/properties/query/properties/bias_ip/enum",keyword:"enum",params:{allowedValues: schema17.properties.query.properties.bias_ip.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs71 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.headers !== undefined){
let data27 = data.headers;
const _errs73 = errors;
if(errors === _errs73){
if(!(data27 && typeof data27 == "object" && !Array.isArray(data27))){
validate1.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs73 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.params !== undefined){
let data28 = data.params;
const _errs75 = errors;
if(errors === _errs75){
if(!(data28 && typeof data28 == "object" && !Array.isArray(data28))){
validate1.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs75 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate1.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate1.errors = vErrors;
return errors === 0;
}

exports.req_2 = validate2;
const schema36 = {"type":"object","properties":{"query":{"type":"object","properties":{"api_key":{"type":"string","maxLength":100},"tags":{"type":"string","maxLength":300},"licensee":{"type":"string","maxLength":100}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"address":{"type":"string","maxLength":100}},"required":["address"]}}};

function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.api_key !== undefined){
let data1 = data0.api_key;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 100){
validate2.errors = [{instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.tags !== undefined){
let data2 = data0.tags;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 300){
validate2.errors = [{instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.licensee !== undefined){
let data3 = data0.licensee;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func0(data3) > 100){
validate2.errors = [{instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.headers !== undefined){
let data4 = data.headers;
const _errs9 = errors;
if(errors === _errs9){
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
validate2.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.params !== undefined){
let data5 = data.params;
const _errs11 = errors;
if(errors === _errs11){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing0;
if((data5.address === undefined) && (missing0 = "address")){
validate2.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data5.address !== undefined){
let data6 = data5.address;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data6 === "string"){
if(func0(data6) > 100){
validate2.errors = [{instancePath:instancePath+"/params/address",schemaPath:"#/properties/params/properties/address/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/params/address",schemaPath:"#/properties/params/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate2.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate2.errors = vErrors;
return errors === 0;
}

exports.req_3 = validate3;
const schema37 = {"type":"object","properties":{"query":{"type":"object","properties":{"api_key":{"type":"string","maxLength":100},"tags":{"type":"string","maxLength":300},"licensee":{"type":"string","maxLength":100}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.api_key !== undefined){
let data1 = data0.api_key;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 100){
validate3.errors = [{instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.tags !== undefined){
let data2 = data0.tags;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 300){
validate3.errors = [{instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.licensee !== undefined){
let data3 = data0.licensee;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func0(data3) > 100){
validate3.errors = [{instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.headers !== undefined){
let data4 = data.headers;
const _errs9 = errors;
if(errors === _errs9){
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
validate3.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.params !== undefined){
let data5 = data.params;
const _errs11 = errors;
if(errors === _errs11){
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
validate3.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate3.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate3.errors = vErrors;
return errors === 0;
}

exports.req_4 = validate4;
const schema38 = {"type":"object","required":["query"],"additionalProperties":false,"properties":{"query":{"type":"string","minLength":1,"maxLength":500},"postcode":{"type":"string","maxLength":16},"post_town":{"type":"string","maxLength":60},"county":{"type":"string","maxLength":60}}};

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.query === undefined) && (missing0 = "query")){
validate4.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "query") || (key0 === "postcode")) || (key0 === "post_town")) || (key0 === "county"))){
validate4.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.query !== undefined){
let data0 = data.query;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func0(data0) > 500){
validate4.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate4.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate4.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.postcode !== undefined){
let data1 = data.postcode;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func0(data1) > 16){
validate4.errors = [{instancePath:instancePath+"/postcode",schemaPath:"#/properties/postcode/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters"}];
return false;
}
}
else {
validate4.errors = [{instancePath:instancePath+"/postcode",schemaPath:"#/properties/postcode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.post_town !== undefined){
let data2 = data.post_town;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(func0(data2) > 60){
validate4.errors = [{instancePath:instancePath+"/post_town",schemaPath:"#/properties/post_town/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"}];
return false;
}
}
else {
validate4.errors = [{instancePath:instancePath+"/post_town",schemaPath:"#/properties/post_town/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.county !== undefined){
let data3 = data.county;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(func0(data3) > 60){
validate4.errors = [{instancePath:instancePath+"/county",schemaPath:"#/properties/county/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"}];
return false;
}
}
else {
validate4.errors = [{instancePath:instancePath+"/county",schemaPath:"#/properties/county/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate4.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate4.errors = vErrors;
return errors === 0;
}

exports.req_5 = validate5;
const schema39 = {"type":"object","properties":{"query":{"type":"object","properties":{"api_key":{"type":"string","maxLength":100},"query":{"type":"string","minLength":1,"maxLength":320},"tags":{"type":"string","maxLength":300},"licensee":{"type":"string","maxLength":100}},"required":["query"]},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};

function validate5(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if((data0.query === undefined) && (missing0 = "query")){
validate5.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data0.api_key !== undefined){
let data1 = data0.api_key;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 100){
validate5.errors = [{instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate5.errors = [{instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.query !== undefined){
let data2 = data0.query;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 320){
validate5.errors = [{instancePath:instancePath+"/query/query",schemaPath:"#/properties/query/properties/query/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
else {
if(func0(data2) < 1){
validate5.errors = [{instancePath:instancePath+"/query/query",schemaPath:"#/properties/query/properties/query/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/query/query",schemaPath:"#/properties/query/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.tags !== undefined){
let data3 = data0.tags;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func0(data3) > 300){
validate5.errors = [{instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
}
else {
validate5.errors = [{instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.licensee !== undefined){
let data4 = data0.licensee;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 100){
validate5.errors = [{instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate5.errors = [{instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.headers !== undefined){
let data5 = data.headers;
const _errs11 = errors;
if(errors === _errs11){
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
validate5.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.params !== undefined){
let data6 = data.params;
const _errs13 = errors;
if(errors === _errs13){
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
validate5.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate5.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate5.errors = vErrors;
return errors === 0;
}

exports.req_6 = validate6;
const schema40 = {"type":"object","properties":{"query":{"type":"object","properties":{"api_key":{"type":"string","maxLength":100},"query":{"type":"string","minLength":1,"maxLength":40},"tags":{"type":"string","maxLength":300},"licensee":{"type":"string","maxLength":100}},"required":["query"]},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};

function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if((data0.query === undefined) && (missing0 = "query")){
validate6.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data0.api_key !== undefined){
let data1 = data0.api_key;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 100){
validate6.errors = [{instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate6.errors = [{instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.query !== undefined){
let data2 = data0.query;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 40){
validate6.errors = [{instancePath:instancePath+"/query/query",schemaPath:"#/properties/query/properties/query/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"}];
return false;
}
else {
if(func0(data2) < 1){
validate6.errors = [{instancePath:instancePath+"/query/query",schemaPath:"#/properties/query/properties/query/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/query/query",schemaPath:"#/properties/query/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.tags !== undefined){
let data3 = data0.tags;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func0(data3) > 300){
validate6.errors = [{instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
}
else {
validate6.errors = [{instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.licensee !== undefined){
let data4 = data0.licensee;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 100){
validate6.errors = [{instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate6.errors = [{instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.headers !== undefined){
let data5 = data.headers;
const _errs11 = errors;
if(errors === _errs11){
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
validate6.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.params !== undefined){
let data6 = data.params;
const _errs13 = errors;
if(errors === _errs13){
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
validate6.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate6.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate6.errors = vErrors;
return errors === 0;
}

exports.req_7 = validate7;
const schema41 = {"type":"object","properties":{"query":{"type":"object","properties":{"api_key":{"type":"string","maxLength":100},"query":{"$ref":"schema:SuggestionText"},"q":{"$ref":"schema:SuggestionText"},"country_iso":{"type":"string","maxLength":100},"bias_country_iso":{"type":"string","maxLength":100},"bias_lonlat":{"type":"string","pattern":"^-?(180(\\.0+)?|(1[0-7][0-9]|[1-9]?[0-9])(\\.[0-9]+)?),-?(90(\\.0+)?|[1-8]?[0-9](\\.[0-9]+)?)(,(50000(\\.0+)?|[1-4][0-9]{4}(\\.[0-9]+)?|[1-9][0-9]{0,3}(\\.[0-9]+)?|0\\.[0-9]*[1-9][0-9]*))?$","maxLength":100},"bias_ip":{"type":"string","enum":["true"]},"limit":{"type":"integer","minimum":1,"maximum":100,"default":10}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};

function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.limit === undefined){
data0.limit = 10;
}
if(data0.api_key !== undefined){
let data1 = data0.api_key;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 100){
validate7.errors = [{instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate7.errors = [{instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.query !== undefined){
let data2 = data0.query;
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(func0(data2) > 300){
validate7.errors = [{instancePath:instancePath+"/query/query",schemaPath:"schema:SuggestionText/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(func0(data2) < 1){
validate7.errors = [{instancePath:instancePath+"/query/query",schemaPath:"schema:SuggestionText/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern17.test(data2)){
validate7.errors = [{instancePath:instancePath+"/query/query",schemaPath:"schema:SuggestionText/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""}];
return false;
}
}
}
}
else {
validate7.errors = [{instancePath:instancePath+"/query/query",schemaPath:"schema:SuggestionText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.q !== undefined){
let data3 = data0.q;
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(func0(data3) > 300){
validate7.errors = [{instancePath:instancePath+"/query/q",schemaPath:"schema:SuggestionText/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
else {
if(func0(data3) < 1){
validate7.errors = [{instancePath:instancePath+"/query/q",schemaPath:"schema:SuggestionText/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern17.test(data3)){
validate7.errors = [{instancePath:instancePath+"/query/q",schemaPath:"schema:SuggestionText/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""}];
return false;
}
}
}
}
else {
validate7.errors = [{instancePath:instancePath+"/query/q",schemaPath:"schema:SuggestionText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.country_iso !== undefined){
let data4 = data0.country_iso;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(func0(data4) > 100){
validate7.errors = [{instancePath:instancePath+"/query/country_iso",schemaPath:"#/properties/query/properties/country_iso/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate7.errors = [{instancePath:instancePath+"/query/country_iso",schemaPath:"#/properties/query/properties/country_iso/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.bias_country_iso !== undefined){
let data5 = data0.bias_country_iso;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data5 === "string"){
if(func0(data5) > 100){
validate7.errors = [{instancePath:instancePath+"/query/bias_country_iso",schemaPath:"#/properties/query/properties/bias_country_iso/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate7.errors = [{instancePath:instancePath+"/query/bias_country_iso",schemaPath:"#/properties/query/properties/bias_country_iso/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.bias_lonlat !== undefined){
let data6 = data0.bias_lonlat;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data6 === "string"){
if(func0(data6) > 100){
validate7.errors = [{instancePath:instancePath+"/query/bias_lonlat",schemaPath:"#/properties/query/properties/bias_lonlat/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(!pattern16.test(data6)){
validate7.errors = [{instancePath:instancePath+"/query/bias_lonlat",schemaPath:"#/properties/query/properties/bias_lonlat/pattern",keyword:"pattern",params:{pattern: "^-?(180(\\.0+)?|(1[0-7][0-9]|[1-9]?[0-9])(\\.[0-9]+)?),-?(90(\\.0+)?|[1-8]?[0-9](\\.[0-9]+)?)(,(50000(\\.0+)?|[1-4][0-9]{4}(\\.[0-9]+)?|[1-9][0-9]{0,3}(\\.[0-9]+)?|0\\.[0-9]*[1-9][0-9]*))?$"},message:"must match pattern \""+"^-?(180(\\.0+)?|(1[0-7][0-9]|[1-9]?[0-9])(\\.[0-9]+)?),-?(90(\\.0+)?|[1-8]?[0-9](\\.[0-9]+)?)(,(50000(\\.0+)?|[1-4][0-9]{4}(\\.[0-9]+)?|[1-9][0-9]{0,3}(\\.[0-9]+)?|0\\.[0-9]*[1-9][0-9]*))?$"+"\""}];
return false;
}
}
}
else {
validate7.errors = [{instancePath:instancePath+"/query/bias_lonlat",schemaPath:"#/properties/query/properties/bias_lonlat/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.bias_ip !== undefined){
let data7 = data0.bias_ip;
const _errs17 = errors;
if(typeof data7 !== "string"){
validate7.errors = [{instancePath:instancePath+"/query/bias_ip",schemaPath:"#/properties/query/properties/bias_ip/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data7 === "true")){
validate7.errors = [{instancePath:instancePath+"/query/bias_ip",schemaPath:"#/properties/query/properties/bias_ip/enum",keyword:"enum",params:{allowedValues: schema41.properties.query.properties.bias_ip.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
let data8 = data0.limit;
const _errs19 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate7.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs19){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 100 || isNaN(data8)){
validate7.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data8 < 1 || isNaN(data8)){
validate7.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid1 = _errs19 === errors;
}
}
}
}
}
}
}
}
else {
validate7.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.headers !== undefined){
let data9 = data.headers;
const _errs21 = errors;
if(errors === _errs21){
if(!(data9 && typeof data9 == "object" && !Array.isArray(data9))){
validate7.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.params !== undefined){
let data10 = data.params;
const _errs23 = errors;
if(errors === _errs23){
if(!(data10 && typeof data10 == "object" && !Array.isArray(data10))){
validate7.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate7.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate7.errors = vErrors;
return errors === 0;
}

exports.req_8 = validate8;
const schema44 = {"type":"object","properties":{"query":{"type":"object","properties":{"api_key":{"type":"string","maxLength":100},"tags":{"type":"string","maxLength":300},"licensee":{"type":"string","maxLength":100}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"place":{"type":"string","maxLength":100}},"required":["place"]}}};

function validate8(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.api_key !== undefined){
let data1 = data0.api_key;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 100){
validate8.errors = [{instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate8.errors = [{instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.tags !== undefined){
let data2 = data0.tags;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 300){
validate8.errors = [{instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
}
else {
validate8.errors = [{instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.licensee !== undefined){
let data3 = data0.licensee;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func0(data3) > 100){
validate8.errors = [{instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate8.errors = [{instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate8.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.headers !== undefined){
let data4 = data.headers;
const _errs9 = errors;
if(errors === _errs9){
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
validate8.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.params !== undefined){
let data5 = data.params;
const _errs11 = errors;
if(errors === _errs11){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing0;
if((data5.place === undefined) && (missing0 = "place")){
validate8.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data5.place !== undefined){
let data6 = data5.place;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data6 === "string"){
if(func0(data6) > 100){
validate8.errors = [{instancePath:instancePath+"/params/place",schemaPath:"#/properties/params/properties/place/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate8.errors = [{instancePath:instancePath+"/params/place",schemaPath:"#/properties/params/properties/place/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate8.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate8.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate8.errors = vErrors;
return errors === 0;
}

exports.req_9 = validate9;
const schema45 = {"type":"object","properties":{"query":{"type":"object","properties":{"api_key":{"type":"string","maxLength":100},"filter":{"type":"string","maxLength":1000},"page":{"type":"integer","minimum":0,"maximum":1000,"default":0},"tags":{"type":"string","maxLength":300},"licensee":{"type":"string","maxLength":100}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"postcode":{"type":"string","maxLength":16}},"required":["postcode"]}}};

function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.page === undefined){
data0.page = 0;
}
if(data0.api_key !== undefined){
let data1 = data0.api_key;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 100){
validate9.errors = [{instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate9.errors = [{instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.filter !== undefined){
let data2 = data0.filter;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 1000){
validate9.errors = [{instancePath:instancePath+"/query/filter",schemaPath:"#/properties/query/properties/filter/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"}];
return false;
}
}
else {
validate9.errors = [{instancePath:instancePath+"/query/filter",schemaPath:"#/properties/query/properties/filter/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
let data3 = data0.page;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate9.errors = [{instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1000 || isNaN(data3)){
validate9.errors = [{instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"}];
return false;
}
else {
if(data3 < 0 || isNaN(data3)){
validate9.errors = [{instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid1 = _errs7 === errors;
if(valid1){
if(data0.tags !== undefined){
let data4 = data0.tags;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 300){
validate9.errors = [{instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
}
else {
validate9.errors = [{instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.licensee !== undefined){
let data5 = data0.licensee;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data5 === "string"){
if(func0(data5) > 100){
validate9.errors = [{instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate9.errors = [{instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate9.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.headers !== undefined){
let data6 = data.headers;
const _errs13 = errors;
if(errors === _errs13){
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
validate9.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.params !== undefined){
let data7 = data.params;
const _errs15 = errors;
if(errors === _errs15){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing0;
if((data7.postcode === undefined) && (missing0 = "postcode")){
validate9.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data7.postcode !== undefined){
let data8 = data7.postcode;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data8 === "string"){
if(func0(data8) > 16){
validate9.errors = [{instancePath:instancePath+"/params/postcode",schemaPath:"#/properties/params/properties/postcode/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters"}];
return false;
}
}
else {
validate9.errors = [{instancePath:instancePath+"/params/postcode",schemaPath:"#/properties/params/properties/postcode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate9.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate9.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate9.errors = vErrors;
return errors === 0;
}

exports.req_10 = validate10;
const schema46 = {"type":"object","properties":{"query":{"type":"object","properties":{"api_key":{"type":"string","maxLength":100},"filter":{"type":"string","maxLength":1000},"tags":{"type":"string","maxLength":300},"licensee":{"type":"string","maxLength":100}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"udprn":{"type":"string","maxLength":12}},"required":["udprn"]}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.api_key !== undefined){
let data1 = data0.api_key;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 100){
validate10.errors = [{instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.filter !== undefined){
let data2 = data0.filter;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 1000){
validate10.errors = [{instancePath:instancePath+"/query/filter",schemaPath:"#/properties/query/properties/filter/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/query/filter",schemaPath:"#/properties/query/properties/filter/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.tags !== undefined){
let data3 = data0.tags;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func0(data3) > 300){
validate10.errors = [{instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.licensee !== undefined){
let data4 = data0.licensee;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 100){
validate10.errors = [{instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.headers !== undefined){
let data5 = data.headers;
const _errs11 = errors;
if(errors === _errs11){
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
validate10.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.params !== undefined){
let data6 = data.params;
const _errs13 = errors;
if(errors === _errs13){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing0;
if((data6.udprn === undefined) && (missing0 = "udprn")){
validate10.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data6.udprn !== undefined){
let data7 = data6.udprn;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data7 === "string"){
if(func0(data7) > 12){
validate10.errors = [{instancePath:instancePath+"/params/udprn",schemaPath:"#/properties/params/properties/udprn/maxLength",keyword:"maxLength",params:{limit: 12},message:"must NOT have more than 12 characters"}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/params/udprn",schemaPath:"#/properties/params/properties/udprn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate10.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate10.errors = vErrors;
return errors === 0;
}

exports.req_11 = validate11;
const schema47 = {"type":"object","properties":{"query":{"type":"object","properties":{"api_key":{"type":"string","maxLength":100},"filter":{"type":"string","maxLength":1000},"tags":{"type":"string","maxLength":300},"licensee":{"type":"string","maxLength":100}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"umprn":{"type":"string","maxLength":12}},"required":["umprn"]}}};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.api_key !== undefined){
let data1 = data0.api_key;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 100){
validate11.errors = [{instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate11.errors = [{instancePath:instancePath+"/query/api_key",schemaPath:"#/properties/query/properties/api_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.filter !== undefined){
let data2 = data0.filter;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 1000){
validate11.errors = [{instancePath:instancePath+"/query/filter",schemaPath:"#/properties/query/properties/filter/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"}];
return false;
}
}
else {
validate11.errors = [{instancePath:instancePath+"/query/filter",schemaPath:"#/properties/query/properties/filter/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.tags !== undefined){
let data3 = data0.tags;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func0(data3) > 300){
validate11.errors = [{instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
}
else {
validate11.errors = [{instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.licensee !== undefined){
let data4 = data0.licensee;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 100){
validate11.errors = [{instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate11.errors = [{instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate11.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.headers !== undefined){
let data5 = data.headers;
const _errs11 = errors;
if(errors === _errs11){
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
validate11.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.params !== undefined){
let data6 = data.params;
const _errs13 = errors;
if(errors === _errs13){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing0;
if((data6.umprn === undefined) && (missing0 = "umprn")){
validate11.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data6.umprn !== undefined){
let data7 = data6.umprn;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data7 === "string"){
if(func0(data7) > 12){
validate11.errors = [{instancePath:instancePath+"/params/umprn",schemaPath:"#/properties/params/properties/umprn/maxLength",keyword:"maxLength",params:{limit: 12},message:"must NOT have more than 12 characters"}];
return false;
}
}
else {
validate11.errors = [{instancePath:instancePath+"/params/umprn",schemaPath:"#/properties/params/properties/umprn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate11.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate11.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate11.errors = vErrors;
return errors === 0;
}

exports.req_12 = validate12;
const schema48 = {"type":"object","properties":{"query":{"type":"object","properties":{"licensee":{"type":"string","maxLength":100}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"key":{"type":"string","maxLength":100}},"required":["key"]}}};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.licensee !== undefined){
let data1 = data0.licensee;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 100){
validate12.errors = [{instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate12.errors = [{instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate12.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.headers !== undefined){
let data2 = data.headers;
const _errs5 = errors;
if(errors === _errs5){
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
validate12.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.params !== undefined){
let data3 = data.params;
const _errs7 = errors;
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing0;
if((data3.key === undefined) && (missing0 = "key")){
validate12.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data3.key !== undefined){
let data4 = data3.key;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 100){
validate12.errors = [{instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate12.errors = [{instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate12.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate12.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate12.errors = vErrors;
return errors === 0;
}

exports.req_13 = validate13;
const schema49 = {"type":"object","properties":{"query":{"type":"object","properties":{"user_token":{"type":"string","maxLength":100}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"key":{"type":"string","maxLength":100}},"required":["key"]}}};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.user_token !== undefined){
let data1 = data0.user_token;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 100){
validate13.errors = [{instancePath:instancePath+"/query/user_token",schemaPath:"#/properties/query/properties/user_token/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate13.errors = [{instancePath:instancePath+"/query/user_token",schemaPath:"#/properties/query/properties/user_token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.headers !== undefined){
let data2 = data.headers;
const _errs5 = errors;
if(errors === _errs5){
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
validate13.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.params !== undefined){
let data3 = data.params;
const _errs7 = errors;
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing0;
if((data3.key === undefined) && (missing0 = "key")){
validate13.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data3.key !== undefined){
let data4 = data3.key;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 100){
validate13.errors = [{instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate13.errors = [{instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate13.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.name === undefined) && (missing0 = "name")) || ((data.payload === undefined) && (missing0 = "payload"))){
validate14.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "name") || (key0 === "payload"))){
validate14.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.name !== undefined){
let data0 = data.name;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data0 === "string"){
if(func0(data0) > 32){
validate14.errors = [{instancePath:instancePath+"/name",schemaPath:"schema:ConfigName/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate14.errors = [{instancePath:instancePath+"/name",schemaPath:"schema:ConfigName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern39.test(data0)){
validate14.errors = [{instancePath:instancePath+"/name",schemaPath:"schema:ConfigName/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_.-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_.-]+$"+"\""}];
return false;
}
}
}
}
else {
validate14.errors = [{instancePath:instancePath+"/name",schemaPath:"schema:ConfigName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
let data1 = data.payload;
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data1 === "string"){
if(func0(data1) > 4096){
validate14.errors = [{instancePath:instancePath+"/payload",schemaPath:"schema:ConfigPayload/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate14.errors = [{instancePath:instancePath+"/payload",schemaPath:"schema:ConfigPayload/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate14.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate14.errors = vErrors;
return errors === 0;
}

exports.req_15 = validate15;
const schema53 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"key":{"type":"string","maxLength":100},"config":{"type":"string","maxLength":100}},"required":["key","config"]}}};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
validate15.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.headers !== undefined){
let data1 = data.headers;
const _errs3 = errors;
if(errors === _errs3){
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
validate15.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.params !== undefined){
let data2 = data.params;
const _errs5 = errors;
if(errors === _errs5){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing0;
if(((data2.key === undefined) && (missing0 = "key")) || ((data2.config === undefined) && (missing0 = "config"))){
validate15.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data2.key !== undefined){
let data3 = data2.key;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func0(data3) > 100){
validate15.errors = [{instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate15.errors = [{instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.config !== undefined){
let data4 = data2.config;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 100){
validate15.errors = [{instancePath:instancePath+"/params/config",schemaPath:"#/properties/params/properties/config/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate15.errors = [{instancePath:instancePath+"/params/config",schemaPath:"#/properties/params/properties/config/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate15.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate15.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate15.errors = vErrors;
return errors === 0;
}

exports.req_16 = validate16;
const schema54 = {"type":"object","properties":{"query":{"type":"object","properties":{"user_token":{"type":"string","maxLength":100}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"key":{"type":"string","maxLength":100},"config":{"type":"string","maxLength":100}},"required":["key","config"]}}};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.user_token !== undefined){
let data1 = data0.user_token;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 100){
validate16.errors = [{instancePath:instancePath+"/query/user_token",schemaPath:"#/properties/query/properties/user_token/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate16.errors = [{instancePath:instancePath+"/query/user_token",schemaPath:"#/properties/query/properties/user_token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate16.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.headers !== undefined){
let data2 = data.headers;
const _errs5 = errors;
if(errors === _errs5){
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
validate16.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.params !== undefined){
let data3 = data.params;
const _errs7 = errors;
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing0;
if(((data3.key === undefined) && (missing0 = "key")) || ((data3.config === undefined) && (missing0 = "config"))){
validate16.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data3.key !== undefined){
let data4 = data3.key;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 100){
validate16.errors = [{instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate16.errors = [{instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.config !== undefined){
let data5 = data3.config;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data5 === "string"){
if(func0(data5) > 100){
validate16.errors = [{instancePath:instancePath+"/params/config",schemaPath:"#/properties/params/properties/config/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate16.errors = [{instancePath:instancePath+"/params/config",schemaPath:"#/properties/params/properties/config/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate16.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate16.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate16.errors = vErrors;
return errors === 0;
}

exports.req_17 = validate17;
const schema55 = {"type":"object","required":["payload"],"additionalProperties":false,"properties":{"payload":{"$ref":"schema:ConfigPayload"}}};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.payload === undefined) && (missing0 = "payload")){
validate17.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "payload")){
validate17.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.payload !== undefined){
let data0 = data.payload;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data0 === "string"){
if(func0(data0) > 4096){
validate17.errors = [{instancePath:instancePath+"/payload",schemaPath:"schema:ConfigPayload/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate17.errors = [{instancePath:instancePath+"/payload",schemaPath:"schema:ConfigPayload/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
}
else {
validate17.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate17.errors = vErrors;
return errors === 0;
}

exports.req_18 = validate18;
const schema57 = {"type":"object","properties":{"query":{"type":"object","properties":{"user_token":{"type":"string","maxLength":100},"starting_after":{"type":"string","maxLength":100},"limit":{"type":"integer","minimum":1,"maximum":100,"default":100},"query":{"type":"string","maxLength":300},"q":{"type":"string","maxLength":300}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"key":{"type":"string","maxLength":100}},"required":["key"]}}};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.limit === undefined){
data0.limit = 100;
}
if(data0.user_token !== undefined){
let data1 = data0.user_token;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 100){
validate18.errors = [{instancePath:instancePath+"/query/user_token",schemaPath:"#/properties/query/properties/user_token/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate18.errors = [{instancePath:instancePath+"/query/user_token",schemaPath:"#/properties/query/properties/user_token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.starting_after !== undefined){
let data2 = data0.starting_after;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 100){
validate18.errors = [{instancePath:instancePath+"/query/starting_after",schemaPath:"#/properties/query/properties/starting_after/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate18.errors = [{instancePath:instancePath+"/query/starting_after",schemaPath:"#/properties/query/properties/starting_after/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
let data3 = data0.limit;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate18.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 100 || isNaN(data3)){
validate18.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data3 < 1 || isNaN(data3)){
validate18.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid1 = _errs7 === errors;
if(valid1){
if(data0.query !== undefined){
let data4 = data0.query;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 300){
validate18.errors = [{instancePath:instancePath+"/query/query",schemaPath:"#/properties/query/properties/query/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
}
else {
validate18.errors = [{instancePath:instancePath+"/query/query",schemaPath:"#/properties/query/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.q !== undefined){
let data5 = data0.q;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data5 === "string"){
if(func0(data5) > 300){
validate18.errors = [{instancePath:instancePath+"/query/q",schemaPath:"#/properties/query/properties/q/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
}
else {
validate18.errors = [{instancePath:instancePath+"/query/q",schemaPath:"#/properties/query/properties/q/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate18.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.headers !== undefined){
let data6 = data.headers;
const _errs13 = errors;
if(errors === _errs13){
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
validate18.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.params !== undefined){
let data7 = data.params;
const _errs15 = errors;
if(errors === _errs15){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing0;
if((data7.key === undefined) && (missing0 = "key")){
validate18.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data7.key !== undefined){
let data8 = data7.key;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data8 === "string"){
if(func0(data8) > 100){
validate18.errors = [{instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate18.errors = [{instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate18.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate18.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate18.errors = vErrors;
return errors === 0;
}

exports.req_LicenseeNew = validate19;
const schema58 = {"type":"object","additionalProperties":false,"required":["name","address","postcode"],"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"address":{"type":"string","maxLength":500},"postcode":{"type":"string","maxLength":16},"whitelist":{"type":"array","maxItems":50,"items":{"type":"string","maxLength":300}},"daily":{"type":"object","additionalProperties":false,"properties":{"limit":{"type":"integer","nullable":true,"minimum":0,"maximum":1000000000}}}}};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.name === undefined) && (missing0 = "name")) || ((data.address === undefined) && (missing0 = "address"))) || ((data.postcode === undefined) && (missing0 = "postcode"))){
validate19.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "name") || (key0 === "address")) || (key0 === "postcode")) || (key0 === "whitelist")) || (key0 === "daily"))){
validate19.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.name !== undefined){
let data0 = data.name;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func0(data0) > 200){
validate19.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate19.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate19.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.address !== undefined){
let data1 = data.address;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func0(data1) > 500){
validate19.errors = [{instancePath:instancePath+"/address",schemaPath:"#/properties/address/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
}
else {
validate19.errors = [{instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.postcode !== undefined){
let data2 = data.postcode;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(func0(data2) > 16){
validate19.errors = [{instancePath:instancePath+"/postcode",schemaPath:"#/properties/postcode/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters"}];
return false;
}
}
else {
validate19.errors = [{instancePath:instancePath+"/postcode",schemaPath:"#/properties/postcode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.whitelist !== undefined){
let data3 = data.whitelist;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data3)){
if(data3.length > 50){
validate19.errors = [{instancePath:instancePath+"/whitelist",schemaPath:"#/properties/whitelist/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(func0(data4) > 300){
validate19.errors = [{instancePath:instancePath+"/whitelist/" + i0,schemaPath:"#/properties/whitelist/items/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
}
else {
validate19.errors = [{instancePath:instancePath+"/whitelist/" + i0,schemaPath:"#/properties/whitelist/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs10 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate19.errors = [{instancePath:instancePath+"/whitelist",schemaPath:"#/properties/whitelist/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.daily !== undefined){
let data5 = data.daily;
const _errs12 = errors;
if(errors === _errs12){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
const _errs14 = errors;
for(const key1 in data5){
if(!(key1 === "limit")){
validate19.errors = [{instancePath:instancePath+"/daily",schemaPath:"#/properties/daily/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs14 === errors){
if(data5.limit !== undefined){
let data6 = data5.limit;
const _errs15 = errors;
if((!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))) && (data6 !== null)){
validate19.errors = [{instancePath:instancePath+"/daily/limit",schemaPath:"#/properties/daily/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs15){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 1000000000 || isNaN(data6)){
validate19.errors = [{instancePath:instancePath+"/daily/limit",schemaPath:"#/properties/daily/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000"}];
return false;
}
else {
if(data6 < 0 || isNaN(data6)){
validate19.errors = [{instancePath:instancePath+"/daily/limit",schemaPath:"#/properties/daily/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
}
}
}
else {
validate19.errors = [{instancePath:instancePath+"/daily",schemaPath:"#/properties/daily/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate19.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate19.errors = vErrors;
return errors === 0;
}

exports.req_20 = validate20;
const schema59 = {"type":"object","properties":{"query":{"type":"object","properties":{"user_token":{"type":"string","maxLength":100}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"key":{"type":"string","maxLength":100},"licensee":{"type":"string","maxLength":100}},"required":["key","licensee"]}}};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.user_token !== undefined){
let data1 = data0.user_token;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 100){
validate20.errors = [{instancePath:instancePath+"/query/user_token",schemaPath:"#/properties/query/properties/user_token/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate20.errors = [{instancePath:instancePath+"/query/user_token",schemaPath:"#/properties/query/properties/user_token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.headers !== undefined){
let data2 = data.headers;
const _errs5 = errors;
if(errors === _errs5){
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
validate20.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.params !== undefined){
let data3 = data.params;
const _errs7 = errors;
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing0;
if(((data3.key === undefined) && (missing0 = "key")) || ((data3.licensee === undefined) && (missing0 = "licensee"))){
validate20.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data3.key !== undefined){
let data4 = data3.key;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 100){
validate20.errors = [{instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate20.errors = [{instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.licensee !== undefined){
let data5 = data3.licensee;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data5 === "string"){
if(func0(data5) > 100){
validate20.errors = [{instancePath:instancePath+"/params/licensee",schemaPath:"#/properties/params/properties/licensee/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate20.errors = [{instancePath:instancePath+"/params/licensee",schemaPath:"#/properties/params/properties/licensee/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate20.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate20.errors = vErrors;
return errors === 0;
}

exports.req_LicenseeEditable = validate21;
const schema60 = {"type":"object","additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"address":{"type":"string","maxLength":500},"postcode":{"type":"string","maxLength":16},"whitelist":{"type":"array","maxItems":50,"items":{"type":"string","maxLength":300}},"daily":{"type":"object","additionalProperties":false,"properties":{"limit":{"type":"integer","nullable":true,"minimum":0,"maximum":1000000000}}}}};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "name") || (key0 === "address")) || (key0 === "postcode")) || (key0 === "whitelist")) || (key0 === "daily"))){
validate21.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.name !== undefined){
let data0 = data.name;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func0(data0) > 200){
validate21.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate21.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.address !== undefined){
let data1 = data.address;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func0(data1) > 500){
validate21.errors = [{instancePath:instancePath+"/address",schemaPath:"#/properties/address/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.postcode !== undefined){
let data2 = data.postcode;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(func0(data2) > 16){
validate21.errors = [{instancePath:instancePath+"/postcode",schemaPath:"#/properties/postcode/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/postcode",schemaPath:"#/properties/postcode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.whitelist !== undefined){
let data3 = data.whitelist;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data3)){
if(data3.length > 50){
validate21.errors = [{instancePath:instancePath+"/whitelist",schemaPath:"#/properties/whitelist/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(func0(data4) > 300){
validate21.errors = [{instancePath:instancePath+"/whitelist/" + i0,schemaPath:"#/properties/whitelist/items/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/whitelist/" + i0,schemaPath:"#/properties/whitelist/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs10 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/whitelist",schemaPath:"#/properties/whitelist/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.daily !== undefined){
let data5 = data.daily;
const _errs12 = errors;
if(errors === _errs12){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
const _errs14 = errors;
for(const key1 in data5){
if(!(key1 === "limit")){
validate21.errors = [{instancePath:instancePath+"/daily",schemaPath:"#/properties/daily/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs14 === errors){
if(data5.limit !== undefined){
let data6 = data5.limit;
const _errs15 = errors;
if((!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))) && (data6 !== null)){
validate21.errors = [{instancePath:instancePath+"/daily/limit",schemaPath:"#/properties/daily/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs15){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 1000000000 || isNaN(data6)){
validate21.errors = [{instancePath:instancePath+"/daily/limit",schemaPath:"#/properties/daily/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000"}];
return false;
}
else {
if(data6 < 0 || isNaN(data6)){
validate21.errors = [{instancePath:instancePath+"/daily/limit",schemaPath:"#/properties/daily/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/daily",schemaPath:"#/properties/daily/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate21.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate21.errors = vErrors;
return errors === 0;
}

exports.req_22 = validate22;
const schema61 = {"type":"object","properties":{"query":{"type":"object","properties":{"user_token":{"type":"string","maxLength":100},"start":{"type":"string","maxLength":20},"end":{"type":"string","maxLength":20},"licensee":{"type":"string","maxLength":100}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"key":{"type":"string","maxLength":100}},"required":["key"]}}};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.user_token !== undefined){
let data1 = data0.user_token;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 100){
validate22.errors = [{instancePath:instancePath+"/query/user_token",schemaPath:"#/properties/query/properties/user_token/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/query/user_token",schemaPath:"#/properties/query/properties/user_token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.start !== undefined){
let data2 = data0.start;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 20){
validate22.errors = [{instancePath:instancePath+"/query/start",schemaPath:"#/properties/query/properties/start/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/query/start",schemaPath:"#/properties/query/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.end !== undefined){
let data3 = data0.end;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func0(data3) > 20){
validate22.errors = [{instancePath:instancePath+"/query/end",schemaPath:"#/properties/query/properties/end/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/query/end",schemaPath:"#/properties/query/properties/end/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.licensee !== undefined){
let data4 = data0.licensee;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 100){
validate22.errors = [{instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.headers !== undefined){
let data5 = data.headers;
const _errs11 = errors;
if(errors === _errs11){
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
validate22.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.params !== undefined){
let data6 = data.params;
const _errs13 = errors;
if(errors === _errs13){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing0;
if((data6.key === undefined) && (missing0 = "key")){
validate22.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data6.key !== undefined){
let data7 = data6.key;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data7 === "string"){
if(func0(data7) > 100){
validate22.errors = [{instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate22.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate22.errors = vErrors;
return errors === 0;
}

exports.req_23 = validate23;
const schema62 = {"type":"object","properties":{"query":{"type":"object","properties":{"user_token":{"type":"string","maxLength":100},"start":{"type":"string","maxLength":20},"end":{"type":"string","maxLength":20},"tags":{"type":"string","maxLength":300},"licensee":{"type":"string","maxLength":100}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"key":{"type":"string","maxLength":100}},"required":["key"]}}};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.user_token !== undefined){
let data1 = data0.user_token;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 100){
validate23.errors = [{instancePath:instancePath+"/query/user_token",schemaPath:"#/properties/query/properties/user_token/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/query/user_token",schemaPath:"#/properties/query/properties/user_token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.start !== undefined){
let data2 = data0.start;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 20){
validate23.errors = [{instancePath:instancePath+"/query/start",schemaPath:"#/properties/query/properties/start/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/query/start",schemaPath:"#/properties/query/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.end !== undefined){
let data3 = data0.end;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func0(data3) > 20){
validate23.errors = [{instancePath:instancePath+"/query/end",schemaPath:"#/properties/query/properties/end/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/query/end",schemaPath:"#/properties/query/properties/end/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.tags !== undefined){
let data4 = data0.tags;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 300){
validate23.errors = [{instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/query/tags",schemaPath:"#/properties/query/properties/tags/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.licensee !== undefined){
let data5 = data0.licensee;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data5 === "string"){
if(func0(data5) > 100){
validate23.errors = [{instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/query/licensee",schemaPath:"#/properties/query/properties/licensee/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.headers !== undefined){
let data6 = data.headers;
const _errs13 = errors;
if(errors === _errs13){
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
validate23.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.params !== undefined){
let data7 = data.params;
const _errs15 = errors;
if(errors === _errs15){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing0;
if((data7.key === undefined) && (missing0 = "key")){
validate23.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data7.key !== undefined){
let data8 = data7.key;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data8 === "string"){
if(func0(data8) > 100){
validate23.errors = [{instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate23.errors = vErrors;
return errors === 0;
}
