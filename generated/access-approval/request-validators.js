// generated from specs/access-approval.yaml — do not edit; run `make generate`
"use strict";
exports.req_0 = validate0;
const schema0 = {"type":"object","properties":{"query":{"type":"object","properties":{"filter":{"type":"string","enum":["ALL","PENDING","ACTIVE","DISMISSED","EXPIRED","HISTORY"]},"pageSize":{"type":"integer","format":"int32","minimum":0,"safeInteger":true},"pageToken":{"type":"string"}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"project":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,62}$"}},"required":["project"]}}};
const formats0 = require("../formats").int32;
const pattern0 = new RegExp("^[a-z0-9][a-z0-9-]{0,62}$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.filter !== undefined){
let data1 = data0.filter;
if(typeof data1 !== "string"){
const err0 = {instancePath:instancePath+"/query/filter",schemaPath:"#/properties/query/properties/filter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((((data1 === "ALL") || (data1 === "PENDING")) || (data1 === "ACTIVE")) || (data1 === "DISMISSED")) || (data1 === "EXPIRED")) || (data1 === "HISTORY"))){
const err1 = {instancePath:instancePath+"/query/filter",schemaPath:"#/properties/query/properties/filter/enum",keyword:"enum",params:{allowedValues: schema0.properties.query.properties.filter.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.pageSize !== undefined){
let data2 = data0.pageSize;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err2 = {instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err3 = {instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(formats0.validate(data2))){
const err4 = {instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(Number.isInteger(data2) && !Number.isSafeInteger(data2)){
const err5 = {instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data0.pageToken !== undefined){
if(typeof data0.pageToken !== "string"){
const err6 = {instancePath:instancePath+"/query/pageToken",schemaPath:"#/properties/query/properties/pageToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.project === undefined){
const err9 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "project"},message:"must have required property '"+"project"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data5.project !== undefined){
let data6 = data5.project;
if(typeof data6 === "string"){
if(!pattern0.test(data6)){
const err10 = {instancePath:instancePath+"/params/project",schemaPath:"#/properties/params/properties/project/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""};
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
const err11 = {instancePath:instancePath+"/params/project",schemaPath:"#/properties/params/properties/project/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate0.errors = vErrors;
return errors === 0;
}

exports.req_1 = validate1;
const schema1 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"project":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,62}$"},"approvalRequest":{"type":"string","pattern":"^[A-Za-z0-9_-]{1,64}$"}},"required":["project","approvalRequest"]}}};
const pattern2 = new RegExp("^[A-Za-z0-9_-]{1,64}$", "u");

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
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.project === undefined){
const err2 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "project"},message:"must have required property '"+"project"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data2.approvalRequest === undefined){
const err3 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "approvalRequest"},message:"must have required property '"+"approvalRequest"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.project !== undefined){
let data3 = data2.project;
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err4 = {instancePath:instancePath+"/params/project",schemaPath:"#/properties/params/properties/project/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""};
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
const err5 = {instancePath:instancePath+"/params/project",schemaPath:"#/properties/params/properties/project/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data2.approvalRequest !== undefined){
let data4 = data2.approvalRequest;
if(typeof data4 === "string"){
if(!pattern2.test(data4)){
const err6 = {instancePath:instancePath+"/params/approvalRequest",schemaPath:"#/properties/params/properties/approvalRequest/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9_-]{1,64}$"+"\""};
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
const err7 = {instancePath:instancePath+"/params/approvalRequest",schemaPath:"#/properties/params/properties/approvalRequest/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate1.errors = vErrors;
return errors === 0;
}

exports.req_ApproveApprovalRequestMessage = validate2;
const schema2 = {"type":"object","additionalProperties":false,"properties":{"expireTime":{"type":"string","format":"date-time"}}};
const formats2 = require("../formats")["date-time"];

function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "expireTime")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.expireTime !== undefined){
let data0 = data.expireTime;
if(typeof data0 === "string"){
if(!(formats2.validate.test(data0))){
const err1 = {instancePath:instancePath+"/expireTime",schemaPath:"#/properties/expireTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err2 = {instancePath:instancePath+"/expireTime",schemaPath:"#/properties/expireTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate2.errors = vErrors;
return errors === 0;
}

exports.req_3 = validate3;
const schema3 = {"type":"object","additionalProperties":false};

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
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
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate3.errors = vErrors;
return errors === 0;
}

exports.req_4 = validate4;
const schema4 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"project":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,62}$"}},"required":["project"]}}};

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data2.project === undefined){
const err2 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "project"},message:"must have required property '"+"project"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data2.project !== undefined){
let data3 = data2.project;
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err3 = {instancePath:instancePath+"/params/project",schemaPath:"#/properties/params/properties/project/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""};
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
const err4 = {instancePath:instancePath+"/params/project",schemaPath:"#/properties/params/properties/project/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate4.errors = vErrors;
return errors === 0;
}

exports.req_5 = validate5;
const schema5 = {"type":"object","properties":{"query":{"type":"object","properties":{"updateMask":{"type":"string","pattern":"^\\s*((notification_emails|notificationEmails|enrolled_services|enrolledServices)\\s*(,\\s*(notification_emails|notificationEmails|enrolled_services|enrolledServices)\\s*)*)?$"}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"project":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,62}$"}},"required":["project"]}}};
const pattern4 = new RegExp("^\\s*((notification_emails|notificationEmails|enrolled_services|enrolledServices)\\s*(,\\s*(notification_emails|notificationEmails|enrolled_services|enrolledServices)\\s*)*)?$", "u");

function validate5(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.updateMask !== undefined){
let data1 = data0.updateMask;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err0 = {instancePath:instancePath+"/query/updateMask",schemaPath:"#/properties/query/properties/updateMask/pattern",keyword:"pattern",params:{pattern: "^\\s*((notification_emails|notificationEmails|enrolled_services|enrolledServices)\\s*(,\\s*(notification_emails|notificationEmails|enrolled_services|enrolledServices)\\s*)*)?$"},message:"must match pattern \""+"^\\s*((notification_emails|notificationEmails|enrolled_services|enrolledServices)\\s*(,\\s*(notification_emails|notificationEmails|enrolled_services|enrolledServices)\\s*)*)?$"+"\""};
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
const err1 = {instancePath:instancePath+"/query/updateMask",schemaPath:"#/properties/query/properties/updateMask/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.headers !== undefined){
let data2 = data.headers;
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
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
if(data3.project === undefined){
const err4 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "project"},message:"must have required property '"+"project"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data3.project !== undefined){
let data4 = data3.project;
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
const err5 = {instancePath:instancePath+"/params/project",schemaPath:"#/properties/params/properties/project/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""};
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
const err6 = {instancePath:instancePath+"/params/project",schemaPath:"#/properties/params/properties/project/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate5.errors = vErrors;
return errors === 0;
}

exports.req_AccessApprovalSettings = validate6;
const schema6 = {"type":"object","additionalProperties":false,"properties":{"name":{"type":"string"},"notificationEmails":{"type":"array","maxItems":50,"items":{"type":"string","pattern":"^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"}},"enrolledServices":{"type":"array","items":{"$ref":"schema:EnrolledService"}},"enrolledAncestor":{"type":"boolean"},"ancestorsEnrolledServices":{"type":"array","items":{"$ref":"schema:EnrolledService"}}}};
const schema7 = {"type":"object","additionalProperties":false,"required":["cloudProduct"],"properties":{"cloudProduct":{"type":"string","minLength":1},"enrollmentLevel":{"type":"string","enum":["ENROLLMENT_LEVEL_UNSPECIFIED","BLOCK_ALL"]}}};
const pattern6 = new RegExp("^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$", "u");
const func0 = require("ajv/dist/runtime/ucs2length").default;

function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((key0 === "name") || (key0 === "notificationEmails")) || (key0 === "enrolledServices")) || (key0 === "enrolledAncestor")) || (key0 === "ancestorsEnrolledServices"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
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
if(typeof data.name !== "string"){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.notificationEmails !== undefined){
let data1 = data.notificationEmails;
if(Array.isArray(data1)){
if(data1.length > 50){
const err2 = {instancePath:instancePath+"/notificationEmails",schemaPath:"#/properties/notificationEmails/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
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
if(!pattern6.test(data2)){
const err3 = {instancePath:instancePath+"/notificationEmails/" + i0,schemaPath:"#/properties/notificationEmails/items/pattern",keyword:"pattern",params:{pattern: "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"},message:"must match pattern \""+"^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"+"\""};
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
const err4 = {instancePath:instancePath+"/notificationEmails/" + i0,schemaPath:"#/properties/notificationEmails/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err5 = {instancePath:instancePath+"/notificationEmails",schemaPath:"#/properties/notificationEmails/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.enrolledServices !== undefined){
let data3 = data.enrolledServices;
if(Array.isArray(data3)){
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
let data4 = data3[i1];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.cloudProduct === undefined){
const err6 = {instancePath:instancePath+"/enrolledServices/" + i1,schemaPath:"schema:EnrolledService/required",keyword:"required",params:{missingProperty: "cloudProduct"},message:"must have required property '"+"cloudProduct"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 in data4){
if(!((key1 === "cloudProduct") || (key1 === "enrollmentLevel"))){
const err7 = {instancePath:instancePath+"/enrolledServices/" + i1,schemaPath:"schema:EnrolledService/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data4.cloudProduct !== undefined){
let data5 = data4.cloudProduct;
if(typeof data5 === "string"){
if(func0(data5) < 1){
const err8 = {instancePath:instancePath+"/enrolledServices/" + i1+"/cloudProduct",schemaPath:"schema:EnrolledService/properties/cloudProduct/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err9 = {instancePath:instancePath+"/enrolledServices/" + i1+"/cloudProduct",schemaPath:"schema:EnrolledService/properties/cloudProduct/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data4.enrollmentLevel !== undefined){
let data6 = data4.enrollmentLevel;
if(typeof data6 !== "string"){
const err10 = {instancePath:instancePath+"/enrolledServices/" + i1+"/enrollmentLevel",schemaPath:"schema:EnrolledService/properties/enrollmentLevel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((data6 === "ENROLLMENT_LEVEL_UNSPECIFIED") || (data6 === "BLOCK_ALL"))){
const err11 = {instancePath:instancePath+"/enrolledServices/" + i1+"/enrollmentLevel",schemaPath:"schema:EnrolledService/properties/enrollmentLevel/enum",keyword:"enum",params:{allowedValues: schema7.properties.enrollmentLevel.enum},message:"must be equal to one of the allowed values"};
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
const err12 = {instancePath:instancePath+"/enrolledServices/" + i1,schemaPath:"schema:EnrolledService/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err13 = {instancePath:instancePath+"/enrolledServices",schemaPath:"#/properties/enrolledServices/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.enrolledAncestor !== undefined){
if(typeof data.enrolledAncestor !== "boolean"){
const err14 = {instancePath:instancePath+"/enrolledAncestor",schemaPath:"#/properties/enrolledAncestor/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.ancestorsEnrolledServices !== undefined){
let data8 = data.ancestorsEnrolledServices;
if(Array.isArray(data8)){
const len2 = data8.length;
for(let i2=0; i2<len2; i2++){
let data9 = data8[i2];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.cloudProduct === undefined){
const err15 = {instancePath:instancePath+"/ancestorsEnrolledServices/" + i2,schemaPath:"schema:EnrolledService/required",keyword:"required",params:{missingProperty: "cloudProduct"},message:"must have required property '"+"cloudProduct"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key2 in data9){
if(!((key2 === "cloudProduct") || (key2 === "enrollmentLevel"))){
const err16 = {instancePath:instancePath+"/ancestorsEnrolledServices/" + i2,schemaPath:"schema:EnrolledService/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data9.cloudProduct !== undefined){
let data10 = data9.cloudProduct;
if(typeof data10 === "string"){
if(func0(data10) < 1){
const err17 = {instancePath:instancePath+"/ancestorsEnrolledServices/" + i2+"/cloudProduct",schemaPath:"schema:EnrolledService/properties/cloudProduct/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err18 = {instancePath:instancePath+"/ancestorsEnrolledServices/" + i2+"/cloudProduct",schemaPath:"schema:EnrolledService/properties/cloudProduct/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data9.enrollmentLevel !== undefined){
let data11 = data9.enrollmentLevel;
if(typeof data11 !== "string"){
const err19 = {instancePath:instancePath+"/ancestorsEnrolledServices/" + i2+"/enrollmentLevel",schemaPath:"schema:EnrolledService/properties/enrollmentLevel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!((data11 === "ENROLLMENT_LEVEL_UNSPECIFIED") || (data11 === "BLOCK_ALL"))){
const err20 = {instancePath:instancePath+"/ancestorsEnrolledServices/" + i2+"/enrollmentLevel",schemaPath:"schema:EnrolledService/properties/enrollmentLevel/enum",keyword:"enum",params:{allowedValues: schema7.properties.enrollmentLevel.enum},message:"must be equal to one of the allowed values"};
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
const err21 = {instancePath:instancePath+"/ancestorsEnrolledServices/" + i2,schemaPath:"schema:EnrolledService/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err22 = {instancePath:instancePath+"/ancestorsEnrolledServices",schemaPath:"#/properties/ancestorsEnrolledServices/type",keyword:"type",params:{type: "array"},message:"must be array"};
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

exports.req_7 = validate7;
const schema9 = {"type":"object","properties":{"query":{"type":"object","properties":{"filter":{"type":"string","enum":["ALL","PENDING","ACTIVE","DISMISSED","EXPIRED","HISTORY"]},"pageSize":{"type":"integer","format":"int32","minimum":0,"safeInteger":true},"pageToken":{"type":"string"}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"folder":{"type":"string","pattern":"^[0-9]{1,20}$"}},"required":["folder"]}}};
const pattern7 = new RegExp("^[0-9]{1,20}$", "u");

function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.filter !== undefined){
let data1 = data0.filter;
if(typeof data1 !== "string"){
const err0 = {instancePath:instancePath+"/query/filter",schemaPath:"#/properties/query/properties/filter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((((data1 === "ALL") || (data1 === "PENDING")) || (data1 === "ACTIVE")) || (data1 === "DISMISSED")) || (data1 === "EXPIRED")) || (data1 === "HISTORY"))){
const err1 = {instancePath:instancePath+"/query/filter",schemaPath:"#/properties/query/properties/filter/enum",keyword:"enum",params:{allowedValues: schema9.properties.query.properties.filter.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.pageSize !== undefined){
let data2 = data0.pageSize;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err2 = {instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err3 = {instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(formats0.validate(data2))){
const err4 = {instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(Number.isInteger(data2) && !Number.isSafeInteger(data2)){
const err5 = {instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data0.pageToken !== undefined){
if(typeof data0.pageToken !== "string"){
const err6 = {instancePath:instancePath+"/query/pageToken",schemaPath:"#/properties/query/properties/pageToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.folder === undefined){
const err9 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "folder"},message:"must have required property '"+"folder"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data5.folder !== undefined){
let data6 = data5.folder;
if(typeof data6 === "string"){
if(!pattern7.test(data6)){
const err10 = {instancePath:instancePath+"/params/folder",schemaPath:"#/properties/params/properties/folder/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,20}$"},message:"must match pattern \""+"^[0-9]{1,20}$"+"\""};
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
const err11 = {instancePath:instancePath+"/params/folder",schemaPath:"#/properties/params/properties/folder/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate7.errors = vErrors;
return errors === 0;
}

exports.req_8 = validate8;
const schema10 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"folder":{"type":"string","pattern":"^[0-9]{1,20}$"},"approvalRequest":{"type":"string","pattern":"^[A-Za-z0-9_-]{1,64}$"}},"required":["folder","approvalRequest"]}}};

function validate8(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data2.folder === undefined){
const err2 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "folder"},message:"must have required property '"+"folder"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data2.approvalRequest === undefined){
const err3 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "approvalRequest"},message:"must have required property '"+"approvalRequest"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.folder !== undefined){
let data3 = data2.folder;
if(typeof data3 === "string"){
if(!pattern7.test(data3)){
const err4 = {instancePath:instancePath+"/params/folder",schemaPath:"#/properties/params/properties/folder/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,20}$"},message:"must match pattern \""+"^[0-9]{1,20}$"+"\""};
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
const err5 = {instancePath:instancePath+"/params/folder",schemaPath:"#/properties/params/properties/folder/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data2.approvalRequest !== undefined){
let data4 = data2.approvalRequest;
if(typeof data4 === "string"){
if(!pattern2.test(data4)){
const err6 = {instancePath:instancePath+"/params/approvalRequest",schemaPath:"#/properties/params/properties/approvalRequest/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9_-]{1,64}$"+"\""};
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
const err7 = {instancePath:instancePath+"/params/approvalRequest",schemaPath:"#/properties/params/properties/approvalRequest/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate8.errors = vErrors;
return errors === 0;
}

exports.req_9 = validate9;
const schema11 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"folder":{"type":"string","pattern":"^[0-9]{1,20}$"}},"required":["folder"]}}};

function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data2.folder === undefined){
const err2 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "folder"},message:"must have required property '"+"folder"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data2.folder !== undefined){
let data3 = data2.folder;
if(typeof data3 === "string"){
if(!pattern7.test(data3)){
const err3 = {instancePath:instancePath+"/params/folder",schemaPath:"#/properties/params/properties/folder/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,20}$"},message:"must match pattern \""+"^[0-9]{1,20}$"+"\""};
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
const err4 = {instancePath:instancePath+"/params/folder",schemaPath:"#/properties/params/properties/folder/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate9.errors = vErrors;
return errors === 0;
}

exports.req_10 = validate10;
const schema12 = {"type":"object","properties":{"query":{"type":"object","properties":{"updateMask":{"type":"string","pattern":"^\\s*((notification_emails|notificationEmails|enrolled_services|enrolledServices)\\s*(,\\s*(notification_emails|notificationEmails|enrolled_services|enrolledServices)\\s*)*)?$"}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"folder":{"type":"string","pattern":"^[0-9]{1,20}$"}},"required":["folder"]}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.updateMask !== undefined){
let data1 = data0.updateMask;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err0 = {instancePath:instancePath+"/query/updateMask",schemaPath:"#/properties/query/properties/updateMask/pattern",keyword:"pattern",params:{pattern: "^\\s*((notification_emails|notificationEmails|enrolled_services|enrolledServices)\\s*(,\\s*(notification_emails|notificationEmails|enrolled_services|enrolledServices)\\s*)*)?$"},message:"must match pattern \""+"^\\s*((notification_emails|notificationEmails|enrolled_services|enrolledServices)\\s*(,\\s*(notification_emails|notificationEmails|enrolled_services|enrolledServices)\\s*)*)?$"+"\""};
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
const err1 = {instancePath:instancePath+"/query/updateMask",schemaPath:"#/properties/query/properties/updateMask/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.headers !== undefined){
let data2 = data.headers;
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
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
if(data3.folder === undefined){
const err4 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "folder"},message:"must have required property '"+"folder"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data3.folder !== undefined){
let data4 = data3.folder;
if(typeof data4 === "string"){
if(!pattern7.test(data4)){
const err5 = {instancePath:instancePath+"/params/folder",schemaPath:"#/properties/params/properties/folder/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,20}$"},message:"must match pattern \""+"^[0-9]{1,20}$"+"\""};
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
const err6 = {instancePath:instancePath+"/params/folder",schemaPath:"#/properties/params/properties/folder/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate10.errors = vErrors;
return errors === 0;
}

exports.req_11 = validate11;
const schema13 = {"type":"object","properties":{"query":{"type":"object","properties":{"filter":{"type":"string","enum":["ALL","PENDING","ACTIVE","DISMISSED","EXPIRED","HISTORY"]},"pageSize":{"type":"integer","format":"int32","minimum":0,"safeInteger":true},"pageToken":{"type":"string"}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"organization":{"type":"string","pattern":"^[0-9]{1,20}$"}},"required":["organization"]}}};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.filter !== undefined){
let data1 = data0.filter;
if(typeof data1 !== "string"){
const err0 = {instancePath:instancePath+"/query/filter",schemaPath:"#/properties/query/properties/filter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((((data1 === "ALL") || (data1 === "PENDING")) || (data1 === "ACTIVE")) || (data1 === "DISMISSED")) || (data1 === "EXPIRED")) || (data1 === "HISTORY"))){
const err1 = {instancePath:instancePath+"/query/filter",schemaPath:"#/properties/query/properties/filter/enum",keyword:"enum",params:{allowedValues: schema13.properties.query.properties.filter.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.pageSize !== undefined){
let data2 = data0.pageSize;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err2 = {instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err3 = {instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(formats0.validate(data2))){
const err4 = {instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(Number.isInteger(data2) && !Number.isSafeInteger(data2)){
const err5 = {instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data0.pageToken !== undefined){
if(typeof data0.pageToken !== "string"){
const err6 = {instancePath:instancePath+"/query/pageToken",schemaPath:"#/properties/query/properties/pageToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.organization === undefined){
const err9 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "organization"},message:"must have required property '"+"organization"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data5.organization !== undefined){
let data6 = data5.organization;
if(typeof data6 === "string"){
if(!pattern7.test(data6)){
const err10 = {instancePath:instancePath+"/params/organization",schemaPath:"#/properties/params/properties/organization/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,20}$"},message:"must match pattern \""+"^[0-9]{1,20}$"+"\""};
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
const err11 = {instancePath:instancePath+"/params/organization",schemaPath:"#/properties/params/properties/organization/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate11.errors = vErrors;
return errors === 0;
}

exports.req_12 = validate12;
const schema14 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"organization":{"type":"string","pattern":"^[0-9]{1,20}$"},"approvalRequest":{"type":"string","pattern":"^[A-Za-z0-9_-]{1,64}$"}},"required":["organization","approvalRequest"]}}};

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
if(data2.organization === undefined){
const err2 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "organization"},message:"must have required property '"+"organization"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data2.approvalRequest === undefined){
const err3 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "approvalRequest"},message:"must have required property '"+"approvalRequest"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.organization !== undefined){
let data3 = data2.organization;
if(typeof data3 === "string"){
if(!pattern7.test(data3)){
const err4 = {instancePath:instancePath+"/params/organization",schemaPath:"#/properties/params/properties/organization/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,20}$"},message:"must match pattern \""+"^[0-9]{1,20}$"+"\""};
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
const err5 = {instancePath:instancePath+"/params/organization",schemaPath:"#/properties/params/properties/organization/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data2.approvalRequest !== undefined){
let data4 = data2.approvalRequest;
if(typeof data4 === "string"){
if(!pattern2.test(data4)){
const err6 = {instancePath:instancePath+"/params/approvalRequest",schemaPath:"#/properties/params/properties/approvalRequest/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9_-]{1,64}$"+"\""};
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
const err7 = {instancePath:instancePath+"/params/approvalRequest",schemaPath:"#/properties/params/properties/approvalRequest/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate12.errors = vErrors;
return errors === 0;
}

exports.req_13 = validate13;
const schema15 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"organization":{"type":"string","pattern":"^[0-9]{1,20}$"}},"required":["organization"]}}};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data2.organization === undefined){
const err2 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "organization"},message:"must have required property '"+"organization"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data2.organization !== undefined){
let data3 = data2.organization;
if(typeof data3 === "string"){
if(!pattern7.test(data3)){
const err3 = {instancePath:instancePath+"/params/organization",schemaPath:"#/properties/params/properties/organization/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,20}$"},message:"must match pattern \""+"^[0-9]{1,20}$"+"\""};
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
const err4 = {instancePath:instancePath+"/params/organization",schemaPath:"#/properties/params/properties/organization/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate13.errors = vErrors;
return errors === 0;
}

exports.req_14 = validate14;
const schema16 = {"type":"object","properties":{"query":{"type":"object","properties":{"updateMask":{"type":"string","pattern":"^\\s*((notification_emails|notificationEmails|enrolled_services|enrolledServices)\\s*(,\\s*(notification_emails|notificationEmails|enrolled_services|enrolledServices)\\s*)*)?$"}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"organization":{"type":"string","pattern":"^[0-9]{1,20}$"}},"required":["organization"]}}};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.updateMask !== undefined){
let data1 = data0.updateMask;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err0 = {instancePath:instancePath+"/query/updateMask",schemaPath:"#/properties/query/properties/updateMask/pattern",keyword:"pattern",params:{pattern: "^\\s*((notification_emails|notificationEmails|enrolled_services|enrolledServices)\\s*(,\\s*(notification_emails|notificationEmails|enrolled_services|enrolledServices)\\s*)*)?$"},message:"must match pattern \""+"^\\s*((notification_emails|notificationEmails|enrolled_services|enrolledServices)\\s*(,\\s*(notification_emails|notificationEmails|enrolled_services|enrolledServices)\\s*)*)?$"+"\""};
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
const err1 = {instancePath:instancePath+"/query/updateMask",schemaPath:"#/properties/query/properties/updateMask/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.headers !== undefined){
let data2 = data.headers;
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
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
if(data3.organization === undefined){
const err4 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "organization"},message:"must have required property '"+"organization"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data3.organization !== undefined){
let data4 = data3.organization;
if(typeof data4 === "string"){
if(!pattern7.test(data4)){
const err5 = {instancePath:instancePath+"/params/organization",schemaPath:"#/properties/params/properties/organization/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,20}$"},message:"must match pattern \""+"^[0-9]{1,20}$"+"\""};
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
const err6 = {instancePath:instancePath+"/params/organization",schemaPath:"#/properties/params/properties/organization/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate14.errors = vErrors;
return errors === 0;
}
