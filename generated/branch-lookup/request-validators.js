// generated from specs/branch-lookup.yaml — do not edit; run `make generate`
"use strict";
exports.req_0 = validate0;
const schema0 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
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
let data1 = data.headers;
const _errs3 = errors;
if(errors === _errs3){
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
validate0.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
validate0.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate0.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
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
let data1 = data.headers;
const _errs3 = errors;
if(errors === _errs3){
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
validate1.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if((data2.country === undefined) && (missing0 = "country")){
validate1.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data2.country !== undefined){
let data3 = data2.country;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
validate1.errors = [{instancePath:instancePath+"/params/country",schemaPath:"#/properties/params/properties/country/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/params/country",schemaPath:"#/properties/params/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate1.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
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
let data1 = data.headers;
const _errs3 = errors;
if(errors === _errs3){
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
validate2.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(((data2.country === undefined) && (missing0 = "country")) || ((data2.town === undefined) && (missing0 = "town"))){
validate2.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data2.country !== undefined){
let data3 = data2.country;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
validate2.errors = [{instancePath:instancePath+"/params/country",schemaPath:"#/properties/params/properties/country/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\""}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/params/country",schemaPath:"#/properties/params/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.town !== undefined){
let data4 = data2.town;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 35){
validate2.errors = [{instancePath:instancePath+"/params/town",schemaPath:"#/properties/params/properties/town/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
else {
if(func0(data4) < 1){
validate2.errors = [{instancePath:instancePath+"/params/town",schemaPath:"#/properties/params/properties/town/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern2.test(data4)){
validate2.errors = [{instancePath:instancePath+"/params/town",schemaPath:"#/properties/params/properties/town/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z .'-]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z .'-]*$"+"\""}];
return false;
}
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/params/town",schemaPath:"#/properties/params/properties/town/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate2.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate2.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate2.errors = vErrors;
return errors === 0;
}

exports.req_3 = validate3;
const schema3 = {"type":"object","properties":{"query":{"type":"object","properties":{"radius":{"type":"integer","minimum":1,"maximum":10,"default":1}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"latitude":{"type":"string","pattern":"^[+-]?(90(\\.0{1,10})?|[1-8]?[0-9](\\.[0-9]{1,10})?)$"},"longitude":{"type":"string","pattern":"^[+-]?(180(\\.0{1,10})?|(1[0-7][0-9]|[1-9]?[0-9])(\\.[0-9]{1,10})?)$"}},"required":["latitude","longitude"]}}};
const pattern3 = new RegExp("^[+-]?(90(\\.0{1,10})?|[1-8]?[0-9](\\.[0-9]{1,10})?)$", "u");
const pattern4 = new RegExp("^[+-]?(180(\\.0{1,10})?|(1[0-7][0-9]|[1-9]?[0-9])(\\.[0-9]{1,10})?)$", "u");

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
if(data0.radius === undefined){
data0.radius = 1;
}
let data1 = data0.radius;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate3.errors = [{instancePath:instancePath+"/query/radius",schemaPath:"#/properties/query/properties/radius/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 10 || isNaN(data1)){
validate3.errors = [{instancePath:instancePath+"/query/radius",schemaPath:"#/properties/query/properties/radius/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"}];
return false;
}
else {
if(data1 < 1 || isNaN(data1)){
validate3.errors = [{instancePath:instancePath+"/query/radius",schemaPath:"#/properties/query/properties/radius/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
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
let data2 = data.headers;
const _errs5 = errors;
if(errors === _errs5){
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
validate3.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(((data3.latitude === undefined) && (missing0 = "latitude")) || ((data3.longitude === undefined) && (missing0 = "longitude"))){
validate3.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data3.latitude !== undefined){
let data4 = data3.latitude;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!pattern3.test(data4)){
validate3.errors = [{instancePath:instancePath+"/params/latitude",schemaPath:"#/properties/params/properties/latitude/pattern",keyword:"pattern",params:{pattern: "^[+-]?(90(\\.0{1,10})?|[1-8]?[0-9](\\.[0-9]{1,10})?)$"},message:"must match pattern \""+"^[+-]?(90(\\.0{1,10})?|[1-8]?[0-9](\\.[0-9]{1,10})?)$"+"\""}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/params/latitude",schemaPath:"#/properties/params/properties/latitude/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.longitude !== undefined){
let data5 = data3.longitude;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data5 === "string"){
if(!pattern4.test(data5)){
validate3.errors = [{instancePath:instancePath+"/params/longitude",schemaPath:"#/properties/params/properties/longitude/pattern",keyword:"pattern",params:{pattern: "^[+-]?(180(\\.0{1,10})?|(1[0-7][0-9]|[1-9]?[0-9])(\\.[0-9]{1,10})?)$"},message:"must match pattern \""+"^[+-]?(180(\\.0{1,10})?|(1[0-7][0-9]|[1-9]?[0-9])(\\.[0-9]{1,10})?)$"+"\""}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/params/longitude",schemaPath:"#/properties/params/properties/longitude/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate3.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate3.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
validate4.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate4.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if((data2.postcode === undefined) && (missing0 = "postcode")){
validate4.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data2.postcode !== undefined){
let data3 = data2.postcode;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
validate4.errors = [{instancePath:instancePath+"/params/postcode",schemaPath:"#/properties/params/properties/postcode/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z]{1,2}[0-9][A-Za-z0-9]?([0-9][ABD-HJLNP-UW-Zabd-hjlnp-uw-z]{2})?$"},message:"must match pattern \""+"^[A-Za-z]{1,2}[0-9][A-Za-z0-9]?([0-9][ABD-HJLNP-UW-Zabd-hjlnp-uw-z]{2})?$"+"\""}];
return false;
}
}
else {
validate4.errors = [{instancePath:instancePath+"/params/postcode",schemaPath:"#/properties/params/properties/postcode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate4.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate4.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
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
let data1 = data.headers;
const _errs3 = errors;
if(errors === _errs3){
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
validate5.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if((data2.sortcode === undefined) && (missing0 = "sortcode")){
validate5.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data2.sortcode !== undefined){
let data3 = data2.sortcode;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(!pattern6.test(data3)){
validate5.errors = [{instancePath:instancePath+"/params/sortcode",schemaPath:"#/properties/params/properties/sortcode/pattern",keyword:"pattern",params:{pattern: "^[0-9]{6}$"},message:"must match pattern \""+"^[0-9]{6}$"+"\""}];
return false;
}
}
else {
validate5.errors = [{instancePath:instancePath+"/params/sortcode",schemaPath:"#/properties/params/properties/sortcode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate5.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate5.errors = vErrors;
return errors === 0;
}
