// generated from specs/access-approval.yaml — do not edit; run `make generate`
"use strict";
exports.req_0 = validate0;
const schema0 = {"type":"object","properties":{"query":{"type":"object","properties":{"filter":{"type":"string","enum":["ALL","PENDING","ACTIVE","DISMISSED","EXPIRED","HISTORY"]},"pageSize":{"type":"integer","format":"int32","minimum":0},"pageToken":{"type":"string"}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"project":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,62}$"}},"required":["project"]}}};
const formats0 = require("../formats").int32;
const pattern0 = new RegExp("^[a-z0-9][a-z0-9-]{0,62}$", "u");

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
if(data0.filter !== undefined){
let data1 = data0.filter;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate0.errors = [{instancePath:instancePath+"/query/filter",schemaPath:"#/properties/query/properties/filter/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data1 === "ALL") || (data1 === "PENDING")) || (data1 === "ACTIVE")) || (data1 === "DISMISSED")) || (data1 === "EXPIRED")) || (data1 === "HISTORY"))){
validate0.errors = [{instancePath:instancePath+"/query/filter",schemaPath:"#/properties/query/properties/filter/enum",keyword:"enum",params:{allowedValues: schema0.properties.query.properties.filter.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.pageSize !== undefined){
let data2 = data0.pageSize;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate0.errors = [{instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs5){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate0.errors = [{instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data2))){
validate0.errors = [{instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
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
if(data0.pageToken !== undefined){
const _errs7 = errors;
if(typeof data0.pageToken !== "string"){
validate0.errors = [{instancePath:instancePath+"/query/pageToken",schemaPath:"#/properties/query/properties/pageToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing0;
if((data5.project === undefined) && (missing0 = "project")){
validate0.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data5.project !== undefined){
let data6 = data5.project;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data6 === "string"){
if(!pattern0.test(data6)){
validate0.errors = [{instancePath:instancePath+"/params/project",schemaPath:"#/properties/params/properties/project/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""}];
return false;
}
}
else {
validate0.errors = [{instancePath:instancePath+"/params/project",schemaPath:"#/properties/params/properties/project/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
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
const schema1 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"project":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,62}$"},"approvalRequest":{"type":"string","pattern":"^[A-Za-z0-9_-]{1,64}$"}},"required":["project","approvalRequest"]}}};
const pattern2 = new RegExp("^[A-Za-z0-9_-]{1,64}$", "u");

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
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
let data1 = data.headers;
const _errs3 = errors;
if(errors === _errs3){
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
validate1.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(((data2.project === undefined) && (missing0 = "project")) || ((data2.approvalRequest === undefined) && (missing0 = "approvalRequest"))){
validate1.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data2.project !== undefined){
let data3 = data2.project;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
validate1.errors = [{instancePath:instancePath+"/params/project",schemaPath:"#/properties/params/properties/project/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/params/project",schemaPath:"#/properties/params/properties/project/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.approvalRequest !== undefined){
let data4 = data2.approvalRequest;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!pattern2.test(data4)){
validate1.errors = [{instancePath:instancePath+"/params/approvalRequest",schemaPath:"#/properties/params/properties/approvalRequest/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9_-]{1,64}$"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/params/approvalRequest",schemaPath:"#/properties/params/properties/approvalRequest/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
else {
validate1.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate1.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "expireTime")){
validate2.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.expireTime !== undefined){
let data0 = data.expireTime;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats2.validate.test(data0))){
validate2.errors = [{instancePath:instancePath+"/expireTime",schemaPath:"#/properties/expireTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/expireTime",schemaPath:"#/properties/expireTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
const schema3 = {"type":"object","additionalProperties":false};

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
validate3.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
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
const schema4 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"project":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,62}$"}},"required":["project"]}}};

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
validate4.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate4.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if((data2.project === undefined) && (missing0 = "project")){
validate4.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data2.project !== undefined){
let data3 = data2.project;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
validate4.errors = [{instancePath:instancePath+"/params/project",schemaPath:"#/properties/params/properties/project/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""}];
return false;
}
}
else {
validate4.errors = [{instancePath:instancePath+"/params/project",schemaPath:"#/properties/params/properties/project/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate4.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate4.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.updateMask !== undefined){
let data1 = data0.updateMask;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
validate5.errors = [{instancePath:instancePath+"/query/updateMask",schemaPath:"#/properties/query/properties/updateMask/pattern",keyword:"pattern",params:{pattern: "^\\s*((notification_emails|notificationEmails|enrolled_services|enrolledServices)\\s*(,\\s*(notification_emails|notificationEmails|enrolled_services|enrolledServices)\\s*)*)?$"},message:"must match pattern \""+"^\\s*((notification_emails|notificationEmails|enrolled_services|enrolledServices)\\s*(,\\s*(notification_emails|notificationEmails|enrolled_services|enrolledServices)\\s*)*)?$"+"\""}];
return false;
}
}
else {
validate5.errors = [{instancePath:instancePath+"/query/updateMask",schemaPath:"#/properties/query/properties/updateMask/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if((data3.project === undefined) && (missing0 = "project")){
validate5.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data3.project !== undefined){
let data4 = data3.project;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
validate5.errors = [{instancePath:instancePath+"/params/project",schemaPath:"#/properties/params/properties/project/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""}];
return false;
}
}
else {
validate5.errors = [{instancePath:instancePath+"/params/project",schemaPath:"#/properties/params/properties/project/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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

exports.req_AccessApprovalSettings = validate6;
const schema6 = {"type":"object","additionalProperties":false,"properties":{"name":{"type":"string"},"notificationEmails":{"type":"array","maxItems":50,"items":{"type":"string","pattern":"^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"}},"enrolledServices":{"type":"array","items":{"$ref":"schema:EnrolledService"}},"enrolledAncestor":{"type":"boolean"},"ancestorsEnrolledServices":{"type":"array","items":{"$ref":"schema:EnrolledService"}}}};
const schema7 = {"type":"object","additionalProperties":false,"required":["cloudProduct"],"properties":{"cloudProduct":{"type":"string","minLength":1},"enrollmentLevel":{"type":"string","enum":["ENROLLMENT_LEVEL_UNSPECIFIED","BLOCK_ALL"]}}};
const pattern6 = new RegExp("^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$", "u");
const func0 = require("ajv/dist/runtime/ucs2length").default;

function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "name") || (key0 === "notificationEmails")) || (key0 === "enrolledServices")) || (key0 === "enrolledAncestor")) || (key0 === "ancestorsEnrolledServices"))){
validate6.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.name !== undefined){
const _errs2 = errors;
if(typeof data.name !== "string"){
validate6.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notificationEmails !== undefined){
let data1 = data.notificationEmails;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data1)){
if(data1.length > 50){
validate6.errors = [{instancePath:instancePath+"/notificationEmails",schemaPath:"#/properties/notificationEmails/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern6.test(data2)){
validate6.errors = [{instancePath:instancePath+"/notificationEmails/" + i0,schemaPath:"#/properties/notificationEmails/items/pattern",keyword:"pattern",params:{pattern: "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"},message:"must match pattern \""+"^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"+"\""}];
return false;
}
}
else {
validate6.errors = [{instancePath:instancePath+"/notificationEmails/" + i0,schemaPath:"#/properties/notificationEmails/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs6 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/notificationEmails",schemaPath:"#/properties/notificationEmails/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.enrolledServices !== undefined){
let data3 = data.enrolledServices;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data3)){
var valid2 = true;
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
let data4 = data3[i1];
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing0;
if((data4.cloudProduct === undefined) && (missing0 = "cloudProduct")){
validate6.errors = [{instancePath:instancePath+"/enrolledServices/" + i1,schemaPath:"schema:EnrolledService/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs13 = errors;
for(const key1 in data4){
if(!((key1 === "cloudProduct") || (key1 === "enrollmentLevel"))){
validate6.errors = [{instancePath:instancePath+"/enrolledServices/" + i1,schemaPath:"schema:EnrolledService/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs13 === errors){
if(data4.cloudProduct !== undefined){
let data5 = data4.cloudProduct;
const _errs14 = errors;
if(errors === _errs14){
if(typeof data5 === "string"){
if(func0(data5) < 1){
validate6.errors = [{instancePath:instancePath+"/enrolledServices/" + i1+"/cloudProduct",schemaPath:"schema:EnrolledService/properties/cloudProduct/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate6.errors = [{instancePath:instancePath+"/enrolledServices/" + i1+"/cloudProduct",schemaPath:"schema:EnrolledService/properties/cloudProduct/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid4 = _errs14 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.enrollmentLevel !== undefined){
let data6 = data4.enrollmentLevel;
const _errs16 = errors;
if(typeof data6 !== "string"){
validate6.errors = [{instancePath:instancePath+"/enrolledServices/" + i1+"/enrollmentLevel",schemaPath:"schema:EnrolledService/properties/enrollmentLevel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data6 === "ENROLLMENT_LEVEL_UNSPECIFIED") || (data6 === "BLOCK_ALL"))){
validate6.errors = [{instancePath:instancePath+"/enrolledServices/" + i1+"/enrollmentLevel",schemaPath:"schema:EnrolledService/properties/enrollmentLevel/enum",keyword:"enum",params:{allowedValues: schema7.properties.enrollmentLevel.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid4 = _errs16 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/enrolledServices/" + i1,schemaPath:"schema:EnrolledService/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate6.errors = [{instancePath:instancePath+"/enrolledServices",schemaPath:"#/properties/enrolledServices/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.enrolledAncestor !== undefined){
const _errs18 = errors;
if(typeof data.enrolledAncestor !== "boolean"){
validate6.errors = [{instancePath:instancePath+"/enrolledAncestor",schemaPath:"#/properties/enrolledAncestor/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ancestorsEnrolledServices !== undefined){
let data8 = data.ancestorsEnrolledServices;
const _errs20 = errors;
if(errors === _errs20){
if(Array.isArray(data8)){
var valid5 = true;
const len2 = data8.length;
for(let i2=0; i2<len2; i2++){
let data9 = data8[i2];
const _errs22 = errors;
const _errs23 = errors;
if(errors === _errs23){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing1;
if((data9.cloudProduct === undefined) && (missing1 = "cloudProduct")){
validate6.errors = [{instancePath:instancePath+"/ancestorsEnrolledServices/" + i2,schemaPath:"schema:EnrolledService/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs25 = errors;
for(const key2 in data9){
if(!((key2 === "cloudProduct") || (key2 === "enrollmentLevel"))){
validate6.errors = [{instancePath:instancePath+"/ancestorsEnrolledServices/" + i2,schemaPath:"schema:EnrolledService/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs25 === errors){
if(data9.cloudProduct !== undefined){
let data10 = data9.cloudProduct;
const _errs26 = errors;
if(errors === _errs26){
if(typeof data10 === "string"){
if(func0(data10) < 1){
validate6.errors = [{instancePath:instancePath+"/ancestorsEnrolledServices/" + i2+"/cloudProduct",schemaPath:"schema:EnrolledService/properties/cloudProduct/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate6.errors = [{instancePath:instancePath+"/ancestorsEnrolledServices/" + i2+"/cloudProduct",schemaPath:"schema:EnrolledService/properties/cloudProduct/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs26 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data9.enrollmentLevel !== undefined){
let data11 = data9.enrollmentLevel;
const _errs28 = errors;
if(typeof data11 !== "string"){
validate6.errors = [{instancePath:instancePath+"/ancestorsEnrolledServices/" + i2+"/enrollmentLevel",schemaPath:"schema:EnrolledService/properties/enrollmentLevel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data11 === "ENROLLMENT_LEVEL_UNSPECIFIED") || (data11 === "BLOCK_ALL"))){
validate6.errors = [{instancePath:instancePath+"/ancestorsEnrolledServices/" + i2+"/enrollmentLevel",schemaPath:"schema:EnrolledService/properties/enrollmentLevel/enum",keyword:"enum",params:{allowedValues: schema7.properties.enrollmentLevel.enum},message:"must be equal to one of the allowed values"}];
return false;
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
validate6.errors = [{instancePath:instancePath+"/ancestorsEnrolledServices/" + i2,schemaPath:"schema:EnrolledService/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs22 === errors;
if(!valid5){
break;
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/ancestorsEnrolledServices",schemaPath:"#/properties/ancestorsEnrolledServices/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
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
else {
validate6.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate6.errors = vErrors;
return errors === 0;
}

exports.req_7 = validate7;
const schema9 = {"type":"object","properties":{"query":{"type":"object","properties":{"filter":{"type":"string","enum":["ALL","PENDING","ACTIVE","DISMISSED","EXPIRED","HISTORY"]},"pageSize":{"type":"integer","format":"int32","minimum":0},"pageToken":{"type":"string"}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"folder":{"type":"string","pattern":"^[0-9]{1,20}$"}},"required":["folder"]}}};
const pattern7 = new RegExp("^[0-9]{1,20}$", "u");

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
if(data0.filter !== undefined){
let data1 = data0.filter;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate7.errors = [{instancePath:instancePath+"/query/filter",schemaPath:"#/properties/query/properties/filter/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data1 === "ALL") || (data1 === "PENDING")) || (data1 === "ACTIVE")) || (data1 === "DISMISSED")) || (data1 === "EXPIRED")) || (data1 === "HISTORY"))){
validate7.errors = [{instancePath:instancePath+"/query/filter",schemaPath:"#/properties/query/properties/filter/enum",keyword:"enum",params:{allowedValues: schema9.properties.query.properties.filter.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.pageSize !== undefined){
let data2 = data0.pageSize;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate7.errors = [{instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs5){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate7.errors = [{instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data2))){
validate7.errors = [{instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
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
if(data0.pageToken !== undefined){
const _errs7 = errors;
if(typeof data0.pageToken !== "string"){
validate7.errors = [{instancePath:instancePath+"/query/pageToken",schemaPath:"#/properties/query/properties/pageToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
let data4 = data.headers;
const _errs9 = errors;
if(errors === _errs9){
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
validate7.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing0;
if((data5.folder === undefined) && (missing0 = "folder")){
validate7.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data5.folder !== undefined){
let data6 = data5.folder;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data6 === "string"){
if(!pattern7.test(data6)){
validate7.errors = [{instancePath:instancePath+"/params/folder",schemaPath:"#/properties/params/properties/folder/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,20}$"},message:"must match pattern \""+"^[0-9]{1,20}$"+"\""}];
return false;
}
}
else {
validate7.errors = [{instancePath:instancePath+"/params/folder",schemaPath:"#/properties/params/properties/folder/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
var valid0 = _errs11 === errors;
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
const schema10 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"folder":{"type":"string","pattern":"^[0-9]{1,20}$"},"approvalRequest":{"type":"string","pattern":"^[A-Za-z0-9_-]{1,64}$"}},"required":["folder","approvalRequest"]}}};

function validate8(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
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
let data1 = data.headers;
const _errs3 = errors;
if(errors === _errs3){
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
validate8.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(((data2.folder === undefined) && (missing0 = "folder")) || ((data2.approvalRequest === undefined) && (missing0 = "approvalRequest"))){
validate8.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data2.folder !== undefined){
let data3 = data2.folder;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(!pattern7.test(data3)){
validate8.errors = [{instancePath:instancePath+"/params/folder",schemaPath:"#/properties/params/properties/folder/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,20}$"},message:"must match pattern \""+"^[0-9]{1,20}$"+"\""}];
return false;
}
}
else {
validate8.errors = [{instancePath:instancePath+"/params/folder",schemaPath:"#/properties/params/properties/folder/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.approvalRequest !== undefined){
let data4 = data2.approvalRequest;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!pattern2.test(data4)){
validate8.errors = [{instancePath:instancePath+"/params/approvalRequest",schemaPath:"#/properties/params/properties/approvalRequest/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9_-]{1,64}$"+"\""}];
return false;
}
}
else {
validate8.errors = [{instancePath:instancePath+"/params/approvalRequest",schemaPath:"#/properties/params/properties/approvalRequest/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
else {
validate8.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate8.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate8.errors = vErrors;
return errors === 0;
}

exports.req_9 = validate9;
const schema11 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"folder":{"type":"string","pattern":"^[0-9]{1,20}$"}},"required":["folder"]}}};

function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
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
let data1 = data.headers;
const _errs3 = errors;
if(errors === _errs3){
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
validate9.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if((data2.folder === undefined) && (missing0 = "folder")){
validate9.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data2.folder !== undefined){
let data3 = data2.folder;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(!pattern7.test(data3)){
validate9.errors = [{instancePath:instancePath+"/params/folder",schemaPath:"#/properties/params/properties/folder/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,20}$"},message:"must match pattern \""+"^[0-9]{1,20}$"+"\""}];
return false;
}
}
else {
validate9.errors = [{instancePath:instancePath+"/params/folder",schemaPath:"#/properties/params/properties/folder/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
var valid0 = _errs5 === errors;
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
const schema12 = {"type":"object","properties":{"query":{"type":"object","properties":{"updateMask":{"type":"string","pattern":"^\\s*((notification_emails|notificationEmails|enrolled_services|enrolledServices)\\s*(,\\s*(notification_emails|notificationEmails|enrolled_services|enrolledServices)\\s*)*)?$"}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"folder":{"type":"string","pattern":"^[0-9]{1,20}$"}},"required":["folder"]}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.updateMask !== undefined){
let data1 = data0.updateMask;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
validate10.errors = [{instancePath:instancePath+"/query/updateMask",schemaPath:"#/properties/query/properties/updateMask/pattern",keyword:"pattern",params:{pattern: "^\\s*((notification_emails|notificationEmails|enrolled_services|enrolledServices)\\s*(,\\s*(notification_emails|notificationEmails|enrolled_services|enrolledServices)\\s*)*)?$"},message:"must match pattern \""+"^\\s*((notification_emails|notificationEmails|enrolled_services|enrolledServices)\\s*(,\\s*(notification_emails|notificationEmails|enrolled_services|enrolledServices)\\s*)*)?$"+"\""}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/query/updateMask",schemaPath:"#/properties/query/properties/updateMask/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate10.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if((data3.folder === undefined) && (missing0 = "folder")){
validate10.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data3.folder !== undefined){
let data4 = data3.folder;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!pattern7.test(data4)){
validate10.errors = [{instancePath:instancePath+"/params/folder",schemaPath:"#/properties/params/properties/folder/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,20}$"},message:"must match pattern \""+"^[0-9]{1,20}$"+"\""}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/params/folder",schemaPath:"#/properties/params/properties/folder/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate10.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate10.errors = vErrors;
return errors === 0;
}

exports.req_11 = validate11;
const schema13 = {"type":"object","properties":{"query":{"type":"object","properties":{"filter":{"type":"string","enum":["ALL","PENDING","ACTIVE","DISMISSED","EXPIRED","HISTORY"]},"pageSize":{"type":"integer","format":"int32","minimum":0},"pageToken":{"type":"string"}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"organization":{"type":"string","pattern":"^[0-9]{1,20}$"}},"required":["organization"]}}};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.filter !== undefined){
let data1 = data0.filter;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate11.errors = [{instancePath:instancePath+"/query/filter",schemaPath:"#/properties/query/properties/filter/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data1 === "ALL") || (data1 === "PENDING")) || (data1 === "ACTIVE")) || (data1 === "DISMISSED")) || (data1 === "EXPIRED")) || (data1 === "HISTORY"))){
validate11.errors = [{instancePath:instancePath+"/query/filter",schemaPath:"#/properties/query/properties/filter/enum",keyword:"enum",params:{allowedValues: schema13.properties.query.properties.filter.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.pageSize !== undefined){
let data2 = data0.pageSize;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate11.errors = [{instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs5){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate11.errors = [{instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data2))){
validate11.errors = [{instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
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
if(data0.pageToken !== undefined){
const _errs7 = errors;
if(typeof data0.pageToken !== "string"){
validate11.errors = [{instancePath:instancePath+"/query/pageToken",schemaPath:"#/properties/query/properties/pageToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
let data4 = data.headers;
const _errs9 = errors;
if(errors === _errs9){
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
validate11.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing0;
if((data5.organization === undefined) && (missing0 = "organization")){
validate11.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data5.organization !== undefined){
let data6 = data5.organization;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data6 === "string"){
if(!pattern7.test(data6)){
validate11.errors = [{instancePath:instancePath+"/params/organization",schemaPath:"#/properties/params/properties/organization/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,20}$"},message:"must match pattern \""+"^[0-9]{1,20}$"+"\""}];
return false;
}
}
else {
validate11.errors = [{instancePath:instancePath+"/params/organization",schemaPath:"#/properties/params/properties/organization/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate11.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate11.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate11.errors = vErrors;
return errors === 0;
}

exports.req_12 = validate12;
const schema14 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"organization":{"type":"string","pattern":"^[0-9]{1,20}$"},"approvalRequest":{"type":"string","pattern":"^[A-Za-z0-9_-]{1,64}$"}},"required":["organization","approvalRequest"]}}};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
validate12.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate12.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(((data2.organization === undefined) && (missing0 = "organization")) || ((data2.approvalRequest === undefined) && (missing0 = "approvalRequest"))){
validate12.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data2.organization !== undefined){
let data3 = data2.organization;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(!pattern7.test(data3)){
validate12.errors = [{instancePath:instancePath+"/params/organization",schemaPath:"#/properties/params/properties/organization/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,20}$"},message:"must match pattern \""+"^[0-9]{1,20}$"+"\""}];
return false;
}
}
else {
validate12.errors = [{instancePath:instancePath+"/params/organization",schemaPath:"#/properties/params/properties/organization/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.approvalRequest !== undefined){
let data4 = data2.approvalRequest;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!pattern2.test(data4)){
validate12.errors = [{instancePath:instancePath+"/params/approvalRequest",schemaPath:"#/properties/params/properties/approvalRequest/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9_-]{1,64}$"+"\""}];
return false;
}
}
else {
validate12.errors = [{instancePath:instancePath+"/params/approvalRequest",schemaPath:"#/properties/params/properties/approvalRequest/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
else {
validate12.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate12.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate12.errors = vErrors;
return errors === 0;
}

exports.req_13 = validate13;
const schema15 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"organization":{"type":"string","pattern":"^[0-9]{1,20}$"}},"required":["organization"]}}};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
validate13.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate13.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if((data2.organization === undefined) && (missing0 = "organization")){
validate13.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data2.organization !== undefined){
let data3 = data2.organization;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(!pattern7.test(data3)){
validate13.errors = [{instancePath:instancePath+"/params/organization",schemaPath:"#/properties/params/properties/organization/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,20}$"},message:"must match pattern \""+"^[0-9]{1,20}$"+"\""}];
return false;
}
}
else {
validate13.errors = [{instancePath:instancePath+"/params/organization",schemaPath:"#/properties/params/properties/organization/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate13.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate13.errors = vErrors;
return errors === 0;
}

exports.req_14 = validate14;
const schema16 = {"type":"object","properties":{"query":{"type":"object","properties":{"updateMask":{"type":"string","pattern":"^\\s*((notification_emails|notificationEmails|enrolled_services|enrolledServices)\\s*(,\\s*(notification_emails|notificationEmails|enrolled_services|enrolledServices)\\s*)*)?$"}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"organization":{"type":"string","pattern":"^[0-9]{1,20}$"}},"required":["organization"]}}};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.updateMask !== undefined){
let data1 = data0.updateMask;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
validate14.errors = [{instancePath:instancePath+"/query/updateMask",schemaPath:"#/properties/query/properties/updateMask/pattern",keyword:"pattern",params:{pattern: "^\\s*((notification_emails|notificationEmails|enrolled_services|enrolledServices)\\s*(,\\s*(notification_emails|notificationEmails|enrolled_services|enrolledServices)\\s*)*)?$"},message:"must match pattern \""+"^\\s*((notification_emails|notificationEmails|enrolled_services|enrolledServices)\\s*(,\\s*(notification_emails|notificationEmails|enrolled_services|enrolledServices)\\s*)*)?$"+"\""}];
return false;
}
}
else {
validate14.errors = [{instancePath:instancePath+"/query/updateMask",schemaPath:"#/properties/query/properties/updateMask/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate14.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate14.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if((data3.organization === undefined) && (missing0 = "organization")){
validate14.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data3.organization !== undefined){
let data4 = data3.organization;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!pattern7.test(data4)){
validate14.errors = [{instancePath:instancePath+"/params/organization",schemaPath:"#/properties/params/properties/organization/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,20}$"},message:"must match pattern \""+"^[0-9]{1,20}$"+"\""}];
return false;
}
}
else {
validate14.errors = [{instancePath:instancePath+"/params/organization",schemaPath:"#/properties/params/properties/organization/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate14.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate14.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate14.errors = vErrors;
return errors === 0;
}
