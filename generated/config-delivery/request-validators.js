// generated from specs/config-delivery.yaml — do not edit; run `make generate`
"use strict";
exports.req_0 = validate0;
const schema0 = {"type":"object","properties":{"query":{"type":"object","properties":{"max_results":{"type":"integer","minimum":1,"maximum":50,"safeInteger":true},"next_token":{"type":"string","minLength":1,"maxLength":2048},"MaxResults":{"type":"integer","minimum":1,"maximum":50,"safeInteger":true},"NextToken":{"type":"string","minLength":1,"maxLength":2048}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};
const func0 = require("ajv/dist/runtime/ucs2length").default;

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.max_results !== undefined){
let data1 = data0.max_results;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err0 = {instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 50 || isNaN(data1)){
const err1 = {instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err2 = {instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(Number.isInteger(data1) && !Number.isSafeInteger(data1)){
const err3 = {instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data0.next_token !== undefined){
let data2 = data0.next_token;
if(typeof data2 === "string"){
if(func0(data2) > 2048){
const err4 = {instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func0(data2) < 1){
const err5 = {instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.MaxResults !== undefined){
let data3 = data0.MaxResults;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err7 = {instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 50 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(Number.isInteger(data3) && !Number.isSafeInteger(data3)){
const err10 = {instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data0.NextToken !== undefined){
let data4 = data0.NextToken;
if(typeof data4 === "string"){
if(func0(data4) > 2048){
const err11 = {instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func0(data4) < 1){
const err12 = {instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err13 = {instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err14 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.headers !== undefined){
let data5 = data.headers;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
const err15 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.params !== undefined){
let data6 = data.params;
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
const err16 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}

exports.req_1 = validate1;
const schema1 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Name"},message:"must have required property '"+"Name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Name !== undefined){
let data0 = data.Name;
if(typeof data0 === "string"){
if(func0(data0) > 64){
const err1 = {instancePath:instancePath+"/Name",schemaPath:"schema:Name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func0(data0) < 1){
const err2 = {instancePath:instancePath+"/Name",schemaPath:"schema:Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err3 = {instancePath:instancePath+"/Name",schemaPath:"schema:Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.Description !== undefined){
let data1 = data.Description;
if(typeof data1 === "string"){
if(func0(data1) > 1024){
const err4 = {instancePath:instancePath+"/Description",schemaPath:"schema:Description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
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
const err5 = {instancePath:instancePath+"/Description",schemaPath:"schema:Description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.Tags !== undefined){
let data2 = data.Tags;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(Object.keys(data2).length > 50){
const err6 = {instancePath:instancePath+"/Tags",schemaPath:"schema:Tags/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data2){
let data3 = data2[key0];
if(typeof data3 === "string"){
if(func0(data3) > 256){
const err7 = {instancePath:instancePath+"/Tags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
const err8 = {instancePath:instancePath+"/Tags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err9 = {instancePath:instancePath+"/Tags",schemaPath:"schema:Tags/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
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
if(data2.ApplicationId === undefined){
const err2 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "ApplicationId"},message:"must have required property '"+"ApplicationId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data2.ApplicationId !== undefined){
let data3 = data2.ApplicationId;
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err3 = {instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""};
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
const err4 = {instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate3.errors = vErrors;
return errors === 0;
}

exports.req_UpdateApplicationRequest = validate4;
const schema7 = {"type":"object","properties":{"Name":{"$ref":"schema:Name"},"Description":{"$ref":"schema:Description"}}};

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Name !== undefined){
let data0 = data.Name;
if(typeof data0 === "string"){
if(func0(data0) > 64){
const err0 = {instancePath:instancePath+"/Name",schemaPath:"schema:Name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func0(data0) < 1){
const err1 = {instancePath:instancePath+"/Name",schemaPath:"schema:Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err2 = {instancePath:instancePath+"/Name",schemaPath:"schema:Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.Description !== undefined){
let data1 = data.Description;
if(typeof data1 === "string"){
if(func0(data1) > 1024){
const err3 = {instancePath:instancePath+"/Description",schemaPath:"schema:Description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
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
const err4 = {instancePath:instancePath+"/Description",schemaPath:"schema:Description/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate4.errors = vErrors;
return errors === 0;
}

exports.req_5 = validate5;
const schema10 = {"type":"object","properties":{"query":{"type":"object","properties":{"max_results":{"type":"integer","minimum":1,"maximum":50,"safeInteger":true},"next_token":{"type":"string","minLength":1,"maxLength":2048},"MaxResults":{"type":"integer","minimum":1,"maximum":50,"safeInteger":true},"NextToken":{"type":"string","minLength":1,"maxLength":2048},"type":{"$ref":"schema:ConfigurationProfileType"}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"ApplicationId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"}},"required":["ApplicationId"]}}};
const schema11 = {"type":"string","enum":["AWS.AppConfig.FeatureFlags","AWS.Freeform"]};

function validate5(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.max_results !== undefined){
let data1 = data0.max_results;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err0 = {instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 50 || isNaN(data1)){
const err1 = {instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err2 = {instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(Number.isInteger(data1) && !Number.isSafeInteger(data1)){
const err3 = {instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data0.next_token !== undefined){
let data2 = data0.next_token;
if(typeof data2 === "string"){
if(func0(data2) > 2048){
const err4 = {instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func0(data2) < 1){
const err5 = {instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.MaxResults !== undefined){
let data3 = data0.MaxResults;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err7 = {instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 50 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(Number.isInteger(data3) && !Number.isSafeInteger(data3)){
const err10 = {instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data0.NextToken !== undefined){
let data4 = data0.NextToken;
if(typeof data4 === "string"){
if(func0(data4) > 2048){
const err11 = {instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func0(data4) < 1){
const err12 = {instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err13 = {instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data0.type !== undefined){
let data5 = data0.type;
if(typeof data5 !== "string"){
const err14 = {instancePath:instancePath+"/query/type",schemaPath:"schema:ConfigurationProfileType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!((data5 === "AWS.AppConfig.FeatureFlags") || (data5 === "AWS.Freeform"))){
const err15 = {instancePath:instancePath+"/query/type",schemaPath:"schema:ConfigurationProfileType/enum",keyword:"enum",params:{allowedValues: schema11.enum},message:"must be equal to one of the allowed values"};
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
const err16 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.headers !== undefined){
let data6 = data.headers;
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
const err17 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.params !== undefined){
let data7 = data.params;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.ApplicationId === undefined){
const err18 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "ApplicationId"},message:"must have required property '"+"ApplicationId"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data7.ApplicationId !== undefined){
let data8 = data7.ApplicationId;
if(typeof data8 === "string"){
if(!pattern0.test(data8)){
const err19 = {instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err21 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Type"},message:"must have required property '"+"Type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Content === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Content"},message:"must have required property '"+"Content"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.Type !== undefined){
let data0 = data.Type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/Type",schemaPath:"schema:ValidatorType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((data0 === "JSON_SCHEMA") || (data0 === "LAMBDA"))){
const err3 = {instancePath:instancePath+"/Type",schemaPath:"schema:ValidatorType/enum",keyword:"enum",params:{allowedValues: schema17.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.Content !== undefined){
let data1 = data.Content;
if(typeof data1 === "string"){
if(func0(data1) > 32768){
const err4 = {instancePath:instancePath+"/Content",schemaPath:"#/properties/Content/maxLength",keyword:"maxLength",params:{limit: 32768},message:"must NOT have more than 32768 characters"};
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
const err5 = {instancePath:instancePath+"/Content",schemaPath:"#/properties/Content/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate8.errors = vErrors;
return errors === 0;
}


function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
if(data.length > 2){
const err0 = {instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate8(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate8.errors : vErrors.concat(validate8.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate7.errors = vErrors;
return errors === 0;
}


function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Name"},message:"must have required property '"+"Name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.LocationUri === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "LocationUri"},message:"must have required property '"+"LocationUri"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.Name !== undefined){
let data0 = data.Name;
if(typeof data0 === "string"){
if(func0(data0) > 128){
const err2 = {instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func0(data0) < 1){
const err3 = {instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.Description !== undefined){
let data1 = data.Description;
if(typeof data1 === "string"){
if(func0(data1) > 1024){
const err5 = {instancePath:instancePath+"/Description",schemaPath:"schema:Description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
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
const err6 = {instancePath:instancePath+"/Description",schemaPath:"schema:Description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.LocationUri !== undefined){
let data2 = data.LocationUri;
if(typeof data2 === "string"){
if(func0(data2) > 2048){
const err7 = {instancePath:instancePath+"/LocationUri",schemaPath:"#/properties/LocationUri/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func0(data2) < 1){
const err8 = {instancePath:instancePath+"/LocationUri",schemaPath:"#/properties/LocationUri/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err9 = {instancePath:instancePath+"/LocationUri",schemaPath:"#/properties/LocationUri/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.RetrievalRoleArn !== undefined){
let data3 = data.RetrievalRoleArn;
if(typeof data3 === "string"){
if(func0(data3) > 2048){
const err10 = {instancePath:instancePath+"/RetrievalRoleArn",schemaPath:"schema:RoleArn/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func0(data3) < 20){
const err11 = {instancePath:instancePath+"/RetrievalRoleArn",schemaPath:"schema:RoleArn/minLength",keyword:"minLength",params:{limit: 20},message:"must NOT have fewer than 20 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern2.test(data3)){
const err12 = {instancePath:instancePath+"/RetrievalRoleArn",schemaPath:"schema:RoleArn/pattern",keyword:"pattern",params:{pattern: "^arn:(aws|aws-cn|aws-iso|aws-iso-[a-z]{1}|aws-us-gov):iam::\\d{12}:role/.*$"},message:"must match pattern \""+"^arn:(aws|aws-cn|aws-iso|aws-iso-[a-z]{1}|aws-us-gov):iam::\\d{12}:role/.*$"+"\""};
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
const err13 = {instancePath:instancePath+"/RetrievalRoleArn",schemaPath:"schema:RoleArn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.Validators !== undefined){
if(!(validate7(data.Validators, {instancePath:instancePath+"/Validators",parentData:data,parentDataProperty:"Validators",rootData}))){
vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
errors = vErrors.length;
}
}
if(data.Tags !== undefined){
let data5 = data.Tags;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(Object.keys(data5).length > 50){
const err14 = {instancePath:instancePath+"/Tags",schemaPath:"schema:Tags/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key0 in data5){
let data6 = data5[key0];
if(typeof data6 === "string"){
if(func0(data6) > 256){
const err15 = {instancePath:instancePath+"/Tags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
const err16 = {instancePath:instancePath+"/Tags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err17 = {instancePath:instancePath+"/Tags",schemaPath:"schema:Tags/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.Type !== undefined){
let data7 = data.Type;
if(typeof data7 !== "string"){
const err18 = {instancePath:instancePath+"/Type",schemaPath:"schema:ConfigurationProfileType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!((data7 === "AWS.AppConfig.FeatureFlags") || (data7 === "AWS.Freeform"))){
const err19 = {instancePath:instancePath+"/Type",schemaPath:"schema:ConfigurationProfileType/enum",keyword:"enum",params:{allowedValues: schema11.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.KmsKeyIdentifier !== undefined){
let data8 = data.KmsKeyIdentifier;
if(typeof data8 === "string"){
if(func0(data8) > 2048){
const err20 = {instancePath:instancePath+"/KmsKeyIdentifier",schemaPath:"#/properties/KmsKeyIdentifier/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(func0(data8) < 1){
const err21 = {instancePath:instancePath+"/KmsKeyIdentifier",schemaPath:"#/properties/KmsKeyIdentifier/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err22 = {instancePath:instancePath+"/KmsKeyIdentifier",schemaPath:"#/properties/KmsKeyIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate6.errors = vErrors;
return errors === 0;
}

exports.req_7 = validate11;
const schema20 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"ApplicationId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"},"ConfigurationProfileId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"}},"required":["ApplicationId","ConfigurationProfileId"]}}};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data2.ApplicationId === undefined){
const err2 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "ApplicationId"},message:"must have required property '"+"ApplicationId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data2.ConfigurationProfileId === undefined){
const err3 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "ConfigurationProfileId"},message:"must have required property '"+"ConfigurationProfileId"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.ApplicationId !== undefined){
let data3 = data2.ApplicationId;
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err4 = {instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""};
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
const err5 = {instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data2.ConfigurationProfileId !== undefined){
let data4 = data2.ConfigurationProfileId;
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
const err6 = {instancePath:instancePath+"/params/ConfigurationProfileId",schemaPath:"#/properties/params/properties/ConfigurationProfileId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""};
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
const err7 = {instancePath:instancePath+"/params/ConfigurationProfileId",schemaPath:"#/properties/params/properties/ConfigurationProfileId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate11.errors = vErrors;
return errors === 0;
}

exports.req_8 = validate12;
const schema21 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"x-amzn-deletion-protection-check":{"type":"string","enum":["ACCOUNT_DEFAULT","APPLY","BYPASS"]}}},"params":{"type":"object","properties":{"ApplicationId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"},"ConfigurationProfileId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"}},"required":["ApplicationId","ConfigurationProfileId"]}}};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1["x-amzn-deletion-protection-check"] !== undefined){
let data2 = data1["x-amzn-deletion-protection-check"];
if(typeof data2 !== "string"){
const err1 = {instancePath:instancePath+"/headers/x-amzn-deletion-protection-check",schemaPath:"#/properties/headers/properties/x-amzn-deletion-protection-check/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(((data2 === "ACCOUNT_DEFAULT") || (data2 === "APPLY")) || (data2 === "BYPASS"))){
const err2 = {instancePath:instancePath+"/headers/x-amzn-deletion-protection-check",schemaPath:"#/properties/headers/properties/x-amzn-deletion-protection-check/enum",keyword:"enum",params:{allowedValues: schema21.properties.headers.properties["x-amzn-deletion-protection-check"].enum},message:"must be equal to one of the allowed values"};
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
if(data3.ApplicationId === undefined){
const err4 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "ApplicationId"},message:"must have required property '"+"ApplicationId"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data3.ConfigurationProfileId === undefined){
const err5 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "ConfigurationProfileId"},message:"must have required property '"+"ConfigurationProfileId"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data3.ApplicationId !== undefined){
let data4 = data3.ApplicationId;
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
const err6 = {instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""};
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
const err7 = {instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data3.ConfigurationProfileId !== undefined){
let data5 = data3.ConfigurationProfileId;
if(typeof data5 === "string"){
if(!pattern0.test(data5)){
const err8 = {instancePath:instancePath+"/params/ConfigurationProfileId",schemaPath:"#/properties/params/properties/ConfigurationProfileId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""};
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
const err9 = {instancePath:instancePath+"/params/ConfigurationProfileId",schemaPath:"#/properties/params/properties/ConfigurationProfileId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate12.errors = vErrors;
return errors === 0;
}

exports.req_UpdateConfigurationProfileRequest = validate13;
const schema22 = {"type":"object","properties":{"Name":{"type":"string","minLength":1,"maxLength":128},"Description":{"$ref":"schema:Description"},"RetrievalRoleArn":{"$ref":"schema:RoleArn"},"Validators":{"$ref":"schema:Validators"},"KmsKeyIdentifier":{"type":"string","maxLength":2048}}};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Name !== undefined){
let data0 = data.Name;
if(typeof data0 === "string"){
if(func0(data0) > 128){
const err0 = {instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func0(data0) < 1){
const err1 = {instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err2 = {instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.Description !== undefined){
let data1 = data.Description;
if(typeof data1 === "string"){
if(func0(data1) > 1024){
const err3 = {instancePath:instancePath+"/Description",schemaPath:"schema:Description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
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
const err4 = {instancePath:instancePath+"/Description",schemaPath:"schema:Description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.RetrievalRoleArn !== undefined){
let data2 = data.RetrievalRoleArn;
if(typeof data2 === "string"){
if(func0(data2) > 2048){
const err5 = {instancePath:instancePath+"/RetrievalRoleArn",schemaPath:"schema:RoleArn/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func0(data2) < 20){
const err6 = {instancePath:instancePath+"/RetrievalRoleArn",schemaPath:"schema:RoleArn/minLength",keyword:"minLength",params:{limit: 20},message:"must NOT have fewer than 20 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern2.test(data2)){
const err7 = {instancePath:instancePath+"/RetrievalRoleArn",schemaPath:"schema:RoleArn/pattern",keyword:"pattern",params:{pattern: "^arn:(aws|aws-cn|aws-iso|aws-iso-[a-z]{1}|aws-us-gov):iam::\\d{12}:role/.*$"},message:"must match pattern \""+"^arn:(aws|aws-cn|aws-iso|aws-iso-[a-z]{1}|aws-us-gov):iam::\\d{12}:role/.*$"+"\""};
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
const err8 = {instancePath:instancePath+"/RetrievalRoleArn",schemaPath:"schema:RoleArn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.Validators !== undefined){
if(!(validate7(data.Validators, {instancePath:instancePath+"/Validators",parentData:data,parentDataProperty:"Validators",rootData}))){
vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
errors = vErrors.length;
}
}
if(data.KmsKeyIdentifier !== undefined){
let data4 = data.KmsKeyIdentifier;
if(typeof data4 === "string"){
if(func0(data4) > 2048){
const err9 = {instancePath:instancePath+"/KmsKeyIdentifier",schemaPath:"#/properties/KmsKeyIdentifier/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
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
const err10 = {instancePath:instancePath+"/KmsKeyIdentifier",schemaPath:"#/properties/KmsKeyIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate13.errors = vErrors;
return errors === 0;
}

exports.req_10 = validate15;
const schema25 = {"type":"object","properties":{"query":{"type":"object","properties":{"configuration_version":{"type":"string","minLength":1,"maxLength":1024}},"required":["configuration_version"]},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"ApplicationId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"},"ConfigurationProfileId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"}},"required":["ApplicationId","ConfigurationProfileId"]}}};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.configuration_version === undefined){
const err0 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: "configuration_version"},message:"must have required property '"+"configuration_version"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.configuration_version !== undefined){
let data1 = data0.configuration_version;
if(typeof data1 === "string"){
if(func0(data1) > 1024){
const err1 = {instancePath:instancePath+"/query/configuration_version",schemaPath:"#/properties/query/properties/configuration_version/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func0(data1) < 1){
const err2 = {instancePath:instancePath+"/query/configuration_version",schemaPath:"#/properties/query/properties/configuration_version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err3 = {instancePath:instancePath+"/query/configuration_version",schemaPath:"#/properties/query/properties/configuration_version/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data3.ApplicationId === undefined){
const err6 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "ApplicationId"},message:"must have required property '"+"ApplicationId"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data3.ConfigurationProfileId === undefined){
const err7 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "ConfigurationProfileId"},message:"must have required property '"+"ConfigurationProfileId"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data3.ApplicationId !== undefined){
let data4 = data3.ApplicationId;
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
const err8 = {instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""};
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
const err9 = {instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data3.ConfigurationProfileId !== undefined){
let data5 = data3.ConfigurationProfileId;
if(typeof data5 === "string"){
if(!pattern0.test(data5)){
const err10 = {instancePath:instancePath+"/params/ConfigurationProfileId",schemaPath:"#/properties/params/properties/ConfigurationProfileId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""};
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
const err11 = {instancePath:instancePath+"/params/ConfigurationProfileId",schemaPath:"#/properties/params/properties/ConfigurationProfileId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate15.errors = vErrors;
return errors === 0;
}

exports.req_11 = validate16;
const schema26 = {"type":"object","properties":{"query":{"type":"object","properties":{"max_results":{"type":"integer","minimum":1,"maximum":50,"safeInteger":true},"next_token":{"type":"string","minLength":1,"maxLength":2048},"MaxResults":{"type":"integer","minimum":1,"maximum":50,"safeInteger":true},"NextToken":{"type":"string","minLength":1,"maxLength":2048},"version_label":{"type":"string","minLength":1,"maxLength":64}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"ApplicationId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"},"ConfigurationProfileId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"}},"required":["ApplicationId","ConfigurationProfileId"]}}};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.max_results !== undefined){
let data1 = data0.max_results;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err0 = {instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 50 || isNaN(data1)){
const err1 = {instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err2 = {instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(Number.isInteger(data1) && !Number.isSafeInteger(data1)){
const err3 = {instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data0.next_token !== undefined){
let data2 = data0.next_token;
if(typeof data2 === "string"){
if(func0(data2) > 2048){
const err4 = {instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func0(data2) < 1){
const err5 = {instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.MaxResults !== undefined){
let data3 = data0.MaxResults;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err7 = {instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 50 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(Number.isInteger(data3) && !Number.isSafeInteger(data3)){
const err10 = {instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data0.NextToken !== undefined){
let data4 = data0.NextToken;
if(typeof data4 === "string"){
if(func0(data4) > 2048){
const err11 = {instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func0(data4) < 1){
const err12 = {instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err13 = {instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data0.version_label !== undefined){
let data5 = data0.version_label;
if(typeof data5 === "string"){
if(func0(data5) > 64){
const err14 = {instancePath:instancePath+"/query/version_label",schemaPath:"#/properties/query/properties/version_label/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func0(data5) < 1){
const err15 = {instancePath:instancePath+"/query/version_label",schemaPath:"#/properties/query/properties/version_label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err16 = {instancePath:instancePath+"/query/version_label",schemaPath:"#/properties/query/properties/version_label/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err17 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.headers !== undefined){
let data6 = data.headers;
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
const err18 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.params !== undefined){
let data7 = data.params;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.ApplicationId === undefined){
const err19 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "ApplicationId"},message:"must have required property '"+"ApplicationId"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data7.ConfigurationProfileId === undefined){
const err20 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "ConfigurationProfileId"},message:"must have required property '"+"ConfigurationProfileId"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data7.ApplicationId !== undefined){
let data8 = data7.ApplicationId;
if(typeof data8 === "string"){
if(!pattern0.test(data8)){
const err21 = {instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""};
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
const err22 = {instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data7.ConfigurationProfileId !== undefined){
let data9 = data7.ConfigurationProfileId;
if(typeof data9 === "string"){
if(!pattern0.test(data9)){
const err23 = {instancePath:instancePath+"/params/ConfigurationProfileId",schemaPath:"#/properties/params/properties/ConfigurationProfileId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/params/ConfigurationProfileId",schemaPath:"#/properties/params/properties/ConfigurationProfileId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
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
validate16.errors = vErrors;
return errors === 0;
}

exports.req_12 = validate17;
const schema27 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"content-type":{"type":"string","minLength":1,"maxLength":255},"description":{"type":"string","maxLength":1024},"latest-version-number":{"type":"integer","safeInteger":true},"versionlabel":{"type":"string","minLength":1,"maxLength":64,"pattern":"[^0-9]"}},"required":["content-type"]},"params":{"type":"object","properties":{"ApplicationId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"},"ConfigurationProfileId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"}},"required":["ApplicationId","ConfigurationProfileId"]}}};
const pattern12 = new RegExp("[^0-9]", "u");

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1["content-type"] === undefined){
const err1 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: "content-type"},message:"must have required property '"+"content-type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1["content-type"] !== undefined){
let data2 = data1["content-type"];
if(typeof data2 === "string"){
if(func0(data2) > 255){
const err2 = {instancePath:instancePath+"/headers/content-type",schemaPath:"#/properties/headers/properties/content-type/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func0(data2) < 1){
const err3 = {instancePath:instancePath+"/headers/content-type",schemaPath:"#/properties/headers/properties/content-type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/headers/content-type",schemaPath:"#/properties/headers/properties/content-type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.description !== undefined){
let data3 = data1.description;
if(typeof data3 === "string"){
if(func0(data3) > 1024){
const err5 = {instancePath:instancePath+"/headers/description",schemaPath:"#/properties/headers/properties/description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
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
const err6 = {instancePath:instancePath+"/headers/description",schemaPath:"#/properties/headers/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1["latest-version-number"] !== undefined){
let data4 = data1["latest-version-number"];
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err7 = {instancePath:instancePath+"/headers/latest-version-number",schemaPath:"#/properties/headers/properties/latest-version-number/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(Number.isInteger(data4) && !Number.isSafeInteger(data4)){
const err8 = {instancePath:instancePath+"/headers/latest-version-number",schemaPath:"#/properties/headers/properties/latest-version-number/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data1.versionlabel !== undefined){
let data5 = data1.versionlabel;
if(typeof data5 === "string"){
if(func0(data5) > 64){
const err9 = {instancePath:instancePath+"/headers/versionlabel",schemaPath:"#/properties/headers/properties/versionlabel/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func0(data5) < 1){
const err10 = {instancePath:instancePath+"/headers/versionlabel",schemaPath:"#/properties/headers/properties/versionlabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern12.test(data5)){
const err11 = {instancePath:instancePath+"/headers/versionlabel",schemaPath:"#/properties/headers/properties/versionlabel/pattern",keyword:"pattern",params:{pattern: "[^0-9]"},message:"must match pattern \""+"[^0-9]"+"\""};
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
const err12 = {instancePath:instancePath+"/headers/versionlabel",schemaPath:"#/properties/headers/properties/versionlabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
let data6 = data.params;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.ApplicationId === undefined){
const err14 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "ApplicationId"},message:"must have required property '"+"ApplicationId"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data6.ConfigurationProfileId === undefined){
const err15 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "ConfigurationProfileId"},message:"must have required property '"+"ConfigurationProfileId"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data6.ApplicationId !== undefined){
let data7 = data6.ApplicationId;
if(typeof data7 === "string"){
if(!pattern0.test(data7)){
const err16 = {instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""};
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
const err17 = {instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data6.ConfigurationProfileId !== undefined){
let data8 = data6.ConfigurationProfileId;
if(typeof data8 === "string"){
if(!pattern0.test(data8)){
const err18 = {instancePath:instancePath+"/params/ConfigurationProfileId",schemaPath:"#/properties/params/properties/ConfigurationProfileId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""};
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
const err19 = {instancePath:instancePath+"/params/ConfigurationProfileId",schemaPath:"#/properties/params/properties/ConfigurationProfileId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err20 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate17.errors = vErrors;
return errors === 0;
}

exports.req_13 = validate18;
const schema28 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"ApplicationId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"},"ConfigurationProfileId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"},"VersionNumber":{"type":"integer","minimum":1,"safeInteger":true}},"required":["ApplicationId","ConfigurationProfileId","VersionNumber"]}}};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data2.ApplicationId === undefined){
const err2 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "ApplicationId"},message:"must have required property '"+"ApplicationId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data2.ConfigurationProfileId === undefined){
const err3 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "ConfigurationProfileId"},message:"must have required property '"+"ConfigurationProfileId"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.VersionNumber === undefined){
const err4 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "VersionNumber"},message:"must have required property '"+"VersionNumber"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2.ApplicationId !== undefined){
let data3 = data2.ApplicationId;
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err5 = {instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""};
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
const err6 = {instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data2.ConfigurationProfileId !== undefined){
let data4 = data2.ConfigurationProfileId;
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
const err7 = {instancePath:instancePath+"/params/ConfigurationProfileId",schemaPath:"#/properties/params/properties/ConfigurationProfileId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""};
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
const err8 = {instancePath:instancePath+"/params/ConfigurationProfileId",schemaPath:"#/properties/params/properties/ConfigurationProfileId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.VersionNumber !== undefined){
let data5 = data2.VersionNumber;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err9 = {instancePath:instancePath+"/params/VersionNumber",schemaPath:"#/properties/params/properties/VersionNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 1 || isNaN(data5)){
const err10 = {instancePath:instancePath+"/params/VersionNumber",schemaPath:"#/properties/params/properties/VersionNumber/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(Number.isInteger(data5) && !Number.isSafeInteger(data5)){
const err11 = {instancePath:instancePath+"/params/VersionNumber",schemaPath:"#/properties/params/properties/VersionNumber/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
validate18.errors = vErrors;
return errors === 0;
}

exports.req_14 = validate19;
const schema29 = {"type":"object","properties":{"query":{"type":"object","properties":{"max_results":{"type":"integer","minimum":1,"maximum":50,"safeInteger":true},"next_token":{"type":"string","minLength":1,"maxLength":2048},"MaxResults":{"type":"integer","minimum":1,"maximum":50,"safeInteger":true},"NextToken":{"type":"string","minLength":1,"maxLength":2048}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"ApplicationId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"}},"required":["ApplicationId"]}}};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.max_results !== undefined){
let data1 = data0.max_results;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err0 = {instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 50 || isNaN(data1)){
const err1 = {instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err2 = {instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(Number.isInteger(data1) && !Number.isSafeInteger(data1)){
const err3 = {instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data0.next_token !== undefined){
let data2 = data0.next_token;
if(typeof data2 === "string"){
if(func0(data2) > 2048){
const err4 = {instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func0(data2) < 1){
const err5 = {instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.MaxResults !== undefined){
let data3 = data0.MaxResults;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err7 = {instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 50 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(Number.isInteger(data3) && !Number.isSafeInteger(data3)){
const err10 = {instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data0.NextToken !== undefined){
let data4 = data0.NextToken;
if(typeof data4 === "string"){
if(func0(data4) > 2048){
const err11 = {instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func0(data4) < 1){
const err12 = {instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err13 = {instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err14 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.headers !== undefined){
let data5 = data.headers;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
const err15 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.params !== undefined){
let data6 = data.params;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.ApplicationId === undefined){
const err16 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "ApplicationId"},message:"must have required property '"+"ApplicationId"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data6.ApplicationId !== undefined){
let data7 = data6.ApplicationId;
if(typeof data7 === "string"){
if(!pattern0.test(data7)){
const err17 = {instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
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
if(Array.isArray(data)){
if(data.length > 5){
const err0 = {instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.AlarmArn === undefined){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"schema:Monitor/required",keyword:"required",params:{missingProperty: "AlarmArn"},message:"must have required property '"+"AlarmArn"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.AlarmArn !== undefined){
let data1 = data0.AlarmArn;
if(typeof data1 === "string"){
if(func0(data1) > 2048){
const err2 = {instancePath:instancePath+"/" + i0+"/AlarmArn",schemaPath:"schema:Monitor/properties/AlarmArn/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func0(data1) < 1){
const err3 = {instancePath:instancePath+"/" + i0+"/AlarmArn",schemaPath:"schema:Monitor/properties/AlarmArn/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/" + i0+"/AlarmArn",schemaPath:"schema:Monitor/properties/AlarmArn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.AlarmRoleArn !== undefined){
let data2 = data0.AlarmRoleArn;
if(typeof data2 === "string"){
if(func0(data2) > 2048){
const err5 = {instancePath:instancePath+"/" + i0+"/AlarmRoleArn",schemaPath:"schema:Monitor/properties/AlarmRoleArn/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func0(data2) < 20){
const err6 = {instancePath:instancePath+"/" + i0+"/AlarmRoleArn",schemaPath:"schema:Monitor/properties/AlarmRoleArn/minLength",keyword:"minLength",params:{limit: 20},message:"must NOT have fewer than 20 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern2.test(data2)){
const err7 = {instancePath:instancePath+"/" + i0+"/AlarmRoleArn",schemaPath:"schema:Monitor/properties/AlarmRoleArn/pattern",keyword:"pattern",params:{pattern: "^arn:(aws|aws-cn|aws-iso|aws-iso-[a-z]{1}|aws-us-gov):iam::\\d{12}:role/.*$"},message:"must match pattern \""+"^arn:(aws|aws-cn|aws-iso|aws-iso-[a-z]{1}|aws-us-gov):iam::\\d{12}:role/.*$"+"\""};
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
const err8 = {instancePath:instancePath+"/" + i0+"/AlarmRoleArn",schemaPath:"schema:Monitor/properties/AlarmRoleArn/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err9 = {instancePath:instancePath+"/" + i0,schemaPath:"schema:Monitor/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Name"},message:"must have required property '"+"Name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Name !== undefined){
let data0 = data.Name;
if(typeof data0 === "string"){
if(func0(data0) > 64){
const err1 = {instancePath:instancePath+"/Name",schemaPath:"schema:Name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func0(data0) < 1){
const err2 = {instancePath:instancePath+"/Name",schemaPath:"schema:Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err3 = {instancePath:instancePath+"/Name",schemaPath:"schema:Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.Description !== undefined){
let data1 = data.Description;
if(typeof data1 === "string"){
if(func0(data1) > 1024){
const err4 = {instancePath:instancePath+"/Description",schemaPath:"schema:Description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
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
const err5 = {instancePath:instancePath+"/Description",schemaPath:"schema:Description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.Monitors !== undefined){
if(!(validate21(data.Monitors, {instancePath:instancePath+"/Monitors",parentData:data,parentDataProperty:"Monitors",rootData}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
if(data.Tags !== undefined){
let data3 = data.Tags;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(Object.keys(data3).length > 50){
const err6 = {instancePath:instancePath+"/Tags",schemaPath:"schema:Tags/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data3){
let data4 = data3[key0];
if(typeof data4 === "string"){
if(func0(data4) > 256){
const err7 = {instancePath:instancePath+"/Tags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
const err8 = {instancePath:instancePath+"/Tags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err9 = {instancePath:instancePath+"/Tags",schemaPath:"schema:Tags/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}

exports.req_16 = validate23;
const schema36 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"ApplicationId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"},"EnvironmentId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"}},"required":["ApplicationId","EnvironmentId"]}}};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data2.ApplicationId === undefined){
const err2 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "ApplicationId"},message:"must have required property '"+"ApplicationId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data2.EnvironmentId === undefined){
const err3 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "EnvironmentId"},message:"must have required property '"+"EnvironmentId"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.ApplicationId !== undefined){
let data3 = data2.ApplicationId;
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err4 = {instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""};
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
const err5 = {instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data2.EnvironmentId !== undefined){
let data4 = data2.EnvironmentId;
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
const err6 = {instancePath:instancePath+"/params/EnvironmentId",schemaPath:"#/properties/params/properties/EnvironmentId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""};
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
const err7 = {instancePath:instancePath+"/params/EnvironmentId",schemaPath:"#/properties/params/properties/EnvironmentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate23.errors = vErrors;
return errors === 0;
}

exports.req_17 = validate24;
const schema37 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"x-amzn-deletion-protection-check":{"type":"string","enum":["ACCOUNT_DEFAULT","APPLY","BYPASS"]}}},"params":{"type":"object","properties":{"ApplicationId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"},"EnvironmentId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"}},"required":["ApplicationId","EnvironmentId"]}}};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1["x-amzn-deletion-protection-check"] !== undefined){
let data2 = data1["x-amzn-deletion-protection-check"];
if(typeof data2 !== "string"){
const err1 = {instancePath:instancePath+"/headers/x-amzn-deletion-protection-check",schemaPath:"#/properties/headers/properties/x-amzn-deletion-protection-check/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(((data2 === "ACCOUNT_DEFAULT") || (data2 === "APPLY")) || (data2 === "BYPASS"))){
const err2 = {instancePath:instancePath+"/headers/x-amzn-deletion-protection-check",schemaPath:"#/properties/headers/properties/x-amzn-deletion-protection-check/enum",keyword:"enum",params:{allowedValues: schema37.properties.headers.properties["x-amzn-deletion-protection-check"].enum},message:"must be equal to one of the allowed values"};
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
if(data3.ApplicationId === undefined){
const err4 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "ApplicationId"},message:"must have required property '"+"ApplicationId"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data3.EnvironmentId === undefined){
const err5 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "EnvironmentId"},message:"must have required property '"+"EnvironmentId"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data3.ApplicationId !== undefined){
let data4 = data3.ApplicationId;
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
const err6 = {instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""};
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
const err7 = {instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data3.EnvironmentId !== undefined){
let data5 = data3.EnvironmentId;
if(typeof data5 === "string"){
if(!pattern0.test(data5)){
const err8 = {instancePath:instancePath+"/params/EnvironmentId",schemaPath:"#/properties/params/properties/EnvironmentId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""};
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
const err9 = {instancePath:instancePath+"/params/EnvironmentId",schemaPath:"#/properties/params/properties/EnvironmentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate24.errors = vErrors;
return errors === 0;
}

exports.req_UpdateEnvironmentRequest = validate25;
const schema38 = {"type":"object","properties":{"Name":{"$ref":"schema:Name"},"Description":{"$ref":"schema:Description"},"Monitors":{"$ref":"schema:Monitors"}}};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Name !== undefined){
let data0 = data.Name;
if(typeof data0 === "string"){
if(func0(data0) > 64){
const err0 = {instancePath:instancePath+"/Name",schemaPath:"schema:Name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func0(data0) < 1){
const err1 = {instancePath:instancePath+"/Name",schemaPath:"schema:Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err2 = {instancePath:instancePath+"/Name",schemaPath:"schema:Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.Description !== undefined){
let data1 = data.Description;
if(typeof data1 === "string"){
if(func0(data1) > 1024){
const err3 = {instancePath:instancePath+"/Description",schemaPath:"schema:Description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
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
const err4 = {instancePath:instancePath+"/Description",schemaPath:"schema:Description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.Monitors !== undefined){
if(!(validate21(data.Monitors, {instancePath:instancePath+"/Monitors",parentData:data,parentDataProperty:"Monitors",rootData}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}

exports.req_19 = validate27;
const schema41 = {"type":"object","properties":{"query":{"type":"object","properties":{"max_results":{"type":"integer","minimum":1,"maximum":50,"safeInteger":true},"next_token":{"type":"string","minLength":1,"maxLength":2048},"MaxResults":{"type":"integer","minimum":1,"maximum":50,"safeInteger":true},"NextToken":{"type":"string","minLength":1,"maxLength":2048}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"ApplicationId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"},"EnvironmentId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"}},"required":["ApplicationId","EnvironmentId"]}}};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.max_results !== undefined){
let data1 = data0.max_results;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err0 = {instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 50 || isNaN(data1)){
const err1 = {instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err2 = {instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(Number.isInteger(data1) && !Number.isSafeInteger(data1)){
const err3 = {instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data0.next_token !== undefined){
let data2 = data0.next_token;
if(typeof data2 === "string"){
if(func0(data2) > 2048){
const err4 = {instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func0(data2) < 1){
const err5 = {instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.MaxResults !== undefined){
let data3 = data0.MaxResults;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err7 = {instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 50 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(Number.isInteger(data3) && !Number.isSafeInteger(data3)){
const err10 = {instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data0.NextToken !== undefined){
let data4 = data0.NextToken;
if(typeof data4 === "string"){
if(func0(data4) > 2048){
const err11 = {instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func0(data4) < 1){
const err12 = {instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err13 = {instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err14 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.headers !== undefined){
let data5 = data.headers;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
const err15 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.params !== undefined){
let data6 = data.params;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.ApplicationId === undefined){
const err16 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "ApplicationId"},message:"must have required property '"+"ApplicationId"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data6.EnvironmentId === undefined){
const err17 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "EnvironmentId"},message:"must have required property '"+"EnvironmentId"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6.ApplicationId !== undefined){
let data7 = data6.ApplicationId;
if(typeof data7 === "string"){
if(!pattern0.test(data7)){
const err18 = {instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""};
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
const err19 = {instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data6.EnvironmentId !== undefined){
let data8 = data6.EnvironmentId;
if(typeof data8 === "string"){
if(!pattern0.test(data8)){
const err20 = {instancePath:instancePath+"/params/EnvironmentId",schemaPath:"#/properties/params/properties/EnvironmentId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/params/EnvironmentId",schemaPath:"#/properties/params/properties/EnvironmentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}

exports.req_StartDeploymentRequest = validate28;
const schema42 = {"type":"object","required":["DeploymentStrategyId","ConfigurationProfileId","ConfigurationVersion"],"properties":{"DeploymentStrategyId":{"type":"string","pattern":"(^[a-z0-9]{4,7}$|^AppConfig\\.[A-Za-z0-9]{9,40}$)"},"ConfigurationProfileId":{"$ref":"schema:Id"},"ConfigurationVersion":{"type":"string","minLength":1,"maxLength":1024},"Description":{"$ref":"schema:Description"},"Tags":{"$ref":"schema:Tags"},"KmsKeyIdentifier":{"type":"string","minLength":1,"maxLength":2048},"DynamicExtensionParameters":{"type":"object","maxProperties":10,"additionalProperties":{"type":"string"}},"LatestDeploymentNumber":{"type":"integer","safeInteger":true}}};
const schema43 = {"type":"string","pattern":"^[a-z0-9]{4,7}$"};
const pattern25 = new RegExp("(^[a-z0-9]{4,7}$|^AppConfig\\.[A-Za-z0-9]{9,40}$)", "u");

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.DeploymentStrategyId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "DeploymentStrategyId"},message:"must have required property '"+"DeploymentStrategyId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.ConfigurationProfileId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ConfigurationProfileId"},message:"must have required property '"+"ConfigurationProfileId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.ConfigurationVersion === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ConfigurationVersion"},message:"must have required property '"+"ConfigurationVersion"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.DeploymentStrategyId !== undefined){
let data0 = data.DeploymentStrategyId;
if(typeof data0 === "string"){
if(!pattern25.test(data0)){
const err3 = {instancePath:instancePath+"/DeploymentStrategyId",schemaPath:"#/properties/DeploymentStrategyId/pattern",keyword:"pattern",params:{pattern: "(^[a-z0-9]{4,7}$|^AppConfig\\.[A-Za-z0-9]{9,40}$)"},message:"must match pattern \""+"(^[a-z0-9]{4,7}$|^AppConfig\\.[A-Za-z0-9]{9,40}$)"+"\""};
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
const err4 = {instancePath:instancePath+"/DeploymentStrategyId",schemaPath:"#/properties/DeploymentStrategyId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.ConfigurationProfileId !== undefined){
let data1 = data.ConfigurationProfileId;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err5 = {instancePath:instancePath+"/ConfigurationProfileId",schemaPath:"schema:Id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""};
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
const err6 = {instancePath:instancePath+"/ConfigurationProfileId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.ConfigurationVersion !== undefined){
let data2 = data.ConfigurationVersion;
if(typeof data2 === "string"){
if(func0(data2) > 1024){
const err7 = {instancePath:instancePath+"/ConfigurationVersion",schemaPath:"#/properties/ConfigurationVersion/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func0(data2) < 1){
const err8 = {instancePath:instancePath+"/ConfigurationVersion",schemaPath:"#/properties/ConfigurationVersion/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err9 = {instancePath:instancePath+"/ConfigurationVersion",schemaPath:"#/properties/ConfigurationVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.Description !== undefined){
let data3 = data.Description;
if(typeof data3 === "string"){
if(func0(data3) > 1024){
const err10 = {instancePath:instancePath+"/Description",schemaPath:"schema:Description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
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
const err11 = {instancePath:instancePath+"/Description",schemaPath:"schema:Description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.Tags !== undefined){
let data4 = data.Tags;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(Object.keys(data4).length > 50){
const err12 = {instancePath:instancePath+"/Tags",schemaPath:"schema:Tags/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key0 in data4){
let data5 = data4[key0];
if(typeof data5 === "string"){
if(func0(data5) > 256){
const err13 = {instancePath:instancePath+"/Tags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
const err14 = {instancePath:instancePath+"/Tags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err15 = {instancePath:instancePath+"/Tags",schemaPath:"schema:Tags/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.KmsKeyIdentifier !== undefined){
let data6 = data.KmsKeyIdentifier;
if(typeof data6 === "string"){
if(func0(data6) > 2048){
const err16 = {instancePath:instancePath+"/KmsKeyIdentifier",schemaPath:"#/properties/KmsKeyIdentifier/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func0(data6) < 1){
const err17 = {instancePath:instancePath+"/KmsKeyIdentifier",schemaPath:"#/properties/KmsKeyIdentifier/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/KmsKeyIdentifier",schemaPath:"#/properties/KmsKeyIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.DynamicExtensionParameters !== undefined){
let data7 = data.DynamicExtensionParameters;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(Object.keys(data7).length > 10){
const err19 = {instancePath:instancePath+"/DynamicExtensionParameters",schemaPath:"#/properties/DynamicExtensionParameters/maxProperties",keyword:"maxProperties",params:{limit: 10},message:"must NOT have more than 10 properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key1 in data7){
if(typeof data7[key1] !== "string"){
const err20 = {instancePath:instancePath+"/DynamicExtensionParameters/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/DynamicExtensionParameters/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err21 = {instancePath:instancePath+"/DynamicExtensionParameters",schemaPath:"#/properties/DynamicExtensionParameters/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.LatestDeploymentNumber !== undefined){
let data9 = data.LatestDeploymentNumber;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err22 = {instancePath:instancePath+"/LatestDeploymentNumber",schemaPath:"#/properties/LatestDeploymentNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(Number.isInteger(data9) && !Number.isSafeInteger(data9)){
const err23 = {instancePath:instancePath+"/LatestDeploymentNumber",schemaPath:"#/properties/LatestDeploymentNumber/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
}
else {
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}

exports.req_21 = validate29;
const schema46 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"ApplicationId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"},"EnvironmentId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"},"DeploymentNumber":{"type":"integer","minimum":1,"safeInteger":true}},"required":["ApplicationId","EnvironmentId","DeploymentNumber"]}}};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data2.ApplicationId === undefined){
const err2 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "ApplicationId"},message:"must have required property '"+"ApplicationId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data2.EnvironmentId === undefined){
const err3 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "EnvironmentId"},message:"must have required property '"+"EnvironmentId"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.DeploymentNumber === undefined){
const err4 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "DeploymentNumber"},message:"must have required property '"+"DeploymentNumber"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2.ApplicationId !== undefined){
let data3 = data2.ApplicationId;
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err5 = {instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""};
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
const err6 = {instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data2.EnvironmentId !== undefined){
let data4 = data2.EnvironmentId;
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
const err7 = {instancePath:instancePath+"/params/EnvironmentId",schemaPath:"#/properties/params/properties/EnvironmentId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""};
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
const err8 = {instancePath:instancePath+"/params/EnvironmentId",schemaPath:"#/properties/params/properties/EnvironmentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.DeploymentNumber !== undefined){
let data5 = data2.DeploymentNumber;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err9 = {instancePath:instancePath+"/params/DeploymentNumber",schemaPath:"#/properties/params/properties/DeploymentNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 1 || isNaN(data5)){
const err10 = {instancePath:instancePath+"/params/DeploymentNumber",schemaPath:"#/properties/params/properties/DeploymentNumber/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(Number.isInteger(data5) && !Number.isSafeInteger(data5)){
const err11 = {instancePath:instancePath+"/params/DeploymentNumber",schemaPath:"#/properties/params/properties/DeploymentNumber/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
validate29.errors = vErrors;
return errors === 0;
}

exports.req_22 = validate30;
const schema47 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"allow-revert":{"type":"boolean"}}},"params":{"type":"object","properties":{"ApplicationId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"},"EnvironmentId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"},"DeploymentNumber":{"type":"integer","minimum":1,"safeInteger":true}},"required":["ApplicationId","EnvironmentId","DeploymentNumber"]}}};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1["allow-revert"] !== undefined){
if(typeof data1["allow-revert"] !== "boolean"){
const err1 = {instancePath:instancePath+"/headers/allow-revert",schemaPath:"#/properties/headers/properties/allow-revert/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err2 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.params !== undefined){
let data3 = data.params;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.ApplicationId === undefined){
const err3 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "ApplicationId"},message:"must have required property '"+"ApplicationId"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data3.EnvironmentId === undefined){
const err4 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "EnvironmentId"},message:"must have required property '"+"EnvironmentId"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data3.DeploymentNumber === undefined){
const err5 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "DeploymentNumber"},message:"must have required property '"+"DeploymentNumber"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data3.ApplicationId !== undefined){
let data4 = data3.ApplicationId;
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
const err6 = {instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""};
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
const err7 = {instancePath:instancePath+"/params/ApplicationId",schemaPath:"#/properties/params/properties/ApplicationId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data3.EnvironmentId !== undefined){
let data5 = data3.EnvironmentId;
if(typeof data5 === "string"){
if(!pattern0.test(data5)){
const err8 = {instancePath:instancePath+"/params/EnvironmentId",schemaPath:"#/properties/params/properties/EnvironmentId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""};
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
const err9 = {instancePath:instancePath+"/params/EnvironmentId",schemaPath:"#/properties/params/properties/EnvironmentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data3.DeploymentNumber !== undefined){
let data6 = data3.DeploymentNumber;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err10 = {instancePath:instancePath+"/params/DeploymentNumber",schemaPath:"#/properties/params/properties/DeploymentNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 1 || isNaN(data6)){
const err11 = {instancePath:instancePath+"/params/DeploymentNumber",schemaPath:"#/properties/params/properties/DeploymentNumber/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(Number.isInteger(data6) && !Number.isSafeInteger(data6)){
const err12 = {instancePath:instancePath+"/params/DeploymentNumber",schemaPath:"#/properties/params/properties/DeploymentNumber/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
validate30.errors = vErrors;
return errors === 0;
}

exports.req_CreateDeploymentStrategyRequest = validate31;
const schema48 = {"type":"object","required":["Name","DeploymentDurationInMinutes","GrowthFactor"],"properties":{"Name":{"$ref":"schema:Name"},"Description":{"$ref":"schema:Description"},"DeploymentDurationInMinutes":{"type":"integer","minimum":0,"maximum":1440,"safeInteger":true},"FinalBakeTimeInMinutes":{"type":"integer","minimum":0,"maximum":1440,"safeInteger":true},"GrowthFactor":{"type":"number","minimum":1,"maximum":100},"GrowthType":{"$ref":"schema:GrowthType"},"ReplicateTo":{"$ref":"schema:ReplicateTo"},"Tags":{"$ref":"schema:Tags"}}};
const schema51 = {"type":"string","enum":["LINEAR","EXPONENTIAL"]};
const schema52 = {"type":"string","enum":["NONE","SSM_DOCUMENT"]};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Name"},message:"must have required property '"+"Name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.DeploymentDurationInMinutes === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "DeploymentDurationInMinutes"},message:"must have required property '"+"DeploymentDurationInMinutes"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.GrowthFactor === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "GrowthFactor"},message:"must have required property '"+"GrowthFactor"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.Name !== undefined){
let data0 = data.Name;
if(typeof data0 === "string"){
if(func0(data0) > 64){
const err3 = {instancePath:instancePath+"/Name",schemaPath:"schema:Name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func0(data0) < 1){
const err4 = {instancePath:instancePath+"/Name",schemaPath:"schema:Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/Name",schemaPath:"schema:Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.Description !== undefined){
let data1 = data.Description;
if(typeof data1 === "string"){
if(func0(data1) > 1024){
const err6 = {instancePath:instancePath+"/Description",schemaPath:"schema:Description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
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
const err7 = {instancePath:instancePath+"/Description",schemaPath:"schema:Description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.DeploymentDurationInMinutes !== undefined){
let data2 = data.DeploymentDurationInMinutes;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err8 = {instancePath:instancePath+"/DeploymentDurationInMinutes",schemaPath:"#/properties/DeploymentDurationInMinutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1440 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/DeploymentDurationInMinutes",schemaPath:"#/properties/DeploymentDurationInMinutes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1440},message:"must be <= 1440"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/DeploymentDurationInMinutes",schemaPath:"#/properties/DeploymentDurationInMinutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(Number.isInteger(data2) && !Number.isSafeInteger(data2)){
const err11 = {instancePath:instancePath+"/DeploymentDurationInMinutes",schemaPath:"#/properties/DeploymentDurationInMinutes/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data.FinalBakeTimeInMinutes !== undefined){
let data3 = data.FinalBakeTimeInMinutes;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {instancePath:instancePath+"/FinalBakeTimeInMinutes",schemaPath:"#/properties/FinalBakeTimeInMinutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1440 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/FinalBakeTimeInMinutes",schemaPath:"#/properties/FinalBakeTimeInMinutes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1440},message:"must be <= 1440"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/FinalBakeTimeInMinutes",schemaPath:"#/properties/FinalBakeTimeInMinutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(Number.isInteger(data3) && !Number.isSafeInteger(data3)){
const err15 = {instancePath:instancePath+"/FinalBakeTimeInMinutes",schemaPath:"#/properties/FinalBakeTimeInMinutes/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data.GrowthFactor !== undefined){
let data4 = data.GrowthFactor;
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 100 || isNaN(data4)){
const err16 = {instancePath:instancePath+"/GrowthFactor",schemaPath:"#/properties/GrowthFactor/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err17 = {instancePath:instancePath+"/GrowthFactor",schemaPath:"#/properties/GrowthFactor/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/GrowthFactor",schemaPath:"#/properties/GrowthFactor/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.GrowthType !== undefined){
let data5 = data.GrowthType;
if(typeof data5 !== "string"){
const err19 = {instancePath:instancePath+"/GrowthType",schemaPath:"schema:GrowthType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!((data5 === "LINEAR") || (data5 === "EXPONENTIAL"))){
const err20 = {instancePath:instancePath+"/GrowthType",schemaPath:"schema:GrowthType/enum",keyword:"enum",params:{allowedValues: schema51.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.ReplicateTo !== undefined){
let data6 = data.ReplicateTo;
if(typeof data6 !== "string"){
const err21 = {instancePath:instancePath+"/ReplicateTo",schemaPath:"schema:ReplicateTo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!((data6 === "NONE") || (data6 === "SSM_DOCUMENT"))){
const err22 = {instancePath:instancePath+"/ReplicateTo",schemaPath:"schema:ReplicateTo/enum",keyword:"enum",params:{allowedValues: schema52.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.Tags !== undefined){
let data7 = data.Tags;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(Object.keys(data7).length > 50){
const err23 = {instancePath:instancePath+"/Tags",schemaPath:"schema:Tags/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
for(const key0 in data7){
let data8 = data7[key0];
if(typeof data8 === "string"){
if(func0(data8) > 256){
const err24 = {instancePath:instancePath+"/Tags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
const err25 = {instancePath:instancePath+"/Tags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err26 = {instancePath:instancePath+"/Tags",schemaPath:"schema:Tags/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}

exports.req_24 = validate32;
const schema54 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"DeploymentStrategyId":{"type":"string","pattern":"(^[a-z0-9]{4,7}$|^AppConfig\\.[A-Za-z0-9]{9,40}$)"}},"required":["DeploymentStrategyId"]}}};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data2.DeploymentStrategyId === undefined){
const err2 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "DeploymentStrategyId"},message:"must have required property '"+"DeploymentStrategyId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data2.DeploymentStrategyId !== undefined){
let data3 = data2.DeploymentStrategyId;
if(typeof data3 === "string"){
if(!pattern25.test(data3)){
const err3 = {instancePath:instancePath+"/params/DeploymentStrategyId",schemaPath:"#/properties/params/properties/DeploymentStrategyId/pattern",keyword:"pattern",params:{pattern: "(^[a-z0-9]{4,7}$|^AppConfig\\.[A-Za-z0-9]{9,40}$)"},message:"must match pattern \""+"(^[a-z0-9]{4,7}$|^AppConfig\\.[A-Za-z0-9]{9,40}$)"+"\""};
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
const err4 = {instancePath:instancePath+"/params/DeploymentStrategyId",schemaPath:"#/properties/params/properties/DeploymentStrategyId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate32.errors = vErrors;
return errors === 0;
}

exports.req_UpdateDeploymentStrategyRequest = validate33;
const schema55 = {"type":"object","properties":{"Description":{"$ref":"schema:Description"},"DeploymentDurationInMinutes":{"type":"integer","minimum":0,"maximum":1440,"safeInteger":true},"FinalBakeTimeInMinutes":{"type":"integer","minimum":0,"maximum":1440,"safeInteger":true},"GrowthFactor":{"type":"number","minimum":1,"maximum":100},"GrowthType":{"$ref":"schema:GrowthType"}}};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Description !== undefined){
let data0 = data.Description;
if(typeof data0 === "string"){
if(func0(data0) > 1024){
const err0 = {instancePath:instancePath+"/Description",schemaPath:"schema:Description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
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
const err1 = {instancePath:instancePath+"/Description",schemaPath:"schema:Description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.DeploymentDurationInMinutes !== undefined){
let data1 = data.DeploymentDurationInMinutes;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err2 = {instancePath:instancePath+"/DeploymentDurationInMinutes",schemaPath:"#/properties/DeploymentDurationInMinutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 1440 || isNaN(data1)){
const err3 = {instancePath:instancePath+"/DeploymentDurationInMinutes",schemaPath:"#/properties/DeploymentDurationInMinutes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1440},message:"must be <= 1440"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/DeploymentDurationInMinutes",schemaPath:"#/properties/DeploymentDurationInMinutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(Number.isInteger(data1) && !Number.isSafeInteger(data1)){
const err5 = {instancePath:instancePath+"/DeploymentDurationInMinutes",schemaPath:"#/properties/DeploymentDurationInMinutes/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data.FinalBakeTimeInMinutes !== undefined){
let data2 = data.FinalBakeTimeInMinutes;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/FinalBakeTimeInMinutes",schemaPath:"#/properties/FinalBakeTimeInMinutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1440 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/FinalBakeTimeInMinutes",schemaPath:"#/properties/FinalBakeTimeInMinutes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1440},message:"must be <= 1440"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/FinalBakeTimeInMinutes",schemaPath:"#/properties/FinalBakeTimeInMinutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(Number.isInteger(data2) && !Number.isSafeInteger(data2)){
const err9 = {instancePath:instancePath+"/FinalBakeTimeInMinutes",schemaPath:"#/properties/FinalBakeTimeInMinutes/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data.GrowthFactor !== undefined){
let data3 = data.GrowthFactor;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 100 || isNaN(data3)){
const err10 = {instancePath:instancePath+"/GrowthFactor",schemaPath:"#/properties/GrowthFactor/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/GrowthFactor",schemaPath:"#/properties/GrowthFactor/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
const err12 = {instancePath:instancePath+"/GrowthFactor",schemaPath:"#/properties/GrowthFactor/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.GrowthType !== undefined){
let data4 = data.GrowthType;
if(typeof data4 !== "string"){
const err13 = {instancePath:instancePath+"/GrowthType",schemaPath:"schema:GrowthType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!((data4 === "LINEAR") || (data4 === "EXPONENTIAL"))){
const err14 = {instancePath:instancePath+"/GrowthType",schemaPath:"schema:GrowthType/enum",keyword:"enum",params:{allowedValues: schema51.enum},message:"must be equal to one of the allowed values"};
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
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}

exports.req_26 = validate34;
const schema58 = {"type":"object","properties":{"query":{"type":"object","properties":{"max_results":{"type":"integer","minimum":1,"maximum":50,"safeInteger":true},"next_token":{"type":"string","minLength":1,"maxLength":2048},"MaxResults":{"type":"integer","minimum":1,"maximum":50,"safeInteger":true},"NextToken":{"type":"string","minLength":1,"maxLength":2048},"name":{"type":"string","minLength":1,"maxLength":64}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.max_results !== undefined){
let data1 = data0.max_results;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err0 = {instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 50 || isNaN(data1)){
const err1 = {instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err2 = {instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(Number.isInteger(data1) && !Number.isSafeInteger(data1)){
const err3 = {instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data0.next_token !== undefined){
let data2 = data0.next_token;
if(typeof data2 === "string"){
if(func0(data2) > 2048){
const err4 = {instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func0(data2) < 1){
const err5 = {instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.MaxResults !== undefined){
let data3 = data0.MaxResults;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err7 = {instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 50 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(Number.isInteger(data3) && !Number.isSafeInteger(data3)){
const err10 = {instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data0.NextToken !== undefined){
let data4 = data0.NextToken;
if(typeof data4 === "string"){
if(func0(data4) > 2048){
const err11 = {instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func0(data4) < 1){
const err12 = {instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err13 = {instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data0.name !== undefined){
let data5 = data0.name;
if(typeof data5 === "string"){
if(func0(data5) > 64){
const err14 = {instancePath:instancePath+"/query/name",schemaPath:"#/properties/query/properties/name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func0(data5) < 1){
const err15 = {instancePath:instancePath+"/query/name",schemaPath:"#/properties/query/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err16 = {instancePath:instancePath+"/query/name",schemaPath:"#/properties/query/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err17 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.headers !== undefined){
let data6 = data.headers;
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
const err18 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.params !== undefined){
let data7 = data.params;
if(!(data7 && typeof data7 == "object" && !Array.isArray(data7))){
const err19 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}

exports.req_27 = validate35;
const schema59 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"latest-version-number":{"type":"integer","minimum":1,"safeInteger":true}}},"params":{"type":"object","properties":{}}}};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1["latest-version-number"] !== undefined){
let data2 = data1["latest-version-number"];
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err1 = {instancePath:instancePath+"/headers/latest-version-number",schemaPath:"#/properties/headers/properties/latest-version-number/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err2 = {instancePath:instancePath+"/headers/latest-version-number",schemaPath:"#/properties/headers/properties/latest-version-number/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(Number.isInteger(data2) && !Number.isSafeInteger(data2)){
const err3 = {instancePath:instancePath+"/headers/latest-version-number",schemaPath:"#/properties/headers/properties/latest-version-number/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
}
else {
const err4 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.params !== undefined){
let data3 = data.params;
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Name"},message:"must have required property '"+"Name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Uri === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Uri"},message:"must have required property '"+"Uri"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.Name !== undefined){
let data0 = data.Name;
if(typeof data0 === "string"){
if(func0(data0) > 64){
const err2 = {instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func0(data0) < 1){
const err3 = {instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.Description !== undefined){
let data1 = data.Description;
if(typeof data1 === "string"){
if(func0(data1) > 1024){
const err5 = {instancePath:instancePath+"/Description",schemaPath:"schema:Description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
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
const err6 = {instancePath:instancePath+"/Description",schemaPath:"schema:Description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.Uri !== undefined){
let data2 = data.Uri;
if(typeof data2 === "string"){
if(func0(data2) > 2048){
const err7 = {instancePath:instancePath+"/Uri",schemaPath:"#/properties/Uri/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func0(data2) < 1){
const err8 = {instancePath:instancePath+"/Uri",schemaPath:"#/properties/Uri/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err9 = {instancePath:instancePath+"/Uri",schemaPath:"#/properties/Uri/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.RoleArn !== undefined){
let data3 = data.RoleArn;
if(typeof data3 === "string"){
if(func0(data3) > 2048){
const err10 = {instancePath:instancePath+"/RoleArn",schemaPath:"#/properties/RoleArn/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func0(data3) < 20){
const err11 = {instancePath:instancePath+"/RoleArn",schemaPath:"#/properties/RoleArn/minLength",keyword:"minLength",params:{limit: 20},message:"must NOT have fewer than 20 characters"};
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
const err12 = {instancePath:instancePath+"/RoleArn",schemaPath:"#/properties/RoleArn/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate39.errors = vErrors;
return errors === 0;
}


function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
if(data.length > 1){
const err0 = {instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.length < 1){
const err1 = {instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate39(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}


function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "PRE_CREATE_HOSTED_CONFIGURATION_VERSION") || (key0 === "PRE_START_DEPLOYMENT")) || (key0 === "AT_DEPLOYMENT_TICK")) || (key0 === "ON_DEPLOYMENT_START")) || (key0 === "ON_DEPLOYMENT_STEP")) || (key0 === "ON_DEPLOYMENT_BAKING")) || (key0 === "ON_DEPLOYMENT_COMPLETE")) || (key0 === "ON_DEPLOYMENT_ROLLED_BACK"))){
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
if(data.PRE_CREATE_HOSTED_CONFIGURATION_VERSION !== undefined){
if(!(validate38(data.PRE_CREATE_HOSTED_CONFIGURATION_VERSION, {instancePath:instancePath+"/PRE_CREATE_HOSTED_CONFIGURATION_VERSION",parentData:data,parentDataProperty:"PRE_CREATE_HOSTED_CONFIGURATION_VERSION",rootData}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
}
if(data.PRE_START_DEPLOYMENT !== undefined){
if(!(validate38(data.PRE_START_DEPLOYMENT, {instancePath:instancePath+"/PRE_START_DEPLOYMENT",parentData:data,parentDataProperty:"PRE_START_DEPLOYMENT",rootData}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
}
if(data.AT_DEPLOYMENT_TICK !== undefined){
if(!(validate38(data.AT_DEPLOYMENT_TICK, {instancePath:instancePath+"/AT_DEPLOYMENT_TICK",parentData:data,parentDataProperty:"AT_DEPLOYMENT_TICK",rootData}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
}
if(data.ON_DEPLOYMENT_START !== undefined){
if(!(validate38(data.ON_DEPLOYMENT_START, {instancePath:instancePath+"/ON_DEPLOYMENT_START",parentData:data,parentDataProperty:"ON_DEPLOYMENT_START",rootData}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
}
if(data.ON_DEPLOYMENT_STEP !== undefined){
if(!(validate38(data.ON_DEPLOYMENT_STEP, {instancePath:instancePath+"/ON_DEPLOYMENT_STEP",parentData:data,parentDataProperty:"ON_DEPLOYMENT_STEP",rootData}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
}
if(data.ON_DEPLOYMENT_BAKING !== undefined){
if(!(validate38(data.ON_DEPLOYMENT_BAKING, {instancePath:instancePath+"/ON_DEPLOYMENT_BAKING",parentData:data,parentDataProperty:"ON_DEPLOYMENT_BAKING",rootData}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
}
if(data.ON_DEPLOYMENT_COMPLETE !== undefined){
if(!(validate38(data.ON_DEPLOYMENT_COMPLETE, {instancePath:instancePath+"/ON_DEPLOYMENT_COMPLETE",parentData:data,parentDataProperty:"ON_DEPLOYMENT_COMPLETE",rootData}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
}
if(data.ON_DEPLOYMENT_ROLLED_BACK !== undefined){
if(!(validate38(data.ON_DEPLOYMENT_ROLLED_BACK, {instancePath:instancePath+"/ON_DEPLOYMENT_ROLLED_BACK",parentData:data,parentDataProperty:"ON_DEPLOYMENT_ROLLED_BACK",rootData}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}

const schema66 = {"type":"object","maxProperties":10,"additionalProperties":{"$ref":"schema:Parameter"}};
const schema67 = {"type":"object","properties":{"Description":{"$ref":"schema:Description"},"Required":{"type":"boolean"},"Dynamic":{"type":"boolean"}}};

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Description !== undefined){
let data0 = data.Description;
if(typeof data0 === "string"){
if(func0(data0) > 1024){
const err0 = {instancePath:instancePath+"/Description",schemaPath:"schema:Description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
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
const err1 = {instancePath:instancePath+"/Description",schemaPath:"schema:Description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.Required !== undefined){
if(typeof data.Required !== "boolean"){
const err2 = {instancePath:instancePath+"/Required",schemaPath:"#/properties/Required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.Dynamic !== undefined){
if(typeof data.Dynamic !== "boolean"){
const err3 = {instancePath:instancePath+"/Dynamic",schemaPath:"#/properties/Dynamic/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate51.errors = vErrors;
return errors === 0;
}


function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length > 10){
const err0 = {instancePath,schemaPath:"#/maxProperties",keyword:"maxProperties",params:{limit: 10},message:"must NOT have more than 10 properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(validate51(data[key0], {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key0,rootData}))){
vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate50.errors = vErrors;
return errors === 0;
}


function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Name"},message:"must have required property '"+"Name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Actions === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Actions"},message:"must have required property '"+"Actions"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.Name !== undefined){
let data0 = data.Name;
if(typeof data0 === "string"){
if(func0(data0) > 64){
const err2 = {instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func0(data0) < 1){
const err3 = {instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern32.test(data0)){
const err4 = {instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/pattern",keyword:"pattern",params:{pattern: "^[^/#:\\n]{1,64}$"},message:"must match pattern \""+"^[^/#:\\n]{1,64}$"+"\""};
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
const err5 = {instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.Description !== undefined){
let data1 = data.Description;
if(typeof data1 === "string"){
if(func0(data1) > 1024){
const err6 = {instancePath:instancePath+"/Description",schemaPath:"schema:Description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
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
const err7 = {instancePath:instancePath+"/Description",schemaPath:"schema:Description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.Actions !== undefined){
if(!(validate37(data.Actions, {instancePath:instancePath+"/Actions",parentData:data,parentDataProperty:"Actions",rootData}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
}
if(data.Parameters !== undefined){
if(!(validate50(data.Parameters, {instancePath:instancePath+"/Parameters",parentData:data,parentDataProperty:"Parameters",rootData}))){
vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
errors = vErrors.length;
}
}
if(data.Tags !== undefined){
let data4 = data.Tags;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(Object.keys(data4).length > 50){
const err8 = {instancePath:instancePath+"/Tags",schemaPath:"schema:Tags/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key0 in data4){
let data5 = data4[key0];
if(typeof data5 === "string"){
if(func0(data5) > 256){
const err9 = {instancePath:instancePath+"/Tags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
const err10 = {instancePath:instancePath+"/Tags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err11 = {instancePath:instancePath+"/Tags",schemaPath:"schema:Tags/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate36.errors = vErrors;
return errors === 0;
}

exports.req_29 = validate54;
const schema70 = {"type":"object","properties":{"query":{"type":"object","properties":{"version_number":{"type":"integer","minimum":1,"safeInteger":true}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"ExtensionIdentifier":{"type":"string","minLength":1,"maxLength":2048}},"required":["ExtensionIdentifier"]}}};

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.version_number !== undefined){
let data1 = data0.version_number;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err0 = {instancePath:instancePath+"/query/version_number",schemaPath:"#/properties/query/properties/version_number/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err1 = {instancePath:instancePath+"/query/version_number",schemaPath:"#/properties/query/properties/version_number/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(Number.isInteger(data1) && !Number.isSafeInteger(data1)){
const err2 = {instancePath:instancePath+"/query/version_number",schemaPath:"#/properties/query/properties/version_number/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
}
else {
const err3 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.headers !== undefined){
let data2 = data.headers;
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
const err4 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.params !== undefined){
let data3 = data.params;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.ExtensionIdentifier === undefined){
const err5 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "ExtensionIdentifier"},message:"must have required property '"+"ExtensionIdentifier"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data3.ExtensionIdentifier !== undefined){
let data4 = data3.ExtensionIdentifier;
if(typeof data4 === "string"){
if(func0(data4) > 2048){
const err6 = {instancePath:instancePath+"/params/ExtensionIdentifier",schemaPath:"#/properties/params/properties/ExtensionIdentifier/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func0(data4) < 1){
const err7 = {instancePath:instancePath+"/params/ExtensionIdentifier",schemaPath:"#/properties/params/properties/ExtensionIdentifier/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/params/ExtensionIdentifier",schemaPath:"#/properties/params/properties/ExtensionIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err9 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate54.errors = vErrors;
return errors === 0;
}

exports.req_30 = validate55;
const schema71 = {"type":"object","properties":{"query":{"type":"object","properties":{"version":{"type":"integer","minimum":1,"safeInteger":true}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"ExtensionIdentifier":{"type":"string","minLength":1,"maxLength":2048}},"required":["ExtensionIdentifier"]}}};

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.version !== undefined){
let data1 = data0.version;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err0 = {instancePath:instancePath+"/query/version",schemaPath:"#/properties/query/properties/version/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err1 = {instancePath:instancePath+"/query/version",schemaPath:"#/properties/query/properties/version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(Number.isInteger(data1) && !Number.isSafeInteger(data1)){
const err2 = {instancePath:instancePath+"/query/version",schemaPath:"#/properties/query/properties/version/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
}
else {
const err3 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.headers !== undefined){
let data2 = data.headers;
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
const err4 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.params !== undefined){
let data3 = data.params;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.ExtensionIdentifier === undefined){
const err5 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "ExtensionIdentifier"},message:"must have required property '"+"ExtensionIdentifier"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data3.ExtensionIdentifier !== undefined){
let data4 = data3.ExtensionIdentifier;
if(typeof data4 === "string"){
if(func0(data4) > 2048){
const err6 = {instancePath:instancePath+"/params/ExtensionIdentifier",schemaPath:"#/properties/params/properties/ExtensionIdentifier/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func0(data4) < 1){
const err7 = {instancePath:instancePath+"/params/ExtensionIdentifier",schemaPath:"#/properties/params/properties/ExtensionIdentifier/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/params/ExtensionIdentifier",schemaPath:"#/properties/params/properties/ExtensionIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err9 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate55.errors = vErrors;
return errors === 0;
}

exports.req_31 = validate56;
const schema72 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"ExtensionIdentifier":{"type":"string","minLength":1,"maxLength":2048}},"required":["ExtensionIdentifier"]}}};

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data2.ExtensionIdentifier === undefined){
const err2 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "ExtensionIdentifier"},message:"must have required property '"+"ExtensionIdentifier"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data2.ExtensionIdentifier !== undefined){
let data3 = data2.ExtensionIdentifier;
if(typeof data3 === "string"){
if(func0(data3) > 2048){
const err3 = {instancePath:instancePath+"/params/ExtensionIdentifier",schemaPath:"#/properties/params/properties/ExtensionIdentifier/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func0(data3) < 1){
const err4 = {instancePath:instancePath+"/params/ExtensionIdentifier",schemaPath:"#/properties/params/properties/ExtensionIdentifier/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/params/ExtensionIdentifier",schemaPath:"#/properties/params/properties/ExtensionIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err6 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate56.errors = vErrors;
return errors === 0;
}

exports.req_UpdateExtensionRequest = validate57;
const schema73 = {"type":"object","properties":{"Description":{"$ref":"schema:Description"},"Actions":{"$ref":"schema:Actions"},"Parameters":{"$ref":"schema:Parameters"},"VersionNumber":{"type":"integer","minimum":1,"safeInteger":true}}};

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Description !== undefined){
let data0 = data.Description;
if(typeof data0 === "string"){
if(func0(data0) > 1024){
const err0 = {instancePath:instancePath+"/Description",schemaPath:"schema:Description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
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
const err1 = {instancePath:instancePath+"/Description",schemaPath:"schema:Description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.Actions !== undefined){
if(!(validate37(data.Actions, {instancePath:instancePath+"/Actions",parentData:data,parentDataProperty:"Actions",rootData}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
}
if(data.Parameters !== undefined){
if(!(validate50(data.Parameters, {instancePath:instancePath+"/Parameters",parentData:data,parentDataProperty:"Parameters",rootData}))){
vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
errors = vErrors.length;
}
}
if(data.VersionNumber !== undefined){
let data3 = data.VersionNumber;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err2 = {instancePath:instancePath+"/VersionNumber",schemaPath:"#/properties/VersionNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
const err3 = {instancePath:instancePath+"/VersionNumber",schemaPath:"#/properties/VersionNumber/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(Number.isInteger(data3) && !Number.isSafeInteger(data3)){
const err4 = {instancePath:instancePath+"/VersionNumber",schemaPath:"#/properties/VersionNumber/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate57.errors = vErrors;
return errors === 0;
}

exports.req_33 = validate60;
const schema75 = {"type":"object","properties":{"query":{"type":"object","properties":{"max_results":{"type":"integer","minimum":1,"maximum":50,"safeInteger":true},"next_token":{"type":"string","minLength":1,"maxLength":2048},"MaxResults":{"type":"integer","minimum":1,"maximum":50,"safeInteger":true},"NextToken":{"type":"string","minLength":1,"maxLength":2048},"resource_identifier":{"$ref":"schema:ResourceArn"},"extension_identifier":{"type":"string","minLength":1,"maxLength":2048},"extension_version_number":{"type":"integer","minimum":1,"safeInteger":true}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};
const schema76 = {"type":"string","minLength":20,"maxLength":2048,"pattern":"^arn:aws[a-zA-Z-]*:appconfig:[a-z0-9-]*:(\\d{12})?:(extension/[^/]+(/\\d+)?|application/[a-z0-9]{4,7}(/(environment|configurationprofile)/[a-z0-9]{4,7})?|application/[a-z0-9]{4,7}/environment/[a-z0-9]{4,7}/deployment/\\d+|deploymentstrategy/[A-Za-z0-9.]+|extensionassociation/[a-z0-9]{4,7})$"};
const pattern33 = new RegExp("^arn:aws[a-zA-Z-]*:appconfig:[a-z0-9-]*:(\\d{12})?:(extension/[^/]+(/\\d+)?|application/[a-z0-9]{4,7}(/(environment|configurationprofile)/[a-z0-9]{4,7})?|application/[a-z0-9]{4,7}/environment/[a-z0-9]{4,7}/deployment/\\d+|deploymentstrategy/[A-Za-z0-9.]+|extensionassociation/[a-z0-9]{4,7})$", "u");

function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.max_results !== undefined){
let data1 = data0.max_results;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err0 = {instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 50 || isNaN(data1)){
const err1 = {instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err2 = {instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(Number.isInteger(data1) && !Number.isSafeInteger(data1)){
const err3 = {instancePath:instancePath+"/query/max_results",schemaPath:"#/properties/query/properties/max_results/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data0.next_token !== undefined){
let data2 = data0.next_token;
if(typeof data2 === "string"){
if(func0(data2) > 2048){
const err4 = {instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func0(data2) < 1){
const err5 = {instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/query/next_token",schemaPath:"#/properties/query/properties/next_token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.MaxResults !== undefined){
let data3 = data0.MaxResults;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err7 = {instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 50 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(Number.isInteger(data3) && !Number.isSafeInteger(data3)){
const err10 = {instancePath:instancePath+"/query/MaxResults",schemaPath:"#/properties/query/properties/MaxResults/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data0.NextToken !== undefined){
let data4 = data0.NextToken;
if(typeof data4 === "string"){
if(func0(data4) > 2048){
const err11 = {instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func0(data4) < 1){
const err12 = {instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err13 = {instancePath:instancePath+"/query/NextToken",schemaPath:"#/properties/query/properties/NextToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data0.resource_identifier !== undefined){
let data5 = data0.resource_identifier;
if(typeof data5 === "string"){
if(func0(data5) > 2048){
const err14 = {instancePath:instancePath+"/query/resource_identifier",schemaPath:"schema:ResourceArn/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func0(data5) < 20){
const err15 = {instancePath:instancePath+"/query/resource_identifier",schemaPath:"schema:ResourceArn/minLength",keyword:"minLength",params:{limit: 20},message:"must NOT have fewer than 20 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!pattern33.test(data5)){
const err16 = {instancePath:instancePath+"/query/resource_identifier",schemaPath:"schema:ResourceArn/pattern",keyword:"pattern",params:{pattern: "^arn:aws[a-zA-Z-]*:appconfig:[a-z0-9-]*:(\\d{12})?:(extension/[^/]+(/\\d+)?|application/[a-z0-9]{4,7}(/(environment|configurationprofile)/[a-z0-9]{4,7})?|application/[a-z0-9]{4,7}/environment/[a-z0-9]{4,7}/deployment/\\d+|deploymentstrategy/[A-Za-z0-9.]+|extensionassociation/[a-z0-9]{4,7})$"},message:"must match pattern \""+"^arn:aws[a-zA-Z-]*:appconfig:[a-z0-9-]*:(\\d{12})?:(extension/[^/]+(/\\d+)?|application/[a-z0-9]{4,7}(/(environment|configurationprofile)/[a-z0-9]{4,7})?|application/[a-z0-9]{4,7}/environment/[a-z0-9]{4,7}/deployment/\\d+|deploymentstrategy/[A-Za-z0-9.]+|extensionassociation/[a-z0-9]{4,7})$"+"\""};
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
const err17 = {instancePath:instancePath+"/query/resource_identifier",schemaPath:"schema:ResourceArn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data0.extension_identifier !== undefined){
let data6 = data0.extension_identifier;
if(typeof data6 === "string"){
if(func0(data6) > 2048){
const err18 = {instancePath:instancePath+"/query/extension_identifier",schemaPath:"#/properties/query/properties/extension_identifier/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(func0(data6) < 1){
const err19 = {instancePath:instancePath+"/query/extension_identifier",schemaPath:"#/properties/query/properties/extension_identifier/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/query/extension_identifier",schemaPath:"#/properties/query/properties/extension_identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data0.extension_version_number !== undefined){
let data7 = data0.extension_version_number;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err21 = {instancePath:instancePath+"/query/extension_version_number",schemaPath:"#/properties/query/properties/extension_version_number/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 1 || isNaN(data7)){
const err22 = {instancePath:instancePath+"/query/extension_version_number",schemaPath:"#/properties/query/properties/extension_version_number/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(Number.isInteger(data7) && !Number.isSafeInteger(data7)){
const err23 = {instancePath:instancePath+"/query/extension_version_number",schemaPath:"#/properties/query/properties/extension_version_number/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
}
else {
const err24 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.headers !== undefined){
let data8 = data.headers;
if(!(data8 && typeof data8 == "object" && !Array.isArray(data8))){
const err25 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.params !== undefined){
let data9 = data.params;
if(!(data9 && typeof data9 == "object" && !Array.isArray(data9))){
const err26 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate60.errors = vErrors;
return errors === 0;
}

exports.req_CreateExtensionAssociationRequest = validate61;
const schema77 = {"type":"object","required":["ExtensionIdentifier","ResourceIdentifier"],"properties":{"ExtensionIdentifier":{"type":"string","minLength":1,"maxLength":2048},"ResourceIdentifier":{"type":"string","minLength":1,"maxLength":2048},"ExtensionVersionNumber":{"type":"integer","minimum":1,"safeInteger":true},"Parameters":{"type":"object","maxProperties":10,"additionalProperties":{"type":"string","minLength":1,"maxLength":2048}},"Tags":{"$ref":"schema:Tags"}}};

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ExtensionIdentifier === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ExtensionIdentifier"},message:"must have required property '"+"ExtensionIdentifier"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.ResourceIdentifier === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ResourceIdentifier"},message:"must have required property '"+"ResourceIdentifier"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.ExtensionIdentifier !== undefined){
let data0 = data.ExtensionIdentifier;
if(typeof data0 === "string"){
if(func0(data0) > 2048){
const err2 = {instancePath:instancePath+"/ExtensionIdentifier",schemaPath:"#/properties/ExtensionIdentifier/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func0(data0) < 1){
const err3 = {instancePath:instancePath+"/ExtensionIdentifier",schemaPath:"#/properties/ExtensionIdentifier/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/ExtensionIdentifier",schemaPath:"#/properties/ExtensionIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.ResourceIdentifier !== undefined){
let data1 = data.ResourceIdentifier;
if(typeof data1 === "string"){
if(func0(data1) > 2048){
const err5 = {instancePath:instancePath+"/ResourceIdentifier",schemaPath:"#/properties/ResourceIdentifier/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func0(data1) < 1){
const err6 = {instancePath:instancePath+"/ResourceIdentifier",schemaPath:"#/properties/ResourceIdentifier/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err7 = {instancePath:instancePath+"/ResourceIdentifier",schemaPath:"#/properties/ResourceIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.ExtensionVersionNumber !== undefined){
let data2 = data.ExtensionVersionNumber;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err8 = {instancePath:instancePath+"/ExtensionVersionNumber",schemaPath:"#/properties/ExtensionVersionNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/ExtensionVersionNumber",schemaPath:"#/properties/ExtensionVersionNumber/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(Number.isInteger(data2) && !Number.isSafeInteger(data2)){
const err10 = {instancePath:instancePath+"/ExtensionVersionNumber",schemaPath:"#/properties/ExtensionVersionNumber/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data.Parameters !== undefined){
let data3 = data.Parameters;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(Object.keys(data3).length > 10){
const err11 = {instancePath:instancePath+"/Parameters",schemaPath:"#/properties/Parameters/maxProperties",keyword:"maxProperties",params:{limit: 10},message:"must NOT have more than 10 properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key0 in data3){
let data4 = data3[key0];
if(typeof data4 === "string"){
if(func0(data4) > 2048){
const err12 = {instancePath:instancePath+"/Parameters/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/Parameters/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func0(data4) < 1){
const err13 = {instancePath:instancePath+"/Parameters/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/Parameters/additionalProperties/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err14 = {instancePath:instancePath+"/Parameters/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/Parameters/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err15 = {instancePath:instancePath+"/Parameters",schemaPath:"#/properties/Parameters/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.Tags !== undefined){
let data5 = data.Tags;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(Object.keys(data5).length > 50){
const err16 = {instancePath:instancePath+"/Tags",schemaPath:"schema:Tags/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key1 in data5){
let data6 = data5[key1];
if(typeof data6 === "string"){
if(func0(data6) > 256){
const err17 = {instancePath:instancePath+"/Tags/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/Tags/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/Tags",schemaPath:"schema:Tags/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate61.errors = vErrors;
return errors === 0;
}

exports.req_35 = validate62;
const schema79 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"ExtensionAssociationId":{"type":"string","pattern":"^[a-z0-9]{4,7}$"}},"required":["ExtensionAssociationId"]}}};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data2.ExtensionAssociationId === undefined){
const err2 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "ExtensionAssociationId"},message:"must have required property '"+"ExtensionAssociationId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data2.ExtensionAssociationId !== undefined){
let data3 = data2.ExtensionAssociationId;
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err3 = {instancePath:instancePath+"/params/ExtensionAssociationId",schemaPath:"#/properties/params/properties/ExtensionAssociationId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""};
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
const err4 = {instancePath:instancePath+"/params/ExtensionAssociationId",schemaPath:"#/properties/params/properties/ExtensionAssociationId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate62.errors = vErrors;
return errors === 0;
}

exports.req_UpdateExtensionAssociationRequest = validate63;
const schema80 = {"type":"object","properties":{"Parameters":{"type":"object","maxProperties":10,"additionalProperties":{"type":"string","minLength":1,"maxLength":2048}}}};

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Parameters !== undefined){
let data0 = data.Parameters;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(Object.keys(data0).length > 10){
const err0 = {instancePath:instancePath+"/Parameters",schemaPath:"#/properties/Parameters/maxProperties",keyword:"maxProperties",params:{limit: 10},message:"must NOT have more than 10 properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data0){
let data1 = data0[key0];
if(typeof data1 === "string"){
if(func0(data1) > 2048){
const err1 = {instancePath:instancePath+"/Parameters/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/Parameters/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func0(data1) < 1){
const err2 = {instancePath:instancePath+"/Parameters/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/Parameters/additionalProperties/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err3 = {instancePath:instancePath+"/Parameters/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/Parameters/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err4 = {instancePath:instancePath+"/Parameters",schemaPath:"#/properties/Parameters/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate63.errors = vErrors;
return errors === 0;
}

exports.req_37 = validate64;
const schema81 = {"type":"object","properties":{"query":{"type":"object","properties":{"client_id":{"type":"string","minLength":1,"maxLength":64},"client_configuration_version":{"type":"string","minLength":1,"maxLength":1024}},"required":["client_id"]},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"Application":{"type":"string","minLength":1,"maxLength":64},"Environment":{"type":"string","minLength":1,"maxLength":64},"Configuration":{"type":"string","minLength":1,"maxLength":64}},"required":["Application","Environment","Configuration"]}}};

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.client_id === undefined){
const err0 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: "client_id"},message:"must have required property '"+"client_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.client_id !== undefined){
let data1 = data0.client_id;
if(typeof data1 === "string"){
if(func0(data1) > 64){
const err1 = {instancePath:instancePath+"/query/client_id",schemaPath:"#/properties/query/properties/client_id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func0(data1) < 1){
const err2 = {instancePath:instancePath+"/query/client_id",schemaPath:"#/properties/query/properties/client_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err3 = {instancePath:instancePath+"/query/client_id",schemaPath:"#/properties/query/properties/client_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.client_configuration_version !== undefined){
let data2 = data0.client_configuration_version;
if(typeof data2 === "string"){
if(func0(data2) > 1024){
const err4 = {instancePath:instancePath+"/query/client_configuration_version",schemaPath:"#/properties/query/properties/client_configuration_version/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func0(data2) < 1){
const err5 = {instancePath:instancePath+"/query/client_configuration_version",schemaPath:"#/properties/query/properties/client_configuration_version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/query/client_configuration_version",schemaPath:"#/properties/query/properties/client_configuration_version/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err7 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.headers !== undefined){
let data3 = data.headers;
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
const err8 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.params !== undefined){
let data4 = data.params;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.Application === undefined){
const err9 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "Application"},message:"must have required property '"+"Application"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data4.Environment === undefined){
const err10 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "Environment"},message:"must have required property '"+"Environment"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data4.Configuration === undefined){
const err11 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "Configuration"},message:"must have required property '"+"Configuration"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data4.Application !== undefined){
let data5 = data4.Application;
if(typeof data5 === "string"){
if(func0(data5) > 64){
const err12 = {instancePath:instancePath+"/params/Application",schemaPath:"#/properties/params/properties/Application/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func0(data5) < 1){
const err13 = {instancePath:instancePath+"/params/Application",schemaPath:"#/properties/params/properties/Application/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err14 = {instancePath:instancePath+"/params/Application",schemaPath:"#/properties/params/properties/Application/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data4.Environment !== undefined){
let data6 = data4.Environment;
if(typeof data6 === "string"){
if(func0(data6) > 64){
const err15 = {instancePath:instancePath+"/params/Environment",schemaPath:"#/properties/params/properties/Environment/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func0(data6) < 1){
const err16 = {instancePath:instancePath+"/params/Environment",schemaPath:"#/properties/params/properties/Environment/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err17 = {instancePath:instancePath+"/params/Environment",schemaPath:"#/properties/params/properties/Environment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data4.Configuration !== undefined){
let data7 = data4.Configuration;
if(typeof data7 === "string"){
if(func0(data7) > 64){
const err18 = {instancePath:instancePath+"/params/Configuration",schemaPath:"#/properties/params/properties/Configuration/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(func0(data7) < 1){
const err19 = {instancePath:instancePath+"/params/Configuration",schemaPath:"#/properties/params/properties/Configuration/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/params/Configuration",schemaPath:"#/properties/params/properties/Configuration/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err21 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate64.errors = vErrors;
return errors === 0;
}

exports.req_38 = validate65;
const schema82 = {"type":"object","required":["ApplicationIdentifier","EnvironmentIdentifier","ConfigurationProfileIdentifier"],"properties":{"ApplicationIdentifier":{"$ref":"schema:SessionIdentifier"},"EnvironmentIdentifier":{"$ref":"schema:SessionIdentifier"},"ConfigurationProfileIdentifier":{"$ref":"schema:SessionIdentifier"},"RequiredMinimumPollIntervalInSeconds":{"type":"integer","minimum":15,"maximum":86400,"safeInteger":true}}};
const schema83 = {"type":"string","minLength":1,"maxLength":128};

function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ApplicationIdentifier === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ApplicationIdentifier"},message:"must have required property '"+"ApplicationIdentifier"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.EnvironmentIdentifier === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "EnvironmentIdentifier"},message:"must have required property '"+"EnvironmentIdentifier"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.ConfigurationProfileIdentifier === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ConfigurationProfileIdentifier"},message:"must have required property '"+"ConfigurationProfileIdentifier"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.ApplicationIdentifier !== undefined){
let data0 = data.ApplicationIdentifier;
if(typeof data0 === "string"){
if(func0(data0) > 128){
const err3 = {instancePath:instancePath+"/ApplicationIdentifier",schemaPath:"schema:SessionIdentifier/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func0(data0) < 1){
const err4 = {instancePath:instancePath+"/ApplicationIdentifier",schemaPath:"schema:SessionIdentifier/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/ApplicationIdentifier",schemaPath:"schema:SessionIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.EnvironmentIdentifier !== undefined){
let data1 = data.EnvironmentIdentifier;
if(typeof data1 === "string"){
if(func0(data1) > 128){
const err6 = {instancePath:instancePath+"/EnvironmentIdentifier",schemaPath:"schema:SessionIdentifier/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func0(data1) < 1){
const err7 = {instancePath:instancePath+"/EnvironmentIdentifier",schemaPath:"schema:SessionIdentifier/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/EnvironmentIdentifier",schemaPath:"schema:SessionIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.ConfigurationProfileIdentifier !== undefined){
let data2 = data.ConfigurationProfileIdentifier;
if(typeof data2 === "string"){
if(func0(data2) > 128){
const err9 = {instancePath:instancePath+"/ConfigurationProfileIdentifier",schemaPath:"schema:SessionIdentifier/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func0(data2) < 1){
const err10 = {instancePath:instancePath+"/ConfigurationProfileIdentifier",schemaPath:"schema:SessionIdentifier/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err11 = {instancePath:instancePath+"/ConfigurationProfileIdentifier",schemaPath:"schema:SessionIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.RequiredMinimumPollIntervalInSeconds !== undefined){
let data3 = data.RequiredMinimumPollIntervalInSeconds;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {instancePath:instancePath+"/RequiredMinimumPollIntervalInSeconds",schemaPath:"#/properties/RequiredMinimumPollIntervalInSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 86400 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/RequiredMinimumPollIntervalInSeconds",schemaPath:"#/properties/RequiredMinimumPollIntervalInSeconds/maximum",keyword:"maximum",params:{comparison: "<=", limit: 86400},message:"must be <= 86400"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3 < 15 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/RequiredMinimumPollIntervalInSeconds",schemaPath:"#/properties/RequiredMinimumPollIntervalInSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 15},message:"must be >= 15"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(Number.isInteger(data3) && !Number.isSafeInteger(data3)){
const err15 = {instancePath:instancePath+"/RequiredMinimumPollIntervalInSeconds",schemaPath:"#/properties/RequiredMinimumPollIntervalInSeconds/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.configuration_token === undefined){
const err0 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: "configuration_token"},message:"must have required property '"+"configuration_token"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.configuration_token !== undefined){
let data1 = data0.configuration_token;
if(typeof data1 === "string"){
if(func0(data1) > 8192){
const err1 = {instancePath:instancePath+"/query/configuration_token",schemaPath:"schema:ConfigurationToken/maxLength",keyword:"maxLength",params:{limit: 8192},message:"must NOT have more than 8192 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func0(data1) < 1){
const err2 = {instancePath:instancePath+"/query/configuration_token",schemaPath:"schema:ConfigurationToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern35.test(data1)){
const err3 = {instancePath:instancePath+"/query/configuration_token",schemaPath:"schema:ConfigurationToken/pattern",keyword:"pattern",params:{pattern: "^\\S+$"},message:"must match pattern \""+"^\\S+$"+"\""};
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
const err4 = {instancePath:instancePath+"/query/configuration_token",schemaPath:"schema:ConfigurationToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err5 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.headers !== undefined){
let data2 = data.headers;
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
const err6 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.params !== undefined){
let data3 = data.params;
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
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
validate66.errors = vErrors;
return errors === 0;
}

exports.req_40 = validate67;
const schema88 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"ResourceArn":{"$ref":"schema:ResourceArn"}},"required":["ResourceArn"]}}};

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data2.ResourceArn === undefined){
const err2 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "ResourceArn"},message:"must have required property '"+"ResourceArn"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data2.ResourceArn !== undefined){
let data3 = data2.ResourceArn;
if(typeof data3 === "string"){
if(func0(data3) > 2048){
const err3 = {instancePath:instancePath+"/params/ResourceArn",schemaPath:"schema:ResourceArn/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func0(data3) < 20){
const err4 = {instancePath:instancePath+"/params/ResourceArn",schemaPath:"schema:ResourceArn/minLength",keyword:"minLength",params:{limit: 20},message:"must NOT have fewer than 20 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern33.test(data3)){
const err5 = {instancePath:instancePath+"/params/ResourceArn",schemaPath:"schema:ResourceArn/pattern",keyword:"pattern",params:{pattern: "^arn:aws[a-zA-Z-]*:appconfig:[a-z0-9-]*:(\\d{12})?:(extension/[^/]+(/\\d+)?|application/[a-z0-9]{4,7}(/(environment|configurationprofile)/[a-z0-9]{4,7})?|application/[a-z0-9]{4,7}/environment/[a-z0-9]{4,7}/deployment/\\d+|deploymentstrategy/[A-Za-z0-9.]+|extensionassociation/[a-z0-9]{4,7})$"},message:"must match pattern \""+"^arn:aws[a-zA-Z-]*:appconfig:[a-z0-9-]*:(\\d{12})?:(extension/[^/]+(/\\d+)?|application/[a-z0-9]{4,7}(/(environment|configurationprofile)/[a-z0-9]{4,7})?|application/[a-z0-9]{4,7}/environment/[a-z0-9]{4,7}/deployment/\\d+|deploymentstrategy/[A-Za-z0-9.]+|extensionassociation/[a-z0-9]{4,7})$"+"\""};
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
const err6 = {instancePath:instancePath+"/params/ResourceArn",schemaPath:"schema:ResourceArn/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate67.errors = vErrors;
return errors === 0;
}

exports.req_TagResourceRequest = validate68;
const schema90 = {"type":"object","required":["Tags"],"properties":{"Tags":{"$ref":"schema:Tags"}}};

function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Tags === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Tags"},message:"must have required property '"+"Tags"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Tags !== undefined){
let data0 = data.Tags;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(Object.keys(data0).length > 50){
const err1 = {instancePath:instancePath+"/Tags",schemaPath:"schema:Tags/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data0){
let data1 = data0[key0];
if(typeof data1 === "string"){
if(func0(data1) > 256){
const err2 = {instancePath:instancePath+"/Tags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
const err3 = {instancePath:instancePath+"/Tags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err4 = {instancePath:instancePath+"/Tags",schemaPath:"schema:Tags/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate68.errors = vErrors;
return errors === 0;
}

exports.req_42 = validate69;
const schema92 = {"type":"object","properties":{"query":{"type":"object","properties":{"tagKeys":{"type":"array","minItems":1,"maxItems":50,"items":{"type":"string","minLength":1,"maxLength":128}}},"required":["tagKeys"]},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"ResourceArn":{"$ref":"schema:ResourceArn"}},"required":["ResourceArn"]}}};

function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.tagKeys === undefined){
const err0 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: "tagKeys"},message:"must have required property '"+"tagKeys"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.tagKeys !== undefined){
let data1 = data0.tagKeys;
if(Array.isArray(data1)){
if(data1.length > 50){
const err1 = {instancePath:instancePath+"/query/tagKeys",schemaPath:"#/properties/query/properties/tagKeys/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1.length < 1){
const err2 = {instancePath:instancePath+"/query/tagKeys",schemaPath:"#/properties/query/properties/tagKeys/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 === "string"){
if(func0(data2) > 128){
const err3 = {instancePath:instancePath+"/query/tagKeys/" + i0,schemaPath:"#/properties/query/properties/tagKeys/items/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func0(data2) < 1){
const err4 = {instancePath:instancePath+"/query/tagKeys/" + i0,schemaPath:"#/properties/query/properties/tagKeys/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/query/tagKeys/" + i0,schemaPath:"#/properties/query/properties/tagKeys/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err6 = {instancePath:instancePath+"/query/tagKeys",schemaPath:"#/properties/query/properties/tagKeys/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err7 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.headers !== undefined){
let data3 = data.headers;
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
const err8 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.params !== undefined){
let data4 = data.params;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.ResourceArn === undefined){
const err9 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "ResourceArn"},message:"must have required property '"+"ResourceArn"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data4.ResourceArn !== undefined){
let data5 = data4.ResourceArn;
if(typeof data5 === "string"){
if(func0(data5) > 2048){
const err10 = {instancePath:instancePath+"/params/ResourceArn",schemaPath:"schema:ResourceArn/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func0(data5) < 20){
const err11 = {instancePath:instancePath+"/params/ResourceArn",schemaPath:"schema:ResourceArn/minLength",keyword:"minLength",params:{limit: 20},message:"must NOT have fewer than 20 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern33.test(data5)){
const err12 = {instancePath:instancePath+"/params/ResourceArn",schemaPath:"schema:ResourceArn/pattern",keyword:"pattern",params:{pattern: "^arn:aws[a-zA-Z-]*:appconfig:[a-z0-9-]*:(\\d{12})?:(extension/[^/]+(/\\d+)?|application/[a-z0-9]{4,7}(/(environment|configurationprofile)/[a-z0-9]{4,7})?|application/[a-z0-9]{4,7}/environment/[a-z0-9]{4,7}/deployment/\\d+|deploymentstrategy/[A-Za-z0-9.]+|extensionassociation/[a-z0-9]{4,7})$"},message:"must match pattern \""+"^arn:aws[a-zA-Z-]*:appconfig:[a-z0-9-]*:(\\d{12})?:(extension/[^/]+(/\\d+)?|application/[a-z0-9]{4,7}(/(environment|configurationprofile)/[a-z0-9]{4,7})?|application/[a-z0-9]{4,7}/environment/[a-z0-9]{4,7}/deployment/\\d+|deploymentstrategy/[A-Za-z0-9.]+|extensionassociation/[a-z0-9]{4,7})$"+"\""};
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
const err13 = {instancePath:instancePath+"/params/ResourceArn",schemaPath:"schema:ResourceArn/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err14 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate69.errors = vErrors;
return errors === 0;
}
