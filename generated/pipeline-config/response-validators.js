// generated from specs/pipeline-config.yaml — do not edit; run `make generate`
"use strict";
exports.res_HealthCheckRead = validate0;
const schema0 = {"type":"object","required":["available"],"properties":{"available":{"type":"boolean"}}};

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.available === undefined) && (missing0 = "available")){
validate0.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.available !== undefined){
if(typeof data.available !== "boolean"){
validate0.errors = [{instancePath:instancePath+"/available",schemaPath:"#/properties/available/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
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

exports.res_KnownExceptionInfo = validate1;
const schema1 = {"type":"object","required":["message"],"properties":{"message":{"type":"string"},"exceptionClassName":{"type":"string"},"exceptionStack":{"type":"array","items":{"type":"string"}},"rootCauseExceptionClassName":{"type":"string"},"rootCauseExceptionStack":{"type":"array","items":{"type":"string"}}}};

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.message === undefined) && (missing0 = "message")){
validate1.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.message !== undefined){
const _errs1 = errors;
if(typeof data.message !== "string"){
validate1.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.exceptionClassName !== undefined){
const _errs3 = errors;
if(typeof data.exceptionClassName !== "string"){
validate1.errors = [{instancePath:instancePath+"/exceptionClassName",schemaPath:"#/properties/exceptionClassName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.exceptionStack !== undefined){
let data2 = data.exceptionStack;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(typeof data2[i0] !== "string"){
validate1.errors = [{instancePath:instancePath+"/exceptionStack/" + i0,schemaPath:"#/properties/exceptionStack/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/exceptionStack",schemaPath:"#/properties/exceptionStack/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.rootCauseExceptionClassName !== undefined){
const _errs9 = errors;
if(typeof data.rootCauseExceptionClassName !== "string"){
validate1.errors = [{instancePath:instancePath+"/rootCauseExceptionClassName",schemaPath:"#/properties/rootCauseExceptionClassName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.rootCauseExceptionStack !== undefined){
let data5 = data.rootCauseExceptionStack;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data5)){
var valid2 = true;
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
const _errs13 = errors;
if(typeof data5[i1] !== "string"){
validate1.errors = [{instancePath:instancePath+"/rootCauseExceptionStack/" + i1,schemaPath:"#/properties/rootCauseExceptionStack/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
if(!valid2){
break;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/rootCauseExceptionStack",schemaPath:"#/properties/rootCauseExceptionStack/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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

exports.res_JobInfoRead = validate2;
const schema2 = {"type":"object","required":["job","attempts"],"properties":{"job":{"$ref":"schema:JobRead"},"attempts":{"type":"array","items":{"$ref":"schema:AttemptInfoRead"}}}};
const schema3 = {"type":"object","required":["id","configType","configId","createdAt","updatedAt","status"],"properties":{"id":{"type":"integer","format":"int64"},"configType":{"$ref":"schema:JobConfigType"},"configId":{"type":"string"},"createdAt":{"type":"integer","format":"int64"},"updatedAt":{"type":"integer","format":"int64"},"startedAt":{"type":"integer","format":"int64"},"status":{"$ref":"schema:JobStatus"},"resetConfig":{"$ref":"schema:ResetConfig"}}};
const schema4 = {"type":"string","enum":["check_connection_source","check_connection_destination","discover_schema","get_spec","sync","reset_connection"]};
const schema5 = {"type":"string","enum":["pending","running","incomplete","failed","succeeded","cancelled"]};
const formats0 = require("../formats").int64;
const schema6 = {"type":"object","properties":{"streamsToReset":{"type":"array","items":{"$ref":"schema:StreamDescriptor"}}}};
const schema7 = {"type":"object","required":["name"],"properties":{"name":{"type":"string","minLength":1,"maxLength":256},"namespace":{"type":"string","maxLength":256}}};
const func0 = require("ajv/dist/runtime/ucs2length").default;

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.streamsToReset !== undefined){
let data0 = data.streamsToReset;
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
if((data1.name === undefined) && (missing0 = "name")){
validate4.errors = [{instancePath:instancePath+"/streamsToReset/" + i0,schemaPath:"schema:StreamDescriptor/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data1.name !== undefined){
let data2 = data1.name;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(func0(data2) > 256){
validate4.errors = [{instancePath:instancePath+"/streamsToReset/" + i0+"/name",schemaPath:"schema:StreamDescriptor/properties/name/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func0(data2) < 1){
validate4.errors = [{instancePath:instancePath+"/streamsToReset/" + i0+"/name",schemaPath:"schema:StreamDescriptor/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate4.errors = [{instancePath:instancePath+"/streamsToReset/" + i0+"/name",schemaPath:"schema:StreamDescriptor/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.namespace !== undefined){
let data3 = data1.namespace;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(func0(data3) > 256){
validate4.errors = [{instancePath:instancePath+"/streamsToReset/" + i0+"/namespace",schemaPath:"schema:StreamDescriptor/properties/namespace/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate4.errors = [{instancePath:instancePath+"/streamsToReset/" + i0+"/namespace",schemaPath:"schema:StreamDescriptor/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
}
}
}
else {
validate4.errors = [{instancePath:instancePath+"/streamsToReset/" + i0,schemaPath:"schema:StreamDescriptor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate4.errors = [{instancePath:instancePath+"/streamsToReset",schemaPath:"#/properties/streamsToReset/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
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


function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.id === undefined) && (missing0 = "id")) || ((data.configType === undefined) && (missing0 = "configType"))) || ((data.configId === undefined) && (missing0 = "configId"))) || ((data.createdAt === undefined) && (missing0 = "createdAt"))) || ((data.updatedAt === undefined) && (missing0 = "updatedAt"))) || ((data.status === undefined) && (missing0 = "status"))){
validate3.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
let data0 = data.id;
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate3.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs1){
if((typeof data0 == "number") && (isFinite(data0))){
if(!(formats0.validate(data0))){
validate3.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
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
if(data.configType !== undefined){
let data1 = data.configType;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate3.errors = [{instancePath:instancePath+"/configType",schemaPath:"schema:JobConfigType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data1 === "check_connection_source") || (data1 === "check_connection_destination")) || (data1 === "discover_schema")) || (data1 === "get_spec")) || (data1 === "sync")) || (data1 === "reset_connection"))){
validate3.errors = [{instancePath:instancePath+"/configType",schemaPath:"schema:JobConfigType/enum",keyword:"enum",params:{allowedValues: schema4.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.configId !== undefined){
const _errs6 = errors;
if(typeof data.configId !== "string"){
validate3.errors = [{instancePath:instancePath+"/configId",schemaPath:"#/properties/configId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
let data3 = data.createdAt;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate3.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(!(formats0.validate(data3))){
validate3.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
let data4 = data.updatedAt;
const _errs10 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate3.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs10){
if((typeof data4 == "number") && (isFinite(data4))){
if(!(formats0.validate(data4))){
validate3.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.startedAt !== undefined){
let data5 = data.startedAt;
const _errs12 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate3.errors = [{instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs12){
if((typeof data5 == "number") && (isFinite(data5))){
if(!(formats0.validate(data5))){
validate3.errors = [{instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data6 = data.status;
const _errs14 = errors;
if(typeof data6 !== "string"){
validate3.errors = [{instancePath:instancePath+"/status",schemaPath:"schema:JobStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data6 === "pending") || (data6 === "running")) || (data6 === "incomplete")) || (data6 === "failed")) || (data6 === "succeeded")) || (data6 === "cancelled"))){
validate3.errors = [{instancePath:instancePath+"/status",schemaPath:"schema:JobStatus/enum",keyword:"enum",params:{allowedValues: schema5.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resetConfig !== undefined){
const _errs17 = errors;
if(!(validate4(data.resetConfig, {instancePath:instancePath+"/resetConfig",parentData:data,parentDataProperty:"resetConfig",rootData}))){
vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
errors = vErrors.length;
}
var valid0 = _errs17 === errors;
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
validate3.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate3.errors = vErrors;
return errors === 0;
}

const schema8 = {"type":"object","required":["attempt","logs"],"properties":{"attempt":{"$ref":"schema:AttemptRead"},"logs":{"$ref":"schema:LogRead"}}};
const schema15 = {"type":"object","required":["logLines"],"properties":{"logLines":{"type":"array","items":{"type":"string"}}}};
const schema9 = {"type":"object","required":["id","status","createdAt","updatedAt"],"properties":{"id":{"type":"integer","format":"int64"},"status":{"$ref":"schema:AttemptStatus"},"bytesSynced":{"type":"integer","format":"int64"},"recordsSynced":{"type":"integer","format":"int64"},"totalStats":{"$ref":"schema:AttemptStats"},"streamStats":{"type":"array","items":{"$ref":"schema:AttemptStreamStats"}},"createdAt":{"type":"integer","format":"int64"},"updatedAt":{"type":"integer","format":"int64"},"endedAt":{"type":"integer","format":"int64"},"failureSummary":{"$ref":"schema:AttemptFailureSummary"}}};
const schema10 = {"type":"string","enum":["running","failed","succeeded"]};
const schema11 = {"type":"object","properties":{"recordsEmitted":{"type":"integer","format":"int64","minimum":0},"bytesEmitted":{"type":"integer","format":"int64","minimum":0},"stateMessagesEmitted":{"type":"integer","format":"int64","minimum":0},"recordsCommitted":{"type":"integer","format":"int64","minimum":0},"estimatedRecords":{"type":"integer","format":"int64","minimum":0},"estimatedBytes":{"type":"integer","format":"int64","minimum":0}}};
const schema14 = {"type":"object","required":["failures"],"properties":{"failures":{"type":"array","items":{"type":"object","required":["timestamp"],"properties":{"failureOrigin":{"type":"string","enum":["source","destination","replication","persistence","normalization","dbt","airbyte_platform","unknown"]},"failureType":{"type":"string","enum":["config_error","system_error","manual_cancellation","refresh_schema","transient_error"]},"externalMessage":{"type":"string"},"internalMessage":{"type":"string"},"retryable":{"type":"boolean"},"timestamp":{"type":"integer","format":"int64"}}}},"partialSuccess":{"type":"boolean"}}};
const schema12 = {"type":"object","required":["streamName","stats"],"properties":{"streamName":{"type":"string","minLength":1,"maxLength":256},"streamNamespace":{"type":"string","maxLength":256},"stats":{"$ref":"schema:AttemptStats"}}};

function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.streamName === undefined) && (missing0 = "streamName")) || ((data.stats === undefined) && (missing0 = "stats"))){
validate9.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.streamName !== undefined){
let data0 = data.streamName;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func0(data0) > 256){
validate9.errors = [{instancePath:instancePath+"/streamName",schemaPath:"#/properties/streamName/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate9.errors = [{instancePath:instancePath+"/streamName",schemaPath:"#/properties/streamName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate9.errors = [{instancePath:instancePath+"/streamName",schemaPath:"#/properties/streamName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.streamNamespace !== undefined){
let data1 = data.streamNamespace;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 256){
validate9.errors = [{instancePath:instancePath+"/streamNamespace",schemaPath:"#/properties/streamNamespace/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate9.errors = [{instancePath:instancePath+"/streamNamespace",schemaPath:"#/properties/streamNamespace/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stats !== undefined){
let data2 = data.stats;
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.recordsEmitted !== undefined){
let data3 = data2.recordsEmitted;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate9.errors = [{instancePath:instancePath+"/stats/recordsEmitted",schemaPath:"schema:AttemptStats/properties/recordsEmitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
validate9.errors = [{instancePath:instancePath+"/stats/recordsEmitted",schemaPath:"schema:AttemptStats/properties/recordsEmitted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data3))){
validate9.errors = [{instancePath:instancePath+"/stats/recordsEmitted",schemaPath:"schema:AttemptStats/properties/recordsEmitted/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.bytesEmitted !== undefined){
let data4 = data2.bytesEmitted;
const _errs10 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate9.errors = [{instancePath:instancePath+"/stats/bytesEmitted",schemaPath:"schema:AttemptStats/properties/bytesEmitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs10){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
validate9.errors = [{instancePath:instancePath+"/stats/bytesEmitted",schemaPath:"schema:AttemptStats/properties/bytesEmitted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data4))){
validate9.errors = [{instancePath:instancePath+"/stats/bytesEmitted",schemaPath:"schema:AttemptStats/properties/bytesEmitted/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid2 = _errs10 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.stateMessagesEmitted !== undefined){
let data5 = data2.stateMessagesEmitted;
const _errs12 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate9.errors = [{instancePath:instancePath+"/stats/stateMessagesEmitted",schemaPath:"schema:AttemptStats/properties/stateMessagesEmitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs12){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
validate9.errors = [{instancePath:instancePath+"/stats/stateMessagesEmitted",schemaPath:"schema:AttemptStats/properties/stateMessagesEmitted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data5))){
validate9.errors = [{instancePath:instancePath+"/stats/stateMessagesEmitted",schemaPath:"schema:AttemptStats/properties/stateMessagesEmitted/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid2 = _errs12 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.recordsCommitted !== undefined){
let data6 = data2.recordsCommitted;
const _errs14 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate9.errors = [{instancePath:instancePath+"/stats/recordsCommitted",schemaPath:"schema:AttemptStats/properties/recordsCommitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs14){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
validate9.errors = [{instancePath:instancePath+"/stats/recordsCommitted",schemaPath:"schema:AttemptStats/properties/recordsCommitted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data6))){
validate9.errors = [{instancePath:instancePath+"/stats/recordsCommitted",schemaPath:"schema:AttemptStats/properties/recordsCommitted/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid2 = _errs14 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.estimatedRecords !== undefined){
let data7 = data2.estimatedRecords;
const _errs16 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate9.errors = [{instancePath:instancePath+"/stats/estimatedRecords",schemaPath:"schema:AttemptStats/properties/estimatedRecords/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs16){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
validate9.errors = [{instancePath:instancePath+"/stats/estimatedRecords",schemaPath:"schema:AttemptStats/properties/estimatedRecords/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data7))){
validate9.errors = [{instancePath:instancePath+"/stats/estimatedRecords",schemaPath:"schema:AttemptStats/properties/estimatedRecords/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid2 = _errs16 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.estimatedBytes !== undefined){
let data8 = data2.estimatedBytes;
const _errs18 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate9.errors = [{instancePath:instancePath+"/stats/estimatedBytes",schemaPath:"schema:AttemptStats/properties/estimatedBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs18){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
validate9.errors = [{instancePath:instancePath+"/stats/estimatedBytes",schemaPath:"schema:AttemptStats/properties/estimatedBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data8))){
validate9.errors = [{instancePath:instancePath+"/stats/estimatedBytes",schemaPath:"schema:AttemptStats/properties/estimatedBytes/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid2 = _errs18 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
}
else {
validate9.errors = [{instancePath:instancePath+"/stats",schemaPath:"schema:AttemptStats/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate9.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate9.errors = vErrors;
return errors === 0;
}


function validate8(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.id === undefined) && (missing0 = "id")) || ((data.status === undefined) && (missing0 = "status"))) || ((data.createdAt === undefined) && (missing0 = "createdAt"))) || ((data.updatedAt === undefined) && (missing0 = "updatedAt"))){
validate8.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
let data0 = data.id;
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate8.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs1){
if((typeof data0 == "number") && (isFinite(data0))){
if(!(formats0.validate(data0))){
validate8.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
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
if(data.status !== undefined){
let data1 = data.status;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate8.errors = [{instancePath:instancePath+"/status",schemaPath:"schema:AttemptStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data1 === "running") || (data1 === "failed")) || (data1 === "succeeded"))){
validate8.errors = [{instancePath:instancePath+"/status",schemaPath:"schema:AttemptStatus/enum",keyword:"enum",params:{allowedValues: schema10.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bytesSynced !== undefined){
let data2 = data.bytesSynced;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate8.errors = [{instancePath:instancePath+"/bytesSynced",schemaPath:"#/properties/bytesSynced/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(!(formats0.validate(data2))){
validate8.errors = [{instancePath:instancePath+"/bytesSynced",schemaPath:"#/properties/bytesSynced/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.recordsSynced !== undefined){
let data3 = data.recordsSynced;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate8.errors = [{instancePath:instancePath+"/recordsSynced",schemaPath:"#/properties/recordsSynced/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(!(formats0.validate(data3))){
validate8.errors = [{instancePath:instancePath+"/recordsSynced",schemaPath:"#/properties/recordsSynced/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.totalStats !== undefined){
let data4 = data.totalStats;
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.recordsEmitted !== undefined){
let data5 = data4.recordsEmitted;
const _errs13 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate8.errors = [{instancePath:instancePath+"/totalStats/recordsEmitted",schemaPath:"schema:AttemptStats/properties/recordsEmitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs13){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
validate8.errors = [{instancePath:instancePath+"/totalStats/recordsEmitted",schemaPath:"schema:AttemptStats/properties/recordsEmitted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data5))){
validate8.errors = [{instancePath:instancePath+"/totalStats/recordsEmitted",schemaPath:"schema:AttemptStats/properties/recordsEmitted/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid3 = _errs13 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.bytesEmitted !== undefined){
let data6 = data4.bytesEmitted;
const _errs15 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate8.errors = [{instancePath:instancePath+"/totalStats/bytesEmitted",schemaPath:"schema:AttemptStats/properties/bytesEmitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs15){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
validate8.errors = [{instancePath:instancePath+"/totalStats/bytesEmitted",schemaPath:"schema:AttemptStats/properties/bytesEmitted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data6))){
validate8.errors = [{instancePath:instancePath+"/totalStats/bytesEmitted",schemaPath:"schema:AttemptStats/properties/bytesEmitted/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid3 = _errs15 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.stateMessagesEmitted !== undefined){
let data7 = data4.stateMessagesEmitted;
const _errs17 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate8.errors = [{instancePath:instancePath+"/totalStats/stateMessagesEmitted",schemaPath:"schema:AttemptStats/properties/stateMessagesEmitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs17){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
validate8.errors = [{instancePath:instancePath+"/totalStats/stateMessagesEmitted",schemaPath:"schema:AttemptStats/properties/stateMessagesEmitted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data7))){
validate8.errors = [{instancePath:instancePath+"/totalStats/stateMessagesEmitted",schemaPath:"schema:AttemptStats/properties/stateMessagesEmitted/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid3 = _errs17 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.recordsCommitted !== undefined){
let data8 = data4.recordsCommitted;
const _errs19 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate8.errors = [{instancePath:instancePath+"/totalStats/recordsCommitted",schemaPath:"schema:AttemptStats/properties/recordsCommitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs19){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
validate8.errors = [{instancePath:instancePath+"/totalStats/recordsCommitted",schemaPath:"schema:AttemptStats/properties/recordsCommitted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data8))){
validate8.errors = [{instancePath:instancePath+"/totalStats/recordsCommitted",schemaPath:"schema:AttemptStats/properties/recordsCommitted/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid3 = _errs19 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.estimatedRecords !== undefined){
let data9 = data4.estimatedRecords;
const _errs21 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate8.errors = [{instancePath:instancePath+"/totalStats/estimatedRecords",schemaPath:"schema:AttemptStats/properties/estimatedRecords/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs21){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
validate8.errors = [{instancePath:instancePath+"/totalStats/estimatedRecords",schemaPath:"schema:AttemptStats/properties/estimatedRecords/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data9))){
validate8.errors = [{instancePath:instancePath+"/totalStats/estimatedRecords",schemaPath:"schema:AttemptStats/properties/estimatedRecords/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid3 = _errs21 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.estimatedBytes !== undefined){
let data10 = data4.estimatedBytes;
const _errs23 = errors;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
validate8.errors = [{instancePath:instancePath+"/totalStats/estimatedBytes",schemaPath:"schema:AttemptStats/properties/estimatedBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs23){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
validate8.errors = [{instancePath:instancePath+"/totalStats/estimatedBytes",schemaPath:"schema:AttemptStats/properties/estimatedBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data10))){
validate8.errors = [{instancePath:instancePath+"/totalStats/estimatedBytes",schemaPath:"schema:AttemptStats/properties/estimatedBytes/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid3 = _errs23 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
}
else {
validate8.errors = [{instancePath:instancePath+"/totalStats",schemaPath:"schema:AttemptStats/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.streamStats !== undefined){
let data11 = data.streamStats;
const _errs25 = errors;
if(errors === _errs25){
if(Array.isArray(data11)){
var valid4 = true;
const len0 = data11.length;
for(let i0=0; i0<len0; i0++){
const _errs27 = errors;
if(!(validate9(data11[i0], {instancePath:instancePath+"/streamStats/" + i0,parentData:data11,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate9.errors : vErrors.concat(validate9.errors);
errors = vErrors.length;
}
var valid4 = _errs27 === errors;
if(!valid4){
break;
}
}
}
else {
validate8.errors = [{instancePath:instancePath+"/streamStats",schemaPath:"#/properties/streamStats/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
let data13 = data.createdAt;
const _errs28 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
validate8.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs28){
if((typeof data13 == "number") && (isFinite(data13))){
if(!(formats0.validate(data13))){
validate8.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
let data14 = data.updatedAt;
const _errs30 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
validate8.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs30){
if((typeof data14 == "number") && (isFinite(data14))){
if(!(formats0.validate(data14))){
validate8.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.endedAt !== undefined){
let data15 = data.endedAt;
const _errs32 = errors;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
validate8.errors = [{instancePath:instancePath+"/endedAt",schemaPath:"#/properties/endedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs32){
if((typeof data15 == "number") && (isFinite(data15))){
if(!(formats0.validate(data15))){
validate8.errors = [{instancePath:instancePath+"/endedAt",schemaPath:"#/properties/endedAt/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.failureSummary !== undefined){
let data16 = data.failureSummary;
const _errs34 = errors;
const _errs35 = errors;
if(errors === _errs35){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing1;
if((data16.failures === undefined) && (missing1 = "failures")){
validate8.errors = [{instancePath:instancePath+"/failureSummary",schemaPath:"schema:AttemptFailureSummary/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data16.failures !== undefined){
let data17 = data16.failures;
const _errs37 = errors;
if(errors === _errs37){
if(Array.isArray(data17)){
var valid7 = true;
const len1 = data17.length;
for(let i1=0; i1<len1; i1++){
let data18 = data17[i1];
const _errs39 = errors;
if(errors === _errs39){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
let missing2;
if((data18.timestamp === undefined) && (missing2 = "timestamp")){
validate8.errors = [{instancePath:instancePath+"/failureSummary/failures/" + i1,schemaPath:"schema:AttemptFailureSummary/properties/failures/items/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data18.failureOrigin !== undefined){
let data19 = data18.failureOrigin;
const _errs41 = errors;
if(typeof data19 !== "string"){
validate8.errors = [{instancePath:instancePath+"/failureSummary/failures/" + i1+"/failureOrigin",schemaPath:"schema:AttemptFailureSummary/properties/failures/items/properties/failureOrigin/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((data19 === "source") || (data19 === "destination")) || (data19 === "replication")) || (data19 === "persistence")) || (data19 === "normalization")) || (data19 === "dbt")) || (data19 === "airbyte_platform")) || (data19 === "unknown"))){
validate8.errors = [{instancePath:instancePath+"/failureSummary/failures/" + i1+"/failureOrigin",schemaPath:"schema:AttemptFailureSummary/properties/failures/items/properties/failureOrigin/enum",keyword:"enum",params:{allowedValues: schema14.properties.failures.items.properties.failureOrigin.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid8 = _errs41 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data18.failureType !== undefined){
let data20 = data18.failureType;
const _errs43 = errors;
if(typeof data20 !== "string"){
validate8.errors = [{instancePath:instancePath+"/failureSummary/failures/" + i1+"/failureType",schemaPath:"schema:AttemptFailureSummary/properties/failures/items/properties/failureType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data20 === "config_error") || (data20 === "system_error")) || (data20 === "manual_cancellation")) || (data20 === "refresh_schema")) || (data20 === "transient_error"))){
validate8.errors = [{instancePath:instancePath+"/failureSummary/failures/" + i1+"/failureType",schemaPath:"schema:AttemptFailureSummary/properties/failures/items/properties/failureType/enum",keyword:"enum",params:{allowedValues: schema14.properties.failures.items.properties.failureType.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid8 = _errs43 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data18.externalMessage !== undefined){
const _errs45 = errors;
if(typeof data18.externalMessage !== "string"){
validate8.errors = [{instancePath:instancePath+"/failureSummary/failures/" + i1+"/externalMessage",schemaPath:"schema:AttemptFailureSummary/properties/failures/items/properties/externalMessage/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs45 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data18.internalMessage !== undefined){
const _errs47 = errors;
if(typeof data18.internalMessage !== "string"){
validate8.errors = [{instancePath:instancePath+"/failureSummary/failures/" + i1+"/internalMessage",schemaPath:"schema:AttemptFailureSummary/properties/failures/items/properties/internalMessage/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs47 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data18.retryable !== undefined){
const _errs49 = errors;
if(typeof data18.retryable !== "boolean"){
validate8.errors = [{instancePath:instancePath+"/failureSummary/failures/" + i1+"/retryable",schemaPath:"schema:AttemptFailureSummary/properties/failures/items/properties/retryable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid8 = _errs49 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data18.timestamp !== undefined){
let data24 = data18.timestamp;
const _errs51 = errors;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
validate8.errors = [{instancePath:instancePath+"/failureSummary/failures/" + i1+"/timestamp",schemaPath:"schema:AttemptFailureSummary/properties/failures/items/properties/timestamp/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs51){
if((typeof data24 == "number") && (isFinite(data24))){
if(!(formats0.validate(data24))){
validate8.errors = [{instancePath:instancePath+"/failureSummary/failures/" + i1+"/timestamp",schemaPath:"schema:AttemptFailureSummary/properties/failures/items/properties/timestamp/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
var valid8 = _errs51 === errors;
}
else {
var valid8 = true;
}
}
}
}
}
}
}
}
else {
validate8.errors = [{instancePath:instancePath+"/failureSummary/failures/" + i1,schemaPath:"schema:AttemptFailureSummary/properties/failures/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid7 = _errs39 === errors;
if(!valid7){
break;
}
}
}
else {
validate8.errors = [{instancePath:instancePath+"/failureSummary/failures",schemaPath:"schema:AttemptFailureSummary/properties/failures/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid6 = _errs37 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data16.partialSuccess !== undefined){
const _errs53 = errors;
if(typeof data16.partialSuccess !== "boolean"){
validate8.errors = [{instancePath:instancePath+"/failureSummary/partialSuccess",schemaPath:"schema:AttemptFailureSummary/properties/partialSuccess/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid6 = _errs53 === errors;
}
else {
var valid6 = true;
}
}
}
}
else {
validate8.errors = [{instancePath:instancePath+"/failureSummary",schemaPath:"schema:AttemptFailureSummary/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs34 === errors;
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
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.attempt === undefined) && (missing0 = "attempt")) || ((data.logs === undefined) && (missing0 = "logs"))){
validate7.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.attempt !== undefined){
const _errs1 = errors;
if(!(validate8(data.attempt, {instancePath:instancePath+"/attempt",parentData:data,parentDataProperty:"attempt",rootData}))){
vErrors = vErrors === null ? validate8.errors : vErrors.concat(validate8.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logs !== undefined){
let data1 = data.logs;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.logLines === undefined) && (missing1 = "logLines")){
validate7.errors = [{instancePath:instancePath+"/logs",schemaPath:"schema:LogRead/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.logLines !== undefined){
let data2 = data1.logLines;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid3 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(typeof data2[i0] !== "string"){
validate7.errors = [{instancePath:instancePath+"/logs/logLines/" + i0,schemaPath:"schema:LogRead/properties/logLines/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs7 === errors;
if(!valid3){
break;
}
}
}
else {
validate7.errors = [{instancePath:instancePath+"/logs/logLines",schemaPath:"schema:LogRead/properties/logLines/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate7.errors = [{instancePath:instancePath+"/logs",schemaPath:"schema:LogRead/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs2 === errors;
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


function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.job === undefined) && (missing0 = "job")) || ((data.attempts === undefined) && (missing0 = "attempts"))){
validate2.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.job !== undefined){
const _errs1 = errors;
if(!(validate3(data.job, {instancePath:instancePath+"/job",parentData:data,parentDataProperty:"job",rootData}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.attempts !== undefined){
let data1 = data.attempts;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(!(validate7(data1[i0], {instancePath:instancePath+"/attempts/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/attempts",schemaPath:"#/properties/attempts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
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

exports.res_NotFoundKnownExceptionInfo = validate13;
const schema16 = {"type":"object","required":["message"],"properties":{"id":{"type":"string"},"message":{"type":"string"},"exceptionClassName":{"type":"string"},"exceptionStack":{"type":"array","items":{"type":"string"}},"rootCauseExceptionClassName":{"type":"string"},"rootCauseExceptionStack":{"type":"array","items":{"type":"string"}}}};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.message === undefined) && (missing0 = "message")){
validate13.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate13.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message !== undefined){
const _errs3 = errors;
if(typeof data.message !== "string"){
validate13.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.exceptionClassName !== undefined){
const _errs5 = errors;
if(typeof data.exceptionClassName !== "string"){
validate13.errors = [{instancePath:instancePath+"/exceptionClassName",schemaPath:"#/properties/exceptionClassName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.exceptionStack !== undefined){
let data3 = data.exceptionStack;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs9 = errors;
if(typeof data3[i0] !== "string"){
validate13.errors = [{instancePath:instancePath+"/exceptionStack/" + i0,schemaPath:"#/properties/exceptionStack/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/exceptionStack",schemaPath:"#/properties/exceptionStack/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.rootCauseExceptionClassName !== undefined){
const _errs11 = errors;
if(typeof data.rootCauseExceptionClassName !== "string"){
validate13.errors = [{instancePath:instancePath+"/rootCauseExceptionClassName",schemaPath:"#/properties/rootCauseExceptionClassName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.rootCauseExceptionStack !== undefined){
let data6 = data.rootCauseExceptionStack;
const _errs13 = errors;
if(errors === _errs13){
if(Array.isArray(data6)){
var valid2 = true;
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
const _errs15 = errors;
if(typeof data6[i1] !== "string"){
validate13.errors = [{instancePath:instancePath+"/rootCauseExceptionStack/" + i1,schemaPath:"#/properties/rootCauseExceptionStack/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs15 === errors;
if(!valid2){
break;
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/rootCauseExceptionStack",schemaPath:"#/properties/rootCauseExceptionStack/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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

exports.res_InvalidInputExceptionInfo = validate14;
const schema17 = {"type":"object","required":["message","validationErrors"],"properties":{"message":{"type":"string"},"exceptionClassName":{"type":"string"},"exceptionStack":{"type":"array","items":{"type":"string"}},"validationErrors":{"type":"array","items":{"$ref":"schema:InvalidInputProperty"}}}};
const schema18 = {"type":"object","required":["propertyPath"],"properties":{"propertyPath":{"type":"string"},"invalidValue":{"type":"string"},"message":{"type":"string"}}};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.message === undefined) && (missing0 = "message")) || ((data.validationErrors === undefined) && (missing0 = "validationErrors"))){
validate14.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.message !== undefined){
const _errs1 = errors;
if(typeof data.message !== "string"){
validate14.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.exceptionClassName !== undefined){
const _errs3 = errors;
if(typeof data.exceptionClassName !== "string"){
validate14.errors = [{instancePath:instancePath+"/exceptionClassName",schemaPath:"#/properties/exceptionClassName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.exceptionStack !== undefined){
let data2 = data.exceptionStack;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(typeof data2[i0] !== "string"){
validate14.errors = [{instancePath:instancePath+"/exceptionStack/" + i0,schemaPath:"#/properties/exceptionStack/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate14.errors = [{instancePath:instancePath+"/exceptionStack",schemaPath:"#/properties/exceptionStack/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.validationErrors !== undefined){
let data4 = data.validationErrors;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data4)){
var valid2 = true;
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing1;
if((data5.propertyPath === undefined) && (missing1 = "propertyPath")){
validate14.errors = [{instancePath:instancePath+"/validationErrors/" + i1,schemaPath:"schema:InvalidInputProperty/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data5.propertyPath !== undefined){
const _errs14 = errors;
if(typeof data5.propertyPath !== "string"){
validate14.errors = [{instancePath:instancePath+"/validationErrors/" + i1+"/propertyPath",schemaPath:"schema:InvalidInputProperty/properties/propertyPath/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs14 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.invalidValue !== undefined){
const _errs16 = errors;
if(typeof data5.invalidValue !== "string"){
validate14.errors = [{instancePath:instancePath+"/validationErrors/" + i1+"/invalidValue",schemaPath:"schema:InvalidInputProperty/properties/invalidValue/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs16 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.message !== undefined){
const _errs18 = errors;
if(typeof data5.message !== "string"){
validate14.errors = [{instancePath:instancePath+"/validationErrors/" + i1+"/message",schemaPath:"schema:InvalidInputProperty/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs18 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
else {
validate14.errors = [{instancePath:instancePath+"/validationErrors/" + i1,schemaPath:"schema:InvalidInputProperty/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs11 === errors;
if(!valid2){
break;
}
}
}
else {
validate14.errors = [{instancePath:instancePath+"/validationErrors",schemaPath:"#/properties/validationErrors/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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

exports.res_JobInfoLightRead = validate15;
const schema19 = {"type":"object","required":["job"],"properties":{"job":{"$ref":"schema:JobRead"}}};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.job === undefined) && (missing0 = "job")){
validate15.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.job !== undefined){
if(!(validate3(data.job, {instancePath:instancePath+"/job",parentData:data,parentDataProperty:"job",rootData}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
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

exports.res_JobReadList = validate17;
const schema20 = {"type":"object","required":["jobs","totalJobCount"],"properties":{"jobs":{"type":"array","items":{"$ref":"schema:JobWithAttemptsRead"}},"totalJobCount":{"type":"integer","format":"int64"}}};
const schema21 = {"type":"object","required":["job","attempts"],"properties":{"job":{"$ref":"schema:JobRead"},"attempts":{"type":"array","items":{"$ref":"schema:AttemptRead"}}}};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.job === undefined) && (missing0 = "job")) || ((data.attempts === undefined) && (missing0 = "attempts"))){
validate18.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.job !== undefined){
const _errs1 = errors;
if(!(validate3(data.job, {instancePath:instancePath+"/job",parentData:data,parentDataProperty:"job",rootData}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.attempts !== undefined){
let data1 = data.attempts;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(!(validate8(data1[i0], {instancePath:instancePath+"/attempts/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate8.errors : vErrors.concat(validate8.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate18.errors = [{instancePath:instancePath+"/attempts",schemaPath:"#/properties/attempts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
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


function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.jobs === undefined) && (missing0 = "jobs")) || ((data.totalJobCount === undefined) && (missing0 = "totalJobCount"))){
validate17.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.jobs !== undefined){
let data0 = data.jobs;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate18(data0[i0], {instancePath:instancePath+"/jobs/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate17.errors = [{instancePath:instancePath+"/jobs",schemaPath:"#/properties/jobs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.totalJobCount !== undefined){
let data2 = data.totalJobCount;
const _errs4 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate17.errors = [{instancePath:instancePath+"/totalJobCount",schemaPath:"#/properties/totalJobCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data2 == "number") && (isFinite(data2))){
if(!(formats0.validate(data2))){
validate17.errors = [{instancePath:instancePath+"/totalJobCount",schemaPath:"#/properties/totalJobCount/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
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
validate17.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate17.errors = vErrors;
return errors === 0;
}

exports.res_JobDebugInfoRead = validate22;
const schema22 = {"type":"object","required":["job","attempts"],"properties":{"job":{"type":"object","required":["id","configType","configId","status","airbyteVersion","sourceDefinition","destinationDefinition"],"properties":{"id":{"type":"integer","format":"int64"},"configType":{"$ref":"schema:JobConfigType"},"configId":{"type":"string"},"status":{"$ref":"schema:JobStatus"},"airbyteVersion":{"type":"string"},"sourceDefinition":{"$ref":"schema:SourceDefinitionRead"},"destinationDefinition":{"$ref":"schema:DestinationDefinitionRead"}}},"attempts":{"type":"array","items":{"allOf":[{"$ref":"schema:AttemptInfoRead"},{"type":"object","properties":{"workflowId":{"type":"string"},"processingTaskQueue":{"type":"string"},"syncConfig":{"$ref":"schema:AttemptSyncConfig"}}}]}},"workflowState":{"type":"object","required":["hasRunningWorkflow"],"properties":{"hasRunningWorkflow":{"type":"boolean"}}}}};
const schema25 = {"allOf":[{"$ref":"schema:DefinitionCommon"},{"type":"object","required":["sourceDefinitionId"],"properties":{"sourceDefinitionId":{"$ref":"schema:Id"},"sourceType":{"type":"string","enum":["api","file","database","custom"]}}}]};
const schema32 = {"type":"string","format":"uuid"};
const schema26 = {"type":"object","required":["name","dockerRepository","dockerImageTag","documentationUrl","protocolVersion","releaseStage","custom"],"properties":{"name":{"type":"string"},"dockerRepository":{"type":"string"},"dockerImageTag":{"type":"string"},"documentationUrl":{"type":"string"},"icon":{"type":"string"},"protocolVersion":{"type":"string"},"releaseStage":{"$ref":"schema:ReleaseStage"},"releaseDate":{"type":"string","format":"date"},"custom":{"type":"boolean"},"resourceRequirements":{"$ref":"schema:ActorDefinitionResourceRequirements"}}};
const schema27 = {"type":"string","enum":["alpha","beta","generally_available","custom"]};
const formats50 = require("../formats").date;
const schema28 = {"type":"object","properties":{"default":{"$ref":"schema:ResourceRequirements"},"jobSpecific":{"type":"array","maxItems":10,"items":{"type":"object","required":["jobType","resourceRequirements"],"properties":{"jobType":{"$ref":"schema:JobConfigType"},"resourceRequirements":{"$ref":"schema:ResourceRequirements"}}}}}};
const schema29 = {"type":"object","properties":{"cpu_request":{"type":"string","maxLength":32},"cpu_limit":{"type":"string","maxLength":32},"memory_request":{"type":"string","maxLength":32},"memory_limit":{"type":"string","maxLength":32}}};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.default !== undefined){
let data0 = data.default;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.cpu_request !== undefined){
let data1 = data0.cpu_request;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func0(data1) > 32){
validate25.errors = [{instancePath:instancePath+"/default/cpu_request",schemaPath:"schema:ResourceRequirements/properties/cpu_request/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/default/cpu_request",schemaPath:"schema:ResourceRequirements/properties/cpu_request/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.cpu_limit !== undefined){
let data2 = data0.cpu_limit;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(func0(data2) > 32){
validate25.errors = [{instancePath:instancePath+"/default/cpu_limit",schemaPath:"schema:ResourceRequirements/properties/cpu_limit/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/default/cpu_limit",schemaPath:"schema:ResourceRequirements/properties/cpu_limit/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.memory_request !== undefined){
let data3 = data0.memory_request;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(func0(data3) > 32){
validate25.errors = [{instancePath:instancePath+"/default/memory_request",schemaPath:"schema:ResourceRequirements/properties/memory_request/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/default/memory_request",schemaPath:"schema:ResourceRequirements/properties/memory_request/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.memory_limit !== undefined){
let data4 = data0.memory_limit;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(func0(data4) > 32){
validate25.errors = [{instancePath:instancePath+"/default/memory_limit",schemaPath:"schema:ResourceRequirements/properties/memory_limit/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/default/memory_limit",schemaPath:"schema:ResourceRequirements/properties/memory_limit/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs10 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/default",schemaPath:"schema:ResourceRequirements/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.jobSpecific !== undefined){
let data5 = data.jobSpecific;
const _errs12 = errors;
if(errors === _errs12){
if(Array.isArray(data5)){
if(data5.length > 10){
validate25.errors = [{instancePath:instancePath+"/jobSpecific",schemaPath:"#/properties/jobSpecific/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"}];
return false;
}
else {
var valid3 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
const _errs14 = errors;
if(errors === _errs14){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing0;
if(((data6.jobType === undefined) && (missing0 = "jobType")) || ((data6.resourceRequirements === undefined) && (missing0 = "resourceRequirements"))){
validate25.errors = [{instancePath:instancePath+"/jobSpecific/" + i0,schemaPath:"#/properties/jobSpecific/items/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data6.jobType !== undefined){
let data7 = data6.jobType;
const _errs16 = errors;
if(typeof data7 !== "string"){
validate25.errors = [{instancePath:instancePath+"/jobSpecific/" + i0+"/jobType",schemaPath:"schema:JobConfigType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data7 === "check_connection_source") || (data7 === "check_connection_destination")) || (data7 === "discover_schema")) || (data7 === "get_spec")) || (data7 === "sync")) || (data7 === "reset_connection"))){
validate25.errors = [{instancePath:instancePath+"/jobSpecific/" + i0+"/jobType",schemaPath:"schema:JobConfigType/enum",keyword:"enum",params:{allowedValues: schema4.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid4 = _errs16 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data6.resourceRequirements !== undefined){
let data8 = data6.resourceRequirements;
const _errs19 = errors;
const _errs20 = errors;
if(errors === _errs20){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.cpu_request !== undefined){
let data9 = data8.cpu_request;
const _errs22 = errors;
if(errors === _errs22){
if(typeof data9 === "string"){
if(func0(data9) > 32){
validate25.errors = [{instancePath:instancePath+"/jobSpecific/" + i0+"/resourceRequirements/cpu_request",schemaPath:"schema:ResourceRequirements/properties/cpu_request/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/jobSpecific/" + i0+"/resourceRequirements/cpu_request",schemaPath:"schema:ResourceRequirements/properties/cpu_request/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs22 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data8.cpu_limit !== undefined){
let data10 = data8.cpu_limit;
const _errs24 = errors;
if(errors === _errs24){
if(typeof data10 === "string"){
if(func0(data10) > 32){
validate25.errors = [{instancePath:instancePath+"/jobSpecific/" + i0+"/resourceRequirements/cpu_limit",schemaPath:"schema:ResourceRequirements/properties/cpu_limit/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/jobSpecific/" + i0+"/resourceRequirements/cpu_limit",schemaPath:"schema:ResourceRequirements/properties/cpu_limit/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs24 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data8.memory_request !== undefined){
let data11 = data8.memory_request;
const _errs26 = errors;
if(errors === _errs26){
if(typeof data11 === "string"){
if(func0(data11) > 32){
validate25.errors = [{instancePath:instancePath+"/jobSpecific/" + i0+"/resourceRequirements/memory_request",schemaPath:"schema:ResourceRequirements/properties/memory_request/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/jobSpecific/" + i0+"/resourceRequirements/memory_request",schemaPath:"schema:ResourceRequirements/properties/memory_request/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs26 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data8.memory_limit !== undefined){
let data12 = data8.memory_limit;
const _errs28 = errors;
if(errors === _errs28){
if(typeof data12 === "string"){
if(func0(data12) > 32){
validate25.errors = [{instancePath:instancePath+"/jobSpecific/" + i0+"/resourceRequirements/memory_limit",schemaPath:"schema:ResourceRequirements/properties/memory_limit/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/jobSpecific/" + i0+"/resourceRequirements/memory_limit",schemaPath:"schema:ResourceRequirements/properties/memory_limit/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs28 === errors;
}
else {
var valid7 = true;
}
}
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/jobSpecific/" + i0+"/resourceRequirements",schemaPath:"schema:ResourceRequirements/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs19 === errors;
}
else {
var valid4 = true;
}
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/jobSpecific/" + i0,schemaPath:"#/properties/jobSpecific/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs14 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/jobSpecific",schemaPath:"#/properties/jobSpecific/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
else {
validate25.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate25.errors = vErrors;
return errors === 0;
}


function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.name === undefined) && (missing0 = "name")) || ((data.dockerRepository === undefined) && (missing0 = "dockerRepository"))) || ((data.dockerImageTag === undefined) && (missing0 = "dockerImageTag"))) || ((data.documentationUrl === undefined) && (missing0 = "documentationUrl"))) || ((data.protocolVersion === undefined) && (missing0 = "protocolVersion"))) || ((data.releaseStage === undefined) && (missing0 = "releaseStage"))) || ((data.custom === undefined) && (missing0 = "custom"))){
validate24.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
const _errs1 = errors;
if(typeof data.name !== "string"){
validate24.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dockerRepository !== undefined){
const _errs3 = errors;
if(typeof data.dockerRepository !== "string"){
validate24.errors = [{instancePath:instancePath+"/dockerRepository",schemaPath:"#/properties/dockerRepository/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dockerImageTag !== undefined){
const _errs5 = errors;
if(typeof data.dockerImageTag !== "string"){
validate24.errors = [{instancePath:instancePath+"/dockerImageTag",schemaPath:"#/properties/dockerImageTag/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.documentationUrl !== undefined){
const _errs7 = errors;
if(typeof data.documentationUrl !== "string"){
validate24.errors = [{instancePath:instancePath+"/documentationUrl",schemaPath:"#/properties/documentationUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.icon !== undefined){
const _errs9 = errors;
if(typeof data.icon !== "string"){
validate24.errors = [{instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.protocolVersion !== undefined){
const _errs11 = errors;
if(typeof data.protocolVersion !== "string"){
validate24.errors = [{instancePath:instancePath+"/protocolVersion",schemaPath:"#/properties/protocolVersion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.releaseStage !== undefined){
let data6 = data.releaseStage;
const _errs13 = errors;
if(typeof data6 !== "string"){
validate24.errors = [{instancePath:instancePath+"/releaseStage",schemaPath:"schema:ReleaseStage/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data6 === "alpha") || (data6 === "beta")) || (data6 === "generally_available")) || (data6 === "custom"))){
validate24.errors = [{instancePath:instancePath+"/releaseStage",schemaPath:"schema:ReleaseStage/enum",keyword:"enum",params:{allowedValues: schema27.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.releaseDate !== undefined){
let data7 = data.releaseDate;
const _errs16 = errors;
if(errors === _errs16){
if(errors === _errs16){
if(typeof data7 === "string"){
if(!(formats50.validate.test(data7))){
validate24.errors = [{instancePath:instancePath+"/releaseDate",schemaPath:"#/properties/releaseDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/releaseDate",schemaPath:"#/properties/releaseDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.custom !== undefined){
const _errs18 = errors;
if(typeof data.custom !== "boolean"){
validate24.errors = [{instancePath:instancePath+"/custom",schemaPath:"#/properties/custom/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resourceRequirements !== undefined){
const _errs20 = errors;
if(!(validate25(data.resourceRequirements, {instancePath:instancePath+"/resourceRequirements",parentData:data,parentDataProperty:"resourceRequirements",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
var valid0 = _errs20 === errors;
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
}
else {
validate24.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate24.errors = vErrors;
return errors === 0;
}

const formats52 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(!(validate24(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.sourceDefinitionId === undefined) && (missing0 = "sourceDefinitionId")){
validate23.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.sourceDefinitionId !== undefined){
let data0 = data.sourceDefinitionId;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data0 === "string"){
if(!(formats52.test(data0))){
validate23.errors = [{instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.sourceType !== undefined){
let data1 = data.sourceType;
const _errs6 = errors;
if(typeof data1 !== "string"){
validate23.errors = [{instancePath:instancePath+"/sourceType",schemaPath:"#/allOf/1/properties/sourceType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data1 === "api") || (data1 === "file")) || (data1 === "database")) || (data1 === "custom"))){
validate23.errors = [{instancePath:instancePath+"/sourceType",schemaPath:"#/allOf/1/properties/sourceType/enum",keyword:"enum",params:{allowedValues: schema25.allOf[1].properties.sourceType.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate23.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
validate23.errors = vErrors;
return errors === 0;
}

const schema33 = {"allOf":[{"$ref":"schema:DefinitionCommon"},{"type":"object","required":["destinationDefinitionId","supportsDbt","normalizationConfig"],"properties":{"destinationDefinitionId":{"$ref":"schema:Id"},"supportsDbt":{"type":"boolean"},"normalizationConfig":{"$ref":"schema:NormalizationDestinationDefinitionConfig"}}}]};
const schema35 = {"type":"object","required":["supported"],"properties":{"supported":{"type":"boolean"},"normalizationRepository":{"type":"string"},"normalizationTag":{"type":"string"},"normalizationIntegrationType":{"type":"string"}}};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(!(validate24(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.destinationDefinitionId === undefined) && (missing0 = "destinationDefinitionId")) || ((data.supportsDbt === undefined) && (missing0 = "supportsDbt"))) || ((data.normalizationConfig === undefined) && (missing0 = "normalizationConfig"))){
validate29.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.destinationDefinitionId !== undefined){
let data0 = data.destinationDefinitionId;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data0 === "string"){
if(!(formats52.test(data0))){
validate29.errors = [{instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate29.errors = [{instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.supportsDbt !== undefined){
const _errs6 = errors;
if(typeof data.supportsDbt !== "boolean"){
validate29.errors = [{instancePath:instancePath+"/supportsDbt",schemaPath:"#/allOf/1/properties/supportsDbt/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.normalizationConfig !== undefined){
let data2 = data.normalizationConfig;
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((data2.supported === undefined) && (missing1 = "supported")){
validate29.errors = [{instancePath:instancePath+"/normalizationConfig",schemaPath:"schema:NormalizationDestinationDefinitionConfig/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data2.supported !== undefined){
const _errs11 = errors;
if(typeof data2.supported !== "boolean"){
validate29.errors = [{instancePath:instancePath+"/normalizationConfig/supported",schemaPath:"schema:NormalizationDestinationDefinitionConfig/properties/supported/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid4 = _errs11 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data2.normalizationRepository !== undefined){
const _errs13 = errors;
if(typeof data2.normalizationRepository !== "string"){
validate29.errors = [{instancePath:instancePath+"/normalizationConfig/normalizationRepository",schemaPath:"schema:NormalizationDestinationDefinitionConfig/properties/normalizationRepository/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs13 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data2.normalizationTag !== undefined){
const _errs15 = errors;
if(typeof data2.normalizationTag !== "string"){
validate29.errors = [{instancePath:instancePath+"/normalizationConfig/normalizationTag",schemaPath:"schema:NormalizationDestinationDefinitionConfig/properties/normalizationTag/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs15 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data2.normalizationIntegrationType !== undefined){
const _errs17 = errors;
if(typeof data2.normalizationIntegrationType !== "string"){
validate29.errors = [{instancePath:instancePath+"/normalizationConfig/normalizationIntegrationType",schemaPath:"schema:NormalizationDestinationDefinitionConfig/properties/normalizationIntegrationType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs17 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
}
else {
validate29.errors = [{instancePath:instancePath+"/normalizationConfig",schemaPath:"schema:NormalizationDestinationDefinitionConfig/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate29.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
validate29.errors = vErrors;
return errors === 0;
}

const schema36 = {"type":"object","required":["sourceConfiguration","destinationConfiguration"],"properties":{"sourceConfiguration":{"type":"object","additionalProperties":true},"destinationConfiguration":{"type":"object","additionalProperties":true},"state":{"$ref":"schema:ConnectionState"}}};
const schema37 = {"type":"object","required":["stateType","connectionId"],"properties":{"stateType":{"$ref":"schema:ConnectionStateType"},"connectionId":{"$ref":"schema:Id"},"state":{"type":"object","additionalProperties":true},"streamState":{"type":"array","maxItems":500,"items":{"$ref":"schema:StreamState"}},"globalState":{"$ref":"schema:GlobalState"}}};
const schema38 = {"type":"string","enum":["global","stream","legacy","not_set"]};
const schema40 = {"type":"object","required":["streamDescriptor"],"properties":{"streamDescriptor":{"$ref":"schema:StreamDescriptor"},"streamState":{"type":"object","additionalProperties":true}}};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.streamDescriptor === undefined) && (missing0 = "streamDescriptor")){
validate35.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.streamDescriptor !== undefined){
let data0 = data.streamDescriptor;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if((data0.name === undefined) && (missing1 = "name")){
validate35.errors = [{instancePath:instancePath+"/streamDescriptor",schemaPath:"schema:StreamDescriptor/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data0.name !== undefined){
let data1 = data0.name;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func0(data1) > 256){
validate35.errors = [{instancePath:instancePath+"/streamDescriptor/name",schemaPath:"schema:StreamDescriptor/properties/name/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func0(data1) < 1){
validate35.errors = [{instancePath:instancePath+"/streamDescriptor/name",schemaPath:"schema:StreamDescriptor/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate35.errors = [{instancePath:instancePath+"/streamDescriptor/name",schemaPath:"schema:StreamDescriptor/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.namespace !== undefined){
let data2 = data0.namespace;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(func0(data2) > 256){
validate35.errors = [{instancePath:instancePath+"/streamDescriptor/namespace",schemaPath:"schema:StreamDescriptor/properties/namespace/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate35.errors = [{instancePath:instancePath+"/streamDescriptor/namespace",schemaPath:"schema:StreamDescriptor/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate35.errors = [{instancePath:instancePath+"/streamDescriptor",schemaPath:"schema:StreamDescriptor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.streamState !== undefined){
let data3 = data.streamState;
const _errs8 = errors;
if(errors === _errs8){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
validate35.errors = [{instancePath:instancePath+"/streamState",schemaPath:"#/properties/streamState/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate35.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate35.errors = vErrors;
return errors === 0;
}

const schema42 = {"type":"object","required":["streamStates"],"properties":{"shared_state":{"type":"object","additionalProperties":true},"streamStates":{"type":"array","maxItems":500,"items":{"$ref":"schema:StreamState"}}}};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.streamStates === undefined) && (missing0 = "streamStates")){
validate37.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.shared_state !== undefined){
let data0 = data.shared_state;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
}
else {
validate37.errors = [{instancePath:instancePath+"/shared_state",schemaPath:"#/properties/shared_state/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.streamStates !== undefined){
let data1 = data.streamStates;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data1)){
if(data1.length > 500){
validate37.errors = [{instancePath:instancePath+"/streamStates",schemaPath:"#/properties/streamStates/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs6 = errors;
if(!(validate35(data1[i0], {instancePath:instancePath+"/streamStates/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
var valid1 = _errs6 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate37.errors = [{instancePath:instancePath+"/streamStates",schemaPath:"#/properties/streamStates/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate37.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate37.errors = vErrors;
return errors === 0;
}


function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.stateType === undefined) && (missing0 = "stateType")) || ((data.connectionId === undefined) && (missing0 = "connectionId"))){
validate34.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.stateType !== undefined){
let data0 = data.stateType;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate34.errors = [{instancePath:instancePath+"/stateType",schemaPath:"schema:ConnectionStateType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data0 === "global") || (data0 === "stream")) || (data0 === "legacy")) || (data0 === "not_set"))){
validate34.errors = [{instancePath:instancePath+"/stateType",schemaPath:"schema:ConnectionStateType/enum",keyword:"enum",params:{allowedValues: schema38.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.connectionId !== undefined){
let data1 = data.connectionId;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data1 === "string"){
if(!(formats52.test(data1))){
validate34.errors = [{instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate34.errors = [{instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
let data2 = data.state;
const _errs7 = errors;
if(errors === _errs7){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
validate34.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.streamState !== undefined){
let data3 = data.streamState;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data3)){
if(data3.length > 500){
validate34.errors = [{instancePath:instancePath+"/streamState",schemaPath:"#/properties/streamState/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items"}];
return false;
}
else {
var valid3 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs12 = errors;
if(!(validate35(data3[i0], {instancePath:instancePath+"/streamState/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
var valid3 = _errs12 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate34.errors = [{instancePath:instancePath+"/streamState",schemaPath:"#/properties/streamState/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.globalState !== undefined){
const _errs13 = errors;
if(!(validate37(data.globalState, {instancePath:instancePath+"/globalState",parentData:data,parentDataProperty:"globalState",rootData}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
var valid0 = _errs13 === errors;
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
validate34.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate34.errors = vErrors;
return errors === 0;
}


function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.sourceConfiguration === undefined) && (missing0 = "sourceConfiguration")) || ((data.destinationConfiguration === undefined) && (missing0 = "destinationConfiguration"))){
validate33.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.sourceConfiguration !== undefined){
let data0 = data.sourceConfiguration;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
}
else {
validate33.errors = [{instancePath:instancePath+"/sourceConfiguration",schemaPath:"#/properties/sourceConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.destinationConfiguration !== undefined){
let data1 = data.destinationConfiguration;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
validate33.errors = [{instancePath:instancePath+"/destinationConfiguration",schemaPath:"#/properties/destinationConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
const _errs7 = errors;
if(!(validate34(data.state, {instancePath:instancePath+"/state",parentData:data,parentDataProperty:"state",rootData}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
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
}
else {
validate33.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate33.errors = vErrors;
return errors === 0;
}


function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.job === undefined) && (missing0 = "job")) || ((data.attempts === undefined) && (missing0 = "attempts"))){
validate22.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.job !== undefined){
let data0 = data.job;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if((((((((data0.id === undefined) && (missing1 = "id")) || ((data0.configType === undefined) && (missing1 = "configType"))) || ((data0.configId === undefined) && (missing1 = "configId"))) || ((data0.status === undefined) && (missing1 = "status"))) || ((data0.airbyteVersion === undefined) && (missing1 = "airbyteVersion"))) || ((data0.sourceDefinition === undefined) && (missing1 = "sourceDefinition"))) || ((data0.destinationDefinition === undefined) && (missing1 = "destinationDefinition"))){
validate22.errors = [{instancePath:instancePath+"/job",schemaPath:"#/properties/job/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data0.id !== undefined){
let data1 = data0.id;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate22.errors = [{instancePath:instancePath+"/job/id",schemaPath:"#/properties/job/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(!(formats0.validate(data1))){
validate22.errors = [{instancePath:instancePath+"/job/id",schemaPath:"#/properties/job/properties/id/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
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
if(data0.configType !== undefined){
let data2 = data0.configType;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate22.errors = [{instancePath:instancePath+"/job/configType",schemaPath:"schema:JobConfigType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data2 === "check_connection_source") || (data2 === "check_connection_destination")) || (data2 === "discover_schema")) || (data2 === "get_spec")) || (data2 === "sync")) || (data2 === "reset_connection"))){
validate22.errors = [{instancePath:instancePath+"/job/configType",schemaPath:"schema:JobConfigType/enum",keyword:"enum",params:{allowedValues: schema4.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.configId !== undefined){
const _errs8 = errors;
if(typeof data0.configId !== "string"){
validate22.errors = [{instancePath:instancePath+"/job/configId",schemaPath:"#/properties/job/properties/configId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.status !== undefined){
let data4 = data0.status;
const _errs10 = errors;
if(typeof data4 !== "string"){
validate22.errors = [{instancePath:instancePath+"/job/status",schemaPath:"schema:JobStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data4 === "pending") || (data4 === "running")) || (data4 === "incomplete")) || (data4 === "failed")) || (data4 === "succeeded")) || (data4 === "cancelled"))){
validate22.errors = [{instancePath:instancePath+"/job/status",schemaPath:"schema:JobStatus/enum",keyword:"enum",params:{allowedValues: schema5.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.airbyteVersion !== undefined){
const _errs13 = errors;
if(typeof data0.airbyteVersion !== "string"){
validate22.errors = [{instancePath:instancePath+"/job/airbyteVersion",schemaPath:"#/properties/job/properties/airbyteVersion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.sourceDefinition !== undefined){
const _errs15 = errors;
if(!(validate23(data0.sourceDefinition, {instancePath:instancePath+"/job/sourceDefinition",parentData:data0,parentDataProperty:"sourceDefinition",rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.destinationDefinition !== undefined){
const _errs16 = errors;
if(!(validate29(data0.destinationDefinition, {instancePath:instancePath+"/job/destinationDefinition",parentData:data0,parentDataProperty:"destinationDefinition",rootData}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
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
}
else {
validate22.errors = [{instancePath:instancePath+"/job",schemaPath:"#/properties/job/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.attempts !== undefined){
let data8 = data.attempts;
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data8)){
var valid4 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
const _errs19 = errors;
const _errs20 = errors;
if(!(validate7(data9, {instancePath:instancePath+"/attempts/" + i0,parentData:data8,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
errors = vErrors.length;
}
var valid5 = _errs20 === errors;
if(valid5){
const _errs21 = errors;
if(errors === _errs21){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.workflowId !== undefined){
const _errs23 = errors;
if(typeof data9.workflowId !== "string"){
validate22.errors = [{instancePath:instancePath+"/attempts/" + i0+"/workflowId",schemaPath:"#/properties/attempts/items/allOf/1/properties/workflowId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs23 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data9.processingTaskQueue !== undefined){
const _errs25 = errors;
if(typeof data9.processingTaskQueue !== "string"){
validate22.errors = [{instancePath:instancePath+"/attempts/" + i0+"/processingTaskQueue",schemaPath:"#/properties/attempts/items/allOf/1/properties/processingTaskQueue/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs25 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data9.syncConfig !== undefined){
const _errs27 = errors;
if(!(validate33(data9.syncConfig, {instancePath:instancePath+"/attempts/" + i0+"/syncConfig",parentData:data9,parentDataProperty:"syncConfig",rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
var valid6 = _errs27 === errors;
}
else {
var valid6 = true;
}
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/attempts/" + i0,schemaPath:"#/properties/attempts/items/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs21 === errors;
}
var valid4 = _errs19 === errors;
if(!valid4){
break;
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/attempts",schemaPath:"#/properties/attempts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.workflowState !== undefined){
let data13 = data.workflowState;
const _errs28 = errors;
if(errors === _errs28){
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
let missing2;
if((data13.hasRunningWorkflow === undefined) && (missing2 = "hasRunningWorkflow")){
validate22.errors = [{instancePath:instancePath+"/workflowState",schemaPath:"#/properties/workflowState/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data13.hasRunningWorkflow !== undefined){
if(typeof data13.hasRunningWorkflow !== "boolean"){
validate22.errors = [{instancePath:instancePath+"/workflowState/hasRunningWorkflow",schemaPath:"#/properties/workflowState/properties/hasRunningWorkflow/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/workflowState",schemaPath:"#/properties/workflowState/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
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

exports.res_JobOptionalRead = validate42;
const schema43 = {"type":"object","properties":{"job":{"$ref":"schema:JobRead"}}};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.job !== undefined){
if(!(validate3(data.job, {instancePath:instancePath+"/job",parentData:data,parentDataProperty:"job",rootData}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
}
}
else {
validate42.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate42.errors = vErrors;
return errors === 0;
}

exports.res_AttemptNormalizationStatusReadList = validate44;
const schema44 = {"type":"object","required":["attemptNormalizationStatuses"],"properties":{"attemptNormalizationStatuses":{"type":"array","items":{"$ref":"schema:AttemptNormalizationStatusRead"}}}};
const schema45 = {"type":"object","properties":{"attemptNumber":{"type":"integer"},"hasRecordsCommitted":{"type":"boolean"},"recordsCommitted":{"type":"integer","format":"int64"},"hasNormalizationFailed":{"type":"boolean"}}};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.attemptNormalizationStatuses === undefined) && (missing0 = "attemptNormalizationStatuses")){
validate44.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.attemptNormalizationStatuses !== undefined){
let data0 = data.attemptNormalizationStatuses;
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
if(data1.attemptNumber !== undefined){
let data2 = data1.attemptNumber;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate44.errors = [{instancePath:instancePath+"/attemptNormalizationStatuses/" + i0+"/attemptNumber",schemaPath:"schema:AttemptNormalizationStatusRead/properties/attemptNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.hasRecordsCommitted !== undefined){
const _errs8 = errors;
if(typeof data1.hasRecordsCommitted !== "boolean"){
validate44.errors = [{instancePath:instancePath+"/attemptNormalizationStatuses/" + i0+"/hasRecordsCommitted",schemaPath:"schema:AttemptNormalizationStatusRead/properties/hasRecordsCommitted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.recordsCommitted !== undefined){
let data4 = data1.recordsCommitted;
const _errs10 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate44.errors = [{instancePath:instancePath+"/attemptNormalizationStatuses/" + i0+"/recordsCommitted",schemaPath:"schema:AttemptNormalizationStatusRead/properties/recordsCommitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs10){
if((typeof data4 == "number") && (isFinite(data4))){
if(!(formats0.validate(data4))){
validate44.errors = [{instancePath:instancePath+"/attemptNormalizationStatuses/" + i0+"/recordsCommitted",schemaPath:"schema:AttemptNormalizationStatusRead/properties/recordsCommitted/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.hasNormalizationFailed !== undefined){
const _errs12 = errors;
if(typeof data1.hasNormalizationFailed !== "boolean"){
validate44.errors = [{instancePath:instancePath+"/attemptNormalizationStatuses/" + i0+"/hasNormalizationFailed",schemaPath:"schema:AttemptNormalizationStatusRead/properties/hasNormalizationFailed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate44.errors = [{instancePath:instancePath+"/attemptNormalizationStatuses/" + i0,schemaPath:"schema:AttemptNormalizationStatusRead/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate44.errors = [{instancePath:instancePath+"/attemptNormalizationStatuses",schemaPath:"#/properties/attemptNormalizationStatuses/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate44.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate44.errors = vErrors;
return errors === 0;
}

exports.res_NotificationRead = validate45;
const schema46 = {"type":"object","required":["status"],"properties":{"status":{"type":"string","enum":["succeeded","failed"]},"message":{"type":"string"}}};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.status === undefined) && (missing0 = "status")){
validate45.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.status !== undefined){
let data0 = data.status;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate45.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data0 === "succeeded") || (data0 === "failed"))){
validate45.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema46.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message !== undefined){
const _errs3 = errors;
if(typeof data.message !== "string"){
validate45.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate45.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate45.errors = vErrors;
return errors === 0;
}

exports.res_InternalOperationResult = validate46;
const schema47 = {"type":"object","required":["succeeded"],"properties":{"succeeded":{"type":"boolean"}}};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.succeeded === undefined) && (missing0 = "succeeded")){
validate46.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.succeeded !== undefined){
if(typeof data.succeeded !== "boolean"){
validate46.errors = [{instancePath:instancePath+"/succeeded",schemaPath:"#/properties/succeeded/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
}
}
}
else {
validate46.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate46.errors = vErrors;
return errors === 0;
}

exports.res_ConnectionRead = validate47;
const schema48 = {"type":"object","required":["connectionId","name","sourceId","destinationId","syncCatalog","status","namespaceDefinition","scheduleType","geography","breakingChange","notifySchemaChanges","nonBreakingChangesPreference"],"properties":{"connectionId":{"$ref":"schema:Id"},"name":{"type":"string"},"namespaceDefinition":{"$ref":"schema:NamespaceDefinitionType"},"namespaceFormat":{"type":"string"},"prefix":{"type":"string"},"sourceId":{"$ref":"schema:Id"},"destinationId":{"$ref":"schema:Id"},"operationIds":{"type":"array","items":{"$ref":"schema:Id"}},"syncCatalog":{"$ref":"schema:AirbyteCatalog"},"schedule":{"$ref":"schema:ConnectionSchedule"},"scheduleType":{"$ref":"schema:ConnectionScheduleType"},"scheduleData":{"$ref":"schema:ConnectionScheduleData"},"status":{"$ref":"schema:ConnectionStatus"},"resourceRequirements":{"$ref":"schema:ResourceRequirements"},"sourceCatalogId":{"$ref":"schema:Id"},"geography":{"$ref":"schema:Geography"},"breakingChange":{"type":"boolean"},"notifySchemaChanges":{"type":"boolean"},"nonBreakingChangesPreference":{"$ref":"schema:NonBreakingChangesPreference"}}};
const schema50 = {"type":"string","enum":["source","destination","customformat"]};
const schema61 = {"type":"object","required":["units","timeUnit"],"properties":{"units":{"type":"integer","format":"int64","minimum":1,"maximum":1000000},"timeUnit":{"type":"string","enum":["minutes","hours","days","weeks","months"]}}};
const schema62 = {"type":"string","enum":["manual","basic","cron"]};
const schema65 = {"type":"string","enum":["active","inactive","deprecated"]};
const schema68 = {"type":"string","enum":["auto","us","eu"]};
const schema69 = {"type":"string","enum":["ignore","disable"]};
const schema54 = {"type":"object","required":["streams"],"properties":{"streams":{"type":"array","maxItems":500,"items":{"$ref":"schema:AirbyteStreamAndConfiguration"}}}};
const schema55 = {"type":"object","properties":{"stream":{"$ref":"schema:AirbyteStream"},"config":{"$ref":"schema:AirbyteStreamConfiguration"}}};
const schema56 = {"type":"object","required":["name","jsonSchema","supportedSyncModes"],"properties":{"name":{"type":"string","minLength":1,"maxLength":256},"jsonSchema":{"type":"object","additionalProperties":true},"supportedSyncModes":{"type":"array","items":{"$ref":"schema:SyncMode"}},"sourceDefinedCursor":{"type":"boolean"},"defaultCursorField":{"type":"array","items":{"type":"string"}},"sourceDefinedPrimaryKey":{"type":"array","items":{"type":"array","items":{"type":"string"}}},"namespace":{"type":"string","maxLength":256}}};
const schema57 = {"type":"string","enum":["full_refresh","incremental"]};

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.name === undefined) && (missing0 = "name")) || ((data.jsonSchema === undefined) && (missing0 = "jsonSchema"))) || ((data.supportedSyncModes === undefined) && (missing0 = "supportedSyncModes"))){
validate50.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
let data0 = data.name;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func0(data0) > 256){
validate50.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate50.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate50.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.jsonSchema !== undefined){
let data1 = data.jsonSchema;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
validate50.errors = [{instancePath:instancePath+"/jsonSchema",schemaPath:"#/properties/jsonSchema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.supportedSyncModes !== undefined){
let data2 = data.supportedSyncModes;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs8 = errors;
if(typeof data3 !== "string"){
validate50.errors = [{instancePath:instancePath+"/supportedSyncModes/" + i0,schemaPath:"schema:SyncMode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data3 === "full_refresh") || (data3 === "incremental"))){
validate50.errors = [{instancePath:instancePath+"/supportedSyncModes/" + i0,schemaPath:"schema:SyncMode/enum",keyword:"enum",params:{allowedValues: schema57.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs8 === errors;
if(!valid1){
break;
}
}
}
else {
validate50.errors = [{instancePath:instancePath+"/supportedSyncModes",schemaPath:"#/properties/supportedSyncModes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sourceDefinedCursor !== undefined){
const _errs11 = errors;
if(typeof data.sourceDefinedCursor !== "boolean"){
validate50.errors = [{instancePath:instancePath+"/sourceDefinedCursor",schemaPath:"#/properties/sourceDefinedCursor/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.defaultCursorField !== undefined){
let data5 = data.defaultCursorField;
const _errs13 = errors;
if(errors === _errs13){
if(Array.isArray(data5)){
var valid3 = true;
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
const _errs15 = errors;
if(typeof data5[i1] !== "string"){
validate50.errors = [{instancePath:instancePath+"/defaultCursorField/" + i1,schemaPath:"#/properties/defaultCursorField/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs15 === errors;
if(!valid3){
break;
}
}
}
else {
validate50.errors = [{instancePath:instancePath+"/defaultCursorField",schemaPath:"#/properties/defaultCursorField/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sourceDefinedPrimaryKey !== undefined){
let data7 = data.sourceDefinedPrimaryKey;
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data7)){
var valid4 = true;
const len2 = data7.length;
for(let i2=0; i2<len2; i2++){
let data8 = data7[i2];
const _errs19 = errors;
if(errors === _errs19){
if(Array.isArray(data8)){
var valid5 = true;
const len3 = data8.length;
for(let i3=0; i3<len3; i3++){
const _errs21 = errors;
if(typeof data8[i3] !== "string"){
validate50.errors = [{instancePath:instancePath+"/sourceDefinedPrimaryKey/" + i2+"/" + i3,schemaPath:"#/properties/sourceDefinedPrimaryKey/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs21 === errors;
if(!valid5){
break;
}
}
}
else {
validate50.errors = [{instancePath:instancePath+"/sourceDefinedPrimaryKey/" + i2,schemaPath:"#/properties/sourceDefinedPrimaryKey/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid4 = _errs19 === errors;
if(!valid4){
break;
}
}
}
else {
validate50.errors = [{instancePath:instancePath+"/sourceDefinedPrimaryKey",schemaPath:"#/properties/sourceDefinedPrimaryKey/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.namespace !== undefined){
let data10 = data.namespace;
const _errs23 = errors;
if(errors === _errs23){
if(typeof data10 === "string"){
if(func0(data10) > 256){
validate50.errors = [{instancePath:instancePath+"/namespace",schemaPath:"#/properties/namespace/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate50.errors = [{instancePath:instancePath+"/namespace",schemaPath:"#/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
}
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

const schema58 = {"type":"object","required":["syncMode","destinationSyncMode"],"properties":{"syncMode":{"$ref":"schema:SyncMode"},"cursorField":{"type":"array","items":{"type":"string"}},"destinationSyncMode":{"$ref":"schema:DestinationSyncMode"},"primaryKey":{"type":"array","items":{"type":"array","items":{"type":"string"}}},"aliasName":{"type":"string","maxLength":256},"selected":{"type":"boolean"},"fieldSelectionEnabled":{"type":"boolean"},"selectedFields":{"type":"array","items":{"type":"object","properties":{"fieldPath":{"type":"array","items":{"type":"string"}}}}}}};
const schema60 = {"type":"string","enum":["append","overwrite","append_dedup"]};

function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.syncMode === undefined) && (missing0 = "syncMode")) || ((data.destinationSyncMode === undefined) && (missing0 = "destinationSyncMode"))){
validate52.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.syncMode !== undefined){
let data0 = data.syncMode;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate52.errors = [{instancePath:instancePath+"/syncMode",schemaPath:"schema:SyncMode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data0 === "full_refresh") || (data0 === "incremental"))){
validate52.errors = [{instancePath:instancePath+"/syncMode",schemaPath:"schema:SyncMode/enum",keyword:"enum",params:{allowedValues: schema57.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cursorField !== undefined){
let data1 = data.cursorField;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data1)){
var valid2 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs6 = errors;
if(typeof data1[i0] !== "string"){
validate52.errors = [{instancePath:instancePath+"/cursorField/" + i0,schemaPath:"#/properties/cursorField/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs6 === errors;
if(!valid2){
break;
}
}
}
else {
validate52.errors = [{instancePath:instancePath+"/cursorField",schemaPath:"#/properties/cursorField/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.destinationSyncMode !== undefined){
let data3 = data.destinationSyncMode;
const _errs8 = errors;
if(typeof data3 !== "string"){
validate52.errors = [{instancePath:instancePath+"/destinationSyncMode",schemaPath:"schema:DestinationSyncMode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data3 === "append") || (data3 === "overwrite")) || (data3 === "append_dedup"))){
validate52.errors = [{instancePath:instancePath+"/destinationSyncMode",schemaPath:"schema:DestinationSyncMode/enum",keyword:"enum",params:{allowedValues: schema60.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.primaryKey !== undefined){
let data4 = data.primaryKey;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data4)){
var valid4 = true;
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
const _errs13 = errors;
if(errors === _errs13){
if(Array.isArray(data5)){
var valid5 = true;
const len2 = data5.length;
for(let i2=0; i2<len2; i2++){
const _errs15 = errors;
if(typeof data5[i2] !== "string"){
validate52.errors = [{instancePath:instancePath+"/primaryKey/" + i1+"/" + i2,schemaPath:"#/properties/primaryKey/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs15 === errors;
if(!valid5){
break;
}
}
}
else {
validate52.errors = [{instancePath:instancePath+"/primaryKey/" + i1,schemaPath:"#/properties/primaryKey/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid4 = _errs13 === errors;
if(!valid4){
break;
}
}
}
else {
validate52.errors = [{instancePath:instancePath+"/primaryKey",schemaPath:"#/properties/primaryKey/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.aliasName !== undefined){
let data7 = data.aliasName;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data7 === "string"){
if(func0(data7) > 256){
validate52.errors = [{instancePath:instancePath+"/aliasName",schemaPath:"#/properties/aliasName/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate52.errors = [{instancePath:instancePath+"/aliasName",schemaPath:"#/properties/aliasName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.selected !== undefined){
const _errs19 = errors;
if(typeof data.selected !== "boolean"){
validate52.errors = [{instancePath:instancePath+"/selected",schemaPath:"#/properties/selected/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fieldSelectionEnabled !== undefined){
const _errs21 = errors;
if(typeof data.fieldSelectionEnabled !== "boolean"){
validate52.errors = [{instancePath:instancePath+"/fieldSelectionEnabled",schemaPath:"#/properties/fieldSelectionEnabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.selectedFields !== undefined){
let data10 = data.selectedFields;
const _errs23 = errors;
if(errors === _errs23){
if(Array.isArray(data10)){
var valid6 = true;
const len3 = data10.length;
for(let i3=0; i3<len3; i3++){
let data11 = data10[i3];
const _errs25 = errors;
if(errors === _errs25){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.fieldPath !== undefined){
let data12 = data11.fieldPath;
const _errs27 = errors;
if(errors === _errs27){
if(Array.isArray(data12)){
var valid8 = true;
const len4 = data12.length;
for(let i4=0; i4<len4; i4++){
const _errs29 = errors;
if(typeof data12[i4] !== "string"){
validate52.errors = [{instancePath:instancePath+"/selectedFields/" + i3+"/fieldPath/" + i4,schemaPath:"#/properties/selectedFields/items/properties/fieldPath/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs29 === errors;
if(!valid8){
break;
}
}
}
else {
validate52.errors = [{instancePath:instancePath+"/selectedFields/" + i3+"/fieldPath",schemaPath:"#/properties/selectedFields/items/properties/fieldPath/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate52.errors = [{instancePath:instancePath+"/selectedFields/" + i3,schemaPath:"#/properties/selectedFields/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid6 = _errs25 === errors;
if(!valid6){
break;
}
}
}
else {
validate52.errors = [{instancePath:instancePath+"/selectedFields",schemaPath:"#/properties/selectedFields/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
}
}
}
}
}
}
else {
validate52.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate52.errors = vErrors;
return errors === 0;
}


function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.stream !== undefined){
const _errs1 = errors;
if(!(validate50(data.stream, {instancePath:instancePath+"/stream",parentData:data,parentDataProperty:"stream",rootData}))){
vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.config !== undefined){
const _errs2 = errors;
if(!(validate52(data.config, {instancePath:instancePath+"/config",parentData:data,parentDataProperty:"config",rootData}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
else {
validate49.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate49.errors = vErrors;
return errors === 0;
}


function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.streams === undefined) && (missing0 = "streams")){
validate48.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.streams !== undefined){
let data0 = data.streams;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
if(data0.length > 500){
validate48.errors = [{instancePath:instancePath+"/streams",schemaPath:"#/properties/streams/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate49(data0[i0], {instancePath:instancePath+"/streams/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate48.errors = [{instancePath:instancePath+"/streams",schemaPath:"#/properties/streams/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate48.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate48.errors = vErrors;
return errors === 0;
}

const schema63 = {"type":"object","properties":{"basicSchedule":{"$ref":"schema:ConnectionSchedule"},"cron":{"type":"object","required":["cronExpression","cronTimeZone"],"properties":{"cronExpression":{"type":"string","pattern":"^\\s*\\S+(\\s+\\S+){5,6}\\s*$","maxLength":256},"cronTimeZone":{"type":"string","minLength":1,"maxLength":64}}}}};
const pattern0 = new RegExp("^\\s*\\S+(\\s+\\S+){5,6}\\s*$", "u");

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.basicSchedule !== undefined){
let data0 = data.basicSchedule;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if(((data0.units === undefined) && (missing0 = "units")) || ((data0.timeUnit === undefined) && (missing0 = "timeUnit"))){
validate56.errors = [{instancePath:instancePath+"/basicSchedule",schemaPath:"schema:ConnectionSchedule/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data0.units !== undefined){
let data1 = data0.units;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate56.errors = [{instancePath:instancePath+"/basicSchedule/units",schemaPath:"schema:ConnectionSchedule/properties/units/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 1000000 || isNaN(data1)){
validate56.errors = [{instancePath:instancePath+"/basicSchedule/units",schemaPath:"schema:ConnectionSchedule/properties/units/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"}];
return false;
}
else {
if(data1 < 1 || isNaN(data1)){
validate56.errors = [{instancePath:instancePath+"/basicSchedule/units",schemaPath:"schema:ConnectionSchedule/properties/units/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
else {
if(!(formats0.validate(data1))){
validate56.errors = [{instancePath:instancePath+"/basicSchedule/units",schemaPath:"schema:ConnectionSchedule/properties/units/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.timeUnit !== undefined){
let data2 = data0.timeUnit;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate56.errors = [{instancePath:instancePath+"/basicSchedule/timeUnit",schemaPath:"schema:ConnectionSchedule/properties/timeUnit/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data2 === "minutes") || (data2 === "hours")) || (data2 === "days")) || (data2 === "weeks")) || (data2 === "months"))){
validate56.errors = [{instancePath:instancePath+"/basicSchedule/timeUnit",schemaPath:"schema:ConnectionSchedule/properties/timeUnit/enum",keyword:"enum",params:{allowedValues: schema61.properties.timeUnit.enum},message:"must be equal to one of the allowed values"}];
return false;
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
validate56.errors = [{instancePath:instancePath+"/basicSchedule",schemaPath:"schema:ConnectionSchedule/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cron !== undefined){
let data3 = data.cron;
const _errs8 = errors;
if(errors === _errs8){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing1;
if(((data3.cronExpression === undefined) && (missing1 = "cronExpression")) || ((data3.cronTimeZone === undefined) && (missing1 = "cronTimeZone"))){
validate56.errors = [{instancePath:instancePath+"/cron",schemaPath:"#/properties/cron/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data3.cronExpression !== undefined){
let data4 = data3.cronExpression;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(func0(data4) > 256){
validate56.errors = [{instancePath:instancePath+"/cron/cronExpression",schemaPath:"#/properties/cron/properties/cronExpression/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(!pattern0.test(data4)){
validate56.errors = [{instancePath:instancePath+"/cron/cronExpression",schemaPath:"#/properties/cron/properties/cronExpression/pattern",keyword:"pattern",params:{pattern: "^\\s*\\S+(\\s+\\S+){5,6}\\s*$"},message:"must match pattern \""+"^\\s*\\S+(\\s+\\S+){5,6}\\s*$"+"\""}];
return false;
}
}
}
else {
validate56.errors = [{instancePath:instancePath+"/cron/cronExpression",schemaPath:"#/properties/cron/properties/cronExpression/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data3.cronTimeZone !== undefined){
let data5 = data3.cronTimeZone;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data5 === "string"){
if(func0(data5) > 64){
validate56.errors = [{instancePath:instancePath+"/cron/cronTimeZone",schemaPath:"#/properties/cron/properties/cronTimeZone/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data5) < 1){
validate56.errors = [{instancePath:instancePath+"/cron/cronTimeZone",schemaPath:"#/properties/cron/properties/cronTimeZone/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate56.errors = [{instancePath:instancePath+"/cron/cronTimeZone",schemaPath:"#/properties/cron/properties/cronTimeZone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
}
}
}
else {
validate56.errors = [{instancePath:instancePath+"/cron",schemaPath:"#/properties/cron/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
else {
validate56.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate56.errors = vErrors;
return errors === 0;
}


function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((data.connectionId === undefined) && (missing0 = "connectionId")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.sourceId === undefined) && (missing0 = "sourceId"))) || ((data.destinationId === undefined) && (missing0 = "destinationId"))) || ((data.syncCatalog === undefined) && (missing0 = "syncCatalog"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.namespaceDefinition === undefined) && (missing0 = "namespaceDefinition"))) || ((data.scheduleType === undefined) && (missing0 = "scheduleType"))) || ((data.geography === undefined) && (missing0 = "geography"))) || ((data.breakingChange === undefined) && (missing0 = "breakingChange"))) || ((data.notifySchemaChanges === undefined) && (missing0 = "notifySchemaChanges"))) || ((data.nonBreakingChangesPreference === undefined) && (missing0 = "nonBreakingChangesPreference"))){
validate47.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.connectionId !== undefined){
let data0 = data.connectionId;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats52.test(data0))){
validate47.errors = [{instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate47.errors = [{instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.name !== undefined){
const _errs4 = errors;
if(typeof data.name !== "string"){
validate47.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.namespaceDefinition !== undefined){
let data2 = data.namespaceDefinition;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate47.errors = [{instancePath:instancePath+"/namespaceDefinition",schemaPath:"schema:NamespaceDefinitionType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data2 === "source") || (data2 === "destination")) || (data2 === "customformat"))){
validate47.errors = [{instancePath:instancePath+"/namespaceDefinition",schemaPath:"schema:NamespaceDefinitionType/enum",keyword:"enum",params:{allowedValues: schema50.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.namespaceFormat !== undefined){
const _errs9 = errors;
if(typeof data.namespaceFormat !== "string"){
validate47.errors = [{instancePath:instancePath+"/namespaceFormat",schemaPath:"#/properties/namespaceFormat/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.prefix !== undefined){
const _errs11 = errors;
if(typeof data.prefix !== "string"){
validate47.errors = [{instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sourceId !== undefined){
let data5 = data.sourceId;
const _errs13 = errors;
const _errs14 = errors;
if(errors === _errs14){
if(errors === _errs14){
if(typeof data5 === "string"){
if(!(formats52.test(data5))){
validate47.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate47.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.destinationId !== undefined){
let data6 = data.destinationId;
const _errs16 = errors;
const _errs17 = errors;
if(errors === _errs17){
if(errors === _errs17){
if(typeof data6 === "string"){
if(!(formats52.test(data6))){
validate47.errors = [{instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate47.errors = [{instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.operationIds !== undefined){
let data7 = data.operationIds;
const _errs19 = errors;
if(errors === _errs19){
if(Array.isArray(data7)){
var valid5 = true;
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
const _errs21 = errors;
const _errs22 = errors;
if(errors === _errs22){
if(errors === _errs22){
if(typeof data8 === "string"){
if(!(formats52.test(data8))){
validate47.errors = [{instancePath:instancePath+"/operationIds/" + i0,schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate47.errors = [{instancePath:instancePath+"/operationIds/" + i0,schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid5 = _errs21 === errors;
if(!valid5){
break;
}
}
}
else {
validate47.errors = [{instancePath:instancePath+"/operationIds",schemaPath:"#/properties/operationIds/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.syncCatalog !== undefined){
const _errs24 = errors;
if(!(validate48(data.syncCatalog, {instancePath:instancePath+"/syncCatalog",parentData:data,parentDataProperty:"syncCatalog",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schedule !== undefined){
let data10 = data.schedule;
const _errs25 = errors;
const _errs26 = errors;
if(errors === _errs26){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
let missing1;
if(((data10.units === undefined) && (missing1 = "units")) || ((data10.timeUnit === undefined) && (missing1 = "timeUnit"))){
validate47.errors = [{instancePath:instancePath+"/schedule",schemaPath:"schema:ConnectionSchedule/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data10.units !== undefined){
let data11 = data10.units;
const _errs28 = errors;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
validate47.errors = [{instancePath:instancePath+"/schedule/units",schemaPath:"schema:ConnectionSchedule/properties/units/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs28){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 1000000 || isNaN(data11)){
validate47.errors = [{instancePath:instancePath+"/schedule/units",schemaPath:"schema:ConnectionSchedule/properties/units/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"}];
return false;
}
else {
if(data11 < 1 || isNaN(data11)){
validate47.errors = [{instancePath:instancePath+"/schedule/units",schemaPath:"schema:ConnectionSchedule/properties/units/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
else {
if(!(formats0.validate(data11))){
validate47.errors = [{instancePath:instancePath+"/schedule/units",schemaPath:"schema:ConnectionSchedule/properties/units/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
}
var valid8 = _errs28 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data10.timeUnit !== undefined){
let data12 = data10.timeUnit;
const _errs30 = errors;
if(typeof data12 !== "string"){
validate47.errors = [{instancePath:instancePath+"/schedule/timeUnit",schemaPath:"schema:ConnectionSchedule/properties/timeUnit/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data12 === "minutes") || (data12 === "hours")) || (data12 === "days")) || (data12 === "weeks")) || (data12 === "months"))){
validate47.errors = [{instancePath:instancePath+"/schedule/timeUnit",schemaPath:"schema:ConnectionSchedule/properties/timeUnit/enum",keyword:"enum",params:{allowedValues: schema61.properties.timeUnit.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid8 = _errs30 === errors;
}
else {
var valid8 = true;
}
}
}
}
else {
validate47.errors = [{instancePath:instancePath+"/schedule",schemaPath:"schema:ConnectionSchedule/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.scheduleType !== undefined){
let data13 = data.scheduleType;
const _errs32 = errors;
if(typeof data13 !== "string"){
validate47.errors = [{instancePath:instancePath+"/scheduleType",schemaPath:"schema:ConnectionScheduleType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data13 === "manual") || (data13 === "basic")) || (data13 === "cron"))){
validate47.errors = [{instancePath:instancePath+"/scheduleType",schemaPath:"schema:ConnectionScheduleType/enum",keyword:"enum",params:{allowedValues: schema62.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.scheduleData !== undefined){
const _errs35 = errors;
if(!(validate56(data.scheduleData, {instancePath:instancePath+"/scheduleData",parentData:data,parentDataProperty:"scheduleData",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data15 = data.status;
const _errs36 = errors;
if(typeof data15 !== "string"){
validate47.errors = [{instancePath:instancePath+"/status",schemaPath:"schema:ConnectionStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data15 === "active") || (data15 === "inactive")) || (data15 === "deprecated"))){
validate47.errors = [{instancePath:instancePath+"/status",schemaPath:"schema:ConnectionStatus/enum",keyword:"enum",params:{allowedValues: schema65.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resourceRequirements !== undefined){
let data16 = data.resourceRequirements;
const _errs39 = errors;
const _errs40 = errors;
if(errors === _errs40){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.cpu_request !== undefined){
let data17 = data16.cpu_request;
const _errs42 = errors;
if(errors === _errs42){
if(typeof data17 === "string"){
if(func0(data17) > 32){
validate47.errors = [{instancePath:instancePath+"/resourceRequirements/cpu_request",schemaPath:"schema:ResourceRequirements/properties/cpu_request/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
else {
validate47.errors = [{instancePath:instancePath+"/resourceRequirements/cpu_request",schemaPath:"schema:ResourceRequirements/properties/cpu_request/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid12 = _errs42 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data16.cpu_limit !== undefined){
let data18 = data16.cpu_limit;
const _errs44 = errors;
if(errors === _errs44){
if(typeof data18 === "string"){
if(func0(data18) > 32){
validate47.errors = [{instancePath:instancePath+"/resourceRequirements/cpu_limit",schemaPath:"schema:ResourceRequirements/properties/cpu_limit/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
else {
validate47.errors = [{instancePath:instancePath+"/resourceRequirements/cpu_limit",schemaPath:"schema:ResourceRequirements/properties/cpu_limit/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid12 = _errs44 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data16.memory_request !== undefined){
let data19 = data16.memory_request;
const _errs46 = errors;
if(errors === _errs46){
if(typeof data19 === "string"){
if(func0(data19) > 32){
validate47.errors = [{instancePath:instancePath+"/resourceRequirements/memory_request",schemaPath:"schema:ResourceRequirements/properties/memory_request/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
else {
validate47.errors = [{instancePath:instancePath+"/resourceRequirements/memory_request",schemaPath:"schema:ResourceRequirements/properties/memory_request/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid12 = _errs46 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data16.memory_limit !== undefined){
let data20 = data16.memory_limit;
const _errs48 = errors;
if(errors === _errs48){
if(typeof data20 === "string"){
if(func0(data20) > 32){
validate47.errors = [{instancePath:instancePath+"/resourceRequirements/memory_limit",schemaPath:"schema:ResourceRequirements/properties/memory_limit/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
else {
validate47.errors = [{instancePath:instancePath+"/resourceRequirements/memory_limit",schemaPath:"schema:ResourceRequirements/properties/memory_limit/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid12 = _errs48 === errors;
}
else {
var valid12 = true;
}
}
}
}
}
else {
validate47.errors = [{instancePath:instancePath+"/resourceRequirements",schemaPath:"schema:ResourceRequirements/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sourceCatalogId !== undefined){
let data21 = data.sourceCatalogId;
const _errs50 = errors;
const _errs51 = errors;
if(errors === _errs51){
if(errors === _errs51){
if(typeof data21 === "string"){
if(!(formats52.test(data21))){
validate47.errors = [{instancePath:instancePath+"/sourceCatalogId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate47.errors = [{instancePath:instancePath+"/sourceCatalogId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs50 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.geography !== undefined){
let data22 = data.geography;
const _errs53 = errors;
if(typeof data22 !== "string"){
validate47.errors = [{instancePath:instancePath+"/geography",schemaPath:"schema:Geography/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data22 === "auto") || (data22 === "us")) || (data22 === "eu"))){
validate47.errors = [{instancePath:instancePath+"/geography",schemaPath:"schema:Geography/enum",keyword:"enum",params:{allowedValues: schema68.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs53 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.breakingChange !== undefined){
const _errs56 = errors;
if(typeof data.breakingChange !== "boolean"){
validate47.errors = [{instancePath:instancePath+"/breakingChange",schemaPath:"#/properties/breakingChange/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs56 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notifySchemaChanges !== undefined){
const _errs58 = errors;
if(typeof data.notifySchemaChanges !== "boolean"){
validate47.errors = [{instancePath:instancePath+"/notifySchemaChanges",schemaPath:"#/properties/notifySchemaChanges/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs58 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nonBreakingChangesPreference !== undefined){
let data25 = data.nonBreakingChangesPreference;
const _errs60 = errors;
if(typeof data25 !== "string"){
validate47.errors = [{instancePath:instancePath+"/nonBreakingChangesPreference",schemaPath:"schema:NonBreakingChangesPreference/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data25 === "ignore") || (data25 === "disable"))){
validate47.errors = [{instancePath:instancePath+"/nonBreakingChangesPreference",schemaPath:"schema:NonBreakingChangesPreference/enum",keyword:"enum",params:{allowedValues: schema69.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs60 === errors;
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
validate47.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate47.errors = vErrors;
return errors === 0;
}

exports.res_ConnectionReadList = validate58;
const schema70 = {"type":"object","required":["connections"],"properties":{"connections":{"type":"array","items":{"$ref":"schema:ConnectionRead"}}}};

function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.connections === undefined) && (missing0 = "connections")){
validate58.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.connections !== undefined){
let data0 = data.connections;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate47(data0[i0], {instancePath:instancePath+"/connections/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate58.errors = [{instancePath:instancePath+"/connections",schemaPath:"#/properties/connections/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate58.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate58.errors = vErrors;
return errors === 0;
}

exports.res_WebBackendConnectionRead = validate60;
const schema71 = {"allOf":[{"$ref":"schema:ConnectionRead"},{"type":"object","required":["source","destination","isSyncing","schemaChange"],"properties":{"source":{"$ref":"schema:SourceRead"},"destination":{"$ref":"schema:DestinationRead"},"operations":{"type":"array","items":{"$ref":"schema:OperationRead"}},"latestSyncJobCreatedAt":{"type":"integer","format":"int64"},"latestSyncJobStatus":{"$ref":"schema:JobStatus"},"isSyncing":{"type":"boolean"},"catalogId":{"$ref":"schema:Id"},"catalogDiff":{"$ref":"schema:CatalogDiff"},"schemaChange":{"$ref":"schema:SchemaChange"}}}]};
const schema91 = {"type":"string","enum":["no_change","non_breaking","breaking"]};
const schema72 = {"type":"object","required":["sourceDefinitionId","sourceId","workspaceId","connectionConfiguration","name","sourceName"],"properties":{"sourceDefinitionId":{"$ref":"schema:Id"},"sourceId":{"$ref":"schema:Id"},"workspaceId":{"$ref":"schema:Id"},"connectionConfiguration":{"$ref":"schema:ConnectionConfiguration"},"name":{"type":"string"},"sourceName":{"type":"string"},"icon":{"type":"string"}}};
const schema76 = {"type":"object","additionalProperties":true};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.sourceDefinitionId === undefined) && (missing0 = "sourceDefinitionId")) || ((data.sourceId === undefined) && (missing0 = "sourceId"))) || ((data.workspaceId === undefined) && (missing0 = "workspaceId"))) || ((data.connectionConfiguration === undefined) && (missing0 = "connectionConfiguration"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.sourceName === undefined) && (missing0 = "sourceName"))){
validate62.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.sourceDefinitionId !== undefined){
let data0 = data.sourceDefinitionId;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats52.test(data0))){
validate62.errors = [{instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate62.errors = [{instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.sourceId !== undefined){
let data1 = data.sourceId;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data1 === "string"){
if(!(formats52.test(data1))){
validate62.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate62.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.workspaceId !== undefined){
let data2 = data.workspaceId;
const _errs7 = errors;
const _errs8 = errors;
if(errors === _errs8){
if(errors === _errs8){
if(typeof data2 === "string"){
if(!(formats52.test(data2))){
validate62.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate62.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.connectionConfiguration !== undefined){
let data3 = data.connectionConfiguration;
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
validate62.errors = [{instancePath:instancePath+"/connectionConfiguration",schemaPath:"schema:ConnectionConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs14 = errors;
if(typeof data.name !== "string"){
validate62.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sourceName !== undefined){
const _errs16 = errors;
if(typeof data.sourceName !== "string"){
validate62.errors = [{instancePath:instancePath+"/sourceName",schemaPath:"#/properties/sourceName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.icon !== undefined){
const _errs18 = errors;
if(typeof data.icon !== "string"){
validate62.errors = [{instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs18 === errors;
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
else {
validate62.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate62.errors = vErrors;
return errors === 0;
}

const schema77 = {"type":"object","required":["destinationDefinitionId","destinationId","workspaceId","connectionConfiguration","name","destinationName"],"properties":{"destinationDefinitionId":{"$ref":"schema:Id"},"destinationId":{"$ref":"schema:Id"},"workspaceId":{"$ref":"schema:Id"},"connectionConfiguration":{"$ref":"schema:ConnectionConfiguration"},"name":{"type":"string"},"destinationName":{"type":"string"},"icon":{"type":"string"}}};

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.destinationDefinitionId === undefined) && (missing0 = "destinationDefinitionId")) || ((data.destinationId === undefined) && (missing0 = "destinationId"))) || ((data.workspaceId === undefined) && (missing0 = "workspaceId"))) || ((data.connectionConfiguration === undefined) && (missing0 = "connectionConfiguration"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.destinationName === undefined) && (missing0 = "destinationName"))){
validate64.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.destinationDefinitionId !== undefined){
let data0 = data.destinationDefinitionId;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats52.test(data0))){
validate64.errors = [{instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate64.errors = [{instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.destinationId !== undefined){
let data1 = data.destinationId;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data1 === "string"){
if(!(formats52.test(data1))){
validate64.errors = [{instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate64.errors = [{instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.workspaceId !== undefined){
let data2 = data.workspaceId;
const _errs7 = errors;
const _errs8 = errors;
if(errors === _errs8){
if(errors === _errs8){
if(typeof data2 === "string"){
if(!(formats52.test(data2))){
validate64.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate64.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.connectionConfiguration !== undefined){
let data3 = data.connectionConfiguration;
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
validate64.errors = [{instancePath:instancePath+"/connectionConfiguration",schemaPath:"schema:ConnectionConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs14 = errors;
if(typeof data.name !== "string"){
validate64.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.destinationName !== undefined){
const _errs16 = errors;
if(typeof data.destinationName !== "string"){
validate64.errors = [{instancePath:instancePath+"/destinationName",schemaPath:"#/properties/destinationName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.icon !== undefined){
const _errs18 = errors;
if(typeof data.icon !== "string"){
validate64.errors = [{instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs18 === errors;
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
else {
validate64.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate64.errors = vErrors;
return errors === 0;
}

const schema82 = {"type":"object","required":["workspaceId","operationId","name","operatorConfiguration"],"properties":{"workspaceId":{"$ref":"schema:Id"},"operationId":{"$ref":"schema:Id"},"name":{"type":"string"},"operatorConfiguration":{"$ref":"schema:OperatorConfiguration"}}};
const schema85 = {"type":"object","required":["operatorType"],"properties":{"operatorType":{"type":"string","enum":["normalization","dbt","webhook"]},"normalization":{"type":"object","properties":{"option":{"type":"string","enum":["basic"]}}},"dbt":{"type":"object","required":["gitRepoUrl"],"properties":{"gitRepoUrl":{"type":"string","maxLength":2048},"gitRepoBranch":{"type":"string","maxLength":256},"dockerImage":{"type":"string","maxLength":256},"dbtArguments":{"type":"string","maxLength":4096}}},"webhook":{"type":"object","properties":{"webhookConfigId":{"$ref":"schema:Id"},"webhookType":{"type":"string","enum":["dbtCloud"]},"dbtCloud":{"type":"object","required":["accountId","jobId"],"properties":{"accountId":{"type":"integer","minimum":1,"maximum":2147483647},"jobId":{"type":"integer","minimum":1,"maximum":2147483647}}},"executionUrl":{"type":"string","maxLength":2048},"executionBody":{"type":"string","maxLength":65536}}}}};

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.operatorType === undefined) && (missing0 = "operatorType")){
validate67.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.operatorType !== undefined){
let data0 = data.operatorType;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate67.errors = [{instancePath:instancePath+"/operatorType",schemaPath:"#/properties/operatorType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data0 === "normalization") || (data0 === "dbt")) || (data0 === "webhook"))){
validate67.errors = [{instancePath:instancePath+"/operatorType",schemaPath:"#/properties/operatorType/enum",keyword:"enum",params:{allowedValues: schema85.properties.operatorType.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.normalization !== undefined){
let data1 = data.normalization;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.option !== undefined){
let data2 = data1.option;
if(typeof data2 !== "string"){
validate67.errors = [{instancePath:instancePath+"/normalization/option",schemaPath:"#/properties/normalization/properties/option/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data2 === "basic")){
validate67.errors = [{instancePath:instancePath+"/normalization/option",schemaPath:"#/properties/normalization/properties/option/enum",keyword:"enum",params:{allowedValues: schema85.properties.normalization.properties.option.enum},message:"must be equal to one of the allowed values"}];
return false;
}
}
}
else {
validate67.errors = [{instancePath:instancePath+"/normalization",schemaPath:"#/properties/normalization/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dbt !== undefined){
let data3 = data.dbt;
const _errs7 = errors;
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing1;
if((data3.gitRepoUrl === undefined) && (missing1 = "gitRepoUrl")){
validate67.errors = [{instancePath:instancePath+"/dbt",schemaPath:"#/properties/dbt/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data3.gitRepoUrl !== undefined){
let data4 = data3.gitRepoUrl;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 2048){
validate67.errors = [{instancePath:instancePath+"/dbt/gitRepoUrl",schemaPath:"#/properties/dbt/properties/gitRepoUrl/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
}
else {
validate67.errors = [{instancePath:instancePath+"/dbt/gitRepoUrl",schemaPath:"#/properties/dbt/properties/gitRepoUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.gitRepoBranch !== undefined){
let data5 = data3.gitRepoBranch;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data5 === "string"){
if(func0(data5) > 256){
validate67.errors = [{instancePath:instancePath+"/dbt/gitRepoBranch",schemaPath:"#/properties/dbt/properties/gitRepoBranch/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate67.errors = [{instancePath:instancePath+"/dbt/gitRepoBranch",schemaPath:"#/properties/dbt/properties/gitRepoBranch/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.dockerImage !== undefined){
let data6 = data3.dockerImage;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data6 === "string"){
if(func0(data6) > 256){
validate67.errors = [{instancePath:instancePath+"/dbt/dockerImage",schemaPath:"#/properties/dbt/properties/dockerImage/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate67.errors = [{instancePath:instancePath+"/dbt/dockerImage",schemaPath:"#/properties/dbt/properties/dockerImage/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.dbtArguments !== undefined){
let data7 = data3.dbtArguments;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data7 === "string"){
if(func0(data7) > 4096){
validate67.errors = [{instancePath:instancePath+"/dbt/dbtArguments",schemaPath:"#/properties/dbt/properties/dbtArguments/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate67.errors = [{instancePath:instancePath+"/dbt/dbtArguments",schemaPath:"#/properties/dbt/properties/dbtArguments/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
}
else {
validate67.errors = [{instancePath:instancePath+"/dbt",schemaPath:"#/properties/dbt/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.webhook !== undefined){
let data8 = data.webhook;
const _errs17 = errors;
if(errors === _errs17){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.webhookConfigId !== undefined){
let data9 = data8.webhookConfigId;
const _errs19 = errors;
const _errs20 = errors;
if(errors === _errs20){
if(errors === _errs20){
if(typeof data9 === "string"){
if(!(formats52.test(data9))){
validate67.errors = [{instancePath:instancePath+"/webhook/webhookConfigId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate67.errors = [{instancePath:instancePath+"/webhook/webhookConfigId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid3 = _errs19 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data8.webhookType !== undefined){
let data10 = data8.webhookType;
const _errs22 = errors;
if(typeof data10 !== "string"){
validate67.errors = [{instancePath:instancePath+"/webhook/webhookType",schemaPath:"#/properties/webhook/properties/webhookType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data10 === "dbtCloud")){
validate67.errors = [{instancePath:instancePath+"/webhook/webhookType",schemaPath:"#/properties/webhook/properties/webhookType/enum",keyword:"enum",params:{allowedValues: schema85.properties.webhook.properties.webhookType.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs22 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data8.dbtCloud !== undefined){
let data11 = data8.dbtCloud;
const _errs24 = errors;
if(errors === _errs24){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
let missing2;
if(((data11.accountId === undefined) && (missing2 = "accountId")) || ((data11.jobId === undefined) && (missing2 = "jobId"))){
validate67.errors = [{instancePath:instancePath+"/webhook/dbtCloud",schemaPath:"#/properties/webhook/properties/dbtCloud/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data11.accountId !== undefined){
let data12 = data11.accountId;
const _errs26 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate67.errors = [{instancePath:instancePath+"/webhook/dbtCloud/accountId",schemaPath:"#/properties/webhook/properties/dbtCloud/properties/accountId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs26){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 2147483647 || isNaN(data12)){
validate67.errors = [{instancePath:instancePath+"/webhook/dbtCloud/accountId",schemaPath:"#/properties/webhook/properties/dbtCloud/properties/accountId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"}];
return false;
}
else {
if(data12 < 1 || isNaN(data12)){
validate67.errors = [{instancePath:instancePath+"/webhook/dbtCloud/accountId",schemaPath:"#/properties/webhook/properties/dbtCloud/properties/accountId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid5 = _errs26 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data11.jobId !== undefined){
let data13 = data11.jobId;
const _errs28 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
validate67.errors = [{instancePath:instancePath+"/webhook/dbtCloud/jobId",schemaPath:"#/properties/webhook/properties/dbtCloud/properties/jobId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs28){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 2147483647 || isNaN(data13)){
validate67.errors = [{instancePath:instancePath+"/webhook/dbtCloud/jobId",schemaPath:"#/properties/webhook/properties/dbtCloud/properties/jobId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"}];
return false;
}
else {
if(data13 < 1 || isNaN(data13)){
validate67.errors = [{instancePath:instancePath+"/webhook/dbtCloud/jobId",schemaPath:"#/properties/webhook/properties/dbtCloud/properties/jobId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid5 = _errs28 === errors;
}
else {
var valid5 = true;
}
}
}
}
else {
validate67.errors = [{instancePath:instancePath+"/webhook/dbtCloud",schemaPath:"#/properties/webhook/properties/dbtCloud/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs24 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data8.executionUrl !== undefined){
let data14 = data8.executionUrl;
const _errs30 = errors;
if(errors === _errs30){
if(typeof data14 === "string"){
if(func0(data14) > 2048){
validate67.errors = [{instancePath:instancePath+"/webhook/executionUrl",schemaPath:"#/properties/webhook/properties/executionUrl/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
}
else {
validate67.errors = [{instancePath:instancePath+"/webhook/executionUrl",schemaPath:"#/properties/webhook/properties/executionUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs30 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data8.executionBody !== undefined){
let data15 = data8.executionBody;
const _errs32 = errors;
if(errors === _errs32){
if(typeof data15 === "string"){
if(func0(data15) > 65536){
validate67.errors = [{instancePath:instancePath+"/webhook/executionBody",schemaPath:"#/properties/webhook/properties/executionBody/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
}
else {
validate67.errors = [{instancePath:instancePath+"/webhook/executionBody",schemaPath:"#/properties/webhook/properties/executionBody/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs32 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
else {
validate67.errors = [{instancePath:instancePath+"/webhook",schemaPath:"#/properties/webhook/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs17 === errors;
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
validate67.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate67.errors = vErrors;
return errors === 0;
}


function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.workspaceId === undefined) && (missing0 = "workspaceId")) || ((data.operationId === undefined) && (missing0 = "operationId"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.operatorConfiguration === undefined) && (missing0 = "operatorConfiguration"))){
validate66.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.workspaceId !== undefined){
let data0 = data.workspaceId;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats52.test(data0))){
validate66.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate66.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.operationId !== undefined){
let data1 = data.operationId;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data1 === "string"){
if(!(formats52.test(data1))){
validate66.errors = [{instancePath:instancePath+"/operationId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate66.errors = [{instancePath:instancePath+"/operationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs7 = errors;
if(typeof data.name !== "string"){
validate66.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.operatorConfiguration !== undefined){
const _errs9 = errors;
if(!(validate67(data.operatorConfiguration, {instancePath:instancePath+"/operatorConfiguration",parentData:data,parentDataProperty:"operatorConfiguration",rootData}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
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
else {
validate66.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate66.errors = vErrors;
return errors === 0;
}

const schema89 = {"type":"object","required":["transforms"],"properties":{"transforms":{"type":"array","items":{"type":"object","required":["transformType","streamDescriptor"],"properties":{"transformType":{"type":"string","enum":["add_stream","remove_stream","update_stream"]},"streamDescriptor":{"$ref":"schema:StreamDescriptor"},"updateStream":{"type":"array","items":{"type":"object","required":["transformType","fieldName","breaking"],"properties":{"transformType":{"type":"string","enum":["add_field","remove_field","update_field_schema"]},"fieldName":{"type":"array","items":{"type":"string"}},"breaking":{"type":"boolean"}}}}}}}}};

function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.transforms === undefined) && (missing0 = "transforms")){
validate70.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.transforms !== undefined){
let data0 = data.transforms;
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
if(((data1.transformType === undefined) && (missing1 = "transformType")) || ((data1.streamDescriptor === undefined) && (missing1 = "streamDescriptor"))){
validate70.errors = [{instancePath:instancePath+"/transforms/" + i0,schemaPath:"#/properties/transforms/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.transformType !== undefined){
let data2 = data1.transformType;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate70.errors = [{instancePath:instancePath+"/transforms/" + i0+"/transformType",schemaPath:"#/properties/transforms/items/properties/transformType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data2 === "add_stream") || (data2 === "remove_stream")) || (data2 === "update_stream"))){
validate70.errors = [{instancePath:instancePath+"/transforms/" + i0+"/transformType",schemaPath:"#/properties/transforms/items/properties/transformType/enum",keyword:"enum",params:{allowedValues: schema89.properties.transforms.items.properties.transformType.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.streamDescriptor !== undefined){
let data3 = data1.streamDescriptor;
const _errs7 = errors;
const _errs8 = errors;
if(errors === _errs8){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing2;
if((data3.name === undefined) && (missing2 = "name")){
validate70.errors = [{instancePath:instancePath+"/transforms/" + i0+"/streamDescriptor",schemaPath:"schema:StreamDescriptor/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data3.name !== undefined){
let data4 = data3.name;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(func0(data4) > 256){
validate70.errors = [{instancePath:instancePath+"/transforms/" + i0+"/streamDescriptor/name",schemaPath:"schema:StreamDescriptor/properties/name/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func0(data4) < 1){
validate70.errors = [{instancePath:instancePath+"/transforms/" + i0+"/streamDescriptor/name",schemaPath:"schema:StreamDescriptor/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate70.errors = [{instancePath:instancePath+"/transforms/" + i0+"/streamDescriptor/name",schemaPath:"schema:StreamDescriptor/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid4 = _errs10 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data3.namespace !== undefined){
let data5 = data3.namespace;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data5 === "string"){
if(func0(data5) > 256){
validate70.errors = [{instancePath:instancePath+"/transforms/" + i0+"/streamDescriptor/namespace",schemaPath:"schema:StreamDescriptor/properties/namespace/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate70.errors = [{instancePath:instancePath+"/transforms/" + i0+"/streamDescriptor/namespace",schemaPath:"schema:StreamDescriptor/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid4 = _errs12 === errors;
}
else {
var valid4 = true;
}
}
}
}
else {
validate70.errors = [{instancePath:instancePath+"/transforms/" + i0+"/streamDescriptor",schemaPath:"schema:StreamDescriptor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.updateStream !== undefined){
let data6 = data1.updateStream;
const _errs14 = errors;
if(errors === _errs14){
if(Array.isArray(data6)){
var valid5 = true;
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
let data7 = data6[i1];
const _errs16 = errors;
if(errors === _errs16){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing3;
if((((data7.transformType === undefined) && (missing3 = "transformType")) || ((data7.fieldName === undefined) && (missing3 = "fieldName"))) || ((data7.breaking === undefined) && (missing3 = "breaking"))){
validate70.errors = [{instancePath:instancePath+"/transforms/" + i0+"/updateStream/" + i1,schemaPath:"#/properties/transforms/items/properties/updateStream/items/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data7.transformType !== undefined){
let data8 = data7.transformType;
const _errs18 = errors;
if(typeof data8 !== "string"){
validate70.errors = [{instancePath:instancePath+"/transforms/" + i0+"/updateStream/" + i1+"/transformType",schemaPath:"#/properties/transforms/items/properties/updateStream/items/properties/transformType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data8 === "add_field") || (data8 === "remove_field")) || (data8 === "update_field_schema"))){
validate70.errors = [{instancePath:instancePath+"/transforms/" + i0+"/updateStream/" + i1+"/transformType",schemaPath:"#/properties/transforms/items/properties/updateStream/items/properties/transformType/enum",keyword:"enum",params:{allowedValues: schema89.properties.transforms.items.properties.updateStream.items.properties.transformType.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid6 = _errs18 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data7.fieldName !== undefined){
let data9 = data7.fieldName;
const _errs20 = errors;
if(errors === _errs20){
if(Array.isArray(data9)){
var valid7 = true;
const len2 = data9.length;
for(let i2=0; i2<len2; i2++){
const _errs22 = errors;
if(typeof data9[i2] !== "string"){
validate70.errors = [{instancePath:instancePath+"/transforms/" + i0+"/updateStream/" + i1+"/fieldName/" + i2,schemaPath:"#/properties/transforms/items/properties/updateStream/items/properties/fieldName/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs22 === errors;
if(!valid7){
break;
}
}
}
else {
validate70.errors = [{instancePath:instancePath+"/transforms/" + i0+"/updateStream/" + i1+"/fieldName",schemaPath:"#/properties/transforms/items/properties/updateStream/items/properties/fieldName/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid6 = _errs20 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data7.breaking !== undefined){
const _errs24 = errors;
if(typeof data7.breaking !== "boolean"){
validate70.errors = [{instancePath:instancePath+"/transforms/" + i0+"/updateStream/" + i1+"/breaking",schemaPath:"#/properties/transforms/items/properties/updateStream/items/properties/breaking/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid6 = _errs24 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
else {
validate70.errors = [{instancePath:instancePath+"/transforms/" + i0+"/updateStream/" + i1,schemaPath:"#/properties/transforms/items/properties/updateStream/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs16 === errors;
if(!valid5){
break;
}
}
}
else {
validate70.errors = [{instancePath:instancePath+"/transforms/" + i0+"/updateStream",schemaPath:"#/properties/transforms/items/properties/updateStream/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs14 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate70.errors = [{instancePath:instancePath+"/transforms/" + i0,schemaPath:"#/properties/transforms/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate70.errors = [{instancePath:instancePath+"/transforms",schemaPath:"#/properties/transforms/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate70.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate70.errors = vErrors;
return errors === 0;
}


function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(!(validate47(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.source === undefined) && (missing0 = "source")) || ((data.destination === undefined) && (missing0 = "destination"))) || ((data.isSyncing === undefined) && (missing0 = "isSyncing"))) || ((data.schemaChange === undefined) && (missing0 = "schemaChange"))){
validate60.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.source !== undefined){
const _errs3 = errors;
if(!(validate62(data.source, {instancePath:instancePath+"/source",parentData:data,parentDataProperty:"source",rootData}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.destination !== undefined){
const _errs4 = errors;
if(!(validate64(data.destination, {instancePath:instancePath+"/destination",parentData:data,parentDataProperty:"destination",rootData}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.operations !== undefined){
let data2 = data.operations;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid2 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(!(validate66(data2[i0], {instancePath:instancePath+"/operations/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
errors = vErrors.length;
}
var valid2 = _errs7 === errors;
if(!valid2){
break;
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/operations",schemaPath:"#/allOf/1/properties/operations/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.latestSyncJobCreatedAt !== undefined){
let data4 = data.latestSyncJobCreatedAt;
const _errs8 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate60.errors = [{instancePath:instancePath+"/latestSyncJobCreatedAt",schemaPath:"#/allOf/1/properties/latestSyncJobCreatedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data4 == "number") && (isFinite(data4))){
if(!(formats0.validate(data4))){
validate60.errors = [{instancePath:instancePath+"/latestSyncJobCreatedAt",schemaPath:"#/allOf/1/properties/latestSyncJobCreatedAt/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.latestSyncJobStatus !== undefined){
let data5 = data.latestSyncJobStatus;
const _errs10 = errors;
if(typeof data5 !== "string"){
validate60.errors = [{instancePath:instancePath+"/latestSyncJobStatus",schemaPath:"schema:JobStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data5 === "pending") || (data5 === "running")) || (data5 === "incomplete")) || (data5 === "failed")) || (data5 === "succeeded")) || (data5 === "cancelled"))){
validate60.errors = [{instancePath:instancePath+"/latestSyncJobStatus",schemaPath:"schema:JobStatus/enum",keyword:"enum",params:{allowedValues: schema5.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.isSyncing !== undefined){
const _errs13 = errors;
if(typeof data.isSyncing !== "boolean"){
validate60.errors = [{instancePath:instancePath+"/isSyncing",schemaPath:"#/allOf/1/properties/isSyncing/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.catalogId !== undefined){
let data7 = data.catalogId;
const _errs15 = errors;
const _errs16 = errors;
if(errors === _errs16){
if(errors === _errs16){
if(typeof data7 === "string"){
if(!(formats52.test(data7))){
validate60.errors = [{instancePath:instancePath+"/catalogId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate60.errors = [{instancePath:instancePath+"/catalogId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.catalogDiff !== undefined){
const _errs18 = errors;
if(!(validate70(data.catalogDiff, {instancePath:instancePath+"/catalogDiff",parentData:data,parentDataProperty:"catalogDiff",rootData}))){
vErrors = vErrors === null ? validate70.errors : vErrors.concat(validate70.errors);
errors = vErrors.length;
}
var valid1 = _errs18 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.schemaChange !== undefined){
let data9 = data.schemaChange;
const _errs19 = errors;
if(typeof data9 !== "string"){
validate60.errors = [{instancePath:instancePath+"/schemaChange",schemaPath:"schema:SchemaChange/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data9 === "no_change") || (data9 === "non_breaking")) || (data9 === "breaking"))){
validate60.errors = [{instancePath:instancePath+"/schemaChange",schemaPath:"schema:SchemaChange/enum",keyword:"enum",params:{allowedValues: schema91.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs19 === errors;
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
else {
validate60.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
validate60.errors = vErrors;
return errors === 0;
}

exports.res_WebBackendConnectionReadList = validate72;
const schema92 = {"type":"object","required":["connections"],"properties":{"connections":{"type":"array","items":{"$ref":"schema:WebBackendConnectionListItem"}}}};
const schema93 = {"type":"object","required":["connectionId","name","sourceId","destinationId","status","source","destination","isSyncing","schemaChange"],"properties":{"connectionId":{"$ref":"schema:Id"},"name":{"type":"string"},"sourceId":{"$ref":"schema:Id"},"destinationId":{"$ref":"schema:Id"},"status":{"$ref":"schema:ConnectionStatus"},"scheduleType":{"$ref":"schema:ConnectionScheduleType"},"scheduleData":{"$ref":"schema:ConnectionScheduleData"},"source":{"$ref":"schema:ActorSnippetRead"},"destination":{"$ref":"schema:ActorSnippetRead"},"latestSyncJobCreatedAt":{"type":"integer","format":"int64"},"latestSyncJobStatus":{"$ref":"schema:JobStatus"},"isSyncing":{"type":"boolean"},"schemaChange":{"$ref":"schema:SchemaChange"}}};
const schema99 = {"type":"object","required":["name","definitionName"],"properties":{"sourceId":{"$ref":"schema:Id"},"sourceDefinitionId":{"$ref":"schema:Id"},"sourceName":{"type":"string"},"destinationId":{"$ref":"schema:Id"},"destinationDefinitionId":{"$ref":"schema:Id"},"destinationName":{"type":"string"},"name":{"type":"string"},"definitionName":{"type":"string"},"icon":{"type":"string"}}};

function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.name === undefined) && (missing0 = "name")) || ((data.definitionName === undefined) && (missing0 = "definitionName"))){
validate75.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.sourceId !== undefined){
let data0 = data.sourceId;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats52.test(data0))){
validate75.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate75.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.sourceDefinitionId !== undefined){
let data1 = data.sourceDefinitionId;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data1 === "string"){
if(!(formats52.test(data1))){
validate75.errors = [{instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate75.errors = [{instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sourceName !== undefined){
const _errs7 = errors;
if(typeof data.sourceName !== "string"){
validate75.errors = [{instancePath:instancePath+"/sourceName",schemaPath:"#/properties/sourceName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.destinationId !== undefined){
let data3 = data.destinationId;
const _errs9 = errors;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data3 === "string"){
if(!(formats52.test(data3))){
validate75.errors = [{instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate75.errors = [{instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.destinationDefinitionId !== undefined){
let data4 = data.destinationDefinitionId;
const _errs12 = errors;
const _errs13 = errors;
if(errors === _errs13){
if(errors === _errs13){
if(typeof data4 === "string"){
if(!(formats52.test(data4))){
validate75.errors = [{instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate75.errors = [{instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.destinationName !== undefined){
const _errs15 = errors;
if(typeof data.destinationName !== "string"){
validate75.errors = [{instancePath:instancePath+"/destinationName",schemaPath:"#/properties/destinationName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs17 = errors;
if(typeof data.name !== "string"){
validate75.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.definitionName !== undefined){
const _errs19 = errors;
if(typeof data.definitionName !== "string"){
validate75.errors = [{instancePath:instancePath+"/definitionName",schemaPath:"#/properties/definitionName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.icon !== undefined){
const _errs21 = errors;
if(typeof data.icon !== "string"){
validate75.errors = [{instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
}
else {
validate75.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate75.errors = vErrors;
return errors === 0;
}


function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((data.connectionId === undefined) && (missing0 = "connectionId")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.sourceId === undefined) && (missing0 = "sourceId"))) || ((data.destinationId === undefined) && (missing0 = "destinationId"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.source === undefined) && (missing0 = "source"))) || ((data.destination === undefined) && (missing0 = "destination"))) || ((data.isSyncing === undefined) && (missing0 = "isSyncing"))) || ((data.schemaChange === undefined) && (missing0 = "schemaChange"))){
validate73.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.connectionId !== undefined){
let data0 = data.connectionId;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats52.test(data0))){
validate73.errors = [{instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate73.errors = [{instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.name !== undefined){
const _errs4 = errors;
if(typeof data.name !== "string"){
validate73.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sourceId !== undefined){
let data2 = data.sourceId;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(errors === _errs7){
if(typeof data2 === "string"){
if(!(formats52.test(data2))){
validate73.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate73.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.destinationId !== undefined){
let data3 = data.destinationId;
const _errs9 = errors;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data3 === "string"){
if(!(formats52.test(data3))){
validate73.errors = [{instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate73.errors = [{instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data4 = data.status;
const _errs12 = errors;
if(typeof data4 !== "string"){
validate73.errors = [{instancePath:instancePath+"/status",schemaPath:"schema:ConnectionStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data4 === "active") || (data4 === "inactive")) || (data4 === "deprecated"))){
validate73.errors = [{instancePath:instancePath+"/status",schemaPath:"schema:ConnectionStatus/enum",keyword:"enum",params:{allowedValues: schema65.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.scheduleType !== undefined){
let data5 = data.scheduleType;
const _errs15 = errors;
if(typeof data5 !== "string"){
validate73.errors = [{instancePath:instancePath+"/scheduleType",schemaPath:"schema:ConnectionScheduleType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data5 === "manual") || (data5 === "basic")) || (data5 === "cron"))){
validate73.errors = [{instancePath:instancePath+"/scheduleType",schemaPath:"schema:ConnectionScheduleType/enum",keyword:"enum",params:{allowedValues: schema62.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.scheduleData !== undefined){
const _errs18 = errors;
if(!(validate56(data.scheduleData, {instancePath:instancePath+"/scheduleData",parentData:data,parentDataProperty:"scheduleData",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.source !== undefined){
const _errs19 = errors;
if(!(validate75(data.source, {instancePath:instancePath+"/source",parentData:data,parentDataProperty:"source",rootData}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.destination !== undefined){
const _errs20 = errors;
if(!(validate75(data.destination, {instancePath:instancePath+"/destination",parentData:data,parentDataProperty:"destination",rootData}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.latestSyncJobCreatedAt !== undefined){
let data9 = data.latestSyncJobCreatedAt;
const _errs21 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate73.errors = [{instancePath:instancePath+"/latestSyncJobCreatedAt",schemaPath:"#/properties/latestSyncJobCreatedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs21){
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats0.validate(data9))){
validate73.errors = [{instancePath:instancePath+"/latestSyncJobCreatedAt",schemaPath:"#/properties/latestSyncJobCreatedAt/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.latestSyncJobStatus !== undefined){
let data10 = data.latestSyncJobStatus;
const _errs23 = errors;
if(typeof data10 !== "string"){
validate73.errors = [{instancePath:instancePath+"/latestSyncJobStatus",schemaPath:"schema:JobStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data10 === "pending") || (data10 === "running")) || (data10 === "incomplete")) || (data10 === "failed")) || (data10 === "succeeded")) || (data10 === "cancelled"))){
validate73.errors = [{instancePath:instancePath+"/latestSyncJobStatus",schemaPath:"schema:JobStatus/enum",keyword:"enum",params:{allowedValues: schema5.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isSyncing !== undefined){
const _errs26 = errors;
if(typeof data.isSyncing !== "boolean"){
validate73.errors = [{instancePath:instancePath+"/isSyncing",schemaPath:"#/properties/isSyncing/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schemaChange !== undefined){
let data12 = data.schemaChange;
const _errs28 = errors;
if(typeof data12 !== "string"){
validate73.errors = [{instancePath:instancePath+"/schemaChange",schemaPath:"schema:SchemaChange/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data12 === "no_change") || (data12 === "non_breaking")) || (data12 === "breaking"))){
validate73.errors = [{instancePath:instancePath+"/schemaChange",schemaPath:"schema:SchemaChange/enum",keyword:"enum",params:{allowedValues: schema91.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs28 === errors;
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
}
}
}
}
else {
validate73.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate73.errors = vErrors;
return errors === 0;
}


function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.connections === undefined) && (missing0 = "connections")){
validate72.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.connections !== undefined){
let data0 = data.connections;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate73(data0[i0], {instancePath:instancePath+"/connections/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate72.errors = [{instancePath:instancePath+"/connections",schemaPath:"#/properties/connections/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate72.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate72.errors = vErrors;
return errors === 0;
}

exports.res_WebBackendCheckUpdatesRead = validate79;
const schema106 = {"type":"object","required":["sourceDefinitions","destinationDefinitions"],"properties":{"sourceDefinitions":{"type":"integer"},"destinationDefinitions":{"type":"integer"}}};

function validate79(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.sourceDefinitions === undefined) && (missing0 = "sourceDefinitions")) || ((data.destinationDefinitions === undefined) && (missing0 = "destinationDefinitions"))){
validate79.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.sourceDefinitions !== undefined){
let data0 = data.sourceDefinitions;
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate79.errors = [{instancePath:instancePath+"/sourceDefinitions",schemaPath:"#/properties/sourceDefinitions/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.destinationDefinitions !== undefined){
let data1 = data.destinationDefinitions;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate79.errors = [{instancePath:instancePath+"/destinationDefinitions",schemaPath:"#/properties/destinationDefinitions/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
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
validate79.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate79.errors = vErrors;
return errors === 0;
}

exports.res_WebBackendGeographiesListResult = validate80;
const schema107 = {"type":"object","required":["geographies"],"properties":{"geographies":{"type":"array","items":{"$ref":"schema:Geography"}}}};

function validate80(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.geographies === undefined) && (missing0 = "geographies")){
validate80.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.geographies !== undefined){
let data0 = data.geographies;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
if(typeof data1 !== "string"){
validate80.errors = [{instancePath:instancePath+"/geographies/" + i0,schemaPath:"schema:Geography/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data1 === "auto") || (data1 === "us")) || (data1 === "eu"))){
validate80.errors = [{instancePath:instancePath+"/geographies/" + i0,schemaPath:"schema:Geography/enum",keyword:"enum",params:{allowedValues: schema68.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate80.errors = [{instancePath:instancePath+"/geographies",schemaPath:"#/properties/geographies/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate80.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate80.errors = vErrors;
return errors === 0;
}

exports.res_ConnectionStateType = validate81;

function validate81(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate81.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data === "global") || (data === "stream")) || (data === "legacy")) || (data === "not_set"))){
validate81.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema38.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate81.errors = vErrors;
return errors === 0;
}

exports.res_WebBackendWorkspaceStateResult = validate82;
const schema110 = {"type":"object","required":["hasConnections","hasSources","hasDestinations"],"properties":{"hasConnections":{"type":"boolean"},"hasSources":{"type":"boolean"},"hasDestinations":{"type":"boolean"}}};

function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.hasConnections === undefined) && (missing0 = "hasConnections")) || ((data.hasSources === undefined) && (missing0 = "hasSources"))) || ((data.hasDestinations === undefined) && (missing0 = "hasDestinations"))){
validate82.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.hasConnections !== undefined){
const _errs1 = errors;
if(typeof data.hasConnections !== "boolean"){
validate82.errors = [{instancePath:instancePath+"/hasConnections",schemaPath:"#/properties/hasConnections/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.hasSources !== undefined){
const _errs3 = errors;
if(typeof data.hasSources !== "boolean"){
validate82.errors = [{instancePath:instancePath+"/hasSources",schemaPath:"#/properties/hasSources/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.hasDestinations !== undefined){
const _errs5 = errors;
if(typeof data.hasDestinations !== "boolean"){
validate82.errors = [{instancePath:instancePath+"/hasDestinations",schemaPath:"#/properties/hasDestinations/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
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
validate82.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate82.errors = vErrors;
return errors === 0;
}

exports.res_ConnectionState = validate34;

exports.res_CheckOperationRead = validate83;
const schema111 = {"type":"object","required":["status"],"properties":{"status":{"type":"string","enum":["succeeded","failed"]},"message":{"type":"string"}}};

function validate83(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.status === undefined) && (missing0 = "status")){
validate83.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.status !== undefined){
let data0 = data.status;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate83.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data0 === "succeeded") || (data0 === "failed"))){
validate83.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema111.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message !== undefined){
const _errs3 = errors;
if(typeof data.message !== "string"){
validate83.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate83.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate83.errors = vErrors;
return errors === 0;
}

exports.res_OperationRead = validate66;

exports.res_OperationReadList = validate84;
const schema112 = {"type":"object","required":["operations"],"properties":{"operations":{"type":"array","items":{"$ref":"schema:OperationRead"}}}};

function validate84(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.operations === undefined) && (missing0 = "operations")){
validate84.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.operations !== undefined){
let data0 = data.operations;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate66(data0[i0], {instancePath:instancePath+"/operations/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate84.errors = [{instancePath:instancePath+"/operations",schemaPath:"#/properties/operations/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate84.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate84.errors = vErrors;
return errors === 0;
}

exports.res_SourceRead = validate62;

exports.res_SourceReadList = validate86;
const schema113 = {"type":"object","required":["sources"],"properties":{"sources":{"type":"array","items":{"$ref":"schema:SourceRead"}}}};

function validate86(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.sources === undefined) && (missing0 = "sources")){
validate86.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.sources !== undefined){
let data0 = data.sources;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate62(data0[i0], {instancePath:instancePath+"/sources/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate86.errors = [{instancePath:instancePath+"/sources",schemaPath:"#/properties/sources/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate86.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate86.errors = vErrors;
return errors === 0;
}

exports.res_CheckConnectionRead = validate88;
const schema114 = {"type":"object","required":["status","jobInfo"],"properties":{"status":{"type":"string","enum":["succeeded","failed"]},"message":{"type":"string"},"jobInfo":{"$ref":"schema:SynchronousJobRead"}}};
const schema115 = {"type":"object","required":["id","configType","createdAt","endedAt","succeeded"],"properties":{"id":{"$ref":"schema:Id"},"configType":{"$ref":"schema:JobConfigType"},"configId":{"type":"string"},"createdAt":{"type":"integer","format":"int64"},"endedAt":{"type":"integer","format":"int64"},"succeeded":{"type":"boolean"},"connectorConfigurationUpdated":{"type":"boolean"},"logs":{"$ref":"schema:LogRead"}}};

function validate89(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.id === undefined) && (missing0 = "id")) || ((data.configType === undefined) && (missing0 = "configType"))) || ((data.createdAt === undefined) && (missing0 = "createdAt"))) || ((data.endedAt === undefined) && (missing0 = "endedAt"))) || ((data.succeeded === undefined) && (missing0 = "succeeded"))){
validate89.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
let data0 = data.id;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats52.test(data0))){
validate89.errors = [{instancePath:instancePath+"/id",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate89.errors = [{instancePath:instancePath+"/id",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.configType !== undefined){
let data1 = data.configType;
const _errs4 = errors;
if(typeof data1 !== "string"){
validate89.errors = [{instancePath:instancePath+"/configType",schemaPath:"schema:JobConfigType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data1 === "check_connection_source") || (data1 === "check_connection_destination")) || (data1 === "discover_schema")) || (data1 === "get_spec")) || (data1 === "sync")) || (data1 === "reset_connection"))){
validate89.errors = [{instancePath:instancePath+"/configType",schemaPath:"schema:JobConfigType/enum",keyword:"enum",params:{allowedValues: schema4.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.configId !== undefined){
const _errs7 = errors;
if(typeof data.configId !== "string"){
validate89.errors = [{instancePath:instancePath+"/configId",schemaPath:"#/properties/configId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
let data3 = data.createdAt;
const _errs9 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate89.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs9){
if((typeof data3 == "number") && (isFinite(data3))){
if(!(formats0.validate(data3))){
validate89.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.endedAt !== undefined){
let data4 = data.endedAt;
const _errs11 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate89.errors = [{instancePath:instancePath+"/endedAt",schemaPath:"#/properties/endedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs11){
if((typeof data4 == "number") && (isFinite(data4))){
if(!(formats0.validate(data4))){
validate89.errors = [{instancePath:instancePath+"/endedAt",schemaPath:"#/properties/endedAt/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.succeeded !== undefined){
const _errs13 = errors;
if(typeof data.succeeded !== "boolean"){
validate89.errors = [{instancePath:instancePath+"/succeeded",schemaPath:"#/properties/succeeded/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.connectorConfigurationUpdated !== undefined){
const _errs15 = errors;
if(typeof data.connectorConfigurationUpdated !== "boolean"){
validate89.errors = [{instancePath:instancePath+"/connectorConfigurationUpdated",schemaPath:"#/properties/connectorConfigurationUpdated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logs !== undefined){
let data7 = data.logs;
const _errs17 = errors;
const _errs18 = errors;
if(errors === _errs18){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing1;
if((data7.logLines === undefined) && (missing1 = "logLines")){
validate89.errors = [{instancePath:instancePath+"/logs",schemaPath:"schema:LogRead/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data7.logLines !== undefined){
let data8 = data7.logLines;
const _errs20 = errors;
if(errors === _errs20){
if(Array.isArray(data8)){
var valid5 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
const _errs22 = errors;
if(typeof data8[i0] !== "string"){
validate89.errors = [{instancePath:instancePath+"/logs/logLines/" + i0,schemaPath:"schema:LogRead/properties/logLines/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs22 === errors;
if(!valid5){
break;
}
}
}
else {
validate89.errors = [{instancePath:instancePath+"/logs/logLines",schemaPath:"schema:LogRead/properties/logLines/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate89.errors = [{instancePath:instancePath+"/logs",schemaPath:"schema:LogRead/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs17 === errors;
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
validate89.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate89.errors = vErrors;
return errors === 0;
}


function validate88(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.status === undefined) && (missing0 = "status")) || ((data.jobInfo === undefined) && (missing0 = "jobInfo"))){
validate88.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.status !== undefined){
let data0 = data.status;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate88.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data0 === "succeeded") || (data0 === "failed"))){
validate88.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema114.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message !== undefined){
const _errs3 = errors;
if(typeof data.message !== "string"){
validate88.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.jobInfo !== undefined){
const _errs5 = errors;
if(!(validate89(data.jobInfo, {instancePath:instancePath+"/jobInfo",parentData:data,parentDataProperty:"jobInfo",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
}
else {
validate88.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate88.errors = vErrors;
return errors === 0;
}

exports.res_SourceDiscoverSchemaRead = validate91;
const schema119 = {"type":"object","required":["jobInfo"],"properties":{"catalog":{"$ref":"schema:AirbyteCatalog"},"jobInfo":{"$ref":"schema:SynchronousJobRead"},"catalogId":{"$ref":"schema:Id"},"catalogDiff":{"$ref":"schema:CatalogDiff"},"breakingChange":{"type":"boolean"},"connectionStatus":{"$ref":"schema:ConnectionStatus"}}};

function validate91(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.jobInfo === undefined) && (missing0 = "jobInfo")){
validate91.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.catalog !== undefined){
const _errs1 = errors;
if(!(validate48(data.catalog, {instancePath:instancePath+"/catalog",parentData:data,parentDataProperty:"catalog",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.jobInfo !== undefined){
const _errs2 = errors;
if(!(validate89(data.jobInfo, {instancePath:instancePath+"/jobInfo",parentData:data,parentDataProperty:"jobInfo",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.catalogId !== undefined){
let data2 = data.catalogId;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data2 === "string"){
if(!(formats52.test(data2))){
validate91.errors = [{instancePath:instancePath+"/catalogId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate91.errors = [{instancePath:instancePath+"/catalogId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.catalogDiff !== undefined){
const _errs6 = errors;
if(!(validate70(data.catalogDiff, {instancePath:instancePath+"/catalogDiff",parentData:data,parentDataProperty:"catalogDiff",rootData}))){
vErrors = vErrors === null ? validate70.errors : vErrors.concat(validate70.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.breakingChange !== undefined){
const _errs7 = errors;
if(typeof data.breakingChange !== "boolean"){
validate91.errors = [{instancePath:instancePath+"/breakingChange",schemaPath:"#/properties/breakingChange/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.connectionStatus !== undefined){
let data5 = data.connectionStatus;
const _errs9 = errors;
if(typeof data5 !== "string"){
validate91.errors = [{instancePath:instancePath+"/connectionStatus",schemaPath:"schema:ConnectionStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data5 === "active") || (data5 === "inactive")) || (data5 === "deprecated"))){
validate91.errors = [{instancePath:instancePath+"/connectionStatus",schemaPath:"schema:ConnectionStatus/enum",keyword:"enum",params:{allowedValues: schema65.enum},message:"must be equal to one of the allowed values"}];
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
}
}
}
else {
validate91.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate91.errors = vErrors;
return errors === 0;
}

exports.res_ActorCatalogWithUpdatedAt = validate95;
const schema122 = {"type":"object","properties":{"updatedAt":{"type":"integer","format":"int64"},"catalog":{"type":"object","additionalProperties":true}}};

function validate95(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.updatedAt !== undefined){
let data0 = data.updatedAt;
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate95.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs1){
if((typeof data0 == "number") && (isFinite(data0))){
if(!(formats0.validate(data0))){
validate95.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
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
if(data.catalog !== undefined){
let data1 = data.catalog;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
validate95.errors = [{instancePath:instancePath+"/catalog",schemaPath:"#/properties/catalog/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate95.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate95.errors = vErrors;
return errors === 0;
}

exports.res_DiscoverCatalogResult = validate96;
const schema123 = {"type":"object","required":["catalogId"],"properties":{"catalogId":{"$ref":"schema:Id"}}};

function validate96(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.catalogId === undefined) && (missing0 = "catalogId")){
validate96.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.catalogId !== undefined){
let data0 = data.catalogId;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats52.test(data0))){
validate96.errors = [{instancePath:instancePath+"/catalogId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate96.errors = [{instancePath:instancePath+"/catalogId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
}
else {
validate96.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate96.errors = vErrors;
return errors === 0;
}

exports.res_DestinationRead = validate64;

exports.res_DestinationReadList = validate97;
const schema125 = {"type":"object","required":["destinations"],"properties":{"destinations":{"type":"array","items":{"$ref":"schema:DestinationRead"}}}};

function validate97(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.destinations === undefined) && (missing0 = "destinations")){
validate97.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.destinations !== undefined){
let data0 = data.destinations;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate64(data0[i0], {instancePath:instancePath+"/destinations/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate97.errors = [{instancePath:instancePath+"/destinations",schemaPath:"#/properties/destinations/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate97.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate97.errors = vErrors;
return errors === 0;
}

exports.res_SourceDefinitionRead = validate23;

exports.res_PrivateSourceDefinitionRead = validate99;
const schema126 = {"type":"object","required":["sourceDefinition","granted"],"properties":{"sourceDefinition":{"$ref":"schema:SourceDefinitionRead"},"granted":{"type":"boolean"}}};

function validate99(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.sourceDefinition === undefined) && (missing0 = "sourceDefinition")) || ((data.granted === undefined) && (missing0 = "granted"))){
validate99.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.sourceDefinition !== undefined){
const _errs1 = errors;
if(!(validate23(data.sourceDefinition, {instancePath:instancePath+"/sourceDefinition",parentData:data,parentDataProperty:"sourceDefinition",rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.granted !== undefined){
const _errs2 = errors;
if(typeof data.granted !== "boolean"){
validate99.errors = [{instancePath:instancePath+"/granted",schemaPath:"#/properties/granted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate99.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate99.errors = vErrors;
return errors === 0;
}

exports.res_SourceDefinitionReadList = validate101;
const schema127 = {"type":"object","required":["sourceDefinitions"],"properties":{"sourceDefinitions":{"type":"array","items":{"$ref":"schema:SourceDefinitionRead"}}}};

function validate101(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.sourceDefinitions === undefined) && (missing0 = "sourceDefinitions")){
validate101.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.sourceDefinitions !== undefined){
let data0 = data.sourceDefinitions;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate23(data0[i0], {instancePath:instancePath+"/sourceDefinitions/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate101.errors = [{instancePath:instancePath+"/sourceDefinitions",schemaPath:"#/properties/sourceDefinitions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate101.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate101.errors = vErrors;
return errors === 0;
}

exports.res_PrivateSourceDefinitionReadList = validate103;
const schema128 = {"type":"object","required":["sourceDefinitions"],"properties":{"sourceDefinitions":{"type":"array","items":{"$ref":"schema:PrivateSourceDefinitionRead"}}}};

function validate103(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.sourceDefinitions === undefined) && (missing0 = "sourceDefinitions")){
validate103.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.sourceDefinitions !== undefined){
let data0 = data.sourceDefinitions;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate99(data0[i0], {instancePath:instancePath+"/sourceDefinitions/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate99.errors : vErrors.concat(validate99.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate103.errors = [{instancePath:instancePath+"/sourceDefinitions",schemaPath:"#/properties/sourceDefinitions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate103.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate103.errors = vErrors;
return errors === 0;
}

exports.res_SourceDefinitionSpecificationRead = validate105;
const schema129 = {"type":"object","required":["sourceDefinitionId","jobInfo"],"properties":{"sourceDefinitionId":{"$ref":"schema:Id"},"documentationUrl":{"type":"string"},"connectionSpecification":{"$ref":"schema:ConnectionSpecification"},"advancedAuth":{"$ref":"schema:AdvancedAuth"},"jobInfo":{"$ref":"schema:SynchronousJobRead"}}};
const schema131 = {"type":"object","additionalProperties":true};
const schema132 = {"type":"object","properties":{"authFlowType":{"type":"string","enum":["oauth2.0","oauth1.0"]},"predicateKey":{"type":"array","items":{"type":"string"}},"predicateValue":{"type":"string"},"oauthConfigSpecification":{"type":"object","additionalProperties":true}}};

function validate105(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.sourceDefinitionId === undefined) && (missing0 = "sourceDefinitionId")) || ((data.jobInfo === undefined) && (missing0 = "jobInfo"))){
validate105.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.sourceDefinitionId !== undefined){
let data0 = data.sourceDefinitionId;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats52.test(data0))){
validate105.errors = [{instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate105.errors = [{instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.documentationUrl !== undefined){
const _errs4 = errors;
if(typeof data.documentationUrl !== "string"){
validate105.errors = [{instancePath:instancePath+"/documentationUrl",schemaPath:"#/properties/documentationUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.connectionSpecification !== undefined){
let data2 = data.connectionSpecification;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
validate105.errors = [{instancePath:instancePath+"/connectionSpecification",schemaPath:"schema:ConnectionSpecification/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.advancedAuth !== undefined){
let data3 = data.advancedAuth;
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.authFlowType !== undefined){
let data4 = data3.authFlowType;
const _errs13 = errors;
if(typeof data4 !== "string"){
validate105.errors = [{instancePath:instancePath+"/advancedAuth/authFlowType",schemaPath:"schema:AdvancedAuth/properties/authFlowType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data4 === "oauth2.0") || (data4 === "oauth1.0"))){
validate105.errors = [{instancePath:instancePath+"/advancedAuth/authFlowType",schemaPath:"schema:AdvancedAuth/properties/authFlowType/enum",keyword:"enum",params:{allowedValues: schema132.properties.authFlowType.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid4 = _errs13 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data3.predicateKey !== undefined){
let data5 = data3.predicateKey;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data5)){
var valid5 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
const _errs17 = errors;
if(typeof data5[i0] !== "string"){
validate105.errors = [{instancePath:instancePath+"/advancedAuth/predicateKey/" + i0,schemaPath:"schema:AdvancedAuth/properties/predicateKey/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs17 === errors;
if(!valid5){
break;
}
}
}
else {
validate105.errors = [{instancePath:instancePath+"/advancedAuth/predicateKey",schemaPath:"schema:AdvancedAuth/properties/predicateKey/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid4 = _errs15 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data3.predicateValue !== undefined){
const _errs19 = errors;
if(typeof data3.predicateValue !== "string"){
validate105.errors = [{instancePath:instancePath+"/advancedAuth/predicateValue",schemaPath:"schema:AdvancedAuth/properties/predicateValue/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs19 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data3.oauthConfigSpecification !== undefined){
let data8 = data3.oauthConfigSpecification;
const _errs21 = errors;
if(errors === _errs21){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
}
else {
validate105.errors = [{instancePath:instancePath+"/advancedAuth/oauthConfigSpecification",schemaPath:"schema:AdvancedAuth/properties/oauthConfigSpecification/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs21 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
else {
validate105.errors = [{instancePath:instancePath+"/advancedAuth",schemaPath:"schema:AdvancedAuth/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.jobInfo !== undefined){
const _errs24 = errors;
if(!(validate89(data.jobInfo, {instancePath:instancePath+"/jobInfo",parentData:data,parentDataProperty:"jobInfo",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
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
else {
validate105.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate105.errors = vErrors;
return errors === 0;
}

exports.res_DestinationDefinitionRead = validate29;

exports.res_PrivateDestinationDefinitionRead = validate107;
const schema133 = {"type":"object","required":["destinationDefinition","granted"],"properties":{"destinationDefinition":{"$ref":"schema:DestinationDefinitionRead"},"granted":{"type":"boolean"}}};

function validate107(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.destinationDefinition === undefined) && (missing0 = "destinationDefinition")) || ((data.granted === undefined) && (missing0 = "granted"))){
validate107.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.destinationDefinition !== undefined){
const _errs1 = errors;
if(!(validate29(data.destinationDefinition, {instancePath:instancePath+"/destinationDefinition",parentData:data,parentDataProperty:"destinationDefinition",rootData}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.granted !== undefined){
const _errs2 = errors;
if(typeof data.granted !== "boolean"){
validate107.errors = [{instancePath:instancePath+"/granted",schemaPath:"#/properties/granted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate107.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate107.errors = vErrors;
return errors === 0;
}

exports.res_DestinationDefinitionReadList = validate109;
const schema134 = {"type":"object","required":["destinationDefinitions"],"properties":{"destinationDefinitions":{"type":"array","items":{"$ref":"schema:DestinationDefinitionRead"}}}};

function validate109(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.destinationDefinitions === undefined) && (missing0 = "destinationDefinitions")){
validate109.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.destinationDefinitions !== undefined){
let data0 = data.destinationDefinitions;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate29(data0[i0], {instancePath:instancePath+"/destinationDefinitions/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate109.errors = [{instancePath:instancePath+"/destinationDefinitions",schemaPath:"#/properties/destinationDefinitions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate109.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate109.errors = vErrors;
return errors === 0;
}

exports.res_PrivateDestinationDefinitionReadList = validate111;
const schema135 = {"type":"object","required":["destinationDefinitions"],"properties":{"destinationDefinitions":{"type":"array","items":{"$ref":"schema:PrivateDestinationDefinitionRead"}}}};

function validate111(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.destinationDefinitions === undefined) && (missing0 = "destinationDefinitions")){
validate111.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.destinationDefinitions !== undefined){
let data0 = data.destinationDefinitions;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate107(data0[i0], {instancePath:instancePath+"/destinationDefinitions/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate111.errors = [{instancePath:instancePath+"/destinationDefinitions",schemaPath:"#/properties/destinationDefinitions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate111.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate111.errors = vErrors;
return errors === 0;
}

exports.res_DestinationDefinitionSpecificationRead = validate113;
const schema136 = {"type":"object","required":["destinationDefinitionId","jobInfo","supportedDestinationSyncModes","supportsDbt","supportsNormalization"],"properties":{"destinationDefinitionId":{"$ref":"schema:Id"},"documentationUrl":{"type":"string"},"connectionSpecification":{"$ref":"schema:ConnectionSpecification"},"advancedAuth":{"$ref":"schema:AdvancedAuth"},"jobInfo":{"$ref":"schema:SynchronousJobRead"},"supportedDestinationSyncModes":{"type":"array","items":{"$ref":"schema:DestinationSyncMode"}},"supportsDbt":{"type":"boolean"},"supportsNormalization":{"type":"boolean"}}};

function validate113(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.destinationDefinitionId === undefined) && (missing0 = "destinationDefinitionId")) || ((data.jobInfo === undefined) && (missing0 = "jobInfo"))) || ((data.supportedDestinationSyncModes === undefined) && (missing0 = "supportedDestinationSyncModes"))) || ((data.supportsDbt === undefined) && (missing0 = "supportsDbt"))) || ((data.supportsNormalization === undefined) && (missing0 = "supportsNormalization"))){
validate113.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.destinationDefinitionId !== undefined){
let data0 = data.destinationDefinitionId;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats52.test(data0))){
validate113.errors = [{instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate113.errors = [{instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.documentationUrl !== undefined){
const _errs4 = errors;
if(typeof data.documentationUrl !== "string"){
validate113.errors = [{instancePath:instancePath+"/documentationUrl",schemaPath:"#/properties/documentationUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.connectionSpecification !== undefined){
let data2 = data.connectionSpecification;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
validate113.errors = [{instancePath:instancePath+"/connectionSpecification",schemaPath:"schema:ConnectionSpecification/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.advancedAuth !== undefined){
let data3 = data.advancedAuth;
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.authFlowType !== undefined){
let data4 = data3.authFlowType;
const _errs13 = errors;
if(typeof data4 !== "string"){
validate113.errors = [{instancePath:instancePath+"/advancedAuth/authFlowType",schemaPath:"schema:AdvancedAuth/properties/authFlowType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data4 === "oauth2.0") || (data4 === "oauth1.0"))){
validate113.errors = [{instancePath:instancePath+"/advancedAuth/authFlowType",schemaPath:"schema:AdvancedAuth/properties/authFlowType/enum",keyword:"enum",params:{allowedValues: schema132.properties.authFlowType.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid4 = _errs13 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data3.predicateKey !== undefined){
let data5 = data3.predicateKey;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data5)){
var valid5 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
const _errs17 = errors;
if(typeof data5[i0] !== "string"){
validate113.errors = [{instancePath:instancePath+"/advancedAuth/predicateKey/" + i0,schemaPath:"schema:AdvancedAuth/properties/predicateKey/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs17 === errors;
if(!valid5){
break;
}
}
}
else {
validate113.errors = [{instancePath:instancePath+"/advancedAuth/predicateKey",schemaPath:"schema:AdvancedAuth/properties/predicateKey/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid4 = _errs15 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data3.predicateValue !== undefined){
const _errs19 = errors;
if(typeof data3.predicateValue !== "string"){
validate113.errors = [{instancePath:instancePath+"/advancedAuth/predicateValue",schemaPath:"schema:AdvancedAuth/properties/predicateValue/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs19 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data3.oauthConfigSpecification !== undefined){
let data8 = data3.oauthConfigSpecification;
const _errs21 = errors;
if(errors === _errs21){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
}
else {
validate113.errors = [{instancePath:instancePath+"/advancedAuth/oauthConfigSpecification",schemaPath:"schema:AdvancedAuth/properties/oauthConfigSpecification/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs21 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
else {
validate113.errors = [{instancePath:instancePath+"/advancedAuth",schemaPath:"schema:AdvancedAuth/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.jobInfo !== undefined){
const _errs24 = errors;
if(!(validate89(data.jobInfo, {instancePath:instancePath+"/jobInfo",parentData:data,parentDataProperty:"jobInfo",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.supportedDestinationSyncModes !== undefined){
let data10 = data.supportedDestinationSyncModes;
const _errs25 = errors;
if(errors === _errs25){
if(Array.isArray(data10)){
var valid6 = true;
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
let data11 = data10[i1];
const _errs27 = errors;
if(typeof data11 !== "string"){
validate113.errors = [{instancePath:instancePath+"/supportedDestinationSyncModes/" + i1,schemaPath:"schema:DestinationSyncMode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data11 === "append") || (data11 === "overwrite")) || (data11 === "append_dedup"))){
validate113.errors = [{instancePath:instancePath+"/supportedDestinationSyncModes/" + i1,schemaPath:"schema:DestinationSyncMode/enum",keyword:"enum",params:{allowedValues: schema60.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid6 = _errs27 === errors;
if(!valid6){
break;
}
}
}
else {
validate113.errors = [{instancePath:instancePath+"/supportedDestinationSyncModes",schemaPath:"#/properties/supportedDestinationSyncModes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.supportsDbt !== undefined){
const _errs30 = errors;
if(typeof data.supportsDbt !== "boolean"){
validate113.errors = [{instancePath:instancePath+"/supportsDbt",schemaPath:"#/properties/supportsDbt/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.supportsNormalization !== undefined){
const _errs32 = errors;
if(typeof data.supportsNormalization !== "boolean"){
validate113.errors = [{instancePath:instancePath+"/supportsNormalization",schemaPath:"#/properties/supportsNormalization/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs32 === errors;
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
validate113.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate113.errors = vErrors;
return errors === 0;
}

exports.res_OAuthConsentRead = validate115;
const schema141 = {"type":"object","required":["consentUrl"],"properties":{"consentUrl":{"type":"string"}}};

function validate115(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.consentUrl === undefined) && (missing0 = "consentUrl")){
validate115.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.consentUrl !== undefined){
if(typeof data.consentUrl !== "string"){
validate115.errors = [{instancePath:instancePath+"/consentUrl",schemaPath:"#/properties/consentUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate115.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate115.errors = vErrors;
return errors === 0;
}

exports.res_CompleteOAuthResponse = validate116;
const schema142 = {"type":"object","additionalProperties":true};

function validate116(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
validate116.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate116.errors = vErrors;
return errors === 0;
}

exports.res_WorkspaceRead = validate117;
const schema143 = {"type":"object","required":["workspaceId","customerId","name","slug","initialSetupComplete"],"properties":{"workspaceId":{"$ref":"schema:Id"},"customerId":{"$ref":"schema:Id"},"email":{"type":"string"},"name":{"type":"string"},"slug":{"type":"string"},"initialSetupComplete":{"type":"boolean"},"displaySetupWizard":{"type":"boolean"},"anonymousDataCollection":{"type":"boolean"},"news":{"type":"boolean"},"securityUpdates":{"type":"boolean"},"notifications":{"type":"array","items":{"$ref":"schema:Notification"}},"firstCompletedSync":{"type":"boolean"},"feedbackDone":{"type":"boolean"},"defaultGeography":{"$ref":"schema:Geography"},"webhookConfigs":{"type":"array","items":{"$ref":"schema:WebhookConfigRead"}}}};
const schema146 = {"type":"object","required":["notificationType","sendOnSuccess","sendOnFailure"],"properties":{"notificationType":{"type":"string","enum":["slack","customerio"]},"sendOnSuccess":{"type":"boolean"},"sendOnFailure":{"type":"boolean"},"slackConfiguration":{"type":"object","required":["webhook"],"properties":{"webhook":{"type":"string","format":"uri","pattern":"^https://","maxLength":2048}}},"customerioConfiguration":{"type":"object","additionalProperties":true}}};
const formats132 = /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i;
const pattern1 = new RegExp("^https://", "u");
const schema148 = {"type":"object","required":["id","name"],"properties":{"id":{"$ref":"schema:Id"},"name":{"type":"string"}}};

function validate118(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))){
validate118.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
let data0 = data.id;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats52.test(data0))){
validate118.errors = [{instancePath:instancePath+"/id",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate118.errors = [{instancePath:instancePath+"/id",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.name !== undefined){
const _errs4 = errors;
if(typeof data.name !== "string"){
validate118.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
validate118.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate118.errors = vErrors;
return errors === 0;
}


function validate117(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.workspaceId === undefined) && (missing0 = "workspaceId")) || ((data.customerId === undefined) && (missing0 = "customerId"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.slug === undefined) && (missing0 = "slug"))) || ((data.initialSetupComplete === undefined) && (missing0 = "initialSetupComplete"))){
validate117.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.workspaceId !== undefined){
let data0 = data.workspaceId;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats52.test(data0))){
validate117.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate117.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.customerId !== undefined){
let data1 = data.customerId;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data1 === "string"){
if(!(formats52.test(data1))){
validate117.errors = [{instancePath:instancePath+"/customerId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate117.errors = [{instancePath:instancePath+"/customerId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.email !== undefined){
const _errs7 = errors;
if(typeof data.email !== "string"){
validate117.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs9 = errors;
if(typeof data.name !== "string"){
validate117.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.slug !== undefined){
const _errs11 = errors;
if(typeof data.slug !== "string"){
validate117.errors = [{instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.initialSetupComplete !== undefined){
const _errs13 = errors;
if(typeof data.initialSetupComplete !== "boolean"){
validate117.errors = [{instancePath:instancePath+"/initialSetupComplete",schemaPath:"#/properties/initialSetupComplete/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.displaySetupWizard !== undefined){
const _errs15 = errors;
if(typeof data.displaySetupWizard !== "boolean"){
validate117.errors = [{instancePath:instancePath+"/displaySetupWizard",schemaPath:"#/properties/displaySetupWizard/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.anonymousDataCollection !== undefined){
const _errs17 = errors;
if(typeof data.anonymousDataCollection !== "boolean"){
validate117.errors = [{instancePath:instancePath+"/anonymousDataCollection",schemaPath:"#/properties/anonymousDataCollection/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.news !== undefined){
const _errs19 = errors;
if(typeof data.news !== "boolean"){
validate117.errors = [{instancePath:instancePath+"/news",schemaPath:"#/properties/news/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.securityUpdates !== undefined){
const _errs21 = errors;
if(typeof data.securityUpdates !== "boolean"){
validate117.errors = [{instancePath:instancePath+"/securityUpdates",schemaPath:"#/properties/securityUpdates/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notifications !== undefined){
let data10 = data.notifications;
const _errs23 = errors;
if(errors === _errs23){
if(Array.isArray(data10)){
var valid3 = true;
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
let data11 = data10[i0];
const _errs25 = errors;
const _errs26 = errors;
if(errors === _errs26){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
let missing1;
if((((data11.notificationType === undefined) && (missing1 = "notificationType")) || ((data11.sendOnSuccess === undefined) && (missing1 = "sendOnSuccess"))) || ((data11.sendOnFailure === undefined) && (missing1 = "sendOnFailure"))){
validate117.errors = [{instancePath:instancePath+"/notifications/" + i0,schemaPath:"schema:Notification/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data11.notificationType !== undefined){
let data12 = data11.notificationType;
const _errs28 = errors;
if(typeof data12 !== "string"){
validate117.errors = [{instancePath:instancePath+"/notifications/" + i0+"/notificationType",schemaPath:"schema:Notification/properties/notificationType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data12 === "slack") || (data12 === "customerio"))){
validate117.errors = [{instancePath:instancePath+"/notifications/" + i0+"/notificationType",schemaPath:"schema:Notification/properties/notificationType/enum",keyword:"enum",params:{allowedValues: schema146.properties.notificationType.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid5 = _errs28 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data11.sendOnSuccess !== undefined){
const _errs30 = errors;
if(typeof data11.sendOnSuccess !== "boolean"){
validate117.errors = [{instancePath:instancePath+"/notifications/" + i0+"/sendOnSuccess",schemaPath:"schema:Notification/properties/sendOnSuccess/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid5 = _errs30 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data11.sendOnFailure !== undefined){
const _errs32 = errors;
if(typeof data11.sendOnFailure !== "boolean"){
validate117.errors = [{instancePath:instancePath+"/notifications/" + i0+"/sendOnFailure",schemaPath:"schema:Notification/properties/sendOnFailure/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid5 = _errs32 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data11.slackConfiguration !== undefined){
let data15 = data11.slackConfiguration;
const _errs34 = errors;
if(errors === _errs34){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
let missing2;
if((data15.webhook === undefined) && (missing2 = "webhook")){
validate117.errors = [{instancePath:instancePath+"/notifications/" + i0+"/slackConfiguration",schemaPath:"schema:Notification/properties/slackConfiguration/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data15.webhook !== undefined){
let data16 = data15.webhook;
const _errs36 = errors;
if(errors === _errs36){
if(errors === _errs36){
if(typeof data16 === "string"){
if(func0(data16) > 2048){
validate117.errors = [{instancePath:instancePath+"/notifications/" + i0+"/slackConfiguration/webhook",schemaPath:"schema:Notification/properties/slackConfiguration/properties/webhook/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(!pattern1.test(data16)){
validate117.errors = [{instancePath:instancePath+"/notifications/" + i0+"/slackConfiguration/webhook",schemaPath:"schema:Notification/properties/slackConfiguration/properties/webhook/pattern",keyword:"pattern",params:{pattern: "^https://"},message:"must match pattern \""+"^https://"+"\""}];
return false;
}
else {
if(!(formats132.test(data16))){
validate117.errors = [{instancePath:instancePath+"/notifications/" + i0+"/slackConfiguration/webhook",schemaPath:"schema:Notification/properties/slackConfiguration/properties/webhook/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate117.errors = [{instancePath:instancePath+"/notifications/" + i0+"/slackConfiguration/webhook",schemaPath:"schema:Notification/properties/slackConfiguration/properties/webhook/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
}
else {
validate117.errors = [{instancePath:instancePath+"/notifications/" + i0+"/slackConfiguration",schemaPath:"schema:Notification/properties/slackConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs34 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data11.customerioConfiguration !== undefined){
let data17 = data11.customerioConfiguration;
const _errs38 = errors;
if(errors === _errs38){
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
}
else {
validate117.errors = [{instancePath:instancePath+"/notifications/" + i0+"/customerioConfiguration",schemaPath:"schema:Notification/properties/customerioConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs38 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
}
else {
validate117.errors = [{instancePath:instancePath+"/notifications/" + i0,schemaPath:"schema:Notification/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs25 === errors;
if(!valid3){
break;
}
}
}
else {
validate117.errors = [{instancePath:instancePath+"/notifications",schemaPath:"#/properties/notifications/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.firstCompletedSync !== undefined){
const _errs41 = errors;
if(typeof data.firstCompletedSync !== "boolean"){
validate117.errors = [{instancePath:instancePath+"/firstCompletedSync",schemaPath:"#/properties/firstCompletedSync/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs41 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.feedbackDone !== undefined){
const _errs43 = errors;
if(typeof data.feedbackDone !== "boolean"){
validate117.errors = [{instancePath:instancePath+"/feedbackDone",schemaPath:"#/properties/feedbackDone/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs43 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.defaultGeography !== undefined){
let data20 = data.defaultGeography;
const _errs45 = errors;
if(typeof data20 !== "string"){
validate117.errors = [{instancePath:instancePath+"/defaultGeography",schemaPath:"schema:Geography/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data20 === "auto") || (data20 === "us")) || (data20 === "eu"))){
validate117.errors = [{instancePath:instancePath+"/defaultGeography",schemaPath:"schema:Geography/enum",keyword:"enum",params:{allowedValues: schema68.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs45 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.webhookConfigs !== undefined){
let data21 = data.webhookConfigs;
const _errs48 = errors;
if(errors === _errs48){
if(Array.isArray(data21)){
var valid8 = true;
const len1 = data21.length;
for(let i1=0; i1<len1; i1++){
const _errs50 = errors;
if(!(validate118(data21[i1], {instancePath:instancePath+"/webhookConfigs/" + i1,parentData:data21,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate118.errors : vErrors.concat(validate118.errors);
errors = vErrors.length;
}
var valid8 = _errs50 === errors;
if(!valid8){
break;
}
}
}
else {
validate117.errors = [{instancePath:instancePath+"/webhookConfigs",schemaPath:"#/properties/webhookConfigs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs48 === errors;
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
}
}
}
}
}
}
else {
validate117.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate117.errors = vErrors;
return errors === 0;
}

exports.res_WorkspaceReadList = validate120;
const schema150 = {"type":"object","required":["workspaces"],"properties":{"workspaces":{"type":"array","items":{"$ref":"schema:WorkspaceRead"}}}};

function validate120(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.workspaces === undefined) && (missing0 = "workspaces")){
validate120.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.workspaces !== undefined){
let data0 = data.workspaces;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate117(data0[i0], {instancePath:instancePath+"/workspaces/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate120.errors = [{instancePath:instancePath+"/workspaces",schemaPath:"#/properties/workspaces/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate120.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate120.errors = vErrors;
return errors === 0;
}
