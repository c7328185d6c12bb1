// generated from specs/config-delivery.yaml — do not edit; run `make generate`
"use strict";
exports.req_0 = validate0;
const schema0 = {"type":"object","properties":{"query":{"type":"object","properties":{"max_results":{"type":"integer","minimum":1,"maximum":50},"next_token":{"type":"string","minLength":1,"maxLength":2048},"MaxResults":{"type":"integer","minimum":1,"maximum":50},"NextToken":{"type":"string","minLength":1,"maxLength":2048}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};
const func0 = require("ajv/dist/runtime/ucs2length").default;

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
if(data0.max_results !== undefined){
let data1 = data0.max_results;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate0.errors = [{instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 50 || isNaN(data1)){
validate0.errors = [{instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data1 < 1 || isNaN(data1)){
validate0.errors = [{instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.next_token !== undefined){
let data2 = data0.next_token;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 2048){
validate0.errors = [{instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data2) < 1){
validate0.errors = [{instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.MaxResults !== undefined){
let data3 = data0.MaxResults;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate0.errors = [{instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 50 || isNaN(data3)){
validate0.errors = [{instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data3 < 1 || isNaN(data3)){
validate0.errors = [{instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.NextToken !== undefined){
let data4 = data0.NextToken;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 2048){
validate0.errors = [{instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data4) < 1){
validate0.errors = [{instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
let data5 = data.headers;
const _errs11 = errors;
if(errors === _errs11){
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
validate0.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate0.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate0.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate0.errors = vErrors;
return errors === 0;
}

exports.req_1 = validate1;
const schema1 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};

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
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
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

exports.req_CreateApplicationRequest = validate2;
const schema2 = {"type":"object","required":["Name"],"properties":{"Name":{"$ref":"schema:Name"},"Description":{"$ref":"schema:Description"},"Tags":{"$ref":"schema:Tags"}}};
const schema3 = {"type":"string","minLength":1,"maxLength":64};
const schema4 = {"type":"string","maxLength":1024};
const schema5 = {"type":"object","maxProperties":50,"additionalProperties":{"type":"string","maxLength":256}};

function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.Name === undefined) && (missing0 = "Name")){
validate2.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.Name !== undefined){
let data0 = data.Name;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func0(data0) > 64){
validate2.errors = [{instancePath:instancePath+"/Name",schemaPath:"schema:Name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate2.errors = [{instancePath:instancePath+"/Name",schemaPath:"schema:Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/Name",schemaPath:"schema:Name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Description !== undefined){
let data1 = data.Description;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(func0(data1) > 1024){
validate2.errors = [{instancePath:instancePath+"/Description",schemaPath:"schema:Description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/Description",schemaPath:"schema:Description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Tags !== undefined){
let data2 = data.Tags;
const _errs7 = errors;
const _errs8 = errors;
if(errors === _errs8){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(Object.keys(data2).length > 50){
validate2.errors = [{instancePath:instancePath+"/Tags",schemaPath:"schema:Tags/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"}];
return false;
}
else {
for(const key0 in data2){
let data3 = data2[key0];
const _errs11 = errors;
if(errors === _errs11){
if(typeof data3 === "string"){
if(func0(data3) > 256){
validate2.errors = [{instancePath:instancePath+"/Tags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/Tags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid4 = _errs11 === errors;
if(!valid4){
break;
}
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/Tags",schemaPath:"schema:Tags/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
const schema6 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"ApplicationId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"}},"required":["ApplicationId"]}}};
const pattern0 = new RegExp("^[a-z0-9]{4,7}$", "u");

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
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
let data1 = data.headers;
const _errs3 = errors;
if(errors === _errs3){
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
validate3.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if((data2.ApplicationId === undefined) && (missing0 = "ApplicationId")){
validate3.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data2.ApplicationId !== undefined){
let data3 = data2.ApplicationId;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
validate3.errors = [{instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate3.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate3.errors = vErrors;
return errors === 0;
}

exports.req_UpdateApplicationRequest = validate4;
const schema7 = {"type":"object","properties":{"Name":{"$ref":"schema:Name"},"Description":{"$ref":"schema:Description"}}};

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Name !== undefined){
let data0 = data.Name;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func0(data0) > 64){
validate4.errors = [{instancePath:instancePath+"/Name",schemaPath:"schema:Name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate4.errors = [{instancePath:instancePath+"/Name",schemaPath:"schema:Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate4.errors = [{instancePath:instancePath+"/Name",schemaPath:"schema:Name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Description !== undefined){
let data1 = data.Description;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(func0(data1) > 1024){
validate4.errors = [{instancePath:instancePath+"/Description",schemaPath:"schema:Description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
}
}
else {
validate4.errors = [{instancePath:instancePath+"/Description",schemaPath:"schema:Description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
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
const schema10 = {"type":"object","properties":{"query":{"type":"object","properties":{"max_results":{"type":"integer","minimum":1,"maximum":50},"next_token":{"type":"string","minLength":1,"maxLength":2048},"MaxResults":{"type":"integer","minimum":1,"maximum":50},"NextToken":{"type":"string","minLength":1,"maxLength":2048},"type":{"$ref":"schema:ConfigurationProfileType"}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"ApplicationId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"}},"required":["ApplicationId"]}}};
const schema11 = {"type":"string","enum":["AWS.AppConfig.FeatureFlags","AWS.Freeform"]};

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
if(data0.max_results !== undefined){
let data1 = data0.max_results;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate5.errors = [{instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 50 || isNaN(data1)){
validate5.errors = [{instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data1 < 1 || isNaN(data1)){
validate5.errors = [{instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.next_token !== undefined){
let data2 = data0.next_token;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 2048){
validate5.errors = [{instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data2) < 1){
validate5.errors = [{instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.MaxResults !== undefined){
let data3 = data0.MaxResults;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate5.errors = [{instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 50 || isNaN(data3)){
validate5.errors = [{instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data3 < 1 || isNaN(data3)){
validate5.errors = [{instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.NextToken !== undefined){
let data4 = data0.NextToken;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 2048){
validate5.errors = [{instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data4) < 1){
validate5.errors = [{instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.type !== undefined){
let data5 = data0.type;
const _errs11 = errors;
if(typeof data5 !== "string"){
validate5.errors = [{instancePath:instancePath+"/query/type",schemaPath:"schema:ConfigurationProfileType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data5 === "AWS.AppConfig.FeatureFlags") || (data5 === "AWS.Freeform"))){
validate5.errors = [{instancePath:instancePath+"/query/type",schemaPath:"schema:ConfigurationProfileType/enum",keyword:"enum",params:{allowedValues: schema11.enum},message:"must be equal to one of the allowed values"}];
return false;
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
let data6 = data.headers;
const _errs14 = errors;
if(errors === _errs14){
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
validate5.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.params !== undefined){
let data7 = data.params;
const _errs16 = errors;
if(errors === _errs16){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing0;
if((data7.ApplicationId === undefined) && (missing0 = "ApplicationId")){
validate5.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data7.ApplicationId !== undefined){
let data8 = data7.ApplicationId;
const _errs18 = errors;
if(errors === _errs18){
if(typeof data8 === "string"){
if(!pattern0.test(data8)){
validate5.errors = [{instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""}];
return false;
}
}
else {
validate5.errors = [{instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
var valid0 = _errs16 === errors;
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

exports.req_CreateConfigurationProfileRequest = validate6;
const schema12 = {"type":"object","required":["Name","LocationUri"],"properties":{"Name":{"type":"string","minLength":1,"maxLength":128},"Description":{"$ref":"schema:Description"},"LocationUri":{"type":"string","minLength":1,"maxLength":2048},"RetrievalRoleArn":{"$ref":"schema:RoleArn"},"Validators":{"$ref":"schema:Validators"},"Tags":{"$ref":"schema:Tags"},"Type":{"$ref":"schema:ConfigurationProfileType"},"KmsKeyIdentifier":{"type":"string","minLength":1,"maxLength":2048}}};
const schema14 = {"type":"string","minLength":20,"maxLength":2048,"pattern":"^arn:(aws|aws-cn|aws-iso|aws-iso-[a-z]{1}|aws-us-gov):iam::\\d{12}:role/.*$"};
const pattern2 = new RegExp("^arn:(aws|aws-cn|aws-iso|aws-iso-[a-z]{1}|aws-us-gov):iam::\\d{12}:role/.*$", "u");
const schema15 = {"type":"array","maxItems":2,"items":{"$ref":"schema:Validator"}};
const schema16 = {"type":"object","required":["Type","Content"],"properties":{"Type":{"$ref":"schema:ValidatorType"},"Content":{"type":"string","maxLength":32768}}};
const schema17 = {"type":"string","enum":["JSON_SCHEMA","LAMBDA"]};

function validate8(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.Type === undefined) && (missing0 = "Type")) || ((data.Content === undefined) && (missing0 = "Content"))){
validate8.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.Type !== undefined){
let data0 = data.Type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate8.errors = [{instancePath:instancePath+"/Type",schemaPath:"schema:ValidatorType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data0 === "JSON_SCHEMA") || (data0 === "LAMBDA"))){
validate8.errors = [{instancePath:instancePath+"/Type",schemaPath:"schema:ValidatorType/enum",keyword:"enum",params:{allowedValues: schema17.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Content !== undefined){
let data1 = data.Content;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func0(data1) > 32768){
validate8.errors = [{instancePath:instancePath+"/Content",schemaPath:"#/properties/Content/maxLength",keyword:"maxLength",params:{limit: 32768},message:"must NOT have more than 32768 characters"}];
return false;
}
}
else {
validate8.errors = [{instancePath:instancePath+"/Content",schemaPath:"#/properties/Content/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
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


function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate7.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate8(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate8.errors : vErrors.concat(validate8.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
}
else {
validate7.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate7.errors = vErrors;
return errors === 0;
}


function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.Name === undefined) && (missing0 = "Name")) || ((data.LocationUri === undefined) && (missing0 = "LocationUri"))){
validate6.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.Name !== undefined){
let data0 = data.Name;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func0(data0) > 128){
validate6.errors = [{instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate6.errors = [{instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Description !== undefined){
let data1 = data.Description;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func0(data1) > 1024){
validate6.errors = [{instancePath:instancePath+"/Description",schemaPath:"schema:Description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
}
}
else {
validate6.errors = [{instancePath:instancePath+"/Description",schemaPath:"schema:Description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.LocationUri !== undefined){
let data2 = data.LocationUri;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(func0(data2) > 2048){
validate6.errors = [{instancePath:instancePath+"/LocationUri",schemaPath:"#/properties/LocationUri/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data2) < 1){
validate6.errors = [{instancePath:instancePath+"/LocationUri",schemaPath:"#/properties/LocationUri/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/LocationUri",schemaPath:"#/properties/LocationUri/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.RetrievalRoleArn !== undefined){
let data3 = data.RetrievalRoleArn;
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(func0(data3) > 2048){
validate6.errors = [{instancePath:instancePath+"/RetrievalRoleArn",schemaPath:"schema:RoleArn/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data3) < 20){
validate6.errors = [{instancePath:instancePath+"/RetrievalRoleArn",schemaPath:"schema:RoleArn/minLength",keyword:"minLength",params:{limit: 20},message:"must NOT have fewer than 20 characters"}];
return false;
}
else {
if(!pattern2.test(data3)){
validate6.errors = [{instancePath:instancePath+"/RetrievalRoleArn",schemaPath:"schema:RoleArn/pattern",keyword:"pattern",params:{pattern: "^arn:(aws|aws-cn|aws-iso|aws-iso-[a-z]{1}|aws-us-gov):iam::\\d{12}:role/.*$"},message:"must match pattern \""+"^arn:(aws|aws-cn|aws-iso|aws-iso-[a-z]{1}|aws-us-gov):iam::\\d{12}:role/.*$"+"\""}];
return false;
}
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/RetrievalRoleArn",schemaPath:"schema:RoleArn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Validators !== undefined){
const _errs11 = errors;
if(!(validate7(data.Validators, {instancePath:instancePath+"/Validators",parentData:data,parentDataProperty:"Validators",rootData}))){
vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
errors = vErrors.length;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Tags !== undefined){
let data5 = data.Tags;
const _errs12 = errors;
const _errs13 = errors;
if(errors === _errs13){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(Object.keys(data5).length > 50){
validate6.errors = [{instancePath:instancePath+"/Tags",schemaPath:"schema:Tags/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"}];
return false;
}
else {
for(const key0 in data5){
let data6 = data5[key0];
const _errs16 = errors;
if(errors === _errs16){
if(typeof data6 === "string"){
if(func0(data6) > 256){
validate6.errors = [{instancePath:instancePath+"/Tags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate6.errors = [{instancePath:instancePath+"/Tags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid4 = _errs16 === errors;
if(!valid4){
break;
}
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/Tags",schemaPath:"schema:Tags/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Type !== undefined){
let data7 = data.Type;
const _errs18 = errors;
if(typeof data7 !== "string"){
validate6.errors = [{instancePath:instancePath+"/Type",schemaPath:"schema:ConfigurationProfileType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data7 === "AWS.AppConfig.FeatureFlags") || (data7 === "AWS.Freeform"))){
validate6.errors = [{instancePath:instancePath+"/Type",schemaPath:"schema:ConfigurationProfileType/enum",keyword:"enum",params:{allowedValues: schema11.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.KmsKeyIdentifier !== undefined){
let data8 = data.KmsKeyIdentifier;
const _errs21 = errors;
if(errors === _errs21){
if(typeof data8 === "string"){
if(func0(data8) > 2048){
validate6.errors = [{instancePath:instancePath+"/KmsKeyIdentifier",schemaPath:"#/properties/KmsKeyIdentifier/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data8) < 1){
validate6.errors = [{instancePath:instancePath+"/KmsKeyIdentifier",schemaPath:"#/properties/KmsKeyIdentifier/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/KmsKeyIdentifier",schemaPath:"#/properties/KmsKeyIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs21 === errors;
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

exports.req_7 = validate11;
const schema20 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"ApplicationId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"},"ConfigurationProfileId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"}},"required":["ApplicationId","ConfigurationProfileId"]}}};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
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
let data1 = data.headers;
const _errs3 = errors;
if(errors === _errs3){
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
validate11.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(((data2.ApplicationId === undefined) && (missing0 = "ApplicationId")) || ((data2.ConfigurationProfileId === undefined) && (missing0 = "ConfigurationProfileId"))){
validate11.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data2.ApplicationId !== undefined){
let data3 = data2.ApplicationId;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
validate11.errors = [{instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""}];
return false;
}
}
else {
validate11.errors = [{instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.ConfigurationProfileId !== undefined){
let data4 = data2.ConfigurationProfileId;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
validate11.errors = [{instancePath:instancePath+"/params/ConfigurationProfileId",schemaPath:"#/properties/params/properties/ConfigurationProfileId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""}];
return false;
}
}
else {
validate11.errors = [{instancePath:instancePath+"/params/ConfigurationProfileId",schemaPath:"#/properties/params/properties/ConfigurationProfileId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate11.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate11.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate11.errors = vErrors;
return errors === 0;
}

exports.req_8 = validate12;
const schema21 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"x-amzn-deletion-protection-check":{"type":"string","enum":["ACCOUNT_DEFAULT","APPLY","BYPASS"]}}},"params":{"type":"object","properties":{"ApplicationId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"},"ConfigurationProfileId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"}},"required":["ApplicationId","ConfigurationProfileId"]}}};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
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
let data1 = data.headers;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1["x-amzn-deletion-protection-check"] !== undefined){
let data2 = data1["x-amzn-deletion-protection-check"];
if(typeof data2 !== "string"){
validate12.errors = [{instancePath:instancePath+"/headers/x-amzn-deletion-protection-check",schemaPath:"#/properties/headers/properties/x-amzn-deletion-protection-check/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data2 === "ACCOUNT_DEFAULT") || (data2 === "APPLY")) || (data2 === "BYPASS"))){
validate12.errors = [{instancePath:instancePath+"/headers/x-amzn-deletion-protection-check",schemaPath:"#/properties/headers/properties/x-amzn-deletion-protection-check/enum",keyword:"enum",params:{allowedValues: schema21.properties.headers.properties["x-amzn-deletion-protection-check"].enum},message:"must be equal to one of the allowed values"}];
return false;
}
}
}
else {
validate12.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data3 = data.params;
const _errs7 = errors;
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing0;
if(((data3.ApplicationId === undefined) && (missing0 = "ApplicationId")) || ((data3.ConfigurationProfileId === undefined) && (missing0 = "ConfigurationProfileId"))){
validate12.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data3.ApplicationId !== undefined){
let data4 = data3.ApplicationId;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
validate12.errors = [{instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""}];
return false;
}
}
else {
validate12.errors = [{instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.ConfigurationProfileId !== undefined){
let data5 = data3.ConfigurationProfileId;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data5 === "string"){
if(!pattern0.test(data5)){
validate12.errors = [{instancePath:instancePath+"/params/ConfigurationProfileId",schemaPath:"#/properties/params/properties/ConfigurationProfileId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""}];
return false;
}
}
else {
validate12.errors = [{instancePath:instancePath+"/params/ConfigurationProfileId",schemaPath:"#/properties/params/properties/ConfigurationProfileId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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

exports.req_UpdateConfigurationProfileRequest = validate13;
const schema22 = {"type":"object","properties":{"Name":{"type":"string","minLength":1,"maxLength":128},"Description":{"$ref":"schema:Description"},"RetrievalRoleArn":{"$ref":"schema:RoleArn"},"Validators":{"$ref":"schema:Validators"},"KmsKeyIdentifier":{"type":"string","maxLength":2048}}};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Name !== undefined){
let data0 = data.Name;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func0(data0) > 128){
validate13.errors = [{instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate13.errors = [{instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Description !== undefined){
let data1 = data.Description;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func0(data1) > 1024){
validate13.errors = [{instancePath:instancePath+"/Description",schemaPath:"schema:Description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
}
}
else {
validate13.errors = [{instancePath:instancePath+"/Description",schemaPath:"schema:Description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.RetrievalRoleArn !== undefined){
let data2 = data.RetrievalRoleArn;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data2 === "string"){
if(func0(data2) > 2048){
validate13.errors = [{instancePath:instancePath+"/RetrievalRoleArn",schemaPath:"schema:RoleArn/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data2) < 20){
validate13.errors = [{instancePath:instancePath+"/RetrievalRoleArn",schemaPath:"schema:RoleArn/minLength",keyword:"minLength",params:{limit: 20},message:"must NOT have fewer than 20 characters"}];
return false;
}
else {
if(!pattern2.test(data2)){
validate13.errors = [{instancePath:instancePath+"/RetrievalRoleArn",schemaPath:"schema:RoleArn/pattern",keyword:"pattern",params:{pattern: "^arn:(aws|aws-cn|aws-iso|aws-iso-[a-z]{1}|aws-us-gov):iam::\\d{12}:role/.*$"},message:"must match pattern \""+"^arn:(aws|aws-cn|aws-iso|aws-iso-[a-z]{1}|aws-us-gov):iam::\\d{12}:role/.*$"+"\""}];
return false;
}
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/RetrievalRoleArn",schemaPath:"schema:RoleArn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Validators !== undefined){
const _errs9 = errors;
if(!(validate7(data.Validators, {instancePath:instancePath+"/Validators",parentData:data,parentDataProperty:"Validators",rootData}))){
vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.KmsKeyIdentifier !== undefined){
let data4 = data.KmsKeyIdentifier;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(func0(data4) > 2048){
validate13.errors = [{instancePath:instancePath+"/KmsKeyIdentifier",schemaPath:"#/properties/KmsKeyIdentifier/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
}
else {
validate13.errors = [{instancePath:instancePath+"/KmsKeyIdentifier",schemaPath:"#/properties/KmsKeyIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
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

exports.req_10 = validate15;
const schema25 = {"type":"object","properties":{"query":{"type":"object","properties":{"configuration_version":{"type":"string","minLength":1,"maxLength":1024}},"required":["configuration_version"]},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"ApplicationId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"},"ConfigurationProfileId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"}},"required":["ApplicationId","ConfigurationProfileId"]}}};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if((data0.configuration_version === undefined) && (missing0 = "configuration_version")){
validate15.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data0.configuration_version !== undefined){
let data1 = data0.configuration_version;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 1024){
validate15.errors = [{instancePath:instancePath+"/query/configuration_version",schemaPath:"#/properties/query/properties/configuration_version/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
}
else {
if(func0(data1) < 1){
validate15.errors = [{instancePath:instancePath+"/query/configuration_version",schemaPath:"#/properties/query/properties/configuration_version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate15.errors = [{instancePath:instancePath+"/query/configuration_version",schemaPath:"#/properties/query/properties/configuration_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
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
let data2 = data.headers;
const _errs5 = errors;
if(errors === _errs5){
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
validate15.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let missing1;
if(((data3.ApplicationId === undefined) && (missing1 = "ApplicationId")) || ((data3.ConfigurationProfileId === undefined) && (missing1 = "ConfigurationProfileId"))){
validate15.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data3.ApplicationId !== undefined){
let data4 = data3.ApplicationId;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
validate15.errors = [{instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""}];
return false;
}
}
else {
validate15.errors = [{instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.ConfigurationProfileId !== undefined){
let data5 = data3.ConfigurationProfileId;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data5 === "string"){
if(!pattern0.test(data5)){
validate15.errors = [{instancePath:instancePath+"/params/ConfigurationProfileId",schemaPath:"#/properties/params/properties/ConfigurationProfileId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""}];
return false;
}
}
else {
validate15.errors = [{instancePath:instancePath+"/params/ConfigurationProfileId",schemaPath:"#/properties/params/properties/ConfigurationProfileId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate15.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate15.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate15.errors = vErrors;
return errors === 0;
}

exports.req_11 = validate16;
const schema26 = {"type":"object","properties":{"query":{"type":"object","properties":{"max_results":{"type":"integer","minimum":1,"maximum":50},"next_token":{"type":"string","minLength":1,"maxLength":2048},"MaxResults":{"type":"integer","minimum":1,"maximum":50},"NextToken":{"type":"string","minLength":1,"maxLength":2048},"version_label":{"type":"string","minLength":1,"maxLength":64}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"ApplicationId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"},"ConfigurationProfileId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"}},"required":["ApplicationId","ConfigurationProfileId"]}}};

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
if(data0.max_results !== undefined){
let data1 = data0.max_results;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate16.errors = [{instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 50 || isNaN(data1)){
validate16.errors = [{instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data1 < 1 || isNaN(data1)){
validate16.errors = [{instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.next_token !== undefined){
let data2 = data0.next_token;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 2048){
validate16.errors = [{instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data2) < 1){
validate16.errors = [{instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate16.errors = [{instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.MaxResults !== undefined){
let data3 = data0.MaxResults;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate16.errors = [{instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 50 || isNaN(data3)){
validate16.errors = [{instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data3 < 1 || isNaN(data3)){
validate16.errors = [{instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.NextToken !== undefined){
let data4 = data0.NextToken;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 2048){
validate16.errors = [{instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data4) < 1){
validate16.errors = [{instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate16.errors = [{instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.version_label !== undefined){
let data5 = data0.version_label;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data5 === "string"){
if(func0(data5) > 64){
validate16.errors = [{instancePath:instancePath+"/query/version_label",schemaPath:"#/properties/query/properties/version_label/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data5) < 1){
validate16.errors = [{instancePath:instancePath+"/query/version_label",schemaPath:"#/properties/query/properties/version_label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate16.errors = [{instancePath:instancePath+"/query/version_label",schemaPath:"#/properties/query/properties/version_label/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
let data6 = data.headers;
const _errs13 = errors;
if(errors === _errs13){
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
validate16.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(((data7.ApplicationId === undefined) && (missing0 = "ApplicationId")) || ((data7.ConfigurationProfileId === undefined) && (missing0 = "ConfigurationProfileId"))){
validate16.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data7.ApplicationId !== undefined){
let data8 = data7.ApplicationId;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data8 === "string"){
if(!pattern0.test(data8)){
validate16.errors = [{instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""}];
return false;
}
}
else {
validate16.errors = [{instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data7.ConfigurationProfileId !== undefined){
let data9 = data7.ConfigurationProfileId;
const _errs19 = errors;
if(errors === _errs19){
if(typeof data9 === "string"){
if(!pattern0.test(data9)){
validate16.errors = [{instancePath:instancePath+"/params/ConfigurationProfileId",schemaPath:"#/properties/params/properties/ConfigurationProfileId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""}];
return false;
}
}
else {
validate16.errors = [{instancePath:instancePath+"/params/ConfigurationProfileId",schemaPath:"#/properties/params/properties/ConfigurationProfileId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs19 === errors;
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
var valid0 = _errs15 === errors;
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

exports.req_12 = validate17;
const schema27 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"content-type":{"type":"string","minLength":1,"maxLength":255},"description":{"type":"string","maxLength":1024},"latest-version-number":{"type":"integer"},"versionlabel":{"type":"string","minLength":1,"maxLength":64,"pattern":"[^0-9]"}},"required":["content-type"]},"params":{"type":"object","properties":{"ApplicationId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"},"ConfigurationProfileId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"}},"required":["ApplicationId","ConfigurationProfileId"]}}};
const pattern12 = new RegExp("[^0-9]", "u");

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
validate17.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing0;
if((data1["content-type"] === undefined) && (missing0 = "content-type")){
validate17.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data1["content-type"] !== undefined){
let data2 = data1["content-type"];
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 255){
validate17.errors = [{instancePath:instancePath+"/headers/content-type",schemaPath:"#/properties/headers/properties/content-type/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(func0(data2) < 1){
validate17.errors = [{instancePath:instancePath+"/headers/content-type",schemaPath:"#/properties/headers/properties/content-type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate17.errors = [{instancePath:instancePath+"/headers/content-type",schemaPath:"#/properties/headers/properties/content-type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.description !== undefined){
let data3 = data1.description;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func0(data3) > 1024){
validate17.errors = [{instancePath:instancePath+"/headers/description",schemaPath:"#/properties/headers/properties/description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
}
}
else {
validate17.errors = [{instancePath:instancePath+"/headers/description",schemaPath:"#/properties/headers/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1["latest-version-number"] !== undefined){
let data4 = data1["latest-version-number"];
const _errs9 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate17.errors = [{instancePath:instancePath+"/headers/latest-version-number",schemaPath:"#/properties/headers/properties/latest-version-number/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.versionlabel !== undefined){
let data5 = data1.versionlabel;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data5 === "string"){
if(func0(data5) > 64){
validate17.errors = [{instancePath:instancePath+"/headers/versionlabel",schemaPath:"#/properties/headers/properties/versionlabel/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data5) < 1){
validate17.errors = [{instancePath:instancePath+"/headers/versionlabel",schemaPath:"#/properties/headers/properties/versionlabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern12.test(data5)){
validate17.errors = [{instancePath:instancePath+"/headers/versionlabel",schemaPath:"#/properties/headers/properties/versionlabel/pattern",keyword:"pattern",params:{pattern: "[^0-9]"},message:"must match pattern \""+"[^0-9]"+"\""}];
return false;
}
}
}
}
else {
validate17.errors = [{instancePath:instancePath+"/headers/versionlabel",schemaPath:"#/properties/headers/properties/versionlabel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate17.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data6 = data.params;
const _errs13 = errors;
if(errors === _errs13){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing1;
if(((data6.ApplicationId === undefined) && (missing1 = "ApplicationId")) || ((data6.ConfigurationProfileId === undefined) && (missing1 = "ConfigurationProfileId"))){
validate17.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data6.ApplicationId !== undefined){
let data7 = data6.ApplicationId;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data7 === "string"){
if(!pattern0.test(data7)){
validate17.errors = [{instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""}];
return false;
}
}
else {
validate17.errors = [{instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.ConfigurationProfileId !== undefined){
let data8 = data6.ConfigurationProfileId;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data8 === "string"){
if(!pattern0.test(data8)){
validate17.errors = [{instancePath:instancePath+"/params/ConfigurationProfileId",schemaPath:"#/properties/params/properties/ConfigurationProfileId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""}];
return false;
}
}
else {
validate17.errors = [{instancePath:instancePath+"/params/ConfigurationProfileId",schemaPath:"#/properties/params/properties/ConfigurationProfileId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate17.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate17.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate17.errors = vErrors;
return errors === 0;
}

exports.req_13 = validate18;
const schema28 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"ApplicationId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"},"ConfigurationProfileId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"},"VersionNumber":{"type":"integer","minimum":1}},"required":["ApplicationId","ConfigurationProfileId","VersionNumber"]}}};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
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
let data1 = data.headers;
const _errs3 = errors;
if(errors === _errs3){
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
validate18.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if((((data2.ApplicationId === undefined) && (missing0 = "ApplicationId")) || ((data2.ConfigurationProfileId === undefined) && (missing0 = "ConfigurationProfileId"))) || ((data2.VersionNumber === undefined) && (missing0 = "VersionNumber"))){
validate18.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data2.ApplicationId !== undefined){
let data3 = data2.ApplicationId;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
validate18.errors = [{instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""}];
return false;
}
}
else {
validate18.errors = [{instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.ConfigurationProfileId !== undefined){
let data4 = data2.ConfigurationProfileId;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
validate18.errors = [{instancePath:instancePath+"/params/ConfigurationProfileId",schemaPath:"#/properties/params/properties/ConfigurationProfileId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""}];
return false;
}
}
else {
validate18.errors = [{instancePath:instancePath+"/params/ConfigurationProfileId",schemaPath:"#/properties/params/properties/ConfigurationProfileId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.VersionNumber !== undefined){
let data5 = data2.VersionNumber;
const _errs11 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate18.errors = [{instancePath:instancePath+"/params/VersionNumber",schemaPath:"#/properties/params/properties/VersionNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs11){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 1 || isNaN(data5)){
validate18.errors = [{instancePath:instancePath+"/params/VersionNumber",schemaPath:"#/properties/params/properties/VersionNumber/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
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
else {
validate18.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate18.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate18.errors = vErrors;
return errors === 0;
}

exports.req_14 = validate19;
const schema29 = {"type":"object","properties":{"query":{"type":"object","properties":{"max_results":{"type":"integer","minimum":1,"maximum":50},"next_token":{"type":"string","minLength":1,"maxLength":2048},"MaxResults":{"type":"integer","minimum":1,"maximum":50},"NextToken":{"type":"string","minLength":1,"maxLength":2048}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"ApplicationId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"}},"required":["ApplicationId"]}}};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.max_results !== undefined){
let data1 = data0.max_results;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate19.errors = [{instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 50 || isNaN(data1)){
validate19.errors = [{instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data1 < 1 || isNaN(data1)){
validate19.errors = [{instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.next_token !== undefined){
let data2 = data0.next_token;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 2048){
validate19.errors = [{instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data2) < 1){
validate19.errors = [{instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate19.errors = [{instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.MaxResults !== undefined){
let data3 = data0.MaxResults;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate19.errors = [{instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 50 || isNaN(data3)){
validate19.errors = [{instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data3 < 1 || isNaN(data3)){
validate19.errors = [{instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.NextToken !== undefined){
let data4 = data0.NextToken;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 2048){
validate19.errors = [{instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data4) < 1){
validate19.errors = [{instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate19.errors = [{instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate19.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate19.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if((data6.ApplicationId === undefined) && (missing0 = "ApplicationId")){
validate19.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data6.ApplicationId !== undefined){
let data7 = data6.ApplicationId;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data7 === "string"){
if(!pattern0.test(data7)){
validate19.errors = [{instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""}];
return false;
}
}
else {
validate19.errors = [{instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate19.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate19.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate19.errors = vErrors;
return errors === 0;
}

exports.req_CreateEnvironmentRequest = validate20;
const schema30 = {"type":"object","required":["Name"],"properties":{"Name":{"$ref":"schema:Name"},"Description":{"$ref":"schema:Description"},"Monitors":{"$ref":"schema:Monitors"},"Tags":{"$ref":"schema:Tags"}}};
const schema33 = {"type":"array","maxItems":5,"items":{"$ref":"schema:Monitor"}};
const schema34 = {"type":"object","required":["AlarmArn"],"properties":{"AlarmArn":{"type":"string","minLength":1,"maxLength":2048},"AlarmRoleArn":{"type":"string","minLength":20,"maxLength":2048,"pattern":"^arn:(aws|aws-cn|aws-iso|aws-iso-[a-z]{1}|aws-us-gov):iam::\\d{12}:role/.*$"}}};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 5){
validate21.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items"}];
return false;
}
else {
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if((data0.AlarmArn === undefined) && (missing0 = "AlarmArn")){
validate21.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"schema:Monitor/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data0.AlarmArn !== undefined){
let data1 = data0.AlarmArn;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func0(data1) > 2048){
validate21.errors = [{instancePath:instancePath+"/" + i0+"/AlarmArn",schemaPath:"schema:Monitor/properties/AlarmArn/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data1) < 1){
validate21.errors = [{instancePath:instancePath+"/" + i0+"/AlarmArn",schemaPath:"schema:Monitor/properties/AlarmArn/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/" + i0+"/AlarmArn",schemaPath:"schema:Monitor/properties/AlarmArn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.AlarmRoleArn !== undefined){
let data2 = data0.AlarmRoleArn;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(func0(data2) > 2048){
validate21.errors = [{instancePath:instancePath+"/" + i0+"/AlarmRoleArn",schemaPath:"schema:Monitor/properties/AlarmRoleArn/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data2) < 20){
validate21.errors = [{instancePath:instancePath+"/" + i0+"/AlarmRoleArn",schemaPath:"schema:Monitor/properties/AlarmRoleArn/minLength",keyword:"minLength",params:{limit: 20},message:"must NOT have fewer than 20 characters"}];
return false;
}
else {
if(!pattern2.test(data2)){
validate21.errors = [{instancePath:instancePath+"/" + i0+"/AlarmRoleArn",schemaPath:"schema:Monitor/properties/AlarmRoleArn/pattern",keyword:"pattern",params:{pattern: "^arn:(aws|aws-cn|aws-iso|aws-iso-[a-z]{1}|aws-us-gov):iam::\\d{12}:role/.*$"},message:"must match pattern \""+"^arn:(aws|aws-cn|aws-iso|aws-iso-[a-z]{1}|aws-us-gov):iam::\\d{12}:role/.*$"+"\""}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/" + i0+"/AlarmRoleArn",schemaPath:"schema:Monitor/properties/AlarmRoleArn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"schema:Monitor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
}
else {
validate21.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate21.errors = vErrors;
return errors === 0;
}


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.Name === undefined) && (missing0 = "Name")){
validate20.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.Name !== undefined){
let data0 = data.Name;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func0(data0) > 64){
validate20.errors = [{instancePath:instancePath+"/Name",schemaPath:"schema:Name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate20.errors = [{instancePath:instancePath+"/Name",schemaPath:"schema:Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/Name",schemaPath:"schema:Name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Description !== undefined){
let data1 = data.Description;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(func0(data1) > 1024){
validate20.errors = [{instancePath:instancePath+"/Description",schemaPath:"schema:Description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
}
}
else {
validate20.errors = [{instancePath:instancePath+"/Description",schemaPath:"schema:Description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Monitors !== undefined){
const _errs7 = errors;
if(!(validate21(data.Monitors, {instancePath:instancePath+"/Monitors",parentData:data,parentDataProperty:"Monitors",rootData}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Tags !== undefined){
let data3 = data.Tags;
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(Object.keys(data3).length > 50){
validate20.errors = [{instancePath:instancePath+"/Tags",schemaPath:"schema:Tags/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"}];
return false;
}
else {
for(const key0 in data3){
let data4 = data3[key0];
const _errs12 = errors;
if(errors === _errs12){
if(typeof data4 === "string"){
if(func0(data4) > 256){
validate20.errors = [{instancePath:instancePath+"/Tags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate20.errors = [{instancePath:instancePath+"/Tags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid4 = _errs12 === errors;
if(!valid4){
break;
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/Tags",schemaPath:"schema:Tags/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
else {
validate20.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate20.errors = vErrors;
return errors === 0;
}

exports.req_16 = validate23;
const schema36 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"ApplicationId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"},"EnvironmentId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"}},"required":["ApplicationId","EnvironmentId"]}}};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
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
let data1 = data.headers;
const _errs3 = errors;
if(errors === _errs3){
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
validate23.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(((data2.ApplicationId === undefined) && (missing0 = "ApplicationId")) || ((data2.EnvironmentId === undefined) && (missing0 = "EnvironmentId"))){
validate23.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data2.ApplicationId !== undefined){
let data3 = data2.ApplicationId;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
validate23.errors = [{instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.EnvironmentId !== undefined){
let data4 = data2.EnvironmentId;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
validate23.errors = [{instancePath:instancePath+"/params/EnvironmentId",schemaPath:"#/properties/params/properties/EnvironmentId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/params/EnvironmentId",schemaPath:"#/properties/params/properties/EnvironmentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate23.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate23.errors = vErrors;
return errors === 0;
}

exports.req_17 = validate24;
const schema37 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"x-amzn-deletion-protection-check":{"type":"string","enum":["ACCOUNT_DEFAULT","APPLY","BYPASS"]}}},"params":{"type":"object","properties":{"ApplicationId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"},"EnvironmentId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"}},"required":["ApplicationId","EnvironmentId"]}}};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
validate24.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1["x-amzn-deletion-protection-check"] !== undefined){
let data2 = data1["x-amzn-deletion-protection-check"];
if(typeof data2 !== "string"){
validate24.errors = [{instancePath:instancePath+"/headers/x-amzn-deletion-protection-check",schemaPath:"#/properties/headers/properties/x-amzn-deletion-protection-check/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data2 === "ACCOUNT_DEFAULT") || (data2 === "APPLY")) || (data2 === "BYPASS"))){
validate24.errors = [{instancePath:instancePath+"/headers/x-amzn-deletion-protection-check",schemaPath:"#/properties/headers/properties/x-amzn-deletion-protection-check/enum",keyword:"enum",params:{allowedValues: schema37.properties.headers.properties["x-amzn-deletion-protection-check"].enum},message:"must be equal to one of the allowed values"}];
return false;
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data3 = data.params;
const _errs7 = errors;
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing0;
if(((data3.ApplicationId === undefined) && (missing0 = "ApplicationId")) || ((data3.EnvironmentId === undefined) && (missing0 = "EnvironmentId"))){
validate24.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data3.ApplicationId !== undefined){
let data4 = data3.ApplicationId;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
validate24.errors = [{instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.EnvironmentId !== undefined){
let data5 = data3.EnvironmentId;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data5 === "string"){
if(!pattern0.test(data5)){
validate24.errors = [{instancePath:instancePath+"/params/EnvironmentId",schemaPath:"#/properties/params/properties/EnvironmentId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/params/EnvironmentId",schemaPath:"#/properties/params/properties/EnvironmentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate24.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate24.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate24.errors = vErrors;
return errors === 0;
}

exports.req_UpdateEnvironmentRequest = validate25;
const schema38 = {"type":"object","properties":{"Name":{"$ref":"schema:Name"},"Description":{"$ref":"schema:Description"},"Monitors":{"$ref":"schema:Monitors"}}};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Name !== undefined){
let data0 = data.Name;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func0(data0) > 64){
validate25.errors = [{instancePath:instancePath+"/Name",schemaPath:"schema:Name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate25.errors = [{instancePath:instancePath+"/Name",schemaPath:"schema:Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/Name",schemaPath:"schema:Name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Description !== undefined){
let data1 = data.Description;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(func0(data1) > 1024){
validate25.errors = [{instancePath:instancePath+"/Description",schemaPath:"schema:Description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/Description",schemaPath:"schema:Description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Monitors !== undefined){
const _errs7 = errors;
if(!(validate21(data.Monitors, {instancePath:instancePath+"/Monitors",parentData:data,parentDataProperty:"Monitors",rootData}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
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
validate25.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate25.errors = vErrors;
return errors === 0;
}

exports.req_19 = validate27;
const schema41 = {"type":"object","properties":{"query":{"type":"object","properties":{"max_results":{"type":"integer","minimum":1,"maximum":50},"next_token":{"type":"string","minLength":1,"maxLength":2048},"MaxResults":{"type":"integer","minimum":1,"maximum":50},"NextToken":{"type":"string","minLength":1,"maxLength":2048}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"ApplicationId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"},"EnvironmentId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"}},"required":["ApplicationId","EnvironmentId"]}}};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.max_results !== undefined){
let data1 = data0.max_results;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate27.errors = [{instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 50 || isNaN(data1)){
validate27.errors = [{instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data1 < 1 || isNaN(data1)){
validate27.errors = [{instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.next_token !== undefined){
let data2 = data0.next_token;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 2048){
validate27.errors = [{instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data2) < 1){
validate27.errors = [{instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.MaxResults !== undefined){
let data3 = data0.MaxResults;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate27.errors = [{instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 50 || isNaN(data3)){
validate27.errors = [{instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data3 < 1 || isNaN(data3)){
validate27.errors = [{instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.NextToken !== undefined){
let data4 = data0.NextToken;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 2048){
validate27.errors = [{instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data4) < 1){
validate27.errors = [{instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate27.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate27.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(((data6.ApplicationId === undefined) && (missing0 = "ApplicationId")) || ((data6.EnvironmentId === undefined) && (missing0 = "EnvironmentId"))){
validate27.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data6.ApplicationId !== undefined){
let data7 = data6.ApplicationId;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data7 === "string"){
if(!pattern0.test(data7)){
validate27.errors = [{instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""}];
return false;
}
}
else {
validate27.errors = [{instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.EnvironmentId !== undefined){
let data8 = data6.EnvironmentId;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data8 === "string"){
if(!pattern0.test(data8)){
validate27.errors = [{instancePath:instancePath+"/params/EnvironmentId",schemaPath:"#/properties/params/properties/EnvironmentId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""}];
return false;
}
}
else {
validate27.errors = [{instancePath:instancePath+"/params/EnvironmentId",schemaPath:"#/properties/params/properties/EnvironmentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate27.errors = vErrors;
return errors === 0;
}

exports.req_StartDeploymentRequest = validate28;
const schema42 = {"type":"object","required":["DeploymentStrategyId","ConfigurationProfileId","ConfigurationVersion"],"properties":{"DeploymentStrategyId":{"type":"string","pattern":"(^[a-z0-9]{4,7}$|^AppConfig\\.[A-Za-z0-9]{9,40}$)"},"ConfigurationProfileId":{"$ref":"schema:Id"},"ConfigurationVersion":{"type":"string","minLength":1,"maxLength":1024},"Description":{"$ref":"schema:Description"},"Tags":{"$ref":"schema:Tags"},"KmsKeyIdentifier":{"type":"string","minLength":1,"maxLength":2048},"DynamicExtensionParameters":{"type":"object","maxProperties":10,"additionalProperties":{"type":"string"}},"LatestDeploymentNumber":{"type":"integer"}}};
const schema43 = {"type":"string","pattern":"^[a-z0-9]{4,7}$"};
const pattern25 = new RegExp("(^[a-z0-9]{4,7}$|^AppConfig\\.[A-Za-z0-9]{9,40}$)", "u");

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.DeploymentStrategyId === undefined) && (missing0 = "DeploymentStrategyId")) || ((data.ConfigurationProfileId === undefined) && (missing0 = "ConfigurationProfileId"))) || ((data.ConfigurationVersion === undefined) && (missing0 = "ConfigurationVersion"))){
validate28.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.DeploymentStrategyId !== undefined){
let data0 = data.DeploymentStrategyId;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(!pattern25.test(data0)){
validate28.errors = [{instancePath:instancePath+"/DeploymentStrategyId",schemaPath:"#/properties/DeploymentStrategyId/pattern",keyword:"pattern",params:{pattern: "(^[a-z0-9]{4,7}$|^AppConfig\\.[A-Za-z0-9]{9,40}$)"},message:"must match pattern \""+"(^[a-z0-9]{4,7}$|^AppConfig\\.[A-Za-z0-9]{9,40}$)"+"\""}];
return false;
}
}
else {
validate28.errors = [{instancePath:instancePath+"/DeploymentStrategyId",schemaPath:"#/properties/DeploymentStrategyId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ConfigurationProfileId !== undefined){
let data1 = data.ConfigurationProfileId;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
validate28.errors = [{instancePath:instancePath+"/ConfigurationProfileId",schemaPath:"schema:Id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""}];
return false;
}
}
else {
validate28.errors = [{instancePath:instancePath+"/ConfigurationProfileId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ConfigurationVersion !== undefined){
let data2 = data.ConfigurationVersion;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(func0(data2) > 1024){
validate28.errors = [{instancePath:instancePath+"/ConfigurationVersion",schemaPath:"#/properties/ConfigurationVersion/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
}
else {
if(func0(data2) < 1){
validate28.errors = [{instancePath:instancePath+"/ConfigurationVersion",schemaPath:"#/properties/ConfigurationVersion/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate28.errors = [{instancePath:instancePath+"/ConfigurationVersion",schemaPath:"#/properties/ConfigurationVersion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Description !== undefined){
let data3 = data.Description;
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(func0(data3) > 1024){
validate28.errors = [{instancePath:instancePath+"/Description",schemaPath:"schema:Description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
}
}
else {
validate28.errors = [{instancePath:instancePath+"/Description",schemaPath:"schema:Description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Tags !== undefined){
let data4 = data.Tags;
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(Object.keys(data4).length > 50){
validate28.errors = [{instancePath:instancePath+"/Tags",schemaPath:"schema:Tags/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"}];
return false;
}
else {
for(const key0 in data4){
let data5 = data4[key0];
const _errs15 = errors;
if(errors === _errs15){
if(typeof data5 === "string"){
if(func0(data5) > 256){
validate28.errors = [{instancePath:instancePath+"/Tags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate28.errors = [{instancePath:instancePath+"/Tags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid4 = _errs15 === errors;
if(!valid4){
break;
}
}
}
}
else {
validate28.errors = [{instancePath:instancePath+"/Tags",schemaPath:"schema:Tags/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.KmsKeyIdentifier !== undefined){
let data6 = data.KmsKeyIdentifier;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data6 === "string"){
if(func0(data6) > 2048){
validate28.errors = [{instancePath:instancePath+"/KmsKeyIdentifier",schemaPath:"#/properties/KmsKeyIdentifier/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data6) < 1){
validate28.errors = [{instancePath:instancePath+"/KmsKeyIdentifier",schemaPath:"#/properties/KmsKeyIdentifier/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate28.errors = [{instancePath:instancePath+"/KmsKeyIdentifier",schemaPath:"#/properties/KmsKeyIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.DynamicExtensionParameters !== undefined){
let data7 = data.DynamicExtensionParameters;
const _errs19 = errors;
if(errors === _errs19){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(Object.keys(data7).length > 10){
validate28.errors = [{instancePath:instancePath+"/DynamicExtensionParameters",schemaPath:"#/properties/DynamicExtensionParameters/maxProperties",keyword:"maxProperties",params:{limit: 10},message:"must NOT have more than 10 properties"}];
return false;
}
else {
for(const key1 in data7){
const _errs22 = errors;
if(typeof data7[key1] !== "string"){
validate28.errors = [{instancePath:instancePath+"/DynamicExtensionParameters/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/DynamicExtensionParameters/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs22 === errors;
if(!valid5){
break;
}
}
}
}
else {
validate28.errors = [{instancePath:instancePath+"/DynamicExtensionParameters",schemaPath:"#/properties/DynamicExtensionParameters/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.LatestDeploymentNumber !== undefined){
let data9 = data.LatestDeploymentNumber;
const _errs24 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate28.errors = [{instancePath:instancePath+"/LatestDeploymentNumber",schemaPath:"#/properties/LatestDeploymentNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs24 === errors;
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
}
}
else {
validate28.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate28.errors = vErrors;
return errors === 0;
}

exports.req_21 = validate29;
const schema46 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"ApplicationId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"},"EnvironmentId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"},"DeploymentNumber":{"type":"integer","minimum":1}},"required":["ApplicationId","EnvironmentId","DeploymentNumber"]}}};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
validate29.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate29.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if((((data2.ApplicationId === undefined) && (missing0 = "ApplicationId")) || ((data2.EnvironmentId === undefined) && (missing0 = "EnvironmentId"))) || ((data2.DeploymentNumber === undefined) && (missing0 = "DeploymentNumber"))){
validate29.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data2.ApplicationId !== undefined){
let data3 = data2.ApplicationId;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
validate29.errors = [{instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""}];
return false;
}
}
else {
validate29.errors = [{instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.EnvironmentId !== undefined){
let data4 = data2.EnvironmentId;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
validate29.errors = [{instancePath:instancePath+"/params/EnvironmentId",schemaPath:"#/properties/params/properties/EnvironmentId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""}];
return false;
}
}
else {
validate29.errors = [{instancePath:instancePath+"/params/EnvironmentId",schemaPath:"#/properties/params/properties/EnvironmentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.DeploymentNumber !== undefined){
let data5 = data2.DeploymentNumber;
const _errs11 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate29.errors = [{instancePath:instancePath+"/params/DeploymentNumber",schemaPath:"#/properties/params/properties/DeploymentNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs11){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 1 || isNaN(data5)){
validate29.errors = [{instancePath:instancePath+"/params/DeploymentNumber",schemaPath:"#/properties/params/properties/DeploymentNumber/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
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
else {
validate29.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate29.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate29.errors = vErrors;
return errors === 0;
}

exports.req_22 = validate30;
const schema47 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"allow-revert":{"type":"boolean"}}},"params":{"type":"object","properties":{"ApplicationId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"},"EnvironmentId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"},"DeploymentNumber":{"type":"integer","minimum":1}},"required":["ApplicationId","EnvironmentId","DeploymentNumber"]}}};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
validate30.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1["allow-revert"] !== undefined){
if(typeof data1["allow-revert"] !== "boolean"){
validate30.errors = [{instancePath:instancePath+"/headers/allow-revert",schemaPath:"#/properties/headers/properties/allow-revert/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
}
}
else {
validate30.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data3 = data.params;
const _errs7 = errors;
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing0;
if((((data3.ApplicationId === undefined) && (missing0 = "ApplicationId")) || ((data3.EnvironmentId === undefined) && (missing0 = "EnvironmentId"))) || ((data3.DeploymentNumber === undefined) && (missing0 = "DeploymentNumber"))){
validate30.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data3.ApplicationId !== undefined){
let data4 = data3.ApplicationId;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
validate30.errors = [{instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""}];
return false;
}
}
else {
validate30.errors = [{instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.EnvironmentId !== undefined){
let data5 = data3.EnvironmentId;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data5 === "string"){
if(!pattern0.test(data5)){
validate30.errors = [{instancePath:instancePath+"/params/EnvironmentId",schemaPath:"#/properties/params/properties/EnvironmentId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""}];
return false;
}
}
else {
validate30.errors = [{instancePath:instancePath+"/params/EnvironmentId",schemaPath:"#/properties/params/properties/EnvironmentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.DeploymentNumber !== undefined){
let data6 = data3.DeploymentNumber;
const _errs13 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate30.errors = [{instancePath:instancePath+"/params/DeploymentNumber",schemaPath:"#/properties/params/properties/DeploymentNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs13){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 1 || isNaN(data6)){
validate30.errors = [{instancePath:instancePath+"/params/DeploymentNumber",schemaPath:"#/properties/params/properties/DeploymentNumber/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate30.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate30.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate30.errors = vErrors;
return errors === 0;
}

exports.req_CreateDeploymentStrategyRequest = validate31;
const schema48 = {"type":"object","required":["Name","DeploymentDurationInMinutes","GrowthFactor"],"properties":{"Name":{"$ref":"schema:Name"},"Description":{"$ref":"schema:Description"},"DeploymentDurationInMinutes":{"type":"integer","minimum":0,"maximum":1440},"FinalBakeTimeInMinutes":{"type":"integer","minimum":0,"maximum":1440},"GrowthFactor":{"type":"number","minimum":1,"maximum":100},"GrowthType":{"$ref":"schema:GrowthType"},"ReplicateTo":{"$ref":"schema:ReplicateTo"},"Tags":{"$ref":"schema:Tags"}}};
const schema51 = {"type":"string","enum":["LINEAR","EXPONENTIAL"]};
const schema52 = {"type":"string","enum":["NONE","SSM_DOCUMENT"]};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.Name === undefined) && (missing0 = "Name")) || ((data.DeploymentDurationInMinutes === undefined) && (missing0 = "DeploymentDurationInMinutes"))) || ((data.GrowthFactor === undefined) && (missing0 = "GrowthFactor"))){
validate31.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.Name !== undefined){
let data0 = data.Name;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func0(data0) > 64){
validate31.errors = [{instancePath:instancePath+"/Name",schemaPath:"schema:Name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate31.errors = [{instancePath:instancePath+"/Name",schemaPath:"schema:Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/Name",schemaPath:"schema:Name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Description !== undefined){
let data1 = data.Description;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(func0(data1) > 1024){
validate31.errors = [{instancePath:instancePath+"/Description",schemaPath:"schema:Description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
}
}
else {
validate31.errors = [{instancePath:instancePath+"/Description",schemaPath:"schema:Description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.DeploymentDurationInMinutes !== undefined){
let data2 = data.DeploymentDurationInMinutes;
const _errs7 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate31.errors = [{instancePath:instancePath+"/DeploymentDurationInMinutes",schemaPath:"#/properties/DeploymentDurationInMinutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1440 || isNaN(data2)){
validate31.errors = [{instancePath:instancePath+"/DeploymentDurationInMinutes",schemaPath:"#/properties/DeploymentDurationInMinutes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1440},message:"must be <= 1440"}];
return false;
}
else {
if(data2 < 0 || isNaN(data2)){
validate31.errors = [{instancePath:instancePath+"/DeploymentDurationInMinutes",schemaPath:"#/properties/DeploymentDurationInMinutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.FinalBakeTimeInMinutes !== undefined){
let data3 = data.FinalBakeTimeInMinutes;
const _errs9 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate31.errors = [{instancePath:instancePath+"/FinalBakeTimeInMinutes",schemaPath:"#/properties/FinalBakeTimeInMinutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs9){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1440 || isNaN(data3)){
validate31.errors = [{instancePath:instancePath+"/FinalBakeTimeInMinutes",schemaPath:"#/properties/FinalBakeTimeInMinutes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1440},message:"must be <= 1440"}];
return false;
}
else {
if(data3 < 0 || isNaN(data3)){
validate31.errors = [{instancePath:instancePath+"/FinalBakeTimeInMinutes",schemaPath:"#/properties/FinalBakeTimeInMinutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.GrowthFactor !== undefined){
let data4 = data.GrowthFactor;
const _errs11 = errors;
if(errors === _errs11){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 100 || isNaN(data4)){
validate31.errors = [{instancePath:instancePath+"/GrowthFactor",schemaPath:"#/properties/GrowthFactor/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data4 < 1 || isNaN(data4)){
validate31.errors = [{instancePath:instancePath+"/GrowthFactor",schemaPath:"#/properties/GrowthFactor/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/GrowthFactor",schemaPath:"#/properties/GrowthFactor/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.GrowthType !== undefined){
let data5 = data.GrowthType;
const _errs13 = errors;
if(typeof data5 !== "string"){
validate31.errors = [{instancePath:instancePath+"/GrowthType",schemaPath:"schema:GrowthType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data5 === "LINEAR") || (data5 === "EXPONENTIAL"))){
validate31.errors = [{instancePath:instancePath+"/GrowthType",schemaPath:"schema:GrowthType/enum",keyword:"enum",params:{allowedValues: schema51.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ReplicateTo !== undefined){
let data6 = data.ReplicateTo;
const _errs16 = errors;
if(typeof data6 !== "string"){
validate31.errors = [{instancePath:instancePath+"/ReplicateTo",schemaPath:"schema:ReplicateTo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data6 === "NONE") || (data6 === "SSM_DOCUMENT"))){
validate31.errors = [{instancePath:instancePath+"/ReplicateTo",schemaPath:"schema:ReplicateTo/enum",keyword:"enum",params:{allowedValues: schema52.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Tags !== undefined){
let data7 = data.Tags;
const _errs19 = errors;
const _errs20 = errors;
if(errors === _errs20){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(Object.keys(data7).length > 50){
validate31.errors = [{instancePath:instancePath+"/Tags",schemaPath:"schema:Tags/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"}];
return false;
}
else {
for(const key0 in data7){
let data8 = data7[key0];
const _errs23 = errors;
if(errors === _errs23){
if(typeof data8 === "string"){
if(func0(data8) > 256){
validate31.errors = [{instancePath:instancePath+"/Tags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate31.errors = [{instancePath:instancePath+"/Tags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid6 = _errs23 === errors;
if(!valid6){
break;
}
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/Tags",schemaPath:"schema:Tags/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs19 === errors;
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
}
}
else {
validate31.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}

exports.req_24 = validate32;
const schema54 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"DeploymentStrategyId":{"type":"string","pattern":"(^[a-z0-9]{4,7}$|^AppConfig\\.[A-Za-z0-9]{9,40}$)"}},"required":["DeploymentStrategyId"]}}};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
validate32.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate32.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if((data2.DeploymentStrategyId === undefined) && (missing0 = "DeploymentStrategyId")){
validate32.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data2.DeploymentStrategyId !== undefined){
let data3 = data2.DeploymentStrategyId;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(!pattern25.test(data3)){
validate32.errors = [{instancePath:instancePath+"/params/DeploymentStrategyId",schemaPath:"#/properties/params/properties/DeploymentStrategyId/pattern",keyword:"pattern",params:{pattern: "(^[a-z0-9]{4,7}$|^AppConfig\\.[A-Za-z0-9]{9,40}$)"},message:"must match pattern \""+"(^[a-z0-9]{4,7}$|^AppConfig\\.[A-Za-z0-9]{9,40}$)"+"\""}];
return false;
}
}
else {
validate32.errors = [{instancePath:instancePath+"/params/DeploymentStrategyId",schemaPath:"#/properties/params/properties/DeploymentStrategyId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate32.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate32.errors = vErrors;
return errors === 0;
}

exports.req_UpdateDeploymentStrategyRequest = validate33;
const schema55 = {"type":"object","properties":{"Description":{"$ref":"schema:Description"},"DeploymentDurationInMinutes":{"type":"integer","minimum":0,"maximum":1440},"FinalBakeTimeInMinutes":{"type":"integer","minimum":0,"maximum":1440},"GrowthFactor":{"type":"number","minimum":1,"maximum":100},"GrowthType":{"$ref":"schema:GrowthType"}}};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Description !== undefined){
let data0 = data.Description;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func0(data0) > 1024){
validate33.errors = [{instancePath:instancePath+"/Description",schemaPath:"schema:Description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
}
}
else {
validate33.errors = [{instancePath:instancePath+"/Description",schemaPath:"schema:Description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.DeploymentDurationInMinutes !== undefined){
let data1 = data.DeploymentDurationInMinutes;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate33.errors = [{instancePath:instancePath+"/DeploymentDurationInMinutes",schemaPath:"#/properties/DeploymentDurationInMinutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 1440 || isNaN(data1)){
validate33.errors = [{instancePath:instancePath+"/DeploymentDurationInMinutes",schemaPath:"#/properties/DeploymentDurationInMinutes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1440},message:"must be <= 1440"}];
return false;
}
else {
if(data1 < 0 || isNaN(data1)){
validate33.errors = [{instancePath:instancePath+"/DeploymentDurationInMinutes",schemaPath:"#/properties/DeploymentDurationInMinutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.FinalBakeTimeInMinutes !== undefined){
let data2 = data.FinalBakeTimeInMinutes;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate33.errors = [{instancePath:instancePath+"/FinalBakeTimeInMinutes",schemaPath:"#/properties/FinalBakeTimeInMinutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1440 || isNaN(data2)){
validate33.errors = [{instancePath:instancePath+"/FinalBakeTimeInMinutes",schemaPath:"#/properties/FinalBakeTimeInMinutes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1440},message:"must be <= 1440"}];
return false;
}
else {
if(data2 < 0 || isNaN(data2)){
validate33.errors = [{instancePath:instancePath+"/FinalBakeTimeInMinutes",schemaPath:"#/properties/FinalBakeTimeInMinutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.GrowthFactor !== undefined){
let data3 = data.GrowthFactor;
const _errs8 = errors;
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 100 || isNaN(data3)){
validate33.errors = [{instancePath:instancePath+"/GrowthFactor",schemaPath:"#/properties/GrowthFactor/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data3 < 1 || isNaN(data3)){
validate33.errors = [{instancePath:instancePath+"/GrowthFactor",schemaPath:"#/properties/GrowthFactor/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
else {
validate33.errors = [{instancePath:instancePath+"/GrowthFactor",schemaPath:"#/properties/GrowthFactor/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.GrowthType !== undefined){
let data4 = data.GrowthType;
const _errs10 = errors;
if(typeof data4 !== "string"){
validate33.errors = [{instancePath:instancePath+"/GrowthType",schemaPath:"schema:GrowthType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data4 === "LINEAR") || (data4 === "EXPONENTIAL"))){
validate33.errors = [{instancePath:instancePath+"/GrowthType",schemaPath:"schema:GrowthType/enum",keyword:"enum",params:{allowedValues: schema51.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate33.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate33.errors = vErrors;
return errors === 0;
}

exports.req_26 = validate34;
const schema58 = {"type":"object","properties":{"query":{"type":"object","properties":{"max_results":{"type":"integer","minimum":1,"maximum":50},"next_token":{"type":"string","minLength":1,"maxLength":2048},"MaxResults":{"type":"integer","minimum":1,"maximum":50},"NextToken":{"type":"string","minLength":1,"maxLength":2048},"name":{"type":"string","minLength":1,"maxLength":64}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.max_results !== undefined){
let data1 = data0.max_results;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate34.errors = [{instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 50 || isNaN(data1)){
validate34.errors = [{instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data1 < 1 || isNaN(data1)){
validate34.errors = [{instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.next_token !== undefined){
let data2 = data0.next_token;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 2048){
validate34.errors = [{instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data2) < 1){
validate34.errors = [{instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate34.errors = [{instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.MaxResults !== undefined){
let data3 = data0.MaxResults;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate34.errors = [{instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 50 || isNaN(data3)){
validate34.errors = [{instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data3 < 1 || isNaN(data3)){
validate34.errors = [{instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.NextToken !== undefined){
let data4 = data0.NextToken;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 2048){
validate34.errors = [{instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data4) < 1){
validate34.errors = [{instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate34.errors = [{instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.name !== undefined){
let data5 = data0.name;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data5 === "string"){
if(func0(data5) > 64){
validate34.errors = [{instancePath:instancePath+"/query/name",schemaPath:"#/properties/query/properties/name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data5) < 1){
validate34.errors = [{instancePath:instancePath+"/query/name",schemaPath:"#/properties/query/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate34.errors = [{instancePath:instancePath+"/query/name",schemaPath:"#/properties/query/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate34.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate34.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(!(data7 && typeof data7 == "object" && !Array.isArray(data7))){
validate34.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate34.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate34.errors = vErrors;
return errors === 0;
}

exports.req_27 = validate35;
const schema59 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"latest-version-number":{"type":"integer","minimum":1}}},"params":{"type":"object","properties":{}}}};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
validate35.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1["latest-version-number"] !== undefined){
let data2 = data1["latest-version-number"];
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate35.errors = [{instancePath:instancePath+"/headers/latest-version-number",schemaPath:"#/properties/headers/properties/latest-version-number/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs5){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
validate35.errors = [{instancePath:instancePath+"/headers/latest-version-number",schemaPath:"#/properties/headers/properties/latest-version-number/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
}
else {
validate35.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data3 = data.params;
const _errs7 = errors;
if(errors === _errs7){
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
validate35.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate35.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate35.errors = vErrors;
return errors === 0;
}

exports.req_CreateExtensionRequest = validate36;
const schema60 = {"type":"object","required":["Name","Actions"],"properties":{"Name":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[^/#:\\n]{1,64}$"},"Description":{"$ref":"schema:Description"},"Actions":{"$ref":"schema:Actions"},"Parameters":{"$ref":"schema:Parameters"},"Tags":{"$ref":"schema:Tags"}}};
const pattern32 = new RegExp("^[^/#:\\n]{1,64}$", "u");
const schema62 = {"type":"object","minProperties":1,"additionalProperties":false,"properties":{"PRE_CREATE_HOSTED_CONFIGURATION_VERSION":{"$ref":"schema:ActionList"},"PRE_START_DEPLOYMENT":{"$ref":"schema:ActionList"},"AT_DEPLOYMENT_TICK":{"$ref":"schema:ActionList"},"ON_DEPLOYMENT_START":{"$ref":"schema:ActionList"},"ON_DEPLOYMENT_STEP":{"$ref":"schema:ActionList"},"ON_DEPLOYMENT_BAKING":{"$ref":"schema:ActionList"},"ON_DEPLOYMENT_COMPLETE":{"$ref":"schema:ActionList"},"ON_DEPLOYMENT_ROLLED_BACK":{"$ref":"schema:ActionList"}}};
const schema63 = {"type":"array","minItems":1,"maxItems":1,"items":{"$ref":"schema:Action"}};
const schema64 = {"type":"object","required":["Name","Uri"],"properties":{"Name":{"type":"string","minLength":1,"maxLength":64},"Description":{"$ref":"schema:Description"},"Uri":{"type":"string","minLength":1,"maxLength":2048},"RoleArn":{"type":"string","minLength":20,"maxLength":2048}}};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.Name === undefined) && (missing0 = "Name")) || ((data.Uri === undefined) && (missing0 = "Uri"))){
validate39.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.Name !== undefined){
let data0 = data.Name;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func0(data0) > 64){
validate39.errors = [{instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate39.errors = [{instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate39.errors = [{instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Description !== undefined){
let data1 = data.Description;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func0(data1) > 1024){
validate39.errors = [{instancePath:instancePath+"/Description",schemaPath:"schema:Description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
}
}
else {
validate39.errors = [{instancePath:instancePath+"/Description",schemaPath:"schema:Description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Uri !== undefined){
let data2 = data.Uri;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(func0(data2) > 2048){
validate39.errors = [{instancePath:instancePath+"/Uri",schemaPath:"#/properties/Uri/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data2) < 1){
validate39.errors = [{instancePath:instancePath+"/Uri",schemaPath:"#/properties/Uri/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate39.errors = [{instancePath:instancePath+"/Uri",schemaPath:"#/properties/Uri/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.RoleArn !== undefined){
let data3 = data.RoleArn;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(func0(data3) > 2048){
validate39.errors = [{instancePath:instancePath+"/RoleArn",schemaPath:"#/properties/RoleArn/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data3) < 20){
validate39.errors = [{instancePath:instancePath+"/RoleArn",schemaPath:"#/properties/RoleArn/minLength",keyword:"minLength",params:{limit: 20},message:"must NOT have fewer than 20 characters"}];
return false;
}
}
}
else {
validate39.errors = [{instancePath:instancePath+"/RoleArn",schemaPath:"#/properties/RoleArn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
else {
validate39.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate39.errors = vErrors;
return errors === 0;
}


function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate38.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate38.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate39(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
}
}
else {
validate38.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate38.errors = vErrors;
return errors === 0;
}


function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
validate37.errors = [{instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((((key0 === "PRE_CREATE_HOSTED_CONFIGURATION_VERSION") || (key0 === "PRE_START_DEPLOYMENT")) || (key0 === "AT_DEPLOYMENT_TICK")) || (key0 === "ON_DEPLOYMENT_START")) || (key0 === "ON_DEPLOYMENT_STEP")) || (key0 === "ON_DEPLOYMENT_BAKING")) || (key0 === "ON_DEPLOYMENT_COMPLETE")) || (key0 === "ON_DEPLOYMENT_ROLLED_BACK"))){
validate37.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.PRE_CREATE_HOSTED_CONFIGURATION_VERSION !== undefined){
const _errs2 = errors;
if(!(validate38(data.PRE_CREATE_HOSTED_CONFIGURATION_VERSION, {instancePath:instancePath+"/PRE_CREATE_HOSTED_CONFIGURATION_VERSION",parentData:data,parentDataProperty:"PRE_CREATE_HOSTED_CONFIGURATION_VERSION",rootData}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.PRE_START_DEPLOYMENT !== undefined){
const _errs3 = errors;
if(!(validate38(data.PRE_START_DEPLOYMENT, {instancePath:instancePath+"/PRE_START_DEPLOYMENT",parentData:data,parentDataProperty:"PRE_START_DEPLOYMENT",rootData}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.AT_DEPLOYMENT_TICK !== undefined){
const _errs4 = errors;
if(!(validate38(data.AT_DEPLOYMENT_TICK, {instancePath:instancePath+"/AT_DEPLOYMENT_TICK",parentData:data,parentDataProperty:"AT_DEPLOYMENT_TICK",rootData}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ON_DEPLOYMENT_START !== undefined){
const _errs5 = errors;
if(!(validate38(data.ON_DEPLOYMENT_START, {instancePath:instancePath+"/ON_DEPLOYMENT_START",parentData:data,parentDataProperty:"ON_DEPLOYMENT_START",rootData}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ON_DEPLOYMENT_STEP !== undefined){
const _errs6 = errors;
if(!(validate38(data.ON_DEPLOYMENT_STEP, {instancePath:instancePath+"/ON_DEPLOYMENT_STEP",parentData:data,parentDataProperty:"ON_DEPLOYMENT_STEP",rootData}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ON_DEPLOYMENT_BAKING !== undefined){
const _errs7 = errors;
if(!(validate38(data.ON_DEPLOYMENT_BAKING, {instancePath:instancePath+"/ON_DEPLOYMENT_BAKING",parentData:data,parentDataProperty:"ON_DEPLOYMENT_BAKING",rootData}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ON_DEPLOYMENT_COMPLETE !== undefined){
const _errs8 = errors;
if(!(validate38(data.ON_DEPLOYMENT_COMPLETE, {instancePath:instancePath+"/ON_DEPLOYMENT_COMPLETE",parentData:data,parentDataProperty:"ON_DEPLOYMENT_COMPLETE",rootData}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ON_DEPLOYMENT_ROLLED_BACK !== undefined){
const _errs9 = errors;
if(!(validate38(data.ON_DEPLOYMENT_ROLLED_BACK, {instancePath:instancePath+"/ON_DEPLOYMENT_ROLLED_BACK",parentData:data,parentDataProperty:"ON_DEPLOYMENT_ROLLED_BACK",rootData}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
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
}
}
}
else {
validate37.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate37.errors = vErrors;
return errors === 0;
}

const schema66 = {"type":"object","maxProperties":10,"additionalProperties":{"$ref":"schema:Parameter"}};
const schema67 = {"type":"object","properties":{"Description":{"$ref":"schema:Description"},"Required":{"type":"boolean"},"Dynamic":{"type":"boolean"}}};

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Description !== undefined){
let data0 = data.Description;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func0(data0) > 1024){
validate51.errors = [{instancePath:instancePath+"/Description",schemaPath:"schema:Description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
}
}
else {
validate51.errors = [{instancePath:instancePath+"/Description",schemaPath:"schema:Description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Required !== undefined){
const _errs4 = errors;
if(typeof data.Required !== "boolean"){
validate51.errors = [{instancePath:instancePath+"/Required",schemaPath:"#/properties/Required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Dynamic !== undefined){
const _errs6 = errors;
if(typeof data.Dynamic !== "boolean"){
validate51.errors = [{instancePath:instancePath+"/Dynamic",schemaPath:"#/properties/Dynamic/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate51.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate51.errors = vErrors;
return errors === 0;
}


function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length > 10){
validate50.errors = [{instancePath,schemaPath:"#/maxProperties",keyword:"maxProperties",params:{limit: 10},message:"must NOT have more than 10 properties"}];
return false;
}
else {
for(const key0 in data){
const _errs2 = errors;
if(!(validate51(data[key0], {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key0,rootData}))){
vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
if(!valid0){
break;
}
}
}
}
else {
validate50.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate50.errors = vErrors;
return errors === 0;
}


function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.Name === undefined) && (missing0 = "Name")) || ((data.Actions === undefined) && (missing0 = "Actions"))){
validate36.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.Name !== undefined){
let data0 = data.Name;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func0(data0) > 64){
validate36.errors = [{instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate36.errors = [{instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern32.test(data0)){
validate36.errors = [{instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/pattern",keyword:"pattern",params:{pattern: "^[^/#:\\n]{1,64}$"},message:"must match pattern \""+"^[^/#:\\n]{1,64}$"+"\""}];
return false;
}
}
}
}
else {
validate36.errors = [{instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Description !== undefined){
let data1 = data.Description;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func0(data1) > 1024){
validate36.errors = [{instancePath:instancePath+"/Description",schemaPath:"schema:Description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
}
}
else {
validate36.errors = [{instancePath:instancePath+"/Description",schemaPath:"schema:Description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Actions !== undefined){
const _errs6 = errors;
if(!(validate37(data.Actions, {instancePath:instancePath+"/Actions",parentData:data,parentDataProperty:"Actions",rootData}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Parameters !== undefined){
const _errs7 = errors;
if(!(validate50(data.Parameters, {instancePath:instancePath+"/Parameters",parentData:data,parentDataProperty:"Parameters",rootData}))){
vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Tags !== undefined){
let data4 = data.Tags;
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(Object.keys(data4).length > 50){
validate36.errors = [{instancePath:instancePath+"/Tags",schemaPath:"schema:Tags/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"}];
return false;
}
else {
for(const key0 in data4){
let data5 = data4[key0];
const _errs12 = errors;
if(errors === _errs12){
if(typeof data5 === "string"){
if(func0(data5) > 256){
validate36.errors = [{instancePath:instancePath+"/Tags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate36.errors = [{instancePath:instancePath+"/Tags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs12 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate36.errors = [{instancePath:instancePath+"/Tags",schemaPath:"schema:Tags/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate36.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate36.errors = vErrors;
return errors === 0;
}

exports.req_29 = validate54;
const schema70 = {"type":"object","properties":{"query":{"type":"object","properties":{"version_number":{"type":"integer","minimum":1}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"ExtensionIdentifier":{"type":"string","minLength":1,"maxLength":2048}},"required":["ExtensionIdentifier"]}}};

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.version_number !== undefined){
let data1 = data0.version_number;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate54.errors = [{instancePath:instancePath+"/query/version_number",schemaPath:"#/properties/query/properties/version_number/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
validate54.errors = [{instancePath:instancePath+"/query/version_number",schemaPath:"#/properties/query/properties/version_number/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
}
else {
validate54.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate54.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if((data3.ExtensionIdentifier === undefined) && (missing0 = "ExtensionIdentifier")){
validate54.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data3.ExtensionIdentifier !== undefined){
let data4 = data3.ExtensionIdentifier;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 2048){
validate54.errors = [{instancePath:instancePath+"/params/ExtensionIdentifier",schemaPath:"#/properties/params/properties/ExtensionIdentifier/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data4) < 1){
validate54.errors = [{instancePath:instancePath+"/params/ExtensionIdentifier",schemaPath:"#/properties/params/properties/ExtensionIdentifier/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate54.errors = [{instancePath:instancePath+"/params/ExtensionIdentifier",schemaPath:"#/properties/params/properties/ExtensionIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate54.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate54.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate54.errors = vErrors;
return errors === 0;
}

exports.req_30 = validate55;
const schema71 = {"type":"object","properties":{"query":{"type":"object","properties":{"version":{"type":"integer","minimum":1}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"ExtensionIdentifier":{"type":"string","minLength":1,"maxLength":2048}},"required":["ExtensionIdentifier"]}}};

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.version !== undefined){
let data1 = data0.version;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate55.errors = [{instancePath:instancePath+"/query/version",schemaPath:"#/properties/query/properties/version/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
validate55.errors = [{instancePath:instancePath+"/query/version",schemaPath:"#/properties/query/properties/version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate55.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if((data3.ExtensionIdentifier === undefined) && (missing0 = "ExtensionIdentifier")){
validate55.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data3.ExtensionIdentifier !== undefined){
let data4 = data3.ExtensionIdentifier;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 2048){
validate55.errors = [{instancePath:instancePath+"/params/ExtensionIdentifier",schemaPath:"#/properties/params/properties/ExtensionIdentifier/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data4) < 1){
validate55.errors = [{instancePath:instancePath+"/params/ExtensionIdentifier",schemaPath:"#/properties/params/properties/ExtensionIdentifier/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/params/ExtensionIdentifier",schemaPath:"#/properties/params/properties/ExtensionIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate55.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate55.errors = vErrors;
return errors === 0;
}

exports.req_31 = validate56;
const schema72 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"ExtensionIdentifier":{"type":"string","minLength":1,"maxLength":2048}},"required":["ExtensionIdentifier"]}}};

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
validate56.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate56.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if((data2.ExtensionIdentifier === undefined) && (missing0 = "ExtensionIdentifier")){
validate56.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data2.ExtensionIdentifier !== undefined){
let data3 = data2.ExtensionIdentifier;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func0(data3) > 2048){
validate56.errors = [{instancePath:instancePath+"/params/ExtensionIdentifier",schemaPath:"#/properties/params/properties/ExtensionIdentifier/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data3) < 1){
validate56.errors = [{instancePath:instancePath+"/params/ExtensionIdentifier",schemaPath:"#/properties/params/properties/ExtensionIdentifier/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate56.errors = [{instancePath:instancePath+"/params/ExtensionIdentifier",schemaPath:"#/properties/params/properties/ExtensionIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate56.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate56.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate56.errors = vErrors;
return errors === 0;
}

exports.req_UpdateExtensionRequest = validate57;
const schema73 = {"type":"object","properties":{"Description":{"$ref":"schema:Description"},"Actions":{"$ref":"schema:Actions"},"Parameters":{"$ref":"schema:Parameters"},"VersionNumber":{"type":"integer","minimum":1}}};

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Description !== undefined){
let data0 = data.Description;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func0(data0) > 1024){
validate57.errors = [{instancePath:instancePath+"/Description",schemaPath:"schema:Description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
}
}
else {
validate57.errors = [{instancePath:instancePath+"/Description",schemaPath:"schema:Description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Actions !== undefined){
const _errs4 = errors;
if(!(validate37(data.Actions, {instancePath:instancePath+"/Actions",parentData:data,parentDataProperty:"Actions",rootData}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Parameters !== undefined){
const _errs5 = errors;
if(!(validate50(data.Parameters, {instancePath:instancePath+"/Parameters",parentData:data,parentDataProperty:"Parameters",rootData}))){
vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.VersionNumber !== undefined){
let data3 = data.VersionNumber;
const _errs6 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate57.errors = [{instancePath:instancePath+"/VersionNumber",schemaPath:"#/properties/VersionNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
validate57.errors = [{instancePath:instancePath+"/VersionNumber",schemaPath:"#/properties/VersionNumber/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate57.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate57.errors = vErrors;
return errors === 0;
}

exports.req_33 = validate60;
const schema75 = {"type":"object","properties":{"query":{"type":"object","properties":{"max_results":{"type":"integer","minimum":1,"maximum":50},"next_token":{"type":"string","minLength":1,"maxLength":2048},"MaxResults":{"type":"integer","minimum":1,"maximum":50},"NextToken":{"type":"string","minLength":1,"maxLength":2048},"resource_identifier":{"$ref":"schema:ResourceArn"},"extension_identifier":{"type":"string","minLength":1,"maxLength":2048},"extension_version_number":{"type":"integer","minimum":1}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};
const schema76 = {"type":"string","minLength":20,"maxLength":2048,"pattern":"^arn:aws[a-zA-Z-]*:appconfig:[a-z0-9-]*:(\\d{12})?:(extension/[^/]+(/\\d+)?|application/[a-z0-9]{4,7}(/(environment|configurationprofile)/[a-z0-9]{4,7})?|application/[a-z0-9]{4,7}/environment/[a-z0-9]{4,7}/deployment/\\d+|deploymentstrategy/[A-Za-z0-9.]+|extensionassociation/[a-z0-9]{4,7})$"};
const pattern33 = new RegExp("^arn:aws[a-zA-Z-]*:appconfig:[a-z0-9-]*:(\\d{12})?:(extension/[^/]+(/\\d+)?|application/[a-z0-9]{4,7}(/(environment|configurationprofile)/[a-z0-9]{4,7})?|application/[a-z0-9]{4,7}/environment/[a-z0-9]{4,7}/deployment/\\d+|deploymentstrategy/[A-Za-z0-9.]+|extensionassociation/[a-z0-9]{4,7})$", "u");

function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.max_results !== undefined){
let data1 = data0.max_results;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate60.errors = [{instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 50 || isNaN(data1)){
validate60.errors = [{instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data1 < 1 || isNaN(data1)){
validate60.errors = [{instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.next_token !== undefined){
let data2 = data0.next_token;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 2048){
validate60.errors = [{instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data2) < 1){
validate60.errors = [{instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.MaxResults !== undefined){
let data3 = data0.MaxResults;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate60.errors = [{instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 50 || isNaN(data3)){
validate60.errors = [{instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data3 < 1 || isNaN(data3)){
validate60.errors = [{instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.NextToken !== undefined){
let data4 = data0.NextToken;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 2048){
validate60.errors = [{instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data4) < 1){
validate60.errors = [{instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.resource_identifier !== undefined){
let data5 = data0.resource_identifier;
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data5 === "string"){
if(func0(data5) > 2048){
validate60.errors = [{instancePath:instancePath+"/query/resource_identifier",schemaPath:"schema:ResourceArn/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data5) < 20){
validate60.errors = [{instancePath:instancePath+"/query/resource_identifier",schemaPath:"schema:ResourceArn/minLength",keyword:"minLength",params:{limit: 20},message:"must NOT have fewer than 20 characters"}];
return false;
}
else {
if(!pattern33.test(data5)){
validate60.errors = [{instancePath:instancePath+"/query/resource_identifier",schemaPath:"schema:ResourceArn/pattern",keyword:"pattern",params:{pattern: "^arn:aws[a-zA-Z-]*:appconfig:[a-z0-9-]*:(\\d{12})?:(extension/[^/]+(/\\d+)?|application/[a-z0-9]{4,7}(/(environment|configurationprofile)/[a-z0-9]{4,7})?|application/[a-z0-9]{4,7}/environment/[a-z0-9]{4,7}/deployment/\\d+|deploymentstrategy/[A-Za-z0-9.]+|extensionassociation/[a-z0-9]{4,7})$"},message:"must match pattern \""+"^arn:aws[a-zA-Z-]*:appconfig:[a-z0-9-]*:(\\d{12})?:(extension/[^/]+(/\\d+)?|application/[a-z0-9]{4,7}(/(environment|configurationprofile)/[a-z0-9]{4,7})?|application/[a-z0-9]{4,7}/environment/[a-z0-9]{4,7}/deployment/\\d+|deploymentstrategy/[A-Za-z0-9.]+|extensionassociation/[a-z0-9]{4,7})$"+"\""}];
return false;
}
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/query/resource_identifier",schemaPath:"schema:ResourceArn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.extension_identifier !== undefined){
let data6 = data0.extension_identifier;
const _errs14 = errors;
if(errors === _errs14){
if(typeof data6 === "string"){
if(func0(data6) > 2048){
validate60.errors = [{instancePath:instancePath+"/query/extension_identifier",schemaPath:"#/properties/query/properties/extension_identifier/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data6) < 1){
validate60.errors = [{instancePath:instancePath+"/query/extension_identifier",schemaPath:"#/properties/query/properties/extension_identifier/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/query/extension_identifier",schemaPath:"#/properties/query/properties/extension_identifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs14 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.extension_version_number !== undefined){
let data7 = data0.extension_version_number;
const _errs16 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate60.errors = [{instancePath:instancePath+"/query/extension_version_number",schemaPath:"#/properties/query/properties/extension_version_number/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs16){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 1 || isNaN(data7)){
validate60.errors = [{instancePath:instancePath+"/query/extension_version_number",schemaPath:"#/properties/query/properties/extension_version_number/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid1 = _errs16 === errors;
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
else {
validate60.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data8 = data.headers;
const _errs18 = errors;
if(errors === _errs18){
if(!(data8 && typeof data8 == "object" && !Array.isArray(data8))){
validate60.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.params !== undefined){
let data9 = data.params;
const _errs20 = errors;
if(errors === _errs20){
if(!(data9 && typeof data9 == "object" && !Array.isArray(data9))){
validate60.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate60.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate60.errors = vErrors;
return errors === 0;
}

exports.req_CreateExtensionAssociationRequest = validate61;
const schema77 = {"type":"object","required":["ExtensionIdentifier","ResourceIdentifier"],"properties":{"ExtensionIdentifier":{"type":"string","minLength":1,"maxLength":2048},"ResourceIdentifier":{"type":"string","minLength":1,"maxLength":2048},"ExtensionVersionNumber":{"type":"integer","minimum":1},"Parameters":{"type":"object","maxProperties":10,"additionalProperties":{"type":"string","minLength":1,"maxLength":2048}},"Tags":{"$ref":"schema:Tags"}}};

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.ExtensionIdentifier === undefined) && (missing0 = "ExtensionIdentifier")) || ((data.ResourceIdentifier === undefined) && (missing0 = "ResourceIdentifier"))){
validate61.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.ExtensionIdentifier !== undefined){
let data0 = data.ExtensionIdentifier;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func0(data0) > 2048){
validate61.errors = [{instancePath:instancePath+"/ExtensionIdentifier",schemaPath:"#/properties/ExtensionIdentifier/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate61.errors = [{instancePath:instancePath+"/ExtensionIdentifier",schemaPath:"#/properties/ExtensionIdentifier/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate61.errors = [{instancePath:instancePath+"/ExtensionIdentifier",schemaPath:"#/properties/ExtensionIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ResourceIdentifier !== undefined){
let data1 = data.ResourceIdentifier;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 2048){
validate61.errors = [{instancePath:instancePath+"/ResourceIdentifier",schemaPath:"#/properties/ResourceIdentifier/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data1) < 1){
validate61.errors = [{instancePath:instancePath+"/ResourceIdentifier",schemaPath:"#/properties/ResourceIdentifier/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate61.errors = [{instancePath:instancePath+"/ResourceIdentifier",schemaPath:"#/properties/ResourceIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ExtensionVersionNumber !== undefined){
let data2 = data.ExtensionVersionNumber;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate61.errors = [{instancePath:instancePath+"/ExtensionVersionNumber",schemaPath:"#/properties/ExtensionVersionNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs5){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
validate61.errors = [{instancePath:instancePath+"/ExtensionVersionNumber",schemaPath:"#/properties/ExtensionVersionNumber/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Parameters !== undefined){
let data3 = data.Parameters;
const _errs7 = errors;
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(Object.keys(data3).length > 10){
validate61.errors = [{instancePath:instancePath+"/Parameters",schemaPath:"#/properties/Parameters/maxProperties",keyword:"maxProperties",params:{limit: 10},message:"must NOT have more than 10 properties"}];
return false;
}
else {
for(const key0 in data3){
let data4 = data3[key0];
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(func0(data4) > 2048){
validate61.errors = [{instancePath:instancePath+"/Parameters/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/Parameters/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data4) < 1){
validate61.errors = [{instancePath:instancePath+"/Parameters/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/Parameters/additionalProperties/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate61.errors = [{instancePath:instancePath+"/Parameters/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/Parameters/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate61.errors = [{instancePath:instancePath+"/Parameters",schemaPath:"#/properties/Parameters/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Tags !== undefined){
let data5 = data.Tags;
const _errs12 = errors;
const _errs13 = errors;
if(errors === _errs13){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(Object.keys(data5).length > 50){
validate61.errors = [{instancePath:instancePath+"/Tags",schemaPath:"schema:Tags/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"}];
return false;
}
else {
for(const key1 in data5){
let data6 = data5[key1];
const _errs16 = errors;
if(errors === _errs16){
if(typeof data6 === "string"){
if(func0(data6) > 256){
validate61.errors = [{instancePath:instancePath+"/Tags/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate61.errors = [{instancePath:instancePath+"/Tags/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs16 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate61.errors = [{instancePath:instancePath+"/Tags",schemaPath:"schema:Tags/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate61.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate61.errors = vErrors;
return errors === 0;
}

exports.req_35 = validate62;
const schema79 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"ExtensionAssociationId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"}},"required":["ExtensionAssociationId"]}}};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
validate62.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate62.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if((data2.ExtensionAssociationId === undefined) && (missing0 = "ExtensionAssociationId")){
validate62.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data2.ExtensionAssociationId !== undefined){
let data3 = data2.ExtensionAssociationId;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
validate62.errors = [{instancePath:instancePath+"/params/ExtensionAssociationId",schemaPath:"#/properties/params/properties/ExtensionAssociationId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""}];
return false;
}
}
else {
validate62.errors = [{instancePath:instancePath+"/params/ExtensionAssociationId",schemaPath:"#/properties/params/properties/ExtensionAssociationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate62.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate62.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate62.errors = vErrors;
return errors === 0;
}

exports.req_UpdateExtensionAssociationRequest = validate63;
const schema80 = {"type":"object","properties":{"Parameters":{"type":"object","maxProperties":10,"additionalProperties":{"type":"string","minLength":1,"maxLength":2048}}}};

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Parameters !== undefined){
let data0 = data.Parameters;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(Object.keys(data0).length > 10){
validate63.errors = [{instancePath:instancePath+"/Parameters",schemaPath:"#/properties/Parameters/maxProperties",keyword:"maxProperties",params:{limit: 10},message:"must NOT have more than 10 properties"}];
return false;
}
else {
for(const key0 in data0){
let data1 = data0[key0];
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func0(data1) > 2048){
validate63.errors = [{instancePath:instancePath+"/Parameters/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/Parameters/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data1) < 1){
validate63.errors = [{instancePath:instancePath+"/Parameters/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/Parameters/additionalProperties/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate63.errors = [{instancePath:instancePath+"/Parameters/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/Parameters/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate63.errors = [{instancePath:instancePath+"/Parameters",schemaPath:"#/properties/Parameters/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
else {
validate63.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate63.errors = vErrors;
return errors === 0;
}

exports.req_37 = validate64;
const schema81 = {"type":"object","properties":{"query":{"type":"object","properties":{"client_id":{"type":"string","minLength":1,"maxLength":64},"client_configuration_version":{"type":"string","minLength":1,"maxLength":1024}},"required":["client_id"]},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"Application":{"type":"string","minLength":1,"maxLength":64},"Environment":{"type":"string","minLength":1,"maxLength":64},"Configuration":{"type":"string","minLength":1,"maxLength":64}},"required":["Application","Environment","Configuration"]}}};

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if((data0.client_id === undefined) && (missing0 = "client_id")){
validate64.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data0.client_id !== undefined){
let data1 = data0.client_id;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 64){
validate64.errors = [{instancePath:instancePath+"/query/client_id",schemaPath:"#/properties/query/properties/client_id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data1) < 1){
validate64.errors = [{instancePath:instancePath+"/query/client_id",schemaPath:"#/properties/query/properties/client_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate64.errors = [{instancePath:instancePath+"/query/client_id",schemaPath:"#/properties/query/properties/client_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.client_configuration_version !== undefined){
let data2 = data0.client_configuration_version;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 1024){
validate64.errors = [{instancePath:instancePath+"/query/client_configuration_version",schemaPath:"#/properties/query/properties/client_configuration_version/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
}
else {
if(func0(data2) < 1){
validate64.errors = [{instancePath:instancePath+"/query/client_configuration_version",schemaPath:"#/properties/query/properties/client_configuration_version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate64.errors = [{instancePath:instancePath+"/query/client_configuration_version",schemaPath:"#/properties/query/properties/client_configuration_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate64.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data3 = data.headers;
const _errs7 = errors;
if(errors === _errs7){
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
validate64.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.params !== undefined){
let data4 = data.params;
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing1;
if((((data4.Application === undefined) && (missing1 = "Application")) || ((data4.Environment === undefined) && (missing1 = "Environment"))) || ((data4.Configuration === undefined) && (missing1 = "Configuration"))){
validate64.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data4.Application !== undefined){
let data5 = data4.Application;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data5 === "string"){
if(func0(data5) > 64){
validate64.errors = [{instancePath:instancePath+"/params/Application",schemaPath:"#/properties/params/properties/Application/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data5) < 1){
validate64.errors = [{instancePath:instancePath+"/params/Application",schemaPath:"#/properties/params/properties/Application/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate64.errors = [{instancePath:instancePath+"/params/Application",schemaPath:"#/properties/params/properties/Application/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.Environment !== undefined){
let data6 = data4.Environment;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data6 === "string"){
if(func0(data6) > 64){
validate64.errors = [{instancePath:instancePath+"/params/Environment",schemaPath:"#/properties/params/properties/Environment/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data6) < 1){
validate64.errors = [{instancePath:instancePath+"/params/Environment",schemaPath:"#/properties/params/properties/Environment/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate64.errors = [{instancePath:instancePath+"/params/Environment",schemaPath:"#/properties/params/properties/Environment/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.Configuration !== undefined){
let data7 = data4.Configuration;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data7 === "string"){
if(func0(data7) > 64){
validate64.errors = [{instancePath:instancePath+"/params/Configuration",schemaPath:"#/properties/params/properties/Configuration/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data7) < 1){
validate64.errors = [{instancePath:instancePath+"/params/Configuration",schemaPath:"#/properties/params/properties/Configuration/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate64.errors = [{instancePath:instancePath+"/params/Configuration",schemaPath:"#/properties/params/properties/Configuration/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate64.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate64.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate64.errors = vErrors;
return errors === 0;
}

exports.req_38 = validate65;
const schema82 = {"type":"object","required":["ApplicationIdentifier","EnvironmentIdentifier","ConfigurationProfileIdentifier"],"properties":{"ApplicationIdentifier":{"$ref":"schema:SessionIdentifier"},"EnvironmentIdentifier":{"$ref":"schema:SessionIdentifier"},"ConfigurationProfileIdentifier":{"$ref":"schema:SessionIdentifier"},"RequiredMinimumPollIntervalInSeconds":{"type":"integer","minimum":15,"maximum":86400}}};
const schema83 = {"type":"string","minLength":1,"maxLength":128};

function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.ApplicationIdentifier === undefined) && (missing0 = "ApplicationIdentifier")) || ((data.EnvironmentIdentifier === undefined) && (missing0 = "EnvironmentIdentifier"))) || ((data.ConfigurationProfileIdentifier === undefined) && (missing0 = "ConfigurationProfileIdentifier"))){
validate65.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.ApplicationIdentifier !== undefined){
let data0 = data.ApplicationIdentifier;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func0(data0) > 128){
validate65.errors = [{instancePath:instancePath+"/ApplicationIdentifier",schemaPath:"schema:SessionIdentifier/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate65.errors = [{instancePath:instancePath+"/ApplicationIdentifier",schemaPath:"schema:SessionIdentifier/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate65.errors = [{instancePath:instancePath+"/ApplicationIdentifier",schemaPath:"schema:SessionIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.EnvironmentIdentifier !== undefined){
let data1 = data.EnvironmentIdentifier;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(func0(data1) > 128){
validate65.errors = [{instancePath:instancePath+"/EnvironmentIdentifier",schemaPath:"schema:SessionIdentifier/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
else {
if(func0(data1) < 1){
validate65.errors = [{instancePath:instancePath+"/EnvironmentIdentifier",schemaPath:"schema:SessionIdentifier/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate65.errors = [{instancePath:instancePath+"/EnvironmentIdentifier",schemaPath:"schema:SessionIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ConfigurationProfileIdentifier !== undefined){
let data2 = data.ConfigurationProfileIdentifier;
const _errs7 = errors;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data2 === "string"){
if(func0(data2) > 128){
validate65.errors = [{instancePath:instancePath+"/ConfigurationProfileIdentifier",schemaPath:"schema:SessionIdentifier/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
else {
if(func0(data2) < 1){
validate65.errors = [{instancePath:instancePath+"/ConfigurationProfileIdentifier",schemaPath:"schema:SessionIdentifier/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate65.errors = [{instancePath:instancePath+"/ConfigurationProfileIdentifier",schemaPath:"schema:SessionIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.RequiredMinimumPollIntervalInSeconds !== undefined){
let data3 = data.RequiredMinimumPollIntervalInSeconds;
const _errs10 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate65.errors = [{instancePath:instancePath+"/RequiredMinimumPollIntervalInSeconds",schemaPath:"#/properties/RequiredMinimumPollIntervalInSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs10){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 86400 || isNaN(data3)){
validate65.errors = [{instancePath:instancePath+"/RequiredMinimumPollIntervalInSeconds",schemaPath:"#/properties/RequiredMinimumPollIntervalInSeconds/maximum",keyword:"maximum",params:{comparison: "<=", limit: 86400},message:"must be <= 86400"}];
return false;
}
else {
if(data3 < 15 || isNaN(data3)){
validate65.errors = [{instancePath:instancePath+"/RequiredMinimumPollIntervalInSeconds",schemaPath:"#/properties/RequiredMinimumPollIntervalInSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 15},message:"must be >= 15"}];
return false;
}
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate65.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate65.errors = vErrors;
return errors === 0;
}

exports.req_39 = validate66;
const schema86 = {"type":"object","properties":{"query":{"type":"object","properties":{"configuration_token":{"$ref":"schema:ConfigurationToken"}},"required":["configuration_token"]},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};
const schema87 = {"type":"string","minLength":1,"maxLength":8192,"pattern":"^\\S+$"};
const pattern35 = new RegExp("^\\S+$", "u");

function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if((data0.configuration_token === undefined) && (missing0 = "configuration_token")){
validate66.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data0.configuration_token !== undefined){
let data1 = data0.configuration_token;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func0(data1) > 8192){
validate66.errors = [{instancePath:instancePath+"/query/configuration_token",schemaPath:"schema:ConfigurationToken/maxLength",keyword:"maxLength",params:{limit: 8192},message:"must NOT have more than 8192 characters"}];
return false;
}
else {
if(func0(data1) < 1){
validate66.errors = [{instancePath:instancePath+"/query/configuration_token",schemaPath:"schema:ConfigurationToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern35.test(data1)){
validate66.errors = [{instancePath:instancePath+"/query/configuration_token",schemaPath:"schema:ConfigurationToken/pattern",keyword:"pattern",params:{pattern: "^\\S+$"},message:"must match pattern \""+"^\\S+$"+"\""}];
return false;
}
}
}
}
else {
validate66.errors = [{instancePath:instancePath+"/query/configuration_token",schemaPath:"schema:ConfigurationToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate66.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
const _errs6 = errors;
if(errors === _errs6){
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
validate66.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.params !== undefined){
let data3 = data.params;
const _errs8 = errors;
if(errors === _errs8){
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
validate66.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
else {
validate66.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate66.errors = vErrors;
return errors === 0;
}

exports.req_40 = validate67;
const schema88 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"ResourceArn":{"$ref":"schema:ResourceArn"}},"required":["ResourceArn"]}}};

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
validate67.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate67.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if((data2.ResourceArn === undefined) && (missing0 = "ResourceArn")){
validate67.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data2.ResourceArn !== undefined){
let data3 = data2.ResourceArn;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(func0(data3) > 2048){
validate67.errors = [{instancePath:instancePath+"/params/ResourceArn",schemaPath:"schema:ResourceArn/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data3) < 20){
validate67.errors = [{instancePath:instancePath+"/params/ResourceArn",schemaPath:"schema:ResourceArn/minLength",keyword:"minLength",params:{limit: 20},message:"must NOT have fewer than 20 characters"}];
return false;
}
else {
if(!pattern33.test(data3)){
validate67.errors = [{instancePath:instancePath+"/params/ResourceArn",schemaPath:"schema:ResourceArn/pattern",keyword:"pattern",params:{pattern: "^arn:aws[a-zA-Z-]*:appconfig:[a-z0-9-]*:(\\d{12})?:(extension/[^/]+(/\\d+)?|application/[a-z0-9]{4,7}(/(environment|configurationprofile)/[a-z0-9]{4,7})?|application/[a-z0-9]{4,7}/environment/[a-z0-9]{4,7}/deployment/\\d+|deploymentstrategy/[A-Za-z0-9.]+|extensionassociation/[a-z0-9]{4,7})$"},message:"must match pattern \""+"^arn:aws[a-zA-Z-]*:appconfig:[a-z0-9-]*:(\\d{12})?:(extension/[^/]+(/\\d+)?|application/[a-z0-9]{4,7}(/(environment|configurationprofile)/[a-z0-9]{4,7})?|application/[a-z0-9]{4,7}/environment/[a-z0-9]{4,7}/deployment/\\d+|deploymentstrategy/[A-Za-z0-9.]+|extensionassociation/[a-z0-9]{4,7})$"+"\""}];
return false;
}
}
}
}
else {
validate67.errors = [{instancePath:instancePath+"/params/ResourceArn",schemaPath:"schema:ResourceArn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate67.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate67.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate67.errors = vErrors;
return errors === 0;
}

exports.req_TagResourceRequest = validate68;
const schema90 = {"type":"object","required":["Tags"],"properties":{"Tags":{"$ref":"schema:Tags"}}};

function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.Tags === undefined) && (missing0 = "Tags")){
validate68.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.Tags !== undefined){
let data0 = data.Tags;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(Object.keys(data0).length > 50){
validate68.errors = [{instancePath:instancePath+"/Tags",schemaPath:"schema:Tags/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"}];
return false;
}
else {
for(const key0 in data0){
let data1 = data0[key0];
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(func0(data1) > 256){
validate68.errors = [{instancePath:instancePath+"/Tags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate68.errors = [{instancePath:instancePath+"/Tags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs5 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate68.errors = [{instancePath:instancePath+"/Tags",schemaPath:"schema:Tags/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
}
else {
validate68.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate68.errors = vErrors;
return errors === 0;
}

exports.req_42 = validate69;
const schema92 = {"type":"object","properties":{"query":{"type":"object","properties":{"tagKeys":{"type":"array","minItems":1,"maxItems":50,"items":{"type":"string","minLength":1,"maxLength":128}}},"required":["tagKeys"]},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"ResourceArn":{"$ref":"schema:ResourceArn"}},"required":["ResourceArn"]}}};

function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if((data0.tagKeys === undefined) && (missing0 = "tagKeys")){
validate69.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data0.tagKeys !== undefined){
let data1 = data0.tagKeys;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
if(data1.length > 50){
validate69.errors = [{instancePath:instancePath+"/query/tagKeys",schemaPath:"#/properties/query/properties/tagKeys/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"}];
return false;
}
else {
if(data1.length < 1){
validate69.errors = [{instancePath:instancePath+"/query/tagKeys",schemaPath:"#/properties/query/properties/tagKeys/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 128){
validate69.errors = [{instancePath:instancePath+"/query/tagKeys/" + i0,schemaPath:"#/properties/query/properties/tagKeys/items/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
else {
if(func0(data2) < 1){
validate69.errors = [{instancePath:instancePath+"/query/tagKeys/" + i0,schemaPath:"#/properties/query/properties/tagKeys/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate69.errors = [{instancePath:instancePath+"/query/tagKeys/" + i0,schemaPath:"#/properties/query/properties/tagKeys/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs5 === errors;
if(!valid2){
break;
}
}
}
}
}
else {
validate69.errors = [{instancePath:instancePath+"/query/tagKeys",schemaPath:"#/properties/query/properties/tagKeys/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate69.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data3 = data.headers;
const _errs7 = errors;
if(errors === _errs7){
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
validate69.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.params !== undefined){
let data4 = data.params;
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing1;
if((data4.ResourceArn === undefined) && (missing1 = "ResourceArn")){
validate69.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data4.ResourceArn !== undefined){
let data5 = data4.ResourceArn;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data5 === "string"){
if(func0(data5) > 2048){
validate69.errors = [{instancePath:instancePath+"/params/ResourceArn",schemaPath:"schema:ResourceArn/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data5) < 20){
validate69.errors = [{instancePath:instancePath+"/params/ResourceArn",schemaPath:"schema:ResourceArn/minLength",keyword:"minLength",params:{limit: 20},message:"must NOT have fewer than 20 characters"}];
return false;
}
else {
if(!pattern33.test(data5)){
validate69.errors = [{instancePath:instancePath+"/params/ResourceArn",schemaPath:"schema:ResourceArn/pattern",keyword:"pattern",params:{pattern: "^arn:aws[a-zA-Z-]*:appconfig:[a-z0-9-]*:(\\d{12})?:(extension/[^/]+(/\\d+)?|application/[a-z0-9]{4,7}(/(environment|configurationprofile)/[a-z0-9]{4,7})?|application/[a-z0-9]{4,7}/environment/[a-z0-9]{4,7}/deployment/\\d+|deploymentstrategy/[A-Za-z0-9.]+|extensionassociation/[a-z0-9]{4,7})$"},message:"must match pattern \""+"^arn:aws[a-zA-Z-]*:appconfig:[a-z0-9-]*:(\\d{12})?:(extension/[^/]+(/\\d+)?|application/[a-z0-9]{4,7}(/(environment|configurationprofile)/[a-z0-9]{4,7})?|application/[a-z0-9]{4,7}/environment/[a-z0-9]{4,7}/deployment/\\d+|deploymentstrategy/[A-Za-z0-9.]+|extensionassociation/[a-z0-9]{4,7})$"+"\""}];
return false;
}
}
}
}
else {
validate69.errors = [{instancePath:instancePath+"/params/ResourceArn",schemaPath:"schema:ResourceArn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate69.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate69.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate69.errors = vErrors;
return errors === 0;
}
