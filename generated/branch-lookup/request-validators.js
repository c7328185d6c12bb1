// generated from specs/branch-lookup.yaml — do not edit; run `make generate`
"use strict";
exports.req_0 = validate0;
const schema0 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
const err2 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}

exports.req_1 = validate1;
const schema1 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"country":{"type":"string","pattern":"^[A-Z]{2}$"}},"required":["country"]}}};
const pattern0 = new RegExp("^[A-Z]{2}$", "u");

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data2.country === undefined){
const err2 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "country"},message:"must have required property '"+"country"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data2.country !== undefined){
let data3 = data2.country;
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err3 = {instancePath:instancePath+"/params/country",schemaPath:"#/properties/params/properties/country/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\""};
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
const err4 = {instancePath:instancePath+"/params/country",schemaPath:"#/properties/params/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}

exports.req_2 = validate2;
const schema2 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"country":{"type":"string","pattern":"^[A-Z]{2}$"},"town":{"type":"string","minLength":1,"maxLength":35,"pattern":"^[A-Za-z][A-Za-z .'-]*$"}},"required":["country","town"]}}};
const pattern2 = new RegExp("^[A-Za-z][A-Za-z .'-]*$", "u");
const func0 = require("ajv/dist/runtime/ucs2length").default;

function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data2.country === undefined){
const err2 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "country"},message:"must have required property '"+"country"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data2.town === undefined){
const err3 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "town"},message:"must have required property '"+"town"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.country !== undefined){
let data3 = data2.country;
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err4 = {instancePath:instancePath+"/params/country",schemaPath:"#/properties/params/properties/country/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\""};
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
const err5 = {instancePath:instancePath+"/params/country",schemaPath:"#/properties/params/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data2.town !== undefined){
let data4 = data2.town;
if(typeof data4 === "string"){
if(func0(data4) > 35){
const err6 = {instancePath:instancePath+"/params/town",schemaPath:"#/properties/params/properties/town/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func0(data4) < 1){
const err7 = {instancePath:instancePath+"/params/town",schemaPath:"#/properties/params/properties/town/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern2.test(data4)){
const err8 = {instancePath:instancePath+"/params/town",schemaPath:"#/properties/params/properties/town/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z .'-]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z .'-]*$"+"\""};
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
const err9 = {instancePath:instancePath+"/params/town",schemaPath:"#/properties/params/properties/town/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate2.errors = vErrors;
return errors === 0;
}

exports.req_3 = validate3;
const schema3 = {"type":"object","properties":{"query":{"type":"object","properties":{"radius":{"type":"integer","minimum":1,"maximum":10,"default":1,"safeInteger":true}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"latitude":{"type":"string","pattern":"^[+-]?(90(\\.0{1,10})?|[1-8]?[0-9](\\.[0-9]{1,10})?)$"},"longitude":{"type":"string","pattern":"^[+-]?(180(\\.0{1,10})?|(1[0-7][0-9]|[1-9]?[0-9])(\\.[0-9]{1,10})?)$"}},"required":["latitude","longitude"]}}};
const pattern3 = new RegExp("^[+-]?(90(\\.0{1,10})?|[1-8]?[0-9](\\.[0-9]{1,10})?)$", "u");
const pattern4 = new RegExp("^[+-]?(180(\\.0{1,10})?|(1[0-7][0-9]|[1-9]?[0-9])(\\.[0-9]{1,10})?)$", "u");

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.radius === undefined){
data0.radius = 1;
}
let data1 = data0.radius;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err0 = {instancePath:instancePath+"/query/radius",schemaPath:"#/properties/query/properties/radius/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 10 || isNaN(data1)){
const err1 = {instancePath:instancePath+"/query/radius",schemaPath:"#/properties/query/properties/radius/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err2 = {instancePath:instancePath+"/query/radius",schemaPath:"#/properties/query/properties/radius/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(Number.isInteger(data1) && !Number.isSafeInteger(data1)){
const err3 = {instancePath:instancePath+"/query/radius",schemaPath:"#/properties/query/properties/radius/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
const err4 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.headers !== undefined){
let data2 = data.headers;
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
const err5 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.params !== undefined){
let data3 = data.params;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.latitude === undefined){
const err6 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "latitude"},message:"must have required property '"+"latitude"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data3.longitude === undefined){
const err7 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "longitude"},message:"must have required property '"+"longitude"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data3.latitude !== undefined){
let data4 = data3.latitude;
if(typeof data4 === "string"){
if(!pattern3.test(data4)){
const err8 = {instancePath:instancePath+"/params/latitude",schemaPath:"#/properties/params/properties/latitude/pattern",keyword:"pattern",params:{pattern: "^[+-]?(90(\\.0{1,10})?|[1-8]?[0-9](\\.[0-9]{1,10})?)$"},message:"must match pattern \""+"^[+-]?(90(\\.0{1,10})?|[1-8]?[0-9](\\.[0-9]{1,10})?)$"+"\""};
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
const err9 = {instancePath:instancePath+"/params/latitude",schemaPath:"#/properties/params/properties/latitude/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data3.longitude !== undefined){
let data5 = data3.longitude;
if(typeof data5 === "string"){
if(!pattern4.test(data5)){
const err10 = {instancePath:instancePath+"/params/longitude",schemaPath:"#/properties/params/properties/longitude/pattern",keyword:"pattern",params:{pattern: "^[+-]?(180(\\.0{1,10})?|(1[0-7][0-9]|[1-9]?[0-9])(\\.[0-9]{1,10})?)$"},message:"must match pattern \""+"^[+-]?(180(\\.0{1,10})?|(1[0-7][0-9]|[1-9]?[0-9])(\\.[0-9]{1,10})?)$"+"\""};
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
const err11 = {instancePath:instancePath+"/params/longitude",schemaPath:"#/properties/params/properties/longitude/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate3.errors = vErrors;
return errors === 0;
}

exports.req_4 = validate4;
const schema4 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"postcode":{"type":"string","pattern":"^[A-Za-z]{1,2}[0-9][A-Za-z0-9]?([0-9][ABD-HJLNP-UW-Zabd-hjlnp-uw-z]{2})?$"}},"required":["postcode"]}}};
const pattern5 = new RegExp("^[A-Za-z]{1,2}[0-9][A-Za-z0-9]?([0-9][ABD-HJLNP-UW-Zabd-hjlnp-uw-z]{2})?$", "u");

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data2.postcode === undefined){
const err2 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "postcode"},message:"must have required property '"+"postcode"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data2.postcode !== undefined){
let data3 = data2.postcode;
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
const err3 = {instancePath:instancePath+"/params/postcode",schemaPath:"#/properties/params/properties/postcode/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z]{1,2}[0-9][A-Za-z0-9]?([0-9][ABD-HJLNP-UW-Zabd-hjlnp-uw-z]{2})?$"},message:"must match pattern \""+"^[A-Za-z]{1,2}[0-9][A-Za-z0-9]?([0-9][ABD-HJLNP-UW-Zabd-hjlnp-uw-z]{2})?$"+"\""};
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
const err4 = {instancePath:instancePath+"/params/postcode",schemaPath:"#/properties/params/properties/postcode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate4.errors = vErrors;
return errors === 0;
}

exports.req_5 = validate5;
const schema5 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"sortcode":{"type":"string","pattern":"^[0-9]{6}$"}},"required":["sortcode"]}}};
const pattern6 = new RegExp("^[0-9]{6}$", "u");

function validate5(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data2.sortcode === undefined){
const err2 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "sortcode"},message:"must have required property '"+"sortcode"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data2.sortcode !== undefined){
let data3 = data2.sortcode;
if(typeof data3 === "string"){
if(!pattern6.test(data3)){
const err3 = {instancePath:instancePath+"/params/sortcode",schemaPath:"#/properties/params/properties/sortcode/pattern",keyword:"pattern",params:{pattern: "^[0-9]{6}$"},message:"must match pattern \""+"^[0-9]{6}$"+"\""};
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
const err4 = {instancePath:instancePath+"/params/sortcode",schemaPath:"#/properties/params/properties/sortcode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate5.errors = vErrors;
return errors === 0;
}
