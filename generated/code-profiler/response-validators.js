// generated from specs/code-profiler.yaml — do not edit; run `make generate`
"use strict";
exports.res_ListProfilingGroupsResponse = validate0;
const schema0 = {"type":"object","required":["profilingGroupNames"],"properties":{"profilingGroupNames":{"type":"array","items":{"$ref":"schema:ProfilingGroupName"}},"profilingGroups":{"type":"array","items":{"$ref":"schema:ProfilingGroupDescription"}},"nextToken":{"type":"string"}}};
const schema1 = {"type":"string","minLength":1,"maxLength":255,"pattern":"^[\\w-]+$"};
const func0 = require("ajv/dist/runtime/ucs2length").default;
const pattern0 = new RegExp("^[\\w-]+$", "u");
const schema2 = {"type":"object","required":["name","arn","agentOrchestrationConfig","computePlatform","createdAt","updatedAt","profilingStatus","tags"],"properties":{"name":{"$ref":"schema:ProfilingGroupName"},"arn":{"type":"string"},"agentOrchestrationConfig":{"$ref":"schema:AgentOrchestrationConfig"},"computePlatform":{"$ref":"schema:ComputePlatform"},"createdAt":{"type":"string","format":"date-time"},"updatedAt":{"type":"string","format":"date-time"},"profilingStatus":{"$ref":"schema:ProfilingStatus"},"tags":{"$ref":"schema:Tags"}}};
const schema4 = {"type":"object","required":["profilingEnabled"],"properties":{"profilingEnabled":{"type":"boolean"}}};
const schema5 = {"type":"string","enum":["Default","AWSLambda"]};
const schema9 = {"type":"object","additionalProperties":{"type":"string"}};
const formats0 = require("../formats")["date-time"];
const schema6 = {"type":"object","properties":{"latestAgentProfileReportedAt":{"type":"string","format":"date-time"},"latestAgentOrchestratedAt":{"type":"string","format":"date-time"},"latestAggregatedProfile":{"$ref":"schema:AggregatedProfileTime"}}};
const schema7 = {"type":"object","required":["start","period"],"properties":{"start":{"type":"string","format":"date-time"},"period":{"$ref":"schema:AggregationPeriod"}}};
const schema8 = {"type":"string","enum":["PT5M","PT1H","P1D"]};

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.start === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "start"},message:"must have required property '"+"start"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.period === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "period"},message:"must have required property '"+"period"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.start !== undefined){
let data0 = data.start;
if(typeof data0 === "string"){
if(!(formats0.validate.test(data0))){
const err2 = {instancePath:instancePath+"/start",schemaPath:"#/properties/start/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err3 = {instancePath:instancePath+"/start",schemaPath:"#/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.period !== undefined){
let data1 = data.period;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/period",schemaPath:"schema:AggregationPeriod/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(((data1 === "PT5M") || (data1 === "PT1H")) || (data1 === "P1D"))){
const err5 = {instancePath:instancePath+"/period",schemaPath:"schema:AggregationPeriod/enum",keyword:"enum",params:{allowedValues: schema8.enum},message:"must be equal to one of the allowed values"};
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


function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.latestAgentProfileReportedAt !== undefined){
let data0 = data.latestAgentProfileReportedAt;
if(typeof data0 === "string"){
if(!(formats0.validate.test(data0))){
const err0 = {instancePath:instancePath+"/latestAgentProfileReportedAt",schemaPath:"#/properties/latestAgentProfileReportedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err1 = {instancePath:instancePath+"/latestAgentProfileReportedAt",schemaPath:"#/properties/latestAgentProfileReportedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.latestAgentOrchestratedAt !== undefined){
let data1 = data.latestAgentOrchestratedAt;
if(typeof data1 === "string"){
if(!(formats0.validate.test(data1))){
const err2 = {instancePath:instancePath+"/latestAgentOrchestratedAt",schemaPath:"#/properties/latestAgentOrchestratedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err3 = {instancePath:instancePath+"/latestAgentOrchestratedAt",schemaPath:"#/properties/latestAgentOrchestratedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.latestAggregatedProfile !== undefined){
if(!(validate3(data.latestAggregatedProfile, {instancePath:instancePath+"/latestAggregatedProfile",parentData:data,parentDataProperty:"latestAggregatedProfile",rootData}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
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
validate2.errors = vErrors;
return errors === 0;
}


function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.arn === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "arn"},message:"must have required property '"+"arn"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.agentOrchestrationConfig === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "agentOrchestrationConfig"},message:"must have required property '"+"agentOrchestrationConfig"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.computePlatform === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "computePlatform"},message:"must have required property '"+"computePlatform"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.createdAt === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.updatedAt === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updatedAt"},message:"must have required property '"+"updatedAt"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.profilingStatus === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "profilingStatus"},message:"must have required property '"+"profilingStatus"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.tags === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tags"},message:"must have required property '"+"tags"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func0(data0) > 255){
const err8 = {instancePath:instancePath+"/name",schemaPath:"schema:ProfilingGroupName/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func0(data0) < 1){
const err9 = {instancePath:instancePath+"/name",schemaPath:"schema:ProfilingGroupName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern0.test(data0)){
const err10 = {instancePath:instancePath+"/name",schemaPath:"schema:ProfilingGroupName/pattern",keyword:"pattern",params:{pattern: "^[\\w-]+$"},message:"must match pattern \""+"^[\\w-]+$"+"\""};
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
const err11 = {instancePath:instancePath+"/name",schemaPath:"schema:ProfilingGroupName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.arn !== undefined){
if(typeof data.arn !== "string"){
const err12 = {instancePath:instancePath+"/arn",schemaPath:"#/properties/arn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.agentOrchestrationConfig !== undefined){
let data2 = data.agentOrchestrationConfig;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.profilingEnabled === undefined){
const err13 = {instancePath:instancePath+"/agentOrchestrationConfig",schemaPath:"schema:AgentOrchestrationConfig/required",keyword:"required",params:{missingProperty: "profilingEnabled"},message:"must have required property '"+"profilingEnabled"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data2.profilingEnabled !== undefined){
if(typeof data2.profilingEnabled !== "boolean"){
const err14 = {instancePath:instancePath+"/agentOrchestrationConfig/profilingEnabled",schemaPath:"schema:AgentOrchestrationConfig/properties/profilingEnabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err15 = {instancePath:instancePath+"/agentOrchestrationConfig",schemaPath:"schema:AgentOrchestrationConfig/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.computePlatform !== undefined){
let data4 = data.computePlatform;
if(typeof data4 !== "string"){
const err16 = {instancePath:instancePath+"/computePlatform",schemaPath:"schema:ComputePlatform/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!((data4 === "Default") || (data4 === "AWSLambda"))){
const err17 = {instancePath:instancePath+"/computePlatform",schemaPath:"schema:ComputePlatform/enum",keyword:"enum",params:{allowedValues: schema5.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.createdAt !== undefined){
let data5 = data.createdAt;
if(typeof data5 === "string"){
if(!(formats0.validate.test(data5))){
const err18 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err19 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.updatedAt !== undefined){
let data6 = data.updatedAt;
if(typeof data6 === "string"){
if(!(formats0.validate.test(data6))){
const err20 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err21 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.profilingStatus !== undefined){
if(!(validate2(data.profilingStatus, {instancePath:instancePath+"/profilingStatus",parentData:data,parentDataProperty:"profilingStatus",rootData}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
errors = vErrors.length;
}
}
if(data.tags !== undefined){
let data8 = data.tags;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key0 in data8){
if(typeof data8[key0] !== "string"){
const err22 = {instancePath:instancePath+"/tags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err23 = {instancePath:instancePath+"/tags",schemaPath:"schema:Tags/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.profilingGroupNames === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "profilingGroupNames"},message:"must have required property '"+"profilingGroupNames"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.profilingGroupNames !== undefined){
let data0 = data.profilingGroupNames;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 === "string"){
if(func0(data1) > 255){
const err1 = {instancePath:instancePath+"/profilingGroupNames/" + i0,schemaPath:"schema:ProfilingGroupName/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func0(data1) < 1){
const err2 = {instancePath:instancePath+"/profilingGroupNames/" + i0,schemaPath:"schema:ProfilingGroupName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern0.test(data1)){
const err3 = {instancePath:instancePath+"/profilingGroupNames/" + i0,schemaPath:"schema:ProfilingGroupName/pattern",keyword:"pattern",params:{pattern: "^[\\w-]+$"},message:"must match pattern \""+"^[\\w-]+$"+"\""};
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
const err4 = {instancePath:instancePath+"/profilingGroupNames/" + i0,schemaPath:"schema:ProfilingGroupName/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err5 = {instancePath:instancePath+"/profilingGroupNames",schemaPath:"#/properties/profilingGroupNames/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.profilingGroups !== undefined){
let data2 = data.profilingGroups;
if(Array.isArray(data2)){
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
if(!(validate1(data2[i1], {instancePath:instancePath+"/profilingGroups/" + i1,parentData:data2,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath:instancePath+"/profilingGroups",schemaPath:"#/properties/profilingGroups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.nextToken !== undefined){
if(typeof data.nextToken !== "string"){
const err7 = {instancePath:instancePath+"/nextToken",schemaPath:"#/properties/nextToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate0.errors = vErrors;
return errors === 0;
}

exports.res_Error = validate7;
const schema10 = {"type":"object","required":["message"],"properties":{"message":{"type":"string"}}};

function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.message === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err1 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate7.errors = vErrors;
return errors === 0;
}

exports.res_ProfilingGroupDescription = validate1;

exports.res_AgentConfiguration = validate8;
const schema11 = {"type":"object","required":["shouldProfile","periodInSeconds"],"properties":{"shouldProfile":{"type":"boolean"},"periodInSeconds":{"type":"integer"},"agentParameters":{"type":"object","additionalProperties":{"type":"string"}}}};

function validate8(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.shouldProfile === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "shouldProfile"},message:"must have required property '"+"shouldProfile"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.periodInSeconds === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "periodInSeconds"},message:"must have required property '"+"periodInSeconds"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.shouldProfile !== undefined){
if(typeof data.shouldProfile !== "boolean"){
const err2 = {instancePath:instancePath+"/shouldProfile",schemaPath:"#/properties/shouldProfile/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.periodInSeconds !== undefined){
let data1 = data.periodInSeconds;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/periodInSeconds",schemaPath:"#/properties/periodInSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.agentParameters !== undefined){
let data2 = data.agentParameters;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key0 in data2){
if(typeof data2[key0] !== "string"){
const err4 = {instancePath:instancePath+"/agentParameters/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/agentParameters/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err5 = {instancePath:instancePath+"/agentParameters",schemaPath:"#/properties/agentParameters/type",keyword:"type",params:{type: "object"},message:"must be object"};
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

exports.res_AggregatedProfile = validate9;
const schema12 = {"type":"object","required":["start","end","combinedProfiles","callgraph"],"properties":{"start":{"type":"string","format":"date-time"},"end":{"type":"string","format":"date-time"},"combinedProfiles":{"type":"array","items":{"$ref":"schema:AggregatedProfileTime"}},"callgraph":{"$ref":"schema:CallGraphNode"}}};
const schema13 = {"type":"object","properties":{"counts":{"type":"object","additionalProperties":{"type":"number","minimum":0}},"children":{"type":"object","additionalProperties":{"$ref":"schema:CallGraphNode"}},"file":{"type":"string"},"line":{"type":"array","items":{"type":"integer"}}}};
const wrapper0 = {validate: validate11};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.counts !== undefined){
let data0 = data.counts;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key0 in data0){
let data1 = data0[key0];
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err0 = {instancePath:instancePath+"/counts/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/counts/additionalProperties/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err1 = {instancePath:instancePath+"/counts/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/counts/additionalProperties/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err2 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.children !== undefined){
let data2 = data.children;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
if(!(wrapper0.validate(data2[key1], {instancePath:instancePath+"/children/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data2,parentDataProperty:key1,rootData}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.file !== undefined){
if(typeof data.file !== "string"){
const err4 = {instancePath:instancePath+"/file",schemaPath:"#/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.line !== undefined){
let data5 = data.line;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err5 = {instancePath:instancePath+"/line/" + i0,schemaPath:"#/properties/line/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err6 = {instancePath:instancePath+"/line",schemaPath:"#/properties/line/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate11.errors = vErrors;
return errors === 0;
}


function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.start === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "start"},message:"must have required property '"+"start"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.end === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "end"},message:"must have required property '"+"end"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.combinedProfiles === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "combinedProfiles"},message:"must have required property '"+"combinedProfiles"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.callgraph === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "callgraph"},message:"must have required property '"+"callgraph"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.start !== undefined){
let data0 = data.start;
if(typeof data0 === "string"){
if(!(formats0.validate.test(data0))){
const err4 = {instancePath:instancePath+"/start",schemaPath:"#/properties/start/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err5 = {instancePath:instancePath+"/start",schemaPath:"#/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.end !== undefined){
let data1 = data.end;
if(typeof data1 === "string"){
if(!(formats0.validate.test(data1))){
const err6 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err7 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.combinedProfiles !== undefined){
let data2 = data.combinedProfiles;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate3(data2[i0], {instancePath:instancePath+"/combinedProfiles/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath:instancePath+"/combinedProfiles",schemaPath:"#/properties/combinedProfiles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.callgraph !== undefined){
if(!(validate11(data.callgraph, {instancePath:instancePath+"/callgraph",parentData:data,parentDataProperty:"callgraph",rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
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
validate9.errors = vErrors;
return errors === 0;
}

exports.res_5 = validate13;
const schema14 = {"type":"object","required":["profileTimes"],"properties":{"profileTimes":{"type":"array","items":{"type":"object","required":["start"],"properties":{"start":{"type":"string","format":"date-time"}}}},"nextToken":{"type":"string"}}};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.profileTimes === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "profileTimes"},message:"must have required property '"+"profileTimes"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.profileTimes !== undefined){
let data0 = data.profileTimes;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.start === undefined){
const err1 = {instancePath:instancePath+"/profileTimes/" + i0,schemaPath:"#/properties/profileTimes/items/required",keyword:"required",params:{missingProperty: "start"},message:"must have required property '"+"start"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1.start !== undefined){
let data2 = data1.start;
if(typeof data2 === "string"){
if(!(formats0.validate.test(data2))){
const err2 = {instancePath:instancePath+"/profileTimes/" + i0+"/start",schemaPath:"#/properties/profileTimes/items/properties/start/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err3 = {instancePath:instancePath+"/profileTimes/" + i0+"/start",schemaPath:"#/properties/profileTimes/items/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err4 = {instancePath:instancePath+"/profileTimes/" + i0,schemaPath:"#/properties/profileTimes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err5 = {instancePath:instancePath+"/profileTimes",schemaPath:"#/properties/profileTimes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.nextToken !== undefined){
if(typeof data.nextToken !== "string"){
const err6 = {instancePath:instancePath+"/nextToken",schemaPath:"#/properties/nextToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate13.errors = vErrors;
return errors === 0;
}

exports.res_BatchGetFrameMetricDataResponse = validate14;
const schema15 = {"type":"object","required":["startTime","endTime","resolution","endTimes","unprocessedEndTimes","frameMetricData"],"properties":{"startTime":{"type":"string","format":"date-time"},"endTime":{"type":"string","format":"date-time"},"resolution":{"$ref":"schema:AggregationPeriod"},"endTimes":{"type":"array","items":{"$ref":"schema:TimestampStructure"}},"unprocessedEndTimes":{"type":"object","additionalProperties":{"type":"array","items":{"$ref":"schema:TimestampStructure"}}},"frameMetricData":{"type":"array","items":{"type":"object","required":["frameMetric","values"],"properties":{"frameMetric":{"$ref":"schema:FrameMetric"},"values":{"type":"array","items":{"type":"number"}}}}}}};
const schema17 = {"type":"object","required":["value"],"properties":{"value":{"type":"string","format":"date-time"}}};
const schema19 = {"type":"object","required":["frameName","type","threadStates"],"properties":{"frameName":{"type":"string","minLength":1},"type":{"type":"string","enum":["AggregatedRelativeTotalTime"]},"threadStates":{"type":"array","items":{"type":"string"}}}};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.startTime === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "startTime"},message:"must have required property '"+"startTime"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.endTime === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "endTime"},message:"must have required property '"+"endTime"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.resolution === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "resolution"},message:"must have required property '"+"resolution"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.endTimes === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "endTimes"},message:"must have required property '"+"endTimes"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.unprocessedEndTimes === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unprocessedEndTimes"},message:"must have required property '"+"unprocessedEndTimes"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.frameMetricData === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "frameMetricData"},message:"must have required property '"+"frameMetricData"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.startTime !== undefined){
let data0 = data.startTime;
if(typeof data0 === "string"){
if(!(formats0.validate.test(data0))){
const err6 = {instancePath:instancePath+"/startTime",schemaPath:"#/properties/startTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err7 = {instancePath:instancePath+"/startTime",schemaPath:"#/properties/startTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.endTime !== undefined){
let data1 = data.endTime;
if(typeof data1 === "string"){
if(!(formats0.validate.test(data1))){
const err8 = {instancePath:instancePath+"/endTime",schemaPath:"#/properties/endTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err9 = {instancePath:instancePath+"/endTime",schemaPath:"#/properties/endTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.resolution !== undefined){
let data2 = data.resolution;
if(typeof data2 !== "string"){
const err10 = {instancePath:instancePath+"/resolution",schemaPath:"schema:AggregationPeriod/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(((data2 === "PT5M") || (data2 === "PT1H")) || (data2 === "P1D"))){
const err11 = {instancePath:instancePath+"/resolution",schemaPath:"schema:AggregationPeriod/enum",keyword:"enum",params:{allowedValues: schema8.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.endTimes !== undefined){
let data3 = data.endTimes;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.value === undefined){
const err12 = {instancePath:instancePath+"/endTimes/" + i0,schemaPath:"schema:TimestampStructure/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data4.value !== undefined){
let data5 = data4.value;
if(typeof data5 === "string"){
if(!(formats0.validate.test(data5))){
const err13 = {instancePath:instancePath+"/endTimes/" + i0+"/value",schemaPath:"schema:TimestampStructure/properties/value/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err14 = {instancePath:instancePath+"/endTimes/" + i0+"/value",schemaPath:"schema:TimestampStructure/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err15 = {instancePath:instancePath+"/endTimes/" + i0,schemaPath:"schema:TimestampStructure/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err16 = {instancePath:instancePath+"/endTimes",schemaPath:"#/properties/endTimes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.unprocessedEndTimes !== undefined){
let data6 = data.unprocessedEndTimes;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key0 in data6){
let data7 = data6[key0];
if(Array.isArray(data7)){
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.value === undefined){
const err17 = {instancePath:instancePath+"/unprocessedEndTimes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i1,schemaPath:"schema:TimestampStructure/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data8.value !== undefined){
let data9 = data8.value;
if(typeof data9 === "string"){
if(!(formats0.validate.test(data9))){
const err18 = {instancePath:instancePath+"/unprocessedEndTimes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i1+"/value",schemaPath:"schema:TimestampStructure/properties/value/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err19 = {instancePath:instancePath+"/unprocessedEndTimes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i1+"/value",schemaPath:"schema:TimestampStructure/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err20 = {instancePath:instancePath+"/unprocessedEndTimes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i1,schemaPath:"schema:TimestampStructure/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err21 = {instancePath:instancePath+"/unprocessedEndTimes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/unprocessedEndTimes/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err22 = {instancePath:instancePath+"/unprocessedEndTimes",schemaPath:"#/properties/unprocessedEndTimes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.frameMetricData !== undefined){
let data10 = data.frameMetricData;
if(Array.isArray(data10)){
const len2 = data10.length;
for(let i2=0; i2<len2; i2++){
let data11 = data10[i2];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.frameMetric === undefined){
const err23 = {instancePath:instancePath+"/frameMetricData/" + i2,schemaPath:"#/properties/frameMetricData/items/required",keyword:"required",params:{missingProperty: "frameMetric"},message:"must have required property '"+"frameMetric"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data11.values === undefined){
const err24 = {instancePath:instancePath+"/frameMetricData/" + i2,schemaPath:"#/properties/frameMetricData/items/required",keyword:"required",params:{missingProperty: "values"},message:"must have required property '"+"values"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data11.frameMetric !== undefined){
let data12 = data11.frameMetric;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.frameName === undefined){
const err25 = {instancePath:instancePath+"/frameMetricData/" + i2+"/frameMetric",schemaPath:"schema:FrameMetric/required",keyword:"required",params:{missingProperty: "frameName"},message:"must have required property '"+"frameName"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data12.type === undefined){
const err26 = {instancePath:instancePath+"/frameMetricData/" + i2+"/frameMetric",schemaPath:"schema:FrameMetric/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data12.threadStates === undefined){
const err27 = {instancePath:instancePath+"/frameMetricData/" + i2+"/frameMetric",schemaPath:"schema:FrameMetric/required",keyword:"required",params:{missingProperty: "threadStates"},message:"must have required property '"+"threadStates"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data12.frameName !== undefined){
let data13 = data12.frameName;
if(typeof data13 === "string"){
if(func0(data13) < 1){
const err28 = {instancePath:instancePath+"/frameMetricData/" + i2+"/frameMetric/frameName",schemaPath:"schema:FrameMetric/properties/frameName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/frameMetricData/" + i2+"/frameMetric/frameName",schemaPath:"schema:FrameMetric/properties/frameName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data12.type !== undefined){
let data14 = data12.type;
if(typeof data14 !== "string"){
const err30 = {instancePath:instancePath+"/frameMetricData/" + i2+"/frameMetric/type",schemaPath:"schema:FrameMetric/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(!(data14 === "AggregatedRelativeTotalTime")){
const err31 = {instancePath:instancePath+"/frameMetricData/" + i2+"/frameMetric/type",schemaPath:"schema:FrameMetric/properties/type/enum",keyword:"enum",params:{allowedValues: schema19.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data12.threadStates !== undefined){
let data15 = data12.threadStates;
if(Array.isArray(data15)){
const len3 = data15.length;
for(let i3=0; i3<len3; i3++){
if(typeof data15[i3] !== "string"){
const err32 = {instancePath:instancePath+"/frameMetricData/" + i2+"/frameMetric/threadStates/" + i3,schemaPath:"schema:FrameMetric/properties/threadStates/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath:instancePath+"/frameMetricData/" + i2+"/frameMetric/threadStates",schemaPath:"schema:FrameMetric/properties/threadStates/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/frameMetricData/" + i2+"/frameMetric",schemaPath:"schema:FrameMetric/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data11.values !== undefined){
let data17 = data11.values;
if(Array.isArray(data17)){
const len4 = data17.length;
for(let i4=0; i4<len4; i4++){
let data18 = data17[i4];
if(!((typeof data18 == "number") && (isFinite(data18)))){
const err35 = {instancePath:instancePath+"/frameMetricData/" + i2+"/values/" + i4,schemaPath:"#/properties/frameMetricData/items/properties/values/items/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath:instancePath+"/frameMetricData/" + i2+"/values",schemaPath:"#/properties/frameMetricData/items/properties/values/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/frameMetricData/" + i2,schemaPath:"#/properties/frameMetricData/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/frameMetricData",schemaPath:"#/properties/frameMetricData/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}

exports.res_7 = validate15;
const schema20 = {"type":"object","required":["policy","revisionId"],"properties":{"policy":{"type":"string"},"revisionId":{"$ref":"schema:RevisionId"}}};
const schema21 = {"$ref":"schema:Uuid"};
const schema22 = {"type":"string","pattern":"^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$"};
const pattern2 = new RegExp("^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$", "u");

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data === "string"){
if(!pattern2.test(data)){
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
validate16.errors = vErrors;
return errors === 0;
}


function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.policy === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "policy"},message:"must have required property '"+"policy"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.revisionId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "revisionId"},message:"must have required property '"+"revisionId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.policy !== undefined){
if(typeof data.policy !== "string"){
const err2 = {instancePath:instancePath+"/policy",schemaPath:"#/properties/policy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.revisionId !== undefined){
if(!(validate16(data.revisionId, {instancePath:instancePath+"/revisionId",parentData:data,parentDataProperty:"revisionId",rootData}))){
vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
errors = vErrors.length;
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
validate15.errors = vErrors;
return errors === 0;
}

exports.res_8 = validate18;
const schema23 = {"type":"object","required":["notificationConfiguration"],"properties":{"notificationConfiguration":{"$ref":"schema:NotificationConfiguration"}}};
const schema24 = {"type":"object","properties":{"channels":{"type":"array","minItems":1,"maxItems":2,"items":{"$ref":"schema:Channel"}}}};
const schema25 = {"type":"object","required":["uri","eventPublishers"],"properties":{"id":{"$ref":"schema:Uuid"},"uri":{"type":"string"},"eventPublishers":{"type":"array","minItems":1,"maxItems":1,"items":{"type":"string","enum":["AnomalyDetection"]}}}};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!pattern2.test(data0)){
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
const err8 = {instancePath:instancePath+"/eventPublishers/" + i0,schemaPath:"#/properties/eventPublishers/items/enum",keyword:"enum",params:{allowedValues: schema25.properties.eventPublishers.items.enum},message:"must be equal to one of the allowed values"};
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
validate20.errors = vErrors;
return errors === 0;
}


function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.channels !== undefined){
let data0 = data.channels;
if(Array.isArray(data0)){
if(data0.length > 2){
const err0 = {instancePath:instancePath+"/channels",schemaPath:"#/properties/channels/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.length < 1){
const err1 = {instancePath:instancePath+"/channels",schemaPath:"#/properties/channels/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate20(data0[i0], {instancePath:instancePath+"/channels/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath:instancePath+"/channels",schemaPath:"#/properties/channels/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate19.errors = vErrors;
return errors === 0;
}


function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.notificationConfiguration === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "notificationConfiguration"},message:"must have required property '"+"notificationConfiguration"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.notificationConfiguration !== undefined){
if(!(validate19(data.notificationConfiguration, {instancePath:instancePath+"/notificationConfiguration",parentData:data,parentDataProperty:"notificationConfiguration",rootData}))){
vErrors = vErrors === null ? validate19.errors : vErrors.concat(validate19.errors);
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
validate18.errors = vErrors;
return errors === 0;
}
