// generated from specs/code-profiler.yaml — do not edit; run `make generate`
"use strict";
exports.req_0 = validate0;
const schema0 = {"type":"object","properties":{"query":{"type":"object","properties":{"includeDescription":{"type":"boolean","default":false},"maxResults":{"type":"integer","minimum":1,"maximum":1000,"safeInteger":true},"nextToken":{"type":"string","minLength":1}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};
const func0 = require("ajv/dist/runtime/ucs2length").default;

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.includeDescription === undefined){
data0.includeDescription = false;
}
if(typeof data0.includeDescription !== "boolean"){
const err0 = {instancePath:instancePath+"/query/includeDescription",schemaPath:"#/properties/query/properties/includeDescription/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.maxResults !== undefined){
let data2 = data0.maxResults;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err1 = {instancePath:instancePath+"/query/maxResults",schemaPath:"#/properties/query/properties/maxResults/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1000 || isNaN(data2)){
const err2 = {instancePath:instancePath+"/query/maxResults",schemaPath:"#/properties/query/properties/maxResults/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err3 = {instancePath:instancePath+"/query/maxResults",schemaPath:"#/properties/query/properties/maxResults/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(Number.isInteger(data2) && !Number.isSafeInteger(data2)){
const err4 = {instancePath:instancePath+"/query/maxResults",schemaPath:"#/properties/query/properties/maxResults/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data0.nextToken !== undefined){
let data3 = data0.nextToken;
if(typeof data3 === "string"){
if(func0(data3) < 1){
const err5 = {instancePath:instancePath+"/query/nextToken",schemaPath:"#/properties/query/properties/nextToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/query/nextToken",schemaPath:"#/properties/query/properties/nextToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
let data4 = data.headers;
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
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
let data5 = data.params;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
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
validate0.errors = vErrors;
return errors === 0;
}

exports.req_1 = validate1;
const schema1 = {"type":"object","properties":{"query":{"type":"object","properties":{"clientToken":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[\\w-]+$"}},"required":["clientToken"]},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};
const pattern0 = new RegExp("^[\\w-]+$", "u");

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.clientToken === undefined){
const err0 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: "clientToken"},message:"must have required property '"+"clientToken"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.clientToken !== undefined){
let data1 = data0.clientToken;
if(typeof data1 === "string"){
if(func0(data1) > 64){
const err1 = {instancePath:instancePath+"/query/clientToken",schemaPath:"#/properties/query/properties/clientToken/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func0(data1) < 1){
const err2 = {instancePath:instancePath+"/query/clientToken",schemaPath:"#/properties/query/properties/clientToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern0.test(data1)){
const err3 = {instancePath:instancePath+"/query/clientToken",schemaPath:"#/properties/query/properties/clientToken/pattern",keyword:"pattern",params:{pattern: "^[\\w-]+$"},message:"must match pattern \""+"^[\\w-]+$"+"\""};
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
const err4 = {instancePath:instancePath+"/query/clientToken",schemaPath:"#/properties/query/properties/clientToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate1.errors = vErrors;
return errors === 0;
}

exports.req_CreateProfilingGroupRequest = validate2;
const schema2 = {"type":"object","required":["profilingGroupName"],"properties":{"profilingGroupName":{"$ref":"schema:ProfilingGroupName"},"computePlatform":{"$ref":"schema:ComputePlatform"},"agentOrchestrationConfig":{"$ref":"schema:AgentOrchestrationConfig"},"tags":{"$ref":"schema:Tags"}}};
const schema3 = {"type":"string","minLength":1,"maxLength":255,"pattern":"^[\\w-]+$"};
const schema4 = {"type":"string","enum":["Default","AWSLambda"]};
const schema5 = {"type":"object","required":["profilingEnabled"],"properties":{"profilingEnabled":{"type":"boolean"}}};
const schema6 = {"type":"object","additionalProperties":{"type":"string"}};

function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.profilingGroupName === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "profilingGroupName"},message:"must have required property '"+"profilingGroupName"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.profilingGroupName !== undefined){
let data0 = data.profilingGroupName;
if(typeof data0 === "string"){
if(func0(data0) > 255){
const err1 = {instancePath:instancePath+"/profilingGroupName",schemaPath:"schema:ProfilingGroupName/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func0(data0) < 1){
const err2 = {instancePath:instancePath+"/profilingGroupName",schemaPath:"schema:ProfilingGroupName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern0.test(data0)){
const err3 = {instancePath:instancePath+"/profilingGroupName",schemaPath:"schema:ProfilingGroupName/pattern",keyword:"pattern",params:{pattern: "^[\\w-]+$"},message:"must match pattern \""+"^[\\w-]+$"+"\""};
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
const err4 = {instancePath:instancePath+"/profilingGroupName",schemaPath:"schema:ProfilingGroupName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.computePlatform !== undefined){
let data1 = data.computePlatform;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/computePlatform",schemaPath:"schema:ComputePlatform/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((data1 === "Default") || (data1 === "AWSLambda"))){
const err6 = {instancePath:instancePath+"/computePlatform",schemaPath:"schema:ComputePlatform/enum",keyword:"enum",params:{allowedValues: schema4.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.agentOrchestrationConfig !== undefined){
let data2 = data.agentOrchestrationConfig;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.profilingEnabled === undefined){
const err7 = {instancePath:instancePath+"/agentOrchestrationConfig",schemaPath:"schema:AgentOrchestrationConfig/required",keyword:"required",params:{missingProperty: "profilingEnabled"},message:"must have required property '"+"profilingEnabled"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.profilingEnabled !== undefined){
if(typeof data2.profilingEnabled !== "boolean"){
const err8 = {instancePath:instancePath+"/agentOrchestrationConfig/profilingEnabled",schemaPath:"schema:AgentOrchestrationConfig/properties/profilingEnabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err9 = {instancePath:instancePath+"/agentOrchestrationConfig",schemaPath:"schema:AgentOrchestrationConfig/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.tags !== undefined){
let data4 = data.tags;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
if(typeof data4[key0] !== "string"){
const err10 = {instancePath:instancePath+"/tags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err11 = {instancePath:instancePath+"/tags",schemaPath:"schema:Tags/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const schema7 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"profilingGroupName":{"$ref":"schema:ProfilingGroupName"}},"required":["profilingGroupName"]}}};

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
if(data2.profilingGroupName === undefined){
const err2 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "profilingGroupName"},message:"must have required property '"+"profilingGroupName"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data2.profilingGroupName !== undefined){
let data3 = data2.profilingGroupName;
if(typeof data3 === "string"){
if(func0(data3) > 255){
const err3 = {instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func0(data3) < 1){
const err4 = {instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern0.test(data3)){
const err5 = {instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/pattern",keyword:"pattern",params:{pattern: "^[\\w-]+$"},message:"must match pattern \""+"^[\\w-]+$"+"\""};
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
const err6 = {instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate3.errors = vErrors;
return errors === 0;
}

exports.req_4 = validate4;
const schema9 = {"type":"object","required":["agentOrchestrationConfig"],"properties":{"agentOrchestrationConfig":{"$ref":"schema:AgentOrchestrationConfig"}}};

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.agentOrchestrationConfig === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "agentOrchestrationConfig"},message:"must have required property '"+"agentOrchestrationConfig"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.agentOrchestrationConfig !== undefined){
let data0 = data.agentOrchestrationConfig;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.profilingEnabled === undefined){
const err1 = {instancePath:instancePath+"/agentOrchestrationConfig",schemaPath:"schema:AgentOrchestrationConfig/required",keyword:"required",params:{missingProperty: "profilingEnabled"},message:"must have required property '"+"profilingEnabled"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.profilingEnabled !== undefined){
if(typeof data0.profilingEnabled !== "boolean"){
const err2 = {instancePath:instancePath+"/agentOrchestrationConfig/profilingEnabled",schemaPath:"schema:AgentOrchestrationConfig/properties/profilingEnabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err3 = {instancePath:instancePath+"/agentOrchestrationConfig",schemaPath:"schema:AgentOrchestrationConfig/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate4.errors = vErrors;
return errors === 0;
}

exports.req_5 = validate5;
const schema11 = {"type":"object","properties":{"query":{"type":"object","properties":{"profileToken":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[\\w-]+$"}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"profilingGroupName":{"$ref":"schema:ProfilingGroupName"}},"required":["profilingGroupName"]}}};

function validate5(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.profileToken !== undefined){
let data1 = data0.profileToken;
if(typeof data1 === "string"){
if(func0(data1) > 64){
const err0 = {instancePath:instancePath+"/query/profileToken",schemaPath:"#/properties/query/properties/profileToken/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func0(data1) < 1){
const err1 = {instancePath:instancePath+"/query/profileToken",schemaPath:"#/properties/query/properties/profileToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern0.test(data1)){
const err2 = {instancePath:instancePath+"/query/profileToken",schemaPath:"#/properties/query/properties/profileToken/pattern",keyword:"pattern",params:{pattern: "^[\\w-]+$"},message:"must match pattern \""+"^[\\w-]+$"+"\""};
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
const err3 = {instancePath:instancePath+"/query/profileToken",schemaPath:"#/properties/query/properties/profileToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data3.profilingGroupName === undefined){
const err6 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "profilingGroupName"},message:"must have required property '"+"profilingGroupName"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data3.profilingGroupName !== undefined){
let data4 = data3.profilingGroupName;
if(typeof data4 === "string"){
if(func0(data4) > 255){
const err7 = {instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func0(data4) < 1){
const err8 = {instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern0.test(data4)){
const err9 = {instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/pattern",keyword:"pattern",params:{pattern: "^[\\w-]+$"},message:"must match pattern \""+"^[\\w-]+$"+"\""};
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
const err10 = {instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate5.errors = vErrors;
return errors === 0;
}

exports.req_ConfigureAgentRequest = validate6;
const schema13 = {"type":"object","properties":{"fleetInstanceId":{"type":"string","minLength":1,"maxLength":255},"metadata":{"type":"object","additionalProperties":{"type":"string"}}}};

function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.fleetInstanceId !== undefined){
let data0 = data.fleetInstanceId;
if(typeof data0 === "string"){
if(func0(data0) > 255){
const err0 = {instancePath:instancePath+"/fleetInstanceId",schemaPath:"#/properties/fleetInstanceId/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func0(data0) < 1){
const err1 = {instancePath:instancePath+"/fleetInstanceId",schemaPath:"#/properties/fleetInstanceId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err2 = {instancePath:instancePath+"/fleetInstanceId",schemaPath:"#/properties/fleetInstanceId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.metadata !== undefined){
let data1 = data.metadata;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key0 in data1){
if(typeof data1[key0] !== "string"){
const err3 = {instancePath:instancePath+"/metadata/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/metadata/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err4 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate6.errors = vErrors;
return errors === 0;
}

exports.req_7 = validate7;
const schema14 = {"type":"object","properties":{"query":{"type":"object","properties":{"startTime":{"type":"string","format":"date-time"},"endTime":{"type":"string","format":"date-time"},"period":{"type":"string","minLength":1,"maxLength":64},"maxDepth":{"type":"integer","minimum":1,"maximum":10000,"safeInteger":true}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"profilingGroupName":{"$ref":"schema:ProfilingGroupName"}},"required":["profilingGroupName"]}}};
const formats0 = require("../formats")["date-time"];

function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.startTime !== undefined){
let data1 = data0.startTime;
if(typeof data1 === "string"){
if(!(formats0.validate.test(data1))){
const err0 = {instancePath:instancePath+"/query/startTime",schemaPath:"#/properties/query/properties/startTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err1 = {instancePath:instancePath+"/query/startTime",schemaPath:"#/properties/query/properties/startTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.endTime !== undefined){
let data2 = data0.endTime;
if(typeof data2 === "string"){
if(!(formats0.validate.test(data2))){
const err2 = {instancePath:instancePath+"/query/endTime",schemaPath:"#/properties/query/properties/endTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err3 = {instancePath:instancePath+"/query/endTime",schemaPath:"#/properties/query/properties/endTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.period !== undefined){
let data3 = data0.period;
if(typeof data3 === "string"){
if(func0(data3) > 64){
const err4 = {instancePath:instancePath+"/query/period",schemaPath:"#/properties/query/properties/period/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func0(data3) < 1){
const err5 = {instancePath:instancePath+"/query/period",schemaPath:"#/properties/query/properties/period/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/query/period",schemaPath:"#/properties/query/properties/period/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.maxDepth !== undefined){
let data4 = data0.maxDepth;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err7 = {instancePath:instancePath+"/query/maxDepth",schemaPath:"#/properties/query/properties/maxDepth/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 10000 || isNaN(data4)){
const err8 = {instancePath:instancePath+"/query/maxDepth",schemaPath:"#/properties/query/properties/maxDepth/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err9 = {instancePath:instancePath+"/query/maxDepth",schemaPath:"#/properties/query/properties/maxDepth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(Number.isInteger(data4) && !Number.isSafeInteger(data4)){
const err10 = {instancePath:instancePath+"/query/maxDepth",schemaPath:"#/properties/query/properties/maxDepth/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
}
else {
const err11 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.headers !== undefined){
let data5 = data.headers;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
const err12 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.params !== undefined){
let data6 = data.params;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.profilingGroupName === undefined){
const err13 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "profilingGroupName"},message:"must have required property '"+"profilingGroupName"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data6.profilingGroupName !== undefined){
let data7 = data6.profilingGroupName;
if(typeof data7 === "string"){
if(func0(data7) > 255){
const err14 = {instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func0(data7) < 1){
const err15 = {instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!pattern0.test(data7)){
const err16 = {instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/pattern",keyword:"pattern",params:{pattern: "^[\\w-]+$"},message:"must match pattern \""+"^[\\w-]+$"+"\""};
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
const err17 = {instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err18 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate7.errors = vErrors;
return errors === 0;
}

exports.req_8 = validate8;
const schema16 = {"type":"object","properties":{"query":{"type":"object","properties":{"startTime":{"type":"string","format":"date-time"},"endTime":{"type":"string","format":"date-time"},"period":{"$ref":"schema:AggregationPeriod"},"orderBy":{"type":"string","enum":["TimestampDescending","TimestampAscending","TIMESTAMP_DESCENDING","TIMESTAMP_ASCENDING"]},"maxResults":{"type":"integer","minimum":1,"maximum":1000,"safeInteger":true},"nextToken":{"type":"string","minLength":1}},"required":["startTime","endTime","period"]},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"profilingGroupName":{"$ref":"schema:ProfilingGroupName"}},"required":["profilingGroupName"]}}};
const schema17 = {"type":"string","enum":["PT5M","PT1H","P1D"]};

function validate8(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.startTime === undefined){
const err0 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: "startTime"},message:"must have required property '"+"startTime"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.endTime === undefined){
const err1 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: "endTime"},message:"must have required property '"+"endTime"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.period === undefined){
const err2 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: "period"},message:"must have required property '"+"period"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.startTime !== undefined){
let data1 = data0.startTime;
if(typeof data1 === "string"){
if(!(formats0.validate.test(data1))){
const err3 = {instancePath:instancePath+"/query/startTime",schemaPath:"#/properties/query/properties/startTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err4 = {instancePath:instancePath+"/query/startTime",schemaPath:"#/properties/query/properties/startTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.endTime !== undefined){
let data2 = data0.endTime;
if(typeof data2 === "string"){
if(!(formats0.validate.test(data2))){
const err5 = {instancePath:instancePath+"/query/endTime",schemaPath:"#/properties/query/properties/endTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err6 = {instancePath:instancePath+"/query/endTime",schemaPath:"#/properties/query/properties/endTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.period !== undefined){
let data3 = data0.period;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/query/period",schemaPath:"schema:AggregationPeriod/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(((data3 === "PT5M") || (data3 === "PT1H")) || (data3 === "P1D"))){
const err8 = {instancePath:instancePath+"/query/period",schemaPath:"schema:AggregationPeriod/enum",keyword:"enum",params:{allowedValues: schema17.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.orderBy !== undefined){
let data4 = data0.orderBy;
if(typeof data4 !== "string"){
const err9 = {instancePath:instancePath+"/query/orderBy",schemaPath:"#/properties/query/properties/orderBy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((((data4 === "TimestampDescending") || (data4 === "TimestampAscending")) || (data4 === "TIMESTAMP_DESCENDING")) || (data4 === "TIMESTAMP_ASCENDING"))){
const err10 = {instancePath:instancePath+"/query/orderBy",schemaPath:"#/properties/query/properties/orderBy/enum",keyword:"enum",params:{allowedValues: schema16.properties.query.properties.orderBy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.maxResults !== undefined){
let data5 = data0.maxResults;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err11 = {instancePath:instancePath+"/query/maxResults",schemaPath:"#/properties/query/properties/maxResults/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 1000 || isNaN(data5)){
const err12 = {instancePath:instancePath+"/query/maxResults",schemaPath:"#/properties/query/properties/maxResults/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err13 = {instancePath:instancePath+"/query/maxResults",schemaPath:"#/properties/query/properties/maxResults/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(Number.isInteger(data5) && !Number.isSafeInteger(data5)){
const err14 = {instancePath:instancePath+"/query/maxResults",schemaPath:"#/properties/query/properties/maxResults/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data0.nextToken !== undefined){
let data6 = data0.nextToken;
if(typeof data6 === "string"){
if(func0(data6) < 1){
const err15 = {instancePath:instancePath+"/query/nextToken",schemaPath:"#/properties/query/properties/nextToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err16 = {instancePath:instancePath+"/query/nextToken",schemaPath:"#/properties/query/properties/nextToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
let data7 = data.headers;
if(!(data7 && typeof data7 == "object" && !Array.isArray(data7))){
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
let data8 = data.params;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.profilingGroupName === undefined){
const err19 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "profilingGroupName"},message:"must have required property '"+"profilingGroupName"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data8.profilingGroupName !== undefined){
let data9 = data8.profilingGroupName;
if(typeof data9 === "string"){
if(func0(data9) > 255){
const err20 = {instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(func0(data9) < 1){
const err21 = {instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!pattern0.test(data9)){
const err22 = {instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/pattern",keyword:"pattern",params:{pattern: "^[\\w-]+$"},message:"must match pattern \""+"^[\\w-]+$"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err24 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
validate8.errors = vErrors;
return errors === 0;
}

exports.req_9 = validate9;
const schema19 = {"type":"object","properties":{"query":{"type":"object","properties":{"startTime":{"type":"string","format":"date-time"},"endTime":{"type":"string","format":"date-time"},"period":{"type":"string","minLength":1,"maxLength":64},"targetResolution":{"$ref":"schema:AggregationPeriod"}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"profilingGroupName":{"$ref":"schema:ProfilingGroupName"}},"required":["profilingGroupName"]}}};

function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.startTime !== undefined){
let data1 = data0.startTime;
if(typeof data1 === "string"){
if(!(formats0.validate.test(data1))){
const err0 = {instancePath:instancePath+"/query/startTime",schemaPath:"#/properties/query/properties/startTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err1 = {instancePath:instancePath+"/query/startTime",schemaPath:"#/properties/query/properties/startTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.endTime !== undefined){
let data2 = data0.endTime;
if(typeof data2 === "string"){
if(!(formats0.validate.test(data2))){
const err2 = {instancePath:instancePath+"/query/endTime",schemaPath:"#/properties/query/properties/endTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err3 = {instancePath:instancePath+"/query/endTime",schemaPath:"#/properties/query/properties/endTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.period !== undefined){
let data3 = data0.period;
if(typeof data3 === "string"){
if(func0(data3) > 64){
const err4 = {instancePath:instancePath+"/query/period",schemaPath:"#/properties/query/properties/period/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func0(data3) < 1){
const err5 = {instancePath:instancePath+"/query/period",schemaPath:"#/properties/query/properties/period/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/query/period",schemaPath:"#/properties/query/properties/period/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.targetResolution !== undefined){
let data4 = data0.targetResolution;
if(typeof data4 !== "string"){
const err7 = {instancePath:instancePath+"/query/targetResolution",schemaPath:"schema:AggregationPeriod/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(((data4 === "PT5M") || (data4 === "PT1H")) || (data4 === "P1D"))){
const err8 = {instancePath:instancePath+"/query/targetResolution",schemaPath:"schema:AggregationPeriod/enum",keyword:"enum",params:{allowedValues: schema17.enum},message:"must be equal to one of the allowed values"};
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
const err9 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.headers !== undefined){
let data5 = data.headers;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
const err10 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.params !== undefined){
let data6 = data.params;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.profilingGroupName === undefined){
const err11 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "profilingGroupName"},message:"must have required property '"+"profilingGroupName"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data6.profilingGroupName !== undefined){
let data7 = data6.profilingGroupName;
if(typeof data7 === "string"){
if(func0(data7) > 255){
const err12 = {instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func0(data7) < 1){
const err13 = {instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern0.test(data7)){
const err14 = {instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/pattern",keyword:"pattern",params:{pattern: "^[\\w-]+$"},message:"must match pattern \""+"^[\\w-]+$"+"\""};
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
const err15 = {instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate9.errors = vErrors;
return errors === 0;
}

exports.req_10 = validate10;
const schema22 = {"type":"object","properties":{"frameMetrics":{"type":"array","items":{"$ref":"schema:FrameMetric"}}}};
const schema23 = {"type":"object","required":["frameName","type","threadStates"],"properties":{"frameName":{"type":"string","minLength":1},"type":{"type":"string","enum":["AggregatedRelativeTotalTime"]},"threadStates":{"type":"array","items":{"type":"string"}}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.frameMetrics !== undefined){
let data0 = data.frameMetrics;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.frameName === undefined){
const err0 = {instancePath:instancePath+"/frameMetrics/" + i0,schemaPath:"schema:FrameMetric/required",keyword:"required",params:{missingProperty: "frameName"},message:"must have required property '"+"frameName"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data1.type === undefined){
const err1 = {instancePath:instancePath+"/frameMetrics/" + i0,schemaPath:"schema:FrameMetric/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1.threadStates === undefined){
const err2 = {instancePath:instancePath+"/frameMetrics/" + i0,schemaPath:"schema:FrameMetric/required",keyword:"required",params:{missingProperty: "threadStates"},message:"must have required property '"+"threadStates"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.frameName !== undefined){
let data2 = data1.frameName;
if(typeof data2 === "string"){
if(func0(data2) < 1){
const err3 = {instancePath:instancePath+"/frameMetrics/" + i0+"/frameName",schemaPath:"schema:FrameMetric/properties/frameName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/frameMetrics/" + i0+"/frameName",schemaPath:"schema:FrameMetric/properties/frameName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.type !== undefined){
let data3 = data1.type;
if(typeof data3 !== "string"){
const err5 = {instancePath:instancePath+"/frameMetrics/" + i0+"/type",schemaPath:"schema:FrameMetric/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(data3 === "AggregatedRelativeTotalTime")){
const err6 = {instancePath:instancePath+"/frameMetrics/" + i0+"/type",schemaPath:"schema:FrameMetric/properties/type/enum",keyword:"enum",params:{allowedValues: schema23.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.threadStates !== undefined){
let data4 = data1.threadStates;
if(Array.isArray(data4)){
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
if(typeof data4[i1] !== "string"){
const err7 = {instancePath:instancePath+"/frameMetrics/" + i0+"/threadStates/" + i1,schemaPath:"schema:FrameMetric/properties/threadStates/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err8 = {instancePath:instancePath+"/frameMetrics/" + i0+"/threadStates",schemaPath:"schema:FrameMetric/properties/threadStates/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err9 = {instancePath:instancePath+"/frameMetrics/" + i0,schemaPath:"schema:FrameMetric/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err10 = {instancePath:instancePath+"/frameMetrics",schemaPath:"#/properties/frameMetrics/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate10.errors = vErrors;
return errors === 0;
}

exports.req_11 = validate11;
const schema24 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"profilingGroupName":{"$ref":"schema:ProfilingGroupName"},"actionGroup":{"type":"string","enum":["agentPermissions"]}},"required":["profilingGroupName","actionGroup"]}}};

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
if(data2.profilingGroupName === undefined){
const err2 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "profilingGroupName"},message:"must have required property '"+"profilingGroupName"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data2.actionGroup === undefined){
const err3 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "actionGroup"},message:"must have required property '"+"actionGroup"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.profilingGroupName !== undefined){
let data3 = data2.profilingGroupName;
if(typeof data3 === "string"){
if(func0(data3) > 255){
const err4 = {instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func0(data3) < 1){
const err5 = {instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern0.test(data3)){
const err6 = {instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/pattern",keyword:"pattern",params:{pattern: "^[\\w-]+$"},message:"must match pattern \""+"^[\\w-]+$"+"\""};
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
const err7 = {instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.actionGroup !== undefined){
let data4 = data2.actionGroup;
if(typeof data4 !== "string"){
const err8 = {instancePath:instancePath+"/params/actionGroup",schemaPath:"#/properties/params/properties/actionGroup/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(data4 === "agentPermissions")){
const err9 = {instancePath:instancePath+"/params/actionGroup",schemaPath:"#/properties/params/properties/actionGroup/enum",keyword:"enum",params:{allowedValues: schema24.properties.params.properties.actionGroup.enum},message:"must be equal to one of the allowed values"};
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
validate11.errors = vErrors;
return errors === 0;
}

exports.req_12 = validate12;
const schema26 = {"type":"object","required":["principals"],"properties":{"principals":{"type":"array","minItems":1,"maxItems":50,"items":{"type":"string"}},"revisionId":{"$ref":"schema:RevisionId"}}};
const schema27 = {"$ref":"schema:Uuid"};
const schema28 = {"type":"string","pattern":"^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$"};
const pattern9 = new RegExp("^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$", "u");

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data === "string"){
if(!pattern9.test(data)){
const err0 = {instancePath,schemaPath:"schema:Uuid/pattern",keyword:"pattern",params:{pattern: "^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$"},message:"must match pattern \""+"^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$"+"\""};
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
const err1 = {instancePath,schemaPath:"schema:Uuid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}


function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.principals === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "principals"},message:"must have required property '"+"principals"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.principals !== undefined){
let data0 = data.principals;
if(Array.isArray(data0)){
if(data0.length > 50){
const err1 = {instancePath:instancePath+"/principals",schemaPath:"#/properties/principals/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.length < 1){
const err2 = {instancePath:instancePath+"/principals",schemaPath:"#/properties/principals/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(typeof data0[i0] !== "string"){
const err3 = {instancePath:instancePath+"/principals/" + i0,schemaPath:"#/properties/principals/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err4 = {instancePath:instancePath+"/principals",schemaPath:"#/properties/principals/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.revisionId !== undefined){
if(!(validate13(data.revisionId, {instancePath:instancePath+"/revisionId",parentData:data,parentDataProperty:"revisionId",rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
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
validate12.errors = vErrors;
return errors === 0;
}

exports.req_13 = validate15;
const schema29 = {"type":"object","properties":{"query":{"type":"object","properties":{"revisionId":{"$ref":"schema:RevisionId"}},"required":["revisionId"]},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"profilingGroupName":{"$ref":"schema:ProfilingGroupName"},"actionGroup":{"type":"string","enum":["agentPermissions"]}},"required":["profilingGroupName","actionGroup"]}}};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.revisionId === undefined){
const err0 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: "revisionId"},message:"must have required property '"+"revisionId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.revisionId !== undefined){
if(!(validate13(data0.revisionId, {instancePath:instancePath+"/query/revisionId",parentData:data0,parentDataProperty:"revisionId",rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.headers !== undefined){
let data2 = data.headers;
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
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
if(data3.profilingGroupName === undefined){
const err3 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "profilingGroupName"},message:"must have required property '"+"profilingGroupName"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data3.actionGroup === undefined){
const err4 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "actionGroup"},message:"must have required property '"+"actionGroup"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data3.profilingGroupName !== undefined){
let data4 = data3.profilingGroupName;
if(typeof data4 === "string"){
if(func0(data4) > 255){
const err5 = {instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func0(data4) < 1){
const err6 = {instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern0.test(data4)){
const err7 = {instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/pattern",keyword:"pattern",params:{pattern: "^[\\w-]+$"},message:"must match pattern \""+"^[\\w-]+$"+"\""};
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
const err8 = {instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data3.actionGroup !== undefined){
let data5 = data3.actionGroup;
if(typeof data5 !== "string"){
const err9 = {instancePath:instancePath+"/params/actionGroup",schemaPath:"#/properties/params/properties/actionGroup/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(data5 === "agentPermissions")){
const err10 = {instancePath:instancePath+"/params/actionGroup",schemaPath:"#/properties/params/properties/actionGroup/enum",keyword:"enum",params:{allowedValues: schema29.properties.params.properties.actionGroup.enum},message:"must be equal to one of the allowed values"};
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
validate15.errors = vErrors;
return errors === 0;
}

exports.req_14 = validate17;
const schema31 = {"type":"object","required":["channels"],"properties":{"channels":{"type":"array","minItems":1,"maxItems":2,"items":{"$ref":"schema:Channel"}}}};
const schema32 = {"type":"object","required":["uri","eventPublishers"],"properties":{"id":{"$ref":"schema:Uuid"},"uri":{"type":"string"},"eventPublishers":{"type":"array","minItems":1,"maxItems":1,"items":{"type":"string","enum":["AnomalyDetection"]}}}};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.uri === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "uri"},message:"must have required property '"+"uri"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.eventPublishers === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "eventPublishers"},message:"must have required property '"+"eventPublishers"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!pattern9.test(data0)){
const err2 = {instancePath:instancePath+"/id",schemaPath:"schema:Uuid/pattern",keyword:"pattern",params:{pattern: "^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$"},message:"must match pattern \""+"^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$"+"\""};
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
const err3 = {instancePath:instancePath+"/id",schemaPath:"schema:Uuid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.uri !== undefined){
if(typeof data.uri !== "string"){
const err4 = {instancePath:instancePath+"/uri",schemaPath:"#/properties/uri/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.eventPublishers !== undefined){
let data2 = data.eventPublishers;
if(Array.isArray(data2)){
if(data2.length > 1){
const err5 = {instancePath:instancePath+"/eventPublishers",schemaPath:"#/properties/eventPublishers/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.length < 1){
const err6 = {instancePath:instancePath+"/eventPublishers",schemaPath:"#/properties/eventPublishers/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/eventPublishers/" + i0,schemaPath:"#/properties/eventPublishers/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(data3 === "AnomalyDetection")){
const err8 = {instancePath:instancePath+"/eventPublishers/" + i0,schemaPath:"#/properties/eventPublishers/items/enum",keyword:"enum",params:{allowedValues: schema32.properties.eventPublishers.items.enum},message:"must be equal to one of the allowed values"};
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
const err9 = {instancePath:instancePath+"/eventPublishers",schemaPath:"#/properties/eventPublishers/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate18.errors = vErrors;
return errors === 0;
}


function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.channels === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "channels"},message:"must have required property '"+"channels"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.channels !== undefined){
let data0 = data.channels;
if(Array.isArray(data0)){
if(data0.length > 2){
const err1 = {instancePath:instancePath+"/channels",schemaPath:"#/properties/channels/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.length < 1){
const err2 = {instancePath:instancePath+"/channels",schemaPath:"#/properties/channels/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate18(data0[i0], {instancePath:instancePath+"/channels/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath:instancePath+"/channels",schemaPath:"#/properties/channels/type",keyword:"type",params:{type: "array"},message:"must be array"};
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

exports.req_15 = validate20;
const schema34 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"profilingGroupName":{"$ref":"schema:ProfilingGroupName"},"channelId":{"$ref":"schema:Uuid"}},"required":["profilingGroupName","channelId"]}}};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data2.profilingGroupName === undefined){
const err2 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "profilingGroupName"},message:"must have required property '"+"profilingGroupName"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data2.channelId === undefined){
const err3 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "channelId"},message:"must have required property '"+"channelId"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.profilingGroupName !== undefined){
let data3 = data2.profilingGroupName;
if(typeof data3 === "string"){
if(func0(data3) > 255){
const err4 = {instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func0(data3) < 1){
const err5 = {instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern0.test(data3)){
const err6 = {instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/pattern",keyword:"pattern",params:{pattern: "^[\\w-]+$"},message:"must match pattern \""+"^[\\w-]+$"+"\""};
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
const err7 = {instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.channelId !== undefined){
let data4 = data2.channelId;
if(typeof data4 === "string"){
if(!pattern9.test(data4)){
const err8 = {instancePath:instancePath+"/params/channelId",schemaPath:"schema:Uuid/pattern",keyword:"pattern",params:{pattern: "^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$"},message:"must match pattern \""+"^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$"+"\""};
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
const err9 = {instancePath:instancePath+"/params/channelId",schemaPath:"schema:Uuid/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
