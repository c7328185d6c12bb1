// generated from specs/pipeline-config.yaml — do not edit; run `make generate`
"use strict";
exports.res_HealthCheckRead = validate0;
const schema0 = {"type":"object","required":["available"],"properties":{"available":{"type":"boolean"}}};

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.available === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "available"},message:"must have required property '"+"available"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.available !== undefined){
if(typeof data.available !== "boolean"){
const err1 = {instancePath:instancePath+"/available",schemaPath:"#/properties/available/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate0.errors = vErrors;
return errors === 0;
}

exports.res_KnownExceptionInfo = validate1;
const schema1 = {"type":"object","required":["message"],"properties":{"message":{"type":"string"},"exceptionClassName":{"type":"string"},"exceptionStack":{"type":"array","items":{"type":"string"}},"rootCauseExceptionClassName":{"type":"string"},"rootCauseExceptionStack":{"type":"array","items":{"type":"string"}}}};

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.exceptionClassName !== undefined){
if(typeof data.exceptionClassName !== "string"){
const err2 = {instancePath:instancePath+"/exceptionClassName",schemaPath:"#/properties/exceptionClassName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.exceptionStack !== undefined){
let data2 = data.exceptionStack;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(typeof data2[i0] !== "string"){
const err3 = {instancePath:instancePath+"/exceptionStack/" + i0,schemaPath:"#/properties/exceptionStack/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err4 = {instancePath:instancePath+"/exceptionStack",schemaPath:"#/properties/exceptionStack/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.rootCauseExceptionClassName !== undefined){
if(typeof data.rootCauseExceptionClassName !== "string"){
const err5 = {instancePath:instancePath+"/rootCauseExceptionClassName",schemaPath:"#/properties/rootCauseExceptionClassName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.rootCauseExceptionStack !== undefined){
let data5 = data.rootCauseExceptionStack;
if(Array.isArray(data5)){
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
if(typeof data5[i1] !== "string"){
const err6 = {instancePath:instancePath+"/rootCauseExceptionStack/" + i1,schemaPath:"#/properties/rootCauseExceptionStack/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err7 = {instancePath:instancePath+"/rootCauseExceptionStack",schemaPath:"#/properties/rootCauseExceptionStack/type",keyword:"type",params:{type: "array"},message:"must be array"};
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

exports.res_2 = validate2;
const schema2 = {"type":"string"};

function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate2.errors = vErrors;
return errors === 0;
}

exports.res_JobInfoRead = validate3;
const schema3 = {"type":"object","required":["job","attempts"],"properties":{"job":{"$ref":"schema:JobRead"},"attempts":{"type":"array","items":{"$ref":"schema:AttemptInfoRead"}}}};
const schema4 = {"type":"object","required":["id","configType","configId","createdAt","updatedAt","status"],"properties":{"id":{"type":"integer","format":"int64"},"configType":{"$ref":"schema:JobConfigType"},"configId":{"type":"string"},"createdAt":{"type":"integer","format":"int64"},"updatedAt":{"type":"integer","format":"int64"},"startedAt":{"type":"integer","format":"int64"},"status":{"$ref":"schema:JobStatus"},"resetConfig":{"$ref":"schema:ResetConfig"}}};
const schema5 = {"type":"string","enum":["check_connection_source","check_connection_destination","discover_schema","get_spec","sync","reset_connection"]};
const schema6 = {"type":"string","enum":["pending","running","incomplete","failed","succeeded","cancelled"]};
const formats0 = require("../formats").int64;
const schema7 = {"type":"object","properties":{"streamsToReset":{"type":"array","items":{"$ref":"schema:StreamDescriptor"}}}};
const schema8 = {"type":"object","required":["name"],"properties":{"name":{"type":"string","minLength":1,"maxLength":256},"namespace":{"type":"string","maxLength":256}}};
const func0 = require("ajv/dist/runtime/ucs2length").default;

function validate5(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.streamsToReset !== undefined){
let data0 = data.streamsToReset;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.name === undefined){
const err0 = {instancePath:instancePath+"/streamsToReset/" + i0,schemaPath:"schema:StreamDescriptor/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data1.name !== undefined){
let data2 = data1.name;
if(typeof data2 === "string"){
if(func0(data2) > 256){
const err1 = {instancePath:instancePath+"/streamsToReset/" + i0+"/name",schemaPath:"schema:StreamDescriptor/properties/name/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func0(data2) < 1){
const err2 = {instancePath:instancePath+"/streamsToReset/" + i0+"/name",schemaPath:"schema:StreamDescriptor/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err3 = {instancePath:instancePath+"/streamsToReset/" + i0+"/name",schemaPath:"schema:StreamDescriptor/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1.namespace !== undefined){
let data3 = data1.namespace;
if(typeof data3 === "string"){
if(func0(data3) > 256){
const err4 = {instancePath:instancePath+"/streamsToReset/" + i0+"/namespace",schemaPath:"schema:StreamDescriptor/properties/namespace/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
const err5 = {instancePath:instancePath+"/streamsToReset/" + i0+"/namespace",schemaPath:"schema:StreamDescriptor/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err6 = {instancePath:instancePath+"/streamsToReset/" + i0,schemaPath:"schema:StreamDescriptor/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err7 = {instancePath:instancePath+"/streamsToReset",schemaPath:"#/properties/streamsToReset/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate5.errors = vErrors;
return errors === 0;
}


function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.configType === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "configType"},message:"must have required property '"+"configType"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.configId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "configId"},message:"must have required property '"+"configId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.createdAt === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.updatedAt === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updatedAt"},message:"must have required property '"+"updatedAt"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.status === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(!(formats0.validate(data0))){
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
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
if(data.configType !== undefined){
let data1 = data.configType;
if(typeof data1 !== "string"){
const err8 = {instancePath:instancePath+"/configType",schemaPath:"schema:JobConfigType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((((((data1 === "check_connection_source") || (data1 === "check_connection_destination")) || (data1 === "discover_schema")) || (data1 === "get_spec")) || (data1 === "sync")) || (data1 === "reset_connection"))){
const err9 = {instancePath:instancePath+"/configType",schemaPath:"schema:JobConfigType/enum",keyword:"enum",params:{allowedValues: schema5.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.configId !== undefined){
if(typeof data.configId !== "string"){
const err10 = {instancePath:instancePath+"/configId",schemaPath:"#/properties/configId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.createdAt !== undefined){
let data3 = data.createdAt;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err11 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(!(formats0.validate(data3))){
const err12 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
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
if(data.updatedAt !== undefined){
let data4 = data.updatedAt;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err13 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(!(formats0.validate(data4))){
const err14 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
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
if(data.startedAt !== undefined){
let data5 = data.startedAt;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err15 = {instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(!(formats0.validate(data5))){
const err16 = {instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
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
if(data.status !== undefined){
let data6 = data.status;
if(typeof data6 !== "string"){
const err17 = {instancePath:instancePath+"/status",schemaPath:"schema:JobStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!((((((data6 === "pending") || (data6 === "running")) || (data6 === "incomplete")) || (data6 === "failed")) || (data6 === "succeeded")) || (data6 === "cancelled"))){
const err18 = {instancePath:instancePath+"/status",schemaPath:"schema:JobStatus/enum",keyword:"enum",params:{allowedValues: schema6.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.resetConfig !== undefined){
if(!(validate5(data.resetConfig, {instancePath:instancePath+"/resetConfig",parentData:data,parentDataProperty:"resetConfig",rootData}))){
vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
errors = vErrors.length;
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
validate4.errors = vErrors;
return errors === 0;
}

const schema9 = {"type":"object","required":["attempt","logs"],"properties":{"attempt":{"$ref":"schema:AttemptRead"},"logs":{"$ref":"schema:LogRead"}}};
const schema16 = {"type":"object","required":["logLines"],"properties":{"logLines":{"type":"array","items":{"type":"string"}}}};
const schema10 = {"type":"object","required":["id","status","createdAt","updatedAt"],"properties":{"id":{"type":"integer","format":"int64"},"status":{"$ref":"schema:AttemptStatus"},"bytesSynced":{"type":"integer","format":"int64"},"recordsSynced":{"type":"integer","format":"int64"},"totalStats":{"$ref":"schema:AttemptStats"},"streamStats":{"type":"array","items":{"$ref":"schema:AttemptStreamStats"}},"createdAt":{"type":"integer","format":"int64"},"updatedAt":{"type":"integer","format":"int64"},"endedAt":{"type":"integer","format":"int64"},"failureSummary":{"$ref":"schema:AttemptFailureSummary"}}};
const schema11 = {"type":"string","enum":["running","failed","succeeded"]};
const schema12 = {"type":"object","properties":{"recordsEmitted":{"type":"integer","format":"int64","minimum":0},"bytesEmitted":{"type":"integer","format":"int64","minimum":0},"stateMessagesEmitted":{"type":"integer","format":"int64","minimum":0},"recordsCommitted":{"type":"integer","format":"int64","minimum":0},"estimatedRecords":{"type":"integer","format":"int64","minimum":0},"estimatedBytes":{"type":"integer","format":"int64","minimum":0}}};
const schema15 = {"type":"object","required":["failures"],"properties":{"failures":{"type":"array","items":{"type":"object","required":["timestamp"],"properties":{"failureOrigin":{"type":"string","enum":["source","destination","replication","persistence","normalization","dbt","airbyte_platform","unknown"]},"failureType":{"type":"string","enum":["config_error","system_error","manual_cancellation","refresh_schema","transient_error"]},"externalMessage":{"type":"string"},"internalMessage":{"type":"string"},"retryable":{"type":"boolean"},"timestamp":{"type":"integer","format":"int64"}}}},"partialSuccess":{"type":"boolean"}}};
const schema13 = {"type":"object","required":["streamName","stats"],"properties":{"streamName":{"type":"string","minLength":1,"maxLength":256},"streamNamespace":{"type":"string","maxLength":256},"stats":{"$ref":"schema:AttemptStats"}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.streamName === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "streamName"},message:"must have required property '"+"streamName"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.stats === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "stats"},message:"must have required property '"+"stats"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.streamName !== undefined){
let data0 = data.streamName;
if(typeof data0 === "string"){
if(func0(data0) > 256){
const err2 = {instancePath:instancePath+"/streamName",schemaPath:"#/properties/streamName/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func0(data0) < 1){
const err3 = {instancePath:instancePath+"/streamName",schemaPath:"#/properties/streamName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/streamName",schemaPath:"#/properties/streamName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.streamNamespace !== undefined){
let data1 = data.streamNamespace;
if(typeof data1 === "string"){
if(func0(data1) > 256){
const err5 = {instancePath:instancePath+"/streamNamespace",schemaPath:"#/properties/streamNamespace/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
const err6 = {instancePath:instancePath+"/streamNamespace",schemaPath:"#/properties/streamNamespace/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.stats !== undefined){
let data2 = data.stats;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.recordsEmitted !== undefined){
let data3 = data2.recordsEmitted;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err7 = {instancePath:instancePath+"/stats/recordsEmitted",schemaPath:"schema:AttemptStats/properties/recordsEmitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/stats/recordsEmitted",schemaPath:"schema:AttemptStats/properties/recordsEmitted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(formats0.validate(data3))){
const err9 = {instancePath:instancePath+"/stats/recordsEmitted",schemaPath:"schema:AttemptStats/properties/recordsEmitted/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
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
if(data2.bytesEmitted !== undefined){
let data4 = data2.bytesEmitted;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err10 = {instancePath:instancePath+"/stats/bytesEmitted",schemaPath:"schema:AttemptStats/properties/bytesEmitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err11 = {instancePath:instancePath+"/stats/bytesEmitted",schemaPath:"schema:AttemptStats/properties/bytesEmitted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!(formats0.validate(data4))){
const err12 = {instancePath:instancePath+"/stats/bytesEmitted",schemaPath:"schema:AttemptStats/properties/bytesEmitted/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
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
if(data2.stateMessagesEmitted !== undefined){
let data5 = data2.stateMessagesEmitted;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err13 = {instancePath:instancePath+"/stats/stateMessagesEmitted",schemaPath:"schema:AttemptStats/properties/stateMessagesEmitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err14 = {instancePath:instancePath+"/stats/stateMessagesEmitted",schemaPath:"schema:AttemptStats/properties/stateMessagesEmitted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(formats0.validate(data5))){
const err15 = {instancePath:instancePath+"/stats/stateMessagesEmitted",schemaPath:"schema:AttemptStats/properties/stateMessagesEmitted/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
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
if(data2.recordsCommitted !== undefined){
let data6 = data2.recordsCommitted;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err16 = {instancePath:instancePath+"/stats/recordsCommitted",schemaPath:"schema:AttemptStats/properties/recordsCommitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err17 = {instancePath:instancePath+"/stats/recordsCommitted",schemaPath:"schema:AttemptStats/properties/recordsCommitted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!(formats0.validate(data6))){
const err18 = {instancePath:instancePath+"/stats/recordsCommitted",schemaPath:"schema:AttemptStats/properties/recordsCommitted/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
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
if(data2.estimatedRecords !== undefined){
let data7 = data2.estimatedRecords;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err19 = {instancePath:instancePath+"/stats/estimatedRecords",schemaPath:"schema:AttemptStats/properties/estimatedRecords/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err20 = {instancePath:instancePath+"/stats/estimatedRecords",schemaPath:"schema:AttemptStats/properties/estimatedRecords/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!(formats0.validate(data7))){
const err21 = {instancePath:instancePath+"/stats/estimatedRecords",schemaPath:"schema:AttemptStats/properties/estimatedRecords/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
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
if(data2.estimatedBytes !== undefined){
let data8 = data2.estimatedBytes;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err22 = {instancePath:instancePath+"/stats/estimatedBytes",schemaPath:"schema:AttemptStats/properties/estimatedBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err23 = {instancePath:instancePath+"/stats/estimatedBytes",schemaPath:"schema:AttemptStats/properties/estimatedBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(formats0.validate(data8))){
const err24 = {instancePath:instancePath+"/stats/estimatedBytes",schemaPath:"schema:AttemptStats/properties/estimatedBytes/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
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
}
else {
const err25 = {instancePath:instancePath+"/stats",schemaPath:"schema:AttemptStats/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate10.errors = vErrors;
return errors === 0;
}


function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.status === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.createdAt === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.updatedAt === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updatedAt"},message:"must have required property '"+"updatedAt"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(!(formats0.validate(data0))){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
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
if(data.status !== undefined){
let data1 = data.status;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/status",schemaPath:"schema:AttemptStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((data1 === "running") || (data1 === "failed")) || (data1 === "succeeded"))){
const err7 = {instancePath:instancePath+"/status",schemaPath:"schema:AttemptStatus/enum",keyword:"enum",params:{allowedValues: schema11.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.bytesSynced !== undefined){
let data2 = data.bytesSynced;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err8 = {instancePath:instancePath+"/bytesSynced",schemaPath:"#/properties/bytesSynced/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(!(formats0.validate(data2))){
const err9 = {instancePath:instancePath+"/bytesSynced",schemaPath:"#/properties/bytesSynced/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
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
if(data.recordsSynced !== undefined){
let data3 = data.recordsSynced;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err10 = {instancePath:instancePath+"/recordsSynced",schemaPath:"#/properties/recordsSynced/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(!(formats0.validate(data3))){
const err11 = {instancePath:instancePath+"/recordsSynced",schemaPath:"#/properties/recordsSynced/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
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
if(data.totalStats !== undefined){
let data4 = data.totalStats;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.recordsEmitted !== undefined){
let data5 = data4.recordsEmitted;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err12 = {instancePath:instancePath+"/totalStats/recordsEmitted",schemaPath:"schema:AttemptStats/properties/recordsEmitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err13 = {instancePath:instancePath+"/totalStats/recordsEmitted",schemaPath:"schema:AttemptStats/properties/recordsEmitted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(formats0.validate(data5))){
const err14 = {instancePath:instancePath+"/totalStats/recordsEmitted",schemaPath:"schema:AttemptStats/properties/recordsEmitted/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
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
if(data4.bytesEmitted !== undefined){
let data6 = data4.bytesEmitted;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err15 = {instancePath:instancePath+"/totalStats/bytesEmitted",schemaPath:"schema:AttemptStats/properties/bytesEmitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err16 = {instancePath:instancePath+"/totalStats/bytesEmitted",schemaPath:"schema:AttemptStats/properties/bytesEmitted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(formats0.validate(data6))){
const err17 = {instancePath:instancePath+"/totalStats/bytesEmitted",schemaPath:"schema:AttemptStats/properties/bytesEmitted/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
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
if(data4.stateMessagesEmitted !== undefined){
let data7 = data4.stateMessagesEmitted;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err18 = {instancePath:instancePath+"/totalStats/stateMessagesEmitted",schemaPath:"schema:AttemptStats/properties/stateMessagesEmitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err19 = {instancePath:instancePath+"/totalStats/stateMessagesEmitted",schemaPath:"schema:AttemptStats/properties/stateMessagesEmitted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!(formats0.validate(data7))){
const err20 = {instancePath:instancePath+"/totalStats/stateMessagesEmitted",schemaPath:"schema:AttemptStats/properties/stateMessagesEmitted/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
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
if(data4.recordsCommitted !== undefined){
let data8 = data4.recordsCommitted;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err21 = {instancePath:instancePath+"/totalStats/recordsCommitted",schemaPath:"schema:AttemptStats/properties/recordsCommitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err22 = {instancePath:instancePath+"/totalStats/recordsCommitted",schemaPath:"schema:AttemptStats/properties/recordsCommitted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!(formats0.validate(data8))){
const err23 = {instancePath:instancePath+"/totalStats/recordsCommitted",schemaPath:"schema:AttemptStats/properties/recordsCommitted/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
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
if(data4.estimatedRecords !== undefined){
let data9 = data4.estimatedRecords;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err24 = {instancePath:instancePath+"/totalStats/estimatedRecords",schemaPath:"schema:AttemptStats/properties/estimatedRecords/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
const err25 = {instancePath:instancePath+"/totalStats/estimatedRecords",schemaPath:"schema:AttemptStats/properties/estimatedRecords/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!(formats0.validate(data9))){
const err26 = {instancePath:instancePath+"/totalStats/estimatedRecords",schemaPath:"schema:AttemptStats/properties/estimatedRecords/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
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
if(data4.estimatedBytes !== undefined){
let data10 = data4.estimatedBytes;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err27 = {instancePath:instancePath+"/totalStats/estimatedBytes",schemaPath:"schema:AttemptStats/properties/estimatedBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
const err28 = {instancePath:instancePath+"/totalStats/estimatedBytes",schemaPath:"schema:AttemptStats/properties/estimatedBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!(formats0.validate(data10))){
const err29 = {instancePath:instancePath+"/totalStats/estimatedBytes",schemaPath:"schema:AttemptStats/properties/estimatedBytes/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
}
else {
const err30 = {instancePath:instancePath+"/totalStats",schemaPath:"schema:AttemptStats/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.streamStats !== undefined){
let data11 = data.streamStats;
if(Array.isArray(data11)){
const len0 = data11.length;
for(let i0=0; i0<len0; i0++){
if(!(validate10(data11[i0], {instancePath:instancePath+"/streamStats/" + i0,parentData:data11,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
errors = vErrors.length;
}
}
}
else {
const err31 = {instancePath:instancePath+"/streamStats",schemaPath:"#/properties/streamStats/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.createdAt !== undefined){
let data13 = data.createdAt;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err32 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(!(formats0.validate(data13))){
const err33 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
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
if(data.updatedAt !== undefined){
let data14 = data.updatedAt;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err34 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(!(formats0.validate(data14))){
const err35 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
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
if(data.endedAt !== undefined){
let data15 = data.endedAt;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err36 = {instancePath:instancePath+"/endedAt",schemaPath:"#/properties/endedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(!(formats0.validate(data15))){
const err37 = {instancePath:instancePath+"/endedAt",schemaPath:"#/properties/endedAt/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
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
if(data.failureSummary !== undefined){
let data16 = data.failureSummary;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.failures === undefined){
const err38 = {instancePath:instancePath+"/failureSummary",schemaPath:"schema:AttemptFailureSummary/required",keyword:"required",params:{missingProperty: "failures"},message:"must have required property '"+"failures"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data16.failures !== undefined){
let data17 = data16.failures;
if(Array.isArray(data17)){
const len1 = data17.length;
for(let i1=0; i1<len1; i1++){
let data18 = data17[i1];
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.timestamp === undefined){
const err39 = {instancePath:instancePath+"/failureSummary/failures/" + i1,schemaPath:"schema:AttemptFailureSummary/properties/failures/items/required",keyword:"required",params:{missingProperty: "timestamp"},message:"must have required property '"+"timestamp"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data18.failureOrigin !== undefined){
let data19 = data18.failureOrigin;
if(typeof data19 !== "string"){
const err40 = {instancePath:instancePath+"/failureSummary/failures/" + i1+"/failureOrigin",schemaPath:"schema:AttemptFailureSummary/properties/failures/items/properties/failureOrigin/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(!((((((((data19 === "source") || (data19 === "destination")) || (data19 === "replication")) || (data19 === "persistence")) || (data19 === "normalization")) || (data19 === "dbt")) || (data19 === "airbyte_platform")) || (data19 === "unknown"))){
const err41 = {instancePath:instancePath+"/failureSummary/failures/" + i1+"/failureOrigin",schemaPath:"schema:AttemptFailureSummary/properties/failures/items/properties/failureOrigin/enum",keyword:"enum",params:{allowedValues: schema15.properties.failures.items.properties.failureOrigin.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data18.failureType !== undefined){
let data20 = data18.failureType;
if(typeof data20 !== "string"){
const err42 = {instancePath:instancePath+"/failureSummary/failures/" + i1+"/failureType",schemaPath:"schema:AttemptFailureSummary/properties/failures/items/properties/failureType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(!(((((data20 === "config_error") || (data20 === "system_error")) || (data20 === "manual_cancellation")) || (data20 === "refresh_schema")) || (data20 === "transient_error"))){
const err43 = {instancePath:instancePath+"/failureSummary/failures/" + i1+"/failureType",schemaPath:"schema:AttemptFailureSummary/properties/failures/items/properties/failureType/enum",keyword:"enum",params:{allowedValues: schema15.properties.failures.items.properties.failureType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data18.externalMessage !== undefined){
if(typeof data18.externalMessage !== "string"){
const err44 = {instancePath:instancePath+"/failureSummary/failures/" + i1+"/externalMessage",schemaPath:"schema:AttemptFailureSummary/properties/failures/items/properties/externalMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data18.internalMessage !== undefined){
if(typeof data18.internalMessage !== "string"){
const err45 = {instancePath:instancePath+"/failureSummary/failures/" + i1+"/internalMessage",schemaPath:"schema:AttemptFailureSummary/properties/failures/items/properties/internalMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data18.retryable !== undefined){
if(typeof data18.retryable !== "boolean"){
const err46 = {instancePath:instancePath+"/failureSummary/failures/" + i1+"/retryable",schemaPath:"schema:AttemptFailureSummary/properties/failures/items/properties/retryable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data18.timestamp !== undefined){
let data24 = data18.timestamp;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err47 = {instancePath:instancePath+"/failureSummary/failures/" + i1+"/timestamp",schemaPath:"schema:AttemptFailureSummary/properties/failures/items/properties/timestamp/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if((typeof data24 == "number") && (isFinite(data24))){
if(!(formats0.validate(data24))){
const err48 = {instancePath:instancePath+"/failureSummary/failures/" + i1+"/timestamp",schemaPath:"schema:AttemptFailureSummary/properties/failures/items/properties/timestamp/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
}
else {
const err49 = {instancePath:instancePath+"/failureSummary/failures/" + i1,schemaPath:"schema:AttemptFailureSummary/properties/failures/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath:instancePath+"/failureSummary/failures",schemaPath:"schema:AttemptFailureSummary/properties/failures/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data16.partialSuccess !== undefined){
if(typeof data16.partialSuccess !== "boolean"){
const err51 = {instancePath:instancePath+"/failureSummary/partialSuccess",schemaPath:"schema:AttemptFailureSummary/properties/partialSuccess/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
else {
const err52 = {instancePath:instancePath+"/failureSummary",schemaPath:"schema:AttemptFailureSummary/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
validate9.errors = vErrors;
return errors === 0;
}


function validate8(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.attempt === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "attempt"},message:"must have required property '"+"attempt"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.logs === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "logs"},message:"must have required property '"+"logs"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.attempt !== undefined){
if(!(validate9(data.attempt, {instancePath:instancePath+"/attempt",parentData:data,parentDataProperty:"attempt",rootData}))){
vErrors = vErrors === null ? validate9.errors : vErrors.concat(validate9.errors);
errors = vErrors.length;
}
}
if(data.logs !== undefined){
let data1 = data.logs;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.logLines === undefined){
const err2 = {instancePath:instancePath+"/logs",schemaPath:"schema:LogRead/required",keyword:"required",params:{missingProperty: "logLines"},message:"must have required property '"+"logLines"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.logLines !== undefined){
let data2 = data1.logLines;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(typeof data2[i0] !== "string"){
const err3 = {instancePath:instancePath+"/logs/logLines/" + i0,schemaPath:"schema:LogRead/properties/logLines/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err4 = {instancePath:instancePath+"/logs/logLines",schemaPath:"schema:LogRead/properties/logLines/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err5 = {instancePath:instancePath+"/logs",schemaPath:"schema:LogRead/type",keyword:"type",params:{type: "object"},message:"must be object"};
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


function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.job === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "job"},message:"must have required property '"+"job"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.attempts === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "attempts"},message:"must have required property '"+"attempts"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.job !== undefined){
if(!(validate4(data.job, {instancePath:instancePath+"/job",parentData:data,parentDataProperty:"job",rootData}))){
vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
errors = vErrors.length;
}
}
if(data.attempts !== undefined){
let data1 = data.attempts;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate8(data1[i0], {instancePath:instancePath+"/attempts/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate8.errors : vErrors.concat(validate8.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath:instancePath+"/attempts",schemaPath:"#/properties/attempts/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate3.errors = vErrors;
return errors === 0;
}

exports.res_NotFoundKnownExceptionInfo = validate14;
const schema17 = {"type":"object","required":["message"],"properties":{"id":{"type":"string"},"message":{"type":"string"},"exceptionClassName":{"type":"string"},"exceptionStack":{"type":"array","items":{"type":"string"}},"rootCauseExceptionClassName":{"type":"string"},"rootCauseExceptionStack":{"type":"array","items":{"type":"string"}}}};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err1 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err2 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.exceptionClassName !== undefined){
if(typeof data.exceptionClassName !== "string"){
const err3 = {instancePath:instancePath+"/exceptionClassName",schemaPath:"#/properties/exceptionClassName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.exceptionStack !== undefined){
let data3 = data.exceptionStack;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(typeof data3[i0] !== "string"){
const err4 = {instancePath:instancePath+"/exceptionStack/" + i0,schemaPath:"#/properties/exceptionStack/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err5 = {instancePath:instancePath+"/exceptionStack",schemaPath:"#/properties/exceptionStack/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.rootCauseExceptionClassName !== undefined){
if(typeof data.rootCauseExceptionClassName !== "string"){
const err6 = {instancePath:instancePath+"/rootCauseExceptionClassName",schemaPath:"#/properties/rootCauseExceptionClassName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.rootCauseExceptionStack !== undefined){
let data6 = data.rootCauseExceptionStack;
if(Array.isArray(data6)){
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
if(typeof data6[i1] !== "string"){
const err7 = {instancePath:instancePath+"/rootCauseExceptionStack/" + i1,schemaPath:"#/properties/rootCauseExceptionStack/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err8 = {instancePath:instancePath+"/rootCauseExceptionStack",schemaPath:"#/properties/rootCauseExceptionStack/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate14.errors = vErrors;
return errors === 0;
}

exports.res_InvalidInputExceptionInfo = validate15;
const schema18 = {"type":"object","required":["message","validationErrors"],"properties":{"message":{"type":"string"},"exceptionClassName":{"type":"string"},"exceptionStack":{"type":"array","items":{"type":"string"}},"validationErrors":{"type":"array","items":{"$ref":"schema:InvalidInputProperty"}}}};
const schema19 = {"type":"object","required":["propertyPath"],"properties":{"propertyPath":{"type":"string"},"invalidValue":{"type":"string"},"message":{"type":"string"}}};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.validationErrors === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "validationErrors"},message:"must have required property '"+"validationErrors"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err2 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.exceptionClassName !== undefined){
if(typeof data.exceptionClassName !== "string"){
const err3 = {instancePath:instancePath+"/exceptionClassName",schemaPath:"#/properties/exceptionClassName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.exceptionStack !== undefined){
let data2 = data.exceptionStack;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(typeof data2[i0] !== "string"){
const err4 = {instancePath:instancePath+"/exceptionStack/" + i0,schemaPath:"#/properties/exceptionStack/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err5 = {instancePath:instancePath+"/exceptionStack",schemaPath:"#/properties/exceptionStack/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.validationErrors !== undefined){
let data4 = data.validationErrors;
if(Array.isArray(data4)){
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.propertyPath === undefined){
const err6 = {instancePath:instancePath+"/validationErrors/" + i1,schemaPath:"schema:InvalidInputProperty/required",keyword:"required",params:{missingProperty: "propertyPath"},message:"must have required property '"+"propertyPath"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data5.propertyPath !== undefined){
if(typeof data5.propertyPath !== "string"){
const err7 = {instancePath:instancePath+"/validationErrors/" + i1+"/propertyPath",schemaPath:"schema:InvalidInputProperty/properties/propertyPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data5.invalidValue !== undefined){
if(typeof data5.invalidValue !== "string"){
const err8 = {instancePath:instancePath+"/validationErrors/" + i1+"/invalidValue",schemaPath:"schema:InvalidInputProperty/properties/invalidValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data5.message !== undefined){
if(typeof data5.message !== "string"){
const err9 = {instancePath:instancePath+"/validationErrors/" + i1+"/message",schemaPath:"schema:InvalidInputProperty/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/validationErrors/" + i1,schemaPath:"schema:InvalidInputProperty/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err11 = {instancePath:instancePath+"/validationErrors",schemaPath:"#/properties/validationErrors/type",keyword:"type",params:{type: "array"},message:"must be array"};
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

exports.res_JobInfoLightRead = validate16;
const schema20 = {"type":"object","required":["job"],"properties":{"job":{"$ref":"schema:JobRead"}}};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.job === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "job"},message:"must have required property '"+"job"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.job !== undefined){
if(!(validate4(data.job, {instancePath:instancePath+"/job",parentData:data,parentDataProperty:"job",rootData}))){
vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
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
validate16.errors = vErrors;
return errors === 0;
}

exports.res_JobReadList = validate18;
const schema21 = {"type":"object","required":["jobs","totalJobCount"],"properties":{"jobs":{"type":"array","items":{"$ref":"schema:JobWithAttemptsRead"}},"totalJobCount":{"type":"integer","format":"int64"}}};
const schema22 = {"type":"object","required":["job","attempts"],"properties":{"job":{"$ref":"schema:JobRead"},"attempts":{"type":"array","items":{"$ref":"schema:AttemptRead"}}}};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.job === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "job"},message:"must have required property '"+"job"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.attempts === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "attempts"},message:"must have required property '"+"attempts"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.job !== undefined){
if(!(validate4(data.job, {instancePath:instancePath+"/job",parentData:data,parentDataProperty:"job",rootData}))){
vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
errors = vErrors.length;
}
}
if(data.attempts !== undefined){
let data1 = data.attempts;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate9(data1[i0], {instancePath:instancePath+"/attempts/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate9.errors : vErrors.concat(validate9.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath:instancePath+"/attempts",schemaPath:"#/properties/attempts/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
if(data.jobs === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "jobs"},message:"must have required property '"+"jobs"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.totalJobCount === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totalJobCount"},message:"must have required property '"+"totalJobCount"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.jobs !== undefined){
let data0 = data.jobs;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate19(data0[i0], {instancePath:instancePath+"/jobs/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate19.errors : vErrors.concat(validate19.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath:instancePath+"/jobs",schemaPath:"#/properties/jobs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.totalJobCount !== undefined){
let data2 = data.totalJobCount;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err3 = {instancePath:instancePath+"/totalJobCount",schemaPath:"#/properties/totalJobCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(!(formats0.validate(data2))){
const err4 = {instancePath:instancePath+"/totalJobCount",schemaPath:"#/properties/totalJobCount/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
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
validate18.errors = vErrors;
return errors === 0;
}

exports.res_JobDebugInfoRead = validate23;
const schema23 = {"type":"object","required":["job","attempts"],"properties":{"job":{"type":"object","required":["id","configType","configId","status","airbyteVersion","sourceDefinition","destinationDefinition"],"properties":{"id":{"type":"integer","format":"int64"},"configType":{"$ref":"schema:JobConfigType"},"configId":{"type":"string"},"status":{"$ref":"schema:JobStatus"},"airbyteVersion":{"type":"string"},"sourceDefinition":{"$ref":"schema:SourceDefinitionRead"},"destinationDefinition":{"$ref":"schema:DestinationDefinitionRead"}}},"attempts":{"type":"array","items":{"allOf":[{"$ref":"schema:AttemptInfoRead"},{"type":"object","properties":{"workflowId":{"type":"string"},"processingTaskQueue":{"type":"string"},"syncConfig":{"$ref":"schema:AttemptSyncConfig"}}}]}},"workflowState":{"type":"object","required":["hasRunningWorkflow"],"properties":{"hasRunningWorkflow":{"type":"boolean"}}}}};
const schema26 = {"allOf":[{"$ref":"schema:DefinitionCommon"},{"type":"object","required":["sourceDefinitionId"],"properties":{"sourceDefinitionId":{"$ref":"schema:Id"},"sourceType":{"type":"string","enum":["api","file","database","custom"]}}}]};
const schema33 = {"type":"string","format":"uuid"};
const schema27 = {"type":"object","required":["name","dockerRepository","dockerImageTag","documentationUrl","protocolVersion","releaseStage","custom"],"properties":{"name":{"type":"string"},"dockerRepository":{"type":"string"},"dockerImageTag":{"type":"string"},"documentationUrl":{"type":"string"},"icon":{"type":"string"},"protocolVersion":{"type":"string"},"releaseStage":{"$ref":"schema:ReleaseStage"},"releaseDate":{"type":"string","format":"date"},"custom":{"type":"boolean"},"resourceRequirements":{"$ref":"schema:ActorDefinitionResourceRequirements"}}};
const schema28 = {"type":"string","enum":["alpha","beta","generally_available","custom"]};
const formats50 = require("../formats").date;
const schema29 = {"type":"object","properties":{"default":{"$ref":"schema:ResourceRequirements"},"jobSpecific":{"type":"array","maxItems":10,"items":{"type":"object","required":["jobType","resourceRequirements"],"properties":{"jobType":{"$ref":"schema:JobConfigType"},"resourceRequirements":{"$ref":"schema:ResourceRequirements"}}}}}};
const schema30 = {"type":"object","properties":{"cpu_request":{"type":"string","maxLength":32},"cpu_limit":{"type":"string","maxLength":32},"memory_request":{"type":"string","maxLength":32},"memory_limit":{"type":"string","maxLength":32}}};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.default !== undefined){
let data0 = data.default;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.cpu_request !== undefined){
let data1 = data0.cpu_request;
if(typeof data1 === "string"){
if(func0(data1) > 32){
const err0 = {instancePath:instancePath+"/default/cpu_request",schemaPath:"schema:ResourceRequirements/properties/cpu_request/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
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
const err1 = {instancePath:instancePath+"/default/cpu_request",schemaPath:"schema:ResourceRequirements/properties/cpu_request/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.cpu_limit !== undefined){
let data2 = data0.cpu_limit;
if(typeof data2 === "string"){
if(func0(data2) > 32){
const err2 = {instancePath:instancePath+"/default/cpu_limit",schemaPath:"schema:ResourceRequirements/properties/cpu_limit/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
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
const err3 = {instancePath:instancePath+"/default/cpu_limit",schemaPath:"schema:ResourceRequirements/properties/cpu_limit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.memory_request !== undefined){
let data3 = data0.memory_request;
if(typeof data3 === "string"){
if(func0(data3) > 32){
const err4 = {instancePath:instancePath+"/default/memory_request",schemaPath:"schema:ResourceRequirements/properties/memory_request/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
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
const err5 = {instancePath:instancePath+"/default/memory_request",schemaPath:"schema:ResourceRequirements/properties/memory_request/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.memory_limit !== undefined){
let data4 = data0.memory_limit;
if(typeof data4 === "string"){
if(func0(data4) > 32){
const err6 = {instancePath:instancePath+"/default/memory_limit",schemaPath:"schema:ResourceRequirements/properties/memory_limit/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
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
const err7 = {instancePath:instancePath+"/default/memory_limit",schemaPath:"schema:ResourceRequirements/properties/memory_limit/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err8 = {instancePath:instancePath+"/default",schemaPath:"schema:ResourceRequirements/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.jobSpecific !== undefined){
let data5 = data.jobSpecific;
if(Array.isArray(data5)){
if(data5.length > 10){
const err9 = {instancePath:instancePath+"/jobSpecific",schemaPath:"#/properties/jobSpecific/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.jobType === undefined){
const err10 = {instancePath:instancePath+"/jobSpecific/" + i0,schemaPath:"#/properties/jobSpecific/items/required",keyword:"required",params:{missingProperty: "jobType"},message:"must have required property '"+"jobType"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data6.resourceRequirements === undefined){
const err11 = {instancePath:instancePath+"/jobSpecific/" + i0,schemaPath:"#/properties/jobSpecific/items/required",keyword:"required",params:{missingProperty: "resourceRequirements"},message:"must have required property '"+"resourceRequirements"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data6.jobType !== undefined){
let data7 = data6.jobType;
if(typeof data7 !== "string"){
const err12 = {instancePath:instancePath+"/jobSpecific/" + i0+"/jobType",schemaPath:"schema:JobConfigType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((((((data7 === "check_connection_source") || (data7 === "check_connection_destination")) || (data7 === "discover_schema")) || (data7 === "get_spec")) || (data7 === "sync")) || (data7 === "reset_connection"))){
const err13 = {instancePath:instancePath+"/jobSpecific/" + i0+"/jobType",schemaPath:"schema:JobConfigType/enum",keyword:"enum",params:{allowedValues: schema5.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data6.resourceRequirements !== undefined){
let data8 = data6.resourceRequirements;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.cpu_request !== undefined){
let data9 = data8.cpu_request;
if(typeof data9 === "string"){
if(func0(data9) > 32){
const err14 = {instancePath:instancePath+"/jobSpecific/" + i0+"/resourceRequirements/cpu_request",schemaPath:"schema:ResourceRequirements/properties/cpu_request/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
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
const err15 = {instancePath:instancePath+"/jobSpecific/" + i0+"/resourceRequirements/cpu_request",schemaPath:"schema:ResourceRequirements/properties/cpu_request/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data8.cpu_limit !== undefined){
let data10 = data8.cpu_limit;
if(typeof data10 === "string"){
if(func0(data10) > 32){
const err16 = {instancePath:instancePath+"/jobSpecific/" + i0+"/resourceRequirements/cpu_limit",schemaPath:"schema:ResourceRequirements/properties/cpu_limit/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
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
const err17 = {instancePath:instancePath+"/jobSpecific/" + i0+"/resourceRequirements/cpu_limit",schemaPath:"schema:ResourceRequirements/properties/cpu_limit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data8.memory_request !== undefined){
let data11 = data8.memory_request;
if(typeof data11 === "string"){
if(func0(data11) > 32){
const err18 = {instancePath:instancePath+"/jobSpecific/" + i0+"/resourceRequirements/memory_request",schemaPath:"schema:ResourceRequirements/properties/memory_request/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
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
const err19 = {instancePath:instancePath+"/jobSpecific/" + i0+"/resourceRequirements/memory_request",schemaPath:"schema:ResourceRequirements/properties/memory_request/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data8.memory_limit !== undefined){
let data12 = data8.memory_limit;
if(typeof data12 === "string"){
if(func0(data12) > 32){
const err20 = {instancePath:instancePath+"/jobSpecific/" + i0+"/resourceRequirements/memory_limit",schemaPath:"schema:ResourceRequirements/properties/memory_limit/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
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
const err21 = {instancePath:instancePath+"/jobSpecific/" + i0+"/resourceRequirements/memory_limit",schemaPath:"schema:ResourceRequirements/properties/memory_limit/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err22 = {instancePath:instancePath+"/jobSpecific/" + i0+"/resourceRequirements",schemaPath:"schema:ResourceRequirements/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err23 = {instancePath:instancePath+"/jobSpecific/" + i0,schemaPath:"#/properties/jobSpecific/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err24 = {instancePath:instancePath+"/jobSpecific",schemaPath:"#/properties/jobSpecific/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate26.errors = vErrors;
return errors === 0;
}


function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.dockerRepository === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dockerRepository"},message:"must have required property '"+"dockerRepository"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.dockerImageTag === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dockerImageTag"},message:"must have required property '"+"dockerImageTag"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.documentationUrl === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "documentationUrl"},message:"must have required property '"+"documentationUrl"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.protocolVersion === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "protocolVersion"},message:"must have required property '"+"protocolVersion"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.releaseStage === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "releaseStage"},message:"must have required property '"+"releaseStage"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.custom === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "custom"},message:"must have required property '"+"custom"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.dockerRepository !== undefined){
if(typeof data.dockerRepository !== "string"){
const err8 = {instancePath:instancePath+"/dockerRepository",schemaPath:"#/properties/dockerRepository/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.dockerImageTag !== undefined){
if(typeof data.dockerImageTag !== "string"){
const err9 = {instancePath:instancePath+"/dockerImageTag",schemaPath:"#/properties/dockerImageTag/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.documentationUrl !== undefined){
if(typeof data.documentationUrl !== "string"){
const err10 = {instancePath:instancePath+"/documentationUrl",schemaPath:"#/properties/documentationUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.icon !== undefined){
if(typeof data.icon !== "string"){
const err11 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.protocolVersion !== undefined){
if(typeof data.protocolVersion !== "string"){
const err12 = {instancePath:instancePath+"/protocolVersion",schemaPath:"#/properties/protocolVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.releaseStage !== undefined){
let data6 = data.releaseStage;
if(typeof data6 !== "string"){
const err13 = {instancePath:instancePath+"/releaseStage",schemaPath:"schema:ReleaseStage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!((((data6 === "alpha") || (data6 === "beta")) || (data6 === "generally_available")) || (data6 === "custom"))){
const err14 = {instancePath:instancePath+"/releaseStage",schemaPath:"schema:ReleaseStage/enum",keyword:"enum",params:{allowedValues: schema28.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.releaseDate !== undefined){
let data7 = data.releaseDate;
if(typeof data7 === "string"){
if(!(formats50.validate.test(data7))){
const err15 = {instancePath:instancePath+"/releaseDate",schemaPath:"#/properties/releaseDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err16 = {instancePath:instancePath+"/releaseDate",schemaPath:"#/properties/releaseDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.custom !== undefined){
if(typeof data.custom !== "boolean"){
const err17 = {instancePath:instancePath+"/custom",schemaPath:"#/properties/custom/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.resourceRequirements !== undefined){
if(!(validate26(data.resourceRequirements, {instancePath:instancePath+"/resourceRequirements",parentData:data,parentDataProperty:"resourceRequirements",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}

const formats52 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(validate25(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sourceDefinitionId === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "sourceDefinitionId"},message:"must have required property '"+"sourceDefinitionId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.sourceDefinitionId !== undefined){
let data0 = data.sourceDefinitionId;
if(typeof data0 === "string"){
if(!(formats52.test(data0))){
const err1 = {instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err2 = {instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.sourceType !== undefined){
let data1 = data.sourceType;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/sourceType",schemaPath:"#/allOf/1/properties/sourceType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!((((data1 === "api") || (data1 === "file")) || (data1 === "database")) || (data1 === "custom"))){
const err4 = {instancePath:instancePath+"/sourceType",schemaPath:"#/allOf/1/properties/sourceType/enum",keyword:"enum",params:{allowedValues: schema26.allOf[1].properties.sourceType.enum},message:"must be equal to one of the allowed values"};
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
const err5 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}

const schema34 = {"allOf":[{"$ref":"schema:DefinitionCommon"},{"type":"object","required":["destinationDefinitionId","supportsDbt","normalizationConfig"],"properties":{"destinationDefinitionId":{"$ref":"schema:Id"},"supportsDbt":{"type":"boolean"},"normalizationConfig":{"$ref":"schema:NormalizationDestinationDefinitionConfig"}}}]};
const schema36 = {"type":"object","required":["supported"],"properties":{"supported":{"type":"boolean"},"normalizationRepository":{"type":"string"},"normalizationTag":{"type":"string"},"normalizationIntegrationType":{"type":"string"}}};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(validate25(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.destinationDefinitionId === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "destinationDefinitionId"},message:"must have required property '"+"destinationDefinitionId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.supportsDbt === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "supportsDbt"},message:"must have required property '"+"supportsDbt"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.normalizationConfig === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "normalizationConfig"},message:"must have required property '"+"normalizationConfig"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.destinationDefinitionId !== undefined){
let data0 = data.destinationDefinitionId;
if(typeof data0 === "string"){
if(!(formats52.test(data0))){
const err3 = {instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err4 = {instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.supportsDbt !== undefined){
if(typeof data.supportsDbt !== "boolean"){
const err5 = {instancePath:instancePath+"/supportsDbt",schemaPath:"#/allOf/1/properties/supportsDbt/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.normalizationConfig !== undefined){
let data2 = data.normalizationConfig;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.supported === undefined){
const err6 = {instancePath:instancePath+"/normalizationConfig",schemaPath:"schema:NormalizationDestinationDefinitionConfig/required",keyword:"required",params:{missingProperty: "supported"},message:"must have required property '"+"supported"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.supported !== undefined){
if(typeof data2.supported !== "boolean"){
const err7 = {instancePath:instancePath+"/normalizationConfig/supported",schemaPath:"schema:NormalizationDestinationDefinitionConfig/properties/supported/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.normalizationRepository !== undefined){
if(typeof data2.normalizationRepository !== "string"){
const err8 = {instancePath:instancePath+"/normalizationConfig/normalizationRepository",schemaPath:"schema:NormalizationDestinationDefinitionConfig/properties/normalizationRepository/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.normalizationTag !== undefined){
if(typeof data2.normalizationTag !== "string"){
const err9 = {instancePath:instancePath+"/normalizationConfig/normalizationTag",schemaPath:"schema:NormalizationDestinationDefinitionConfig/properties/normalizationTag/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.normalizationIntegrationType !== undefined){
if(typeof data2.normalizationIntegrationType !== "string"){
const err10 = {instancePath:instancePath+"/normalizationConfig/normalizationIntegrationType",schemaPath:"schema:NormalizationDestinationDefinitionConfig/properties/normalizationIntegrationType/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err11 = {instancePath:instancePath+"/normalizationConfig",schemaPath:"schema:NormalizationDestinationDefinitionConfig/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err12 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}

const schema37 = {"type":"object","required":["sourceConfiguration","destinationConfiguration"],"properties":{"sourceConfiguration":{"type":"object","additionalProperties":true},"destinationConfiguration":{"type":"object","additionalProperties":true},"state":{"$ref":"schema:ConnectionState"}}};
const schema38 = {"type":"object","required":["stateType","connectionId"],"properties":{"stateType":{"$ref":"schema:ConnectionStateType"},"connectionId":{"$ref":"schema:Id"},"state":{"type":"object","additionalProperties":true},"streamState":{"type":"array","maxItems":500,"items":{"$ref":"schema:StreamState"}},"globalState":{"$ref":"schema:GlobalState"}}};
const schema39 = {"type":"string","enum":["global","stream","legacy","not_set"]};
const schema41 = {"type":"object","required":["streamDescriptor"],"properties":{"streamDescriptor":{"$ref":"schema:StreamDescriptor"},"streamState":{"type":"object","additionalProperties":true}}};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.streamDescriptor === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "streamDescriptor"},message:"must have required property '"+"streamDescriptor"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.streamDescriptor !== undefined){
let data0 = data.streamDescriptor;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.name === undefined){
const err1 = {instancePath:instancePath+"/streamDescriptor",schemaPath:"schema:StreamDescriptor/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.name !== undefined){
let data1 = data0.name;
if(typeof data1 === "string"){
if(func0(data1) > 256){
const err2 = {instancePath:instancePath+"/streamDescriptor/name",schemaPath:"schema:StreamDescriptor/properties/name/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func0(data1) < 1){
const err3 = {instancePath:instancePath+"/streamDescriptor/name",schemaPath:"schema:StreamDescriptor/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/streamDescriptor/name",schemaPath:"schema:StreamDescriptor/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.namespace !== undefined){
let data2 = data0.namespace;
if(typeof data2 === "string"){
if(func0(data2) > 256){
const err5 = {instancePath:instancePath+"/streamDescriptor/namespace",schemaPath:"schema:StreamDescriptor/properties/namespace/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
const err6 = {instancePath:instancePath+"/streamDescriptor/namespace",schemaPath:"schema:StreamDescriptor/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err7 = {instancePath:instancePath+"/streamDescriptor",schemaPath:"schema:StreamDescriptor/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.streamState !== undefined){
let data3 = data.streamState;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err8 = {instancePath:instancePath+"/streamState",schemaPath:"#/properties/streamState/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate36.errors = vErrors;
return errors === 0;
}

const schema43 = {"type":"object","required":["streamStates"],"properties":{"shared_state":{"type":"object","additionalProperties":true},"streamStates":{"type":"array","maxItems":500,"items":{"$ref":"schema:StreamState"}}}};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.streamStates === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "streamStates"},message:"must have required property '"+"streamStates"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.shared_state !== undefined){
let data0 = data.shared_state;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
}
else {
const err1 = {instancePath:instancePath+"/shared_state",schemaPath:"#/properties/shared_state/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.streamStates !== undefined){
let data1 = data.streamStates;
if(Array.isArray(data1)){
if(data1.length > 500){
const err2 = {instancePath:instancePath+"/streamStates",schemaPath:"#/properties/streamStates/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items"};
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
if(!(validate36(data1[i0], {instancePath:instancePath+"/streamStates/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath:instancePath+"/streamStates",schemaPath:"#/properties/streamStates/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate38.errors = vErrors;
return errors === 0;
}


function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.stateType === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "stateType"},message:"must have required property '"+"stateType"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.connectionId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "connectionId"},message:"must have required property '"+"connectionId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.stateType !== undefined){
let data0 = data.stateType;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/stateType",schemaPath:"schema:ConnectionStateType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((((data0 === "global") || (data0 === "stream")) || (data0 === "legacy")) || (data0 === "not_set"))){
const err3 = {instancePath:instancePath+"/stateType",schemaPath:"schema:ConnectionStateType/enum",keyword:"enum",params:{allowedValues: schema39.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.connectionId !== undefined){
let data1 = data.connectionId;
if(typeof data1 === "string"){
if(!(formats52.test(data1))){
const err4 = {instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err5 = {instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.state !== undefined){
let data2 = data.state;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err6 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.streamState !== undefined){
let data3 = data.streamState;
if(Array.isArray(data3)){
if(data3.length > 500){
const err7 = {instancePath:instancePath+"/streamState",schemaPath:"#/properties/streamState/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(!(validate36(data3[i0], {instancePath:instancePath+"/streamState/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath:instancePath+"/streamState",schemaPath:"#/properties/streamState/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.globalState !== undefined){
if(!(validate38(data.globalState, {instancePath:instancePath+"/globalState",parentData:data,parentDataProperty:"globalState",rootData}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
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
validate35.errors = vErrors;
return errors === 0;
}


function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sourceConfiguration === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sourceConfiguration"},message:"must have required property '"+"sourceConfiguration"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.destinationConfiguration === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "destinationConfiguration"},message:"must have required property '"+"destinationConfiguration"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.sourceConfiguration !== undefined){
let data0 = data.sourceConfiguration;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
}
else {
const err2 = {instancePath:instancePath+"/sourceConfiguration",schemaPath:"#/properties/sourceConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.destinationConfiguration !== undefined){
let data1 = data.destinationConfiguration;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err3 = {instancePath:instancePath+"/destinationConfiguration",schemaPath:"#/properties/destinationConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.state !== undefined){
if(!(validate35(data.state, {instancePath:instancePath+"/state",parentData:data,parentDataProperty:"state",rootData}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
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
validate34.errors = vErrors;
return errors === 0;
}


function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.job === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "job"},message:"must have required property '"+"job"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.attempts === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "attempts"},message:"must have required property '"+"attempts"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.job !== undefined){
let data0 = data.job;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.id === undefined){
const err2 = {instancePath:instancePath+"/job",schemaPath:"#/properties/job/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.configType === undefined){
const err3 = {instancePath:instancePath+"/job",schemaPath:"#/properties/job/required",keyword:"required",params:{missingProperty: "configType"},message:"must have required property '"+"configType"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.configId === undefined){
const err4 = {instancePath:instancePath+"/job",schemaPath:"#/properties/job/required",keyword:"required",params:{missingProperty: "configId"},message:"must have required property '"+"configId"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.status === undefined){
const err5 = {instancePath:instancePath+"/job",schemaPath:"#/properties/job/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.airbyteVersion === undefined){
const err6 = {instancePath:instancePath+"/job",schemaPath:"#/properties/job/required",keyword:"required",params:{missingProperty: "airbyteVersion"},message:"must have required property '"+"airbyteVersion"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.sourceDefinition === undefined){
const err7 = {instancePath:instancePath+"/job",schemaPath:"#/properties/job/required",keyword:"required",params:{missingProperty: "sourceDefinition"},message:"must have required property '"+"sourceDefinition"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0.destinationDefinition === undefined){
const err8 = {instancePath:instancePath+"/job",schemaPath:"#/properties/job/required",keyword:"required",params:{missingProperty: "destinationDefinition"},message:"must have required property '"+"destinationDefinition"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0.id !== undefined){
let data1 = data0.id;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err9 = {instancePath:instancePath+"/job/id",schemaPath:"#/properties/job/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(!(formats0.validate(data1))){
const err10 = {instancePath:instancePath+"/job/id",schemaPath:"#/properties/job/properties/id/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
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
if(data0.configType !== undefined){
let data2 = data0.configType;
if(typeof data2 !== "string"){
const err11 = {instancePath:instancePath+"/job/configType",schemaPath:"schema:JobConfigType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((((((data2 === "check_connection_source") || (data2 === "check_connection_destination")) || (data2 === "discover_schema")) || (data2 === "get_spec")) || (data2 === "sync")) || (data2 === "reset_connection"))){
const err12 = {instancePath:instancePath+"/job/configType",schemaPath:"schema:JobConfigType/enum",keyword:"enum",params:{allowedValues: schema5.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data0.configId !== undefined){
if(typeof data0.configId !== "string"){
const err13 = {instancePath:instancePath+"/job/configId",schemaPath:"#/properties/job/properties/configId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data0.status !== undefined){
let data4 = data0.status;
if(typeof data4 !== "string"){
const err14 = {instancePath:instancePath+"/job/status",schemaPath:"schema:JobStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!((((((data4 === "pending") || (data4 === "running")) || (data4 === "incomplete")) || (data4 === "failed")) || (data4 === "succeeded")) || (data4 === "cancelled"))){
const err15 = {instancePath:instancePath+"/job/status",schemaPath:"schema:JobStatus/enum",keyword:"enum",params:{allowedValues: schema6.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data0.airbyteVersion !== undefined){
if(typeof data0.airbyteVersion !== "string"){
const err16 = {instancePath:instancePath+"/job/airbyteVersion",schemaPath:"#/properties/job/properties/airbyteVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data0.sourceDefinition !== undefined){
if(!(validate24(data0.sourceDefinition, {instancePath:instancePath+"/job/sourceDefinition",parentData:data0,parentDataProperty:"sourceDefinition",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
if(data0.destinationDefinition !== undefined){
if(!(validate30(data0.destinationDefinition, {instancePath:instancePath+"/job/destinationDefinition",parentData:data0,parentDataProperty:"destinationDefinition",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
}
else {
const err17 = {instancePath:instancePath+"/job",schemaPath:"#/properties/job/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.attempts !== undefined){
let data8 = data.attempts;
if(Array.isArray(data8)){
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
if(!(validate8(data9, {instancePath:instancePath+"/attempts/" + i0,parentData:data8,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate8.errors : vErrors.concat(validate8.errors);
errors = vErrors.length;
}
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.workflowId !== undefined){
if(typeof data9.workflowId !== "string"){
const err18 = {instancePath:instancePath+"/attempts/" + i0+"/workflowId",schemaPath:"#/properties/attempts/items/allOf/1/properties/workflowId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data9.processingTaskQueue !== undefined){
if(typeof data9.processingTaskQueue !== "string"){
const err19 = {instancePath:instancePath+"/attempts/" + i0+"/processingTaskQueue",schemaPath:"#/properties/attempts/items/allOf/1/properties/processingTaskQueue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data9.syncConfig !== undefined){
if(!(validate34(data9.syncConfig, {instancePath:instancePath+"/attempts/" + i0+"/syncConfig",parentData:data9,parentDataProperty:"syncConfig",rootData}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
}
}
else {
const err20 = {instancePath:instancePath+"/attempts/" + i0,schemaPath:"#/properties/attempts/items/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err21 = {instancePath:instancePath+"/attempts",schemaPath:"#/properties/attempts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.workflowState !== undefined){
let data13 = data.workflowState;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.hasRunningWorkflow === undefined){
const err22 = {instancePath:instancePath+"/workflowState",schemaPath:"#/properties/workflowState/required",keyword:"required",params:{missingProperty: "hasRunningWorkflow"},message:"must have required property '"+"hasRunningWorkflow"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data13.hasRunningWorkflow !== undefined){
if(typeof data13.hasRunningWorkflow !== "boolean"){
const err23 = {instancePath:instancePath+"/workflowState/hasRunningWorkflow",schemaPath:"#/properties/workflowState/properties/hasRunningWorkflow/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err24 = {instancePath:instancePath+"/workflowState",schemaPath:"#/properties/workflowState/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate23.errors = vErrors;
return errors === 0;
}

exports.res_JobOptionalRead = validate43;
const schema44 = {"type":"object","properties":{"job":{"$ref":"schema:JobRead"}}};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.job !== undefined){
if(!(validate4(data.job, {instancePath:instancePath+"/job",parentData:data,parentDataProperty:"job",rootData}))){
vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate43.errors = vErrors;
return errors === 0;
}

exports.res_AttemptNormalizationStatusReadList = validate45;
const schema45 = {"type":"object","required":["attemptNormalizationStatuses"],"properties":{"attemptNormalizationStatuses":{"type":"array","items":{"$ref":"schema:AttemptNormalizationStatusRead"}}}};
const schema46 = {"type":"object","properties":{"attemptNumber":{"type":"integer"},"hasRecordsCommitted":{"type":"boolean"},"recordsCommitted":{"type":"integer","format":"int64"},"hasNormalizationFailed":{"type":"boolean"}}};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.attemptNormalizationStatuses === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "attemptNormalizationStatuses"},message:"must have required property '"+"attemptNormalizationStatuses"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.attemptNormalizationStatuses !== undefined){
let data0 = data.attemptNormalizationStatuses;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.attemptNumber !== undefined){
let data2 = data1.attemptNumber;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err1 = {instancePath:instancePath+"/attemptNormalizationStatuses/" + i0+"/attemptNumber",schemaPath:"schema:AttemptNormalizationStatusRead/properties/attemptNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data1.hasRecordsCommitted !== undefined){
if(typeof data1.hasRecordsCommitted !== "boolean"){
const err2 = {instancePath:instancePath+"/attemptNormalizationStatuses/" + i0+"/hasRecordsCommitted",schemaPath:"schema:AttemptNormalizationStatusRead/properties/hasRecordsCommitted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data1.recordsCommitted !== undefined){
let data4 = data1.recordsCommitted;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err3 = {instancePath:instancePath+"/attemptNormalizationStatuses/" + i0+"/recordsCommitted",schemaPath:"schema:AttemptNormalizationStatusRead/properties/recordsCommitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(!(formats0.validate(data4))){
const err4 = {instancePath:instancePath+"/attemptNormalizationStatuses/" + i0+"/recordsCommitted",schemaPath:"schema:AttemptNormalizationStatusRead/properties/recordsCommitted/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
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
if(data1.hasNormalizationFailed !== undefined){
if(typeof data1.hasNormalizationFailed !== "boolean"){
const err5 = {instancePath:instancePath+"/attemptNormalizationStatuses/" + i0+"/hasNormalizationFailed",schemaPath:"schema:AttemptNormalizationStatusRead/properties/hasNormalizationFailed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err6 = {instancePath:instancePath+"/attemptNormalizationStatuses/" + i0,schemaPath:"schema:AttemptNormalizationStatusRead/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err7 = {instancePath:instancePath+"/attemptNormalizationStatuses",schemaPath:"#/properties/attemptNormalizationStatuses/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate45.errors = vErrors;
return errors === 0;
}

exports.res_NotificationRead = validate46;
const schema47 = {"type":"object","required":["status"],"properties":{"status":{"type":"string","enum":["succeeded","failed"]},"message":{"type":"string"}}};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.status === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.status !== undefined){
let data0 = data.status;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === "succeeded") || (data0 === "failed"))){
const err2 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema47.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err3 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate46.errors = vErrors;
return errors === 0;
}

exports.res_InternalOperationResult = validate47;
const schema48 = {"type":"object","required":["succeeded"],"properties":{"succeeded":{"type":"boolean"}}};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.succeeded === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "succeeded"},message:"must have required property '"+"succeeded"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.succeeded !== undefined){
if(typeof data.succeeded !== "boolean"){
const err1 = {instancePath:instancePath+"/succeeded",schemaPath:"#/properties/succeeded/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate47.errors = vErrors;
return errors === 0;
}

exports.res_ConnectionRead = validate48;
const schema49 = {"type":"object","required":["connectionId","name","sourceId","destinationId","syncCatalog","status","namespaceDefinition","scheduleType","geography","breakingChange","notifySchemaChanges","nonBreakingChangesPreference"],"properties":{"connectionId":{"$ref":"schema:Id"},"name":{"type":"string"},"namespaceDefinition":{"$ref":"schema:NamespaceDefinitionType"},"namespaceFormat":{"type":"string"},"prefix":{"type":"string"},"sourceId":{"$ref":"schema:Id"},"destinationId":{"$ref":"schema:Id"},"operationIds":{"type":"array","items":{"$ref":"schema:Id"}},"syncCatalog":{"$ref":"schema:AirbyteCatalog"},"schedule":{"$ref":"schema:ConnectionSchedule"},"scheduleType":{"$ref":"schema:ConnectionScheduleType"},"scheduleData":{"$ref":"schema:ConnectionScheduleData"},"status":{"$ref":"schema:ConnectionStatus"},"resourceRequirements":{"$ref":"schema:ResourceRequirements"},"sourceCatalogId":{"$ref":"schema:Id"},"geography":{"$ref":"schema:Geography"},"breakingChange":{"type":"boolean"},"notifySchemaChanges":{"type":"boolean"},"nonBreakingChangesPreference":{"$ref":"schema:NonBreakingChangesPreference"}}};
const schema51 = {"type":"string","enum":["source","destination","customformat"]};
const schema62 = {"type":"object","required":["units","timeUnit"],"properties":{"units":{"type":"integer","format":"int64","minimum":1,"maximum":1000000},"timeUnit":{"type":"string","enum":["minutes","hours","days","weeks","months"]}}};
const schema63 = {"type":"string","enum":["manual","basic","cron"]};
const schema66 = {"type":"string","enum":["active","inactive","deprecated"]};
const schema69 = {"type":"string","enum":["auto","us","eu"]};
const schema70 = {"type":"string","enum":["ignore","disable"]};
const schema55 = {"type":"object","required":["streams"],"properties":{"streams":{"type":"array","maxItems":500,"items":{"$ref":"schema:AirbyteStreamAndConfiguration"}}}};
const schema56 = {"type":"object","properties":{"stream":{"$ref":"schema:AirbyteStream"},"config":{"$ref":"schema:AirbyteStreamConfiguration"}}};
const schema57 = {"type":"object","required":["name","jsonSchema","supportedSyncModes"],"properties":{"name":{"type":"string","minLength":1,"maxLength":256},"jsonSchema":{"type":"object","additionalProperties":true},"supportedSyncModes":{"type":"array","items":{"$ref":"schema:SyncMode"}},"sourceDefinedCursor":{"type":"boolean"},"defaultCursorField":{"type":"array","items":{"type":"string"}},"sourceDefinedPrimaryKey":{"type":"array","items":{"type":"array","items":{"type":"string"}}},"namespace":{"type":"string","maxLength":256}}};
const schema58 = {"type":"string","enum":["full_refresh","incremental"]};

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.jsonSchema === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "jsonSchema"},message:"must have required property '"+"jsonSchema"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.supportedSyncModes === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "supportedSyncModes"},message:"must have required property '"+"supportedSyncModes"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func0(data0) > 256){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func0(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.jsonSchema !== undefined){
let data1 = data.jsonSchema;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err6 = {instancePath:instancePath+"/jsonSchema",schemaPath:"#/properties/jsonSchema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.supportedSyncModes !== undefined){
let data2 = data.supportedSyncModes;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/supportedSyncModes/" + i0,schemaPath:"schema:SyncMode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data3 === "full_refresh") || (data3 === "incremental"))){
const err8 = {instancePath:instancePath+"/supportedSyncModes/" + i0,schemaPath:"schema:SyncMode/enum",keyword:"enum",params:{allowedValues: schema58.enum},message:"must be equal to one of the allowed values"};
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
const err9 = {instancePath:instancePath+"/supportedSyncModes",schemaPath:"#/properties/supportedSyncModes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.sourceDefinedCursor !== undefined){
if(typeof data.sourceDefinedCursor !== "boolean"){
const err10 = {instancePath:instancePath+"/sourceDefinedCursor",schemaPath:"#/properties/sourceDefinedCursor/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.defaultCursorField !== undefined){
let data5 = data.defaultCursorField;
if(Array.isArray(data5)){
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
if(typeof data5[i1] !== "string"){
const err11 = {instancePath:instancePath+"/defaultCursorField/" + i1,schemaPath:"#/properties/defaultCursorField/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err12 = {instancePath:instancePath+"/defaultCursorField",schemaPath:"#/properties/defaultCursorField/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.sourceDefinedPrimaryKey !== undefined){
let data7 = data.sourceDefinedPrimaryKey;
if(Array.isArray(data7)){
const len2 = data7.length;
for(let i2=0; i2<len2; i2++){
let data8 = data7[i2];
if(Array.isArray(data8)){
const len3 = data8.length;
for(let i3=0; i3<len3; i3++){
if(typeof data8[i3] !== "string"){
const err13 = {instancePath:instancePath+"/sourceDefinedPrimaryKey/" + i2+"/" + i3,schemaPath:"#/properties/sourceDefinedPrimaryKey/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err14 = {instancePath:instancePath+"/sourceDefinedPrimaryKey/" + i2,schemaPath:"#/properties/sourceDefinedPrimaryKey/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err15 = {instancePath:instancePath+"/sourceDefinedPrimaryKey",schemaPath:"#/properties/sourceDefinedPrimaryKey/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.namespace !== undefined){
let data10 = data.namespace;
if(typeof data10 === "string"){
if(func0(data10) > 256){
const err16 = {instancePath:instancePath+"/namespace",schemaPath:"#/properties/namespace/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
const err17 = {instancePath:instancePath+"/namespace",schemaPath:"#/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate51.errors = vErrors;
return errors === 0;
}

const schema59 = {"type":"object","required":["syncMode","destinationSyncMode"],"properties":{"syncMode":{"$ref":"schema:SyncMode"},"cursorField":{"type":"array","items":{"type":"string"}},"destinationSyncMode":{"$ref":"schema:DestinationSyncMode"},"primaryKey":{"type":"array","items":{"type":"array","items":{"type":"string"}}},"aliasName":{"type":"string","maxLength":256},"selected":{"type":"boolean"},"fieldSelectionEnabled":{"type":"boolean"},"selectedFields":{"type":"array","items":{"type":"object","properties":{"fieldPath":{"type":"array","items":{"type":"string"}}}}}}};
const schema61 = {"type":"string","enum":["append","overwrite","append_dedup"]};

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.syncMode === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "syncMode"},message:"must have required property '"+"syncMode"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.destinationSyncMode === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "destinationSyncMode"},message:"must have required property '"+"destinationSyncMode"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.syncMode !== undefined){
let data0 = data.syncMode;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/syncMode",schemaPath:"schema:SyncMode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((data0 === "full_refresh") || (data0 === "incremental"))){
const err3 = {instancePath:instancePath+"/syncMode",schemaPath:"schema:SyncMode/enum",keyword:"enum",params:{allowedValues: schema58.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.cursorField !== undefined){
let data1 = data.cursorField;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(typeof data1[i0] !== "string"){
const err4 = {instancePath:instancePath+"/cursorField/" + i0,schemaPath:"#/properties/cursorField/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err5 = {instancePath:instancePath+"/cursorField",schemaPath:"#/properties/cursorField/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.destinationSyncMode !== undefined){
let data3 = data.destinationSyncMode;
if(typeof data3 !== "string"){
const err6 = {instancePath:instancePath+"/destinationSyncMode",schemaPath:"schema:DestinationSyncMode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((data3 === "append") || (data3 === "overwrite")) || (data3 === "append_dedup"))){
const err7 = {instancePath:instancePath+"/destinationSyncMode",schemaPath:"schema:DestinationSyncMode/enum",keyword:"enum",params:{allowedValues: schema61.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.primaryKey !== undefined){
let data4 = data.primaryKey;
if(Array.isArray(data4)){
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
if(Array.isArray(data5)){
const len2 = data5.length;
for(let i2=0; i2<len2; i2++){
if(typeof data5[i2] !== "string"){
const err8 = {instancePath:instancePath+"/primaryKey/" + i1+"/" + i2,schemaPath:"#/properties/primaryKey/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err9 = {instancePath:instancePath+"/primaryKey/" + i1,schemaPath:"#/properties/primaryKey/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err10 = {instancePath:instancePath+"/primaryKey",schemaPath:"#/properties/primaryKey/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.aliasName !== undefined){
let data7 = data.aliasName;
if(typeof data7 === "string"){
if(func0(data7) > 256){
const err11 = {instancePath:instancePath+"/aliasName",schemaPath:"#/properties/aliasName/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
const err12 = {instancePath:instancePath+"/aliasName",schemaPath:"#/properties/aliasName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.selected !== undefined){
if(typeof data.selected !== "boolean"){
const err13 = {instancePath:instancePath+"/selected",schemaPath:"#/properties/selected/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.fieldSelectionEnabled !== undefined){
if(typeof data.fieldSelectionEnabled !== "boolean"){
const err14 = {instancePath:instancePath+"/fieldSelectionEnabled",schemaPath:"#/properties/fieldSelectionEnabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.selectedFields !== undefined){
let data10 = data.selectedFields;
if(Array.isArray(data10)){
const len3 = data10.length;
for(let i3=0; i3<len3; i3++){
let data11 = data10[i3];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.fieldPath !== undefined){
let data12 = data11.fieldPath;
if(Array.isArray(data12)){
const len4 = data12.length;
for(let i4=0; i4<len4; i4++){
if(typeof data12[i4] !== "string"){
const err15 = {instancePath:instancePath+"/selectedFields/" + i3+"/fieldPath/" + i4,schemaPath:"#/properties/selectedFields/items/properties/fieldPath/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err16 = {instancePath:instancePath+"/selectedFields/" + i3+"/fieldPath",schemaPath:"#/properties/selectedFields/items/properties/fieldPath/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err17 = {instancePath:instancePath+"/selectedFields/" + i3,schemaPath:"#/properties/selectedFields/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err18 = {instancePath:instancePath+"/selectedFields",schemaPath:"#/properties/selectedFields/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate53.errors = vErrors;
return errors === 0;
}


function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.stream !== undefined){
if(!(validate51(data.stream, {instancePath:instancePath+"/stream",parentData:data,parentDataProperty:"stream",rootData}))){
vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
errors = vErrors.length;
}
}
if(data.config !== undefined){
if(!(validate53(data.config, {instancePath:instancePath+"/config",parentData:data,parentDataProperty:"config",rootData}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate50.errors = vErrors;
return errors === 0;
}


function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.streams === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "streams"},message:"must have required property '"+"streams"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.streams !== undefined){
let data0 = data.streams;
if(Array.isArray(data0)){
if(data0.length > 500){
const err1 = {instancePath:instancePath+"/streams",schemaPath:"#/properties/streams/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items"};
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
if(!(validate50(data0[i0], {instancePath:instancePath+"/streams/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath:instancePath+"/streams",schemaPath:"#/properties/streams/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate49.errors = vErrors;
return errors === 0;
}

const schema64 = {"type":"object","properties":{"basicSchedule":{"$ref":"schema:ConnectionSchedule"},"cron":{"type":"object","required":["cronExpression","cronTimeZone"],"properties":{"cronExpression":{"type":"string","pattern":"^\\s*\\S+(\\s+\\S+){5,6}\\s*$","maxLength":256},"cronTimeZone":{"type":"string","minLength":1,"maxLength":64}}}}};
const pattern0 = new RegExp("^\\s*\\S+(\\s+\\S+){5,6}\\s*$", "u");

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.basicSchedule !== undefined){
let data0 = data.basicSchedule;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.units === undefined){
const err0 = {instancePath:instancePath+"/basicSchedule",schemaPath:"schema:ConnectionSchedule/required",keyword:"required",params:{missingProperty: "units"},message:"must have required property '"+"units"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.timeUnit === undefined){
const err1 = {instancePath:instancePath+"/basicSchedule",schemaPath:"schema:ConnectionSchedule/required",keyword:"required",params:{missingProperty: "timeUnit"},message:"must have required property '"+"timeUnit"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.units !== undefined){
let data1 = data0.units;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err2 = {instancePath:instancePath+"/basicSchedule/units",schemaPath:"schema:ConnectionSchedule/properties/units/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 1000000 || isNaN(data1)){
const err3 = {instancePath:instancePath+"/basicSchedule/units",schemaPath:"schema:ConnectionSchedule/properties/units/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/basicSchedule/units",schemaPath:"schema:ConnectionSchedule/properties/units/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(formats0.validate(data1))){
const err5 = {instancePath:instancePath+"/basicSchedule/units",schemaPath:"schema:ConnectionSchedule/properties/units/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
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
if(data0.timeUnit !== undefined){
let data2 = data0.timeUnit;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/basicSchedule/timeUnit",schemaPath:"schema:ConnectionSchedule/properties/timeUnit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((((data2 === "minutes") || (data2 === "hours")) || (data2 === "days")) || (data2 === "weeks")) || (data2 === "months"))){
const err7 = {instancePath:instancePath+"/basicSchedule/timeUnit",schemaPath:"schema:ConnectionSchedule/properties/timeUnit/enum",keyword:"enum",params:{allowedValues: schema62.properties.timeUnit.enum},message:"must be equal to one of the allowed values"};
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
const err8 = {instancePath:instancePath+"/basicSchedule",schemaPath:"schema:ConnectionSchedule/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.cron !== undefined){
let data3 = data.cron;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.cronExpression === undefined){
const err9 = {instancePath:instancePath+"/cron",schemaPath:"#/properties/cron/required",keyword:"required",params:{missingProperty: "cronExpression"},message:"must have required property '"+"cronExpression"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data3.cronTimeZone === undefined){
const err10 = {instancePath:instancePath+"/cron",schemaPath:"#/properties/cron/required",keyword:"required",params:{missingProperty: "cronTimeZone"},message:"must have required property '"+"cronTimeZone"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3.cronExpression !== undefined){
let data4 = data3.cronExpression;
if(typeof data4 === "string"){
if(func0(data4) > 256){
const err11 = {instancePath:instancePath+"/cron/cronExpression",schemaPath:"#/properties/cron/properties/cronExpression/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern0.test(data4)){
const err12 = {instancePath:instancePath+"/cron/cronExpression",schemaPath:"#/properties/cron/properties/cronExpression/pattern",keyword:"pattern",params:{pattern: "^\\s*\\S+(\\s+\\S+){5,6}\\s*$"},message:"must match pattern \""+"^\\s*\\S+(\\s+\\S+){5,6}\\s*$"+"\""};
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
const err13 = {instancePath:instancePath+"/cron/cronExpression",schemaPath:"#/properties/cron/properties/cronExpression/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data3.cronTimeZone !== undefined){
let data5 = data3.cronTimeZone;
if(typeof data5 === "string"){
if(func0(data5) > 64){
const err14 = {instancePath:instancePath+"/cron/cronTimeZone",schemaPath:"#/properties/cron/properties/cronTimeZone/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func0(data5) < 1){
const err15 = {instancePath:instancePath+"/cron/cronTimeZone",schemaPath:"#/properties/cron/properties/cronTimeZone/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err16 = {instancePath:instancePath+"/cron/cronTimeZone",schemaPath:"#/properties/cron/properties/cronTimeZone/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err17 = {instancePath:instancePath+"/cron",schemaPath:"#/properties/cron/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate57.errors = vErrors;
return errors === 0;
}


function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.connectionId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "connectionId"},message:"must have required property '"+"connectionId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.sourceId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sourceId"},message:"must have required property '"+"sourceId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.destinationId === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "destinationId"},message:"must have required property '"+"destinationId"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.syncCatalog === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "syncCatalog"},message:"must have required property '"+"syncCatalog"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.status === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.namespaceDefinition === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "namespaceDefinition"},message:"must have required property '"+"namespaceDefinition"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.scheduleType === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "scheduleType"},message:"must have required property '"+"scheduleType"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.geography === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "geography"},message:"must have required property '"+"geography"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.breakingChange === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "breakingChange"},message:"must have required property '"+"breakingChange"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.notifySchemaChanges === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "notifySchemaChanges"},message:"must have required property '"+"notifySchemaChanges"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.nonBreakingChangesPreference === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nonBreakingChangesPreference"},message:"must have required property '"+"nonBreakingChangesPreference"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.connectionId !== undefined){
let data0 = data.connectionId;
if(typeof data0 === "string"){
if(!(formats52.test(data0))){
const err12 = {instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err13 = {instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err14 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.namespaceDefinition !== undefined){
let data2 = data.namespaceDefinition;
if(typeof data2 !== "string"){
const err15 = {instancePath:instancePath+"/namespaceDefinition",schemaPath:"schema:NamespaceDefinitionType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(((data2 === "source") || (data2 === "destination")) || (data2 === "customformat"))){
const err16 = {instancePath:instancePath+"/namespaceDefinition",schemaPath:"schema:NamespaceDefinitionType/enum",keyword:"enum",params:{allowedValues: schema51.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.namespaceFormat !== undefined){
if(typeof data.namespaceFormat !== "string"){
const err17 = {instancePath:instancePath+"/namespaceFormat",schemaPath:"#/properties/namespaceFormat/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.prefix !== undefined){
if(typeof data.prefix !== "string"){
const err18 = {instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.sourceId !== undefined){
let data5 = data.sourceId;
if(typeof data5 === "string"){
if(!(formats52.test(data5))){
const err19 = {instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err20 = {instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.destinationId !== undefined){
let data6 = data.destinationId;
if(typeof data6 === "string"){
if(!(formats52.test(data6))){
const err21 = {instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err22 = {instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.operationIds !== undefined){
let data7 = data.operationIds;
if(Array.isArray(data7)){
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
if(typeof data8 === "string"){
if(!(formats52.test(data8))){
const err23 = {instancePath:instancePath+"/operationIds/" + i0,schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err24 = {instancePath:instancePath+"/operationIds/" + i0,schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err25 = {instancePath:instancePath+"/operationIds",schemaPath:"#/properties/operationIds/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.syncCatalog !== undefined){
if(!(validate49(data.syncCatalog, {instancePath:instancePath+"/syncCatalog",parentData:data,parentDataProperty:"syncCatalog",rootData}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
}
if(data.schedule !== undefined){
let data10 = data.schedule;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.units === undefined){
const err26 = {instancePath:instancePath+"/schedule",schemaPath:"schema:ConnectionSchedule/required",keyword:"required",params:{missingProperty: "units"},message:"must have required property '"+"units"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data10.timeUnit === undefined){
const err27 = {instancePath:instancePath+"/schedule",schemaPath:"schema:ConnectionSchedule/required",keyword:"required",params:{missingProperty: "timeUnit"},message:"must have required property '"+"timeUnit"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data10.units !== undefined){
let data11 = data10.units;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err28 = {instancePath:instancePath+"/schedule/units",schemaPath:"schema:ConnectionSchedule/properties/units/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 1000000 || isNaN(data11)){
const err29 = {instancePath:instancePath+"/schedule/units",schemaPath:"schema:ConnectionSchedule/properties/units/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data11 < 1 || isNaN(data11)){
const err30 = {instancePath:instancePath+"/schedule/units",schemaPath:"schema:ConnectionSchedule/properties/units/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(!(formats0.validate(data11))){
const err31 = {instancePath:instancePath+"/schedule/units",schemaPath:"schema:ConnectionSchedule/properties/units/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
if(data10.timeUnit !== undefined){
let data12 = data10.timeUnit;
if(typeof data12 !== "string"){
const err32 = {instancePath:instancePath+"/schedule/timeUnit",schemaPath:"schema:ConnectionSchedule/properties/timeUnit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!(((((data12 === "minutes") || (data12 === "hours")) || (data12 === "days")) || (data12 === "weeks")) || (data12 === "months"))){
const err33 = {instancePath:instancePath+"/schedule/timeUnit",schemaPath:"schema:ConnectionSchedule/properties/timeUnit/enum",keyword:"enum",params:{allowedValues: schema62.properties.timeUnit.enum},message:"must be equal to one of the allowed values"};
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
const err34 = {instancePath:instancePath+"/schedule",schemaPath:"schema:ConnectionSchedule/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.scheduleType !== undefined){
let data13 = data.scheduleType;
if(typeof data13 !== "string"){
const err35 = {instancePath:instancePath+"/scheduleType",schemaPath:"schema:ConnectionScheduleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!(((data13 === "manual") || (data13 === "basic")) || (data13 === "cron"))){
const err36 = {instancePath:instancePath+"/scheduleType",schemaPath:"schema:ConnectionScheduleType/enum",keyword:"enum",params:{allowedValues: schema63.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.scheduleData !== undefined){
if(!(validate57(data.scheduleData, {instancePath:instancePath+"/scheduleData",parentData:data,parentDataProperty:"scheduleData",rootData}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
if(data.status !== undefined){
let data15 = data.status;
if(typeof data15 !== "string"){
const err37 = {instancePath:instancePath+"/status",schemaPath:"schema:ConnectionStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!(((data15 === "active") || (data15 === "inactive")) || (data15 === "deprecated"))){
const err38 = {instancePath:instancePath+"/status",schemaPath:"schema:ConnectionStatus/enum",keyword:"enum",params:{allowedValues: schema66.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.resourceRequirements !== undefined){
let data16 = data.resourceRequirements;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.cpu_request !== undefined){
let data17 = data16.cpu_request;
if(typeof data17 === "string"){
if(func0(data17) > 32){
const err39 = {instancePath:instancePath+"/resourceRequirements/cpu_request",schemaPath:"schema:ResourceRequirements/properties/cpu_request/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/resourceRequirements/cpu_request",schemaPath:"schema:ResourceRequirements/properties/cpu_request/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data16.cpu_limit !== undefined){
let data18 = data16.cpu_limit;
if(typeof data18 === "string"){
if(func0(data18) > 32){
const err41 = {instancePath:instancePath+"/resourceRequirements/cpu_limit",schemaPath:"schema:ResourceRequirements/properties/cpu_limit/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/resourceRequirements/cpu_limit",schemaPath:"schema:ResourceRequirements/properties/cpu_limit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data16.memory_request !== undefined){
let data19 = data16.memory_request;
if(typeof data19 === "string"){
if(func0(data19) > 32){
const err43 = {instancePath:instancePath+"/resourceRequirements/memory_request",schemaPath:"schema:ResourceRequirements/properties/memory_request/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/resourceRequirements/memory_request",schemaPath:"schema:ResourceRequirements/properties/memory_request/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data16.memory_limit !== undefined){
let data20 = data16.memory_limit;
if(typeof data20 === "string"){
if(func0(data20) > 32){
const err45 = {instancePath:instancePath+"/resourceRequirements/memory_limit",schemaPath:"schema:ResourceRequirements/properties/memory_limit/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/resourceRequirements/memory_limit",schemaPath:"schema:ResourceRequirements/properties/memory_limit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath:instancePath+"/resourceRequirements",schemaPath:"schema:ResourceRequirements/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.sourceCatalogId !== undefined){
let data21 = data.sourceCatalogId;
if(typeof data21 === "string"){
if(!(formats52.test(data21))){
const err48 = {instancePath:instancePath+"/sourceCatalogId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/sourceCatalogId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.geography !== undefined){
let data22 = data.geography;
if(typeof data22 !== "string"){
const err50 = {instancePath:instancePath+"/geography",schemaPath:"schema:Geography/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(!(((data22 === "auto") || (data22 === "us")) || (data22 === "eu"))){
const err51 = {instancePath:instancePath+"/geography",schemaPath:"schema:Geography/enum",keyword:"enum",params:{allowedValues: schema69.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.breakingChange !== undefined){
if(typeof data.breakingChange !== "boolean"){
const err52 = {instancePath:instancePath+"/breakingChange",schemaPath:"#/properties/breakingChange/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.notifySchemaChanges !== undefined){
if(typeof data.notifySchemaChanges !== "boolean"){
const err53 = {instancePath:instancePath+"/notifySchemaChanges",schemaPath:"#/properties/notifySchemaChanges/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.nonBreakingChangesPreference !== undefined){
let data25 = data.nonBreakingChangesPreference;
if(typeof data25 !== "string"){
const err54 = {instancePath:instancePath+"/nonBreakingChangesPreference",schemaPath:"schema:NonBreakingChangesPreference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(!((data25 === "ignore") || (data25 === "disable"))){
const err55 = {instancePath:instancePath+"/nonBreakingChangesPreference",schemaPath:"schema:NonBreakingChangesPreference/enum",keyword:"enum",params:{allowedValues: schema70.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
validate48.errors = vErrors;
return errors === 0;
}

exports.res_ConnectionReadList = validate59;
const schema71 = {"type":"object","required":["connections"],"properties":{"connections":{"type":"array","items":{"$ref":"schema:ConnectionRead"}}}};

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.connections === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "connections"},message:"must have required property '"+"connections"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.connections !== undefined){
let data0 = data.connections;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate48(data0[i0], {instancePath:instancePath+"/connections/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/connections",schemaPath:"#/properties/connections/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate59.errors = vErrors;
return errors === 0;
}

exports.res_WebBackendConnectionRead = validate61;
const schema72 = {"allOf":[{"$ref":"schema:ConnectionRead"},{"type":"object","required":["source","destination","isSyncing","schemaChange"],"properties":{"source":{"$ref":"schema:SourceRead"},"destination":{"$ref":"schema:DestinationRead"},"operations":{"type":"array","items":{"$ref":"schema:OperationRead"}},"latestSyncJobCreatedAt":{"type":"integer","format":"int64"},"latestSyncJobStatus":{"$ref":"schema:JobStatus"},"isSyncing":{"type":"boolean"},"catalogId":{"$ref":"schema:Id"},"catalogDiff":{"$ref":"schema:CatalogDiff"},"schemaChange":{"$ref":"schema:SchemaChange"}}}]};
const schema92 = {"type":"string","enum":["no_change","non_breaking","breaking"]};
const schema73 = {"type":"object","required":["sourceDefinitionId","sourceId","workspaceId","connectionConfiguration","name","sourceName"],"properties":{"sourceDefinitionId":{"$ref":"schema:Id"},"sourceId":{"$ref":"schema:Id"},"workspaceId":{"$ref":"schema:Id"},"connectionConfiguration":{"$ref":"schema:ConnectionConfiguration"},"name":{"type":"string"},"sourceName":{"type":"string"},"icon":{"type":"string"}}};
const schema77 = {"type":"object","additionalProperties":true};

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sourceDefinitionId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sourceDefinitionId"},message:"must have required property '"+"sourceDefinitionId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.sourceId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sourceId"},message:"must have required property '"+"sourceId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.workspaceId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workspaceId"},message:"must have required property '"+"workspaceId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.connectionConfiguration === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "connectionConfiguration"},message:"must have required property '"+"connectionConfiguration"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.name === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.sourceName === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sourceName"},message:"must have required property '"+"sourceName"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.sourceDefinitionId !== undefined){
let data0 = data.sourceDefinitionId;
if(typeof data0 === "string"){
if(!(formats52.test(data0))){
const err6 = {instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err7 = {instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.sourceId !== undefined){
let data1 = data.sourceId;
if(typeof data1 === "string"){
if(!(formats52.test(data1))){
const err8 = {instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err9 = {instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.workspaceId !== undefined){
let data2 = data.workspaceId;
if(typeof data2 === "string"){
if(!(formats52.test(data2))){
const err10 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err11 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.connectionConfiguration !== undefined){
let data3 = data.connectionConfiguration;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err12 = {instancePath:instancePath+"/connectionConfiguration",schemaPath:"schema:ConnectionConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err13 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.sourceName !== undefined){
if(typeof data.sourceName !== "string"){
const err14 = {instancePath:instancePath+"/sourceName",schemaPath:"#/properties/sourceName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.icon !== undefined){
if(typeof data.icon !== "string"){
const err15 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate63.errors = vErrors;
return errors === 0;
}

const schema78 = {"type":"object","required":["destinationDefinitionId","destinationId","workspaceId","connectionConfiguration","name","destinationName"],"properties":{"destinationDefinitionId":{"$ref":"schema:Id"},"destinationId":{"$ref":"schema:Id"},"workspaceId":{"$ref":"schema:Id"},"connectionConfiguration":{"$ref":"schema:ConnectionConfiguration"},"name":{"type":"string"},"destinationName":{"type":"string"},"icon":{"type":"string"}}};

function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.destinationDefinitionId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "destinationDefinitionId"},message:"must have required property '"+"destinationDefinitionId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.destinationId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "destinationId"},message:"must have required property '"+"destinationId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.workspaceId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workspaceId"},message:"must have required property '"+"workspaceId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.connectionConfiguration === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "connectionConfiguration"},message:"must have required property '"+"connectionConfiguration"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.name === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.destinationName === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "destinationName"},message:"must have required property '"+"destinationName"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.destinationDefinitionId !== undefined){
let data0 = data.destinationDefinitionId;
if(typeof data0 === "string"){
if(!(formats52.test(data0))){
const err6 = {instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err7 = {instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.destinationId !== undefined){
let data1 = data.destinationId;
if(typeof data1 === "string"){
if(!(formats52.test(data1))){
const err8 = {instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err9 = {instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.workspaceId !== undefined){
let data2 = data.workspaceId;
if(typeof data2 === "string"){
if(!(formats52.test(data2))){
const err10 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err11 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.connectionConfiguration !== undefined){
let data3 = data.connectionConfiguration;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err12 = {instancePath:instancePath+"/connectionConfiguration",schemaPath:"schema:ConnectionConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err13 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.destinationName !== undefined){
if(typeof data.destinationName !== "string"){
const err14 = {instancePath:instancePath+"/destinationName",schemaPath:"#/properties/destinationName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.icon !== undefined){
if(typeof data.icon !== "string"){
const err15 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"};
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

const schema83 = {"type":"object","required":["workspaceId","operationId","name","operatorConfiguration"],"properties":{"workspaceId":{"$ref":"schema:Id"},"operationId":{"$ref":"schema:Id"},"name":{"type":"string"},"operatorConfiguration":{"$ref":"schema:OperatorConfiguration"}}};
const schema86 = {"type":"object","required":["operatorType"],"properties":{"operatorType":{"type":"string","enum":["normalization","dbt","webhook"]},"normalization":{"type":"object","properties":{"option":{"type":"string","enum":["basic"]}}},"dbt":{"type":"object","required":["gitRepoUrl"],"properties":{"gitRepoUrl":{"type":"string","maxLength":2048},"gitRepoBranch":{"type":"string","maxLength":256},"dockerImage":{"type":"string","maxLength":256},"dbtArguments":{"type":"string","maxLength":4096}}},"webhook":{"type":"object","properties":{"webhookConfigId":{"$ref":"schema:Id"},"webhookType":{"type":"string","enum":["dbtCloud"]},"dbtCloud":{"type":"object","required":["accountId","jobId"],"properties":{"accountId":{"type":"integer","minimum":1,"maximum":2147483647},"jobId":{"type":"integer","minimum":1,"maximum":2147483647}}},"executionUrl":{"type":"string","maxLength":2048},"executionBody":{"type":"string","maxLength":65536}}}}};

function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.operatorType === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "operatorType"},message:"must have required property '"+"operatorType"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.operatorType !== undefined){
let data0 = data.operatorType;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/operatorType",schemaPath:"#/properties/operatorType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(((data0 === "normalization") || (data0 === "dbt")) || (data0 === "webhook"))){
const err2 = {instancePath:instancePath+"/operatorType",schemaPath:"#/properties/operatorType/enum",keyword:"enum",params:{allowedValues: schema86.properties.operatorType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.normalization !== undefined){
let data1 = data.normalization;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.option !== undefined){
let data2 = data1.option;
if(typeof data2 !== "string"){
const err3 = {instancePath:instancePath+"/normalization/option",schemaPath:"#/properties/normalization/properties/option/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(data2 === "basic")){
const err4 = {instancePath:instancePath+"/normalization/option",schemaPath:"#/properties/normalization/properties/option/enum",keyword:"enum",params:{allowedValues: schema86.properties.normalization.properties.option.enum},message:"must be equal to one of the allowed values"};
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
const err5 = {instancePath:instancePath+"/normalization",schemaPath:"#/properties/normalization/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.dbt !== undefined){
let data3 = data.dbt;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.gitRepoUrl === undefined){
const err6 = {instancePath:instancePath+"/dbt",schemaPath:"#/properties/dbt/required",keyword:"required",params:{missingProperty: "gitRepoUrl"},message:"must have required property '"+"gitRepoUrl"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data3.gitRepoUrl !== undefined){
let data4 = data3.gitRepoUrl;
if(typeof data4 === "string"){
if(func0(data4) > 2048){
const err7 = {instancePath:instancePath+"/dbt/gitRepoUrl",schemaPath:"#/properties/dbt/properties/gitRepoUrl/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
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
const err8 = {instancePath:instancePath+"/dbt/gitRepoUrl",schemaPath:"#/properties/dbt/properties/gitRepoUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data3.gitRepoBranch !== undefined){
let data5 = data3.gitRepoBranch;
if(typeof data5 === "string"){
if(func0(data5) > 256){
const err9 = {instancePath:instancePath+"/dbt/gitRepoBranch",schemaPath:"#/properties/dbt/properties/gitRepoBranch/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
const err10 = {instancePath:instancePath+"/dbt/gitRepoBranch",schemaPath:"#/properties/dbt/properties/gitRepoBranch/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data3.dockerImage !== undefined){
let data6 = data3.dockerImage;
if(typeof data6 === "string"){
if(func0(data6) > 256){
const err11 = {instancePath:instancePath+"/dbt/dockerImage",schemaPath:"#/properties/dbt/properties/dockerImage/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
const err12 = {instancePath:instancePath+"/dbt/dockerImage",schemaPath:"#/properties/dbt/properties/dockerImage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data3.dbtArguments !== undefined){
let data7 = data3.dbtArguments;
if(typeof data7 === "string"){
if(func0(data7) > 4096){
const err13 = {instancePath:instancePath+"/dbt/dbtArguments",schemaPath:"#/properties/dbt/properties/dbtArguments/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
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
const err14 = {instancePath:instancePath+"/dbt/dbtArguments",schemaPath:"#/properties/dbt/properties/dbtArguments/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err15 = {instancePath:instancePath+"/dbt",schemaPath:"#/properties/dbt/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.webhook !== undefined){
let data8 = data.webhook;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.webhookConfigId !== undefined){
let data9 = data8.webhookConfigId;
if(typeof data9 === "string"){
if(!(formats52.test(data9))){
const err16 = {instancePath:instancePath+"/webhook/webhookConfigId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err17 = {instancePath:instancePath+"/webhook/webhookConfigId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data8.webhookType !== undefined){
let data10 = data8.webhookType;
if(typeof data10 !== "string"){
const err18 = {instancePath:instancePath+"/webhook/webhookType",schemaPath:"#/properties/webhook/properties/webhookType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(data10 === "dbtCloud")){
const err19 = {instancePath:instancePath+"/webhook/webhookType",schemaPath:"#/properties/webhook/properties/webhookType/enum",keyword:"enum",params:{allowedValues: schema86.properties.webhook.properties.webhookType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data8.dbtCloud !== undefined){
let data11 = data8.dbtCloud;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.accountId === undefined){
const err20 = {instancePath:instancePath+"/webhook/dbtCloud",schemaPath:"#/properties/webhook/properties/dbtCloud/required",keyword:"required",params:{missingProperty: "accountId"},message:"must have required property '"+"accountId"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data11.jobId === undefined){
const err21 = {instancePath:instancePath+"/webhook/dbtCloud",schemaPath:"#/properties/webhook/properties/dbtCloud/required",keyword:"required",params:{missingProperty: "jobId"},message:"must have required property '"+"jobId"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data11.accountId !== undefined){
let data12 = data11.accountId;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err22 = {instancePath:instancePath+"/webhook/dbtCloud/accountId",schemaPath:"#/properties/webhook/properties/dbtCloud/properties/accountId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 2147483647 || isNaN(data12)){
const err23 = {instancePath:instancePath+"/webhook/dbtCloud/accountId",schemaPath:"#/properties/webhook/properties/dbtCloud/properties/accountId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data12 < 1 || isNaN(data12)){
const err24 = {instancePath:instancePath+"/webhook/dbtCloud/accountId",schemaPath:"#/properties/webhook/properties/dbtCloud/properties/accountId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data11.jobId !== undefined){
let data13 = data11.jobId;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err25 = {instancePath:instancePath+"/webhook/dbtCloud/jobId",schemaPath:"#/properties/webhook/properties/dbtCloud/properties/jobId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 2147483647 || isNaN(data13)){
const err26 = {instancePath:instancePath+"/webhook/dbtCloud/jobId",schemaPath:"#/properties/webhook/properties/dbtCloud/properties/jobId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data13 < 1 || isNaN(data13)){
const err27 = {instancePath:instancePath+"/webhook/dbtCloud/jobId",schemaPath:"#/properties/webhook/properties/dbtCloud/properties/jobId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
}
else {
const err28 = {instancePath:instancePath+"/webhook/dbtCloud",schemaPath:"#/properties/webhook/properties/dbtCloud/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data8.executionUrl !== undefined){
let data14 = data8.executionUrl;
if(typeof data14 === "string"){
if(func0(data14) > 2048){
const err29 = {instancePath:instancePath+"/webhook/executionUrl",schemaPath:"#/properties/webhook/properties/executionUrl/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/webhook/executionUrl",schemaPath:"#/properties/webhook/properties/executionUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data8.executionBody !== undefined){
let data15 = data8.executionBody;
if(typeof data15 === "string"){
if(func0(data15) > 65536){
const err31 = {instancePath:instancePath+"/webhook/executionBody",schemaPath:"#/properties/webhook/properties/executionBody/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/webhook/executionBody",schemaPath:"#/properties/webhook/properties/executionBody/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err33 = {instancePath:instancePath+"/webhook",schemaPath:"#/properties/webhook/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err34 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
validate68.errors = vErrors;
return errors === 0;
}


function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.workspaceId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workspaceId"},message:"must have required property '"+"workspaceId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.operationId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "operationId"},message:"must have required property '"+"operationId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.operatorConfiguration === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "operatorConfiguration"},message:"must have required property '"+"operatorConfiguration"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.workspaceId !== undefined){
let data0 = data.workspaceId;
if(typeof data0 === "string"){
if(!(formats52.test(data0))){
const err4 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err5 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.operationId !== undefined){
let data1 = data.operationId;
if(typeof data1 === "string"){
if(!(formats52.test(data1))){
const err6 = {instancePath:instancePath+"/operationId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err7 = {instancePath:instancePath+"/operationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.operatorConfiguration !== undefined){
if(!(validate68(data.operatorConfiguration, {instancePath:instancePath+"/operatorConfiguration",parentData:data,parentDataProperty:"operatorConfiguration",rootData}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
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
validate67.errors = vErrors;
return errors === 0;
}

const schema90 = {"type":"object","required":["transforms"],"properties":{"transforms":{"type":"array","items":{"type":"object","required":["transformType","streamDescriptor"],"properties":{"transformType":{"type":"string","enum":["add_stream","remove_stream","update_stream"]},"streamDescriptor":{"$ref":"schema:StreamDescriptor"},"updateStream":{"type":"array","items":{"type":"object","required":["transformType","fieldName","breaking"],"properties":{"transformType":{"type":"string","enum":["add_field","remove_field","update_field_schema"]},"fieldName":{"type":"array","items":{"type":"string"}},"breaking":{"type":"boolean"}}}}}}}}};

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.transforms === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "transforms"},message:"must have required property '"+"transforms"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.transforms !== undefined){
let data0 = data.transforms;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.transformType === undefined){
const err1 = {instancePath:instancePath+"/transforms/" + i0,schemaPath:"#/properties/transforms/items/required",keyword:"required",params:{missingProperty: "transformType"},message:"must have required property '"+"transformType"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1.streamDescriptor === undefined){
const err2 = {instancePath:instancePath+"/transforms/" + i0,schemaPath:"#/properties/transforms/items/required",keyword:"required",params:{missingProperty: "streamDescriptor"},message:"must have required property '"+"streamDescriptor"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.transformType !== undefined){
let data2 = data1.transformType;
if(typeof data2 !== "string"){
const err3 = {instancePath:instancePath+"/transforms/" + i0+"/transformType",schemaPath:"#/properties/transforms/items/properties/transformType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(((data2 === "add_stream") || (data2 === "remove_stream")) || (data2 === "update_stream"))){
const err4 = {instancePath:instancePath+"/transforms/" + i0+"/transformType",schemaPath:"#/properties/transforms/items/properties/transformType/enum",keyword:"enum",params:{allowedValues: schema90.properties.transforms.items.properties.transformType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.streamDescriptor !== undefined){
let data3 = data1.streamDescriptor;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.name === undefined){
const err5 = {instancePath:instancePath+"/transforms/" + i0+"/streamDescriptor",schemaPath:"schema:StreamDescriptor/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data3.name !== undefined){
let data4 = data3.name;
if(typeof data4 === "string"){
if(func0(data4) > 256){
const err6 = {instancePath:instancePath+"/transforms/" + i0+"/streamDescriptor/name",schemaPath:"schema:StreamDescriptor/properties/name/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func0(data4) < 1){
const err7 = {instancePath:instancePath+"/transforms/" + i0+"/streamDescriptor/name",schemaPath:"schema:StreamDescriptor/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/transforms/" + i0+"/streamDescriptor/name",schemaPath:"schema:StreamDescriptor/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data3.namespace !== undefined){
let data5 = data3.namespace;
if(typeof data5 === "string"){
if(func0(data5) > 256){
const err9 = {instancePath:instancePath+"/transforms/" + i0+"/streamDescriptor/namespace",schemaPath:"schema:StreamDescriptor/properties/namespace/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
const err10 = {instancePath:instancePath+"/transforms/" + i0+"/streamDescriptor/namespace",schemaPath:"schema:StreamDescriptor/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err11 = {instancePath:instancePath+"/transforms/" + i0+"/streamDescriptor",schemaPath:"schema:StreamDescriptor/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.updateStream !== undefined){
let data6 = data1.updateStream;
if(Array.isArray(data6)){
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
let data7 = data6[i1];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.transformType === undefined){
const err12 = {instancePath:instancePath+"/transforms/" + i0+"/updateStream/" + i1,schemaPath:"#/properties/transforms/items/properties/updateStream/items/required",keyword:"required",params:{missingProperty: "transformType"},message:"must have required property '"+"transformType"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data7.fieldName === undefined){
const err13 = {instancePath:instancePath+"/transforms/" + i0+"/updateStream/" + i1,schemaPath:"#/properties/transforms/items/properties/updateStream/items/required",keyword:"required",params:{missingProperty: "fieldName"},message:"must have required property '"+"fieldName"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data7.breaking === undefined){
const err14 = {instancePath:instancePath+"/transforms/" + i0+"/updateStream/" + i1,schemaPath:"#/properties/transforms/items/properties/updateStream/items/required",keyword:"required",params:{missingProperty: "breaking"},message:"must have required property '"+"breaking"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data7.transformType !== undefined){
let data8 = data7.transformType;
if(typeof data8 !== "string"){
const err15 = {instancePath:instancePath+"/transforms/" + i0+"/updateStream/" + i1+"/transformType",schemaPath:"#/properties/transforms/items/properties/updateStream/items/properties/transformType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(((data8 === "add_field") || (data8 === "remove_field")) || (data8 === "update_field_schema"))){
const err16 = {instancePath:instancePath+"/transforms/" + i0+"/updateStream/" + i1+"/transformType",schemaPath:"#/properties/transforms/items/properties/updateStream/items/properties/transformType/enum",keyword:"enum",params:{allowedValues: schema90.properties.transforms.items.properties.updateStream.items.properties.transformType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data7.fieldName !== undefined){
let data9 = data7.fieldName;
if(Array.isArray(data9)){
const len2 = data9.length;
for(let i2=0; i2<len2; i2++){
if(typeof data9[i2] !== "string"){
const err17 = {instancePath:instancePath+"/transforms/" + i0+"/updateStream/" + i1+"/fieldName/" + i2,schemaPath:"#/properties/transforms/items/properties/updateStream/items/properties/fieldName/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err18 = {instancePath:instancePath+"/transforms/" + i0+"/updateStream/" + i1+"/fieldName",schemaPath:"#/properties/transforms/items/properties/updateStream/items/properties/fieldName/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data7.breaking !== undefined){
if(typeof data7.breaking !== "boolean"){
const err19 = {instancePath:instancePath+"/transforms/" + i0+"/updateStream/" + i1+"/breaking",schemaPath:"#/properties/transforms/items/properties/updateStream/items/properties/breaking/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err20 = {instancePath:instancePath+"/transforms/" + i0+"/updateStream/" + i1,schemaPath:"#/properties/transforms/items/properties/updateStream/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err21 = {instancePath:instancePath+"/transforms/" + i0+"/updateStream",schemaPath:"#/properties/transforms/items/properties/updateStream/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err22 = {instancePath:instancePath+"/transforms/" + i0,schemaPath:"#/properties/transforms/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err23 = {instancePath:instancePath+"/transforms",schemaPath:"#/properties/transforms/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate71.errors = vErrors;
return errors === 0;
}


function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(validate48(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.destination === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "destination"},message:"must have required property '"+"destination"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.isSyncing === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "isSyncing"},message:"must have required property '"+"isSyncing"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.schemaChange === undefined){
const err3 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "schemaChange"},message:"must have required property '"+"schemaChange"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.source !== undefined){
if(!(validate63(data.source, {instancePath:instancePath+"/source",parentData:data,parentDataProperty:"source",rootData}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
if(data.destination !== undefined){
if(!(validate65(data.destination, {instancePath:instancePath+"/destination",parentData:data,parentDataProperty:"destination",rootData}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
}
if(data.operations !== undefined){
let data2 = data.operations;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate67(data2[i0], {instancePath:instancePath+"/operations/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
}
}
else {
const err4 = {instancePath:instancePath+"/operations",schemaPath:"#/allOf/1/properties/operations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.latestSyncJobCreatedAt !== undefined){
let data4 = data.latestSyncJobCreatedAt;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err5 = {instancePath:instancePath+"/latestSyncJobCreatedAt",schemaPath:"#/allOf/1/properties/latestSyncJobCreatedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(!(formats0.validate(data4))){
const err6 = {instancePath:instancePath+"/latestSyncJobCreatedAt",schemaPath:"#/allOf/1/properties/latestSyncJobCreatedAt/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
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
if(data.latestSyncJobStatus !== undefined){
let data5 = data.latestSyncJobStatus;
if(typeof data5 !== "string"){
const err7 = {instancePath:instancePath+"/latestSyncJobStatus",schemaPath:"schema:JobStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((((((data5 === "pending") || (data5 === "running")) || (data5 === "incomplete")) || (data5 === "failed")) || (data5 === "succeeded")) || (data5 === "cancelled"))){
const err8 = {instancePath:instancePath+"/latestSyncJobStatus",schemaPath:"schema:JobStatus/enum",keyword:"enum",params:{allowedValues: schema6.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.isSyncing !== undefined){
if(typeof data.isSyncing !== "boolean"){
const err9 = {instancePath:instancePath+"/isSyncing",schemaPath:"#/allOf/1/properties/isSyncing/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.catalogId !== undefined){
let data7 = data.catalogId;
if(typeof data7 === "string"){
if(!(formats52.test(data7))){
const err10 = {instancePath:instancePath+"/catalogId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err11 = {instancePath:instancePath+"/catalogId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.catalogDiff !== undefined){
if(!(validate71(data.catalogDiff, {instancePath:instancePath+"/catalogDiff",parentData:data,parentDataProperty:"catalogDiff",rootData}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
}
if(data.schemaChange !== undefined){
let data9 = data.schemaChange;
if(typeof data9 !== "string"){
const err12 = {instancePath:instancePath+"/schemaChange",schemaPath:"schema:SchemaChange/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(((data9 === "no_change") || (data9 === "non_breaking")) || (data9 === "breaking"))){
const err13 = {instancePath:instancePath+"/schemaChange",schemaPath:"schema:SchemaChange/enum",keyword:"enum",params:{allowedValues: schema92.enum},message:"must be equal to one of the allowed values"};
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
const err14 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate61.errors = vErrors;
return errors === 0;
}

exports.res_WebBackendConnectionReadList = validate73;
const schema93 = {"type":"object","required":["connections"],"properties":{"connections":{"type":"array","items":{"$ref":"schema:WebBackendConnectionListItem"}}}};
const schema94 = {"type":"object","required":["connectionId","name","sourceId","destinationId","status","source","destination","isSyncing","schemaChange"],"properties":{"connectionId":{"$ref":"schema:Id"},"name":{"type":"string"},"sourceId":{"$ref":"schema:Id"},"destinationId":{"$ref":"schema:Id"},"status":{"$ref":"schema:ConnectionStatus"},"scheduleType":{"$ref":"schema:ConnectionScheduleType"},"scheduleData":{"$ref":"schema:ConnectionScheduleData"},"source":{"$ref":"schema:ActorSnippetRead"},"destination":{"$ref":"schema:ActorSnippetRead"},"latestSyncJobCreatedAt":{"type":"integer","format":"int64"},"latestSyncJobStatus":{"$ref":"schema:JobStatus"},"isSyncing":{"type":"boolean"},"schemaChange":{"$ref":"schema:SchemaChange"}}};
const schema100 = {"type":"object","required":["name","definitionName"],"properties":{"sourceId":{"$ref":"schema:Id"},"sourceDefinitionId":{"$ref":"schema:Id"},"sourceName":{"type":"string"},"destinationId":{"$ref":"schema:Id"},"destinationDefinitionId":{"$ref":"schema:Id"},"destinationName":{"type":"string"},"name":{"type":"string"},"definitionName":{"type":"string"},"icon":{"type":"string"}}};

function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.definitionName === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "definitionName"},message:"must have required property '"+"definitionName"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.sourceId !== undefined){
let data0 = data.sourceId;
if(typeof data0 === "string"){
if(!(formats52.test(data0))){
const err2 = {instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err3 = {instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.sourceDefinitionId !== undefined){
let data1 = data.sourceDefinitionId;
if(typeof data1 === "string"){
if(!(formats52.test(data1))){
const err4 = {instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err5 = {instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.sourceName !== undefined){
if(typeof data.sourceName !== "string"){
const err6 = {instancePath:instancePath+"/sourceName",schemaPath:"#/properties/sourceName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.destinationId !== undefined){
let data3 = data.destinationId;
if(typeof data3 === "string"){
if(!(formats52.test(data3))){
const err7 = {instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err8 = {instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.destinationDefinitionId !== undefined){
let data4 = data.destinationDefinitionId;
if(typeof data4 === "string"){
if(!(formats52.test(data4))){
const err9 = {instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err10 = {instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.destinationName !== undefined){
if(typeof data.destinationName !== "string"){
const err11 = {instancePath:instancePath+"/destinationName",schemaPath:"#/properties/destinationName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err12 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.definitionName !== undefined){
if(typeof data.definitionName !== "string"){
const err13 = {instancePath:instancePath+"/definitionName",schemaPath:"#/properties/definitionName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.icon !== undefined){
if(typeof data.icon !== "string"){
const err14 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate76.errors = vErrors;
return errors === 0;
}


function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.connectionId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "connectionId"},message:"must have required property '"+"connectionId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.sourceId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sourceId"},message:"must have required property '"+"sourceId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.destinationId === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "destinationId"},message:"must have required property '"+"destinationId"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.status === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.source === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.destination === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "destination"},message:"must have required property '"+"destination"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.isSyncing === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isSyncing"},message:"must have required property '"+"isSyncing"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.schemaChange === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schemaChange"},message:"must have required property '"+"schemaChange"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.connectionId !== undefined){
let data0 = data.connectionId;
if(typeof data0 === "string"){
if(!(formats52.test(data0))){
const err9 = {instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err10 = {instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err11 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.sourceId !== undefined){
let data2 = data.sourceId;
if(typeof data2 === "string"){
if(!(formats52.test(data2))){
const err12 = {instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err13 = {instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.destinationId !== undefined){
let data3 = data.destinationId;
if(typeof data3 === "string"){
if(!(formats52.test(data3))){
const err14 = {instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err15 = {instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.status !== undefined){
let data4 = data.status;
if(typeof data4 !== "string"){
const err16 = {instancePath:instancePath+"/status",schemaPath:"schema:ConnectionStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(((data4 === "active") || (data4 === "inactive")) || (data4 === "deprecated"))){
const err17 = {instancePath:instancePath+"/status",schemaPath:"schema:ConnectionStatus/enum",keyword:"enum",params:{allowedValues: schema66.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.scheduleType !== undefined){
let data5 = data.scheduleType;
if(typeof data5 !== "string"){
const err18 = {instancePath:instancePath+"/scheduleType",schemaPath:"schema:ConnectionScheduleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(((data5 === "manual") || (data5 === "basic")) || (data5 === "cron"))){
const err19 = {instancePath:instancePath+"/scheduleType",schemaPath:"schema:ConnectionScheduleType/enum",keyword:"enum",params:{allowedValues: schema63.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.scheduleData !== undefined){
if(!(validate57(data.scheduleData, {instancePath:instancePath+"/scheduleData",parentData:data,parentDataProperty:"scheduleData",rootData}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
if(data.source !== undefined){
if(!(validate76(data.source, {instancePath:instancePath+"/source",parentData:data,parentDataProperty:"source",rootData}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
}
if(data.destination !== undefined){
if(!(validate76(data.destination, {instancePath:instancePath+"/destination",parentData:data,parentDataProperty:"destination",rootData}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
}
if(data.latestSyncJobCreatedAt !== undefined){
let data9 = data.latestSyncJobCreatedAt;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err20 = {instancePath:instancePath+"/latestSyncJobCreatedAt",schemaPath:"#/properties/latestSyncJobCreatedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(!(formats0.validate(data9))){
const err21 = {instancePath:instancePath+"/latestSyncJobCreatedAt",schemaPath:"#/properties/latestSyncJobCreatedAt/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
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
if(data.latestSyncJobStatus !== undefined){
let data10 = data.latestSyncJobStatus;
if(typeof data10 !== "string"){
const err22 = {instancePath:instancePath+"/latestSyncJobStatus",schemaPath:"schema:JobStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!((((((data10 === "pending") || (data10 === "running")) || (data10 === "incomplete")) || (data10 === "failed")) || (data10 === "succeeded")) || (data10 === "cancelled"))){
const err23 = {instancePath:instancePath+"/latestSyncJobStatus",schemaPath:"schema:JobStatus/enum",keyword:"enum",params:{allowedValues: schema6.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.isSyncing !== undefined){
if(typeof data.isSyncing !== "boolean"){
const err24 = {instancePath:instancePath+"/isSyncing",schemaPath:"#/properties/isSyncing/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.schemaChange !== undefined){
let data12 = data.schemaChange;
if(typeof data12 !== "string"){
const err25 = {instancePath:instancePath+"/schemaChange",schemaPath:"schema:SchemaChange/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!(((data12 === "no_change") || (data12 === "non_breaking")) || (data12 === "breaking"))){
const err26 = {instancePath:instancePath+"/schemaChange",schemaPath:"schema:SchemaChange/enum",keyword:"enum",params:{allowedValues: schema92.enum},message:"must be equal to one of the allowed values"};
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
validate74.errors = vErrors;
return errors === 0;
}


function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.connections === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "connections"},message:"must have required property '"+"connections"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.connections !== undefined){
let data0 = data.connections;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate74(data0[i0], {instancePath:instancePath+"/connections/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/connections",schemaPath:"#/properties/connections/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate73.errors = vErrors;
return errors === 0;
}

exports.res_WebBackendCheckUpdatesRead = validate80;
const schema107 = {"type":"object","required":["sourceDefinitions","destinationDefinitions"],"properties":{"sourceDefinitions":{"type":"integer"},"destinationDefinitions":{"type":"integer"}}};

function validate80(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sourceDefinitions === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sourceDefinitions"},message:"must have required property '"+"sourceDefinitions"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.destinationDefinitions === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "destinationDefinitions"},message:"must have required property '"+"destinationDefinitions"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.sourceDefinitions !== undefined){
let data0 = data.sourceDefinitions;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/sourceDefinitions",schemaPath:"#/properties/sourceDefinitions/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.destinationDefinitions !== undefined){
let data1 = data.destinationDefinitions;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/destinationDefinitions",schemaPath:"#/properties/destinationDefinitions/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
validate80.errors = vErrors;
return errors === 0;
}

exports.res_WebBackendGeographiesListResult = validate81;
const schema108 = {"type":"object","required":["geographies"],"properties":{"geographies":{"type":"array","items":{"$ref":"schema:Geography"}}}};

function validate81(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.geographies === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "geographies"},message:"must have required property '"+"geographies"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.geographies !== undefined){
let data0 = data.geographies;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 !== "string"){
const err1 = {instancePath:instancePath+"/geographies/" + i0,schemaPath:"schema:Geography/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(((data1 === "auto") || (data1 === "us")) || (data1 === "eu"))){
const err2 = {instancePath:instancePath+"/geographies/" + i0,schemaPath:"schema:Geography/enum",keyword:"enum",params:{allowedValues: schema69.enum},message:"must be equal to one of the allowed values"};
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
const err3 = {instancePath:instancePath+"/geographies",schemaPath:"#/properties/geographies/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate81.errors = vErrors;
return errors === 0;
}

exports.res_ConnectionStateType = validate82;

function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((data === "global") || (data === "stream")) || (data === "legacy")) || (data === "not_set"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema39.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate82.errors = vErrors;
return errors === 0;
}

exports.res_WebBackendWorkspaceStateResult = validate83;
const schema111 = {"type":"object","required":["hasConnections","hasSources","hasDestinations"],"properties":{"hasConnections":{"type":"boolean"},"hasSources":{"type":"boolean"},"hasDestinations":{"type":"boolean"}}};

function validate83(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.hasConnections === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hasConnections"},message:"must have required property '"+"hasConnections"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.hasSources === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hasSources"},message:"must have required property '"+"hasSources"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.hasDestinations === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hasDestinations"},message:"must have required property '"+"hasDestinations"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.hasConnections !== undefined){
if(typeof data.hasConnections !== "boolean"){
const err3 = {instancePath:instancePath+"/hasConnections",schemaPath:"#/properties/hasConnections/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.hasSources !== undefined){
if(typeof data.hasSources !== "boolean"){
const err4 = {instancePath:instancePath+"/hasSources",schemaPath:"#/properties/hasSources/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.hasDestinations !== undefined){
if(typeof data.hasDestinations !== "boolean"){
const err5 = {instancePath:instancePath+"/hasDestinations",schemaPath:"#/properties/hasDestinations/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate83.errors = vErrors;
return errors === 0;
}

exports.res_ConnectionState = validate35;

exports.res_CheckOperationRead = validate84;
const schema112 = {"type":"object","required":["status"],"properties":{"status":{"type":"string","enum":["succeeded","failed"]},"message":{"type":"string"}}};

function validate84(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.status === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.status !== undefined){
let data0 = data.status;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === "succeeded") || (data0 === "failed"))){
const err2 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema112.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err3 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate84.errors = vErrors;
return errors === 0;
}

exports.res_OperationRead = validate67;

exports.res_OperationReadList = validate85;
const schema113 = {"type":"object","required":["operations"],"properties":{"operations":{"type":"array","items":{"$ref":"schema:OperationRead"}}}};

function validate85(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.operations === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "operations"},message:"must have required property '"+"operations"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.operations !== undefined){
let data0 = data.operations;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate67(data0[i0], {instancePath:instancePath+"/operations/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/operations",schemaPath:"#/properties/operations/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate85.errors = vErrors;
return errors === 0;
}

exports.res_SourceRead = validate63;

exports.res_SourceReadList = validate87;
const schema114 = {"type":"object","required":["sources"],"properties":{"sources":{"type":"array","items":{"$ref":"schema:SourceRead"}}}};

function validate87(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sources === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sources"},message:"must have required property '"+"sources"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.sources !== undefined){
let data0 = data.sources;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate63(data0[i0], {instancePath:instancePath+"/sources/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/sources",schemaPath:"#/properties/sources/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate87.errors = vErrors;
return errors === 0;
}

exports.res_CheckConnectionRead = validate89;
const schema115 = {"type":"object","required":["status","jobInfo"],"properties":{"status":{"type":"string","enum":["succeeded","failed"]},"message":{"type":"string"},"jobInfo":{"$ref":"schema:SynchronousJobRead"}}};
const schema116 = {"type":"object","required":["id","configType","createdAt","endedAt","succeeded"],"properties":{"id":{"$ref":"schema:Id"},"configType":{"$ref":"schema:JobConfigType"},"configId":{"type":"string"},"createdAt":{"type":"integer","format":"int64"},"endedAt":{"type":"integer","format":"int64"},"succeeded":{"type":"boolean"},"connectorConfigurationUpdated":{"type":"boolean"},"logs":{"$ref":"schema:LogRead"}}};

function validate90(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.configType === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "configType"},message:"must have required property '"+"configType"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.createdAt === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.endedAt === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "endedAt"},message:"must have required property '"+"endedAt"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.succeeded === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "succeeded"},message:"must have required property '"+"succeeded"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!(formats52.test(data0))){
const err5 = {instancePath:instancePath+"/id",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err6 = {instancePath:instancePath+"/id",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.configType !== undefined){
let data1 = data.configType;
if(typeof data1 !== "string"){
const err7 = {instancePath:instancePath+"/configType",schemaPath:"schema:JobConfigType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((((((data1 === "check_connection_source") || (data1 === "check_connection_destination")) || (data1 === "discover_schema")) || (data1 === "get_spec")) || (data1 === "sync")) || (data1 === "reset_connection"))){
const err8 = {instancePath:instancePath+"/configType",schemaPath:"schema:JobConfigType/enum",keyword:"enum",params:{allowedValues: schema5.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.configId !== undefined){
if(typeof data.configId !== "string"){
const err9 = {instancePath:instancePath+"/configId",schemaPath:"#/properties/configId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.createdAt !== undefined){
let data3 = data.createdAt;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err10 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(!(formats0.validate(data3))){
const err11 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
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
if(data.endedAt !== undefined){
let data4 = data.endedAt;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err12 = {instancePath:instancePath+"/endedAt",schemaPath:"#/properties/endedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(!(formats0.validate(data4))){
const err13 = {instancePath:instancePath+"/endedAt",schemaPath:"#/properties/endedAt/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
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
if(data.succeeded !== undefined){
if(typeof data.succeeded !== "boolean"){
const err14 = {instancePath:instancePath+"/succeeded",schemaPath:"#/properties/succeeded/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.connectorConfigurationUpdated !== undefined){
if(typeof data.connectorConfigurationUpdated !== "boolean"){
const err15 = {instancePath:instancePath+"/connectorConfigurationUpdated",schemaPath:"#/properties/connectorConfigurationUpdated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.logs !== undefined){
let data7 = data.logs;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.logLines === undefined){
const err16 = {instancePath:instancePath+"/logs",schemaPath:"schema:LogRead/required",keyword:"required",params:{missingProperty: "logLines"},message:"must have required property '"+"logLines"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data7.logLines !== undefined){
let data8 = data7.logLines;
if(Array.isArray(data8)){
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
if(typeof data8[i0] !== "string"){
const err17 = {instancePath:instancePath+"/logs/logLines/" + i0,schemaPath:"schema:LogRead/properties/logLines/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err18 = {instancePath:instancePath+"/logs/logLines",schemaPath:"schema:LogRead/properties/logLines/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err19 = {instancePath:instancePath+"/logs",schemaPath:"schema:LogRead/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate90.errors = vErrors;
return errors === 0;
}


function validate89(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.status === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.jobInfo === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "jobInfo"},message:"must have required property '"+"jobInfo"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.status !== undefined){
let data0 = data.status;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((data0 === "succeeded") || (data0 === "failed"))){
const err3 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema115.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err4 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.jobInfo !== undefined){
if(!(validate90(data.jobInfo, {instancePath:instancePath+"/jobInfo",parentData:data,parentDataProperty:"jobInfo",rootData}))){
vErrors = vErrors === null ? validate90.errors : vErrors.concat(validate90.errors);
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
validate89.errors = vErrors;
return errors === 0;
}

exports.res_SourceDiscoverSchemaRead = validate92;
const schema120 = {"type":"object","required":["jobInfo"],"properties":{"catalog":{"$ref":"schema:AirbyteCatalog"},"jobInfo":{"$ref":"schema:SynchronousJobRead"},"catalogId":{"$ref":"schema:Id"},"catalogDiff":{"$ref":"schema:CatalogDiff"},"breakingChange":{"type":"boolean"},"connectionStatus":{"$ref":"schema:ConnectionStatus"}}};

function validate92(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.jobInfo === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "jobInfo"},message:"must have required property '"+"jobInfo"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.catalog !== undefined){
if(!(validate49(data.catalog, {instancePath:instancePath+"/catalog",parentData:data,parentDataProperty:"catalog",rootData}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
}
if(data.jobInfo !== undefined){
if(!(validate90(data.jobInfo, {instancePath:instancePath+"/jobInfo",parentData:data,parentDataProperty:"jobInfo",rootData}))){
vErrors = vErrors === null ? validate90.errors : vErrors.concat(validate90.errors);
errors = vErrors.length;
}
}
if(data.catalogId !== undefined){
let data2 = data.catalogId;
if(typeof data2 === "string"){
if(!(formats52.test(data2))){
const err1 = {instancePath:instancePath+"/catalogId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err2 = {instancePath:instancePath+"/catalogId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.catalogDiff !== undefined){
if(!(validate71(data.catalogDiff, {instancePath:instancePath+"/catalogDiff",parentData:data,parentDataProperty:"catalogDiff",rootData}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
}
if(data.breakingChange !== undefined){
if(typeof data.breakingChange !== "boolean"){
const err3 = {instancePath:instancePath+"/breakingChange",schemaPath:"#/properties/breakingChange/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.connectionStatus !== undefined){
let data5 = data.connectionStatus;
if(typeof data5 !== "string"){
const err4 = {instancePath:instancePath+"/connectionStatus",schemaPath:"schema:ConnectionStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(((data5 === "active") || (data5 === "inactive")) || (data5 === "deprecated"))){
const err5 = {instancePath:instancePath+"/connectionStatus",schemaPath:"schema:ConnectionStatus/enum",keyword:"enum",params:{allowedValues: schema66.enum},message:"must be equal to one of the allowed values"};
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
validate92.errors = vErrors;
return errors === 0;
}

exports.res_ActorCatalogWithUpdatedAt = validate96;
const schema123 = {"type":"object","properties":{"updatedAt":{"type":"integer","format":"int64"},"catalog":{"type":"object","additionalProperties":true}}};

function validate96(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.updatedAt !== undefined){
let data0 = data.updatedAt;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err0 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(!(formats0.validate(data0))){
const err1 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
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
if(data.catalog !== undefined){
let data1 = data.catalog;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err2 = {instancePath:instancePath+"/catalog",schemaPath:"#/properties/catalog/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate96.errors = vErrors;
return errors === 0;
}

exports.res_DiscoverCatalogResult = validate97;
const schema124 = {"type":"object","required":["catalogId"],"properties":{"catalogId":{"$ref":"schema:Id"}}};

function validate97(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.catalogId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "catalogId"},message:"must have required property '"+"catalogId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.catalogId !== undefined){
let data0 = data.catalogId;
if(typeof data0 === "string"){
if(!(formats52.test(data0))){
const err1 = {instancePath:instancePath+"/catalogId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err2 = {instancePath:instancePath+"/catalogId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate97.errors = vErrors;
return errors === 0;
}

exports.res_DestinationRead = validate65;

exports.res_DestinationReadList = validate98;
const schema126 = {"type":"object","required":["destinations"],"properties":{"destinations":{"type":"array","items":{"$ref":"schema:DestinationRead"}}}};

function validate98(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.destinations === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "destinations"},message:"must have required property '"+"destinations"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.destinations !== undefined){
let data0 = data.destinations;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate65(data0[i0], {instancePath:instancePath+"/destinations/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/destinations",schemaPath:"#/properties/destinations/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate98.errors = vErrors;
return errors === 0;
}

exports.res_SourceDefinitionRead = validate24;

exports.res_PrivateSourceDefinitionRead = validate100;
const schema127 = {"type":"object","required":["sourceDefinition","granted"],"properties":{"sourceDefinition":{"$ref":"schema:SourceDefinitionRead"},"granted":{"type":"boolean"}}};

function validate100(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sourceDefinition === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sourceDefinition"},message:"must have required property '"+"sourceDefinition"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.granted === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "granted"},message:"must have required property '"+"granted"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.sourceDefinition !== undefined){
if(!(validate24(data.sourceDefinition, {instancePath:instancePath+"/sourceDefinition",parentData:data,parentDataProperty:"sourceDefinition",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
if(data.granted !== undefined){
if(typeof data.granted !== "boolean"){
const err2 = {instancePath:instancePath+"/granted",schemaPath:"#/properties/granted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate100.errors = vErrors;
return errors === 0;
}

exports.res_SourceDefinitionReadList = validate102;
const schema128 = {"type":"object","required":["sourceDefinitions"],"properties":{"sourceDefinitions":{"type":"array","items":{"$ref":"schema:SourceDefinitionRead"}}}};

function validate102(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sourceDefinitions === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sourceDefinitions"},message:"must have required property '"+"sourceDefinitions"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.sourceDefinitions !== undefined){
let data0 = data.sourceDefinitions;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate24(data0[i0], {instancePath:instancePath+"/sourceDefinitions/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/sourceDefinitions",schemaPath:"#/properties/sourceDefinitions/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate102.errors = vErrors;
return errors === 0;
}

exports.res_PrivateSourceDefinitionReadList = validate104;
const schema129 = {"type":"object","required":["sourceDefinitions"],"properties":{"sourceDefinitions":{"type":"array","items":{"$ref":"schema:PrivateSourceDefinitionRead"}}}};

function validate104(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sourceDefinitions === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sourceDefinitions"},message:"must have required property '"+"sourceDefinitions"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.sourceDefinitions !== undefined){
let data0 = data.sourceDefinitions;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate100(data0[i0], {instancePath:instancePath+"/sourceDefinitions/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/sourceDefinitions",schemaPath:"#/properties/sourceDefinitions/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate104.errors = vErrors;
return errors === 0;
}

exports.res_SourceDefinitionSpecificationRead = validate106;
const schema130 = {"type":"object","required":["sourceDefinitionId","jobInfo"],"properties":{"sourceDefinitionId":{"$ref":"schema:Id"},"documentationUrl":{"type":"string"},"connectionSpecification":{"$ref":"schema:ConnectionSpecification"},"advancedAuth":{"$ref":"schema:AdvancedAuth"},"jobInfo":{"$ref":"schema:SynchronousJobRead"}}};
const schema132 = {"type":"object","additionalProperties":true};
const schema133 = {"type":"object","properties":{"authFlowType":{"type":"string","enum":["oauth2.0","oauth1.0"]},"predicateKey":{"type":"array","items":{"type":"string"}},"predicateValue":{"type":"string"},"oauthConfigSpecification":{"type":"object","additionalProperties":true}}};

function validate106(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sourceDefinitionId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sourceDefinitionId"},message:"must have required property '"+"sourceDefinitionId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.jobInfo === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "jobInfo"},message:"must have required property '"+"jobInfo"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.sourceDefinitionId !== undefined){
let data0 = data.sourceDefinitionId;
if(typeof data0 === "string"){
if(!(formats52.test(data0))){
const err2 = {instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err3 = {instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.documentationUrl !== undefined){
if(typeof data.documentationUrl !== "string"){
const err4 = {instancePath:instancePath+"/documentationUrl",schemaPath:"#/properties/documentationUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.connectionSpecification !== undefined){
let data2 = data.connectionSpecification;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err5 = {instancePath:instancePath+"/connectionSpecification",schemaPath:"schema:ConnectionSpecification/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.advancedAuth !== undefined){
let data3 = data.advancedAuth;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.authFlowType !== undefined){
let data4 = data3.authFlowType;
if(typeof data4 !== "string"){
const err6 = {instancePath:instancePath+"/advancedAuth/authFlowType",schemaPath:"schema:AdvancedAuth/properties/authFlowType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((data4 === "oauth2.0") || (data4 === "oauth1.0"))){
const err7 = {instancePath:instancePath+"/advancedAuth/authFlowType",schemaPath:"schema:AdvancedAuth/properties/authFlowType/enum",keyword:"enum",params:{allowedValues: schema133.properties.authFlowType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data3.predicateKey !== undefined){
let data5 = data3.predicateKey;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
if(typeof data5[i0] !== "string"){
const err8 = {instancePath:instancePath+"/advancedAuth/predicateKey/" + i0,schemaPath:"schema:AdvancedAuth/properties/predicateKey/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err9 = {instancePath:instancePath+"/advancedAuth/predicateKey",schemaPath:"schema:AdvancedAuth/properties/predicateKey/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data3.predicateValue !== undefined){
if(typeof data3.predicateValue !== "string"){
const err10 = {instancePath:instancePath+"/advancedAuth/predicateValue",schemaPath:"schema:AdvancedAuth/properties/predicateValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data3.oauthConfigSpecification !== undefined){
let data8 = data3.oauthConfigSpecification;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
}
else {
const err11 = {instancePath:instancePath+"/advancedAuth/oauthConfigSpecification",schemaPath:"schema:AdvancedAuth/properties/oauthConfigSpecification/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err12 = {instancePath:instancePath+"/advancedAuth",schemaPath:"schema:AdvancedAuth/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.jobInfo !== undefined){
if(!(validate90(data.jobInfo, {instancePath:instancePath+"/jobInfo",parentData:data,parentDataProperty:"jobInfo",rootData}))){
vErrors = vErrors === null ? validate90.errors : vErrors.concat(validate90.errors);
errors = vErrors.length;
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
validate106.errors = vErrors;
return errors === 0;
}

exports.res_DestinationDefinitionRead = validate30;

exports.res_PrivateDestinationDefinitionRead = validate108;
const schema134 = {"type":"object","required":["destinationDefinition","granted"],"properties":{"destinationDefinition":{"$ref":"schema:DestinationDefinitionRead"},"granted":{"type":"boolean"}}};

function validate108(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.destinationDefinition === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "destinationDefinition"},message:"must have required property '"+"destinationDefinition"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.granted === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "granted"},message:"must have required property '"+"granted"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.destinationDefinition !== undefined){
if(!(validate30(data.destinationDefinition, {instancePath:instancePath+"/destinationDefinition",parentData:data,parentDataProperty:"destinationDefinition",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
if(data.granted !== undefined){
if(typeof data.granted !== "boolean"){
const err2 = {instancePath:instancePath+"/granted",schemaPath:"#/properties/granted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate108.errors = vErrors;
return errors === 0;
}

exports.res_DestinationDefinitionReadList = validate110;
const schema135 = {"type":"object","required":["destinationDefinitions"],"properties":{"destinationDefinitions":{"type":"array","items":{"$ref":"schema:DestinationDefinitionRead"}}}};

function validate110(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.destinationDefinitions === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "destinationDefinitions"},message:"must have required property '"+"destinationDefinitions"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.destinationDefinitions !== undefined){
let data0 = data.destinationDefinitions;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate30(data0[i0], {instancePath:instancePath+"/destinationDefinitions/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/destinationDefinitions",schemaPath:"#/properties/destinationDefinitions/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate110.errors = vErrors;
return errors === 0;
}

exports.res_PrivateDestinationDefinitionReadList = validate112;
const schema136 = {"type":"object","required":["destinationDefinitions"],"properties":{"destinationDefinitions":{"type":"array","items":{"$ref":"schema:PrivateDestinationDefinitionRead"}}}};

function validate112(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.destinationDefinitions === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "destinationDefinitions"},message:"must have required property '"+"destinationDefinitions"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.destinationDefinitions !== undefined){
let data0 = data.destinationDefinitions;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate108(data0[i0], {instancePath:instancePath+"/destinationDefinitions/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/destinationDefinitions",schemaPath:"#/properties/destinationDefinitions/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate112.errors = vErrors;
return errors === 0;
}

exports.res_DestinationDefinitionSpecificationRead = validate114;
const schema137 = {"type":"object","required":["destinationDefinitionId","jobInfo","supportedDestinationSyncModes","supportsDbt","supportsNormalization"],"properties":{"destinationDefinitionId":{"$ref":"schema:Id"},"documentationUrl":{"type":"string"},"connectionSpecification":{"$ref":"schema:ConnectionSpecification"},"advancedAuth":{"$ref":"schema:AdvancedAuth"},"jobInfo":{"$ref":"schema:SynchronousJobRead"},"supportedDestinationSyncModes":{"type":"array","items":{"$ref":"schema:DestinationSyncMode"}},"supportsDbt":{"type":"boolean"},"supportsNormalization":{"type":"boolean"}}};

function validate114(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.destinationDefinitionId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "destinationDefinitionId"},message:"must have required property '"+"destinationDefinitionId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.jobInfo === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "jobInfo"},message:"must have required property '"+"jobInfo"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.supportedDestinationSyncModes === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "supportedDestinationSyncModes"},message:"must have required property '"+"supportedDestinationSyncModes"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.supportsDbt === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "supportsDbt"},message:"must have required property '"+"supportsDbt"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.supportsNormalization === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "supportsNormalization"},message:"must have required property '"+"supportsNormalization"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.destinationDefinitionId !== undefined){
let data0 = data.destinationDefinitionId;
if(typeof data0 === "string"){
if(!(formats52.test(data0))){
const err5 = {instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err6 = {instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.documentationUrl !== undefined){
if(typeof data.documentationUrl !== "string"){
const err7 = {instancePath:instancePath+"/documentationUrl",schemaPath:"#/properties/documentationUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.connectionSpecification !== undefined){
let data2 = data.connectionSpecification;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err8 = {instancePath:instancePath+"/connectionSpecification",schemaPath:"schema:ConnectionSpecification/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.advancedAuth !== undefined){
let data3 = data.advancedAuth;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.authFlowType !== undefined){
let data4 = data3.authFlowType;
if(typeof data4 !== "string"){
const err9 = {instancePath:instancePath+"/advancedAuth/authFlowType",schemaPath:"schema:AdvancedAuth/properties/authFlowType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((data4 === "oauth2.0") || (data4 === "oauth1.0"))){
const err10 = {instancePath:instancePath+"/advancedAuth/authFlowType",schemaPath:"schema:AdvancedAuth/properties/authFlowType/enum",keyword:"enum",params:{allowedValues: schema133.properties.authFlowType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data3.predicateKey !== undefined){
let data5 = data3.predicateKey;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
if(typeof data5[i0] !== "string"){
const err11 = {instancePath:instancePath+"/advancedAuth/predicateKey/" + i0,schemaPath:"schema:AdvancedAuth/properties/predicateKey/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err12 = {instancePath:instancePath+"/advancedAuth/predicateKey",schemaPath:"schema:AdvancedAuth/properties/predicateKey/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data3.predicateValue !== undefined){
if(typeof data3.predicateValue !== "string"){
const err13 = {instancePath:instancePath+"/advancedAuth/predicateValue",schemaPath:"schema:AdvancedAuth/properties/predicateValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data3.oauthConfigSpecification !== undefined){
let data8 = data3.oauthConfigSpecification;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
}
else {
const err14 = {instancePath:instancePath+"/advancedAuth/oauthConfigSpecification",schemaPath:"schema:AdvancedAuth/properties/oauthConfigSpecification/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err15 = {instancePath:instancePath+"/advancedAuth",schemaPath:"schema:AdvancedAuth/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.jobInfo !== undefined){
if(!(validate90(data.jobInfo, {instancePath:instancePath+"/jobInfo",parentData:data,parentDataProperty:"jobInfo",rootData}))){
vErrors = vErrors === null ? validate90.errors : vErrors.concat(validate90.errors);
errors = vErrors.length;
}
}
if(data.supportedDestinationSyncModes !== undefined){
let data10 = data.supportedDestinationSyncModes;
if(Array.isArray(data10)){
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
let data11 = data10[i1];
if(typeof data11 !== "string"){
const err16 = {instancePath:instancePath+"/supportedDestinationSyncModes/" + i1,schemaPath:"schema:DestinationSyncMode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(((data11 === "append") || (data11 === "overwrite")) || (data11 === "append_dedup"))){
const err17 = {instancePath:instancePath+"/supportedDestinationSyncModes/" + i1,schemaPath:"schema:DestinationSyncMode/enum",keyword:"enum",params:{allowedValues: schema61.enum},message:"must be equal to one of the allowed values"};
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
const err18 = {instancePath:instancePath+"/supportedDestinationSyncModes",schemaPath:"#/properties/supportedDestinationSyncModes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.supportsDbt !== undefined){
if(typeof data.supportsDbt !== "boolean"){
const err19 = {instancePath:instancePath+"/supportsDbt",schemaPath:"#/properties/supportsDbt/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.supportsNormalization !== undefined){
if(typeof data.supportsNormalization !== "boolean"){
const err20 = {instancePath:instancePath+"/supportsNormalization",schemaPath:"#/properties/supportsNormalization/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate114.errors = vErrors;
return errors === 0;
}

exports.res_OAuthConsentRead = validate116;
const schema142 = {"type":"object","required":["consentUrl"],"properties":{"consentUrl":{"type":"string"}}};

function validate116(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.consentUrl === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "consentUrl"},message:"must have required property '"+"consentUrl"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.consentUrl !== undefined){
if(typeof data.consentUrl !== "string"){
const err1 = {instancePath:instancePath+"/consentUrl",schemaPath:"#/properties/consentUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate116.errors = vErrors;
return errors === 0;
}

exports.res_CompleteOAuthResponse = validate117;
const schema143 = {"type":"object","additionalProperties":true};

function validate117(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate117.errors = vErrors;
return errors === 0;
}

exports.res_WorkspaceRead = validate118;
const schema144 = {"type":"object","required":["workspaceId","customerId","name","slug","initialSetupComplete"],"properties":{"workspaceId":{"$ref":"schema:Id"},"customerId":{"$ref":"schema:Id"},"email":{"type":"string"},"name":{"type":"string"},"slug":{"type":"string"},"initialSetupComplete":{"type":"boolean"},"displaySetupWizard":{"type":"boolean"},"anonymousDataCollection":{"type":"boolean"},"news":{"type":"boolean"},"securityUpdates":{"type":"boolean"},"notifications":{"type":"array","items":{"$ref":"schema:Notification"}},"firstCompletedSync":{"type":"boolean"},"feedbackDone":{"type":"boolean"},"defaultGeography":{"$ref":"schema:Geography"},"webhookConfigs":{"type":"array","items":{"$ref":"schema:WebhookConfigRead"}}}};
const schema147 = {"type":"object","required":["notificationType","sendOnSuccess","sendOnFailure"],"properties":{"notificationType":{"type":"string","enum":["slack","customerio"]},"sendOnSuccess":{"type":"boolean"},"sendOnFailure":{"type":"boolean"},"slackConfiguration":{"type":"object","required":["webhook"],"properties":{"webhook":{"type":"string","format":"uri","pattern":"^https://","maxLength":2048}}},"customerioConfiguration":{"type":"object","additionalProperties":true}}};
const formats132 = /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i;
const pattern1 = new RegExp("^https://", "u");
const schema149 = {"type":"object","required":["id","name"],"properties":{"id":{"$ref":"schema:Id"},"name":{"type":"string"}}};

function validate119(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
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
if(!(formats52.test(data0))){
const err2 = {instancePath:instancePath+"/id",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err3 = {instancePath:instancePath+"/id",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate119.errors = vErrors;
return errors === 0;
}


function validate118(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.workspaceId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workspaceId"},message:"must have required property '"+"workspaceId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.customerId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "customerId"},message:"must have required property '"+"customerId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.slug === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slug"},message:"must have required property '"+"slug"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.initialSetupComplete === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "initialSetupComplete"},message:"must have required property '"+"initialSetupComplete"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.workspaceId !== undefined){
let data0 = data.workspaceId;
if(typeof data0 === "string"){
if(!(formats52.test(data0))){
const err5 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err6 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.customerId !== undefined){
let data1 = data.customerId;
if(typeof data1 === "string"){
if(!(formats52.test(data1))){
const err7 = {instancePath:instancePath+"/customerId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err8 = {instancePath:instancePath+"/customerId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.email !== undefined){
if(typeof data.email !== "string"){
const err9 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err10 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.slug !== undefined){
if(typeof data.slug !== "string"){
const err11 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.initialSetupComplete !== undefined){
if(typeof data.initialSetupComplete !== "boolean"){
const err12 = {instancePath:instancePath+"/initialSetupComplete",schemaPath:"#/properties/initialSetupComplete/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.displaySetupWizard !== undefined){
if(typeof data.displaySetupWizard !== "boolean"){
const err13 = {instancePath:instancePath+"/displaySetupWizard",schemaPath:"#/properties/displaySetupWizard/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.anonymousDataCollection !== undefined){
if(typeof data.anonymousDataCollection !== "boolean"){
const err14 = {instancePath:instancePath+"/anonymousDataCollection",schemaPath:"#/properties/anonymousDataCollection/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.news !== undefined){
if(typeof data.news !== "boolean"){
const err15 = {instancePath:instancePath+"/news",schemaPath:"#/properties/news/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.securityUpdates !== undefined){
if(typeof data.securityUpdates !== "boolean"){
const err16 = {instancePath:instancePath+"/securityUpdates",schemaPath:"#/properties/securityUpdates/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.notifications !== undefined){
let data10 = data.notifications;
if(Array.isArray(data10)){
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
let data11 = data10[i0];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.notificationType === undefined){
const err17 = {instancePath:instancePath+"/notifications/" + i0,schemaPath:"schema:Notification/required",keyword:"required",params:{missingProperty: "notificationType"},message:"must have required property '"+"notificationType"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data11.sendOnSuccess === undefined){
const err18 = {instancePath:instancePath+"/notifications/" + i0,schemaPath:"schema:Notification/required",keyword:"required",params:{missingProperty: "sendOnSuccess"},message:"must have required property '"+"sendOnSuccess"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data11.sendOnFailure === undefined){
const err19 = {instancePath:instancePath+"/notifications/" + i0,schemaPath:"schema:Notification/required",keyword:"required",params:{missingProperty: "sendOnFailure"},message:"must have required property '"+"sendOnFailure"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data11.notificationType !== undefined){
let data12 = data11.notificationType;
if(typeof data12 !== "string"){
const err20 = {instancePath:instancePath+"/notifications/" + i0+"/notificationType",schemaPath:"schema:Notification/properties/notificationType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!((data12 === "slack") || (data12 === "customerio"))){
const err21 = {instancePath:instancePath+"/notifications/" + i0+"/notificationType",schemaPath:"schema:Notification/properties/notificationType/enum",keyword:"enum",params:{allowedValues: schema147.properties.notificationType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data11.sendOnSuccess !== undefined){
if(typeof data11.sendOnSuccess !== "boolean"){
const err22 = {instancePath:instancePath+"/notifications/" + i0+"/sendOnSuccess",schemaPath:"schema:Notification/properties/sendOnSuccess/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data11.sendOnFailure !== undefined){
if(typeof data11.sendOnFailure !== "boolean"){
const err23 = {instancePath:instancePath+"/notifications/" + i0+"/sendOnFailure",schemaPath:"schema:Notification/properties/sendOnFailure/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data11.slackConfiguration !== undefined){
let data15 = data11.slackConfiguration;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.webhook === undefined){
const err24 = {instancePath:instancePath+"/notifications/" + i0+"/slackConfiguration",schemaPath:"schema:Notification/properties/slackConfiguration/required",keyword:"required",params:{missingProperty: "webhook"},message:"must have required property '"+"webhook"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data15.webhook !== undefined){
let data16 = data15.webhook;
if(typeof data16 === "string"){
if(func0(data16) > 2048){
const err25 = {instancePath:instancePath+"/notifications/" + i0+"/slackConfiguration/webhook",schemaPath:"schema:Notification/properties/slackConfiguration/properties/webhook/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!pattern1.test(data16)){
const err26 = {instancePath:instancePath+"/notifications/" + i0+"/slackConfiguration/webhook",schemaPath:"schema:Notification/properties/slackConfiguration/properties/webhook/pattern",keyword:"pattern",params:{pattern: "^https://"},message:"must match pattern \""+"^https://"+"\""};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!(formats132.test(data16))){
const err27 = {instancePath:instancePath+"/notifications/" + i0+"/slackConfiguration/webhook",schemaPath:"schema:Notification/properties/slackConfiguration/properties/webhook/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/notifications/" + i0+"/slackConfiguration/webhook",schemaPath:"schema:Notification/properties/slackConfiguration/properties/webhook/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/notifications/" + i0+"/slackConfiguration",schemaPath:"schema:Notification/properties/slackConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data11.customerioConfiguration !== undefined){
let data17 = data11.customerioConfiguration;
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
}
else {
const err30 = {instancePath:instancePath+"/notifications/" + i0+"/customerioConfiguration",schemaPath:"schema:Notification/properties/customerioConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/notifications/" + i0,schemaPath:"schema:Notification/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/notifications",schemaPath:"#/properties/notifications/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.firstCompletedSync !== undefined){
if(typeof data.firstCompletedSync !== "boolean"){
const err33 = {instancePath:instancePath+"/firstCompletedSync",schemaPath:"#/properties/firstCompletedSync/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.feedbackDone !== undefined){
if(typeof data.feedbackDone !== "boolean"){
const err34 = {instancePath:instancePath+"/feedbackDone",schemaPath:"#/properties/feedbackDone/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.defaultGeography !== undefined){
let data20 = data.defaultGeography;
if(typeof data20 !== "string"){
const err35 = {instancePath:instancePath+"/defaultGeography",schemaPath:"schema:Geography/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!(((data20 === "auto") || (data20 === "us")) || (data20 === "eu"))){
const err36 = {instancePath:instancePath+"/defaultGeography",schemaPath:"schema:Geography/enum",keyword:"enum",params:{allowedValues: schema69.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.webhookConfigs !== undefined){
let data21 = data.webhookConfigs;
if(Array.isArray(data21)){
const len1 = data21.length;
for(let i1=0; i1<len1; i1++){
if(!(validate119(data21[i1], {instancePath:instancePath+"/webhookConfigs/" + i1,parentData:data21,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
errors = vErrors.length;
}
}
}
else {
const err37 = {instancePath:instancePath+"/webhookConfigs",schemaPath:"#/properties/webhookConfigs/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err38 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
validate118.errors = vErrors;
return errors === 0;
}

exports.res_WorkspaceReadList = validate121;
const schema151 = {"type":"object","required":["workspaces"],"properties":{"workspaces":{"type":"array","items":{"$ref":"schema:WorkspaceRead"}}}};

function validate121(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.workspaces === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workspaces"},message:"must have required property '"+"workspaces"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.workspaces !== undefined){
let data0 = data.workspaces;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate118(data0[i0], {instancePath:instancePath+"/workspaces/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate118.errors : vErrors.concat(validate118.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/workspaces",schemaPath:"#/properties/workspaces/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate121.errors = vErrors;
return errors === 0;
}
