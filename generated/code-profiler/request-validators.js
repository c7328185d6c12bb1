// generated from specs/code-profiler.yaml — do not edit; run `make generate`
"use strict";
exports.req_0 = validate0;
const schema0 = {"type":"object","properties":{"query":{"type":"object","properties":{"includeDescription":{"type":"boolean","default":false},"maxResults":{"type":"integer","minimum":1,"maximum":1000},"nextToken":{"type":"string","minLength":1}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};
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
if(data0.includeDescription === undefined){
data0.includeDescription = false;
}
const _errs3 = errors;
if(typeof data0.includeDescription !== "boolean"){
validate0.errors = [{instancePath:instancePath+"/query/includeDescription",schemaPath:"#/properties/query/properties/includeDescription/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid1 = _errs3 === errors;
if(valid1){
if(data0.maxResults !== undefined){
let data2 = data0.maxResults;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate0.errors = [{instancePath:instancePath+"/query/maxResults",schemaPath:"#/properties/query/properties/maxResults/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs5){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1000 || isNaN(data2)){
validate0.errors = [{instancePath:instancePath+"/query/maxResults",schemaPath:"#/properties/query/properties/maxResults/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"}];
return false;
}
else {
if(data2 < 1 || isNaN(data2)){
validate0.errors = [{instancePath:instancePath+"/query/maxResults",schemaPath:"#/properties/query/properties/maxResults/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.nextToken !== undefined){
let data3 = data0.nextToken;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func0(data3) < 1){
validate0.errors = [{instancePath:instancePath+"/query/nextToken",schemaPath:"#/properties/query/properties/nextToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate0.errors = [{instancePath:instancePath+"/query/nextToken",schemaPath:"#/properties/query/properties/nextToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
let data4 = data.headers;
const _errs9 = errors;
if(errors === _errs9){
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
validate0.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate0.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate0.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if((data0.clientToken === undefined) && (missing0 = "clientToken")){
validate1.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data0.clientToken !== undefined){
let data1 = data0.clientToken;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 64){
validate1.errors = [{instancePath:instancePath+"/query/clientToken",schemaPath:"#/properties/query/properties/clientToken/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data1) < 1){
validate1.errors = [{instancePath:instancePath+"/query/clientToken",schemaPath:"#/properties/query/properties/clientToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern0.test(data1)){
validate1.errors = [{instancePath:instancePath+"/query/clientToken",schemaPath:"#/properties/query/properties/clientToken/pattern",keyword:"pattern",params:{pattern: "^[\\w-]+$"},message:"must match pattern \""+"^[\\w-]+$"+"\""}];
return false;
}
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/query/clientToken",schemaPath:"#/properties/query/properties/clientToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
let data2 = data.headers;
const _errs5 = errors;
if(errors === _errs5){
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
validate1.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
validate1.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate1.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.profilingGroupName === undefined) && (missing0 = "profilingGroupName")){
validate2.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.profilingGroupName !== undefined){
let data0 = data.profilingGroupName;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func0(data0) > 255){
validate2.errors = [{instancePath:instancePath+"/profilingGroupName",schemaPath:"schema:ProfilingGroupName/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate2.errors = [{instancePath:instancePath+"/profilingGroupName",schemaPath:"schema:ProfilingGroupName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern0.test(data0)){
validate2.errors = [{instancePath:instancePath+"/profilingGroupName",schemaPath:"schema:ProfilingGroupName/pattern",keyword:"pattern",params:{pattern: "^[\\w-]+$"},message:"must match pattern \""+"^[\\w-]+$"+"\""}];
return false;
}
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/profilingGroupName",schemaPath:"schema:ProfilingGroupName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.computePlatform !== undefined){
let data1 = data.computePlatform;
const _errs4 = errors;
if(typeof data1 !== "string"){
validate2.errors = [{instancePath:instancePath+"/computePlatform",schemaPath:"schema:ComputePlatform/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data1 === "Default") || (data1 === "AWSLambda"))){
validate2.errors = [{instancePath:instancePath+"/computePlatform",schemaPath:"schema:ComputePlatform/enum",keyword:"enum",params:{allowedValues: schema4.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.agentOrchestrationConfig !== undefined){
let data2 = data.agentOrchestrationConfig;
const _errs7 = errors;
const _errs8 = errors;
if(errors === _errs8){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((data2.profilingEnabled === undefined) && (missing1 = "profilingEnabled")){
validate2.errors = [{instancePath:instancePath+"/agentOrchestrationConfig",schemaPath:"schema:AgentOrchestrationConfig/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data2.profilingEnabled !== undefined){
if(typeof data2.profilingEnabled !== "boolean"){
validate2.errors = [{instancePath:instancePath+"/agentOrchestrationConfig/profilingEnabled",schemaPath:"schema:AgentOrchestrationConfig/properties/profilingEnabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/agentOrchestrationConfig",schemaPath:"schema:AgentOrchestrationConfig/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tags !== undefined){
let data4 = data.tags;
const _errs12 = errors;
const _errs13 = errors;
if(errors === _errs13){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
const _errs16 = errors;
if(typeof data4[key0] !== "string"){
validate2.errors = [{instancePath:instancePath+"/tags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs16 === errors;
if(!valid6){
break;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/tags",schemaPath:"schema:Tags/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
else {
validate2.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate2.errors = vErrors;
return errors === 0;
}

exports.req_3 = validate3;
const schema7 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"profilingGroupName":{"$ref":"schema:ProfilingGroupName"}},"required":["profilingGroupName"]}}};

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
if((data2.profilingGroupName === undefined) && (missing0 = "profilingGroupName")){
validate3.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data2.profilingGroupName !== undefined){
let data3 = data2.profilingGroupName;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(func0(data3) > 255){
validate3.errors = [{instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(func0(data3) < 1){
validate3.errors = [{instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern0.test(data3)){
validate3.errors = [{instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/pattern",keyword:"pattern",params:{pattern: "^[\\w-]+$"},message:"must match pattern \""+"^[\\w-]+$"+"\""}];
return false;
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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

exports.req_4 = validate4;
const schema9 = {"type":"object","required":["agentOrchestrationConfig"],"properties":{"agentOrchestrationConfig":{"$ref":"schema:AgentOrchestrationConfig"}}};

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.agentOrchestrationConfig === undefined) && (missing0 = "agentOrchestrationConfig")){
validate4.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.agentOrchestrationConfig !== undefined){
let data0 = data.agentOrchestrationConfig;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if((data0.profilingEnabled === undefined) && (missing1 = "profilingEnabled")){
validate4.errors = [{instancePath:instancePath+"/agentOrchestrationConfig",schemaPath:"schema:AgentOrchestrationConfig/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data0.profilingEnabled !== undefined){
if(typeof data0.profilingEnabled !== "boolean"){
validate4.errors = [{instancePath:instancePath+"/agentOrchestrationConfig/profilingEnabled",schemaPath:"schema:AgentOrchestrationConfig/properties/profilingEnabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
}
}
}
else {
validate4.errors = [{instancePath:instancePath+"/agentOrchestrationConfig",schemaPath:"schema:AgentOrchestrationConfig/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
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
const schema11 = {"type":"object","properties":{"query":{"type":"object","properties":{"profileToken":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[\\w-]+$"}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"profilingGroupName":{"$ref":"schema:ProfilingGroupName"}},"required":["profilingGroupName"]}}};

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
if(data0.profileToken !== undefined){
let data1 = data0.profileToken;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 64){
validate5.errors = [{instancePath:instancePath+"/query/profileToken",schemaPath:"#/properties/query/properties/profileToken/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data1) < 1){
validate5.errors = [{instancePath:instancePath+"/query/profileToken",schemaPath:"#/properties/query/properties/profileToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern0.test(data1)){
validate5.errors = [{instancePath:instancePath+"/query/profileToken",schemaPath:"#/properties/query/properties/profileToken/pattern",keyword:"pattern",params:{pattern: "^[\\w-]+$"},message:"must match pattern \""+"^[\\w-]+$"+"\""}];
return false;
}
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/query/profileToken",schemaPath:"#/properties/query/properties/profileToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
let data2 = data.headers;
const _errs5 = errors;
if(errors === _errs5){
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
validate5.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if((data3.profilingGroupName === undefined) && (missing0 = "profilingGroupName")){
validate5.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data3.profilingGroupName !== undefined){
let data4 = data3.profilingGroupName;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(func0(data4) > 255){
validate5.errors = [{instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(func0(data4) < 1){
validate5.errors = [{instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern0.test(data4)){
validate5.errors = [{instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/pattern",keyword:"pattern",params:{pattern: "^[\\w-]+$"},message:"must match pattern \""+"^[\\w-]+$"+"\""}];
return false;
}
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
var valid0 = _errs7 === errors;
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

exports.req_ConfigureAgentRequest = validate6;
const schema13 = {"type":"object","properties":{"fleetInstanceId":{"type":"string","minLength":1,"maxLength":255},"metadata":{"type":"object","additionalProperties":{"type":"string"}}}};

function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.fleetInstanceId !== undefined){
let data0 = data.fleetInstanceId;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func0(data0) > 255){
validate6.errors = [{instancePath:instancePath+"/fleetInstanceId",schemaPath:"#/properties/fleetInstanceId/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate6.errors = [{instancePath:instancePath+"/fleetInstanceId",schemaPath:"#/properties/fleetInstanceId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/fleetInstanceId",schemaPath:"#/properties/fleetInstanceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.metadata !== undefined){
let data1 = data.metadata;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key0 in data1){
const _errs6 = errors;
if(typeof data1[key0] !== "string"){
validate6.errors = [{instancePath:instancePath+"/metadata/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/metadata/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs6 === errors;
if(!valid1){
break;
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
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
const schema14 = {"type":"object","properties":{"query":{"type":"object","properties":{"startTime":{"type":"string","format":"date-time"},"endTime":{"type":"string","format":"date-time"},"period":{"type":"string","minLength":1,"maxLength":64},"maxDepth":{"type":"integer","minimum":1,"maximum":10000}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"profilingGroupName":{"$ref":"schema:ProfilingGroupName"}},"required":["profilingGroupName"]}}};
const formats0 = require("../formats")["date-time"];

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
if(data0.startTime !== undefined){
let data1 = data0.startTime;
const _errs3 = errors;
if(errors === _errs3){
if(errors === _errs3){
if(typeof data1 === "string"){
if(!(formats0.validate.test(data1))){
validate7.errors = [{instancePath:instancePath+"/query/startTime",schemaPath:"#/properties/query/properties/startTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate7.errors = [{instancePath:instancePath+"/query/startTime",schemaPath:"#/properties/query/properties/startTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.endTime !== undefined){
let data2 = data0.endTime;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data2 === "string"){
if(!(formats0.validate.test(data2))){
validate7.errors = [{instancePath:instancePath+"/query/endTime",schemaPath:"#/properties/query/properties/endTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate7.errors = [{instancePath:instancePath+"/query/endTime",schemaPath:"#/properties/query/properties/endTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.period !== undefined){
let data3 = data0.period;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func0(data3) > 64){
validate7.errors = [{instancePath:instancePath+"/query/period",schemaPath:"#/properties/query/properties/period/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data3) < 1){
validate7.errors = [{instancePath:instancePath+"/query/period",schemaPath:"#/properties/query/properties/period/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate7.errors = [{instancePath:instancePath+"/query/period",schemaPath:"#/properties/query/properties/period/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.maxDepth !== undefined){
let data4 = data0.maxDepth;
const _errs9 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate7.errors = [{instancePath:instancePath+"/query/maxDepth",schemaPath:"#/properties/query/properties/maxDepth/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs9){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 10000 || isNaN(data4)){
validate7.errors = [{instancePath:instancePath+"/query/maxDepth",schemaPath:"#/properties/query/properties/maxDepth/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"}];
return false;
}
else {
if(data4 < 1 || isNaN(data4)){
validate7.errors = [{instancePath:instancePath+"/query/maxDepth",schemaPath:"#/properties/query/properties/maxDepth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
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
let data5 = data.headers;
const _errs11 = errors;
if(errors === _errs11){
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
validate7.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if((data6.profilingGroupName === undefined) && (missing0 = "profilingGroupName")){
validate7.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data6.profilingGroupName !== undefined){
let data7 = data6.profilingGroupName;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data7 === "string"){
if(func0(data7) > 255){
validate7.errors = [{instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(func0(data7) < 1){
validate7.errors = [{instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern0.test(data7)){
validate7.errors = [{instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/pattern",keyword:"pattern",params:{pattern: "^[\\w-]+$"},message:"must match pattern \""+"^[\\w-]+$"+"\""}];
return false;
}
}
}
}
else {
validate7.errors = [{instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate7.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate7.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate7.errors = vErrors;
return errors === 0;
}

exports.req_8 = validate8;
const schema16 = {"type":"object","properties":{"query":{"type":"object","properties":{"startTime":{"type":"string","format":"date-time"},"endTime":{"type":"string","format":"date-time"},"period":{"$ref":"schema:AggregationPeriod"},"orderBy":{"type":"string","enum":["TimestampDescending","TimestampAscending","TIMESTAMP_DESCENDING","TIMESTAMP_ASCENDING"]},"maxResults":{"type":"integer","minimum":1,"maximum":1000},"nextToken":{"type":"string","minLength":1}},"required":["startTime","endTime","period"]},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"profilingGroupName":{"$ref":"schema:ProfilingGroupName"}},"required":["profilingGroupName"]}}};
const schema17 = {"type":"string","enum":["PT5M","PT1H","P1D"]};

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
let missing0;
if((((data0.startTime === undefined) && (missing0 = "startTime")) || ((data0.endTime === undefined) && (missing0 = "endTime"))) || ((data0.period === undefined) && (missing0 = "period"))){
validate8.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data0.startTime !== undefined){
let data1 = data0.startTime;
const _errs3 = errors;
if(errors === _errs3){
if(errors === _errs3){
if(typeof data1 === "string"){
if(!(formats0.validate.test(data1))){
validate8.errors = [{instancePath:instancePath+"/query/startTime",schemaPath:"#/properties/query/properties/startTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate8.errors = [{instancePath:instancePath+"/query/startTime",schemaPath:"#/properties/query/properties/startTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.endTime !== undefined){
let data2 = data0.endTime;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data2 === "string"){
if(!(formats0.validate.test(data2))){
validate8.errors = [{instancePath:instancePath+"/query/endTime",schemaPath:"#/properties/query/properties/endTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate8.errors = [{instancePath:instancePath+"/query/endTime",schemaPath:"#/properties/query/properties/endTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.period !== undefined){
let data3 = data0.period;
const _errs7 = errors;
if(typeof data3 !== "string"){
validate8.errors = [{instancePath:instancePath+"/query/period",schemaPath:"schema:AggregationPeriod/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data3 === "PT5M") || (data3 === "PT1H")) || (data3 === "P1D"))){
validate8.errors = [{instancePath:instancePath+"/query/period",schemaPath:"schema:AggregationPeriod/enum",keyword:"enum",params:{allowedValues: schema17.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.orderBy !== undefined){
let data4 = data0.orderBy;
const _errs10 = errors;
if(typeof data4 !== "string"){
validate8.errors = [{instancePath:instancePath+"/query/orderBy",schemaPath:"#/properties/query/properties/orderBy/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data4 === "TimestampDescending") || (data4 === "TimestampAscending")) || (data4 === "TIMESTAMP_DESCENDING")) || (data4 === "TIMESTAMP_ASCENDING"))){
validate8.errors = [{instancePath:instancePath+"/query/orderBy",schemaPath:"#/properties/query/properties/orderBy/enum",keyword:"enum",params:{allowedValues: schema16.properties.query.properties.orderBy.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.maxResults !== undefined){
let data5 = data0.maxResults;
const _errs12 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate8.errors = [{instancePath:instancePath+"/query/maxResults",schemaPath:"#/properties/query/properties/maxResults/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs12){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 1000 || isNaN(data5)){
validate8.errors = [{instancePath:instancePath+"/query/maxResults",schemaPath:"#/properties/query/properties/maxResults/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"}];
return false;
}
else {
if(data5 < 1 || isNaN(data5)){
validate8.errors = [{instancePath:instancePath+"/query/maxResults",schemaPath:"#/properties/query/properties/maxResults/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid1 = _errs12 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.nextToken !== undefined){
let data6 = data0.nextToken;
const _errs14 = errors;
if(errors === _errs14){
if(typeof data6 === "string"){
if(func0(data6) < 1){
validate8.errors = [{instancePath:instancePath+"/query/nextToken",schemaPath:"#/properties/query/properties/nextToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate8.errors = [{instancePath:instancePath+"/query/nextToken",schemaPath:"#/properties/query/properties/nextToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs14 === errors;
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
let data7 = data.headers;
const _errs16 = errors;
if(errors === _errs16){
if(!(data7 && typeof data7 == "object" && !Array.isArray(data7))){
validate8.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.params !== undefined){
let data8 = data.params;
const _errs18 = errors;
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if((data8.profilingGroupName === undefined) && (missing1 = "profilingGroupName")){
validate8.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data8.profilingGroupName !== undefined){
let data9 = data8.profilingGroupName;
const _errs21 = errors;
if(errors === _errs21){
if(typeof data9 === "string"){
if(func0(data9) > 255){
validate8.errors = [{instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(func0(data9) < 1){
validate8.errors = [{instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern0.test(data9)){
validate8.errors = [{instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/pattern",keyword:"pattern",params:{pattern: "^[\\w-]+$"},message:"must match pattern \""+"^[\\w-]+$"+"\""}];
return false;
}
}
}
}
else {
validate8.errors = [{instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
var valid0 = _errs18 === errors;
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
const schema19 = {"type":"object","properties":{"query":{"type":"object","properties":{"startTime":{"type":"string","format":"date-time"},"endTime":{"type":"string","format":"date-time"},"period":{"type":"string","minLength":1,"maxLength":64},"targetResolution":{"$ref":"schema:AggregationPeriod"}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"profilingGroupName":{"$ref":"schema:ProfilingGroupName"}},"required":["profilingGroupName"]}}};

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
if(data0.startTime !== undefined){
let data1 = data0.startTime;
const _errs3 = errors;
if(errors === _errs3){
if(errors === _errs3){
if(typeof data1 === "string"){
if(!(formats0.validate.test(data1))){
validate9.errors = [{instancePath:instancePath+"/query/startTime",schemaPath:"#/properties/query/properties/startTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate9.errors = [{instancePath:instancePath+"/query/startTime",schemaPath:"#/properties/query/properties/startTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.endTime !== undefined){
let data2 = data0.endTime;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data2 === "string"){
if(!(formats0.validate.test(data2))){
validate9.errors = [{instancePath:instancePath+"/query/endTime",schemaPath:"#/properties/query/properties/endTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate9.errors = [{instancePath:instancePath+"/query/endTime",schemaPath:"#/properties/query/properties/endTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.period !== undefined){
let data3 = data0.period;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func0(data3) > 64){
validate9.errors = [{instancePath:instancePath+"/query/period",schemaPath:"#/properties/query/properties/period/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data3) < 1){
validate9.errors = [{instancePath:instancePath+"/query/period",schemaPath:"#/properties/query/properties/period/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate9.errors = [{instancePath:instancePath+"/query/period",schemaPath:"#/properties/query/properties/period/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.targetResolution !== undefined){
let data4 = data0.targetResolution;
const _errs9 = errors;
if(typeof data4 !== "string"){
validate9.errors = [{instancePath:instancePath+"/query/targetResolution",schemaPath:"schema:AggregationPeriod/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data4 === "PT5M") || (data4 === "PT1H")) || (data4 === "P1D"))){
validate9.errors = [{instancePath:instancePath+"/query/targetResolution",schemaPath:"schema:AggregationPeriod/enum",keyword:"enum",params:{allowedValues: schema17.enum},message:"must be equal to one of the allowed values"}];
return false;
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
let data5 = data.headers;
const _errs12 = errors;
if(errors === _errs12){
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
validate9.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.params !== undefined){
let data6 = data.params;
const _errs14 = errors;
if(errors === _errs14){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing0;
if((data6.profilingGroupName === undefined) && (missing0 = "profilingGroupName")){
validate9.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data6.profilingGroupName !== undefined){
let data7 = data6.profilingGroupName;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data7 === "string"){
if(func0(data7) > 255){
validate9.errors = [{instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(func0(data7) < 1){
validate9.errors = [{instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern0.test(data7)){
validate9.errors = [{instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/pattern",keyword:"pattern",params:{pattern: "^[\\w-]+$"},message:"must match pattern \""+"^[\\w-]+$"+"\""}];
return false;
}
}
}
}
else {
validate9.errors = [{instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
var valid0 = _errs14 === errors;
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
const schema22 = {"type":"object","properties":{"frameMetrics":{"type":"array","items":{"$ref":"schema:FrameMetric"}}}};
const schema23 = {"type":"object","required":["frameName","type","threadStates"],"properties":{"frameName":{"type":"string","minLength":1},"type":{"type":"string","enum":["AggregatedRelativeTotalTime"]},"threadStates":{"type":"array","items":{"type":"string"}}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.frameMetrics !== undefined){
let data0 = data.frameMetrics;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing0;
if((((data1.frameName === undefined) && (missing0 = "frameName")) || ((data1.type === undefined) && (missing0 = "type"))) || ((data1.threadStates === undefined) && (missing0 = "threadStates"))){
validate10.errors = [{instancePath:instancePath+"/frameMetrics/" + i0,schemaPath:"schema:FrameMetric/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data1.frameName !== undefined){
let data2 = data1.frameName;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(func0(data2) < 1){
validate10.errors = [{instancePath:instancePath+"/frameMetrics/" + i0+"/frameName",schemaPath:"schema:FrameMetric/properties/frameName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/frameMetrics/" + i0+"/frameName",schemaPath:"schema:FrameMetric/properties/frameName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.type !== undefined){
let data3 = data1.type;
const _errs8 = errors;
if(typeof data3 !== "string"){
validate10.errors = [{instancePath:instancePath+"/frameMetrics/" + i0+"/type",schemaPath:"schema:FrameMetric/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data3 === "AggregatedRelativeTotalTime")){
validate10.errors = [{instancePath:instancePath+"/frameMetrics/" + i0+"/type",schemaPath:"schema:FrameMetric/properties/type/enum",keyword:"enum",params:{allowedValues: schema23.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.threadStates !== undefined){
let data4 = data1.threadStates;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data4)){
var valid4 = true;
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
const _errs12 = errors;
if(typeof data4[i1] !== "string"){
validate10.errors = [{instancePath:instancePath+"/frameMetrics/" + i0+"/threadStates/" + i1,schemaPath:"schema:FrameMetric/properties/threadStates/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs12 === errors;
if(!valid4){
break;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/frameMetrics/" + i0+"/threadStates",schemaPath:"schema:FrameMetric/properties/threadStates/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/frameMetrics/" + i0,schemaPath:"schema:FrameMetric/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/frameMetrics",schemaPath:"#/properties/frameMetrics/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
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
const schema24 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"profilingGroupName":{"$ref":"schema:ProfilingGroupName"},"actionGroup":{"type":"string","enum":["agentPermissions"]}},"required":["profilingGroupName","actionGroup"]}}};

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
if(((data2.profilingGroupName === undefined) && (missing0 = "profilingGroupName")) || ((data2.actionGroup === undefined) && (missing0 = "actionGroup"))){
validate11.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data2.profilingGroupName !== undefined){
let data3 = data2.profilingGroupName;
const _errs7 = errors;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(func0(data3) > 255){
validate11.errors = [{instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(func0(data3) < 1){
validate11.errors = [{instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern0.test(data3)){
validate11.errors = [{instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/pattern",keyword:"pattern",params:{pattern: "^[\\w-]+$"},message:"must match pattern \""+"^[\\w-]+$"+"\""}];
return false;
}
}
}
}
else {
validate11.errors = [{instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.actionGroup !== undefined){
let data4 = data2.actionGroup;
const _errs10 = errors;
if(typeof data4 !== "string"){
validate11.errors = [{instancePath:instancePath+"/params/actionGroup",schemaPath:"#/properties/params/properties/actionGroup/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data4 === "agentPermissions")){
validate11.errors = [{instancePath:instancePath+"/params/actionGroup",schemaPath:"#/properties/params/properties/actionGroup/enum",keyword:"enum",params:{allowedValues: schema24.properties.params.properties.actionGroup.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs10 === errors;
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

exports.req_12 = validate12;
const schema26 = {"type":"object","required":["principals"],"properties":{"principals":{"type":"array","minItems":1,"maxItems":50,"items":{"type":"string"}},"revisionId":{"$ref":"schema:RevisionId"}}};
const schema27 = {"$ref":"schema:Uuid"};
const schema28 = {"type":"string","pattern":"^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$"};
const pattern9 = new RegExp("^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$", "u");

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(errors === _errs0){
if(typeof data === "string"){
if(!pattern9.test(data)){
validate13.errors = [{instancePath,schemaPath:"schema:Uuid/pattern",keyword:"pattern",params:{pattern: "^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$"},message:"must match pattern \""+"^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$"+"\""}];
return false;
}
}
else {
validate13.errors = [{instancePath,schemaPath:"schema:Uuid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate13.errors = vErrors;
return errors === 0;
}


function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.principals === undefined) && (missing0 = "principals")){
validate12.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.principals !== undefined){
let data0 = data.principals;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
if(data0.length > 50){
validate12.errors = [{instancePath:instancePath+"/principals",schemaPath:"#/properties/principals/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"}];
return false;
}
else {
if(data0.length < 1){
validate12.errors = [{instancePath:instancePath+"/principals",schemaPath:"#/properties/principals/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(typeof data0[i0] !== "string"){
validate12.errors = [{instancePath:instancePath+"/principals/" + i0,schemaPath:"#/properties/principals/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
}
}
else {
validate12.errors = [{instancePath:instancePath+"/principals",schemaPath:"#/properties/principals/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.revisionId !== undefined){
const _errs5 = errors;
if(!(validate13(data.revisionId, {instancePath:instancePath+"/revisionId",parentData:data,parentDataProperty:"revisionId",rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
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
validate12.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate12.errors = vErrors;
return errors === 0;
}

exports.req_13 = validate15;
const schema29 = {"type":"object","properties":{"query":{"type":"object","properties":{"revisionId":{"$ref":"schema:RevisionId"}},"required":["revisionId"]},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"profilingGroupName":{"$ref":"schema:ProfilingGroupName"},"actionGroup":{"type":"string","enum":["agentPermissions"]}},"required":["profilingGroupName","actionGroup"]}}};

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
if((data0.revisionId === undefined) && (missing0 = "revisionId")){
validate15.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data0.revisionId !== undefined){
if(!(validate13(data0.revisionId, {instancePath:instancePath+"/query/revisionId",parentData:data0,parentDataProperty:"revisionId",rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
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
const _errs4 = errors;
if(errors === _errs4){
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
validate15.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.params !== undefined){
let data3 = data.params;
const _errs6 = errors;
if(errors === _errs6){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing1;
if(((data3.profilingGroupName === undefined) && (missing1 = "profilingGroupName")) || ((data3.actionGroup === undefined) && (missing1 = "actionGroup"))){
validate15.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data3.profilingGroupName !== undefined){
let data4 = data3.profilingGroupName;
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 255){
validate15.errors = [{instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(func0(data4) < 1){
validate15.errors = [{instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern0.test(data4)){
validate15.errors = [{instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/pattern",keyword:"pattern",params:{pattern: "^[\\w-]+$"},message:"must match pattern \""+"^[\\w-]+$"+"\""}];
return false;
}
}
}
}
else {
validate15.errors = [{instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.actionGroup !== undefined){
let data5 = data3.actionGroup;
const _errs11 = errors;
if(typeof data5 !== "string"){
validate15.errors = [{instancePath:instancePath+"/params/actionGroup",schemaPath:"#/properties/params/properties/actionGroup/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data5 === "agentPermissions")){
validate15.errors = [{instancePath:instancePath+"/params/actionGroup",schemaPath:"#/properties/params/properties/actionGroup/enum",keyword:"enum",params:{allowedValues: schema29.properties.params.properties.actionGroup.enum},message:"must be equal to one of the allowed values"}];
return false;
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
var valid0 = _errs6 === errors;
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

exports.req_14 = validate17;
const schema31 = {"type":"object","required":["channels"],"properties":{"channels":{"type":"array","minItems":1,"maxItems":2,"items":{"$ref":"schema:Channel"}}}};
const schema32 = {"type":"object","required":["uri","eventPublishers"],"properties":{"id":{"$ref":"schema:Uuid"},"uri":{"type":"string"},"eventPublishers":{"type":"array","minItems":1,"maxItems":1,"items":{"type":"string","enum":["AnomalyDetection"]}}}};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.uri === undefined) && (missing0 = "uri")) || ((data.eventPublishers === undefined) && (missing0 = "eventPublishers"))){
validate18.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
let data0 = data.id;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(!pattern9.test(data0)){
validate18.errors = [{instancePath:instancePath+"/id",schemaPath:"schema:Uuid/pattern",keyword:"pattern",params:{pattern: "^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$"},message:"must match pattern \""+"^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$"+"\""}];
return false;
}
}
else {
validate18.errors = [{instancePath:instancePath+"/id",schemaPath:"schema:Uuid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uri !== undefined){
const _errs4 = errors;
if(typeof data.uri !== "string"){
validate18.errors = [{instancePath:instancePath+"/uri",schemaPath:"#/properties/uri/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.eventPublishers !== undefined){
let data2 = data.eventPublishers;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data2)){
if(data2.length > 1){
validate18.errors = [{instancePath:instancePath+"/eventPublishers",schemaPath:"#/properties/eventPublishers/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data2.length < 1){
validate18.errors = [{instancePath:instancePath+"/eventPublishers",schemaPath:"#/properties/eventPublishers/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs8 = errors;
if(typeof data3 !== "string"){
validate18.errors = [{instancePath:instancePath+"/eventPublishers/" + i0,schemaPath:"#/properties/eventPublishers/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data3 === "AnomalyDetection")){
validate18.errors = [{instancePath:instancePath+"/eventPublishers/" + i0,schemaPath:"#/properties/eventPublishers/items/enum",keyword:"enum",params:{allowedValues: schema32.properties.eventPublishers.items.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs8 === errors;
if(!valid2){
break;
}
}
}
}
}
else {
validate18.errors = [{instancePath:instancePath+"/eventPublishers",schemaPath:"#/properties/eventPublishers/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
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
validate18.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate18.errors = vErrors;
return errors === 0;
}


function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.channels === undefined) && (missing0 = "channels")){
validate17.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.channels !== undefined){
let data0 = data.channels;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
if(data0.length > 2){
validate17.errors = [{instancePath:instancePath+"/channels",schemaPath:"#/properties/channels/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data0.length < 1){
validate17.errors = [{instancePath:instancePath+"/channels",schemaPath:"#/properties/channels/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate18(data0[i0], {instancePath:instancePath+"/channels/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
}
}
else {
validate17.errors = [{instancePath:instancePath+"/channels",schemaPath:"#/properties/channels/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
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

exports.req_15 = validate20;
const schema34 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"profilingGroupName":{"$ref":"schema:ProfilingGroupName"},"channelId":{"$ref":"schema:Uuid"}},"required":["profilingGroupName","channelId"]}}};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
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
let data1 = data.headers;
const _errs3 = errors;
if(errors === _errs3){
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
validate20.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(((data2.profilingGroupName === undefined) && (missing0 = "profilingGroupName")) || ((data2.channelId === undefined) && (missing0 = "channelId"))){
validate20.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data2.profilingGroupName !== undefined){
let data3 = data2.profilingGroupName;
const _errs7 = errors;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(func0(data3) > 255){
validate20.errors = [{instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(func0(data3) < 1){
validate20.errors = [{instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern0.test(data3)){
validate20.errors = [{instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/pattern",keyword:"pattern",params:{pattern: "^[\\w-]+$"},message:"must match pattern \""+"^[\\w-]+$"+"\""}];
return false;
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/params/profilingGroupName",schemaPath:"schema:ProfilingGroupName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.channelId !== undefined){
let data4 = data2.channelId;
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(!pattern9.test(data4)){
validate20.errors = [{instancePath:instancePath+"/params/channelId",schemaPath:"schema:Uuid/pattern",keyword:"pattern",params:{pattern: "^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$"},message:"must match pattern \""+"^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$"+"\""}];
return false;
}
}
else {
validate20.errors = [{instancePath:instancePath+"/params/channelId",schemaPath:"schema:Uuid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate20.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate20.errors = vErrors;
return errors === 0;
}
