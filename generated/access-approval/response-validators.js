// generated from specs/access-approval.yaml — do not edit; run `make generate`
"use strict";
exports.res_ListApprovalRequestsResponse = validate0;
const schema0 = {"type":"object","additionalProperties":false,"properties":{"approvalRequests":{"type":"array","items":{"$ref":"schema:ApprovalRequest"}},"nextPageToken":{"type":"string"}}};
const schema1 = {"type":"object","additionalProperties":false,"required":["name","requestedResourceName","requestTime","requestedExpiration"],"properties":{"name":{"type":"string"},"requestedResourceName":{"type":"string"},"requestedResourceProperties":{"type":"object","additionalProperties":false,"properties":{"excludesDescendants":{"type":"boolean"}}},"requestedReason":{"type":"object","additionalProperties":false,"properties":{"type":{"type":"string","enum":["TYPE_UNSPECIFIED","CUSTOMER_INITIATED_SUPPORT","GOOGLE_INITIATED_SERVICE","GOOGLE_INITIATED_REVIEW","THIRD_PARTY_DATA_REQUEST","GOOGLE_RESPONSE_TO_PRODUCTION_ALERT","CLOUD_INITIATED_ACCESS"]},"detail":{"type":"string"}}},"requestedLocations":{"type":"object","additionalProperties":false,"properties":{"principalOfficeCountry":{"type":"string"},"principalPhysicalLocationCountry":{"type":"string"}}},"requestTime":{"type":"string","format":"date-time"},"requestedDuration":{"type":"string","pattern":"^[0-9]+s$"},"requestedExpiration":{"type":"string","format":"date-time"},"approve":{"type":"object","additionalProperties":false,"required":["approveTime","expireTime"],"properties":{"approveTime":{"type":"string","format":"date-time"},"expireTime":{"type":"string","format":"date-time"},"invalidateTime":{"type":"string","format":"date-time"},"autoApproved":{"type":"boolean"}}},"dismiss":{"type":"object","additionalProperties":false,"required":["dismissTime","implicit"],"properties":{"dismissTime":{"type":"string","format":"date-time"},"implicit":{"type":"boolean"}}}}};
const func0 = Object.prototype.hasOwnProperty;
const formats0 = require("../formats")["date-time"];
const pattern0 = new RegExp("^[0-9]+s$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "approvalRequests") || (key0 === "nextPageToken"))){
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
if(data.approvalRequests !== undefined){
let data0 = data.approvalRequests;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.name === undefined){
const err1 = {instancePath:instancePath+"/approvalRequests/" + i0,schemaPath:"schema:ApprovalRequest/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1.requestedResourceName === undefined){
const err2 = {instancePath:instancePath+"/approvalRequests/" + i0,schemaPath:"schema:ApprovalRequest/required",keyword:"required",params:{missingProperty: "requestedResourceName"},message:"must have required property '"+"requestedResourceName"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.requestTime === undefined){
const err3 = {instancePath:instancePath+"/approvalRequests/" + i0,schemaPath:"schema:ApprovalRequest/required",keyword:"required",params:{missingProperty: "requestTime"},message:"must have required property '"+"requestTime"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.requestedExpiration === undefined){
const err4 = {instancePath:instancePath+"/approvalRequests/" + i0,schemaPath:"schema:ApprovalRequest/required",keyword:"required",params:{missingProperty: "requestedExpiration"},message:"must have required property '"+"requestedExpiration"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key1 in data1){
if(!(func0.call(schema1.properties, key1))){
const err5 = {instancePath:instancePath+"/approvalRequests/" + i0,schemaPath:"schema:ApprovalRequest/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.name !== undefined){
if(typeof data1.name !== "string"){
const err6 = {instancePath:instancePath+"/approvalRequests/" + i0+"/name",schemaPath:"schema:ApprovalRequest/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.requestedResourceName !== undefined){
if(typeof data1.requestedResourceName !== "string"){
const err7 = {instancePath:instancePath+"/approvalRequests/" + i0+"/requestedResourceName",schemaPath:"schema:ApprovalRequest/properties/requestedResourceName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.requestedResourceProperties !== undefined){
let data4 = data1.requestedResourceProperties;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key2 in data4){
if(!(key2 === "excludesDescendants")){
const err8 = {instancePath:instancePath+"/approvalRequests/" + i0+"/requestedResourceProperties",schemaPath:"schema:ApprovalRequest/properties/requestedResourceProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data4.excludesDescendants !== undefined){
if(typeof data4.excludesDescendants !== "boolean"){
const err9 = {instancePath:instancePath+"/approvalRequests/" + i0+"/requestedResourceProperties/excludesDescendants",schemaPath:"schema:ApprovalRequest/properties/requestedResourceProperties/properties/excludesDescendants/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err10 = {instancePath:instancePath+"/approvalRequests/" + i0+"/requestedResourceProperties",schemaPath:"schema:ApprovalRequest/properties/requestedResourceProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.requestedReason !== undefined){
let data6 = data1.requestedReason;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key3 in data6){
if(!((key3 === "type") || (key3 === "detail"))){
const err11 = {instancePath:instancePath+"/approvalRequests/" + i0+"/requestedReason",schemaPath:"schema:ApprovalRequest/properties/requestedReason/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data6.type !== undefined){
let data7 = data6.type;
if(typeof data7 !== "string"){
const err12 = {instancePath:instancePath+"/approvalRequests/" + i0+"/requestedReason/type",schemaPath:"schema:ApprovalRequest/properties/requestedReason/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(((((((data7 === "TYPE_UNSPECIFIED") || (data7 === "CUSTOMER_INITIATED_SUPPORT")) || (data7 === "GOOGLE_INITIATED_SERVICE")) || (data7 === "GOOGLE_INITIATED_REVIEW")) || (data7 === "THIRD_PARTY_DATA_REQUEST")) || (data7 === "GOOGLE_RESPONSE_TO_PRODUCTION_ALERT")) || (data7 === "CLOUD_INITIATED_ACCESS"))){
const err13 = {instancePath:instancePath+"/approvalRequests/" + i0+"/requestedReason/type",schemaPath:"schema:ApprovalRequest/properties/requestedReason/properties/type/enum",keyword:"enum",params:{allowedValues: schema1.properties.requestedReason.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data6.detail !== undefined){
if(typeof data6.detail !== "string"){
const err14 = {instancePath:instancePath+"/approvalRequests/" + i0+"/requestedReason/detail",schemaPath:"schema:ApprovalRequest/properties/requestedReason/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err15 = {instancePath:instancePath+"/approvalRequests/" + i0+"/requestedReason",schemaPath:"schema:ApprovalRequest/properties/requestedReason/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data1.requestedLocations !== undefined){
let data9 = data1.requestedLocations;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
for(const key4 in data9){
if(!((key4 === "principalOfficeCountry") || (key4 === "principalPhysicalLocationCountry"))){
const err16 = {instancePath:instancePath+"/approvalRequests/" + i0+"/requestedLocations",schemaPath:"schema:ApprovalRequest/properties/requestedLocations/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data9.principalOfficeCountry !== undefined){
if(typeof data9.principalOfficeCountry !== "string"){
const err17 = {instancePath:instancePath+"/approvalRequests/" + i0+"/requestedLocations/principalOfficeCountry",schemaPath:"schema:ApprovalRequest/properties/requestedLocations/properties/principalOfficeCountry/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data9.principalPhysicalLocationCountry !== undefined){
if(typeof data9.principalPhysicalLocationCountry !== "string"){
const err18 = {instancePath:instancePath+"/approvalRequests/" + i0+"/requestedLocations/principalPhysicalLocationCountry",schemaPath:"schema:ApprovalRequest/properties/requestedLocations/properties/principalPhysicalLocationCountry/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err19 = {instancePath:instancePath+"/approvalRequests/" + i0+"/requestedLocations",schemaPath:"schema:ApprovalRequest/properties/requestedLocations/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data1.requestTime !== undefined){
let data12 = data1.requestTime;
if(typeof data12 === "string"){
if(!(formats0.validate.test(data12))){
const err20 = {instancePath:instancePath+"/approvalRequests/" + i0+"/requestTime",schemaPath:"schema:ApprovalRequest/properties/requestTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err21 = {instancePath:instancePath+"/approvalRequests/" + i0+"/requestTime",schemaPath:"schema:ApprovalRequest/properties/requestTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data1.requestedDuration !== undefined){
let data13 = data1.requestedDuration;
if(typeof data13 === "string"){
if(!pattern0.test(data13)){
const err22 = {instancePath:instancePath+"/approvalRequests/" + i0+"/requestedDuration",schemaPath:"schema:ApprovalRequest/properties/requestedDuration/pattern",keyword:"pattern",params:{pattern: "^[0-9]+s$"},message:"must match pattern \""+"^[0-9]+s$"+"\""};
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
const err23 = {instancePath:instancePath+"/approvalRequests/" + i0+"/requestedDuration",schemaPath:"schema:ApprovalRequest/properties/requestedDuration/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data1.requestedExpiration !== undefined){
let data14 = data1.requestedExpiration;
if(typeof data14 === "string"){
if(!(formats0.validate.test(data14))){
const err24 = {instancePath:instancePath+"/approvalRequests/" + i0+"/requestedExpiration",schemaPath:"schema:ApprovalRequest/properties/requestedExpiration/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/approvalRequests/" + i0+"/requestedExpiration",schemaPath:"schema:ApprovalRequest/properties/requestedExpiration/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data1.approve !== undefined){
let data15 = data1.approve;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.approveTime === undefined){
const err26 = {instancePath:instancePath+"/approvalRequests/" + i0+"/approve",schemaPath:"schema:ApprovalRequest/properties/approve/required",keyword:"required",params:{missingProperty: "approveTime"},message:"must have required property '"+"approveTime"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data15.expireTime === undefined){
const err27 = {instancePath:instancePath+"/approvalRequests/" + i0+"/approve",schemaPath:"schema:ApprovalRequest/properties/approve/required",keyword:"required",params:{missingProperty: "expireTime"},message:"must have required property '"+"expireTime"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
for(const key5 in data15){
if(!((((key5 === "approveTime") || (key5 === "expireTime")) || (key5 === "invalidateTime")) || (key5 === "autoApproved"))){
const err28 = {instancePath:instancePath+"/approvalRequests/" + i0+"/approve",schemaPath:"schema:ApprovalRequest/properties/approve/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data15.approveTime !== undefined){
let data16 = data15.approveTime;
if(typeof data16 === "string"){
if(!(formats0.validate.test(data16))){
const err29 = {instancePath:instancePath+"/approvalRequests/" + i0+"/approve/approveTime",schemaPath:"schema:ApprovalRequest/properties/approve/properties/approveTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err30 = {instancePath:instancePath+"/approvalRequests/" + i0+"/approve/approveTime",schemaPath:"schema:ApprovalRequest/properties/approve/properties/approveTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data15.expireTime !== undefined){
let data17 = data15.expireTime;
if(typeof data17 === "string"){
if(!(formats0.validate.test(data17))){
const err31 = {instancePath:instancePath+"/approvalRequests/" + i0+"/approve/expireTime",schemaPath:"schema:ApprovalRequest/properties/approve/properties/expireTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err32 = {instancePath:instancePath+"/approvalRequests/" + i0+"/approve/expireTime",schemaPath:"schema:ApprovalRequest/properties/approve/properties/expireTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data15.invalidateTime !== undefined){
let data18 = data15.invalidateTime;
if(typeof data18 === "string"){
if(!(formats0.validate.test(data18))){
const err33 = {instancePath:instancePath+"/approvalRequests/" + i0+"/approve/invalidateTime",schemaPath:"schema:ApprovalRequest/properties/approve/properties/invalidateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err34 = {instancePath:instancePath+"/approvalRequests/" + i0+"/approve/invalidateTime",schemaPath:"schema:ApprovalRequest/properties/approve/properties/invalidateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data15.autoApproved !== undefined){
if(typeof data15.autoApproved !== "boolean"){
const err35 = {instancePath:instancePath+"/approvalRequests/" + i0+"/approve/autoApproved",schemaPath:"schema:ApprovalRequest/properties/approve/properties/autoApproved/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err36 = {instancePath:instancePath+"/approvalRequests/" + i0+"/approve",schemaPath:"schema:ApprovalRequest/properties/approve/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data1.dismiss !== undefined){
let data20 = data1.dismiss;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.dismissTime === undefined){
const err37 = {instancePath:instancePath+"/approvalRequests/" + i0+"/dismiss",schemaPath:"schema:ApprovalRequest/properties/dismiss/required",keyword:"required",params:{missingProperty: "dismissTime"},message:"must have required property '"+"dismissTime"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data20.implicit === undefined){
const err38 = {instancePath:instancePath+"/approvalRequests/" + i0+"/dismiss",schemaPath:"schema:ApprovalRequest/properties/dismiss/required",keyword:"required",params:{missingProperty: "implicit"},message:"must have required property '"+"implicit"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
for(const key6 in data20){
if(!((key6 === "dismissTime") || (key6 === "implicit"))){
const err39 = {instancePath:instancePath+"/approvalRequests/" + i0+"/dismiss",schemaPath:"schema:ApprovalRequest/properties/dismiss/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data20.dismissTime !== undefined){
let data21 = data20.dismissTime;
if(typeof data21 === "string"){
if(!(formats0.validate.test(data21))){
const err40 = {instancePath:instancePath+"/approvalRequests/" + i0+"/dismiss/dismissTime",schemaPath:"schema:ApprovalRequest/properties/dismiss/properties/dismissTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/approvalRequests/" + i0+"/dismiss/dismissTime",schemaPath:"schema:ApprovalRequest/properties/dismiss/properties/dismissTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data20.implicit !== undefined){
if(typeof data20.implicit !== "boolean"){
const err42 = {instancePath:instancePath+"/approvalRequests/" + i0+"/dismiss/implicit",schemaPath:"schema:ApprovalRequest/properties/dismiss/properties/implicit/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/approvalRequests/" + i0+"/dismiss",schemaPath:"schema:ApprovalRequest/properties/dismiss/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/approvalRequests/" + i0,schemaPath:"schema:ApprovalRequest/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath:instancePath+"/approvalRequests",schemaPath:"#/properties/approvalRequests/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.nextPageToken !== undefined){
if(typeof data.nextPageToken !== "string"){
const err46 = {instancePath:instancePath+"/nextPageToken",schemaPath:"#/properties/nextPageToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err47 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}

exports.res_Status = validate1;
const schema2 = {"type":"object","required":["error"],"properties":{"error":{"type":"object","required":["code","message","status"],"properties":{"code":{"type":"integer"},"message":{"type":"string"},"status":{"type":"string"},"details":{"type":"array","items":{"type":"object","required":["@type"],"properties":{"@type":{"type":"string"}}}}}}}};

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.error !== undefined){
let data0 = data.error;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.code === undefined){
const err1 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.message === undefined){
const err2 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.status === undefined){
const err3 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.code !== undefined){
let data1 = data0.code;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/error/code",schemaPath:"#/properties/error/properties/code/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.message !== undefined){
if(typeof data0.message !== "string"){
const err5 = {instancePath:instancePath+"/error/message",schemaPath:"#/properties/error/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.status !== undefined){
if(typeof data0.status !== "string"){
const err6 = {instancePath:instancePath+"/error/status",schemaPath:"#/properties/error/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.details !== undefined){
let data4 = data0.details;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5["@type"] === undefined){
const err7 = {instancePath:instancePath+"/error/details/" + i0,schemaPath:"#/properties/error/properties/details/items/required",keyword:"required",params:{missingProperty: "@type"},message:"must have required property '"+"@type"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data5["@type"] !== undefined){
if(typeof data5["@type"] !== "string"){
const err8 = {instancePath:instancePath+"/error/details/" + i0+"/@type",schemaPath:"#/properties/error/properties/details/items/properties/%40type/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err9 = {instancePath:instancePath+"/error/details/" + i0,schemaPath:"#/properties/error/properties/details/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err10 = {instancePath:instancePath+"/error/details",schemaPath:"#/properties/error/properties/details/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err11 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate1.errors = vErrors;
return errors === 0;
}

exports.res_ApprovalRequest = validate2;

function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.requestedResourceName === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requestedResourceName"},message:"must have required property '"+"requestedResourceName"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.requestTime === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requestTime"},message:"must have required property '"+"requestTime"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.requestedExpiration === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requestedExpiration"},message:"must have required property '"+"requestedExpiration"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(func0.call(schema1.properties, key0))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
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
if(typeof data.name !== "string"){
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
if(data.requestedResourceName !== undefined){
if(typeof data.requestedResourceName !== "string"){
const err6 = {instancePath:instancePath+"/requestedResourceName",schemaPath:"#/properties/requestedResourceName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.requestedResourceProperties !== undefined){
let data2 = data.requestedResourceProperties;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
if(!(key1 === "excludesDescendants")){
const err7 = {instancePath:instancePath+"/requestedResourceProperties",schemaPath:"#/properties/requestedResourceProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.excludesDescendants !== undefined){
if(typeof data2.excludesDescendants !== "boolean"){
const err8 = {instancePath:instancePath+"/requestedResourceProperties/excludesDescendants",schemaPath:"#/properties/requestedResourceProperties/properties/excludesDescendants/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err9 = {instancePath:instancePath+"/requestedResourceProperties",schemaPath:"#/properties/requestedResourceProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.requestedReason !== undefined){
let data4 = data.requestedReason;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key2 in data4){
if(!((key2 === "type") || (key2 === "detail"))){
const err10 = {instancePath:instancePath+"/requestedReason",schemaPath:"#/properties/requestedReason/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data4.type !== undefined){
let data5 = data4.type;
if(typeof data5 !== "string"){
const err11 = {instancePath:instancePath+"/requestedReason/type",schemaPath:"#/properties/requestedReason/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!(((((((data5 === "TYPE_UNSPECIFIED") || (data5 === "CUSTOMER_INITIATED_SUPPORT")) || (data5 === "GOOGLE_INITIATED_SERVICE")) || (data5 === "GOOGLE_INITIATED_REVIEW")) || (data5 === "THIRD_PARTY_DATA_REQUEST")) || (data5 === "GOOGLE_RESPONSE_TO_PRODUCTION_ALERT")) || (data5 === "CLOUD_INITIATED_ACCESS"))){
const err12 = {instancePath:instancePath+"/requestedReason/type",schemaPath:"#/properties/requestedReason/properties/type/enum",keyword:"enum",params:{allowedValues: schema1.properties.requestedReason.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data4.detail !== undefined){
if(typeof data4.detail !== "string"){
const err13 = {instancePath:instancePath+"/requestedReason/detail",schemaPath:"#/properties/requestedReason/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err14 = {instancePath:instancePath+"/requestedReason",schemaPath:"#/properties/requestedReason/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.requestedLocations !== undefined){
let data7 = data.requestedLocations;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
for(const key3 in data7){
if(!((key3 === "principalOfficeCountry") || (key3 === "principalPhysicalLocationCountry"))){
const err15 = {instancePath:instancePath+"/requestedLocations",schemaPath:"#/properties/requestedLocations/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data7.principalOfficeCountry !== undefined){
if(typeof data7.principalOfficeCountry !== "string"){
const err16 = {instancePath:instancePath+"/requestedLocations/principalOfficeCountry",schemaPath:"#/properties/requestedLocations/properties/principalOfficeCountry/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data7.principalPhysicalLocationCountry !== undefined){
if(typeof data7.principalPhysicalLocationCountry !== "string"){
const err17 = {instancePath:instancePath+"/requestedLocations/principalPhysicalLocationCountry",schemaPath:"#/properties/requestedLocations/properties/principalPhysicalLocationCountry/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err18 = {instancePath:instancePath+"/requestedLocations",schemaPath:"#/properties/requestedLocations/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.requestTime !== undefined){
let data10 = data.requestTime;
if(typeof data10 === "string"){
if(!(formats0.validate.test(data10))){
const err19 = {instancePath:instancePath+"/requestTime",schemaPath:"#/properties/requestTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err20 = {instancePath:instancePath+"/requestTime",schemaPath:"#/properties/requestTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.requestedDuration !== undefined){
let data11 = data.requestedDuration;
if(typeof data11 === "string"){
if(!pattern0.test(data11)){
const err21 = {instancePath:instancePath+"/requestedDuration",schemaPath:"#/properties/requestedDuration/pattern",keyword:"pattern",params:{pattern: "^[0-9]+s$"},message:"must match pattern \""+"^[0-9]+s$"+"\""};
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
const err22 = {instancePath:instancePath+"/requestedDuration",schemaPath:"#/properties/requestedDuration/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.requestedExpiration !== undefined){
let data12 = data.requestedExpiration;
if(typeof data12 === "string"){
if(!(formats0.validate.test(data12))){
const err23 = {instancePath:instancePath+"/requestedExpiration",schemaPath:"#/properties/requestedExpiration/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err24 = {instancePath:instancePath+"/requestedExpiration",schemaPath:"#/properties/requestedExpiration/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.approve !== undefined){
let data13 = data.approve;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.approveTime === undefined){
const err25 = {instancePath:instancePath+"/approve",schemaPath:"#/properties/approve/required",keyword:"required",params:{missingProperty: "approveTime"},message:"must have required property '"+"approveTime"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data13.expireTime === undefined){
const err26 = {instancePath:instancePath+"/approve",schemaPath:"#/properties/approve/required",keyword:"required",params:{missingProperty: "expireTime"},message:"must have required property '"+"expireTime"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
for(const key4 in data13){
if(!((((key4 === "approveTime") || (key4 === "expireTime")) || (key4 === "invalidateTime")) || (key4 === "autoApproved"))){
const err27 = {instancePath:instancePath+"/approve",schemaPath:"#/properties/approve/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data13.approveTime !== undefined){
let data14 = data13.approveTime;
if(typeof data14 === "string"){
if(!(formats0.validate.test(data14))){
const err28 = {instancePath:instancePath+"/approve/approveTime",schemaPath:"#/properties/approve/properties/approveTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err29 = {instancePath:instancePath+"/approve/approveTime",schemaPath:"#/properties/approve/properties/approveTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data13.expireTime !== undefined){
let data15 = data13.expireTime;
if(typeof data15 === "string"){
if(!(formats0.validate.test(data15))){
const err30 = {instancePath:instancePath+"/approve/expireTime",schemaPath:"#/properties/approve/properties/expireTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/approve/expireTime",schemaPath:"#/properties/approve/properties/expireTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data13.invalidateTime !== undefined){
let data16 = data13.invalidateTime;
if(typeof data16 === "string"){
if(!(formats0.validate.test(data16))){
const err32 = {instancePath:instancePath+"/approve/invalidateTime",schemaPath:"#/properties/approve/properties/invalidateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/approve/invalidateTime",schemaPath:"#/properties/approve/properties/invalidateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data13.autoApproved !== undefined){
if(typeof data13.autoApproved !== "boolean"){
const err34 = {instancePath:instancePath+"/approve/autoApproved",schemaPath:"#/properties/approve/properties/autoApproved/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err35 = {instancePath:instancePath+"/approve",schemaPath:"#/properties/approve/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.dismiss !== undefined){
let data18 = data.dismiss;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.dismissTime === undefined){
const err36 = {instancePath:instancePath+"/dismiss",schemaPath:"#/properties/dismiss/required",keyword:"required",params:{missingProperty: "dismissTime"},message:"must have required property '"+"dismissTime"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data18.implicit === undefined){
const err37 = {instancePath:instancePath+"/dismiss",schemaPath:"#/properties/dismiss/required",keyword:"required",params:{missingProperty: "implicit"},message:"must have required property '"+"implicit"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
for(const key5 in data18){
if(!((key5 === "dismissTime") || (key5 === "implicit"))){
const err38 = {instancePath:instancePath+"/dismiss",schemaPath:"#/properties/dismiss/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data18.dismissTime !== undefined){
let data19 = data18.dismissTime;
if(typeof data19 === "string"){
if(!(formats0.validate.test(data19))){
const err39 = {instancePath:instancePath+"/dismiss/dismissTime",schemaPath:"#/properties/dismiss/properties/dismissTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err40 = {instancePath:instancePath+"/dismiss/dismissTime",schemaPath:"#/properties/dismiss/properties/dismissTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data18.implicit !== undefined){
if(typeof data18.implicit !== "boolean"){
const err41 = {instancePath:instancePath+"/dismiss/implicit",schemaPath:"#/properties/dismiss/properties/implicit/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath:instancePath+"/dismiss",schemaPath:"#/properties/dismiss/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
validate2.errors = vErrors;
return errors === 0;
}

exports.res_AccessApprovalSettings = validate3;
const schema4 = {"type":"object","additionalProperties":false,"properties":{"name":{"type":"string"},"notificationEmails":{"type":"array","maxItems":50,"items":{"type":"string","pattern":"^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"}},"enrolledServices":{"type":"array","items":{"$ref":"schema:EnrolledService"}},"enrolledAncestor":{"type":"boolean"},"ancestorsEnrolledServices":{"type":"array","items":{"$ref":"schema:EnrolledService"}}}};
const schema5 = {"type":"object","additionalProperties":false,"required":["cloudProduct"],"properties":{"cloudProduct":{"type":"string","minLength":1},"enrollmentLevel":{"type":"string","enum":["ENROLLMENT_LEVEL_UNSPECIFIED","BLOCK_ALL"]}}};
const pattern2 = new RegExp("^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$", "u");
const func2 = require("ajv/dist/runtime/ucs2length").default;

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!pattern2.test(data2)){
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
if(func2(data5) < 1){
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
const err11 = {instancePath:instancePath+"/enrolledServices/" + i1+"/enrollmentLevel",schemaPath:"schema:EnrolledService/properties/enrollmentLevel/enum",keyword:"enum",params:{allowedValues: schema5.properties.enrollmentLevel.enum},message:"must be equal to one of the allowed values"};
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
if(func2(data10) < 1){
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
const err20 = {instancePath:instancePath+"/ancestorsEnrolledServices/" + i2+"/enrollmentLevel",schemaPath:"schema:EnrolledService/properties/enrollmentLevel/enum",keyword:"enum",params:{allowedValues: schema5.properties.enrollmentLevel.enum},message:"must be equal to one of the allowed values"};
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
validate3.errors = vErrors;
return errors === 0;
}

exports.res_4 = validate4;
const schema7 = {"type":"object","additionalProperties":false};

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate4.errors = vErrors;
return errors === 0;
}
