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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.start === undefined) && (missing0 = "start")) || ((data.period === undefined) && (missing0 = "period"))){
validate3.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.start !== undefined){
let data0 = data.start;
const _errs1 = errors;
if(errors === _errs1){
if(errors === _errs1){
if(typeof data0 === "string"){
if(!(formats0.validate.test(data0))){
validate3.errors = [{instancePath:instancePath+"/start",schemaPath:"#/properties/start/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/start",schemaPath:"#/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.period !== undefined){
let data1 = data.period;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate3.errors = [{instancePath:instancePath+"/period",schemaPath:"schema:AggregationPeriod/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data1 === "PT5M") || (data1 === "PT1H")) || (data1 === "P1D"))){
validate3.errors = [{instancePath:instancePath+"/period",schemaPath:"schema:AggregationPeriod/enum",keyword:"enum",params:{allowedValues: schema8.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs3 === errors;
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


function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.latestAgentProfileReportedAt !== undefined){
let data0 = data.latestAgentProfileReportedAt;
const _errs1 = errors;
if(errors === _errs1){
if(errors === _errs1){
if(typeof data0 === "string"){
if(!(formats0.validate.test(data0))){
validate2.errors = [{instancePath:instancePath+"/latestAgentProfileReportedAt",schemaPath:"#/properties/latestAgentProfileReportedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/latestAgentProfileReportedAt",schemaPath:"#/properties/latestAgentProfileReportedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.latestAgentOrchestratedAt !== undefined){
let data1 = data.latestAgentOrchestratedAt;
const _errs3 = errors;
if(errors === _errs3){
if(errors === _errs3){
if(typeof data1 === "string"){
if(!(formats0.validate.test(data1))){
validate2.errors = [{instancePath:instancePath+"/latestAgentOrchestratedAt",schemaPath:"#/properties/latestAgentOrchestratedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/latestAgentOrchestratedAt",schemaPath:"#/properties/latestAgentOrchestratedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.latestAggregatedProfile !== undefined){
const _errs5 = errors;
if(!(validate3(data.latestAggregatedProfile, {instancePath:instancePath+"/latestAggregatedProfile",parentData:data,parentDataProperty:"latestAggregatedProfile",rootData}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
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
validate2.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate2.errors = vErrors;
return errors === 0;
}


function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((data.name === undefined) && (missing0 = "name")) || ((data.arn === undefined) && (missing0 = "arn"))) || ((data.agentOrchestrationConfig === undefined) && (missing0 = "agentOrchestrationConfig"))) || ((data.computePlatform === undefined) && (missing0 = "computePlatform"))) || ((data.createdAt === undefined) && (missing0 = "createdAt"))) || ((data.updatedAt === undefined) && (missing0 = "updatedAt"))) || ((data.profilingStatus === undefined) && (missing0 = "profilingStatus"))) || ((data.tags === undefined) && (missing0 = "tags"))){
validate1.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
let data0 = data.name;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func0(data0) > 255){
validate1.errors = [{instancePath:instancePath+"/name",schemaPath:"schema:ProfilingGroupName/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate1.errors = [{instancePath:instancePath+"/name",schemaPath:"schema:ProfilingGroupName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern0.test(data0)){
validate1.errors = [{instancePath:instancePath+"/name",schemaPath:"schema:ProfilingGroupName/pattern",keyword:"pattern",params:{pattern: "^[\\w-]+$"},message:"must match pattern \""+"^[\\w-]+$"+"\""}];
return false;
}
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/name",schemaPath:"schema:ProfilingGroupName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.arn !== undefined){
const _errs4 = errors;
if(typeof data.arn !== "string"){
validate1.errors = [{instancePath:instancePath+"/arn",schemaPath:"#/properties/arn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((data2.profilingEnabled === undefined) && (missing1 = "profilingEnabled")){
validate1.errors = [{instancePath:instancePath+"/agentOrchestrationConfig",schemaPath:"schema:AgentOrchestrationConfig/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data2.profilingEnabled !== undefined){
if(typeof data2.profilingEnabled !== "boolean"){
validate1.errors = [{instancePath:instancePath+"/agentOrchestrationConfig/profilingEnabled",schemaPath:"schema:AgentOrchestrationConfig/properties/profilingEnabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/agentOrchestrationConfig",schemaPath:"schema:AgentOrchestrationConfig/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.computePlatform !== undefined){
let data4 = data.computePlatform;
const _errs11 = errors;
if(typeof data4 !== "string"){
validate1.errors = [{instancePath:instancePath+"/computePlatform",schemaPath:"schema:ComputePlatform/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data4 === "Default") || (data4 === "AWSLambda"))){
validate1.errors = [{instancePath:instancePath+"/computePlatform",schemaPath:"schema:ComputePlatform/enum",keyword:"enum",params:{allowedValues: schema5.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
let data5 = data.createdAt;
const _errs14 = errors;
if(errors === _errs14){
if(errors === _errs14){
if(typeof data5 === "string"){
if(!(formats0.validate.test(data5))){
validate1.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
let data6 = data.updatedAt;
const _errs16 = errors;
if(errors === _errs16){
if(errors === _errs16){
if(typeof data6 === "string"){
if(!(formats0.validate.test(data6))){
validate1.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.profilingStatus !== undefined){
const _errs18 = errors;
if(!(validate2(data.profilingStatus, {instancePath:instancePath+"/profilingStatus",parentData:data,parentDataProperty:"profilingStatus",rootData}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
errors = vErrors.length;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tags !== undefined){
let data8 = data.tags;
const _errs19 = errors;
const _errs20 = errors;
if(errors === _errs20){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key0 in data8){
const _errs23 = errors;
if(typeof data8[key0] !== "string"){
validate1.errors = [{instancePath:instancePath+"/tags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs23 === errors;
if(!valid6){
break;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/tags",schemaPath:"schema:Tags/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate1.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate1.errors = vErrors;
return errors === 0;
}


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.profilingGroupNames === undefined) && (missing0 = "profilingGroupNames")){
validate0.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.profilingGroupNames !== undefined){
let data0 = data.profilingGroupNames;
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
if(typeof data1 === "string"){
if(func0(data1) > 255){
validate0.errors = [{instancePath:instancePath+"/profilingGroupNames/" + i0,schemaPath:"schema:ProfilingGroupName/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(func0(data1) < 1){
validate0.errors = [{instancePath:instancePath+"/profilingGroupNames/" + i0,schemaPath:"schema:ProfilingGroupName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern0.test(data1)){
validate0.errors = [{instancePath:instancePath+"/profilingGroupNames/" + i0,schemaPath:"schema:ProfilingGroupName/pattern",keyword:"pattern",params:{pattern: "^[\\w-]+$"},message:"must match pattern \""+"^[\\w-]+$"+"\""}];
return false;
}
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/profilingGroupNames/" + i0,schemaPath:"schema:ProfilingGroupName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate0.errors = [{instancePath:instancePath+"/profilingGroupNames",schemaPath:"#/properties/profilingGroupNames/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.profilingGroups !== undefined){
let data2 = data.profilingGroups;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data2)){
var valid3 = true;
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
const _errs8 = errors;
if(!(validate1(data2[i1], {instancePath:instancePath+"/profilingGroups/" + i1,parentData:data2,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
var valid3 = _errs8 === errors;
if(!valid3){
break;
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/profilingGroups",schemaPath:"#/properties/profilingGroups/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nextToken !== undefined){
const _errs9 = errors;
if(typeof data.nextToken !== "string"){
validate0.errors = [{instancePath:instancePath+"/nextToken",schemaPath:"#/properties/nextToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
else {
validate0.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate0.errors = vErrors;
return errors === 0;
}

exports.res_Error = validate7;
const schema10 = {"type":"object","required":["message"],"properties":{"message":{"type":"string"}}};

function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.message === undefined) && (missing0 = "message")){
validate7.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.message !== undefined){
if(typeof data.message !== "string"){
validate7.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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

exports.res_ProfilingGroupDescription = validate1;

exports.res_AgentConfiguration = validate8;
const schema11 = {"type":"object","required":["shouldProfile","periodInSeconds"],"properties":{"shouldProfile":{"type":"boolean"},"periodInSeconds":{"type":"integer"},"agentParameters":{"type":"object","additionalProperties":{"type":"string"}}}};

function validate8(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.shouldProfile === undefined) && (missing0 = "shouldProfile")) || ((data.periodInSeconds === undefined) && (missing0 = "periodInSeconds"))){
validate8.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.shouldProfile !== undefined){
const _errs1 = errors;
if(typeof data.shouldProfile !== "boolean"){
validate8.errors = [{instancePath:instancePath+"/shouldProfile",schemaPath:"#/properties/shouldProfile/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.periodInSeconds !== undefined){
let data1 = data.periodInSeconds;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate8.errors = [{instancePath:instancePath+"/periodInSeconds",schemaPath:"#/properties/periodInSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.agentParameters !== undefined){
let data2 = data.agentParameters;
const _errs5 = errors;
if(errors === _errs5){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key0 in data2){
const _errs8 = errors;
if(typeof data2[key0] !== "string"){
validate8.errors = [{instancePath:instancePath+"/agentParameters/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/agentParameters/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs8 === errors;
if(!valid1){
break;
}
}
}
else {
validate8.errors = [{instancePath:instancePath+"/agentParameters",schemaPath:"#/properties/agentParameters/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate8.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.counts !== undefined){
let data0 = data.counts;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key0 in data0){
let data1 = data0[key0];
const _errs4 = errors;
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate11.errors = [{instancePath:instancePath+"/counts/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/counts/additionalProperties/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate11.errors = [{instancePath:instancePath+"/counts/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/counts/additionalProperties/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate11.errors = [{instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.children !== undefined){
let data2 = data.children;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
const _errs9 = errors;
if(!(wrapper0.validate(data2[key1], {instancePath:instancePath+"/children/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data2,parentDataProperty:key1,rootData}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
var valid2 = _errs9 === errors;
if(!valid2){
break;
}
}
}
else {
validate11.errors = [{instancePath:instancePath+"/children",schemaPath:"#/properties/children/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.file !== undefined){
const _errs10 = errors;
if(typeof data.file !== "string"){
validate11.errors = [{instancePath:instancePath+"/file",schemaPath:"#/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.line !== undefined){
let data5 = data.line;
const _errs12 = errors;
if(errors === _errs12){
if(Array.isArray(data5)){
var valid3 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
const _errs14 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate11.errors = [{instancePath:instancePath+"/line/" + i0,schemaPath:"#/properties/line/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid3 = _errs14 === errors;
if(!valid3){
break;
}
}
}
else {
validate11.errors = [{instancePath:instancePath+"/line",schemaPath:"#/properties/line/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
else {
validate11.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate11.errors = vErrors;
return errors === 0;
}


function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.start === undefined) && (missing0 = "start")) || ((data.end === undefined) && (missing0 = "end"))) || ((data.combinedProfiles === undefined) && (missing0 = "combinedProfiles"))) || ((data.callgraph === undefined) && (missing0 = "callgraph"))){
validate9.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.start !== undefined){
let data0 = data.start;
const _errs1 = errors;
if(errors === _errs1){
if(errors === _errs1){
if(typeof data0 === "string"){
if(!(formats0.validate.test(data0))){
validate9.errors = [{instancePath:instancePath+"/start",schemaPath:"#/properties/start/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate9.errors = [{instancePath:instancePath+"/start",schemaPath:"#/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.end !== undefined){
let data1 = data.end;
const _errs3 = errors;
if(errors === _errs3){
if(errors === _errs3){
if(typeof data1 === "string"){
if(!(formats0.validate.test(data1))){
validate9.errors = [{instancePath:instancePath+"/end",schemaPath:"#/properties/end/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate9.errors = [{instancePath:instancePath+"/end",schemaPath:"#/properties/end/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.combinedProfiles !== undefined){
let data2 = data.combinedProfiles;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(!(validate3(data2[i0], {instancePath:instancePath+"/combinedProfiles/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate9.errors = [{instancePath:instancePath+"/combinedProfiles",schemaPath:"#/properties/combinedProfiles/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.callgraph !== undefined){
const _errs8 = errors;
if(!(validate11(data.callgraph, {instancePath:instancePath+"/callgraph",parentData:data,parentDataProperty:"callgraph",rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
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
validate9.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate9.errors = vErrors;
return errors === 0;
}

exports.res_5 = validate13;
const schema14 = {"type":"object","required":["profileTimes"],"properties":{"profileTimes":{"type":"array","items":{"type":"object","required":["start"],"properties":{"start":{"type":"string","format":"date-time"}}}},"nextToken":{"type":"string"}}};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.profileTimes === undefined) && (missing0 = "profileTimes")){
validate13.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.profileTimes !== undefined){
let data0 = data.profileTimes;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.start === undefined) && (missing1 = "start")){
validate13.errors = [{instancePath:instancePath+"/profileTimes/" + i0,schemaPath:"#/properties/profileTimes/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.start !== undefined){
let data2 = data1.start;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data2 === "string"){
if(!(formats0.validate.test(data2))){
validate13.errors = [{instancePath:instancePath+"/profileTimes/" + i0+"/start",schemaPath:"#/properties/profileTimes/items/properties/start/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate13.errors = [{instancePath:instancePath+"/profileTimes/" + i0+"/start",schemaPath:"#/properties/profileTimes/items/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/profileTimes/" + i0,schemaPath:"#/properties/profileTimes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate13.errors = [{instancePath:instancePath+"/profileTimes",schemaPath:"#/properties/profileTimes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nextToken !== undefined){
const _errs7 = errors;
if(typeof data.nextToken !== "string"){
validate13.errors = [{instancePath:instancePath+"/nextToken",schemaPath:"#/properties/nextToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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

exports.res_BatchGetFrameMetricDataResponse = validate14;
const schema15 = {"type":"object","required":["startTime","endTime","resolution","endTimes","unprocessedEndTimes","frameMetricData"],"properties":{"startTime":{"type":"string","format":"date-time"},"endTime":{"type":"string","format":"date-time"},"resolution":{"$ref":"schema:AggregationPeriod"},"endTimes":{"type":"array","items":{"$ref":"schema:TimestampStructure"}},"unprocessedEndTimes":{"type":"object","additionalProperties":{"type":"array","items":{"$ref":"schema:TimestampStructure"}}},"frameMetricData":{"type":"array","items":{"type":"object","required":["frameMetric","values"],"properties":{"frameMetric":{"$ref":"schema:FrameMetric"},"values":{"type":"array","items":{"type":"number"}}}}}}};
const schema17 = {"type":"object","required":["value"],"properties":{"value":{"type":"string","format":"date-time"}}};
const schema19 = {"type":"object","required":["frameName","type","threadStates"],"properties":{"frameName":{"type":"string","minLength":1},"type":{"type":"string","enum":["AggregatedRelativeTotalTime"]},"threadStates":{"type":"array","items":{"type":"string"}}}};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.startTime === undefined) && (missing0 = "startTime")) || ((data.endTime === undefined) && (missing0 = "endTime"))) || ((data.resolution === undefined) && (missing0 = "resolution"))) || ((data.endTimes === undefined) && (missing0 = "endTimes"))) || ((data.unprocessedEndTimes === undefined) && (missing0 = "unprocessedEndTimes"))) || ((data.frameMetricData === undefined) && (missing0 = "frameMetricData"))){
validate14.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.startTime !== undefined){
let data0 = data.startTime;
const _errs1 = errors;
if(errors === _errs1){
if(errors === _errs1){
if(typeof data0 === "string"){
if(!(formats0.validate.test(data0))){
validate14.errors = [{instancePath:instancePath+"/startTime",schemaPath:"#/properties/startTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate14.errors = [{instancePath:instancePath+"/startTime",schemaPath:"#/properties/startTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.endTime !== undefined){
let data1 = data.endTime;
const _errs3 = errors;
if(errors === _errs3){
if(errors === _errs3){
if(typeof data1 === "string"){
if(!(formats0.validate.test(data1))){
validate14.errors = [{instancePath:instancePath+"/endTime",schemaPath:"#/properties/endTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate14.errors = [{instancePath:instancePath+"/endTime",schemaPath:"#/properties/endTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resolution !== undefined){
let data2 = data.resolution;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate14.errors = [{instancePath:instancePath+"/resolution",schemaPath:"schema:AggregationPeriod/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data2 === "PT5M") || (data2 === "PT1H")) || (data2 === "P1D"))){
validate14.errors = [{instancePath:instancePath+"/resolution",schemaPath:"schema:AggregationPeriod/enum",keyword:"enum",params:{allowedValues: schema8.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.endTimes !== undefined){
let data3 = data.endTimes;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data3)){
var valid2 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing1;
if((data4.value === undefined) && (missing1 = "value")){
validate14.errors = [{instancePath:instancePath+"/endTimes/" + i0,schemaPath:"schema:TimestampStructure/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data4.value !== undefined){
let data5 = data4.value;
const _errs13 = errors;
if(errors === _errs13){
if(errors === _errs13){
if(typeof data5 === "string"){
if(!(formats0.validate.test(data5))){
validate14.errors = [{instancePath:instancePath+"/endTimes/" + i0+"/value",schemaPath:"schema:TimestampStructure/properties/value/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate14.errors = [{instancePath:instancePath+"/endTimes/" + i0+"/value",schemaPath:"schema:TimestampStructure/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
}
else {
validate14.errors = [{instancePath:instancePath+"/endTimes/" + i0,schemaPath:"schema:TimestampStructure/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs10 === errors;
if(!valid2){
break;
}
}
}
else {
validate14.errors = [{instancePath:instancePath+"/endTimes",schemaPath:"#/properties/endTimes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.unprocessedEndTimes !== undefined){
let data6 = data.unprocessedEndTimes;
const _errs15 = errors;
if(errors === _errs15){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key0 in data6){
let data7 = data6[key0];
const _errs18 = errors;
if(errors === _errs18){
if(Array.isArray(data7)){
var valid6 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
const _errs20 = errors;
const _errs21 = errors;
if(errors === _errs21){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing2;
if((data8.value === undefined) && (missing2 = "value")){
validate14.errors = [{instancePath:instancePath+"/unprocessedEndTimes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i1,schemaPath:"schema:TimestampStructure/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data8.value !== undefined){
let data9 = data8.value;
const _errs23 = errors;
if(errors === _errs23){
if(errors === _errs23){
if(typeof data9 === "string"){
if(!(formats0.validate.test(data9))){
validate14.errors = [{instancePath:instancePath+"/unprocessedEndTimes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i1+"/value",schemaPath:"schema:TimestampStructure/properties/value/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate14.errors = [{instancePath:instancePath+"/unprocessedEndTimes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i1+"/value",schemaPath:"schema:TimestampStructure/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
}
else {
validate14.errors = [{instancePath:instancePath+"/unprocessedEndTimes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i1,schemaPath:"schema:TimestampStructure/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid6 = _errs20 === errors;
if(!valid6){
break;
}
}
}
else {
validate14.errors = [{instancePath:instancePath+"/unprocessedEndTimes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/unprocessedEndTimes/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid5 = _errs18 === errors;
if(!valid5){
break;
}
}
}
else {
validate14.errors = [{instancePath:instancePath+"/unprocessedEndTimes",schemaPath:"#/properties/unprocessedEndTimes/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.frameMetricData !== undefined){
let data10 = data.frameMetricData;
const _errs25 = errors;
if(errors === _errs25){
if(Array.isArray(data10)){
var valid9 = true;
const len2 = data10.length;
for(let i2=0; i2<len2; i2++){
let data11 = data10[i2];
const _errs27 = errors;
if(errors === _errs27){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
let missing3;
if(((data11.frameMetric === undefined) && (missing3 = "frameMetric")) || ((data11.values === undefined) && (missing3 = "values"))){
validate14.errors = [{instancePath:instancePath+"/frameMetricData/" + i2,schemaPath:"#/properties/frameMetricData/items/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data11.frameMetric !== undefined){
let data12 = data11.frameMetric;
const _errs29 = errors;
const _errs30 = errors;
if(errors === _errs30){
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
let missing4;
if((((data12.frameName === undefined) && (missing4 = "frameName")) || ((data12.type === undefined) && (missing4 = "type"))) || ((data12.threadStates === undefined) && (missing4 = "threadStates"))){
validate14.errors = [{instancePath:instancePath+"/frameMetricData/" + i2+"/frameMetric",schemaPath:"schema:FrameMetric/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
if(data12.frameName !== undefined){
let data13 = data12.frameName;
const _errs32 = errors;
if(errors === _errs32){
if(typeof data13 === "string"){
if(func0(data13) < 1){
validate14.errors = [{instancePath:instancePath+"/frameMetricData/" + i2+"/frameMetric/frameName",schemaPath:"schema:FrameMetric/properties/frameName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate14.errors = [{instancePath:instancePath+"/frameMetricData/" + i2+"/frameMetric/frameName",schemaPath:"schema:FrameMetric/properties/frameName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid12 = _errs32 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data12.type !== undefined){
let data14 = data12.type;
const _errs34 = errors;
if(typeof data14 !== "string"){
validate14.errors = [{instancePath:instancePath+"/frameMetricData/" + i2+"/frameMetric/type",schemaPath:"schema:FrameMetric/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data14 === "AggregatedRelativeTotalTime")){
validate14.errors = [{instancePath:instancePath+"/frameMetricData/" + i2+"/frameMetric/type",schemaPath:"schema:FrameMetric/properties/type/enum",keyword:"enum",params:{allowedValues: schema19.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid12 = _errs34 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data12.threadStates !== undefined){
let data15 = data12.threadStates;
const _errs36 = errors;
if(errors === _errs36){
if(Array.isArray(data15)){
var valid13 = true;
const len3 = data15.length;
for(let i3=0; i3<len3; i3++){
const _errs38 = errors;
if(typeof data15[i3] !== "string"){
validate14.errors = [{instancePath:instancePath+"/frameMetricData/" + i2+"/frameMetric/threadStates/" + i3,schemaPath:"schema:FrameMetric/properties/threadStates/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid13 = _errs38 === errors;
if(!valid13){
break;
}
}
}
else {
validate14.errors = [{instancePath:instancePath+"/frameMetricData/" + i2+"/frameMetric/threadStates",schemaPath:"schema:FrameMetric/properties/threadStates/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid12 = _errs36 === errors;
}
else {
var valid12 = true;
}
}
}
}
}
else {
validate14.errors = [{instancePath:instancePath+"/frameMetricData/" + i2+"/frameMetric",schemaPath:"schema:FrameMetric/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid10 = _errs29 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data11.values !== undefined){
let data17 = data11.values;
const _errs40 = errors;
if(errors === _errs40){
if(Array.isArray(data17)){
var valid14 = true;
const len4 = data17.length;
for(let i4=0; i4<len4; i4++){
let data18 = data17[i4];
const _errs42 = errors;
if(!((typeof data18 == "number") && (isFinite(data18)))){
validate14.errors = [{instancePath:instancePath+"/frameMetricData/" + i2+"/values/" + i4,schemaPath:"#/properties/frameMetricData/items/properties/values/items/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid14 = _errs42 === errors;
if(!valid14){
break;
}
}
}
else {
validate14.errors = [{instancePath:instancePath+"/frameMetricData/" + i2+"/values",schemaPath:"#/properties/frameMetricData/items/properties/values/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid10 = _errs40 === errors;
}
else {
var valid10 = true;
}
}
}
}
else {
validate14.errors = [{instancePath:instancePath+"/frameMetricData/" + i2,schemaPath:"#/properties/frameMetricData/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid9 = _errs27 === errors;
if(!valid9){
break;
}
}
}
else {
validate14.errors = [{instancePath:instancePath+"/frameMetricData",schemaPath:"#/properties/frameMetricData/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs25 === errors;
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
validate14.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
const _errs0 = errors;
if(errors === _errs0){
if(typeof data === "string"){
if(!pattern2.test(data)){
validate16.errors = [{instancePath,schemaPath:"schema:Uuid/pattern",keyword:"pattern",params:{pattern: "^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$"},message:"must match pattern \""+"^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$"+"\""}];
return false;
}
}
else {
validate16.errors = [{instancePath,schemaPath:"schema:Uuid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate16.errors = vErrors;
return errors === 0;
}


function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.policy === undefined) && (missing0 = "policy")) || ((data.revisionId === undefined) && (missing0 = "revisionId"))){
validate15.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.policy !== undefined){
const _errs1 = errors;
if(typeof data.policy !== "string"){
validate15.errors = [{instancePath:instancePath+"/policy",schemaPath:"#/properties/policy/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.revisionId !== undefined){
const _errs3 = errors;
if(!(validate16(data.revisionId, {instancePath:instancePath+"/revisionId",parentData:data,parentDataProperty:"revisionId",rootData}))){
vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
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

exports.res_8 = validate18;
const schema23 = {"type":"object","required":["notificationConfiguration"],"properties":{"notificationConfiguration":{"$ref":"schema:NotificationConfiguration"}}};
const schema24 = {"type":"object","properties":{"channels":{"type":"array","minItems":1,"maxItems":2,"items":{"$ref":"schema:Channel"}}}};
const schema25 = {"type":"object","required":["uri","eventPublishers"],"properties":{"id":{"$ref":"schema:Uuid"},"uri":{"type":"string"},"eventPublishers":{"type":"array","minItems":1,"maxItems":1,"items":{"type":"string","enum":["AnomalyDetection"]}}}};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.uri === undefined) && (missing0 = "uri")) || ((data.eventPublishers === undefined) && (missing0 = "eventPublishers"))){
validate20.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
let data0 = data.id;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(!pattern2.test(data0)){
validate20.errors = [{instancePath:instancePath+"/id",schemaPath:"schema:Uuid/pattern",keyword:"pattern",params:{pattern: "^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$"},message:"must match pattern \""+"^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$"+"\""}];
return false;
}
}
else {
validate20.errors = [{instancePath:instancePath+"/id",schemaPath:"schema:Uuid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate20.errors = [{instancePath:instancePath+"/uri",schemaPath:"#/properties/uri/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate20.errors = [{instancePath:instancePath+"/eventPublishers",schemaPath:"#/properties/eventPublishers/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data2.length < 1){
validate20.errors = [{instancePath:instancePath+"/eventPublishers",schemaPath:"#/properties/eventPublishers/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs8 = errors;
if(typeof data3 !== "string"){
validate20.errors = [{instancePath:instancePath+"/eventPublishers/" + i0,schemaPath:"#/properties/eventPublishers/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data3 === "AnomalyDetection")){
validate20.errors = [{instancePath:instancePath+"/eventPublishers/" + i0,schemaPath:"#/properties/eventPublishers/items/enum",keyword:"enum",params:{allowedValues: schema25.properties.eventPublishers.items.enum},message:"must be equal to one of the allowed values"}];
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
validate20.errors = [{instancePath:instancePath+"/eventPublishers",schemaPath:"#/properties/eventPublishers/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate20.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate20.errors = vErrors;
return errors === 0;
}


function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.channels !== undefined){
let data0 = data.channels;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
if(data0.length > 2){
validate19.errors = [{instancePath:instancePath+"/channels",schemaPath:"#/properties/channels/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data0.length < 1){
validate19.errors = [{instancePath:instancePath+"/channels",schemaPath:"#/properties/channels/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate20(data0[i0], {instancePath:instancePath+"/channels/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);
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
validate19.errors = [{instancePath:instancePath+"/channels",schemaPath:"#/properties/channels/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
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


function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.notificationConfiguration === undefined) && (missing0 = "notificationConfiguration")){
validate18.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.notificationConfiguration !== undefined){
if(!(validate19(data.notificationConfiguration, {instancePath:instancePath+"/notificationConfiguration",parentData:data,parentDataProperty:"notificationConfiguration",rootData}))){
vErrors = vErrors === null ? validate19.errors : vErrors.concat(validate19.errors);
errors = vErrors.length;
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
