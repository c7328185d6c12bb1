// generated from specs/pipeline-config.yaml — do not edit; run `make generate`
"use strict";
exports.req_0 = validate0;
const schema0 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate0.errors = vErrors;
return errors === 0;
}

exports.req_JobIdRequestBody = validate1;
const schema1 = {"type":"object","required":["id"],"properties":{"id":{"$ref":"schema:JobId"}}};
const schema2 = {"type":"integer","format":"int64","minimum":1,"maximum":9007199254740991,"safeInteger":true};
const formats0 = require("../formats").int64;

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/id",schemaPath:"schema:JobId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9007199254740991 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/id",schemaPath:"schema:JobId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/id",schemaPath:"schema:JobId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(formats0.validate(data0))){
const err4 = {instancePath:instancePath+"/id",schemaPath:"schema:JobId/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(Number.isInteger(data0) && !Number.isSafeInteger(data0)){
const err5 = {instancePath:instancePath+"/id",schemaPath:"schema:JobId/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
validate1.errors = vErrors;
return errors === 0;
}

exports.req_JobListRequestBody = validate2;
const schema3 = {"type":"object","required":["configTypes","configId"],"properties":{"configTypes":{"type":"array","maxItems":6,"items":{"$ref":"schema:JobConfigType"}},"configId":{"type":"string","minLength":1,"maxLength":256},"includingJobId":{"$ref":"schema:JobId"},"pagination":{"$ref":"schema:Pagination"},"statuses":{"type":"array","maxItems":6,"items":{"$ref":"schema:JobStatus"}},"createdAtStart":{"type":"string","format":"date-time"},"createdAtEnd":{"type":"string","format":"date-time"},"updatedAtStart":{"type":"string","format":"date-time"},"updatedAtEnd":{"type":"string","format":"date-time"},"orderByField":{"type":"string","enum":["createdAt","updatedAt"]},"orderByMethod":{"type":"string","enum":["ASC","DESC"]}}};
const schema4 = {"type":"string","enum":["check_connection_source","check_connection_destination","discover_schema","get_spec","sync","reset_connection"]};
const schema6 = {"type":"object","properties":{"pageSize":{"type":"integer","minimum":1,"maximum":1000,"safeInteger":true},"rowOffset":{"type":"integer","minimum":0,"maximum":2147483647,"safeInteger":true}}};
const schema7 = {"type":"string","enum":["pending","running","incomplete","failed","succeeded","cancelled"]};
const func0 = require("ajv/dist/runtime/ucs2length").default;
const formats4 = require("../formats")["date-time"];

function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.configTypes === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "configTypes"},message:"must have required property '"+"configTypes"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.configId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "configId"},message:"must have required property '"+"configId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.configTypes !== undefined){
let data0 = data.configTypes;
if(Array.isArray(data0)){
if(data0.length > 6){
const err2 = {instancePath:instancePath+"/configTypes",schemaPath:"#/properties/configTypes/maxItems",keyword:"maxItems",params:{limit: 6},message:"must NOT have more than 6 items"};
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
let data1 = data0[i0];
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/configTypes/" + i0,schemaPath:"schema:JobConfigType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!((((((data1 === "check_connection_source") || (data1 === "check_connection_destination")) || (data1 === "discover_schema")) || (data1 === "get_spec")) || (data1 === "sync")) || (data1 === "reset_connection"))){
const err4 = {instancePath:instancePath+"/configTypes/" + i0,schemaPath:"schema:JobConfigType/enum",keyword:"enum",params:{allowedValues: schema4.enum},message:"must be equal to one of the allowed values"};
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
const err5 = {instancePath:instancePath+"/configTypes",schemaPath:"#/properties/configTypes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.configId !== undefined){
let data2 = data.configId;
if(typeof data2 === "string"){
if(func0(data2) > 256){
const err6 = {instancePath:instancePath+"/configId",schemaPath:"#/properties/configId/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func0(data2) < 1){
const err7 = {instancePath:instancePath+"/configId",schemaPath:"#/properties/configId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/configId",schemaPath:"#/properties/configId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.includingJobId !== undefined){
let data3 = data.includingJobId;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err9 = {instancePath:instancePath+"/includingJobId",schemaPath:"schema:JobId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 9007199254740991 || isNaN(data3)){
const err10 = {instancePath:instancePath+"/includingJobId",schemaPath:"schema:JobId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/includingJobId",schemaPath:"schema:JobId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!(formats0.validate(data3))){
const err12 = {instancePath:instancePath+"/includingJobId",schemaPath:"schema:JobId/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(Number.isInteger(data3) && !Number.isSafeInteger(data3)){
const err13 = {instancePath:instancePath+"/includingJobId",schemaPath:"schema:JobId/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data.pagination !== undefined){
let data4 = data.pagination;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.pageSize !== undefined){
let data5 = data4.pageSize;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err14 = {instancePath:instancePath+"/pagination/pageSize",schemaPath:"schema:Pagination/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 1000 || isNaN(data5)){
const err15 = {instancePath:instancePath+"/pagination/pageSize",schemaPath:"schema:Pagination/properties/pageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err16 = {instancePath:instancePath+"/pagination/pageSize",schemaPath:"schema:Pagination/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(Number.isInteger(data5) && !Number.isSafeInteger(data5)){
const err17 = {instancePath:instancePath+"/pagination/pageSize",schemaPath:"schema:Pagination/properties/pageSize/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data4.rowOffset !== undefined){
let data6 = data4.rowOffset;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err18 = {instancePath:instancePath+"/pagination/rowOffset",schemaPath:"schema:Pagination/properties/rowOffset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 2147483647 || isNaN(data6)){
const err19 = {instancePath:instancePath+"/pagination/rowOffset",schemaPath:"schema:Pagination/properties/rowOffset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err20 = {instancePath:instancePath+"/pagination/rowOffset",schemaPath:"schema:Pagination/properties/rowOffset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(Number.isInteger(data6) && !Number.isSafeInteger(data6)){
const err21 = {instancePath:instancePath+"/pagination/rowOffset",schemaPath:"schema:Pagination/properties/rowOffset/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
}
else {
const err22 = {instancePath:instancePath+"/pagination",schemaPath:"schema:Pagination/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.statuses !== undefined){
let data7 = data.statuses;
if(Array.isArray(data7)){
if(data7.length > 6){
const err23 = {instancePath:instancePath+"/statuses",schemaPath:"#/properties/statuses/maxItems",keyword:"maxItems",params:{limit: 6},message:"must NOT have more than 6 items"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
if(typeof data8 !== "string"){
const err24 = {instancePath:instancePath+"/statuses/" + i1,schemaPath:"schema:JobStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!((((((data8 === "pending") || (data8 === "running")) || (data8 === "incomplete")) || (data8 === "failed")) || (data8 === "succeeded")) || (data8 === "cancelled"))){
const err25 = {instancePath:instancePath+"/statuses/" + i1,schemaPath:"schema:JobStatus/enum",keyword:"enum",params:{allowedValues: schema7.enum},message:"must be equal to one of the allowed values"};
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
const err26 = {instancePath:instancePath+"/statuses",schemaPath:"#/properties/statuses/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.createdAtStart !== undefined){
let data9 = data.createdAtStart;
if(typeof data9 === "string"){
if(!(formats4.validate.test(data9))){
const err27 = {instancePath:instancePath+"/createdAtStart",schemaPath:"#/properties/createdAtStart/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err28 = {instancePath:instancePath+"/createdAtStart",schemaPath:"#/properties/createdAtStart/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.createdAtEnd !== undefined){
let data10 = data.createdAtEnd;
if(typeof data10 === "string"){
if(!(formats4.validate.test(data10))){
const err29 = {instancePath:instancePath+"/createdAtEnd",schemaPath:"#/properties/createdAtEnd/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err30 = {instancePath:instancePath+"/createdAtEnd",schemaPath:"#/properties/createdAtEnd/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.updatedAtStart !== undefined){
let data11 = data.updatedAtStart;
if(typeof data11 === "string"){
if(!(formats4.validate.test(data11))){
const err31 = {instancePath:instancePath+"/updatedAtStart",schemaPath:"#/properties/updatedAtStart/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err32 = {instancePath:instancePath+"/updatedAtStart",schemaPath:"#/properties/updatedAtStart/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.updatedAtEnd !== undefined){
let data12 = data.updatedAtEnd;
if(typeof data12 === "string"){
if(!(formats4.validate.test(data12))){
const err33 = {instancePath:instancePath+"/updatedAtEnd",schemaPath:"#/properties/updatedAtEnd/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/updatedAtEnd",schemaPath:"#/properties/updatedAtEnd/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.orderByField !== undefined){
let data13 = data.orderByField;
if(typeof data13 !== "string"){
const err35 = {instancePath:instancePath+"/orderByField",schemaPath:"#/properties/orderByField/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!((data13 === "createdAt") || (data13 === "updatedAt"))){
const err36 = {instancePath:instancePath+"/orderByField",schemaPath:"#/properties/orderByField/enum",keyword:"enum",params:{allowedValues: schema3.properties.orderByField.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.orderByMethod !== undefined){
let data14 = data.orderByMethod;
if(typeof data14 !== "string"){
const err37 = {instancePath:instancePath+"/orderByMethod",schemaPath:"#/properties/orderByMethod/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!((data14 === "ASC") || (data14 === "DESC"))){
const err38 = {instancePath:instancePath+"/orderByMethod",schemaPath:"#/properties/orderByMethod/enum",keyword:"enum",params:{allowedValues: schema3.properties.orderByMethod.enum},message:"must be equal to one of the allowed values"};
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
if(data.connectionId !== undefined){
let data0 = data.connectionId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
const err1 = {instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err2 = {instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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

exports.req_LogsRequestBody = validate4;
const schema10 = {"type":"object","required":["logType"],"properties":{"logType":{"type":"string","enum":["server","scheduler"]}}};

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.logType === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "logType"},message:"must have required property '"+"logType"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.logType !== undefined){
let data0 = data.logType;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/logType",schemaPath:"#/properties/logType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === "server") || (data0 === "scheduler"))){
const err2 = {instancePath:instancePath+"/logType",schemaPath:"#/properties/logType/enum",keyword:"enum",params:{allowedValues: schema10.properties.logType.enum},message:"must be equal to one of the allowed values"};
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.notificationType === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "notificationType"},message:"must have required property '"+"notificationType"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.sendOnSuccess === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sendOnSuccess"},message:"must have required property '"+"sendOnSuccess"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.sendOnFailure === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sendOnFailure"},message:"must have required property '"+"sendOnFailure"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.notificationType !== undefined){
let data0 = data.notificationType;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/notificationType",schemaPath:"#/properties/notificationType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!((data0 === "slack") || (data0 === "customerio"))){
const err4 = {instancePath:instancePath+"/notificationType",schemaPath:"#/properties/notificationType/enum",keyword:"enum",params:{allowedValues: schema11.properties.notificationType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.sendOnSuccess !== undefined){
if(typeof data.sendOnSuccess !== "boolean"){
const err5 = {instancePath:instancePath+"/sendOnSuccess",schemaPath:"#/properties/sendOnSuccess/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.sendOnFailure !== undefined){
if(typeof data.sendOnFailure !== "boolean"){
const err6 = {instancePath:instancePath+"/sendOnFailure",schemaPath:"#/properties/sendOnFailure/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.slackConfiguration !== undefined){
let data3 = data.slackConfiguration;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.webhook === undefined){
const err7 = {instancePath:instancePath+"/slackConfiguration",schemaPath:"#/properties/slackConfiguration/required",keyword:"required",params:{missingProperty: "webhook"},message:"must have required property '"+"webhook"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data3.webhook !== undefined){
let data4 = data3.webhook;
if(typeof data4 === "string"){
if(func0(data4) > 2048){
const err8 = {instancePath:instancePath+"/slackConfiguration/webhook",schemaPath:"#/properties/slackConfiguration/properties/webhook/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern0.test(data4)){
const err9 = {instancePath:instancePath+"/slackConfiguration/webhook",schemaPath:"#/properties/slackConfiguration/properties/webhook/pattern",keyword:"pattern",params:{pattern: "^https://"},message:"must match pattern \""+"^https://"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(formats14.test(data4))){
const err10 = {instancePath:instancePath+"/slackConfiguration/webhook",schemaPath:"#/properties/slackConfiguration/properties/webhook/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err11 = {instancePath:instancePath+"/slackConfiguration/webhook",schemaPath:"#/properties/slackConfiguration/properties/webhook/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err12 = {instancePath:instancePath+"/slackConfiguration",schemaPath:"#/properties/slackConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.customerioConfiguration !== undefined){
let data5 = data.customerioConfiguration;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
const err13 = {instancePath:instancePath+"/customerioConfiguration",schemaPath:"#/properties/customerioConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate5.errors = vErrors;
return errors === 0;
}

exports.req_SaveStatsRequestBody = validate6;
const schema12 = {"type":"object","required":["jobId","attemptNumber","stats"],"properties":{"jobId":{"$ref":"schema:JobId"},"attemptNumber":{"$ref":"schema:AttemptNumber"},"stats":{"$ref":"schema:AttemptStats"},"streamStats":{"type":"array","maxItems":500,"items":{"$ref":"schema:AttemptStreamStats"}}}};
const schema14 = {"type":"integer","minimum":0,"maximum":100,"safeInteger":true};
const schema15 = {"type":"object","properties":{"recordsEmitted":{"type":"integer","format":"int64","minimum":0,"safeInteger":true},"bytesEmitted":{"type":"integer","format":"int64","minimum":0,"safeInteger":true},"stateMessagesEmitted":{"type":"integer","format":"int64","minimum":0,"safeInteger":true},"recordsCommitted":{"type":"integer","format":"int64","minimum":0,"safeInteger":true},"estimatedRecords":{"type":"integer","format":"int64","minimum":0,"safeInteger":true},"estimatedBytes":{"type":"integer","format":"int64","minimum":0,"safeInteger":true}}};
const schema16 = {"type":"object","required":["streamName","stats"],"properties":{"streamName":{"type":"string","minLength":1,"maxLength":256},"streamNamespace":{"type":"string","maxLength":256},"stats":{"$ref":"schema:AttemptStats"}}};

function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(Number.isInteger(data3) && !Number.isSafeInteger(data3)){
const err10 = {instancePath:instancePath+"/stats/recordsEmitted",schemaPath:"schema:AttemptStats/properties/recordsEmitted/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data2.bytesEmitted !== undefined){
let data4 = data2.bytesEmitted;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err11 = {instancePath:instancePath+"/stats/bytesEmitted",schemaPath:"schema:AttemptStats/properties/bytesEmitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err12 = {instancePath:instancePath+"/stats/bytesEmitted",schemaPath:"schema:AttemptStats/properties/bytesEmitted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(formats0.validate(data4))){
const err13 = {instancePath:instancePath+"/stats/bytesEmitted",schemaPath:"schema:AttemptStats/properties/bytesEmitted/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(Number.isInteger(data4) && !Number.isSafeInteger(data4)){
const err14 = {instancePath:instancePath+"/stats/bytesEmitted",schemaPath:"schema:AttemptStats/properties/bytesEmitted/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data2.stateMessagesEmitted !== undefined){
let data5 = data2.stateMessagesEmitted;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err15 = {instancePath:instancePath+"/stats/stateMessagesEmitted",schemaPath:"schema:AttemptStats/properties/stateMessagesEmitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err16 = {instancePath:instancePath+"/stats/stateMessagesEmitted",schemaPath:"schema:AttemptStats/properties/stateMessagesEmitted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(formats0.validate(data5))){
const err17 = {instancePath:instancePath+"/stats/stateMessagesEmitted",schemaPath:"schema:AttemptStats/properties/stateMessagesEmitted/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(Number.isInteger(data5) && !Number.isSafeInteger(data5)){
const err18 = {instancePath:instancePath+"/stats/stateMessagesEmitted",schemaPath:"schema:AttemptStats/properties/stateMessagesEmitted/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data2.recordsCommitted !== undefined){
let data6 = data2.recordsCommitted;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err19 = {instancePath:instancePath+"/stats/recordsCommitted",schemaPath:"schema:AttemptStats/properties/recordsCommitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err20 = {instancePath:instancePath+"/stats/recordsCommitted",schemaPath:"schema:AttemptStats/properties/recordsCommitted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!(formats0.validate(data6))){
const err21 = {instancePath:instancePath+"/stats/recordsCommitted",schemaPath:"schema:AttemptStats/properties/recordsCommitted/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(Number.isInteger(data6) && !Number.isSafeInteger(data6)){
const err22 = {instancePath:instancePath+"/stats/recordsCommitted",schemaPath:"schema:AttemptStats/properties/recordsCommitted/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data2.estimatedRecords !== undefined){
let data7 = data2.estimatedRecords;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err23 = {instancePath:instancePath+"/stats/estimatedRecords",schemaPath:"schema:AttemptStats/properties/estimatedRecords/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err24 = {instancePath:instancePath+"/stats/estimatedRecords",schemaPath:"schema:AttemptStats/properties/estimatedRecords/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!(formats0.validate(data7))){
const err25 = {instancePath:instancePath+"/stats/estimatedRecords",schemaPath:"schema:AttemptStats/properties/estimatedRecords/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(Number.isInteger(data7) && !Number.isSafeInteger(data7)){
const err26 = {instancePath:instancePath+"/stats/estimatedRecords",schemaPath:"schema:AttemptStats/properties/estimatedRecords/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data2.estimatedBytes !== undefined){
let data8 = data2.estimatedBytes;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err27 = {instancePath:instancePath+"/stats/estimatedBytes",schemaPath:"schema:AttemptStats/properties/estimatedBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err28 = {instancePath:instancePath+"/stats/estimatedBytes",schemaPath:"schema:AttemptStats/properties/estimatedBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!(formats0.validate(data8))){
const err29 = {instancePath:instancePath+"/stats/estimatedBytes",schemaPath:"schema:AttemptStats/properties/estimatedBytes/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(Number.isInteger(data8) && !Number.isSafeInteger(data8)){
const err30 = {instancePath:instancePath+"/stats/estimatedBytes",schemaPath:"schema:AttemptStats/properties/estimatedBytes/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
}
else {
const err31 = {instancePath:instancePath+"/stats",schemaPath:"schema:AttemptStats/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err32 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
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
if(data.jobId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "jobId"},message:"must have required property '"+"jobId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.attemptNumber === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "attemptNumber"},message:"must have required property '"+"attemptNumber"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.stats === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "stats"},message:"must have required property '"+"stats"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.jobId !== undefined){
let data0 = data.jobId;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/jobId",schemaPath:"schema:JobId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9007199254740991 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/jobId",schemaPath:"schema:JobId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/jobId",schemaPath:"schema:JobId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(formats0.validate(data0))){
const err6 = {instancePath:instancePath+"/jobId",schemaPath:"schema:JobId/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(Number.isInteger(data0) && !Number.isSafeInteger(data0)){
const err7 = {instancePath:instancePath+"/jobId",schemaPath:"schema:JobId/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data.attemptNumber !== undefined){
let data1 = data.attemptNumber;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err8 = {instancePath:instancePath+"/attemptNumber",schemaPath:"schema:AttemptNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 100 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/attemptNumber",schemaPath:"schema:AttemptNumber/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err10 = {instancePath:instancePath+"/attemptNumber",schemaPath:"schema:AttemptNumber/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(Number.isInteger(data1) && !Number.isSafeInteger(data1)){
const err11 = {instancePath:instancePath+"/attemptNumber",schemaPath:"schema:AttemptNumber/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data.stats !== undefined){
let data2 = data.stats;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.recordsEmitted !== undefined){
let data3 = data2.recordsEmitted;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {instancePath:instancePath+"/stats/recordsEmitted",schemaPath:"schema:AttemptStats/properties/recordsEmitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/stats/recordsEmitted",schemaPath:"schema:AttemptStats/properties/recordsEmitted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(formats0.validate(data3))){
const err14 = {instancePath:instancePath+"/stats/recordsEmitted",schemaPath:"schema:AttemptStats/properties/recordsEmitted/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(Number.isInteger(data3) && !Number.isSafeInteger(data3)){
const err15 = {instancePath:instancePath+"/stats/recordsEmitted",schemaPath:"schema:AttemptStats/properties/recordsEmitted/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data2.bytesEmitted !== undefined){
let data4 = data2.bytesEmitted;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err16 = {instancePath:instancePath+"/stats/bytesEmitted",schemaPath:"schema:AttemptStats/properties/bytesEmitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err17 = {instancePath:instancePath+"/stats/bytesEmitted",schemaPath:"schema:AttemptStats/properties/bytesEmitted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!(formats0.validate(data4))){
const err18 = {instancePath:instancePath+"/stats/bytesEmitted",schemaPath:"schema:AttemptStats/properties/bytesEmitted/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(Number.isInteger(data4) && !Number.isSafeInteger(data4)){
const err19 = {instancePath:instancePath+"/stats/bytesEmitted",schemaPath:"schema:AttemptStats/properties/bytesEmitted/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data2.stateMessagesEmitted !== undefined){
let data5 = data2.stateMessagesEmitted;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err20 = {instancePath:instancePath+"/stats/stateMessagesEmitted",schemaPath:"schema:AttemptStats/properties/stateMessagesEmitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err21 = {instancePath:instancePath+"/stats/stateMessagesEmitted",schemaPath:"schema:AttemptStats/properties/stateMessagesEmitted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!(formats0.validate(data5))){
const err22 = {instancePath:instancePath+"/stats/stateMessagesEmitted",schemaPath:"schema:AttemptStats/properties/stateMessagesEmitted/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(Number.isInteger(data5) && !Number.isSafeInteger(data5)){
const err23 = {instancePath:instancePath+"/stats/stateMessagesEmitted",schemaPath:"schema:AttemptStats/properties/stateMessagesEmitted/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data2.recordsCommitted !== undefined){
let data6 = data2.recordsCommitted;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err24 = {instancePath:instancePath+"/stats/recordsCommitted",schemaPath:"schema:AttemptStats/properties/recordsCommitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err25 = {instancePath:instancePath+"/stats/recordsCommitted",schemaPath:"schema:AttemptStats/properties/recordsCommitted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!(formats0.validate(data6))){
const err26 = {instancePath:instancePath+"/stats/recordsCommitted",schemaPath:"schema:AttemptStats/properties/recordsCommitted/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(Number.isInteger(data6) && !Number.isSafeInteger(data6)){
const err27 = {instancePath:instancePath+"/stats/recordsCommitted",schemaPath:"schema:AttemptStats/properties/recordsCommitted/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data2.estimatedRecords !== undefined){
let data7 = data2.estimatedRecords;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err28 = {instancePath:instancePath+"/stats/estimatedRecords",schemaPath:"schema:AttemptStats/properties/estimatedRecords/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err29 = {instancePath:instancePath+"/stats/estimatedRecords",schemaPath:"schema:AttemptStats/properties/estimatedRecords/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!(formats0.validate(data7))){
const err30 = {instancePath:instancePath+"/stats/estimatedRecords",schemaPath:"schema:AttemptStats/properties/estimatedRecords/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(Number.isInteger(data7) && !Number.isSafeInteger(data7)){
const err31 = {instancePath:instancePath+"/stats/estimatedRecords",schemaPath:"schema:AttemptStats/properties/estimatedRecords/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data2.estimatedBytes !== undefined){
let data8 = data2.estimatedBytes;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err32 = {instancePath:instancePath+"/stats/estimatedBytes",schemaPath:"schema:AttemptStats/properties/estimatedBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err33 = {instancePath:instancePath+"/stats/estimatedBytes",schemaPath:"schema:AttemptStats/properties/estimatedBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(!(formats0.validate(data8))){
const err34 = {instancePath:instancePath+"/stats/estimatedBytes",schemaPath:"schema:AttemptStats/properties/estimatedBytes/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(Number.isInteger(data8) && !Number.isSafeInteger(data8)){
const err35 = {instancePath:instancePath+"/stats/estimatedBytes",schemaPath:"schema:AttemptStats/properties/estimatedBytes/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
}
else {
const err36 = {instancePath:instancePath+"/stats",schemaPath:"schema:AttemptStats/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.streamStats !== undefined){
let data9 = data.streamStats;
if(Array.isArray(data9)){
if(data9.length > 500){
const err37 = {instancePath:instancePath+"/streamStats",schemaPath:"#/properties/streamStats/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
if(!(validate7(data9[i0], {instancePath:instancePath+"/streamStats/" + i0,parentData:data9,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
errors = vErrors.length;
}
}
}
else {
const err38 = {instancePath:instancePath+"/streamStats",schemaPath:"#/properties/streamStats/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate12.errors = vErrors;
return errors === 0;
}

const schema27 = {"type":"object","required":["streamStates"],"properties":{"shared_state":{"type":"object","additionalProperties":true},"streamStates":{"type":"array","maxItems":500,"items":{"$ref":"schema:StreamState"}}}};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate12(data1[i0], {instancePath:instancePath+"/streamStates/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
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
validate14.errors = vErrors;
return errors === 0;
}


function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
const err3 = {instancePath:instancePath+"/stateType",schemaPath:"schema:ConnectionStateType/enum",keyword:"enum",params:{allowedValues: schema23.enum},message:"must be equal to one of the allowed values"};
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
if(!(formats12.test(data1))){
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
if(!(validate12(data3[i0], {instancePath:instancePath+"/streamState/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
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
if(!(validate14(data.globalState, {instancePath:instancePath+"/globalState",parentData:data,parentDataProperty:"globalState",rootData}))){
vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
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
validate11.errors = vErrors;
return errors === 0;
}


function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate11(data.state, {instancePath:instancePath+"/state",parentData:data,parentDataProperty:"state",rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
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
validate10.errors = vErrors;
return errors === 0;
}


function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.jobId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "jobId"},message:"must have required property '"+"jobId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.attemptNumber === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "attemptNumber"},message:"must have required property '"+"attemptNumber"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.syncConfig === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "syncConfig"},message:"must have required property '"+"syncConfig"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.jobId !== undefined){
let data0 = data.jobId;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/jobId",schemaPath:"schema:JobId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9007199254740991 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/jobId",schemaPath:"schema:JobId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/jobId",schemaPath:"schema:JobId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(formats0.validate(data0))){
const err6 = {instancePath:instancePath+"/jobId",schemaPath:"schema:JobId/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(Number.isInteger(data0) && !Number.isSafeInteger(data0)){
const err7 = {instancePath:instancePath+"/jobId",schemaPath:"schema:JobId/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data.attemptNumber !== undefined){
let data1 = data.attemptNumber;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err8 = {instancePath:instancePath+"/attemptNumber",schemaPath:"schema:AttemptNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 100 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/attemptNumber",schemaPath:"schema:AttemptNumber/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err10 = {instancePath:instancePath+"/attemptNumber",schemaPath:"schema:AttemptNumber/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(Number.isInteger(data1) && !Number.isSafeInteger(data1)){
const err11 = {instancePath:instancePath+"/attemptNumber",schemaPath:"schema:AttemptNumber/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data.syncConfig !== undefined){
if(!(validate10(data.syncConfig, {instancePath:instancePath+"/syncConfig",parentData:data,parentDataProperty:"syncConfig",rootData}))){
vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
errors = vErrors.length;
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
validate9.errors = vErrors;
return errors === 0;
}

exports.req_SetWorkflowInAttemptRequestBody = validate19;
const schema28 = {"type":"object","required":["jobId","attemptNumber","workflowId"],"properties":{"jobId":{"$ref":"schema:JobId"},"attemptNumber":{"$ref":"schema:AttemptNumber"},"workflowId":{"type":"string","minLength":1,"maxLength":256},"processingTaskQueue":{"type":"string","maxLength":256}}};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.jobId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "jobId"},message:"must have required property '"+"jobId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.attemptNumber === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "attemptNumber"},message:"must have required property '"+"attemptNumber"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.workflowId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workflowId"},message:"must have required property '"+"workflowId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.jobId !== undefined){
let data0 = data.jobId;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/jobId",schemaPath:"schema:JobId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9007199254740991 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/jobId",schemaPath:"schema:JobId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/jobId",schemaPath:"schema:JobId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(formats0.validate(data0))){
const err6 = {instancePath:instancePath+"/jobId",schemaPath:"schema:JobId/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(Number.isInteger(data0) && !Number.isSafeInteger(data0)){
const err7 = {instancePath:instancePath+"/jobId",schemaPath:"schema:JobId/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data.attemptNumber !== undefined){
let data1 = data.attemptNumber;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err8 = {instancePath:instancePath+"/attemptNumber",schemaPath:"schema:AttemptNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 100 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/attemptNumber",schemaPath:"schema:AttemptNumber/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err10 = {instancePath:instancePath+"/attemptNumber",schemaPath:"schema:AttemptNumber/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(Number.isInteger(data1) && !Number.isSafeInteger(data1)){
const err11 = {instancePath:instancePath+"/attemptNumber",schemaPath:"schema:AttemptNumber/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data.workflowId !== undefined){
let data2 = data.workflowId;
if(typeof data2 === "string"){
if(func0(data2) > 256){
const err12 = {instancePath:instancePath+"/workflowId",schemaPath:"#/properties/workflowId/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func0(data2) < 1){
const err13 = {instancePath:instancePath+"/workflowId",schemaPath:"#/properties/workflowId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err14 = {instancePath:instancePath+"/workflowId",schemaPath:"#/properties/workflowId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.processingTaskQueue !== undefined){
let data3 = data.processingTaskQueue;
if(typeof data3 === "string"){
if(func0(data3) > 256){
const err15 = {instancePath:instancePath+"/processingTaskQueue",schemaPath:"#/properties/processingTaskQueue/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
const err16 = {instancePath:instancePath+"/processingTaskQueue",schemaPath:"#/properties/processingTaskQueue/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate19.errors = vErrors;
return errors === 0;
}

exports.req_ConnectionCreate = validate20;
const schema31 = {"allOf":[{"$ref":"schema:ConnectionFields"},{"type":"object","required":["sourceId","destinationId","status"],"properties":{"sourceId":{"$ref":"schema:Id"},"destinationId":{"$ref":"schema:Id"},"status":{"$ref":"schema:ConnectionStatus"}}}]};
const schema52 = {"type":"string","enum":["active","inactive","deprecated"]};
const schema32 = {"type":"object","properties":{"name":{"type":"string","minLength":1,"maxLength":256},"namespaceDefinition":{"$ref":"schema:NamespaceDefinitionType"},"namespaceFormat":{"type":"string","maxLength":256},"prefix":{"type":"string","maxLength":256},"operationIds":{"type":"array","maxItems":50,"items":{"$ref":"schema:Id"}},"syncCatalog":{"$ref":"schema:AirbyteCatalog"},"schedule":{"$ref":"schema:ConnectionSchedule"},"scheduleType":{"$ref":"schema:ConnectionScheduleType"},"scheduleData":{"$ref":"schema:ConnectionScheduleData"},"resourceRequirements":{"$ref":"schema:ResourceRequirements"},"sourceCatalogId":{"$ref":"schema:Id"},"geography":{"$ref":"schema:Geography"},"notifySchemaChanges":{"type":"boolean"},"nonBreakingChangesPreference":{"$ref":"schema:NonBreakingChangesPreference"}}};
const schema33 = {"type":"string","enum":["source","destination","customformat"]};
const schema42 = {"type":"object","required":["units","timeUnit"],"properties":{"units":{"type":"integer","format":"int64","minimum":1,"maximum":1000000,"safeInteger":true},"timeUnit":{"type":"string","enum":["minutes","hours","days","weeks","months"]}}};
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
const err8 = {instancePath:instancePath+"/supportedSyncModes/" + i0,schemaPath:"schema:SyncMode/enum",keyword:"enum",params:{allowedValues: schema38.enum},message:"must be equal to one of the allowed values"};
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
validate24.errors = vErrors;
return errors === 0;
}

const schema39 = {"type":"object","required":["syncMode","destinationSyncMode"],"properties":{"syncMode":{"$ref":"schema:SyncMode"},"cursorField":{"type":"array","items":{"type":"string"}},"destinationSyncMode":{"$ref":"schema:DestinationSyncMode"},"primaryKey":{"type":"array","items":{"type":"array","items":{"type":"string"}}},"aliasName":{"type":"string","maxLength":256},"selected":{"type":"boolean"},"fieldSelectionEnabled":{"type":"boolean"},"selectedFields":{"type":"array","items":{"type":"object","properties":{"fieldPath":{"type":"array","items":{"type":"string"}}}}}}};
const schema41 = {"type":"string","enum":["append","overwrite","append_dedup"]};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
const err3 = {instancePath:instancePath+"/syncMode",schemaPath:"schema:SyncMode/enum",keyword:"enum",params:{allowedValues: schema38.enum},message:"must be equal to one of the allowed values"};
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
const err7 = {instancePath:instancePath+"/destinationSyncMode",schemaPath:"schema:DestinationSyncMode/enum",keyword:"enum",params:{allowedValues: schema41.enum},message:"must be equal to one of the allowed values"};
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
validate26.errors = vErrors;
return errors === 0;
}


function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.stream !== undefined){
if(!(validate24(data.stream, {instancePath:instancePath+"/stream",parentData:data,parentDataProperty:"stream",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
if(data.config !== undefined){
if(!(validate26(data.config, {instancePath:instancePath+"/config",parentData:data,parentDataProperty:"config",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
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
validate23.errors = vErrors;
return errors === 0;
}


function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate23(data0[i0], {instancePath:instancePath+"/streams/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
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
validate22.errors = vErrors;
return errors === 0;
}

const schema44 = {"type":"object","properties":{"basicSchedule":{"$ref":"schema:ConnectionSchedule"},"cron":{"type":"object","required":["cronExpression","cronTimeZone"],"properties":{"cronExpression":{"type":"string","pattern":"^\\s*\\S+(\\s+\\S+){5,6}\\s*$","maxLength":256},"cronTimeZone":{"type":"string","minLength":1,"maxLength":64}}}}};
const pattern1 = new RegExp("^\\s*\\S+(\\s+\\S+){5,6}\\s*$", "u");

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(Number.isInteger(data1) && !Number.isSafeInteger(data1)){
const err6 = {instancePath:instancePath+"/basicSchedule/units",schemaPath:"schema:ConnectionSchedule/properties/units/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data0.timeUnit !== undefined){
let data2 = data0.timeUnit;
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/basicSchedule/timeUnit",schemaPath:"schema:ConnectionSchedule/properties/timeUnit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(((((data2 === "minutes") || (data2 === "hours")) || (data2 === "days")) || (data2 === "weeks")) || (data2 === "months"))){
const err8 = {instancePath:instancePath+"/basicSchedule/timeUnit",schemaPath:"schema:ConnectionSchedule/properties/timeUnit/enum",keyword:"enum",params:{allowedValues: schema42.properties.timeUnit.enum},message:"must be equal to one of the allowed values"};
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
const err9 = {instancePath:instancePath+"/basicSchedule",schemaPath:"schema:ConnectionSchedule/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.cron !== undefined){
let data3 = data.cron;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.cronExpression === undefined){
const err10 = {instancePath:instancePath+"/cron",schemaPath:"#/properties/cron/required",keyword:"required",params:{missingProperty: "cronExpression"},message:"must have required property '"+"cronExpression"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3.cronTimeZone === undefined){
const err11 = {instancePath:instancePath+"/cron",schemaPath:"#/properties/cron/required",keyword:"required",params:{missingProperty: "cronTimeZone"},message:"must have required property '"+"cronTimeZone"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3.cronExpression !== undefined){
let data4 = data3.cronExpression;
if(typeof data4 === "string"){
if(func0(data4) > 256){
const err12 = {instancePath:instancePath+"/cron/cronExpression",schemaPath:"#/properties/cron/properties/cronExpression/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern1.test(data4)){
const err13 = {instancePath:instancePath+"/cron/cronExpression",schemaPath:"#/properties/cron/properties/cronExpression/pattern",keyword:"pattern",params:{pattern: "^\\s*\\S+(\\s+\\S+){5,6}\\s*$"},message:"must match pattern \""+"^\\s*\\S+(\\s+\\S+){5,6}\\s*$"+"\""};
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
const err14 = {instancePath:instancePath+"/cron/cronExpression",schemaPath:"#/properties/cron/properties/cronExpression/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data3.cronTimeZone !== undefined){
let data5 = data3.cronTimeZone;
if(typeof data5 === "string"){
if(func0(data5) > 64){
const err15 = {instancePath:instancePath+"/cron/cronTimeZone",schemaPath:"#/properties/cron/properties/cronTimeZone/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func0(data5) < 1){
const err16 = {instancePath:instancePath+"/cron/cronTimeZone",schemaPath:"#/properties/cron/properties/cronTimeZone/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err17 = {instancePath:instancePath+"/cron/cronTimeZone",schemaPath:"#/properties/cron/properties/cronTimeZone/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err18 = {instancePath:instancePath+"/cron",schemaPath:"#/properties/cron/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate30.errors = vErrors;
return errors === 0;
}


function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func0(data0) > 256){
const err0 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func0(data0) < 1){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.namespaceDefinition !== undefined){
let data1 = data.namespaceDefinition;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/namespaceDefinition",schemaPath:"schema:NamespaceDefinitionType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(((data1 === "source") || (data1 === "destination")) || (data1 === "customformat"))){
const err4 = {instancePath:instancePath+"/namespaceDefinition",schemaPath:"schema:NamespaceDefinitionType/enum",keyword:"enum",params:{allowedValues: schema33.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.namespaceFormat !== undefined){
let data2 = data.namespaceFormat;
if(typeof data2 === "string"){
if(func0(data2) > 256){
const err5 = {instancePath:instancePath+"/namespaceFormat",schemaPath:"#/properties/namespaceFormat/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
const err6 = {instancePath:instancePath+"/namespaceFormat",schemaPath:"#/properties/namespaceFormat/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.prefix !== undefined){
let data3 = data.prefix;
if(typeof data3 === "string"){
if(func0(data3) > 256){
const err7 = {instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
const err8 = {instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.operationIds !== undefined){
let data4 = data.operationIds;
if(Array.isArray(data4)){
if(data4.length > 50){
const err9 = {instancePath:instancePath+"/operationIds",schemaPath:"#/properties/operationIds/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(typeof data5 === "string"){
if(!(formats12.test(data5))){
const err10 = {instancePath:instancePath+"/operationIds/" + i0,schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err11 = {instancePath:instancePath+"/operationIds/" + i0,schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err12 = {instancePath:instancePath+"/operationIds",schemaPath:"#/properties/operationIds/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.syncCatalog !== undefined){
if(!(validate22(data.syncCatalog, {instancePath:instancePath+"/syncCatalog",parentData:data,parentDataProperty:"syncCatalog",rootData}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
if(data.schedule !== undefined){
let data7 = data.schedule;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.units === undefined){
const err13 = {instancePath:instancePath+"/schedule",schemaPath:"schema:ConnectionSchedule/required",keyword:"required",params:{missingProperty: "units"},message:"must have required property '"+"units"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data7.timeUnit === undefined){
const err14 = {instancePath:instancePath+"/schedule",schemaPath:"schema:ConnectionSchedule/required",keyword:"required",params:{missingProperty: "timeUnit"},message:"must have required property '"+"timeUnit"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data7.units !== undefined){
let data8 = data7.units;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err15 = {instancePath:instancePath+"/schedule/units",schemaPath:"schema:ConnectionSchedule/properties/units/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 1000000 || isNaN(data8)){
const err16 = {instancePath:instancePath+"/schedule/units",schemaPath:"schema:ConnectionSchedule/properties/units/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data8 < 1 || isNaN(data8)){
const err17 = {instancePath:instancePath+"/schedule/units",schemaPath:"schema:ConnectionSchedule/properties/units/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!(formats0.validate(data8))){
const err18 = {instancePath:instancePath+"/schedule/units",schemaPath:"schema:ConnectionSchedule/properties/units/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(Number.isInteger(data8) && !Number.isSafeInteger(data8)){
const err19 = {instancePath:instancePath+"/schedule/units",schemaPath:"schema:ConnectionSchedule/properties/units/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data7.timeUnit !== undefined){
let data9 = data7.timeUnit;
if(typeof data9 !== "string"){
const err20 = {instancePath:instancePath+"/schedule/timeUnit",schemaPath:"schema:ConnectionSchedule/properties/timeUnit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!(((((data9 === "minutes") || (data9 === "hours")) || (data9 === "days")) || (data9 === "weeks")) || (data9 === "months"))){
const err21 = {instancePath:instancePath+"/schedule/timeUnit",schemaPath:"schema:ConnectionSchedule/properties/timeUnit/enum",keyword:"enum",params:{allowedValues: schema42.properties.timeUnit.enum},message:"must be equal to one of the allowed values"};
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
const err22 = {instancePath:instancePath+"/schedule",schemaPath:"schema:ConnectionSchedule/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.scheduleType !== undefined){
let data10 = data.scheduleType;
if(typeof data10 !== "string"){
const err23 = {instancePath:instancePath+"/scheduleType",schemaPath:"schema:ConnectionScheduleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(((data10 === "manual") || (data10 === "basic")) || (data10 === "cron"))){
const err24 = {instancePath:instancePath+"/scheduleType",schemaPath:"schema:ConnectionScheduleType/enum",keyword:"enum",params:{allowedValues: schema43.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.scheduleData !== undefined){
if(!(validate30(data.scheduleData, {instancePath:instancePath+"/scheduleData",parentData:data,parentDataProperty:"scheduleData",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
if(data.resourceRequirements !== undefined){
let data12 = data.resourceRequirements;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.cpu_request !== undefined){
let data13 = data12.cpu_request;
if(typeof data13 === "string"){
if(func0(data13) > 32){
const err25 = {instancePath:instancePath+"/resourceRequirements/cpu_request",schemaPath:"schema:ResourceRequirements/properties/cpu_request/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/resourceRequirements/cpu_request",schemaPath:"schema:ResourceRequirements/properties/cpu_request/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data12.cpu_limit !== undefined){
let data14 = data12.cpu_limit;
if(typeof data14 === "string"){
if(func0(data14) > 32){
const err27 = {instancePath:instancePath+"/resourceRequirements/cpu_limit",schemaPath:"schema:ResourceRequirements/properties/cpu_limit/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
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
const err28 = {instancePath:instancePath+"/resourceRequirements/cpu_limit",schemaPath:"schema:ResourceRequirements/properties/cpu_limit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data12.memory_request !== undefined){
let data15 = data12.memory_request;
if(typeof data15 === "string"){
if(func0(data15) > 32){
const err29 = {instancePath:instancePath+"/resourceRequirements/memory_request",schemaPath:"schema:ResourceRequirements/properties/memory_request/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
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
const err30 = {instancePath:instancePath+"/resourceRequirements/memory_request",schemaPath:"schema:ResourceRequirements/properties/memory_request/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data12.memory_limit !== undefined){
let data16 = data12.memory_limit;
if(typeof data16 === "string"){
if(func0(data16) > 32){
const err31 = {instancePath:instancePath+"/resourceRequirements/memory_limit",schemaPath:"schema:ResourceRequirements/properties/memory_limit/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
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
const err32 = {instancePath:instancePath+"/resourceRequirements/memory_limit",schemaPath:"schema:ResourceRequirements/properties/memory_limit/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err33 = {instancePath:instancePath+"/resourceRequirements",schemaPath:"schema:ResourceRequirements/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.sourceCatalogId !== undefined){
let data17 = data.sourceCatalogId;
if(typeof data17 === "string"){
if(!(formats12.test(data17))){
const err34 = {instancePath:instancePath+"/sourceCatalogId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/sourceCatalogId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.geography !== undefined){
let data18 = data.geography;
if(typeof data18 !== "string"){
const err36 = {instancePath:instancePath+"/geography",schemaPath:"schema:Geography/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(!(((data18 === "auto") || (data18 === "us")) || (data18 === "eu"))){
const err37 = {instancePath:instancePath+"/geography",schemaPath:"schema:Geography/enum",keyword:"enum",params:{allowedValues: schema48.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.notifySchemaChanges !== undefined){
if(typeof data.notifySchemaChanges !== "boolean"){
const err38 = {instancePath:instancePath+"/notifySchemaChanges",schemaPath:"#/properties/notifySchemaChanges/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.nonBreakingChangesPreference !== undefined){
let data20 = data.nonBreakingChangesPreference;
if(typeof data20 !== "string"){
const err39 = {instancePath:instancePath+"/nonBreakingChangesPreference",schemaPath:"schema:NonBreakingChangesPreference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(!((data20 === "ignore") || (data20 === "disable"))){
const err40 = {instancePath:instancePath+"/nonBreakingChangesPreference",schemaPath:"schema:NonBreakingChangesPreference/enum",keyword:"enum",params:{allowedValues: schema49.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(validate21(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sourceId === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "sourceId"},message:"must have required property '"+"sourceId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.destinationId === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "destinationId"},message:"must have required property '"+"destinationId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.status === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.sourceId !== undefined){
let data0 = data.sourceId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
const err3 = {instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err4 = {instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.destinationId !== undefined){
let data1 = data.destinationId;
if(typeof data1 === "string"){
if(!(formats12.test(data1))){
const err5 = {instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err6 = {instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.status !== undefined){
let data2 = data.status;
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/status",schemaPath:"schema:ConnectionStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(((data2 === "active") || (data2 === "inactive")) || (data2 === "deprecated"))){
const err8 = {instancePath:instancePath+"/status",schemaPath:"schema:ConnectionStatus/enum",keyword:"enum",params:{allowedValues: schema52.enum},message:"must be equal to one of the allowed values"};
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
const err9 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}

exports.req_ConnectionUpdate = validate33;
const schema53 = {"allOf":[{"$ref":"schema:ConnectionFields"},{"type":"object","required":["connectionId"],"properties":{"connectionId":{"$ref":"schema:Id"},"status":{"$ref":"schema:ConnectionStatus"}}}]};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(validate21(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.connectionId === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "connectionId"},message:"must have required property '"+"connectionId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.connectionId !== undefined){
let data0 = data.connectionId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
const err1 = {instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err2 = {instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.status !== undefined){
let data1 = data.status;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/status",schemaPath:"schema:ConnectionStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(((data1 === "active") || (data1 === "inactive")) || (data1 === "deprecated"))){
const err4 = {instancePath:instancePath+"/status",schemaPath:"schema:ConnectionStatus/enum",keyword:"enum",params:{allowedValues: schema52.enum},message:"must be equal to one of the allowed values"};
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sourceDefinitionId !== undefined){
let data0 = data.sourceDefinitionId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
const err0 = {instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err1 = {instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.sourceId !== undefined){
let data1 = data.sourceId;
if(typeof data1 === "string"){
if(!(formats12.test(data1))){
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
if(data.workspaceId !== undefined){
let data2 = data.workspaceId;
if(typeof data2 === "string"){
if(!(formats12.test(data2))){
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
if(data.connectionConfiguration !== undefined){
let data3 = data.connectionConfiguration;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err6 = {instancePath:instancePath+"/connectionConfiguration",schemaPath:"schema:ConnectionConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.name !== undefined){
let data4 = data.name;
if(typeof data4 === "string"){
if(func0(data4) > 256){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
if(data.sourceName !== undefined){
let data5 = data.sourceName;
if(typeof data5 === "string"){
if(func0(data5) > 256){
const err9 = {instancePath:instancePath+"/sourceName",schemaPath:"#/properties/sourceName/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
const err10 = {instancePath:instancePath+"/sourceName",schemaPath:"#/properties/sourceName/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate36.errors = vErrors;
return errors === 0;
}

const schema68 = {"type":"object","properties":{"destinationDefinitionId":{"$ref":"schema:Id"},"destinationId":{"$ref":"schema:Id"},"workspaceId":{"$ref":"schema:Id"},"connectionConfiguration":{"$ref":"schema:ConnectionConfiguration"},"name":{"type":"string","maxLength":256},"destinationName":{"type":"string","maxLength":256}}};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.destinationDefinitionId !== undefined){
let data0 = data.destinationDefinitionId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
const err0 = {instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err1 = {instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.destinationId !== undefined){
let data1 = data.destinationId;
if(typeof data1 === "string"){
if(!(formats12.test(data1))){
const err2 = {instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err3 = {instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.workspaceId !== undefined){
let data2 = data.workspaceId;
if(typeof data2 === "string"){
if(!(formats12.test(data2))){
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
if(data.connectionConfiguration !== undefined){
let data3 = data.connectionConfiguration;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err6 = {instancePath:instancePath+"/connectionConfiguration",schemaPath:"schema:ConnectionConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.name !== undefined){
let data4 = data.name;
if(typeof data4 === "string"){
if(func0(data4) > 256){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
if(data.destinationName !== undefined){
let data5 = data.destinationName;
if(typeof data5 === "string"){
if(func0(data5) > 256){
const err9 = {instancePath:instancePath+"/destinationName",schemaPath:"#/properties/destinationName/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
const err10 = {instancePath:instancePath+"/destinationName",schemaPath:"#/properties/destinationName/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate38.errors = vErrors;
return errors === 0;
}


function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.connectionId !== undefined){
let data0 = data.connectionId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
const err0 = {instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err1 = {instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func0(data1) > 256){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.namespaceDefinition !== undefined){
let data2 = data.namespaceDefinition;
if(typeof data2 !== "string"){
const err4 = {instancePath:instancePath+"/namespaceDefinition",schemaPath:"schema:NamespaceDefinitionType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(((data2 === "source") || (data2 === "destination")) || (data2 === "customformat"))){
const err5 = {instancePath:instancePath+"/namespaceDefinition",schemaPath:"schema:NamespaceDefinitionType/enum",keyword:"enum",params:{allowedValues: schema33.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.namespaceFormat !== undefined){
let data3 = data.namespaceFormat;
if(typeof data3 === "string"){
if(func0(data3) > 256){
const err6 = {instancePath:instancePath+"/namespaceFormat",schemaPath:"#/properties/namespaceFormat/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
const err7 = {instancePath:instancePath+"/namespaceFormat",schemaPath:"#/properties/namespaceFormat/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.prefix !== undefined){
let data4 = data.prefix;
if(typeof data4 === "string"){
if(func0(data4) > 256){
const err8 = {instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
const err9 = {instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.sourceId !== undefined){
let data5 = data.sourceId;
if(typeof data5 === "string"){
if(!(formats12.test(data5))){
const err10 = {instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err11 = {instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.destinationId !== undefined){
let data6 = data.destinationId;
if(typeof data6 === "string"){
if(!(formats12.test(data6))){
const err12 = {instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err13 = {instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.scheduleType !== undefined){
let data7 = data.scheduleType;
if(typeof data7 !== "string"){
const err14 = {instancePath:instancePath+"/scheduleType",schemaPath:"schema:ConnectionScheduleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(((data7 === "manual") || (data7 === "basic")) || (data7 === "cron"))){
const err15 = {instancePath:instancePath+"/scheduleType",schemaPath:"schema:ConnectionScheduleType/enum",keyword:"enum",params:{allowedValues: schema43.enum},message:"must be equal to one of the allowed values"};
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
let data8 = data.status;
if(typeof data8 !== "string"){
const err16 = {instancePath:instancePath+"/status",schemaPath:"schema:ConnectionStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(((data8 === "active") || (data8 === "inactive")) || (data8 === "deprecated"))){
const err17 = {instancePath:instancePath+"/status",schemaPath:"schema:ConnectionStatus/enum",keyword:"enum",params:{allowedValues: schema52.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.source !== undefined){
if(!(validate36(data.source, {instancePath:instancePath+"/source",parentData:data,parentDataProperty:"source",rootData}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
}
if(data.destination !== undefined){
if(!(validate38(data.destination, {instancePath:instancePath+"/destination",parentData:data,parentDataProperty:"destination",rootData}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
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
validate35.errors = vErrors;
return errors === 0;
}

exports.req_WorkspaceIdRequestBody = validate40;
const schema73 = {"type":"object","required":["workspaceId"],"properties":{"workspaceId":{"$ref":"schema:Id"}}};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.workspaceId !== undefined){
let data0 = data.workspaceId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
const err1 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err2 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate40.errors = vErrors;
return errors === 0;
}

exports.req_WebBackendConnectionRequestBody = validate41;
const schema75 = {"type":"object","required":["connectionId"],"properties":{"connectionId":{"$ref":"schema:Id"},"withRefreshedCatalog":{"type":"boolean"}}};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.connectionId !== undefined){
let data0 = data.connectionId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
const err1 = {instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err2 = {instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.withRefreshedCatalog !== undefined){
if(typeof data.withRefreshedCatalog !== "boolean"){
const err3 = {instancePath:instancePath+"/withRefreshedCatalog",schemaPath:"#/properties/withRefreshedCatalog/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate41.errors = vErrors;
return errors === 0;
}

exports.req_WebBackendConnectionCreate = validate42;
const schema77 = {"allOf":[{"$ref":"schema:ConnectionCreate"},{"type":"object","properties":{"operations":{"type":"array","maxItems":50,"items":{"$ref":"schema:OperationCreate"}}}}]};
const schema78 = {"type":"object","required":["workspaceId","name","operatorConfiguration"],"properties":{"workspaceId":{"$ref":"schema:Id"},"name":{"type":"string","minLength":1,"maxLength":256},"operatorConfiguration":{"$ref":"schema:OperatorConfiguration"}}};
const schema80 = {"type":"object","required":["operatorType"],"properties":{"operatorType":{"type":"string","enum":["normalization","dbt","webhook"]},"normalization":{"type":"object","properties":{"option":{"type":"string","enum":["basic"]}}},"dbt":{"type":"object","required":["gitRepoUrl"],"properties":{"gitRepoUrl":{"type":"string","maxLength":2048},"gitRepoBranch":{"type":"string","maxLength":256},"dockerImage":{"type":"string","maxLength":256},"dbtArguments":{"type":"string","maxLength":4096}}},"webhook":{"type":"object","properties":{"webhookConfigId":{"$ref":"schema:Id"},"webhookType":{"type":"string","enum":["dbtCloud"]},"dbtCloud":{"type":"object","required":["accountId","jobId"],"properties":{"accountId":{"type":"integer","minimum":1,"maximum":2147483647,"safeInteger":true},"jobId":{"type":"integer","minimum":1,"maximum":2147483647,"safeInteger":true}}},"executionUrl":{"type":"string","maxLength":2048},"executionBody":{"type":"string","maxLength":65536}}}}};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
const err2 = {instancePath:instancePath+"/operatorType",schemaPath:"#/properties/operatorType/enum",keyword:"enum",params:{allowedValues: schema80.properties.operatorType.enum},message:"must be equal to one of the allowed values"};
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
const err4 = {instancePath:instancePath+"/normalization/option",schemaPath:"#/properties/normalization/properties/option/enum",keyword:"enum",params:{allowedValues: schema80.properties.normalization.properties.option.enum},message:"must be equal to one of the allowed values"};
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
if(!(formats12.test(data9))){
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
const err19 = {instancePath:instancePath+"/webhook/webhookType",schemaPath:"#/properties/webhook/properties/webhookType/enum",keyword:"enum",params:{allowedValues: schema80.properties.webhook.properties.webhookType.enum},message:"must be equal to one of the allowed values"};
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
if(Number.isInteger(data12) && !Number.isSafeInteger(data12)){
const err25 = {instancePath:instancePath+"/webhook/dbtCloud/accountId",schemaPath:"#/properties/webhook/properties/dbtCloud/properties/accountId/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data11.jobId !== undefined){
let data13 = data11.jobId;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err26 = {instancePath:instancePath+"/webhook/dbtCloud/jobId",schemaPath:"#/properties/webhook/properties/dbtCloud/properties/jobId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 2147483647 || isNaN(data13)){
const err27 = {instancePath:instancePath+"/webhook/dbtCloud/jobId",schemaPath:"#/properties/webhook/properties/dbtCloud/properties/jobId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data13 < 1 || isNaN(data13)){
const err28 = {instancePath:instancePath+"/webhook/dbtCloud/jobId",schemaPath:"#/properties/webhook/properties/dbtCloud/properties/jobId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(Number.isInteger(data13) && !Number.isSafeInteger(data13)){
const err29 = {instancePath:instancePath+"/webhook/dbtCloud/jobId",schemaPath:"#/properties/webhook/properties/dbtCloud/properties/jobId/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
const err30 = {instancePath:instancePath+"/webhook/dbtCloud",schemaPath:"#/properties/webhook/properties/dbtCloud/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data8.executionUrl !== undefined){
let data14 = data8.executionUrl;
if(typeof data14 === "string"){
if(func0(data14) > 2048){
const err31 = {instancePath:instancePath+"/webhook/executionUrl",schemaPath:"#/properties/webhook/properties/executionUrl/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
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
const err32 = {instancePath:instancePath+"/webhook/executionUrl",schemaPath:"#/properties/webhook/properties/executionUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data8.executionBody !== undefined){
let data15 = data8.executionBody;
if(typeof data15 === "string"){
if(func0(data15) > 65536){
const err33 = {instancePath:instancePath+"/webhook/executionBody",schemaPath:"#/properties/webhook/properties/executionBody/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/webhook/executionBody",schemaPath:"#/properties/webhook/properties/executionBody/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/webhook",schemaPath:"#/properties/webhook/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err36 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
validate45.errors = vErrors;
return errors === 0;
}


function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.operatorConfiguration === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "operatorConfiguration"},message:"must have required property '"+"operatorConfiguration"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.workspaceId !== undefined){
let data0 = data.workspaceId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
const err3 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err4 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func0(data1) > 256){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func0(data1) < 1){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
if(data.operatorConfiguration !== undefined){
if(!(validate45(data.operatorConfiguration, {instancePath:instancePath+"/operatorConfiguration",parentData:data,parentDataProperty:"operatorConfiguration",rootData}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
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
validate44.errors = vErrors;
return errors === 0;
}


function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(validate20(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.operations !== undefined){
let data0 = data.operations;
if(Array.isArray(data0)){
if(data0.length > 50){
const err0 = {instancePath:instancePath+"/operations",schemaPath:"#/allOf/1/properties/operations/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate44(data0[i0], {instancePath:instancePath+"/operations/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/operations",schemaPath:"#/allOf/1/properties/operations/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err2 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
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
if(data.operatorConfiguration === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "operatorConfiguration"},message:"must have required property '"+"operatorConfiguration"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.operationId !== undefined){
let data0 = data.operationId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
const err3 = {instancePath:instancePath+"/operationId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err4 = {instancePath:instancePath+"/operationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.workspaceId !== undefined){
let data1 = data.workspaceId;
if(typeof data1 === "string"){
if(!(formats12.test(data1))){
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
if(data.name !== undefined){
let data2 = data.name;
if(typeof data2 === "string"){
if(func0(data2) > 256){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func0(data2) < 1){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.operatorConfiguration !== undefined){
if(!(validate45(data.operatorConfiguration, {instancePath:instancePath+"/operatorConfiguration",parentData:data,parentDataProperty:"operatorConfiguration",rootData}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
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
validate50.errors = vErrors;
return errors === 0;
}


function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(validate21(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.connectionId === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "connectionId"},message:"must have required property '"+"connectionId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.connectionId !== undefined){
let data0 = data.connectionId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
const err1 = {instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err2 = {instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.status !== undefined){
let data1 = data.status;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/status",schemaPath:"schema:ConnectionStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(((data1 === "active") || (data1 === "inactive")) || (data1 === "deprecated"))){
const err4 = {instancePath:instancePath+"/status",schemaPath:"schema:ConnectionStatus/enum",keyword:"enum",params:{allowedValues: schema52.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.operations !== undefined){
let data2 = data.operations;
if(Array.isArray(data2)){
if(data2.length > 50){
const err5 = {instancePath:instancePath+"/operations",schemaPath:"#/allOf/1/properties/operations/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate50(data2[i0], {instancePath:instancePath+"/operations/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath:instancePath+"/operations",schemaPath:"#/allOf/1/properties/operations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.skipReset !== undefined){
if(typeof data.skipReset !== "boolean"){
const err7 = {instancePath:instancePath+"/skipReset",schemaPath:"#/allOf/1/properties/skipReset/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err8 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate48.errors = vErrors;
return errors === 0;
}

exports.req_WebBackendConnectionListRequestBody = validate53;
const schema88 = {"type":"object","required":["workspaceId"],"properties":{"workspaceId":{"$ref":"schema:Id"},"sourceId":{"type":"array","maxItems":100,"items":{"$ref":"schema:Id"}},"destinationId":{"type":"array","maxItems":100,"items":{"$ref":"schema:Id"}}}};

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.workspaceId !== undefined){
let data0 = data.workspaceId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
const err1 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err2 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.sourceId !== undefined){
let data1 = data.sourceId;
if(Array.isArray(data1)){
if(data1.length > 100){
const err3 = {instancePath:instancePath+"/sourceId",schemaPath:"#/properties/sourceId/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 === "string"){
if(!(formats12.test(data2))){
const err4 = {instancePath:instancePath+"/sourceId/" + i0,schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err5 = {instancePath:instancePath+"/sourceId/" + i0,schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err6 = {instancePath:instancePath+"/sourceId",schemaPath:"#/properties/sourceId/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
if(Array.isArray(data3)){
if(data3.length > 100){
const err7 = {instancePath:instancePath+"/destinationId",schemaPath:"#/properties/destinationId/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
let data4 = data3[i1];
if(typeof data4 === "string"){
if(!(formats12.test(data4))){
const err8 = {instancePath:instancePath+"/destinationId/" + i1,schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err9 = {instancePath:instancePath+"/destinationId/" + i1,schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/destinationId",schemaPath:"#/properties/destinationId/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate53.errors = vErrors;
return errors === 0;
}

exports.req_WebBackendWorkspaceState = validate54;
const schema92 = {"type":"object","required":["workspaceId"],"properties":{"workspaceId":{"$ref":"schema:Id"}}};

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.workspaceId !== undefined){
let data0 = data.workspaceId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
const err1 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err2 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate54.errors = vErrors;
return errors === 0;
}

exports.req_ConnectionStateCreateOrUpdate = validate55;
const schema94 = {"type":"object","required":["connectionId","connectionState"],"properties":{"connectionId":{"$ref":"schema:Id"},"connectionState":{"$ref":"schema:ConnectionState"}}};

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.connectionState === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "connectionState"},message:"must have required property '"+"connectionState"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.connectionId !== undefined){
let data0 = data.connectionId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
const err2 = {instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err3 = {instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.connectionState !== undefined){
if(!(validate11(data.connectionState, {instancePath:instancePath+"/connectionState",parentData:data,parentDataProperty:"connectionState",rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.operationId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "operationId"},message:"must have required property '"+"operationId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.operationId !== undefined){
let data0 = data.operationId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
const err1 = {instancePath:instancePath+"/operationId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err2 = {instancePath:instancePath+"/operationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate57.errors = vErrors;
return errors === 0;
}

exports.req_OperationUpdate = validate58;
const schema98 = {"type":"object","required":["operationId","name","operatorConfiguration"],"properties":{"operationId":{"$ref":"schema:Id"},"name":{"type":"string","minLength":1,"maxLength":256},"operatorConfiguration":{"$ref":"schema:OperatorConfiguration"}}};

function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.operationId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "operationId"},message:"must have required property '"+"operationId"+"'"};
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
if(data.operatorConfiguration === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "operatorConfiguration"},message:"must have required property '"+"operatorConfiguration"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.operationId !== undefined){
let data0 = data.operationId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
const err3 = {instancePath:instancePath+"/operationId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err4 = {instancePath:instancePath+"/operationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func0(data1) > 256){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func0(data1) < 1){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
if(data.operatorConfiguration !== undefined){
if(!(validate45(data.operatorConfiguration, {instancePath:instancePath+"/operatorConfiguration",parentData:data,parentDataProperty:"operatorConfiguration",rootData}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
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
validate58.errors = vErrors;
return errors === 0;
}

exports.req_SourceCreate = validate60;
const schema100 = {"type":"object","required":["sourceDefinitionId","connectionConfiguration","workspaceId","name"],"properties":{"sourceDefinitionId":{"$ref":"schema:Id"},"connectionConfiguration":{"$ref":"schema:ConnectionConfiguration"},"workspaceId":{"$ref":"schema:Id"},"name":{"$ref":"schema:ActorName"}}};
const schema104 = {"type":"string","minLength":1,"maxLength":256};

function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.connectionConfiguration === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "connectionConfiguration"},message:"must have required property '"+"connectionConfiguration"+"'"};
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
if(data.name === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.sourceDefinitionId !== undefined){
let data0 = data.sourceDefinitionId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
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
if(data.connectionConfiguration !== undefined){
let data1 = data.connectionConfiguration;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err6 = {instancePath:instancePath+"/connectionConfiguration",schemaPath:"schema:ConnectionConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.workspaceId !== undefined){
let data2 = data.workspaceId;
if(typeof data2 === "string"){
if(!(formats12.test(data2))){
const err7 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err8 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.name !== undefined){
let data3 = data.name;
if(typeof data3 === "string"){
if(func0(data3) > 256){
const err9 = {instancePath:instancePath+"/name",schemaPath:"schema:ActorName/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func0(data3) < 1){
const err10 = {instancePath:instancePath+"/name",schemaPath:"schema:ActorName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err11 = {instancePath:instancePath+"/name",schemaPath:"schema:ActorName/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate60.errors = vErrors;
return errors === 0;
}

exports.req_SourceIdRequestBody = validate61;
const schema105 = {"type":"object","required":["sourceId"],"properties":{"sourceId":{"$ref":"schema:Id"}}};

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sourceId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sourceId"},message:"must have required property '"+"sourceId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.sourceId !== undefined){
let data0 = data.sourceId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
const err1 = {instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err2 = {instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate61.errors = vErrors;
return errors === 0;
}

exports.req_SourceUpdate = validate62;
const schema107 = {"type":"object","required":["sourceId","connectionConfiguration","name"],"properties":{"sourceId":{"$ref":"schema:Id"},"connectionConfiguration":{"$ref":"schema:ConnectionConfiguration"},"name":{"$ref":"schema:ActorName"}}};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sourceId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sourceId"},message:"must have required property '"+"sourceId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.connectionConfiguration === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "connectionConfiguration"},message:"must have required property '"+"connectionConfiguration"+"'"};
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
if(data.sourceId !== undefined){
let data0 = data.sourceId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
const err3 = {instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err4 = {instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.connectionConfiguration !== undefined){
let data1 = data.connectionConfiguration;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err5 = {instancePath:instancePath+"/connectionConfiguration",schemaPath:"schema:ConnectionConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.name !== undefined){
let data2 = data.name;
if(typeof data2 === "string"){
if(func0(data2) > 256){
const err6 = {instancePath:instancePath+"/name",schemaPath:"schema:ActorName/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func0(data2) < 1){
const err7 = {instancePath:instancePath+"/name",schemaPath:"schema:ActorName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/name",schemaPath:"schema:ActorName/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate62.errors = vErrors;
return errors === 0;
}

exports.req_SourceCloneRequestBody = validate63;
const schema111 = {"type":"object","required":["sourceCloneId"],"properties":{"sourceCloneId":{"$ref":"schema:Id"},"sourceConfiguration":{"$ref":"schema:ActorCloneConfiguration"}}};
const schema113 = {"type":"object","properties":{"connectionConfiguration":{"$ref":"schema:ConnectionConfiguration"},"name":{"$ref":"schema:ActorName"}}};

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.connectionConfiguration !== undefined){
let data0 = data.connectionConfiguration;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
}
else {
const err0 = {instancePath:instancePath+"/connectionConfiguration",schemaPath:"schema:ConnectionConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func0(data1) > 256){
const err1 = {instancePath:instancePath+"/name",schemaPath:"schema:ActorName/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func0(data1) < 1){
const err2 = {instancePath:instancePath+"/name",schemaPath:"schema:ActorName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err3 = {instancePath:instancePath+"/name",schemaPath:"schema:ActorName/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate64.errors = vErrors;
return errors === 0;
}


function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sourceCloneId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sourceCloneId"},message:"must have required property '"+"sourceCloneId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.sourceCloneId !== undefined){
let data0 = data.sourceCloneId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
const err1 = {instancePath:instancePath+"/sourceCloneId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err2 = {instancePath:instancePath+"/sourceCloneId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.sourceConfiguration !== undefined){
if(!(validate64(data.sourceConfiguration, {instancePath:instancePath+"/sourceConfiguration",parentData:data,parentDataProperty:"sourceConfiguration",rootData}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
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
validate63.errors = vErrors;
return errors === 0;
}

exports.req_SourceSearch = validate36;

exports.req_SourceDiscoverSchemaRequestBody = validate66;
const schema116 = {"type":"object","required":["sourceId"],"properties":{"sourceId":{"$ref":"schema:Id"},"connectionId":{"$ref":"schema:Id"},"disable_cache":{"type":"boolean"},"notifySchemaChange":{"type":"boolean"}}};

function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sourceId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sourceId"},message:"must have required property '"+"sourceId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.sourceId !== undefined){
let data0 = data.sourceId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
const err1 = {instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err2 = {instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.connectionId !== undefined){
let data1 = data.connectionId;
if(typeof data1 === "string"){
if(!(formats12.test(data1))){
const err3 = {instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err4 = {instancePath:instancePath+"/connectionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.disable_cache !== undefined){
if(typeof data.disable_cache !== "boolean"){
const err5 = {instancePath:instancePath+"/disable_cache",schemaPath:"#/properties/disable_cache/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.notifySchemaChange !== undefined){
if(typeof data.notifySchemaChange !== "boolean"){
const err6 = {instancePath:instancePath+"/notifySchemaChange",schemaPath:"#/properties/notifySchemaChange/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate66.errors = vErrors;
return errors === 0;
}

exports.req_SourceDiscoverSchemaWriteRequestBody = validate67;
const schema119 = {"type":"object","required":["catalog","sourceId"],"properties":{"catalog":{"$ref":"schema:AirbyteCatalog"},"sourceId":{"$ref":"schema:Id"},"connectorVersion":{"type":"string","maxLength":128},"configurationHash":{"type":"string","maxLength":256}}};

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.catalog === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "catalog"},message:"must have required property '"+"catalog"+"'"};
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
if(data.catalog !== undefined){
if(!(validate22(data.catalog, {instancePath:instancePath+"/catalog",parentData:data,parentDataProperty:"catalog",rootData}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
if(data.sourceId !== undefined){
let data1 = data.sourceId;
if(typeof data1 === "string"){
if(!(formats12.test(data1))){
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
if(data.connectorVersion !== undefined){
let data2 = data.connectorVersion;
if(typeof data2 === "string"){
if(func0(data2) > 128){
const err4 = {instancePath:instancePath+"/connectorVersion",schemaPath:"#/properties/connectorVersion/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
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
const err5 = {instancePath:instancePath+"/connectorVersion",schemaPath:"#/properties/connectorVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.configurationHash !== undefined){
let data3 = data.configurationHash;
if(typeof data3 === "string"){
if(func0(data3) > 256){
const err6 = {instancePath:instancePath+"/configurationHash",schemaPath:"#/properties/configurationHash/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
const err7 = {instancePath:instancePath+"/configurationHash",schemaPath:"#/properties/configurationHash/type",keyword:"type",params:{type: "string"},message:"must be string"};
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

exports.req_DestinationCreate = validate69;
const schema121 = {"type":"object","required":["destinationDefinitionId","connectionConfiguration","workspaceId","name"],"properties":{"destinationDefinitionId":{"$ref":"schema:Id"},"connectionConfiguration":{"$ref":"schema:ConnectionConfiguration"},"workspaceId":{"$ref":"schema:Id"},"name":{"$ref":"schema:ActorName"}}};

function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.connectionConfiguration === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "connectionConfiguration"},message:"must have required property '"+"connectionConfiguration"+"'"};
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
if(data.name === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.destinationDefinitionId !== undefined){
let data0 = data.destinationDefinitionId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
const err4 = {instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err5 = {instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.connectionConfiguration !== undefined){
let data1 = data.connectionConfiguration;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err6 = {instancePath:instancePath+"/connectionConfiguration",schemaPath:"schema:ConnectionConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.workspaceId !== undefined){
let data2 = data.workspaceId;
if(typeof data2 === "string"){
if(!(formats12.test(data2))){
const err7 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err8 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.name !== undefined){
let data3 = data.name;
if(typeof data3 === "string"){
if(func0(data3) > 256){
const err9 = {instancePath:instancePath+"/name",schemaPath:"schema:ActorName/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func0(data3) < 1){
const err10 = {instancePath:instancePath+"/name",schemaPath:"schema:ActorName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err11 = {instancePath:instancePath+"/name",schemaPath:"schema:ActorName/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate69.errors = vErrors;
return errors === 0;
}

exports.req_DestinationIdRequestBody = validate70;
const schema126 = {"type":"object","required":["destinationId"],"properties":{"destinationId":{"$ref":"schema:Id"}}};

function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.destinationId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "destinationId"},message:"must have required property '"+"destinationId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.destinationId !== undefined){
let data0 = data.destinationId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
const err1 = {instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err2 = {instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate70.errors = vErrors;
return errors === 0;
}

exports.req_DestinationUpdate = validate71;
const schema128 = {"type":"object","required":["destinationId","connectionConfiguration","name"],"properties":{"destinationId":{"$ref":"schema:Id"},"connectionConfiguration":{"$ref":"schema:ConnectionConfiguration"},"name":{"$ref":"schema:ActorName"}}};

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.destinationId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "destinationId"},message:"must have required property '"+"destinationId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.connectionConfiguration === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "connectionConfiguration"},message:"must have required property '"+"connectionConfiguration"+"'"};
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
if(data.destinationId !== undefined){
let data0 = data.destinationId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
const err3 = {instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err4 = {instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.connectionConfiguration !== undefined){
let data1 = data.connectionConfiguration;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err5 = {instancePath:instancePath+"/connectionConfiguration",schemaPath:"schema:ConnectionConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.name !== undefined){
let data2 = data.name;
if(typeof data2 === "string"){
if(func0(data2) > 256){
const err6 = {instancePath:instancePath+"/name",schemaPath:"schema:ActorName/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func0(data2) < 1){
const err7 = {instancePath:instancePath+"/name",schemaPath:"schema:ActorName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/name",schemaPath:"schema:ActorName/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate71.errors = vErrors;
return errors === 0;
}

exports.req_DestinationCloneRequestBody = validate72;
const schema132 = {"type":"object","required":["destinationCloneId"],"properties":{"destinationCloneId":{"$ref":"schema:Id"},"destinationConfiguration":{"$ref":"schema:ActorCloneConfiguration"}}};

function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.destinationCloneId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "destinationCloneId"},message:"must have required property '"+"destinationCloneId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.destinationCloneId !== undefined){
let data0 = data.destinationCloneId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
const err1 = {instancePath:instancePath+"/destinationCloneId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err2 = {instancePath:instancePath+"/destinationCloneId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(!(validate64(data.destinationConfiguration, {instancePath:instancePath+"/destinationConfiguration",parentData:data,parentDataProperty:"destinationConfiguration",rootData}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
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
validate72.errors = vErrors;
return errors === 0;
}

exports.req_DestinationSearch = validate38;

exports.req_SourceCoreConfig = validate74;
const schema134 = {"type":"object","required":["sourceDefinitionId","connectionConfiguration","workspaceId"],"properties":{"sourceDefinitionId":{"$ref":"schema:Id"},"connectionConfiguration":{"$ref":"schema:ConnectionConfiguration"},"workspaceId":{"$ref":"schema:Id"}}};

function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.connectionConfiguration === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "connectionConfiguration"},message:"must have required property '"+"connectionConfiguration"+"'"};
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
if(data.sourceDefinitionId !== undefined){
let data0 = data.sourceDefinitionId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
const err3 = {instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err4 = {instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.connectionConfiguration !== undefined){
let data1 = data.connectionConfiguration;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err5 = {instancePath:instancePath+"/connectionConfiguration",schemaPath:"schema:ConnectionConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.workspaceId !== undefined){
let data2 = data.workspaceId;
if(typeof data2 === "string"){
if(!(formats12.test(data2))){
const err6 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err7 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate74.errors = vErrors;
return errors === 0;
}

exports.req_DestinationCoreConfig = validate75;
const schema138 = {"type":"object","required":["destinationDefinitionId","connectionConfiguration","workspaceId"],"properties":{"destinationDefinitionId":{"$ref":"schema:Id"},"connectionConfiguration":{"$ref":"schema:ConnectionConfiguration"},"workspaceId":{"$ref":"schema:Id"}}};

function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.connectionConfiguration === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "connectionConfiguration"},message:"must have required property '"+"connectionConfiguration"+"'"};
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
if(data.destinationDefinitionId !== undefined){
let data0 = data.destinationDefinitionId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
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
if(data.connectionConfiguration !== undefined){
let data1 = data.connectionConfiguration;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err5 = {instancePath:instancePath+"/connectionConfiguration",schemaPath:"schema:ConnectionConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.workspaceId !== undefined){
let data2 = data.workspaceId;
if(typeof data2 === "string"){
if(!(formats12.test(data2))){
const err6 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err7 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err13 = {instancePath:instancePath+"/jobSpecific/" + i0+"/jobType",schemaPath:"schema:JobConfigType/enum",keyword:"enum",params:{allowedValues: schema4.enum},message:"must be equal to one of the allowed values"};
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
validate78.errors = vErrors;
return errors === 0;
}


function validate77(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func0(data0) > 256){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func0(data0) < 1){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.dockerRepository !== undefined){
let data1 = data.dockerRepository;
if(typeof data1 === "string"){
if(func0(data1) > 256){
const err7 = {instancePath:instancePath+"/dockerRepository",schemaPath:"#/properties/dockerRepository/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func0(data1) < 1){
const err8 = {instancePath:instancePath+"/dockerRepository",schemaPath:"#/properties/dockerRepository/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern2.test(data1)){
const err9 = {instancePath:instancePath+"/dockerRepository",schemaPath:"#/properties/dockerRepository/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9._/-]*$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9._/-]*$"+"\""};
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
const err10 = {instancePath:instancePath+"/dockerRepository",schemaPath:"#/properties/dockerRepository/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.dockerImageTag !== undefined){
let data2 = data.dockerImageTag;
if(typeof data2 === "string"){
if(func0(data2) > 128){
const err11 = {instancePath:instancePath+"/dockerImageTag",schemaPath:"schema:DockerImageTag/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func0(data2) < 1){
const err12 = {instancePath:instancePath+"/dockerImageTag",schemaPath:"schema:DockerImageTag/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern3.test(data2)){
const err13 = {instancePath:instancePath+"/dockerImageTag",schemaPath:"schema:DockerImageTag/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_][A-Za-z0-9_.-]*$"},message:"must match pattern \""+"^[A-Za-z0-9_][A-Za-z0-9_.-]*$"+"\""};
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
const err14 = {instancePath:instancePath+"/dockerImageTag",schemaPath:"schema:DockerImageTag/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.documentationUrl !== undefined){
let data3 = data.documentationUrl;
if(typeof data3 === "string"){
if(func0(data3) > 2048){
const err15 = {instancePath:instancePath+"/documentationUrl",schemaPath:"#/properties/documentationUrl/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(formats14.test(data3))){
const err16 = {instancePath:instancePath+"/documentationUrl",schemaPath:"#/properties/documentationUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err17 = {instancePath:instancePath+"/documentationUrl",schemaPath:"#/properties/documentationUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.icon !== undefined){
let data4 = data.icon;
if(typeof data4 === "string"){
if(func0(data4) > 65536){
const err18 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
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
const err19 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.resourceRequirements !== undefined){
if(!(validate78(data.resourceRequirements, {instancePath:instancePath+"/resourceRequirements",parentData:data,parentDataProperty:"resourceRequirements",rootData}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
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
validate77.errors = vErrors;
return errors === 0;
}


function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.sourceDefinition === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sourceDefinition"},message:"must have required property '"+"sourceDefinition"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.workspaceId !== undefined){
let data0 = data.workspaceId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
const err2 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err3 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.sourceDefinition !== undefined){
if(!(validate77(data.sourceDefinition, {instancePath:instancePath+"/sourceDefinition",parentData:data,parentDataProperty:"sourceDefinition",rootData}))){
vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
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
validate76.errors = vErrors;
return errors === 0;
}

exports.req_SourceDefinitionIdRequestBody = validate81;
const schema150 = {"type":"object","required":["sourceDefinitionId"],"properties":{"sourceDefinitionId":{"$ref":"schema:Id"}}};

function validate81(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.sourceDefinitionId !== undefined){
let data0 = data.sourceDefinitionId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
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
validate81.errors = vErrors;
return errors === 0;
}

exports.req_SourceDefinitionUpdate = validate82;
const schema152 = {"type":"object","required":["sourceDefinitionId"],"properties":{"sourceDefinitionId":{"$ref":"schema:Id"},"dockerImageTag":{"$ref":"schema:DockerImageTag"},"resourceRequirements":{"$ref":"schema:ActorDefinitionResourceRequirements"}}};

function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.sourceDefinitionId !== undefined){
let data0 = data.sourceDefinitionId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
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
if(data.dockerImageTag !== undefined){
let data1 = data.dockerImageTag;
if(typeof data1 === "string"){
if(func0(data1) > 128){
const err3 = {instancePath:instancePath+"/dockerImageTag",schemaPath:"schema:DockerImageTag/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func0(data1) < 1){
const err4 = {instancePath:instancePath+"/dockerImageTag",schemaPath:"schema:DockerImageTag/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern3.test(data1)){
const err5 = {instancePath:instancePath+"/dockerImageTag",schemaPath:"schema:DockerImageTag/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_][A-Za-z0-9_.-]*$"},message:"must match pattern \""+"^[A-Za-z0-9_][A-Za-z0-9_.-]*$"+"\""};
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
const err6 = {instancePath:instancePath+"/dockerImageTag",schemaPath:"schema:DockerImageTag/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.resourceRequirements !== undefined){
if(!(validate78(data.resourceRequirements, {instancePath:instancePath+"/resourceRequirements",parentData:data,parentDataProperty:"resourceRequirements",rootData}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
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
validate82.errors = vErrors;
return errors === 0;
}

exports.req_SourceDefinitionIdWithWorkspaceId = validate84;
const schema155 = {"type":"object","required":["sourceDefinitionId","workspaceId"],"properties":{"sourceDefinitionId":{"$ref":"schema:Id"},"workspaceId":{"$ref":"schema:Id"}}};

function validate84(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.workspaceId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workspaceId"},message:"must have required property '"+"workspaceId"+"'"};
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
if(!(formats12.test(data0))){
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
if(data.workspaceId !== undefined){
let data1 = data.workspaceId;
if(typeof data1 === "string"){
if(!(formats12.test(data1))){
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
validate84.errors = vErrors;
return errors === 0;
}

exports.req_CustomDestinationDefinitionCreate = validate85;
const schema158 = {"type":"object","required":["workspaceId","destinationDefinition"],"properties":{"workspaceId":{"$ref":"schema:Id"},"destinationDefinition":{"$ref":"schema:ConnectorDefinitionCreate"}}};

function validate85(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.destinationDefinition === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "destinationDefinition"},message:"must have required property '"+"destinationDefinition"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.workspaceId !== undefined){
let data0 = data.workspaceId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
const err2 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err3 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.destinationDefinition !== undefined){
if(!(validate77(data.destinationDefinition, {instancePath:instancePath+"/destinationDefinition",parentData:data,parentDataProperty:"destinationDefinition",rootData}))){
vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
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
validate85.errors = vErrors;
return errors === 0;
}

exports.req_DestinationDefinitionIdRequestBody = validate87;
const schema160 = {"type":"object","required":["destinationDefinitionId"],"properties":{"destinationDefinitionId":{"$ref":"schema:Id"}}};

function validate87(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.destinationDefinitionId !== undefined){
let data0 = data.destinationDefinitionId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
const err1 = {instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err2 = {instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate87.errors = vErrors;
return errors === 0;
}

exports.req_DestinationDefinitionUpdate = validate88;
const schema162 = {"type":"object","required":["destinationDefinitionId"],"properties":{"destinationDefinitionId":{"$ref":"schema:Id"},"dockerImageTag":{"$ref":"schema:DockerImageTag"},"resourceRequirements":{"$ref":"schema:ActorDefinitionResourceRequirements"}}};

function validate88(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.destinationDefinitionId !== undefined){
let data0 = data.destinationDefinitionId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
const err1 = {instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err2 = {instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.dockerImageTag !== undefined){
let data1 = data.dockerImageTag;
if(typeof data1 === "string"){
if(func0(data1) > 128){
const err3 = {instancePath:instancePath+"/dockerImageTag",schemaPath:"schema:DockerImageTag/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func0(data1) < 1){
const err4 = {instancePath:instancePath+"/dockerImageTag",schemaPath:"schema:DockerImageTag/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern3.test(data1)){
const err5 = {instancePath:instancePath+"/dockerImageTag",schemaPath:"schema:DockerImageTag/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_][A-Za-z0-9_.-]*$"},message:"must match pattern \""+"^[A-Za-z0-9_][A-Za-z0-9_.-]*$"+"\""};
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
const err6 = {instancePath:instancePath+"/dockerImageTag",schemaPath:"schema:DockerImageTag/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.resourceRequirements !== undefined){
if(!(validate78(data.resourceRequirements, {instancePath:instancePath+"/resourceRequirements",parentData:data,parentDataProperty:"resourceRequirements",rootData}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
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
validate88.errors = vErrors;
return errors === 0;
}

exports.req_DestinationDefinitionIdWithWorkspaceId = validate90;
const schema165 = {"type":"object","required":["destinationDefinitionId","workspaceId"],"properties":{"destinationDefinitionId":{"$ref":"schema:Id"},"workspaceId":{"$ref":"schema:Id"}}};

function validate90(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.workspaceId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workspaceId"},message:"must have required property '"+"workspaceId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.destinationDefinitionId !== undefined){
let data0 = data.destinationDefinitionId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
const err2 = {instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err3 = {instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.workspaceId !== undefined){
let data1 = data.workspaceId;
if(typeof data1 === "string"){
if(!(formats12.test(data1))){
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
if(data.workspaceId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workspaceId"},message:"must have required property '"+"workspaceId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.redirectUrl === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "redirectUrl"},message:"must have required property '"+"redirectUrl"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.sourceDefinitionId !== undefined){
let data0 = data.sourceDefinitionId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
const err3 = {instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err4 = {instancePath:instancePath+"/sourceDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.workspaceId !== undefined){
let data1 = data.workspaceId;
if(typeof data1 === "string"){
if(!(formats12.test(data1))){
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
if(data.redirectUrl !== undefined){
let data2 = data.redirectUrl;
if(typeof data2 === "string"){
if(func0(data2) > 2048){
const err7 = {instancePath:instancePath+"/redirectUrl",schemaPath:"schema:RedirectUrl/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(formats14.test(data2))){
const err8 = {instancePath:instancePath+"/redirectUrl",schemaPath:"schema:RedirectUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err9 = {instancePath:instancePath+"/redirectUrl",schemaPath:"schema:RedirectUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.oAuthInputConfiguration !== undefined){
let data3 = data.oAuthInputConfiguration;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err10 = {instancePath:instancePath+"/oAuthInputConfiguration",schemaPath:"schema:OAuthInputConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.sourceId !== undefined){
let data4 = data.sourceId;
if(typeof data4 === "string"){
if(!(formats12.test(data4))){
const err11 = {instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err12 = {instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate91.errors = vErrors;
return errors === 0;
}

exports.req_CompleteSourceOauthRequest = validate92;
const schema174 = {"type":"object","required":["sourceDefinitionId","workspaceId","redirectUrl","queryParams"],"properties":{"sourceDefinitionId":{"$ref":"schema:Id"},"workspaceId":{"$ref":"schema:Id"},"redirectUrl":{"$ref":"schema:RedirectUrl"},"queryParams":{"$ref":"schema:OAuthQueryParams"},"oAuthInputConfiguration":{"$ref":"schema:OAuthInputConfiguration"},"sourceId":{"$ref":"schema:Id"}}};
const schema178 = {"type":"object","additionalProperties":{"type":"string","maxLength":4096}};

function validate92(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.workspaceId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workspaceId"},message:"must have required property '"+"workspaceId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.redirectUrl === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "redirectUrl"},message:"must have required property '"+"redirectUrl"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.queryParams === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "queryParams"},message:"must have required property '"+"queryParams"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.sourceDefinitionId !== undefined){
let data0 = data.sourceDefinitionId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
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
if(data.workspaceId !== undefined){
let data1 = data.workspaceId;
if(typeof data1 === "string"){
if(!(formats12.test(data1))){
const err6 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err7 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.redirectUrl !== undefined){
let data2 = data.redirectUrl;
if(typeof data2 === "string"){
if(func0(data2) > 2048){
const err8 = {instancePath:instancePath+"/redirectUrl",schemaPath:"schema:RedirectUrl/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(formats14.test(data2))){
const err9 = {instancePath:instancePath+"/redirectUrl",schemaPath:"schema:RedirectUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err10 = {instancePath:instancePath+"/redirectUrl",schemaPath:"schema:RedirectUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.queryParams !== undefined){
let data3 = data.queryParams;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key0 in data3){
let data4 = data3[key0];
if(typeof data4 === "string"){
if(func0(data4) > 4096){
const err11 = {instancePath:instancePath+"/queryParams/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:OAuthQueryParams/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
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
const err12 = {instancePath:instancePath+"/queryParams/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:OAuthQueryParams/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err13 = {instancePath:instancePath+"/queryParams",schemaPath:"schema:OAuthQueryParams/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.oAuthInputConfiguration !== undefined){
let data5 = data.oAuthInputConfiguration;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
const err14 = {instancePath:instancePath+"/oAuthInputConfiguration",schemaPath:"schema:OAuthInputConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.sourceId !== undefined){
let data6 = data.sourceId;
if(typeof data6 === "string"){
if(!(formats12.test(data6))){
const err15 = {instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err16 = {instancePath:instancePath+"/sourceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate92.errors = vErrors;
return errors === 0;
}

exports.req_SetInstancewideSourceOauthParamsRequestBody = validate93;
const schema181 = {"type":"object","required":["sourceDefinitionId","params"],"properties":{"sourceDefinitionId":{"$ref":"schema:Id"},"params":{"$ref":"schema:OAuthParams"}}};
const schema183 = {"type":"object","maxProperties":20,"additionalProperties":{"type":"string","maxLength":4096}};

function validate93(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.params === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "params"},message:"must have required property '"+"params"+"'"};
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
if(!(formats12.test(data0))){
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
if(data.params !== undefined){
let data1 = data.params;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(Object.keys(data1).length > 20){
const err4 = {instancePath:instancePath+"/params",schemaPath:"schema:OAuthParams/maxProperties",keyword:"maxProperties",params:{limit: 20},message:"must NOT have more than 20 properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data1){
let data2 = data1[key0];
if(typeof data2 === "string"){
if(func0(data2) > 4096){
const err5 = {instancePath:instancePath+"/params/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:OAuthParams/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
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
const err6 = {instancePath:instancePath+"/params/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:OAuthParams/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err7 = {instancePath:instancePath+"/params",schemaPath:"schema:OAuthParams/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate93.errors = vErrors;
return errors === 0;
}

exports.req_DestinationOauthConsentRequest = validate94;
const schema184 = {"type":"object","required":["destinationDefinitionId","workspaceId","redirectUrl"],"properties":{"destinationDefinitionId":{"$ref":"schema:Id"},"workspaceId":{"$ref":"schema:Id"},"redirectUrl":{"$ref":"schema:RedirectUrl"},"oAuthInputConfiguration":{"$ref":"schema:OAuthInputConfiguration"},"destinationId":{"$ref":"schema:Id"}}};

function validate94(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.workspaceId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workspaceId"},message:"must have required property '"+"workspaceId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.redirectUrl === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "redirectUrl"},message:"must have required property '"+"redirectUrl"+"'"};
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
if(!(formats12.test(data0))){
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
if(data.workspaceId !== undefined){
let data1 = data.workspaceId;
if(typeof data1 === "string"){
if(!(formats12.test(data1))){
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
if(data.redirectUrl !== undefined){
let data2 = data.redirectUrl;
if(typeof data2 === "string"){
if(func0(data2) > 2048){
const err7 = {instancePath:instancePath+"/redirectUrl",schemaPath:"schema:RedirectUrl/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(formats14.test(data2))){
const err8 = {instancePath:instancePath+"/redirectUrl",schemaPath:"schema:RedirectUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err9 = {instancePath:instancePath+"/redirectUrl",schemaPath:"schema:RedirectUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.oAuthInputConfiguration !== undefined){
let data3 = data.oAuthInputConfiguration;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err10 = {instancePath:instancePath+"/oAuthInputConfiguration",schemaPath:"schema:OAuthInputConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.destinationId !== undefined){
let data4 = data.destinationId;
if(typeof data4 === "string"){
if(!(formats12.test(data4))){
const err11 = {instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err12 = {instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate94.errors = vErrors;
return errors === 0;
}

exports.req_CompleteDestinationOAuthRequest = validate95;
const schema190 = {"type":"object","required":["destinationDefinitionId","workspaceId","redirectUrl","queryParams"],"properties":{"destinationDefinitionId":{"$ref":"schema:Id"},"workspaceId":{"$ref":"schema:Id"},"redirectUrl":{"$ref":"schema:RedirectUrl"},"queryParams":{"$ref":"schema:OAuthQueryParams"},"oAuthInputConfiguration":{"$ref":"schema:OAuthInputConfiguration"},"destinationId":{"$ref":"schema:Id"}}};

function validate95(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.workspaceId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workspaceId"},message:"must have required property '"+"workspaceId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.redirectUrl === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "redirectUrl"},message:"must have required property '"+"redirectUrl"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.queryParams === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "queryParams"},message:"must have required property '"+"queryParams"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.destinationDefinitionId !== undefined){
let data0 = data.destinationDefinitionId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
const err4 = {instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err5 = {instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.workspaceId !== undefined){
let data1 = data.workspaceId;
if(typeof data1 === "string"){
if(!(formats12.test(data1))){
const err6 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err7 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.redirectUrl !== undefined){
let data2 = data.redirectUrl;
if(typeof data2 === "string"){
if(func0(data2) > 2048){
const err8 = {instancePath:instancePath+"/redirectUrl",schemaPath:"schema:RedirectUrl/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(formats14.test(data2))){
const err9 = {instancePath:instancePath+"/redirectUrl",schemaPath:"schema:RedirectUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err10 = {instancePath:instancePath+"/redirectUrl",schemaPath:"schema:RedirectUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.queryParams !== undefined){
let data3 = data.queryParams;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key0 in data3){
let data4 = data3[key0];
if(typeof data4 === "string"){
if(func0(data4) > 4096){
const err11 = {instancePath:instancePath+"/queryParams/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:OAuthQueryParams/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
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
const err12 = {instancePath:instancePath+"/queryParams/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:OAuthQueryParams/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err13 = {instancePath:instancePath+"/queryParams",schemaPath:"schema:OAuthQueryParams/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.oAuthInputConfiguration !== undefined){
let data5 = data.oAuthInputConfiguration;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
const err14 = {instancePath:instancePath+"/oAuthInputConfiguration",schemaPath:"schema:OAuthInputConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.destinationId !== undefined){
let data6 = data.destinationId;
if(typeof data6 === "string"){
if(!(formats12.test(data6))){
const err15 = {instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err16 = {instancePath:instancePath+"/destinationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate95.errors = vErrors;
return errors === 0;
}

exports.req_SetInstancewideDestinationOauthParamsRequestBody = validate96;
const schema197 = {"type":"object","required":["destinationDefinitionId","params"],"properties":{"destinationDefinitionId":{"$ref":"schema:Id"},"params":{"$ref":"schema:OAuthParams"}}};

function validate96(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.params === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "params"},message:"must have required property '"+"params"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.destinationDefinitionId !== undefined){
let data0 = data.destinationDefinitionId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
const err2 = {instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err3 = {instancePath:instancePath+"/destinationDefinitionId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
let data1 = data.params;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(Object.keys(data1).length > 20){
const err4 = {instancePath:instancePath+"/params",schemaPath:"schema:OAuthParams/maxProperties",keyword:"maxProperties",params:{limit: 20},message:"must NOT have more than 20 properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data1){
let data2 = data1[key0];
if(typeof data2 === "string"){
if(func0(data2) > 4096){
const err5 = {instancePath:instancePath+"/params/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:OAuthParams/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
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
const err6 = {instancePath:instancePath+"/params/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:OAuthParams/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err7 = {instancePath:instancePath+"/params",schemaPath:"schema:OAuthParams/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.email !== undefined){
let data0 = data.email;
if(typeof data0 === "string"){
if(func0(data0) > 320){
const err0 = {instancePath:instancePath+"/email",schemaPath:"schema:Email/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!pattern6.test(data0)){
const err1 = {instancePath:instancePath+"/email",schemaPath:"schema:Email/pattern",keyword:"pattern",params:{pattern: "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"},message:"must match pattern \""+"^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"+"\""};
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
const err2 = {instancePath:instancePath+"/email",schemaPath:"schema:Email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.anonymousDataCollection !== undefined){
if(typeof data.anonymousDataCollection !== "boolean"){
const err3 = {instancePath:instancePath+"/anonymousDataCollection",schemaPath:"#/properties/anonymousDataCollection/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.news !== undefined){
if(typeof data.news !== "boolean"){
const err4 = {instancePath:instancePath+"/news",schemaPath:"#/properties/news/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.securityUpdates !== undefined){
if(typeof data.securityUpdates !== "boolean"){
const err5 = {instancePath:instancePath+"/securityUpdates",schemaPath:"#/properties/securityUpdates/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.displaySetupWizard !== undefined){
if(typeof data.displaySetupWizard !== "boolean"){
const err6 = {instancePath:instancePath+"/displaySetupWizard",schemaPath:"#/properties/displaySetupWizard/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.notifications !== undefined){
let data5 = data.notifications;
if(Array.isArray(data5)){
if(data5.length > 10){
const err7 = {instancePath:instancePath+"/notifications",schemaPath:"#/properties/notifications/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.notificationType === undefined){
const err8 = {instancePath:instancePath+"/notifications/" + i0,schemaPath:"schema:Notification/required",keyword:"required",params:{missingProperty: "notificationType"},message:"must have required property '"+"notificationType"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data6.sendOnSuccess === undefined){
const err9 = {instancePath:instancePath+"/notifications/" + i0,schemaPath:"schema:Notification/required",keyword:"required",params:{missingProperty: "sendOnSuccess"},message:"must have required property '"+"sendOnSuccess"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data6.sendOnFailure === undefined){
const err10 = {instancePath:instancePath+"/notifications/" + i0,schemaPath:"schema:Notification/required",keyword:"required",params:{missingProperty: "sendOnFailure"},message:"must have required property '"+"sendOnFailure"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data6.notificationType !== undefined){
let data7 = data6.notificationType;
if(typeof data7 !== "string"){
const err11 = {instancePath:instancePath+"/notifications/" + i0+"/notificationType",schemaPath:"schema:Notification/properties/notificationType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((data7 === "slack") || (data7 === "customerio"))){
const err12 = {instancePath:instancePath+"/notifications/" + i0+"/notificationType",schemaPath:"schema:Notification/properties/notificationType/enum",keyword:"enum",params:{allowedValues: schema11.properties.notificationType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data6.sendOnSuccess !== undefined){
if(typeof data6.sendOnSuccess !== "boolean"){
const err13 = {instancePath:instancePath+"/notifications/" + i0+"/sendOnSuccess",schemaPath:"schema:Notification/properties/sendOnSuccess/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data6.sendOnFailure !== undefined){
if(typeof data6.sendOnFailure !== "boolean"){
const err14 = {instancePath:instancePath+"/notifications/" + i0+"/sendOnFailure",schemaPath:"schema:Notification/properties/sendOnFailure/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data6.slackConfiguration !== undefined){
let data10 = data6.slackConfiguration;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.webhook === undefined){
const err15 = {instancePath:instancePath+"/notifications/" + i0+"/slackConfiguration",schemaPath:"schema:Notification/properties/slackConfiguration/required",keyword:"required",params:{missingProperty: "webhook"},message:"must have required property '"+"webhook"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data10.webhook !== undefined){
let data11 = data10.webhook;
if(typeof data11 === "string"){
if(func0(data11) > 2048){
const err16 = {instancePath:instancePath+"/notifications/" + i0+"/slackConfiguration/webhook",schemaPath:"schema:Notification/properties/slackConfiguration/properties/webhook/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!pattern0.test(data11)){
const err17 = {instancePath:instancePath+"/notifications/" + i0+"/slackConfiguration/webhook",schemaPath:"schema:Notification/properties/slackConfiguration/properties/webhook/pattern",keyword:"pattern",params:{pattern: "^https://"},message:"must match pattern \""+"^https://"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!(formats14.test(data11))){
const err18 = {instancePath:instancePath+"/notifications/" + i0+"/slackConfiguration/webhook",schemaPath:"schema:Notification/properties/slackConfiguration/properties/webhook/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err19 = {instancePath:instancePath+"/notifications/" + i0+"/slackConfiguration/webhook",schemaPath:"schema:Notification/properties/slackConfiguration/properties/webhook/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err20 = {instancePath:instancePath+"/notifications/" + i0+"/slackConfiguration",schemaPath:"schema:Notification/properties/slackConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data6.customerioConfiguration !== undefined){
let data12 = data6.customerioConfiguration;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
}
else {
const err21 = {instancePath:instancePath+"/notifications/" + i0+"/customerioConfiguration",schemaPath:"schema:Notification/properties/customerioConfiguration/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err22 = {instancePath:instancePath+"/notifications/" + i0,schemaPath:"schema:Notification/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err23 = {instancePath:instancePath+"/notifications",schemaPath:"#/properties/notifications/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.defaultGeography !== undefined){
let data13 = data.defaultGeography;
if(typeof data13 !== "string"){
const err24 = {instancePath:instancePath+"/defaultGeography",schemaPath:"schema:Geography/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!(((data13 === "auto") || (data13 === "us")) || (data13 === "eu"))){
const err25 = {instancePath:instancePath+"/defaultGeography",schemaPath:"schema:Geography/enum",keyword:"enum",params:{allowedValues: schema48.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.webhookConfigs !== undefined){
let data14 = data.webhookConfigs;
if(Array.isArray(data14)){
if(data14.length > 20){
const err26 = {instancePath:instancePath+"/webhookConfigs",schemaPath:"#/properties/webhookConfigs/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
const len1 = data14.length;
for(let i1=0; i1<len1; i1++){
let data15 = data14[i1];
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.name === undefined){
const err27 = {instancePath:instancePath+"/webhookConfigs/" + i1,schemaPath:"schema:WebhookConfigWrite/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data15.name !== undefined){
let data16 = data15.name;
if(typeof data16 === "string"){
if(func0(data16) > 256){
const err28 = {instancePath:instancePath+"/webhookConfigs/" + i1+"/name",schemaPath:"schema:WebhookConfigWrite/properties/name/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(func0(data16) < 1){
const err29 = {instancePath:instancePath+"/webhookConfigs/" + i1+"/name",schemaPath:"schema:WebhookConfigWrite/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err30 = {instancePath:instancePath+"/webhookConfigs/" + i1+"/name",schemaPath:"schema:WebhookConfigWrite/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data15.authToken !== undefined){
let data17 = data15.authToken;
if(typeof data17 === "string"){
if(func0(data17) > 4096){
const err31 = {instancePath:instancePath+"/webhookConfigs/" + i1+"/authToken",schemaPath:"schema:WebhookConfigWrite/properties/authToken/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
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
const err32 = {instancePath:instancePath+"/webhookConfigs/" + i1+"/authToken",schemaPath:"schema:WebhookConfigWrite/properties/authToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err33 = {instancePath:instancePath+"/webhookConfigs/" + i1,schemaPath:"schema:WebhookConfigWrite/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err34 = {instancePath:instancePath+"/webhookConfigs",schemaPath:"#/properties/webhookConfigs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
validate98.errors = vErrors;
return errors === 0;
}


function validate97(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(validate98(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func0(data0) > 256){
const err1 = {instancePath:instancePath+"/name",schemaPath:"schema:WorkspaceName/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func0(data0) < 1){
const err2 = {instancePath:instancePath+"/name",schemaPath:"schema:WorkspaceName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err3 = {instancePath:instancePath+"/name",schemaPath:"schema:WorkspaceName/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err4 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate97.errors = vErrors;
return errors === 0;
}

exports.req_WorkspaceUpdate = validate100;
const schema207 = {"allOf":[{"$ref":"schema:WorkspaceSettings"},{"type":"object","required":["workspaceId"],"properties":{"workspaceId":{"$ref":"schema:Id"},"initialSetupComplete":{"type":"boolean"}}}]};

function validate100(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(validate98(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.workspaceId === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "workspaceId"},message:"must have required property '"+"workspaceId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.workspaceId !== undefined){
let data0 = data.workspaceId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
const err1 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err2 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.initialSetupComplete !== undefined){
if(typeof data.initialSetupComplete !== "boolean"){
const err3 = {instancePath:instancePath+"/initialSetupComplete",schemaPath:"#/allOf/1/properties/initialSetupComplete/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err4 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate100.errors = vErrors;
return errors === 0;
}

exports.req_SlugRequestBody = validate102;
const schema209 = {"type":"object","required":["slug"],"properties":{"slug":{"type":"string","minLength":1,"maxLength":256}}};

function validate102(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.slug === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slug"},message:"must have required property '"+"slug"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.slug !== undefined){
let data0 = data.slug;
if(typeof data0 === "string"){
if(func0(data0) > 256){
const err1 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func0(data0) < 1){
const err2 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err3 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate102.errors = vErrors;
return errors === 0;
}

exports.req_WorkspaceUpdateName = validate103;
const schema210 = {"type":"object","required":["workspaceId","name"],"properties":{"workspaceId":{"$ref":"schema:Id"},"name":{"$ref":"schema:WorkspaceName"}}};

function validate103(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.workspaceId !== undefined){
let data0 = data.workspaceId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
const err2 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err3 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
let data1 = data.name;
if(typeof data1 === "string"){
if(func0(data1) > 256){
const err4 = {instancePath:instancePath+"/name",schemaPath:"schema:WorkspaceName/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func0(data1) < 1){
const err5 = {instancePath:instancePath+"/name",schemaPath:"schema:WorkspaceName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/name",schemaPath:"schema:WorkspaceName/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate103.errors = vErrors;
return errors === 0;
}

exports.req_WorkspaceGiveFeedback = validate104;
const schema213 = {"type":"object","required":["workspaceId"],"properties":{"workspaceId":{"$ref":"schema:Id"}}};

function validate104(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.workspaceId !== undefined){
let data0 = data.workspaceId;
if(typeof data0 === "string"){
if(!(formats12.test(data0))){
const err1 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err2 = {instancePath:instancePath+"/workspaceId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate104.errors = vErrors;
return errors === 0;
}
