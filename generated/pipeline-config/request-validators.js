// generated from specs/pipeline-config.yaml — do not edit; run `make generate`
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

exports.req_JobIdRequestBody = validate1;
const schema1 = {"type":"object","required":["id"],"properties":{"id":{"$ref":"schema:JobId"}}};
const schema2 = {"type":"integer","format":"int64","minimum":1,"maximum":9007199254740991};
const formats0 = require("../formats").int64;

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.id === undefined) && (missing0 = "id")){
validate1.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
let data0 = data.id;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate1.errors = [{instancePath:instancePath+"/id",schemaPath:"schema:JobId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9007199254740991 || isNaN(data0)){
validate1.errors = [{instancePath:instancePath+"/id",schemaPath:"schema:JobId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data0 < 1 || isNaN(data0)){
validate1.errors = [{instancePath:instancePath+"/id",schemaPath:"schema:JobId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
else {
if(!(formats0.validate(data0))){
validate1.errors = [{instancePath:instancePath+"/id",schemaPath:"schema:JobId/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
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

exports.req_JobListRequestBody = validate2;
const schema3 = {"type":"object","required":["configTypes","configId"],"properties":{"configTypes":{"type":"array","maxItems":6,"items":{"$ref":"schema:JobConfigType"}},"configId":{"type":"string","minLength":1,"maxLength":256},"includingJobId":{"$ref":"schema:JobId"},"pagination":{"$ref":"schema:Pagination"},"statuses":{"type":"array","maxItems":6,"items":{"$ref":"schema:JobStatus"}},"createdAtStart":{"type":"string","format":"date-time"},"createdAtEnd":{"type":"string","format":"date-time"},"updatedAtStart":{"type":"string","format":"date-time"},"updatedAtEnd":{"type":"string","format":"date-time"}}};
const schema4 = {"type":"string","enum":["check_connection_source","check_connection_destination","discover_schema","get_spec","sync","reset_connection"]};
const schema6 = {"type":"object","properties":{"pageSize":{"type":"integer","minimum":1,"maximum":1000},"rowOffset":{"type":"integer","minimum":0,"maximum":2147483647}}};
const schema7 = {"type":"string","enum":["pending","running","incomplete","failed","succeeded","cancelled"]};
const func0 = require("ajv/dist/runtime/ucs2length").default;
const formats4 = require("../formats")["date-time"];

function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.configTypes === undefined) && (missing0 = "configTypes")) || ((data.configId === undefined) && (missing0 = "configId"))){
validate2.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.configTypes !== undefined){
let data0 = data.configTypes;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
if(data0.length > 6){
validate2.errors = [{instancePath:instancePath+"/configTypes",schemaPath:"#/properties/configTypes/maxItems",keyword:"maxItems",params:{limit: 6},message:"must NOT have more than 6 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
if(typeof data1 !== "string"){
validate2.errors = [{instancePath:instancePath+"/configTypes/" + i0,schemaPath:"schema:JobConfigType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data1 === "check_connection_source") || (data1 === "check_connection_destination")) || (data1 === "discover_schema")) || (data1 === "get_spec")) || (data1 === "sync")) || (data1 === "reset_connection"))){
validate2.errors = [{instancePath:instancePath+"/configTypes/" + i0,schemaPath:"schema:JobConfigType/enum",keyword:"enum",params:{allowedValues: schema4.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/configTypes",schemaPath:"#/properties/configTypes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.configId !== undefined){
let data2 = data.configId;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(func0(data2) > 256){
validate2.errors = [{instancePath:instancePath+"/configId",schemaPath:"#/properties/configId/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func0(data2) < 1){
validate2.errors = [{instancePath:instancePath+"/configId",schemaPath:"#/properties/configId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/configId",schemaPath:"#/properties/configId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.includingJobId !== undefined){
let data3 = data.includingJobId;
const _errs8 = errors;
const _errs9 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate2.errors = [{instancePath:instancePath+"/includingJobId",schemaPath:"schema:JobId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs9){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 9007199254740991 || isNaN(data3)){
validate2.errors = [{instancePath:instancePath+"/includingJobId",schemaPath:"schema:JobId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data3 < 1 || isNaN(data3)){
validate2.errors = [{instancePath:instancePath+"/includingJobId",schemaPath:"schema:JobId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
else {
if(!(formats0.validate(data3))){
validate2.errors = [{instancePath:instancePath+"/includingJobId",schemaPath:"schema:JobId/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pagination !== undefined){
let data4 = data.pagination;
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.pageSize !== undefined){
let data5 = data4.pageSize;
const _errs14 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate2.errors = [{instancePath:instancePath+"/pagination/pageSize",schemaPath:"schema:Pagination/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs14){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 1000 || isNaN(data5)){
validate2.errors = [{instancePath:instancePath+"/pagination/pageSize",schemaPath:"schema:Pagination/properties/pageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"}];
return false;
}
else {
if(data5 < 1 || isNaN(data5)){
validate2.errors = [{instancePath:instancePath+"/pagination/pageSize",schemaPath:"schema:Pagination/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid5 = _errs14 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data4.rowOffset !== undefined){
let data6 = data4.rowOffset;
const _errs16 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate2.errors = [{instancePath:instancePath+"/pagination/rowOffset",schemaPath:"schema:Pagination/properties/rowOffset/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs16){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 2147483647 || isNaN(data6)){
validate2.errors = [{instancePath:instancePath+"/pagination/rowOffset",schemaPath:"schema:Pagination/properties/rowOffset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"}];
return false;
}
else {
if(data6 < 0 || isNaN(data6)){
validate2.errors = [{instancePath:instancePath+"/pagination/rowOffset",schemaPath:"schema:Pagination/properties/rowOffset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid5 = _errs16 === errors;
}
else {
var valid5 = true;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/pagination",schemaPath:"schema:Pagination/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.statuses !== undefined){
let data7 = data.statuses;
const _errs18 = errors;
if(errors === _errs18){
if(Array.isArray(data7)){
if(data7.length > 6){
validate2.errors = [{instancePath:instancePath+"/statuses",schemaPath:"#/properties/statuses/maxItems",keyword:"maxItems",params:{limit: 6},message:"must NOT have more than 6 items"}];
return false;
}
else {
var valid6 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
const _errs20 = errors;
if(typeof data8 !== "string"){
validate2.errors = [{instancePath:instancePath+"/statuses/" + i1,schemaPath:"schema:JobStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data8 === "pending") || (data8 === "running")) || (data8 === "incomplete")) || (data8 === "failed")) || (data8 === "succeeded")) || (data8 === "cancelled"))){
validate2.errors = [{instancePath:instancePath+"/statuses/" + i1,schemaPath:"schema:JobStatus/enum",keyword:"enum",params:{allowedValues: schema7.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid6 = _errs20 === errors;
if(!valid6){
break;
}
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/statuses",schemaPath:"#/properties/statuses/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAtStart !== undefined){
let data9 = data.createdAtStart;
const _errs23 = errors;
if(errors === _errs23){
if(errors === _errs23){
if(typeof data9 === "string"){
if(!(formats4.validate.test(data9))){
validate2.errors = [{instancePath:instancePath+"/createdAtStart",schemaPath:"#/properties/createdAtStart/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/createdAtStart",schemaPath:"#/properties/createdAtStart/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAtEnd !== undefined){
let data10 = data.createdAtEnd;
const _errs25 = errors;
if(errors === _errs25){
if(errors === _errs25){
if(typeof data10 === "string"){
if(!(formats4.validate.test(data10))){
validate2.errors = [{instancePath:instancePath+"/createdAtEnd",schemaPath:"#/properties/createdAtEnd/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/createdAtEnd",schemaPath:"#/properties/createdAtEnd/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAtStart !== undefined){
let data11 = data.updatedAtStart;
const _errs27 = errors;
if(errors === _errs27){
if(errors === _errs27){
if(typeof data11 === "string"){
if(!(formats4.validate.test(data11))){
validate2.errors = [{instancePath:instancePath+"/updatedAtStart",schemaPath:"#/properties/updatedAtStart/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/updatedAtStart",schemaPath:"#/properties/updatedAtStart/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAtEnd !== undefined){
let data12 = data.updatedAtEnd;
const _errs29 = errors;
if(errors === _errs29){
if(errors === _errs29){
if(typeof data12 === "string"){
if(!(formats4.validate.test(data12))){
validate2.errors = [{instancePath:instancePath+"/updatedAtEnd",schemaPath:"#/properties/updatedAtEnd/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/updatedAtEnd",schemaPath:"#/properties/updatedAtEnd/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs29 === errors;
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
validate2.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate2.errors = vErrors;
return errors === 0;
}

exports.req_ConnectionIdRequestBody = validate3;
const schema8 = {"type":"object","required":["connectionId"],"properties":{"connectionId":{"$ref":"schema:Id"}}};
const schema9 = {"type":"string","format":"uuid"};
const formats12 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.connectionId === undefined) && (missing0 = "connectionId")){
validate3.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.connectionId !== undefined){
let data0 = data.connectionId;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
validate3.errors = [{instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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

exports.req_LogsRequestBody = validate4;
const schema10 = {"type":"object","required":["logType"],"properties":{"logType":{"type":"string","enum":["server","scheduler"]}}};

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.logType === undefined) && (missing0 = "logType")){
validate4.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.logType !== undefined){
let data0 = data.logType;
if(typeof data0 !== "string"){
validate4.errors = [{instancePath:instancePath+"/logType",schemaPath:"#/properties/logType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data0 === "server") || (data0 === "scheduler"))){
validate4.errors = [{instancePath:instancePath+"/logType",schemaPath:"#/properties/logType/enum",keyword:"enum",params:{allowedValues: schema10.properties.logType.enum},message:"must be equal to one of the allowed values"}];
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

exports.req_Notification = validate5;
const schema11 = {"type":"object","required":["notificationType","sendOnSuccess","sendOnFailure"],"properties":{"notificationType":{"type":"string","enum":["slack","customerio"]},"sendOnSuccess":{"type":"boolean"},"sendOnFailure":{"type":"boolean"},"slackConfiguration":{"type":"object","required":["webhook"],"properties":{"webhook":{"type":"string","format":"uri","pattern":"^https://","maxLength":2048}}},"customerioConfiguration":{"type":"object","additionalProperties":true}}};
const formats14 = /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i;
const pattern0 = new RegExp("^https://", "u");

function validate5(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.notificationType === undefined) && (missing0 = "notificationType")) || ((data.sendOnSuccess === undefined) && (missing0 = "sendOnSuccess"))) || ((data.sendOnFailure === undefined) && (missing0 = "sendOnFailure"))){
validate5.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.notificationType !== undefined){
let data0 = data.notificationType;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate5.errors = [{instancePath:instancePath+"/notificationType",schemaPath:"#/properties/notificationType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data0 === "slack") || (data0 === "customerio"))){
validate5.errors = [{instancePath:instancePath+"/notificationType",schemaPath:"#/properties/notificationType/enum",keyword:"enum",params:{allowedValues: schema11.properties.notificationType.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sendOnSuccess !== undefined){
const _errs3 = errors;
if(typeof data.sendOnSuccess !== "boolean"){
validate5.errors = [{instancePath:instancePath+"/sendOnSuccess",schemaPath:"#/properties/sendOnSuccess/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sendOnFailure !== undefined){
const _errs5 = errors;
if(typeof data.sendOnFailure !== "boolean"){
validate5.errors = [{instancePath:instancePath+"/sendOnFailure",schemaPath:"#/properties/sendOnFailure/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.slackConfiguration !== undefined){
let data3 = data.slackConfiguration;
const _errs7 = errors;
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing1;
if((data3.webhook === undefined) && (missing1 = "webhook")){
validate5.errors = [{instancePath:instancePath+"/slackConfiguration",schemaPath:"#/properties/slackConfiguration/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data3.webhook !== undefined){
let data4 = data3.webhook;
const _errs9 = errors;
if(errors === _errs9){
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 2048){
validate5.errors = [{instancePath:instancePath+"/slackConfiguration/webhook",schemaPath:"#/properties/slackConfiguration/properties/webhook/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(!pattern0.test(data4)){
validate5.errors = [{instancePath:instancePath+"/slackConfiguration/webhook",schemaPath:"#/properties/slackConfiguration/properties/webhook/pattern",keyword:"pattern",params:{pattern: "^https://"},message:"must match pattern \""+"^https://"+"\""}];
return false;
}
else {
if(!(formats14.test(data4))){
validate5.errors = [{instancePath:instancePath+"/slackConfiguration/webhook",schemaPath:"#/properties/slackConfiguration/properties/webhook/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/slackConfiguration/webhook",schemaPath:"#/properties/slackConfiguration/properties/webhook/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/slackConfiguration",schemaPath:"#/properties/slackConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerioConfiguration !== undefined){
let data5 = data.customerioConfiguration;
const _errs11 = errors;
if(errors === _errs11){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
validate5.errors = [{instancePath:instancePath+"/customerioConfiguration",schemaPath:"#/properties/customerioConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate5.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate5.errors = vErrors;
return errors === 0;
}

exports.req_SaveStatsRequestBody = validate6;
const schema12 = {"type":"object","required":["jobId","attemptNumber","stats"],"properties":{"jobId":{"$ref":"schema:JobId"},"attemptNumber":{"$ref":"schema:AttemptNumber"},"stats":{"$ref":"schema:AttemptStats"},"streamStats":{"type":"array","maxItems":500,"items":{"$ref":"schema:AttemptStreamStats"}}}};
const schema14 = {"type":"integer","minimum":0,"maximum":100};
const schema15 = {"type":"object","properties":{"recordsEmitted":{"type":"integer","format":"int64","minimum":0},"bytesEmitted":{"type":"integer","format":"int64","minimum":0},"stateMessagesEmitted":{"type":"integer","format":"int64","minimum":0},"recordsCommitted":{"type":"integer","format":"int64","minimum":0},"estimatedRecords":{"type":"integer","format":"int64","minimum":0},"estimatedBytes":{"type":"integer","format":"int64","minimum":0}}};
const schema16 = {"type":"object","required":["streamName","stats"],"properties":{"streamName":{"type":"string","minLength":1,"maxLength":256},"streamNamespace":{"type":"string","maxLength":256},"stats":{"$ref":"schema:AttemptStats"}}};

function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.streamName === undefined) && (missing0 = "streamName")) || ((data.stats === undefined) && (missing0 = "stats"))){
validate7.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.streamName !== undefined){
let data0 = data.streamName;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func0(data0) > 256){
validate7.errors = [{instancePath:instancePath+"/streamName",schemaPath:"#/properties/streamName/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate7.errors = [{instancePath:instancePath+"/streamName",schemaPath:"#/properties/streamName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate7.errors = [{instancePath:instancePath+"/streamName",schemaPath:"#/properties/streamName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate7.errors = [{instancePath:instancePath+"/streamNamespace",schemaPath:"#/properties/streamNamespace/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate7.errors = [{instancePath:instancePath+"/streamNamespace",schemaPath:"#/properties/streamNamespace/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate7.errors = [{instancePath:instancePath+"/stats/recordsEmitted",schemaPath:"schema:AttemptStats/properties/recordsEmitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
validate7.errors = [{instancePath:instancePath+"/stats/recordsEmitted",schemaPath:"schema:AttemptStats/properties/recordsEmitted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data3))){
validate7.errors = [{instancePath:instancePath+"/stats/recordsEmitted",schemaPath:"schema:AttemptStats/properties/recordsEmitted/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
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
validate7.errors = [{instancePath:instancePath+"/stats/bytesEmitted",schemaPath:"schema:AttemptStats/properties/bytesEmitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs10){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
validate7.errors = [{instancePath:instancePath+"/stats/bytesEmitted",schemaPath:"schema:AttemptStats/properties/bytesEmitted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data4))){
validate7.errors = [{instancePath:instancePath+"/stats/bytesEmitted",schemaPath:"schema:AttemptStats/properties/bytesEmitted/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
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
validate7.errors = [{instancePath:instancePath+"/stats/stateMessagesEmitted",schemaPath:"schema:AttemptStats/properties/stateMessagesEmitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs12){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
validate7.errors = [{instancePath:instancePath+"/stats/stateMessagesEmitted",schemaPath:"schema:AttemptStats/properties/stateMessagesEmitted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data5))){
validate7.errors = [{instancePath:instancePath+"/stats/stateMessagesEmitted",schemaPath:"schema:AttemptStats/properties/stateMessagesEmitted/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
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
validate7.errors = [{instancePath:instancePath+"/stats/recordsCommitted",schemaPath:"schema:AttemptStats/properties/recordsCommitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs14){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
validate7.errors = [{instancePath:instancePath+"/stats/recordsCommitted",schemaPath:"schema:AttemptStats/properties/recordsCommitted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data6))){
validate7.errors = [{instancePath:instancePath+"/stats/recordsCommitted",schemaPath:"schema:AttemptStats/properties/recordsCommitted/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
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
validate7.errors = [{instancePath:instancePath+"/stats/estimatedRecords",schemaPath:"schema:AttemptStats/properties/estimatedRecords/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs16){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
validate7.errors = [{instancePath:instancePath+"/stats/estimatedRecords",schemaPath:"schema:AttemptStats/properties/estimatedRecords/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data7))){
validate7.errors = [{instancePath:instancePath+"/stats/estimatedRecords",schemaPath:"schema:AttemptStats/properties/estimatedRecords/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
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
validate7.errors = [{instancePath:instancePath+"/stats/estimatedBytes",schemaPath:"schema:AttemptStats/properties/estimatedBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs18){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
validate7.errors = [{instancePath:instancePath+"/stats/estimatedBytes",schemaPath:"schema:AttemptStats/properties/estimatedBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data8))){
validate7.errors = [{instancePath:instancePath+"/stats/estimatedBytes",schemaPath:"schema:AttemptStats/properties/estimatedBytes/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
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
validate7.errors = [{instancePath:instancePath+"/stats",schemaPath:"schema:AttemptStats/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate7.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if((((data.jobId === undefined) && (missing0 = "jobId")) || ((data.attemptNumber === undefined) && (missing0 = "attemptNumber"))) || ((data.stats === undefined) && (missing0 = "stats"))){
validate6.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.jobId !== undefined){
let data0 = data.jobId;
const _errs1 = errors;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate6.errors = [{instancePath:instancePath+"/jobId",schemaPath:"schema:JobId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9007199254740991 || isNaN(data0)){
validate6.errors = [{instancePath:instancePath+"/jobId",schemaPath:"schema:JobId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data0 < 1 || isNaN(data0)){
validate6.errors = [{instancePath:instancePath+"/jobId",schemaPath:"schema:JobId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
else {
if(!(formats0.validate(data0))){
validate6.errors = [{instancePath:instancePath+"/jobId",schemaPath:"schema:JobId/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.attemptNumber !== undefined){
let data1 = data.attemptNumber;
const _errs4 = errors;
const _errs5 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate6.errors = [{instancePath:instancePath+"/attemptNumber",schemaPath:"schema:AttemptNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs5){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 100 || isNaN(data1)){
validate6.errors = [{instancePath:instancePath+"/attemptNumber",schemaPath:"schema:AttemptNumber/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data1 < 0 || isNaN(data1)){
validate6.errors = [{instancePath:instancePath+"/attemptNumber",schemaPath:"schema:AttemptNumber/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.stats !== undefined){
let data2 = data.stats;
const _errs7 = errors;
const _errs8 = errors;
if(errors === _errs8){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.recordsEmitted !== undefined){
let data3 = data2.recordsEmitted;
const _errs10 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate6.errors = [{instancePath:instancePath+"/stats/recordsEmitted",schemaPath:"schema:AttemptStats/properties/recordsEmitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs10){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
validate6.errors = [{instancePath:instancePath+"/stats/recordsEmitted",schemaPath:"schema:AttemptStats/properties/recordsEmitted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data3))){
validate6.errors = [{instancePath:instancePath+"/stats/recordsEmitted",schemaPath:"schema:AttemptStats/properties/recordsEmitted/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid4 = _errs10 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data2.bytesEmitted !== undefined){
let data4 = data2.bytesEmitted;
const _errs12 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate6.errors = [{instancePath:instancePath+"/stats/bytesEmitted",schemaPath:"schema:AttemptStats/properties/bytesEmitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs12){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
validate6.errors = [{instancePath:instancePath+"/stats/bytesEmitted",schemaPath:"schema:AttemptStats/properties/bytesEmitted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data4))){
validate6.errors = [{instancePath:instancePath+"/stats/bytesEmitted",schemaPath:"schema:AttemptStats/properties/bytesEmitted/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid4 = _errs12 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data2.stateMessagesEmitted !== undefined){
let data5 = data2.stateMessagesEmitted;
const _errs14 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate6.errors = [{instancePath:instancePath+"/stats/stateMessagesEmitted",schemaPath:"schema:AttemptStats/properties/stateMessagesEmitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs14){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
validate6.errors = [{instancePath:instancePath+"/stats/stateMessagesEmitted",schemaPath:"schema:AttemptStats/properties/stateMessagesEmitted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data5))){
validate6.errors = [{instancePath:instancePath+"/stats/stateMessagesEmitted",schemaPath:"schema:AttemptStats/properties/stateMessagesEmitted/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid4 = _errs14 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data2.recordsCommitted !== undefined){
let data6 = data2.recordsCommitted;
const _errs16 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate6.errors = [{instancePath:instancePath+"/stats/recordsCommitted",schemaPath:"schema:AttemptStats/properties/recordsCommitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs16){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
validate6.errors = [{instancePath:instancePath+"/stats/recordsCommitted",schemaPath:"schema:AttemptStats/properties/recordsCommitted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data6))){
validate6.errors = [{instancePath:instancePath+"/stats/recordsCommitted",schemaPath:"schema:AttemptStats/properties/recordsCommitted/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid4 = _errs16 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data2.estimatedRecords !== undefined){
let data7 = data2.estimatedRecords;
const _errs18 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate6.errors = [{instancePath:instancePath+"/stats/estimatedRecords",schemaPath:"schema:AttemptStats/properties/estimatedRecords/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs18){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
validate6.errors = [{instancePath:instancePath+"/stats/estimatedRecords",schemaPath:"schema:AttemptStats/properties/estimatedRecords/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data7))){
validate6.errors = [{instancePath:instancePath+"/stats/estimatedRecords",schemaPath:"schema:AttemptStats/properties/estimatedRecords/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid4 = _errs18 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data2.estimatedBytes !== undefined){
let data8 = data2.estimatedBytes;
const _errs20 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate6.errors = [{instancePath:instancePath+"/stats/estimatedBytes",schemaPath:"schema:AttemptStats/properties/estimatedBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs20){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
validate6.errors = [{instancePath:instancePath+"/stats/estimatedBytes",schemaPath:"schema:AttemptStats/properties/estimatedBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data8))){
validate6.errors = [{instancePath:instancePath+"/stats/estimatedBytes",schemaPath:"schema:AttemptStats/properties/estimatedBytes/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid4 = _errs20 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/stats",schemaPath:"schema:AttemptStats/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.streamStats !== undefined){
let data9 = data.streamStats;
const _errs22 = errors;
if(errors === _errs22){
if(Array.isArray(data9)){
if(data9.length > 500){
validate6.errors = [{instancePath:instancePath+"/streamStats",schemaPath:"#/properties/streamStats/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items"}];
return false;
}
else {
var valid5 = true;
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
const _errs24 = errors;
if(!(validate7(data9[i0], {instancePath:instancePath+"/streamStats/" + i0,parentData:data9,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
errors = vErrors.length;
}
var valid5 = _errs24 === errors;
if(!valid5){
break;
}
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/streamStats",schemaPath:"#/properties/streamStats/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs22 === errors;
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
validate6.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate6.errors = vErrors;
return errors === 0;
}

exports.req_SaveAttemptSyncConfigRequestBody = validate9;
const schema18 = {"type":"object","required":["jobId","attemptNumber","syncConfig"],"properties":{"jobId":{"$ref":"schema:JobId"},"attemptNumber":{"$ref":"schema:AttemptNumber"},"syncConfig":{"$ref":"schema:AttemptSyncConfig"}}};
const schema21 = {"type":"object","required":["sourceConfiguration","destinationConfiguration"],"properties":{"sourceConfiguration":{"type":"object","additionalProperties":true},"destinationConfiguration":{"type":"object","additionalProperties":true},"state":{"$ref":"schema:ConnectionState"}}};
const schema22 = {"type":"object","required":["stateType","connectionId"],"properties":{"stateType":{"$ref":"schema:ConnectionStateType"},"connectionId":{"$ref":"schema:Id"},"state":{"type":"object","additionalProperties":true},"streamState":{"type":"array","maxItems":500,"items":{"$ref":"schema:StreamState"}},"globalState":{"$ref":"schema:GlobalState"}}};
const schema23 = {"type":"string","enum":["global","stream","legacy","not_set"]};
const schema25 = {"type":"object","required":["streamDescriptor"],"properties":{"streamDescriptor":{"$ref":"schema:StreamDescriptor"},"streamState":{"type":"object","additionalProperties":true}}};
const schema26 = {"type":"object","required":["name"],"properties":{"name":{"type":"string","minLength":1,"maxLength":256},"namespace":{"type":"string","maxLength":256}}};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.streamDescriptor === undefined) && (missing0 = "streamDescriptor")){
validate12.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
validate12.errors = [{instancePath:instancePath+"/streamDescriptor",schemaPath:"schema:StreamDescriptor/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data0.name !== undefined){
let data1 = data0.name;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func0(data1) > 256){
validate12.errors = [{instancePath:instancePath+"/streamDescriptor/name",schemaPath:"schema:StreamDescriptor/properties/name/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func0(data1) < 1){
validate12.errors = [{instancePath:instancePath+"/streamDescriptor/name",schemaPath:"schema:StreamDescriptor/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate12.errors = [{instancePath:instancePath+"/streamDescriptor/name",schemaPath:"schema:StreamDescriptor/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate12.errors = [{instancePath:instancePath+"/streamDescriptor/namespace",schemaPath:"schema:StreamDescriptor/properties/namespace/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate12.errors = [{instancePath:instancePath+"/streamDescriptor/namespace",schemaPath:"schema:StreamDescriptor/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate12.errors = [{instancePath:instancePath+"/streamDescriptor",schemaPath:"schema:StreamDescriptor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate12.errors = [{instancePath:instancePath+"/streamState",schemaPath:"#/properties/streamState/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate12.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate12.errors = vErrors;
return errors === 0;
}

const schema27 = {"type":"object","required":["streamStates"],"properties":{"shared_state":{"type":"object","additionalProperties":true},"streamStates":{"type":"array","maxItems":500,"items":{"$ref":"schema:StreamState"}}}};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.streamStates === undefined) && (missing0 = "streamStates")){
validate14.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
validate14.errors = [{instancePath:instancePath+"/shared_state",schemaPath:"#/properties/shared_state/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate14.errors = [{instancePath:instancePath+"/streamStates",schemaPath:"#/properties/streamStates/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs6 = errors;
if(!(validate12(data1[i0], {instancePath:instancePath+"/streamStates/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
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
validate14.errors = [{instancePath:instancePath+"/streamStates",schemaPath:"#/properties/streamStates/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate14.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate14.errors = vErrors;
return errors === 0;
}


function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.stateType === undefined) && (missing0 = "stateType")) || ((data.connectionId === undefined) && (missing0 = "connectionId"))){
validate11.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.stateType !== undefined){
let data0 = data.stateType;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate11.errors = [{instancePath:instancePath+"/stateType",schemaPath:"schema:ConnectionStateType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data0 === "global") || (data0 === "stream")) || (data0 === "legacy")) || (data0 === "not_set"))){
validate11.errors = [{instancePath:instancePath+"/stateType",schemaPath:"schema:ConnectionStateType/enum",keyword:"enum",params:{allowedValues: schema23.enum},message:"must be equal to one of the allowed values"}];
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
if(!(formats12.test(data1))){
validate11.errors = [{instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate11.errors = [{instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate11.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate11.errors = [{instancePath:instancePath+"/streamState",schemaPath:"#/properties/streamState/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items"}];
return false;
}
else {
var valid3 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs12 = errors;
if(!(validate12(data3[i0], {instancePath:instancePath+"/streamState/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
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
validate11.errors = [{instancePath:instancePath+"/streamState",schemaPath:"#/properties/streamState/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
if(!(validate14(data.globalState, {instancePath:instancePath+"/globalState",parentData:data,parentDataProperty:"globalState",rootData}))){
vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
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
validate11.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate11.errors = vErrors;
return errors === 0;
}


function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.sourceConfiguration === undefined) && (missing0 = "sourceConfiguration")) || ((data.destinationConfiguration === undefined) && (missing0 = "destinationConfiguration"))){
validate10.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
validate10.errors = [{instancePath:instancePath+"/sourceConfiguration",schemaPath:"#/properties/sourceConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate10.errors = [{instancePath:instancePath+"/destinationConfiguration",schemaPath:"#/properties/destinationConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(!(validate11(data.state, {instancePath:instancePath+"/state",parentData:data,parentDataProperty:"state",rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
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
validate10.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate10.errors = vErrors;
return errors === 0;
}


function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.jobId === undefined) && (missing0 = "jobId")) || ((data.attemptNumber === undefined) && (missing0 = "attemptNumber"))) || ((data.syncConfig === undefined) && (missing0 = "syncConfig"))){
validate9.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.jobId !== undefined){
let data0 = data.jobId;
const _errs1 = errors;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate9.errors = [{instancePath:instancePath+"/jobId",schemaPath:"schema:JobId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9007199254740991 || isNaN(data0)){
validate9.errors = [{instancePath:instancePath+"/jobId",schemaPath:"schema:JobId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data0 < 1 || isNaN(data0)){
validate9.errors = [{instancePath:instancePath+"/jobId",schemaPath:"schema:JobId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
else {
if(!(formats0.validate(data0))){
validate9.errors = [{instancePath:instancePath+"/jobId",schemaPath:"schema:JobId/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.attemptNumber !== undefined){
let data1 = data.attemptNumber;
const _errs4 = errors;
const _errs5 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate9.errors = [{instancePath:instancePath+"/attemptNumber",schemaPath:"schema:AttemptNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs5){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 100 || isNaN(data1)){
validate9.errors = [{instancePath:instancePath+"/attemptNumber",schemaPath:"schema:AttemptNumber/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data1 < 0 || isNaN(data1)){
validate9.errors = [{instancePath:instancePath+"/attemptNumber",schemaPath:"schema:AttemptNumber/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.syncConfig !== undefined){
const _errs7 = errors;
if(!(validate10(data.syncConfig, {instancePath:instancePath+"/syncConfig",parentData:data,parentDataProperty:"syncConfig",rootData}))){
vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
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
validate9.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate9.errors = vErrors;
return errors === 0;
}

exports.req_SetWorkflowInAttemptRequestBody = validate19;
const schema28 = {"type":"object","required":["jobId","attemptNumber","workflowId"],"properties":{"jobId":{"$ref":"schema:JobId"},"attemptNumber":{"$ref":"schema:AttemptNumber"},"workflowId":{"type":"string","minLength":1,"maxLength":256},"processingTaskQueue":{"type":"string","maxLength":256}}};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.jobId === undefined) && (missing0 = "jobId")) || ((data.attemptNumber === undefined) && (missing0 = "attemptNumber"))) || ((data.workflowId === undefined) && (missing0 = "workflowId"))){
validate19.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.jobId !== undefined){
let data0 = data.jobId;
const _errs1 = errors;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate19.errors = [{instancePath:instancePath+"/jobId",schemaPath:"schema:JobId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9007199254740991 || isNaN(data0)){
validate19.errors = [{instancePath:instancePath+"/jobId",schemaPath:"schema:JobId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data0 < 1 || isNaN(data0)){
validate19.errors = [{instancePath:instancePath+"/jobId",schemaPath:"schema:JobId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
else {
if(!(formats0.validate(data0))){
validate19.errors = [{instancePath:instancePath+"/jobId",schemaPath:"schema:JobId/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.attemptNumber !== undefined){
let data1 = data.attemptNumber;
const _errs4 = errors;
const _errs5 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate19.errors = [{instancePath:instancePath+"/attemptNumber",schemaPath:"schema:AttemptNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs5){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 100 || isNaN(data1)){
validate19.errors = [{instancePath:instancePath+"/attemptNumber",schemaPath:"schema:AttemptNumber/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data1 < 0 || isNaN(data1)){
validate19.errors = [{instancePath:instancePath+"/attemptNumber",schemaPath:"schema:AttemptNumber/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.workflowId !== undefined){
let data2 = data.workflowId;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data2 === "string"){
if(func0(data2) > 256){
validate19.errors = [{instancePath:instancePath+"/workflowId",schemaPath:"#/properties/workflowId/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func0(data2) < 1){
validate19.errors = [{instancePath:instancePath+"/workflowId",schemaPath:"#/properties/workflowId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate19.errors = [{instancePath:instancePath+"/workflowId",schemaPath:"#/properties/workflowId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.processingTaskQueue !== undefined){
let data3 = data.processingTaskQueue;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(func0(data3) > 256){
validate19.errors = [{instancePath:instancePath+"/processingTaskQueue",schemaPath:"#/properties/processingTaskQueue/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate19.errors = [{instancePath:instancePath+"/processingTaskQueue",schemaPath:"#/properties/processingTaskQueue/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate19.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate19.errors = vErrors;
return errors === 0;
}

exports.req_ConnectionCreate = validate20;
const schema31 = {"allOf":[{"$ref":"schema:ConnectionFields"},{"type":"object","required":["sourceId","destinationId","status"],"properties":{"sourceId":{"$ref":"schema:Id"},"destinationId":{"$ref":"schema:Id"},"status":{"$ref":"schema:ConnectionStatus"}}}]};
const schema52 = {"type":"string","enum":["active","inactive","deprecated"]};
const schema32 = {"type":"object","properties":{"name":{"type":"string","minLength":1,"maxLength":256},"namespaceDefinition":{"$ref":"schema:NamespaceDefinitionType"},"namespaceFormat":{"type":"string","maxLength":256},"prefix":{"type":"string","maxLength":256},"operationIds":{"type":"array","maxItems":50,"items":{"$ref":"schema:Id"}},"syncCatalog":{"$ref":"schema:AirbyteCatalog"},"schedule":{"$ref":"schema:ConnectionSchedule"},"scheduleType":{"$ref":"schema:ConnectionScheduleType"},"scheduleData":{"$ref":"schema:ConnectionScheduleData"},"resourceRequirements":{"$ref":"schema:ResourceRequirements"},"sourceCatalogId":{"$ref":"schema:Id"},"geography":{"$ref":"schema:Geography"},"notifySchemaChanges":{"type":"boolean"},"nonBreakingChangesPreference":{"$ref":"schema:NonBreakingChangesPreference"}}};
const schema33 = {"type":"string","enum":["source","destination","customformat"]};
const schema42 = {"type":"object","required":["units","timeUnit"],"properties":{"units":{"type":"integer","format":"int64","minimum":1,"maximum":1000000},"timeUnit":{"type":"string","enum":["minutes","hours","days","weeks","months"]}}};
const schema43 = {"type":"string","enum":["manual","basic","cron"]};
const schema46 = {"type":"object","properties":{"cpu_request":{"type":"string","maxLength":32},"cpu_limit":{"type":"string","maxLength":32},"memory_request":{"type":"string","maxLength":32},"memory_limit":{"type":"string","maxLength":32}}};
const schema48 = {"type":"string","enum":["auto","us","eu"]};
const schema49 = {"type":"string","enum":["ignore","disable"]};
const schema35 = {"type":"object","required":["streams"],"properties":{"streams":{"type":"array","maxItems":500,"items":{"$ref":"schema:AirbyteStreamAndConfiguration"}}}};
const schema36 = {"type":"object","properties":{"stream":{"$ref":"schema:AirbyteStream"},"config":{"$ref":"schema:AirbyteStreamConfiguration"}}};
const schema37 = {"type":"object","required":["name","jsonSchema","supportedSyncModes"],"properties":{"name":{"type":"string","minLength":1,"maxLength":256},"jsonSchema":{"type":"object","additionalProperties":true},"supportedSyncModes":{"type":"array","items":{"$ref":"schema:SyncMode"}},"sourceDefinedCursor":{"type":"boolean"},"defaultCursorField":{"type":"array","items":{"type":"string"}},"sourceDefinedPrimaryKey":{"type":"array","items":{"type":"array","items":{"type":"string"}}},"namespace":{"type":"string","maxLength":256}}};
const schema38 = {"type":"string","enum":["full_refresh","incremental"]};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.name === undefined) && (missing0 = "name")) || ((data.jsonSchema === undefined) && (missing0 = "jsonSchema"))) || ((data.supportedSyncModes === undefined) && (missing0 = "supportedSyncModes"))){
validate24.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
let data0 = data.name;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func0(data0) > 256){
validate24.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate24.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate24.errors = [{instancePath:instancePath+"/jsonSchema",schemaPath:"#/properties/jsonSchema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate24.errors = [{instancePath:instancePath+"/supportedSyncModes/" + i0,schemaPath:"schema:SyncMode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data3 === "full_refresh") || (data3 === "incremental"))){
validate24.errors = [{instancePath:instancePath+"/supportedSyncModes/" + i0,schemaPath:"schema:SyncMode/enum",keyword:"enum",params:{allowedValues: schema38.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs8 === errors;
if(!valid1){
break;
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/supportedSyncModes",schemaPath:"#/properties/supportedSyncModes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate24.errors = [{instancePath:instancePath+"/sourceDefinedCursor",schemaPath:"#/properties/sourceDefinedCursor/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate24.errors = [{instancePath:instancePath+"/defaultCursorField/" + i1,schemaPath:"#/properties/defaultCursorField/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs15 === errors;
if(!valid3){
break;
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/defaultCursorField",schemaPath:"#/properties/defaultCursorField/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate24.errors = [{instancePath:instancePath+"/sourceDefinedPrimaryKey/" + i2+"/" + i3,schemaPath:"#/properties/sourceDefinedPrimaryKey/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs21 === errors;
if(!valid5){
break;
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/sourceDefinedPrimaryKey/" + i2,schemaPath:"#/properties/sourceDefinedPrimaryKey/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate24.errors = [{instancePath:instancePath+"/sourceDefinedPrimaryKey",schemaPath:"#/properties/sourceDefinedPrimaryKey/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate24.errors = [{instancePath:instancePath+"/namespace",schemaPath:"#/properties/namespace/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/namespace",schemaPath:"#/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate24.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate24.errors = vErrors;
return errors === 0;
}

const schema39 = {"type":"object","required":["syncMode","destinationSyncMode"],"properties":{"syncMode":{"$ref":"schema:SyncMode"},"cursorField":{"type":"array","items":{"type":"string"}},"destinationSyncMode":{"$ref":"schema:DestinationSyncMode"},"primaryKey":{"type":"array","items":{"type":"array","items":{"type":"string"}}},"aliasName":{"type":"string","maxLength":256},"selected":{"type":"boolean"},"fieldSelectionEnabled":{"type":"boolean"},"selectedFields":{"type":"array","items":{"type":"object","properties":{"fieldPath":{"type":"array","items":{"type":"string"}}}}}}};
const schema41 = {"type":"string","enum":["append","overwrite","append_dedup"]};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.syncMode === undefined) && (missing0 = "syncMode")) || ((data.destinationSyncMode === undefined) && (missing0 = "destinationSyncMode"))){
validate26.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.syncMode !== undefined){
let data0 = data.syncMode;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate26.errors = [{instancePath:instancePath+"/syncMode",schemaPath:"schema:SyncMode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data0 === "full_refresh") || (data0 === "incremental"))){
validate26.errors = [{instancePath:instancePath+"/syncMode",schemaPath:"schema:SyncMode/enum",keyword:"enum",params:{allowedValues: schema38.enum},message:"must be equal to one of the allowed values"}];
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
validate26.errors = [{instancePath:instancePath+"/cursorField/" + i0,schemaPath:"#/properties/cursorField/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs6 === errors;
if(!valid2){
break;
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/cursorField",schemaPath:"#/properties/cursorField/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate26.errors = [{instancePath:instancePath+"/destinationSyncMode",schemaPath:"schema:DestinationSyncMode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data3 === "append") || (data3 === "overwrite")) || (data3 === "append_dedup"))){
validate26.errors = [{instancePath:instancePath+"/destinationSyncMode",schemaPath:"schema:DestinationSyncMode/enum",keyword:"enum",params:{allowedValues: schema41.enum},message:"must be equal to one of the allowed values"}];
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
validate26.errors = [{instancePath:instancePath+"/primaryKey/" + i1+"/" + i2,schemaPath:"#/properties/primaryKey/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs15 === errors;
if(!valid5){
break;
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/primaryKey/" + i1,schemaPath:"#/properties/primaryKey/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate26.errors = [{instancePath:instancePath+"/primaryKey",schemaPath:"#/properties/primaryKey/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate26.errors = [{instancePath:instancePath+"/aliasName",schemaPath:"#/properties/aliasName/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate26.errors = [{instancePath:instancePath+"/aliasName",schemaPath:"#/properties/aliasName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate26.errors = [{instancePath:instancePath+"/selected",schemaPath:"#/properties/selected/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate26.errors = [{instancePath:instancePath+"/fieldSelectionEnabled",schemaPath:"#/properties/fieldSelectionEnabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate26.errors = [{instancePath:instancePath+"/selectedFields/" + i3+"/fieldPath/" + i4,schemaPath:"#/properties/selectedFields/items/properties/fieldPath/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs29 === errors;
if(!valid8){
break;
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/selectedFields/" + i3+"/fieldPath",schemaPath:"#/properties/selectedFields/items/properties/fieldPath/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/selectedFields/" + i3,schemaPath:"#/properties/selectedFields/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate26.errors = [{instancePath:instancePath+"/selectedFields",schemaPath:"#/properties/selectedFields/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate26.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}


function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.stream !== undefined){
const _errs1 = errors;
if(!(validate24(data.stream, {instancePath:instancePath+"/stream",parentData:data,parentDataProperty:"stream",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
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
if(!(validate26(data.config, {instancePath:instancePath+"/config",parentData:data,parentDataProperty:"config",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
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
validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate23.errors = vErrors;
return errors === 0;
}


function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.streams === undefined) && (missing0 = "streams")){
validate22.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.streams !== undefined){
let data0 = data.streams;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
if(data0.length > 500){
validate22.errors = [{instancePath:instancePath+"/streams",schemaPath:"#/properties/streams/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate23(data0[i0], {instancePath:instancePath+"/streams/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
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
validate22.errors = [{instancePath:instancePath+"/streams",schemaPath:"#/properties/streams/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
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

const schema44 = {"type":"object","properties":{"basicSchedule":{"$ref":"schema:ConnectionSchedule"},"cron":{"type":"object","required":["cronExpression","cronTimeZone"],"properties":{"cronExpression":{"type":"string","pattern":"^\\s*\\S+(\\s+\\S+){5,6}\\s*$","maxLength":256},"cronTimeZone":{"type":"string","minLength":1,"maxLength":64}}}}};
const pattern1 = new RegExp("^\\s*\\S+(\\s+\\S+){5,6}\\s*$", "u");

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate30.errors = [{instancePath:instancePath+"/basicSchedule",schemaPath:"schema:ConnectionSchedule/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data0.units !== undefined){
let data1 = data0.units;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate30.errors = [{instancePath:instancePath+"/basicSchedule/units",schemaPath:"schema:ConnectionSchedule/properties/units/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 1000000 || isNaN(data1)){
validate30.errors = [{instancePath:instancePath+"/basicSchedule/units",schemaPath:"schema:ConnectionSchedule/properties/units/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"}];
return false;
}
else {
if(data1 < 1 || isNaN(data1)){
validate30.errors = [{instancePath:instancePath+"/basicSchedule/units",schemaPath:"schema:ConnectionSchedule/properties/units/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
else {
if(!(formats0.validate(data1))){
validate30.errors = [{instancePath:instancePath+"/basicSchedule/units",schemaPath:"schema:ConnectionSchedule/properties/units/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
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
validate30.errors = [{instancePath:instancePath+"/basicSchedule/timeUnit",schemaPath:"schema:ConnectionSchedule/properties/timeUnit/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data2 === "minutes") || (data2 === "hours")) || (data2 === "days")) || (data2 === "weeks")) || (data2 === "months"))){
validate30.errors = [{instancePath:instancePath+"/basicSchedule/timeUnit",schemaPath:"schema:ConnectionSchedule/properties/timeUnit/enum",keyword:"enum",params:{allowedValues: schema42.properties.timeUnit.enum},message:"must be equal to one of the allowed values"}];
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
validate30.errors = [{instancePath:instancePath+"/basicSchedule",schemaPath:"schema:ConnectionSchedule/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate30.errors = [{instancePath:instancePath+"/cron",schemaPath:"#/properties/cron/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data3.cronExpression !== undefined){
let data4 = data3.cronExpression;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(func0(data4) > 256){
validate30.errors = [{instancePath:instancePath+"/cron/cronExpression",schemaPath:"#/properties/cron/properties/cronExpression/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(!pattern1.test(data4)){
validate30.errors = [{instancePath:instancePath+"/cron/cronExpression",schemaPath:"#/properties/cron/properties/cronExpression/pattern",keyword:"pattern",params:{pattern: "^\\s*\\S+(\\s+\\S+){5,6}\\s*$"},message:"must match pattern \""+"^\\s*\\S+(\\s+\\S+){5,6}\\s*$"+"\""}];
return false;
}
}
}
else {
validate30.errors = [{instancePath:instancePath+"/cron/cronExpression",schemaPath:"#/properties/cron/properties/cronExpression/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate30.errors = [{instancePath:instancePath+"/cron/cronTimeZone",schemaPath:"#/properties/cron/properties/cronTimeZone/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data5) < 1){
validate30.errors = [{instancePath:instancePath+"/cron/cronTimeZone",schemaPath:"#/properties/cron/properties/cronTimeZone/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate30.errors = [{instancePath:instancePath+"/cron/cronTimeZone",schemaPath:"#/properties/cron/properties/cronTimeZone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate30.errors = [{instancePath:instancePath+"/cron",schemaPath:"#/properties/cron/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate30.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate30.errors = vErrors;
return errors === 0;
}


function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name !== undefined){
let data0 = data.name;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func0(data0) > 256){
validate21.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate21.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.namespaceDefinition !== undefined){
let data1 = data.namespaceDefinition;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate21.errors = [{instancePath:instancePath+"/namespaceDefinition",schemaPath:"schema:NamespaceDefinitionType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data1 === "source") || (data1 === "destination")) || (data1 === "customformat"))){
validate21.errors = [{instancePath:instancePath+"/namespaceDefinition",schemaPath:"schema:NamespaceDefinitionType/enum",keyword:"enum",params:{allowedValues: schema33.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.namespaceFormat !== undefined){
let data2 = data.namespaceFormat;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(func0(data2) > 256){
validate21.errors = [{instancePath:instancePath+"/namespaceFormat",schemaPath:"#/properties/namespaceFormat/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/namespaceFormat",schemaPath:"#/properties/namespaceFormat/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.prefix !== undefined){
let data3 = data.prefix;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(func0(data3) > 256){
validate21.errors = [{instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.operationIds !== undefined){
let data4 = data.operationIds;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data4)){
if(data4.length > 50){
validate21.errors = [{instancePath:instancePath+"/operationIds",schemaPath:"#/properties/operationIds/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
const _errs12 = errors;
const _errs13 = errors;
if(errors === _errs13){
if(errors === _errs13){
if(typeof data5 === "string"){
if(!(formats12.test(data5))){
validate21.errors = [{instancePath:instancePath+"/operationIds/" + i0,schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/operationIds/" + i0,schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid2 = _errs12 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/operationIds",schemaPath:"#/properties/operationIds/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.syncCatalog !== undefined){
const _errs15 = errors;
if(!(validate22(data.syncCatalog, {instancePath:instancePath+"/syncCatalog",parentData:data,parentDataProperty:"syncCatalog",rootData}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schedule !== undefined){
let data7 = data.schedule;
const _errs16 = errors;
const _errs17 = errors;
if(errors === _errs17){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing0;
if(((data7.units === undefined) && (missing0 = "units")) || ((data7.timeUnit === undefined) && (missing0 = "timeUnit"))){
validate21.errors = [{instancePath:instancePath+"/schedule",schemaPath:"schema:ConnectionSchedule/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data7.units !== undefined){
let data8 = data7.units;
const _errs19 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate21.errors = [{instancePath:instancePath+"/schedule/units",schemaPath:"schema:ConnectionSchedule/properties/units/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs19){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 1000000 || isNaN(data8)){
validate21.errors = [{instancePath:instancePath+"/schedule/units",schemaPath:"schema:ConnectionSchedule/properties/units/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"}];
return false;
}
else {
if(data8 < 1 || isNaN(data8)){
validate21.errors = [{instancePath:instancePath+"/schedule/units",schemaPath:"schema:ConnectionSchedule/properties/units/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
else {
if(!(formats0.validate(data8))){
validate21.errors = [{instancePath:instancePath+"/schedule/units",schemaPath:"schema:ConnectionSchedule/properties/units/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
}
var valid5 = _errs19 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data7.timeUnit !== undefined){
let data9 = data7.timeUnit;
const _errs21 = errors;
if(typeof data9 !== "string"){
validate21.errors = [{instancePath:instancePath+"/schedule/timeUnit",schemaPath:"schema:ConnectionSchedule/properties/timeUnit/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data9 === "minutes") || (data9 === "hours")) || (data9 === "days")) || (data9 === "weeks")) || (data9 === "months"))){
validate21.errors = [{instancePath:instancePath+"/schedule/timeUnit",schemaPath:"schema:ConnectionSchedule/properties/timeUnit/enum",keyword:"enum",params:{allowedValues: schema42.properties.timeUnit.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid5 = _errs21 === errors;
}
else {
var valid5 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/schedule",schemaPath:"schema:ConnectionSchedule/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.scheduleType !== undefined){
let data10 = data.scheduleType;
const _errs23 = errors;
if(typeof data10 !== "string"){
validate21.errors = [{instancePath:instancePath+"/scheduleType",schemaPath:"schema:ConnectionScheduleType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data10 === "manual") || (data10 === "basic")) || (data10 === "cron"))){
validate21.errors = [{instancePath:instancePath+"/scheduleType",schemaPath:"schema:ConnectionScheduleType/enum",keyword:"enum",params:{allowedValues: schema43.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.scheduleData !== undefined){
const _errs26 = errors;
if(!(validate30(data.scheduleData, {instancePath:instancePath+"/scheduleData",parentData:data,parentDataProperty:"scheduleData",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resourceRequirements !== undefined){
let data12 = data.resourceRequirements;
const _errs27 = errors;
const _errs28 = errors;
if(errors === _errs28){
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.cpu_request !== undefined){
let data13 = data12.cpu_request;
const _errs30 = errors;
if(errors === _errs30){
if(typeof data13 === "string"){
if(func0(data13) > 32){
validate21.errors = [{instancePath:instancePath+"/resourceRequirements/cpu_request",schemaPath:"schema:ResourceRequirements/properties/cpu_request/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/resourceRequirements/cpu_request",schemaPath:"schema:ResourceRequirements/properties/cpu_request/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid8 = _errs30 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data12.cpu_limit !== undefined){
let data14 = data12.cpu_limit;
const _errs32 = errors;
if(errors === _errs32){
if(typeof data14 === "string"){
if(func0(data14) > 32){
validate21.errors = [{instancePath:instancePath+"/resourceRequirements/cpu_limit",schemaPath:"schema:ResourceRequirements/properties/cpu_limit/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/resourceRequirements/cpu_limit",schemaPath:"schema:ResourceRequirements/properties/cpu_limit/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid8 = _errs32 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data12.memory_request !== undefined){
let data15 = data12.memory_request;
const _errs34 = errors;
if(errors === _errs34){
if(typeof data15 === "string"){
if(func0(data15) > 32){
validate21.errors = [{instancePath:instancePath+"/resourceRequirements/memory_request",schemaPath:"schema:ResourceRequirements/properties/memory_request/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/resourceRequirements/memory_request",schemaPath:"schema:ResourceRequirements/properties/memory_request/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid8 = _errs34 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data12.memory_limit !== undefined){
let data16 = data12.memory_limit;
const _errs36 = errors;
if(errors === _errs36){
if(typeof data16 === "string"){
if(func0(data16) > 32){
validate21.errors = [{instancePath:instancePath+"/resourceRequirements/memory_limit",schemaPath:"schema:ResourceRequirements/properties/memory_limit/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/resourceRequirements/memory_limit",schemaPath:"schema:ResourceRequirements/properties/memory_limit/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid8 = _errs36 === errors;
}
else {
var valid8 = true;
}
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/resourceRequirements",schemaPath:"schema:ResourceRequirements/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sourceCatalogId !== undefined){
let data17 = data.sourceCatalogId;
const _errs38 = errors;
const _errs39 = errors;
if(errors === _errs39){
if(errors === _errs39){
if(typeof data17 === "string"){
if(!(formats12.test(data17))){
validate21.errors = [{instancePath:instancePath+"/sourceCatalogId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/sourceCatalogId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.geography !== undefined){
let data18 = data.geography;
const _errs41 = errors;
if(typeof data18 !== "string"){
validate21.errors = [{instancePath:instancePath+"/geography",schemaPath:"schema:Geography/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data18 === "auto") || (data18 === "us")) || (data18 === "eu"))){
validate21.errors = [{instancePath:instancePath+"/geography",schemaPath:"schema:Geography/enum",keyword:"enum",params:{allowedValues: schema48.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs41 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notifySchemaChanges !== undefined){
const _errs44 = errors;
if(typeof data.notifySchemaChanges !== "boolean"){
validate21.errors = [{instancePath:instancePath+"/notifySchemaChanges",schemaPath:"#/properties/notifySchemaChanges/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs44 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nonBreakingChangesPreference !== undefined){
let data20 = data.nonBreakingChangesPreference;
const _errs46 = errors;
if(typeof data20 !== "string"){
validate21.errors = [{instancePath:instancePath+"/nonBreakingChangesPreference",schemaPath:"schema:NonBreakingChangesPreference/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data20 === "ignore") || (data20 === "disable"))){
validate21.errors = [{instancePath:instancePath+"/nonBreakingChangesPreference",schemaPath:"schema:NonBreakingChangesPreference/enum",keyword:"enum",params:{allowedValues: schema49.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs46 === errors;
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
validate21.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate21.errors = vErrors;
return errors === 0;
}


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(!(validate21(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.sourceId === undefined) && (missing0 = "sourceId")) || ((data.destinationId === undefined) && (missing0 = "destinationId"))) || ((data.status === undefined) && (missing0 = "status"))){
validate20.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.sourceId !== undefined){
let data0 = data.sourceId;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
validate20.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate20.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.destinationId !== undefined){
let data1 = data.destinationId;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(errors === _errs7){
if(typeof data1 === "string"){
if(!(formats12.test(data1))){
validate20.errors = [{instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate20.errors = [{instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.status !== undefined){
let data2 = data.status;
const _errs9 = errors;
if(typeof data2 !== "string"){
validate20.errors = [{instancePath:instancePath+"/status",schemaPath:"schema:ConnectionStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data2 === "active") || (data2 === "inactive")) || (data2 === "deprecated"))){
validate20.errors = [{instancePath:instancePath+"/status",schemaPath:"schema:ConnectionStatus/enum",keyword:"enum",params:{allowedValues: schema52.enum},message:"must be equal to one of the allowed values"}];
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
validate20.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
validate20.errors = vErrors;
return errors === 0;
}

exports.req_ConnectionUpdate = validate33;
const schema53 = {"allOf":[{"$ref":"schema:ConnectionFields"},{"type":"object","required":["connectionId"],"properties":{"connectionId":{"$ref":"schema:Id"},"status":{"$ref":"schema:ConnectionStatus"}}}]};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(!(validate21(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.connectionId === undefined) && (missing0 = "connectionId")){
validate33.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.connectionId !== undefined){
let data0 = data.connectionId;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
validate33.errors = [{instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate33.errors = [{instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.status !== undefined){
let data1 = data.status;
const _errs6 = errors;
if(typeof data1 !== "string"){
validate33.errors = [{instancePath:instancePath+"/status",schemaPath:"schema:ConnectionStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data1 === "active") || (data1 === "inactive")) || (data1 === "deprecated"))){
validate33.errors = [{instancePath:instancePath+"/status",schemaPath:"schema:ConnectionStatus/enum",keyword:"enum",params:{allowedValues: schema52.enum},message:"must be equal to one of the allowed values"}];
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
validate33.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
validate33.errors = vErrors;
return errors === 0;
}

exports.req_ConnectionSearch = validate35;
const schema56 = {"type":"object","properties":{"connectionId":{"$ref":"schema:Id"},"name":{"type":"string","maxLength":256},"namespaceDefinition":{"$ref":"schema:NamespaceDefinitionType"},"namespaceFormat":{"type":"string","maxLength":256},"prefix":{"type":"string","maxLength":256},"sourceId":{"$ref":"schema:Id"},"destinationId":{"$ref":"schema:Id"},"scheduleType":{"$ref":"schema:ConnectionScheduleType"},"status":{"$ref":"schema:ConnectionStatus"},"source":{"$ref":"schema:SourceSearch"},"destination":{"$ref":"schema:DestinationSearch"}}};
const schema63 = {"type":"object","properties":{"sourceDefinitionId":{"$ref":"schema:Id"},"sourceId":{"$ref":"schema:Id"},"workspaceId":{"$ref":"schema:Id"},"connectionConfiguration":{"$ref":"schema:ConnectionConfiguration"},"name":{"type":"string","maxLength":256},"sourceName":{"type":"string","maxLength":256}}};
const schema67 = {"type":"object","additionalProperties":true};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sourceDefinitionId !== undefined){
let data0 = data.sourceDefinitionId;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
validate36.errors = [{instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate36.errors = [{instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(!(formats12.test(data1))){
validate36.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate36.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(!(formats12.test(data2))){
validate36.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate36.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate36.errors = [{instancePath:instancePath+"/connectionConfiguration",schemaPath:"schema:ConnectionConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data4 = data.name;
const _errs14 = errors;
if(errors === _errs14){
if(typeof data4 === "string"){
if(func0(data4) > 256){
validate36.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate36.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sourceName !== undefined){
let data5 = data.sourceName;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data5 === "string"){
if(func0(data5) > 256){
validate36.errors = [{instancePath:instancePath+"/sourceName",schemaPath:"#/properties/sourceName/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate36.errors = [{instancePath:instancePath+"/sourceName",schemaPath:"#/properties/sourceName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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

const schema68 = {"type":"object","properties":{"destinationDefinitionId":{"$ref":"schema:Id"},"destinationId":{"$ref":"schema:Id"},"workspaceId":{"$ref":"schema:Id"},"connectionConfiguration":{"$ref":"schema:ConnectionConfiguration"},"name":{"type":"string","maxLength":256},"destinationName":{"type":"string","maxLength":256}}};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.destinationDefinitionId !== undefined){
let data0 = data.destinationDefinitionId;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
validate38.errors = [{instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate38.errors = [{instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(!(formats12.test(data1))){
validate38.errors = [{instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate38.errors = [{instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(!(formats12.test(data2))){
validate38.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate38.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate38.errors = [{instancePath:instancePath+"/connectionConfiguration",schemaPath:"schema:ConnectionConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data4 = data.name;
const _errs14 = errors;
if(errors === _errs14){
if(typeof data4 === "string"){
if(func0(data4) > 256){
validate38.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate38.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.destinationName !== undefined){
let data5 = data.destinationName;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data5 === "string"){
if(func0(data5) > 256){
validate38.errors = [{instancePath:instancePath+"/destinationName",schemaPath:"#/properties/destinationName/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate38.errors = [{instancePath:instancePath+"/destinationName",schemaPath:"#/properties/destinationName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
}
}
}
else {
validate38.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate38.errors = vErrors;
return errors === 0;
}


function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.connectionId !== undefined){
let data0 = data.connectionId;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
validate35.errors = [{instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate35.errors = [{instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
let data1 = data.name;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func0(data1) > 256){
validate35.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate35.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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
validate35.errors = [{instancePath:instancePath+"/namespaceDefinition",schemaPath:"schema:NamespaceDefinitionType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data2 === "source") || (data2 === "destination")) || (data2 === "customformat"))){
validate35.errors = [{instancePath:instancePath+"/namespaceDefinition",schemaPath:"schema:NamespaceDefinitionType/enum",keyword:"enum",params:{allowedValues: schema33.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.namespaceFormat !== undefined){
let data3 = data.namespaceFormat;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(func0(data3) > 256){
validate35.errors = [{instancePath:instancePath+"/namespaceFormat",schemaPath:"#/properties/namespaceFormat/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate35.errors = [{instancePath:instancePath+"/namespaceFormat",schemaPath:"#/properties/namespaceFormat/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.prefix !== undefined){
let data4 = data.prefix;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(func0(data4) > 256){
validate35.errors = [{instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate35.errors = [{instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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
if(!(formats12.test(data5))){
validate35.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate35.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(!(formats12.test(data6))){
validate35.errors = [{instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate35.errors = [{instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.scheduleType !== undefined){
let data7 = data.scheduleType;
const _errs19 = errors;
if(typeof data7 !== "string"){
validate35.errors = [{instancePath:instancePath+"/scheduleType",schemaPath:"schema:ConnectionScheduleType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data7 === "manual") || (data7 === "basic")) || (data7 === "cron"))){
validate35.errors = [{instancePath:instancePath+"/scheduleType",schemaPath:"schema:ConnectionScheduleType/enum",keyword:"enum",params:{allowedValues: schema43.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data8 = data.status;
const _errs22 = errors;
if(typeof data8 !== "string"){
validate35.errors = [{instancePath:instancePath+"/status",schemaPath:"schema:ConnectionStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data8 === "active") || (data8 === "inactive")) || (data8 === "deprecated"))){
validate35.errors = [{instancePath:instancePath+"/status",schemaPath:"schema:ConnectionStatus/enum",keyword:"enum",params:{allowedValues: schema52.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.source !== undefined){
const _errs25 = errors;
if(!(validate36(data.source, {instancePath:instancePath+"/source",parentData:data,parentDataProperty:"source",rootData}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.destination !== undefined){
const _errs26 = errors;
if(!(validate38(data.destination, {instancePath:instancePath+"/destination",parentData:data,parentDataProperty:"destination",rootData}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
var valid0 = _errs26 === errors;
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
validate35.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate35.errors = vErrors;
return errors === 0;
}

exports.req_WorkspaceIdRequestBody = validate40;
const schema73 = {"type":"object","required":["workspaceId"],"properties":{"workspaceId":{"$ref":"schema:Id"}}};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.workspaceId === undefined) && (missing0 = "workspaceId")){
validate40.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.workspaceId !== undefined){
let data0 = data.workspaceId;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
validate40.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate40.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
}
else {
validate40.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate40.errors = vErrors;
return errors === 0;
}

exports.req_WebBackendConnectionRequestBody = validate41;
const schema75 = {"type":"object","required":["connectionId"],"properties":{"connectionId":{"$ref":"schema:Id"},"withRefreshedCatalog":{"type":"boolean"}}};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.connectionId === undefined) && (missing0 = "connectionId")){
validate41.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(formats12.test(data0))){
validate41.errors = [{instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate41.errors = [{instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.withRefreshedCatalog !== undefined){
const _errs4 = errors;
if(typeof data.withRefreshedCatalog !== "boolean"){
validate41.errors = [{instancePath:instancePath+"/withRefreshedCatalog",schemaPath:"#/properties/withRefreshedCatalog/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate41.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate41.errors = vErrors;
return errors === 0;
}

exports.req_WebBackendConnectionCreate = validate42;
const schema77 = {"allOf":[{"$ref":"schema:ConnectionCreate"},{"type":"object","properties":{"operations":{"type":"array","maxItems":50,"items":{"$ref":"schema:OperationCreate"}}}}]};
const schema78 = {"type":"object","required":["workspaceId","name","operatorConfiguration"],"properties":{"workspaceId":{"$ref":"schema:Id"},"name":{"type":"string","minLength":1,"maxLength":256},"operatorConfiguration":{"$ref":"schema:OperatorConfiguration"}}};
const schema80 = {"type":"object","required":["operatorType"],"properties":{"operatorType":{"type":"string","enum":["normalization","dbt","webhook"]},"normalization":{"type":"object","properties":{"option":{"type":"string","enum":["basic"]}}},"dbt":{"type":"object","required":["gitRepoUrl"],"properties":{"gitRepoUrl":{"type":"string","maxLength":2048},"gitRepoBranch":{"type":"string","maxLength":256},"dockerImage":{"type":"string","maxLength":256},"dbtArguments":{"type":"string","maxLength":4096}}},"webhook":{"type":"object","properties":{"webhookConfigId":{"$ref":"schema:Id"},"webhookType":{"type":"string","enum":["dbtCloud"]},"dbtCloud":{"type":"object","required":["accountId","jobId"],"properties":{"accountId":{"type":"integer","minimum":1,"maximum":2147483647},"jobId":{"type":"integer","minimum":1,"maximum":2147483647}}},"executionUrl":{"type":"string","maxLength":2048},"executionBody":{"type":"string","maxLength":65536}}}}};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.operatorType === undefined) && (missing0 = "operatorType")){
validate45.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.operatorType !== undefined){
let data0 = data.operatorType;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate45.errors = [{instancePath:instancePath+"/operatorType",schemaPath:"#/properties/operatorType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data0 === "normalization") || (data0 === "dbt")) || (data0 === "webhook"))){
validate45.errors = [{instancePath:instancePath+"/operatorType",schemaPath:"#/properties/operatorType/enum",keyword:"enum",params:{allowedValues: schema80.properties.operatorType.enum},message:"must be equal to one of the allowed values"}];
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
validate45.errors = [{instancePath:instancePath+"/normalization/option",schemaPath:"#/properties/normalization/properties/option/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data2 === "basic")){
validate45.errors = [{instancePath:instancePath+"/normalization/option",schemaPath:"#/properties/normalization/properties/option/enum",keyword:"enum",params:{allowedValues: schema80.properties.normalization.properties.option.enum},message:"must be equal to one of the allowed values"}];
return false;
}
}
}
else {
validate45.errors = [{instancePath:instancePath+"/normalization",schemaPath:"#/properties/normalization/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate45.errors = [{instancePath:instancePath+"/dbt",schemaPath:"#/properties/dbt/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data3.gitRepoUrl !== undefined){
let data4 = data3.gitRepoUrl;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 2048){
validate45.errors = [{instancePath:instancePath+"/dbt/gitRepoUrl",schemaPath:"#/properties/dbt/properties/gitRepoUrl/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
}
else {
validate45.errors = [{instancePath:instancePath+"/dbt/gitRepoUrl",schemaPath:"#/properties/dbt/properties/gitRepoUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate45.errors = [{instancePath:instancePath+"/dbt/gitRepoBranch",schemaPath:"#/properties/dbt/properties/gitRepoBranch/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate45.errors = [{instancePath:instancePath+"/dbt/gitRepoBranch",schemaPath:"#/properties/dbt/properties/gitRepoBranch/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate45.errors = [{instancePath:instancePath+"/dbt/dockerImage",schemaPath:"#/properties/dbt/properties/dockerImage/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate45.errors = [{instancePath:instancePath+"/dbt/dockerImage",schemaPath:"#/properties/dbt/properties/dockerImage/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate45.errors = [{instancePath:instancePath+"/dbt/dbtArguments",schemaPath:"#/properties/dbt/properties/dbtArguments/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate45.errors = [{instancePath:instancePath+"/dbt/dbtArguments",schemaPath:"#/properties/dbt/properties/dbtArguments/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate45.errors = [{instancePath:instancePath+"/dbt",schemaPath:"#/properties/dbt/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(!(formats12.test(data9))){
validate45.errors = [{instancePath:instancePath+"/webhook/webhookConfigId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate45.errors = [{instancePath:instancePath+"/webhook/webhookConfigId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate45.errors = [{instancePath:instancePath+"/webhook/webhookType",schemaPath:"#/properties/webhook/properties/webhookType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data10 === "dbtCloud")){
validate45.errors = [{instancePath:instancePath+"/webhook/webhookType",schemaPath:"#/properties/webhook/properties/webhookType/enum",keyword:"enum",params:{allowedValues: schema80.properties.webhook.properties.webhookType.enum},message:"must be equal to one of the allowed values"}];
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
validate45.errors = [{instancePath:instancePath+"/webhook/dbtCloud",schemaPath:"#/properties/webhook/properties/dbtCloud/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data11.accountId !== undefined){
let data12 = data11.accountId;
const _errs26 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate45.errors = [{instancePath:instancePath+"/webhook/dbtCloud/accountId",schemaPath:"#/properties/webhook/properties/dbtCloud/properties/accountId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs26){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 2147483647 || isNaN(data12)){
validate45.errors = [{instancePath:instancePath+"/webhook/dbtCloud/accountId",schemaPath:"#/properties/webhook/properties/dbtCloud/properties/accountId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"}];
return false;
}
else {
if(data12 < 1 || isNaN(data12)){
validate45.errors = [{instancePath:instancePath+"/webhook/dbtCloud/accountId",schemaPath:"#/properties/webhook/properties/dbtCloud/properties/accountId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
validate45.errors = [{instancePath:instancePath+"/webhook/dbtCloud/jobId",schemaPath:"#/properties/webhook/properties/dbtCloud/properties/jobId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs28){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 2147483647 || isNaN(data13)){
validate45.errors = [{instancePath:instancePath+"/webhook/dbtCloud/jobId",schemaPath:"#/properties/webhook/properties/dbtCloud/properties/jobId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"}];
return false;
}
else {
if(data13 < 1 || isNaN(data13)){
validate45.errors = [{instancePath:instancePath+"/webhook/dbtCloud/jobId",schemaPath:"#/properties/webhook/properties/dbtCloud/properties/jobId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
validate45.errors = [{instancePath:instancePath+"/webhook/dbtCloud",schemaPath:"#/properties/webhook/properties/dbtCloud/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate45.errors = [{instancePath:instancePath+"/webhook/executionUrl",schemaPath:"#/properties/webhook/properties/executionUrl/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
}
else {
validate45.errors = [{instancePath:instancePath+"/webhook/executionUrl",schemaPath:"#/properties/webhook/properties/executionUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate45.errors = [{instancePath:instancePath+"/webhook/executionBody",schemaPath:"#/properties/webhook/properties/executionBody/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
}
else {
validate45.errors = [{instancePath:instancePath+"/webhook/executionBody",schemaPath:"#/properties/webhook/properties/executionBody/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate45.errors = [{instancePath:instancePath+"/webhook",schemaPath:"#/properties/webhook/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate45.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate45.errors = vErrors;
return errors === 0;
}


function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.workspaceId === undefined) && (missing0 = "workspaceId")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.operatorConfiguration === undefined) && (missing0 = "operatorConfiguration"))){
validate44.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(formats12.test(data0))){
validate44.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate44.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
let data1 = data.name;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func0(data1) > 256){
validate44.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func0(data1) < 1){
validate44.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate44.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.operatorConfiguration !== undefined){
const _errs6 = errors;
if(!(validate45(data.operatorConfiguration, {instancePath:instancePath+"/operatorConfiguration",parentData:data,parentDataProperty:"operatorConfiguration",rootData}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
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
validate44.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate44.errors = vErrors;
return errors === 0;
}


function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(!(validate20(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);
errors = vErrors.length;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.operations !== undefined){
let data0 = data.operations;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data0)){
if(data0.length > 50){
validate42.errors = [{instancePath:instancePath+"/operations",schemaPath:"#/allOf/1/properties/operations/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(!(validate44(data0[i0], {instancePath:instancePath+"/operations/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
var valid2 = _errs5 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate42.errors = [{instancePath:instancePath+"/operations",schemaPath:"#/allOf/1/properties/operations/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate42.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
validate42.errors = vErrors;
return errors === 0;
}

exports.req_WebBackendConnectionUpdate = validate48;
const schema82 = {"allOf":[{"$ref":"schema:ConnectionFields"},{"type":"object","required":["connectionId"],"properties":{"connectionId":{"$ref":"schema:Id"},"status":{"$ref":"schema:ConnectionStatus"},"operations":{"type":"array","maxItems":50,"items":{"$ref":"schema:WebBackendOperationCreateOrUpdate"}},"skipReset":{"type":"boolean"}}}]};
const schema85 = {"type":"object","required":["workspaceId","name","operatorConfiguration"],"properties":{"operationId":{"$ref":"schema:Id"},"workspaceId":{"$ref":"schema:Id"},"name":{"type":"string","minLength":1,"maxLength":256},"operatorConfiguration":{"$ref":"schema:OperatorConfiguration"}}};

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.workspaceId === undefined) && (missing0 = "workspaceId")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.operatorConfiguration === undefined) && (missing0 = "operatorConfiguration"))){
validate50.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.operationId !== undefined){
let data0 = data.operationId;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
validate50.errors = [{instancePath:instancePath+"/operationId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate50.errors = [{instancePath:instancePath+"/operationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.workspaceId !== undefined){
let data1 = data.workspaceId;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data1 === "string"){
if(!(formats12.test(data1))){
validate50.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate50.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
let data2 = data.name;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data2 === "string"){
if(func0(data2) > 256){
validate50.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func0(data2) < 1){
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
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.operatorConfiguration !== undefined){
const _errs9 = errors;
if(!(validate45(data.operatorConfiguration, {instancePath:instancePath+"/operatorConfiguration",parentData:data,parentDataProperty:"operatorConfiguration",rootData}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
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
validate50.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate50.errors = vErrors;
return errors === 0;
}


function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(!(validate21(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.connectionId === undefined) && (missing0 = "connectionId")){
validate48.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.connectionId !== undefined){
let data0 = data.connectionId;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
validate48.errors = [{instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate48.errors = [{instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.status !== undefined){
let data1 = data.status;
const _errs6 = errors;
if(typeof data1 !== "string"){
validate48.errors = [{instancePath:instancePath+"/status",schemaPath:"schema:ConnectionStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data1 === "active") || (data1 === "inactive")) || (data1 === "deprecated"))){
validate48.errors = [{instancePath:instancePath+"/status",schemaPath:"schema:ConnectionStatus/enum",keyword:"enum",params:{allowedValues: schema52.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.operations !== undefined){
let data2 = data.operations;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data2)){
if(data2.length > 50){
validate48.errors = [{instancePath:instancePath+"/operations",schemaPath:"#/allOf/1/properties/operations/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"}];
return false;
}
else {
var valid4 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs11 = errors;
if(!(validate50(data2[i0], {instancePath:instancePath+"/operations/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
errors = vErrors.length;
}
var valid4 = _errs11 === errors;
if(!valid4){
break;
}
}
}
}
else {
validate48.errors = [{instancePath:instancePath+"/operations",schemaPath:"#/allOf/1/properties/operations/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.skipReset !== undefined){
const _errs12 = errors;
if(typeof data.skipReset !== "boolean"){
validate48.errors = [{instancePath:instancePath+"/skipReset",schemaPath:"#/allOf/1/properties/skipReset/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid1 = _errs12 === errors;
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
validate48.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
validate48.errors = vErrors;
return errors === 0;
}

exports.req_WebBackendConnectionListRequestBody = validate53;
const schema88 = {"type":"object","required":["workspaceId"],"properties":{"workspaceId":{"$ref":"schema:Id"},"sourceId":{"type":"array","maxItems":100,"items":{"$ref":"schema:Id"}},"destinationId":{"type":"array","maxItems":100,"items":{"$ref":"schema:Id"}}}};

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.workspaceId === undefined) && (missing0 = "workspaceId")){
validate53.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(formats12.test(data0))){
validate53.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate53.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(errors === _errs4){
if(Array.isArray(data1)){
if(data1.length > 100){
validate53.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"#/properties/sourceId/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(errors === _errs7){
if(typeof data2 === "string"){
if(!(formats12.test(data2))){
validate53.errors = [{instancePath:instancePath+"/sourceId/" + i0,schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate53.errors = [{instancePath:instancePath+"/sourceId/" + i0,schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid2 = _errs6 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"#/properties/sourceId/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.destinationId !== undefined){
let data3 = data.destinationId;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data3)){
if(data3.length > 100){
validate53.errors = [{instancePath:instancePath+"/destinationId",schemaPath:"#/properties/destinationId/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"}];
return false;
}
else {
var valid4 = true;
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
let data4 = data3[i1];
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data4 === "string"){
if(!(formats12.test(data4))){
validate53.errors = [{instancePath:instancePath+"/destinationId/" + i1,schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate53.errors = [{instancePath:instancePath+"/destinationId/" + i1,schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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
validate53.errors = [{instancePath:instancePath+"/destinationId",schemaPath:"#/properties/destinationId/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
else {
validate53.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate53.errors = vErrors;
return errors === 0;
}

exports.req_WebBackendWorkspaceState = validate54;
const schema92 = {"type":"object","required":["workspaceId"],"properties":{"workspaceId":{"$ref":"schema:Id"}}};

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.workspaceId === undefined) && (missing0 = "workspaceId")){
validate54.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.workspaceId !== undefined){
let data0 = data.workspaceId;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
validate54.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate54.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
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

exports.req_ConnectionStateCreateOrUpdate = validate55;
const schema94 = {"type":"object","required":["connectionId","connectionState"],"properties":{"connectionId":{"$ref":"schema:Id"},"connectionState":{"$ref":"schema:ConnectionState"}}};

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.connectionId === undefined) && (missing0 = "connectionId")) || ((data.connectionState === undefined) && (missing0 = "connectionState"))){
validate55.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(formats12.test(data0))){
validate55.errors = [{instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate55.errors = [{instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.connectionState !== undefined){
const _errs4 = errors;
if(!(validate11(data.connectionState, {instancePath:instancePath+"/connectionState",parentData:data,parentDataProperty:"connectionState",rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
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
validate55.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate55.errors = vErrors;
return errors === 0;
}

exports.req_OperatorConfiguration = validate45;

exports.req_OperationCreate = validate44;

exports.req_OperationIdRequestBody = validate57;
const schema96 = {"type":"object","required":["operationId"],"properties":{"operationId":{"$ref":"schema:Id"}}};

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.operationId === undefined) && (missing0 = "operationId")){
validate57.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.operationId !== undefined){
let data0 = data.operationId;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
validate57.errors = [{instancePath:instancePath+"/operationId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate57.errors = [{instancePath:instancePath+"/operationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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

exports.req_OperationUpdate = validate58;
const schema98 = {"type":"object","required":["operationId","name","operatorConfiguration"],"properties":{"operationId":{"$ref":"schema:Id"},"name":{"type":"string","minLength":1,"maxLength":256},"operatorConfiguration":{"$ref":"schema:OperatorConfiguration"}}};

function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.operationId === undefined) && (missing0 = "operationId")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.operatorConfiguration === undefined) && (missing0 = "operatorConfiguration"))){
validate58.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.operationId !== undefined){
let data0 = data.operationId;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
validate58.errors = [{instancePath:instancePath+"/operationId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate58.errors = [{instancePath:instancePath+"/operationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
let data1 = data.name;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func0(data1) > 256){
validate58.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func0(data1) < 1){
validate58.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate58.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.operatorConfiguration !== undefined){
const _errs6 = errors;
if(!(validate45(data.operatorConfiguration, {instancePath:instancePath+"/operatorConfiguration",parentData:data,parentDataProperty:"operatorConfiguration",rootData}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
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
validate58.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate58.errors = vErrors;
return errors === 0;
}

exports.req_SourceCreate = validate60;
const schema100 = {"type":"object","required":["sourceDefinitionId","connectionConfiguration","workspaceId","name"],"properties":{"sourceDefinitionId":{"$ref":"schema:Id"},"connectionConfiguration":{"$ref":"schema:ConnectionConfiguration"},"workspaceId":{"$ref":"schema:Id"},"name":{"$ref":"schema:ActorName"}}};
const schema104 = {"type":"string","minLength":1,"maxLength":256};

function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.sourceDefinitionId === undefined) && (missing0 = "sourceDefinitionId")) || ((data.connectionConfiguration === undefined) && (missing0 = "connectionConfiguration"))) || ((data.workspaceId === undefined) && (missing0 = "workspaceId"))) || ((data.name === undefined) && (missing0 = "name"))){
validate60.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(formats12.test(data0))){
validate60.errors = [{instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate60.errors = [{instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.connectionConfiguration !== undefined){
let data1 = data.connectionConfiguration;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
validate60.errors = [{instancePath:instancePath+"/connectionConfiguration",schemaPath:"schema:ConnectionConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
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
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(errors === _errs9){
if(typeof data2 === "string"){
if(!(formats12.test(data2))){
validate60.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate60.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.name !== undefined){
let data3 = data.name;
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data3 === "string"){
if(func0(data3) > 256){
validate60.errors = [{instancePath:instancePath+"/name",schemaPath:"schema:ActorName/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func0(data3) < 1){
validate60.errors = [{instancePath:instancePath+"/name",schemaPath:"schema:ActorName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/name",schemaPath:"schema:ActorName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
else {
validate60.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate60.errors = vErrors;
return errors === 0;
}

exports.req_SourceIdRequestBody = validate61;
const schema105 = {"type":"object","required":["sourceId"],"properties":{"sourceId":{"$ref":"schema:Id"}}};

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.sourceId === undefined) && (missing0 = "sourceId")){
validate61.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.sourceId !== undefined){
let data0 = data.sourceId;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
validate61.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate61.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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

exports.req_SourceUpdate = validate62;
const schema107 = {"type":"object","required":["sourceId","connectionConfiguration","name"],"properties":{"sourceId":{"$ref":"schema:Id"},"connectionConfiguration":{"$ref":"schema:ConnectionConfiguration"},"name":{"$ref":"schema:ActorName"}}};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.sourceId === undefined) && (missing0 = "sourceId")) || ((data.connectionConfiguration === undefined) && (missing0 = "connectionConfiguration"))) || ((data.name === undefined) && (missing0 = "name"))){
validate62.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(formats12.test(data0))){
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
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.connectionConfiguration !== undefined){
let data1 = data.connectionConfiguration;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
validate62.errors = [{instancePath:instancePath+"/connectionConfiguration",schemaPath:"schema:ConnectionConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data2 = data.name;
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data2 === "string"){
if(func0(data2) > 256){
validate62.errors = [{instancePath:instancePath+"/name",schemaPath:"schema:ActorName/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func0(data2) < 1){
validate62.errors = [{instancePath:instancePath+"/name",schemaPath:"schema:ActorName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate62.errors = [{instancePath:instancePath+"/name",schemaPath:"schema:ActorName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
else {
validate62.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate62.errors = vErrors;
return errors === 0;
}

exports.req_SourceCloneRequestBody = validate63;
const schema111 = {"type":"object","required":["sourceCloneId"],"properties":{"sourceCloneId":{"$ref":"schema:Id"},"sourceConfiguration":{"$ref":"schema:ActorCloneConfiguration"}}};
const schema113 = {"type":"object","properties":{"connectionConfiguration":{"$ref":"schema:ConnectionConfiguration"},"name":{"$ref":"schema:ActorName"}}};

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.connectionConfiguration !== undefined){
let data0 = data.connectionConfiguration;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
}
else {
validate64.errors = [{instancePath:instancePath+"/connectionConfiguration",schemaPath:"schema:ConnectionConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data1 = data.name;
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data1 === "string"){
if(func0(data1) > 256){
validate64.errors = [{instancePath:instancePath+"/name",schemaPath:"schema:ActorName/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func0(data1) < 1){
validate64.errors = [{instancePath:instancePath+"/name",schemaPath:"schema:ActorName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate64.errors = [{instancePath:instancePath+"/name",schemaPath:"schema:ActorName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
else {
validate64.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate64.errors = vErrors;
return errors === 0;
}


function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.sourceCloneId === undefined) && (missing0 = "sourceCloneId")){
validate63.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.sourceCloneId !== undefined){
let data0 = data.sourceCloneId;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
validate63.errors = [{instancePath:instancePath+"/sourceCloneId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate63.errors = [{instancePath:instancePath+"/sourceCloneId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.sourceConfiguration !== undefined){
const _errs4 = errors;
if(!(validate64(data.sourceConfiguration, {instancePath:instancePath+"/sourceConfiguration",parentData:data,parentDataProperty:"sourceConfiguration",rootData}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
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
validate63.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate63.errors = vErrors;
return errors === 0;
}

exports.req_SourceSearch = validate36;

exports.req_SourceDiscoverSchemaRequestBody = validate66;
const schema116 = {"type":"object","required":["sourceId"],"properties":{"sourceId":{"$ref":"schema:Id"},"connectionId":{"$ref":"schema:Id"},"disable_cache":{"type":"boolean"},"notifySchemaChange":{"type":"boolean"}}};

function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.sourceId === undefined) && (missing0 = "sourceId")){
validate66.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(formats12.test(data0))){
validate66.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate66.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.connectionId !== undefined){
let data1 = data.connectionId;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data1 === "string"){
if(!(formats12.test(data1))){
validate66.errors = [{instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate66.errors = [{instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.disable_cache !== undefined){
const _errs7 = errors;
if(typeof data.disable_cache !== "boolean"){
validate66.errors = [{instancePath:instancePath+"/disable_cache",schemaPath:"#/properties/disable_cache/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notifySchemaChange !== undefined){
const _errs9 = errors;
if(typeof data.notifySchemaChange !== "boolean"){
validate66.errors = [{instancePath:instancePath+"/notifySchemaChange",schemaPath:"#/properties/notifySchemaChange/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
else {
validate66.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate66.errors = vErrors;
return errors === 0;
}

exports.req_SourceDiscoverSchemaWriteRequestBody = validate67;
const schema119 = {"type":"object","required":["catalog","sourceId"],"properties":{"catalog":{"$ref":"schema:AirbyteCatalog"},"sourceId":{"$ref":"schema:Id"},"connectorVersion":{"type":"string","maxLength":128},"configurationHash":{"type":"string","maxLength":256}}};

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.catalog === undefined) && (missing0 = "catalog")) || ((data.sourceId === undefined) && (missing0 = "sourceId"))){
validate67.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.catalog !== undefined){
const _errs1 = errors;
if(!(validate22(data.catalog, {instancePath:instancePath+"/catalog",parentData:data,parentDataProperty:"catalog",rootData}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sourceId !== undefined){
let data1 = data.sourceId;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(errors === _errs3){
if(typeof data1 === "string"){
if(!(formats12.test(data1))){
validate67.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate67.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.connectorVersion !== undefined){
let data2 = data.connectorVersion;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 128){
validate67.errors = [{instancePath:instancePath+"/connectorVersion",schemaPath:"#/properties/connectorVersion/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
else {
validate67.errors = [{instancePath:instancePath+"/connectorVersion",schemaPath:"#/properties/connectorVersion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.configurationHash !== undefined){
let data3 = data.configurationHash;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func0(data3) > 256){
validate67.errors = [{instancePath:instancePath+"/configurationHash",schemaPath:"#/properties/configurationHash/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate67.errors = [{instancePath:instancePath+"/configurationHash",schemaPath:"#/properties/configurationHash/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
}
else {
validate67.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate67.errors = vErrors;
return errors === 0;
}

exports.req_DestinationCreate = validate69;
const schema121 = {"type":"object","required":["destinationDefinitionId","connectionConfiguration","workspaceId","name"],"properties":{"destinationDefinitionId":{"$ref":"schema:Id"},"connectionConfiguration":{"$ref":"schema:ConnectionConfiguration"},"workspaceId":{"$ref":"schema:Id"},"name":{"$ref":"schema:ActorName"}}};

function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.destinationDefinitionId === undefined) && (missing0 = "destinationDefinitionId")) || ((data.connectionConfiguration === undefined) && (missing0 = "connectionConfiguration"))) || ((data.workspaceId === undefined) && (missing0 = "workspaceId"))) || ((data.name === undefined) && (missing0 = "name"))){
validate69.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(formats12.test(data0))){
validate69.errors = [{instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate69.errors = [{instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.connectionConfiguration !== undefined){
let data1 = data.connectionConfiguration;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
validate69.errors = [{instancePath:instancePath+"/connectionConfiguration",schemaPath:"schema:ConnectionConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
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
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(errors === _errs9){
if(typeof data2 === "string"){
if(!(formats12.test(data2))){
validate69.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate69.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.name !== undefined){
let data3 = data.name;
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data3 === "string"){
if(func0(data3) > 256){
validate69.errors = [{instancePath:instancePath+"/name",schemaPath:"schema:ActorName/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func0(data3) < 1){
validate69.errors = [{instancePath:instancePath+"/name",schemaPath:"schema:ActorName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate69.errors = [{instancePath:instancePath+"/name",schemaPath:"schema:ActorName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
else {
validate69.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate69.errors = vErrors;
return errors === 0;
}

exports.req_DestinationIdRequestBody = validate70;
const schema126 = {"type":"object","required":["destinationId"],"properties":{"destinationId":{"$ref":"schema:Id"}}};

function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.destinationId === undefined) && (missing0 = "destinationId")){
validate70.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.destinationId !== undefined){
let data0 = data.destinationId;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
validate70.errors = [{instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate70.errors = [{instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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

exports.req_DestinationUpdate = validate71;
const schema128 = {"type":"object","required":["destinationId","connectionConfiguration","name"],"properties":{"destinationId":{"$ref":"schema:Id"},"connectionConfiguration":{"$ref":"schema:ConnectionConfiguration"},"name":{"$ref":"schema:ActorName"}}};

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.destinationId === undefined) && (missing0 = "destinationId")) || ((data.connectionConfiguration === undefined) && (missing0 = "connectionConfiguration"))) || ((data.name === undefined) && (missing0 = "name"))){
validate71.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.destinationId !== undefined){
let data0 = data.destinationId;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
validate71.errors = [{instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate71.errors = [{instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.connectionConfiguration !== undefined){
let data1 = data.connectionConfiguration;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
validate71.errors = [{instancePath:instancePath+"/connectionConfiguration",schemaPath:"schema:ConnectionConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data2 = data.name;
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data2 === "string"){
if(func0(data2) > 256){
validate71.errors = [{instancePath:instancePath+"/name",schemaPath:"schema:ActorName/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func0(data2) < 1){
validate71.errors = [{instancePath:instancePath+"/name",schemaPath:"schema:ActorName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate71.errors = [{instancePath:instancePath+"/name",schemaPath:"schema:ActorName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
else {
validate71.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate71.errors = vErrors;
return errors === 0;
}

exports.req_DestinationCloneRequestBody = validate72;
const schema132 = {"type":"object","required":["destinationCloneId"],"properties":{"destinationCloneId":{"$ref":"schema:Id"},"destinationConfiguration":{"$ref":"schema:ActorCloneConfiguration"}}};

function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.destinationCloneId === undefined) && (missing0 = "destinationCloneId")){
validate72.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.destinationCloneId !== undefined){
let data0 = data.destinationCloneId;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
validate72.errors = [{instancePath:instancePath+"/destinationCloneId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate72.errors = [{instancePath:instancePath+"/destinationCloneId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.destinationConfiguration !== undefined){
const _errs4 = errors;
if(!(validate64(data.destinationConfiguration, {instancePath:instancePath+"/destinationConfiguration",parentData:data,parentDataProperty:"destinationConfiguration",rootData}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
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
validate72.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate72.errors = vErrors;
return errors === 0;
}

exports.req_DestinationSearch = validate38;

exports.req_SourceCoreConfig = validate74;
const schema134 = {"type":"object","required":["sourceDefinitionId","connectionConfiguration","workspaceId"],"properties":{"sourceDefinitionId":{"$ref":"schema:Id"},"connectionConfiguration":{"$ref":"schema:ConnectionConfiguration"},"workspaceId":{"$ref":"schema:Id"}}};

function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.sourceDefinitionId === undefined) && (missing0 = "sourceDefinitionId")) || ((data.connectionConfiguration === undefined) && (missing0 = "connectionConfiguration"))) || ((data.workspaceId === undefined) && (missing0 = "workspaceId"))){
validate74.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(formats12.test(data0))){
validate74.errors = [{instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate74.errors = [{instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.connectionConfiguration !== undefined){
let data1 = data.connectionConfiguration;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
validate74.errors = [{instancePath:instancePath+"/connectionConfiguration",schemaPath:"schema:ConnectionConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
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
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(errors === _errs9){
if(typeof data2 === "string"){
if(!(formats12.test(data2))){
validate74.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate74.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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
else {
validate74.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate74.errors = vErrors;
return errors === 0;
}

exports.req_DestinationCoreConfig = validate75;
const schema138 = {"type":"object","required":["destinationDefinitionId","connectionConfiguration","workspaceId"],"properties":{"destinationDefinitionId":{"$ref":"schema:Id"},"connectionConfiguration":{"$ref":"schema:ConnectionConfiguration"},"workspaceId":{"$ref":"schema:Id"}}};

function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.destinationDefinitionId === undefined) && (missing0 = "destinationDefinitionId")) || ((data.connectionConfiguration === undefined) && (missing0 = "connectionConfiguration"))) || ((data.workspaceId === undefined) && (missing0 = "workspaceId"))){
validate75.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(formats12.test(data0))){
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
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.connectionConfiguration !== undefined){
let data1 = data.connectionConfiguration;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
validate75.errors = [{instancePath:instancePath+"/connectionConfiguration",schemaPath:"schema:ConnectionConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
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
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(errors === _errs9){
if(typeof data2 === "string"){
if(!(formats12.test(data2))){
validate75.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate75.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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
else {
validate75.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate75.errors = vErrors;
return errors === 0;
}

exports.req_CustomSourceDefinitionCreate = validate76;
const schema142 = {"type":"object","required":["workspaceId","sourceDefinition"],"properties":{"workspaceId":{"$ref":"schema:Id"},"sourceDefinition":{"$ref":"schema:ConnectorDefinitionCreate"}}};
const schema144 = {"type":"object","required":["name","dockerRepository","dockerImageTag","documentationUrl"],"properties":{"name":{"type":"string","minLength":1,"maxLength":256},"dockerRepository":{"type":"string","minLength":1,"maxLength":256,"pattern":"^[a-z0-9][a-z0-9._/-]*$"},"dockerImageTag":{"$ref":"schema:DockerImageTag"},"documentationUrl":{"type":"string","format":"uri","maxLength":2048},"icon":{"type":"string","maxLength":65536},"resourceRequirements":{"$ref":"schema:ActorDefinitionResourceRequirements"}}};
const schema145 = {"type":"string","minLength":1,"maxLength":128,"pattern":"^[A-Za-z0-9_][A-Za-z0-9_.-]*$"};
const pattern2 = new RegExp("^[a-z0-9][a-z0-9._/-]*$", "u");
const pattern3 = new RegExp("^[A-Za-z0-9_][A-Za-z0-9_.-]*$", "u");
const schema146 = {"type":"object","properties":{"default":{"$ref":"schema:ResourceRequirements"},"jobSpecific":{"type":"array","maxItems":10,"items":{"type":"object","required":["jobType","resourceRequirements"],"properties":{"jobType":{"$ref":"schema:JobConfigType"},"resourceRequirements":{"$ref":"schema:ResourceRequirements"}}}}}};

function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate78.errors = [{instancePath:instancePath+"/default/cpu_request",schemaPath:"schema:ResourceRequirements/properties/cpu_request/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
else {
validate78.errors = [{instancePath:instancePath+"/default/cpu_request",schemaPath:"schema:ResourceRequirements/properties/cpu_request/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate78.errors = [{instancePath:instancePath+"/default/cpu_limit",schemaPath:"schema:ResourceRequirements/properties/cpu_limit/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
else {
validate78.errors = [{instancePath:instancePath+"/default/cpu_limit",schemaPath:"schema:ResourceRequirements/properties/cpu_limit/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate78.errors = [{instancePath:instancePath+"/default/memory_request",schemaPath:"schema:ResourceRequirements/properties/memory_request/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
else {
validate78.errors = [{instancePath:instancePath+"/default/memory_request",schemaPath:"schema:ResourceRequirements/properties/memory_request/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate78.errors = [{instancePath:instancePath+"/default/memory_limit",schemaPath:"schema:ResourceRequirements/properties/memory_limit/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
else {
validate78.errors = [{instancePath:instancePath+"/default/memory_limit",schemaPath:"schema:ResourceRequirements/properties/memory_limit/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate78.errors = [{instancePath:instancePath+"/default",schemaPath:"schema:ResourceRequirements/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate78.errors = [{instancePath:instancePath+"/jobSpecific",schemaPath:"#/properties/jobSpecific/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"}];
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
validate78.errors = [{instancePath:instancePath+"/jobSpecific/" + i0,schemaPath:"#/properties/jobSpecific/items/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data6.jobType !== undefined){
let data7 = data6.jobType;
const _errs16 = errors;
if(typeof data7 !== "string"){
validate78.errors = [{instancePath:instancePath+"/jobSpecific/" + i0+"/jobType",schemaPath:"schema:JobConfigType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data7 === "check_connection_source") || (data7 === "check_connection_destination")) || (data7 === "discover_schema")) || (data7 === "get_spec")) || (data7 === "sync")) || (data7 === "reset_connection"))){
validate78.errors = [{instancePath:instancePath+"/jobSpecific/" + i0+"/jobType",schemaPath:"schema:JobConfigType/enum",keyword:"enum",params:{allowedValues: schema4.enum},message:"must be equal to one of the allowed values"}];
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
validate78.errors = [{instancePath:instancePath+"/jobSpecific/" + i0+"/resourceRequirements/cpu_request",schemaPath:"schema:ResourceRequirements/properties/cpu_request/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
else {
validate78.errors = [{instancePath:instancePath+"/jobSpecific/" + i0+"/resourceRequirements/cpu_request",schemaPath:"schema:ResourceRequirements/properties/cpu_request/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate78.errors = [{instancePath:instancePath+"/jobSpecific/" + i0+"/resourceRequirements/cpu_limit",schemaPath:"schema:ResourceRequirements/properties/cpu_limit/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
else {
validate78.errors = [{instancePath:instancePath+"/jobSpecific/" + i0+"/resourceRequirements/cpu_limit",schemaPath:"schema:ResourceRequirements/properties/cpu_limit/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate78.errors = [{instancePath:instancePath+"/jobSpecific/" + i0+"/resourceRequirements/memory_request",schemaPath:"schema:ResourceRequirements/properties/memory_request/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
else {
validate78.errors = [{instancePath:instancePath+"/jobSpecific/" + i0+"/resourceRequirements/memory_request",schemaPath:"schema:ResourceRequirements/properties/memory_request/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate78.errors = [{instancePath:instancePath+"/jobSpecific/" + i0+"/resourceRequirements/memory_limit",schemaPath:"schema:ResourceRequirements/properties/memory_limit/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
else {
validate78.errors = [{instancePath:instancePath+"/jobSpecific/" + i0+"/resourceRequirements/memory_limit",schemaPath:"schema:ResourceRequirements/properties/memory_limit/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate78.errors = [{instancePath:instancePath+"/jobSpecific/" + i0+"/resourceRequirements",schemaPath:"schema:ResourceRequirements/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate78.errors = [{instancePath:instancePath+"/jobSpecific/" + i0,schemaPath:"#/properties/jobSpecific/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate78.errors = [{instancePath:instancePath+"/jobSpecific",schemaPath:"#/properties/jobSpecific/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate78.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate78.errors = vErrors;
return errors === 0;
}


function validate77(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.name === undefined) && (missing0 = "name")) || ((data.dockerRepository === undefined) && (missing0 = "dockerRepository"))) || ((data.dockerImageTag === undefined) && (missing0 = "dockerImageTag"))) || ((data.documentationUrl === undefined) && (missing0 = "documentationUrl"))){
validate77.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
let data0 = data.name;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func0(data0) > 256){
validate77.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate77.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate77.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dockerRepository !== undefined){
let data1 = data.dockerRepository;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 256){
validate77.errors = [{instancePath:instancePath+"/dockerRepository",schemaPath:"#/properties/dockerRepository/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func0(data1) < 1){
validate77.errors = [{instancePath:instancePath+"/dockerRepository",schemaPath:"#/properties/dockerRepository/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern2.test(data1)){
validate77.errors = [{instancePath:instancePath+"/dockerRepository",schemaPath:"#/properties/dockerRepository/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9._/-]*$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9._/-]*$"+"\""}];
return false;
}
}
}
}
else {
validate77.errors = [{instancePath:instancePath+"/dockerRepository",schemaPath:"#/properties/dockerRepository/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dockerImageTag !== undefined){
let data2 = data.dockerImageTag;
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(func0(data2) > 128){
validate77.errors = [{instancePath:instancePath+"/dockerImageTag",schemaPath:"schema:DockerImageTag/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
else {
if(func0(data2) < 1){
validate77.errors = [{instancePath:instancePath+"/dockerImageTag",schemaPath:"schema:DockerImageTag/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern3.test(data2)){
validate77.errors = [{instancePath:instancePath+"/dockerImageTag",schemaPath:"schema:DockerImageTag/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_][A-Za-z0-9_.-]*$"},message:"must match pattern \""+"^[A-Za-z0-9_][A-Za-z0-9_.-]*$"+"\""}];
return false;
}
}
}
}
else {
validate77.errors = [{instancePath:instancePath+"/dockerImageTag",schemaPath:"schema:DockerImageTag/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.documentationUrl !== undefined){
let data3 = data.documentationUrl;
const _errs8 = errors;
if(errors === _errs8){
if(errors === _errs8){
if(typeof data3 === "string"){
if(func0(data3) > 2048){
validate77.errors = [{instancePath:instancePath+"/documentationUrl",schemaPath:"#/properties/documentationUrl/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(!(formats14.test(data3))){
validate77.errors = [{instancePath:instancePath+"/documentationUrl",schemaPath:"#/properties/documentationUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
else {
validate77.errors = [{instancePath:instancePath+"/documentationUrl",schemaPath:"#/properties/documentationUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.icon !== undefined){
let data4 = data.icon;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(func0(data4) > 65536){
validate77.errors = [{instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
}
else {
validate77.errors = [{instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resourceRequirements !== undefined){
const _errs12 = errors;
if(!(validate78(data.resourceRequirements, {instancePath:instancePath+"/resourceRequirements",parentData:data,parentDataProperty:"resourceRequirements",rootData}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
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
}
else {
validate77.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate77.errors = vErrors;
return errors === 0;
}


function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.workspaceId === undefined) && (missing0 = "workspaceId")) || ((data.sourceDefinition === undefined) && (missing0 = "sourceDefinition"))){
validate76.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(formats12.test(data0))){
validate76.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate76.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.sourceDefinition !== undefined){
const _errs4 = errors;
if(!(validate77(data.sourceDefinition, {instancePath:instancePath+"/sourceDefinition",parentData:data,parentDataProperty:"sourceDefinition",rootData}))){
vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
errors = vErrors.length;
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
validate76.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate76.errors = vErrors;
return errors === 0;
}

exports.req_SourceDefinitionIdRequestBody = validate81;
const schema150 = {"type":"object","required":["sourceDefinitionId"],"properties":{"sourceDefinitionId":{"$ref":"schema:Id"}}};

function validate81(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.sourceDefinitionId === undefined) && (missing0 = "sourceDefinitionId")){
validate81.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.sourceDefinitionId !== undefined){
let data0 = data.sourceDefinitionId;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
validate81.errors = [{instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate81.errors = [{instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
}
else {
validate81.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate81.errors = vErrors;
return errors === 0;
}

exports.req_SourceDefinitionUpdate = validate82;
const schema152 = {"type":"object","required":["sourceDefinitionId"],"properties":{"sourceDefinitionId":{"$ref":"schema:Id"},"dockerImageTag":{"$ref":"schema:DockerImageTag"},"resourceRequirements":{"$ref":"schema:ActorDefinitionResourceRequirements"}}};

function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.sourceDefinitionId === undefined) && (missing0 = "sourceDefinitionId")){
validate82.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(formats12.test(data0))){
validate82.errors = [{instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate82.errors = [{instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.dockerImageTag !== undefined){
let data1 = data.dockerImageTag;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(func0(data1) > 128){
validate82.errors = [{instancePath:instancePath+"/dockerImageTag",schemaPath:"schema:DockerImageTag/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
else {
if(func0(data1) < 1){
validate82.errors = [{instancePath:instancePath+"/dockerImageTag",schemaPath:"schema:DockerImageTag/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern3.test(data1)){
validate82.errors = [{instancePath:instancePath+"/dockerImageTag",schemaPath:"schema:DockerImageTag/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_][A-Za-z0-9_.-]*$"},message:"must match pattern \""+"^[A-Za-z0-9_][A-Za-z0-9_.-]*$"+"\""}];
return false;
}
}
}
}
else {
validate82.errors = [{instancePath:instancePath+"/dockerImageTag",schemaPath:"schema:DockerImageTag/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resourceRequirements !== undefined){
const _errs7 = errors;
if(!(validate78(data.resourceRequirements, {instancePath:instancePath+"/resourceRequirements",parentData:data,parentDataProperty:"resourceRequirements",rootData}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
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
validate82.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate82.errors = vErrors;
return errors === 0;
}

exports.req_SourceDefinitionIdWithWorkspaceId = validate84;
const schema155 = {"type":"object","required":["sourceDefinitionId","workspaceId"],"properties":{"sourceDefinitionId":{"$ref":"schema:Id"},"workspaceId":{"$ref":"schema:Id"}}};

function validate84(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.sourceDefinitionId === undefined) && (missing0 = "sourceDefinitionId")) || ((data.workspaceId === undefined) && (missing0 = "workspaceId"))){
validate84.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(formats12.test(data0))){
validate84.errors = [{instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate84.errors = [{instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.workspaceId !== undefined){
let data1 = data.workspaceId;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data1 === "string"){
if(!(formats12.test(data1))){
validate84.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate84.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate84.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate84.errors = vErrors;
return errors === 0;
}

exports.req_CustomDestinationDefinitionCreate = validate85;
const schema158 = {"type":"object","required":["workspaceId","destinationDefinition"],"properties":{"workspaceId":{"$ref":"schema:Id"},"destinationDefinition":{"$ref":"schema:ConnectorDefinitionCreate"}}};

function validate85(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.workspaceId === undefined) && (missing0 = "workspaceId")) || ((data.destinationDefinition === undefined) && (missing0 = "destinationDefinition"))){
validate85.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(formats12.test(data0))){
validate85.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate85.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.destinationDefinition !== undefined){
const _errs4 = errors;
if(!(validate77(data.destinationDefinition, {instancePath:instancePath+"/destinationDefinition",parentData:data,parentDataProperty:"destinationDefinition",rootData}))){
vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
errors = vErrors.length;
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
validate85.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate85.errors = vErrors;
return errors === 0;
}

exports.req_DestinationDefinitionIdRequestBody = validate87;
const schema160 = {"type":"object","required":["destinationDefinitionId"],"properties":{"destinationDefinitionId":{"$ref":"schema:Id"}}};

function validate87(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.destinationDefinitionId === undefined) && (missing0 = "destinationDefinitionId")){
validate87.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.destinationDefinitionId !== undefined){
let data0 = data.destinationDefinitionId;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
validate87.errors = [{instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate87.errors = [{instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
}
else {
validate87.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate87.errors = vErrors;
return errors === 0;
}

exports.req_DestinationDefinitionUpdate = validate88;
const schema162 = {"type":"object","required":["destinationDefinitionId"],"properties":{"destinationDefinitionId":{"$ref":"schema:Id"},"dockerImageTag":{"$ref":"schema:DockerImageTag"},"resourceRequirements":{"$ref":"schema:ActorDefinitionResourceRequirements"}}};

function validate88(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.destinationDefinitionId === undefined) && (missing0 = "destinationDefinitionId")){
validate88.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(formats12.test(data0))){
validate88.errors = [{instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate88.errors = [{instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.dockerImageTag !== undefined){
let data1 = data.dockerImageTag;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(func0(data1) > 128){
validate88.errors = [{instancePath:instancePath+"/dockerImageTag",schemaPath:"schema:DockerImageTag/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
else {
if(func0(data1) < 1){
validate88.errors = [{instancePath:instancePath+"/dockerImageTag",schemaPath:"schema:DockerImageTag/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern3.test(data1)){
validate88.errors = [{instancePath:instancePath+"/dockerImageTag",schemaPath:"schema:DockerImageTag/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_][A-Za-z0-9_.-]*$"},message:"must match pattern \""+"^[A-Za-z0-9_][A-Za-z0-9_.-]*$"+"\""}];
return false;
}
}
}
}
else {
validate88.errors = [{instancePath:instancePath+"/dockerImageTag",schemaPath:"schema:DockerImageTag/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resourceRequirements !== undefined){
const _errs7 = errors;
if(!(validate78(data.resourceRequirements, {instancePath:instancePath+"/resourceRequirements",parentData:data,parentDataProperty:"resourceRequirements",rootData}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
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
validate88.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate88.errors = vErrors;
return errors === 0;
}

exports.req_DestinationDefinitionIdWithWorkspaceId = validate90;
const schema165 = {"type":"object","required":["destinationDefinitionId","workspaceId"],"properties":{"destinationDefinitionId":{"$ref":"schema:Id"},"workspaceId":{"$ref":"schema:Id"}}};

function validate90(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.destinationDefinitionId === undefined) && (missing0 = "destinationDefinitionId")) || ((data.workspaceId === undefined) && (missing0 = "workspaceId"))){
validate90.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(formats12.test(data0))){
validate90.errors = [{instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate90.errors = [{instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.workspaceId !== undefined){
let data1 = data.workspaceId;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data1 === "string"){
if(!(formats12.test(data1))){
validate90.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate90.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate90.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate90.errors = vErrors;
return errors === 0;
}

exports.req_SourceOauthConsentRequest = validate91;
const schema168 = {"type":"object","required":["sourceDefinitionId","workspaceId","redirectUrl"],"properties":{"sourceDefinitionId":{"$ref":"schema:Id"},"workspaceId":{"$ref":"schema:Id"},"redirectUrl":{"$ref":"schema:RedirectUrl"},"oAuthInputConfiguration":{"$ref":"schema:OAuthInputConfiguration"},"sourceId":{"$ref":"schema:Id"}}};
const schema171 = {"type":"string","format":"uri","maxLength":2048};
const schema172 = {"type":"object","additionalProperties":true};

function validate91(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.sourceDefinitionId === undefined) && (missing0 = "sourceDefinitionId")) || ((data.workspaceId === undefined) && (missing0 = "workspaceId"))) || ((data.redirectUrl === undefined) && (missing0 = "redirectUrl"))){
validate91.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(formats12.test(data0))){
validate91.errors = [{instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate91.errors = [{instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.workspaceId !== undefined){
let data1 = data.workspaceId;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data1 === "string"){
if(!(formats12.test(data1))){
validate91.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate91.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.redirectUrl !== undefined){
let data2 = data.redirectUrl;
const _errs7 = errors;
const _errs8 = errors;
if(errors === _errs8){
if(errors === _errs8){
if(typeof data2 === "string"){
if(func0(data2) > 2048){
validate91.errors = [{instancePath:instancePath+"/redirectUrl",schemaPath:"schema:RedirectUrl/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(!(formats14.test(data2))){
validate91.errors = [{instancePath:instancePath+"/redirectUrl",schemaPath:"schema:RedirectUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
else {
validate91.errors = [{instancePath:instancePath+"/redirectUrl",schemaPath:"schema:RedirectUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.oAuthInputConfiguration !== undefined){
let data3 = data.oAuthInputConfiguration;
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
validate91.errors = [{instancePath:instancePath+"/oAuthInputConfiguration",schemaPath:"schema:OAuthInputConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sourceId !== undefined){
let data4 = data.sourceId;
const _errs14 = errors;
const _errs15 = errors;
if(errors === _errs15){
if(errors === _errs15){
if(typeof data4 === "string"){
if(!(formats12.test(data4))){
validate91.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate91.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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

exports.req_CompleteSourceOauthRequest = validate92;
const schema174 = {"type":"object","required":["sourceDefinitionId","workspaceId","redirectUrl","queryParams"],"properties":{"sourceDefinitionId":{"$ref":"schema:Id"},"workspaceId":{"$ref":"schema:Id"},"redirectUrl":{"$ref":"schema:RedirectUrl"},"queryParams":{"$ref":"schema:OAuthQueryParams"},"oAuthInputConfiguration":{"$ref":"schema:OAuthInputConfiguration"},"sourceId":{"$ref":"schema:Id"}}};
const schema178 = {"type":"object","additionalProperties":{"type":"string","maxLength":4096}};

function validate92(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.sourceDefinitionId === undefined) && (missing0 = "sourceDefinitionId")) || ((data.workspaceId === undefined) && (missing0 = "workspaceId"))) || ((data.redirectUrl === undefined) && (missing0 = "redirectUrl"))) || ((data.queryParams === undefined) && (missing0 = "queryParams"))){
validate92.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(formats12.test(data0))){
validate92.errors = [{instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate92.errors = [{instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.workspaceId !== undefined){
let data1 = data.workspaceId;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data1 === "string"){
if(!(formats12.test(data1))){
validate92.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate92.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.redirectUrl !== undefined){
let data2 = data.redirectUrl;
const _errs7 = errors;
const _errs8 = errors;
if(errors === _errs8){
if(errors === _errs8){
if(typeof data2 === "string"){
if(func0(data2) > 2048){
validate92.errors = [{instancePath:instancePath+"/redirectUrl",schemaPath:"schema:RedirectUrl/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(!(formats14.test(data2))){
validate92.errors = [{instancePath:instancePath+"/redirectUrl",schemaPath:"schema:RedirectUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
else {
validate92.errors = [{instancePath:instancePath+"/redirectUrl",schemaPath:"schema:RedirectUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.queryParams !== undefined){
let data3 = data.queryParams;
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key0 in data3){
let data4 = data3[key0];
const _errs14 = errors;
if(errors === _errs14){
if(typeof data4 === "string"){
if(func0(data4) > 4096){
validate92.errors = [{instancePath:instancePath+"/queryParams/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:OAuthQueryParams/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate92.errors = [{instancePath:instancePath+"/queryParams/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:OAuthQueryParams/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid5 = _errs14 === errors;
if(!valid5){
break;
}
}
}
else {
validate92.errors = [{instancePath:instancePath+"/queryParams",schemaPath:"schema:OAuthQueryParams/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.oAuthInputConfiguration !== undefined){
let data5 = data.oAuthInputConfiguration;
const _errs16 = errors;
const _errs17 = errors;
if(errors === _errs17){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
validate92.errors = [{instancePath:instancePath+"/oAuthInputConfiguration",schemaPath:"schema:OAuthInputConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sourceId !== undefined){
let data6 = data.sourceId;
const _errs20 = errors;
const _errs21 = errors;
if(errors === _errs21){
if(errors === _errs21){
if(typeof data6 === "string"){
if(!(formats12.test(data6))){
validate92.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate92.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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
}
}
}
}
else {
validate92.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate92.errors = vErrors;
return errors === 0;
}

exports.req_SetInstancewideSourceOauthParamsRequestBody = validate93;
const schema181 = {"type":"object","required":["sourceDefinitionId","params"],"properties":{"sourceDefinitionId":{"$ref":"schema:Id"},"params":{"$ref":"schema:OAuthParams"}}};
const schema183 = {"type":"object","maxProperties":20,"additionalProperties":{"type":"string","maxLength":4096}};

function validate93(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.sourceDefinitionId === undefined) && (missing0 = "sourceDefinitionId")) || ((data.params === undefined) && (missing0 = "params"))){
validate93.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(formats12.test(data0))){
validate93.errors = [{instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate93.errors = [{instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.params !== undefined){
let data1 = data.params;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(Object.keys(data1).length > 20){
validate93.errors = [{instancePath:instancePath+"/params",schemaPath:"schema:OAuthParams/maxProperties",keyword:"maxProperties",params:{limit: 20},message:"must NOT have more than 20 properties"}];
return false;
}
else {
for(const key0 in data1){
let data2 = data1[key0];
const _errs8 = errors;
if(errors === _errs8){
if(typeof data2 === "string"){
if(func0(data2) > 4096){
validate93.errors = [{instancePath:instancePath+"/params/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:OAuthParams/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate93.errors = [{instancePath:instancePath+"/params/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:OAuthParams/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs8 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate93.errors = [{instancePath:instancePath+"/params",schemaPath:"schema:OAuthParams/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate93.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate93.errors = vErrors;
return errors === 0;
}

exports.req_DestinationOauthConsentRequest = validate94;
const schema184 = {"type":"object","required":["destinationDefinitionId","workspaceId","redirectUrl"],"properties":{"destinationDefinitionId":{"$ref":"schema:Id"},"workspaceId":{"$ref":"schema:Id"},"redirectUrl":{"$ref":"schema:RedirectUrl"},"oAuthInputConfiguration":{"$ref":"schema:OAuthInputConfiguration"},"destinationId":{"$ref":"schema:Id"}}};

function validate94(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.destinationDefinitionId === undefined) && (missing0 = "destinationDefinitionId")) || ((data.workspaceId === undefined) && (missing0 = "workspaceId"))) || ((data.redirectUrl === undefined) && (missing0 = "redirectUrl"))){
validate94.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(formats12.test(data0))){
validate94.errors = [{instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate94.errors = [{instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.workspaceId !== undefined){
let data1 = data.workspaceId;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data1 === "string"){
if(!(formats12.test(data1))){
validate94.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate94.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.redirectUrl !== undefined){
let data2 = data.redirectUrl;
const _errs7 = errors;
const _errs8 = errors;
if(errors === _errs8){
if(errors === _errs8){
if(typeof data2 === "string"){
if(func0(data2) > 2048){
validate94.errors = [{instancePath:instancePath+"/redirectUrl",schemaPath:"schema:RedirectUrl/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(!(formats14.test(data2))){
validate94.errors = [{instancePath:instancePath+"/redirectUrl",schemaPath:"schema:RedirectUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
else {
validate94.errors = [{instancePath:instancePath+"/redirectUrl",schemaPath:"schema:RedirectUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.oAuthInputConfiguration !== undefined){
let data3 = data.oAuthInputConfiguration;
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
validate94.errors = [{instancePath:instancePath+"/oAuthInputConfiguration",schemaPath:"schema:OAuthInputConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.destinationId !== undefined){
let data4 = data.destinationId;
const _errs14 = errors;
const _errs15 = errors;
if(errors === _errs15){
if(errors === _errs15){
if(typeof data4 === "string"){
if(!(formats12.test(data4))){
validate94.errors = [{instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate94.errors = [{instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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
}
}
}
else {
validate94.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate94.errors = vErrors;
return errors === 0;
}

exports.req_CompleteDestinationOAuthRequest = validate95;
const schema190 = {"type":"object","required":["destinationDefinitionId","workspaceId","redirectUrl","queryParams"],"properties":{"destinationDefinitionId":{"$ref":"schema:Id"},"workspaceId":{"$ref":"schema:Id"},"redirectUrl":{"$ref":"schema:RedirectUrl"},"queryParams":{"$ref":"schema:OAuthQueryParams"},"oAuthInputConfiguration":{"$ref":"schema:OAuthInputConfiguration"},"destinationId":{"$ref":"schema:Id"}}};

function validate95(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.destinationDefinitionId === undefined) && (missing0 = "destinationDefinitionId")) || ((data.workspaceId === undefined) && (missing0 = "workspaceId"))) || ((data.redirectUrl === undefined) && (missing0 = "redirectUrl"))) || ((data.queryParams === undefined) && (missing0 = "queryParams"))){
validate95.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(formats12.test(data0))){
validate95.errors = [{instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate95.errors = [{instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.workspaceId !== undefined){
let data1 = data.workspaceId;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data1 === "string"){
if(!(formats12.test(data1))){
validate95.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate95.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.redirectUrl !== undefined){
let data2 = data.redirectUrl;
const _errs7 = errors;
const _errs8 = errors;
if(errors === _errs8){
if(errors === _errs8){
if(typeof data2 === "string"){
if(func0(data2) > 2048){
validate95.errors = [{instancePath:instancePath+"/redirectUrl",schemaPath:"schema:RedirectUrl/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(!(formats14.test(data2))){
validate95.errors = [{instancePath:instancePath+"/redirectUrl",schemaPath:"schema:RedirectUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
else {
validate95.errors = [{instancePath:instancePath+"/redirectUrl",schemaPath:"schema:RedirectUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.queryParams !== undefined){
let data3 = data.queryParams;
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key0 in data3){
let data4 = data3[key0];
const _errs14 = errors;
if(errors === _errs14){
if(typeof data4 === "string"){
if(func0(data4) > 4096){
validate95.errors = [{instancePath:instancePath+"/queryParams/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:OAuthQueryParams/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate95.errors = [{instancePath:instancePath+"/queryParams/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:OAuthQueryParams/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid5 = _errs14 === errors;
if(!valid5){
break;
}
}
}
else {
validate95.errors = [{instancePath:instancePath+"/queryParams",schemaPath:"schema:OAuthQueryParams/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.oAuthInputConfiguration !== undefined){
let data5 = data.oAuthInputConfiguration;
const _errs16 = errors;
const _errs17 = errors;
if(errors === _errs17){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
validate95.errors = [{instancePath:instancePath+"/oAuthInputConfiguration",schemaPath:"schema:OAuthInputConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.destinationId !== undefined){
let data6 = data.destinationId;
const _errs20 = errors;
const _errs21 = errors;
if(errors === _errs21){
if(errors === _errs21){
if(typeof data6 === "string"){
if(!(formats12.test(data6))){
validate95.errors = [{instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate95.errors = [{instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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
}
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

exports.req_SetInstancewideDestinationOauthParamsRequestBody = validate96;
const schema197 = {"type":"object","required":["destinationDefinitionId","params"],"properties":{"destinationDefinitionId":{"$ref":"schema:Id"},"params":{"$ref":"schema:OAuthParams"}}};

function validate96(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.destinationDefinitionId === undefined) && (missing0 = "destinationDefinitionId")) || ((data.params === undefined) && (missing0 = "params"))){
validate96.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(formats12.test(data0))){
validate96.errors = [{instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate96.errors = [{instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.params !== undefined){
let data1 = data.params;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(Object.keys(data1).length > 20){
validate96.errors = [{instancePath:instancePath+"/params",schemaPath:"schema:OAuthParams/maxProperties",keyword:"maxProperties",params:{limit: 20},message:"must NOT have more than 20 properties"}];
return false;
}
else {
for(const key0 in data1){
let data2 = data1[key0];
const _errs8 = errors;
if(errors === _errs8){
if(typeof data2 === "string"){
if(func0(data2) > 4096){
validate96.errors = [{instancePath:instancePath+"/params/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:OAuthParams/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate96.errors = [{instancePath:instancePath+"/params/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:OAuthParams/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs8 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate96.errors = [{instancePath:instancePath+"/params",schemaPath:"schema:OAuthParams/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate96.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate96.errors = vErrors;
return errors === 0;
}

exports.req_WorkspaceCreate = validate97;
const schema200 = {"allOf":[{"$ref":"schema:WorkspaceSettings"},{"type":"object","required":["name"],"properties":{"name":{"$ref":"schema:WorkspaceName"}}}]};
const schema206 = {"type":"string","minLength":1,"maxLength":256};
const schema201 = {"type":"object","properties":{"email":{"$ref":"schema:Email"},"anonymousDataCollection":{"type":"boolean"},"news":{"type":"boolean"},"securityUpdates":{"type":"boolean"},"displaySetupWizard":{"type":"boolean"},"notifications":{"type":"array","maxItems":10,"items":{"$ref":"schema:Notification"}},"defaultGeography":{"$ref":"schema:Geography"},"webhookConfigs":{"type":"array","maxItems":20,"items":{"$ref":"schema:WebhookConfigWrite"}}}};
const schema202 = {"type":"string","maxLength":320,"pattern":"^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"};
const schema205 = {"type":"object","required":["name"],"properties":{"name":{"type":"string","minLength":1,"maxLength":256},"authToken":{"type":"string","maxLength":4096}}};
const pattern6 = new RegExp("^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$", "u");

function validate98(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.email !== undefined){
let data0 = data.email;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func0(data0) > 320){
validate98.errors = [{instancePath:instancePath+"/email",schemaPath:"schema:Email/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"}];
return false;
}
else {
if(!pattern6.test(data0)){
validate98.errors = [{instancePath:instancePath+"/email",schemaPath:"schema:Email/pattern",keyword:"pattern",params:{pattern: "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"},message:"must match pattern \""+"^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"+"\""}];
return false;
}
}
}
else {
validate98.errors = [{instancePath:instancePath+"/email",schemaPath:"schema:Email/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.anonymousDataCollection !== undefined){
const _errs4 = errors;
if(typeof data.anonymousDataCollection !== "boolean"){
validate98.errors = [{instancePath:instancePath+"/anonymousDataCollection",schemaPath:"#/properties/anonymousDataCollection/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.news !== undefined){
const _errs6 = errors;
if(typeof data.news !== "boolean"){
validate98.errors = [{instancePath:instancePath+"/news",schemaPath:"#/properties/news/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.securityUpdates !== undefined){
const _errs8 = errors;
if(typeof data.securityUpdates !== "boolean"){
validate98.errors = [{instancePath:instancePath+"/securityUpdates",schemaPath:"#/properties/securityUpdates/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.displaySetupWizard !== undefined){
const _errs10 = errors;
if(typeof data.displaySetupWizard !== "boolean"){
validate98.errors = [{instancePath:instancePath+"/displaySetupWizard",schemaPath:"#/properties/displaySetupWizard/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notifications !== undefined){
let data5 = data.notifications;
const _errs12 = errors;
if(errors === _errs12){
if(Array.isArray(data5)){
if(data5.length > 10){
validate98.errors = [{instancePath:instancePath+"/notifications",schemaPath:"#/properties/notifications/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
const _errs14 = errors;
const _errs15 = errors;
if(errors === _errs15){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing0;
if((((data6.notificationType === undefined) && (missing0 = "notificationType")) || ((data6.sendOnSuccess === undefined) && (missing0 = "sendOnSuccess"))) || ((data6.sendOnFailure === undefined) && (missing0 = "sendOnFailure"))){
validate98.errors = [{instancePath:instancePath+"/notifications/" + i0,schemaPath:"schema:Notification/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data6.notificationType !== undefined){
let data7 = data6.notificationType;
const _errs17 = errors;
if(typeof data7 !== "string"){
validate98.errors = [{instancePath:instancePath+"/notifications/" + i0+"/notificationType",schemaPath:"schema:Notification/properties/notificationType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data7 === "slack") || (data7 === "customerio"))){
validate98.errors = [{instancePath:instancePath+"/notifications/" + i0+"/notificationType",schemaPath:"schema:Notification/properties/notificationType/enum",keyword:"enum",params:{allowedValues: schema11.properties.notificationType.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid4 = _errs17 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data6.sendOnSuccess !== undefined){
const _errs19 = errors;
if(typeof data6.sendOnSuccess !== "boolean"){
validate98.errors = [{instancePath:instancePath+"/notifications/" + i0+"/sendOnSuccess",schemaPath:"schema:Notification/properties/sendOnSuccess/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid4 = _errs19 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data6.sendOnFailure !== undefined){
const _errs21 = errors;
if(typeof data6.sendOnFailure !== "boolean"){
validate98.errors = [{instancePath:instancePath+"/notifications/" + i0+"/sendOnFailure",schemaPath:"schema:Notification/properties/sendOnFailure/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid4 = _errs21 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data6.slackConfiguration !== undefined){
let data10 = data6.slackConfiguration;
const _errs23 = errors;
if(errors === _errs23){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
let missing1;
if((data10.webhook === undefined) && (missing1 = "webhook")){
validate98.errors = [{instancePath:instancePath+"/notifications/" + i0+"/slackConfiguration",schemaPath:"schema:Notification/properties/slackConfiguration/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data10.webhook !== undefined){
let data11 = data10.webhook;
const _errs25 = errors;
if(errors === _errs25){
if(errors === _errs25){
if(typeof data11 === "string"){
if(func0(data11) > 2048){
validate98.errors = [{instancePath:instancePath+"/notifications/" + i0+"/slackConfiguration/webhook",schemaPath:"schema:Notification/properties/slackConfiguration/properties/webhook/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(!pattern0.test(data11)){
validate98.errors = [{instancePath:instancePath+"/notifications/" + i0+"/slackConfiguration/webhook",schemaPath:"schema:Notification/properties/slackConfiguration/properties/webhook/pattern",keyword:"pattern",params:{pattern: "^https://"},message:"must match pattern \""+"^https://"+"\""}];
return false;
}
else {
if(!(formats14.test(data11))){
validate98.errors = [{instancePath:instancePath+"/notifications/" + i0+"/slackConfiguration/webhook",schemaPath:"schema:Notification/properties/slackConfiguration/properties/webhook/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate98.errors = [{instancePath:instancePath+"/notifications/" + i0+"/slackConfiguration/webhook",schemaPath:"schema:Notification/properties/slackConfiguration/properties/webhook/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
}
else {
validate98.errors = [{instancePath:instancePath+"/notifications/" + i0+"/slackConfiguration",schemaPath:"schema:Notification/properties/slackConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs23 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data6.customerioConfiguration !== undefined){
let data12 = data6.customerioConfiguration;
const _errs27 = errors;
if(errors === _errs27){
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
}
else {
validate98.errors = [{instancePath:instancePath+"/notifications/" + i0+"/customerioConfiguration",schemaPath:"schema:Notification/properties/customerioConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs27 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
}
}
else {
validate98.errors = [{instancePath:instancePath+"/notifications/" + i0,schemaPath:"schema:Notification/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs14 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate98.errors = [{instancePath:instancePath+"/notifications",schemaPath:"#/properties/notifications/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.defaultGeography !== undefined){
let data13 = data.defaultGeography;
const _errs30 = errors;
if(typeof data13 !== "string"){
validate98.errors = [{instancePath:instancePath+"/defaultGeography",schemaPath:"schema:Geography/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data13 === "auto") || (data13 === "us")) || (data13 === "eu"))){
validate98.errors = [{instancePath:instancePath+"/defaultGeography",schemaPath:"schema:Geography/enum",keyword:"enum",params:{allowedValues: schema48.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.webhookConfigs !== undefined){
let data14 = data.webhookConfigs;
const _errs33 = errors;
if(errors === _errs33){
if(Array.isArray(data14)){
if(data14.length > 20){
validate98.errors = [{instancePath:instancePath+"/webhookConfigs",schemaPath:"#/properties/webhookConfigs/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"}];
return false;
}
else {
var valid7 = true;
const len1 = data14.length;
for(let i1=0; i1<len1; i1++){
let data15 = data14[i1];
const _errs35 = errors;
const _errs36 = errors;
if(errors === _errs36){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
let missing2;
if((data15.name === undefined) && (missing2 = "name")){
validate98.errors = [{instancePath:instancePath+"/webhookConfigs/" + i1,schemaPath:"schema:WebhookConfigWrite/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data15.name !== undefined){
let data16 = data15.name;
const _errs38 = errors;
if(errors === _errs38){
if(typeof data16 === "string"){
if(func0(data16) > 256){
validate98.errors = [{instancePath:instancePath+"/webhookConfigs/" + i1+"/name",schemaPath:"schema:WebhookConfigWrite/properties/name/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func0(data16) < 1){
validate98.errors = [{instancePath:instancePath+"/webhookConfigs/" + i1+"/name",schemaPath:"schema:WebhookConfigWrite/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate98.errors = [{instancePath:instancePath+"/webhookConfigs/" + i1+"/name",schemaPath:"schema:WebhookConfigWrite/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid9 = _errs38 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data15.authToken !== undefined){
let data17 = data15.authToken;
const _errs40 = errors;
if(errors === _errs40){
if(typeof data17 === "string"){
if(func0(data17) > 4096){
validate98.errors = [{instancePath:instancePath+"/webhookConfigs/" + i1+"/authToken",schemaPath:"schema:WebhookConfigWrite/properties/authToken/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate98.errors = [{instancePath:instancePath+"/webhookConfigs/" + i1+"/authToken",schemaPath:"schema:WebhookConfigWrite/properties/authToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid9 = _errs40 === errors;
}
else {
var valid9 = true;
}
}
}
}
else {
validate98.errors = [{instancePath:instancePath+"/webhookConfigs/" + i1,schemaPath:"schema:WebhookConfigWrite/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid7 = _errs35 === errors;
if(!valid7){
break;
}
}
}
}
else {
validate98.errors = [{instancePath:instancePath+"/webhookConfigs",schemaPath:"#/properties/webhookConfigs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs33 === errors;
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
validate98.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate98.errors = vErrors;
return errors === 0;
}


function validate97(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(!(validate98(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
errors = vErrors.length;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.name === undefined) && (missing0 = "name")){
validate97.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
let data0 = data.name;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data0 === "string"){
if(func0(data0) > 256){
validate97.errors = [{instancePath:instancePath+"/name",schemaPath:"schema:WorkspaceName/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate97.errors = [{instancePath:instancePath+"/name",schemaPath:"schema:WorkspaceName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate97.errors = [{instancePath:instancePath+"/name",schemaPath:"schema:WorkspaceName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate97.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
validate97.errors = vErrors;
return errors === 0;
}

exports.req_WorkspaceUpdate = validate100;
const schema207 = {"allOf":[{"$ref":"schema:WorkspaceSettings"},{"type":"object","required":["workspaceId"],"properties":{"workspaceId":{"$ref":"schema:Id"},"initialSetupComplete":{"type":"boolean"}}}]};

function validate100(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(!(validate98(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
errors = vErrors.length;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.workspaceId === undefined) && (missing0 = "workspaceId")){
validate100.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.workspaceId !== undefined){
let data0 = data.workspaceId;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
validate100.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate100.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.initialSetupComplete !== undefined){
const _errs6 = errors;
if(typeof data.initialSetupComplete !== "boolean"){
validate100.errors = [{instancePath:instancePath+"/initialSetupComplete",schemaPath:"#/allOf/1/properties/initialSetupComplete/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate100.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
validate100.errors = vErrors;
return errors === 0;
}

exports.req_SlugRequestBody = validate102;
const schema209 = {"type":"object","required":["slug"],"properties":{"slug":{"type":"string","minLength":1,"maxLength":256}}};

function validate102(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.slug === undefined) && (missing0 = "slug")){
validate102.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.slug !== undefined){
let data0 = data.slug;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func0(data0) > 256){
validate102.errors = [{instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate102.errors = [{instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate102.errors = [{instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate102.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate102.errors = vErrors;
return errors === 0;
}

exports.req_WorkspaceUpdateName = validate103;
const schema210 = {"type":"object","required":["workspaceId","name"],"properties":{"workspaceId":{"$ref":"schema:Id"},"name":{"$ref":"schema:WorkspaceName"}}};

function validate103(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.workspaceId === undefined) && (missing0 = "workspaceId")) || ((data.name === undefined) && (missing0 = "name"))){
validate103.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(formats12.test(data0))){
validate103.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate103.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
let data1 = data.name;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(func0(data1) > 256){
validate103.errors = [{instancePath:instancePath+"/name",schemaPath:"schema:WorkspaceName/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func0(data1) < 1){
validate103.errors = [{instancePath:instancePath+"/name",schemaPath:"schema:WorkspaceName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate103.errors = [{instancePath:instancePath+"/name",schemaPath:"schema:WorkspaceName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate103.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate103.errors = vErrors;
return errors === 0;
}

exports.req_WorkspaceGiveFeedback = validate104;
const schema213 = {"type":"object","required":["workspaceId"],"properties":{"workspaceId":{"$ref":"schema:Id"}}};

function validate104(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.workspaceId === undefined) && (missing0 = "workspaceId")){
validate104.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.workspaceId !== undefined){
let data0 = data.workspaceId;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
validate104.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate104.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
}
else {
validate104.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate104.errors = vErrors;
return errors === 0;
}
