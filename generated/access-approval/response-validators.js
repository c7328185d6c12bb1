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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "approvalRequests") || (key0 === "nextPageToken"))){
validate0.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.approvalRequests !== undefined){
let data0 = data.approvalRequests;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing0;
if(((((data1.name === undefined) && (missing0 = "name")) || ((data1.requestedResourceName === undefined) && (missing0 = "requestedResourceName"))) || ((data1.requestTime === undefined) && (missing0 = "requestTime"))) || ((data1.requestedExpiration === undefined) && (missing0 = "requestedExpiration"))){
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0,schemaPath:"schema:ApprovalRequest/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs7 = errors;
for(const key1 in data1){
if(!(func0.call(schema1.properties, key1))){
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0,schemaPath:"schema:ApprovalRequest/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs7 === errors){
if(data1.name !== undefined){
const _errs8 = errors;
if(typeof data1.name !== "string"){
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0+"/name",schemaPath:"schema:ApprovalRequest/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.requestedResourceName !== undefined){
const _errs10 = errors;
if(typeof data1.requestedResourceName !== "string"){
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0+"/requestedResourceName",schemaPath:"schema:ApprovalRequest/properties/requestedResourceName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.requestedResourceProperties !== undefined){
let data4 = data1.requestedResourceProperties;
const _errs12 = errors;
if(errors === _errs12){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
const _errs14 = errors;
for(const key2 in data4){
if(!(key2 === "excludesDescendants")){
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0+"/requestedResourceProperties",schemaPath:"schema:ApprovalRequest/properties/requestedResourceProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs14 === errors){
if(data4.excludesDescendants !== undefined){
if(typeof data4.excludesDescendants !== "boolean"){
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0+"/requestedResourceProperties/excludesDescendants",schemaPath:"schema:ApprovalRequest/properties/requestedResourceProperties/properties/excludesDescendants/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0+"/requestedResourceProperties",schemaPath:"schema:ApprovalRequest/properties/requestedResourceProperties/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.requestedReason !== undefined){
let data6 = data1.requestedReason;
const _errs17 = errors;
if(errors === _errs17){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
const _errs19 = errors;
for(const key3 in data6){
if(!((key3 === "type") || (key3 === "detail"))){
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0+"/requestedReason",schemaPath:"schema:ApprovalRequest/properties/requestedReason/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs19 === errors){
if(data6.type !== undefined){
let data7 = data6.type;
const _errs20 = errors;
if(typeof data7 !== "string"){
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0+"/requestedReason/type",schemaPath:"schema:ApprovalRequest/properties/requestedReason/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data7 === "TYPE_UNSPECIFIED") || (data7 === "CUSTOMER_INITIATED_SUPPORT")) || (data7 === "GOOGLE_INITIATED_SERVICE")) || (data7 === "GOOGLE_INITIATED_REVIEW")) || (data7 === "THIRD_PARTY_DATA_REQUEST")) || (data7 === "GOOGLE_RESPONSE_TO_PRODUCTION_ALERT")) || (data7 === "CLOUD_INITIATED_ACCESS"))){
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0+"/requestedReason/type",schemaPath:"schema:ApprovalRequest/properties/requestedReason/properties/type/enum",keyword:"enum",params:{allowedValues: schema1.properties.requestedReason.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid5 = _errs20 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data6.detail !== undefined){
const _errs22 = errors;
if(typeof data6.detail !== "string"){
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0+"/requestedReason/detail",schemaPath:"schema:ApprovalRequest/properties/requestedReason/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs22 === errors;
}
else {
var valid5 = true;
}
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0+"/requestedReason",schemaPath:"schema:ApprovalRequest/properties/requestedReason/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs17 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.requestedLocations !== undefined){
let data9 = data1.requestedLocations;
const _errs24 = errors;
if(errors === _errs24){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
const _errs26 = errors;
for(const key4 in data9){
if(!((key4 === "principalOfficeCountry") || (key4 === "principalPhysicalLocationCountry"))){
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0+"/requestedLocations",schemaPath:"schema:ApprovalRequest/properties/requestedLocations/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs26 === errors){
if(data9.principalOfficeCountry !== undefined){
const _errs27 = errors;
if(typeof data9.principalOfficeCountry !== "string"){
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0+"/requestedLocations/principalOfficeCountry",schemaPath:"schema:ApprovalRequest/properties/requestedLocations/properties/principalOfficeCountry/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs27 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data9.principalPhysicalLocationCountry !== undefined){
const _errs29 = errors;
if(typeof data9.principalPhysicalLocationCountry !== "string"){
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0+"/requestedLocations/principalPhysicalLocationCountry",schemaPath:"schema:ApprovalRequest/properties/requestedLocations/properties/principalPhysicalLocationCountry/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs29 === errors;
}
else {
var valid6 = true;
}
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0+"/requestedLocations",schemaPath:"schema:ApprovalRequest/properties/requestedLocations/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs24 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.requestTime !== undefined){
let data12 = data1.requestTime;
const _errs31 = errors;
if(errors === _errs31){
if(errors === _errs31){
if(typeof data12 === "string"){
if(!(formats0.validate.test(data12))){
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0+"/requestTime",schemaPath:"schema:ApprovalRequest/properties/requestTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0+"/requestTime",schemaPath:"schema:ApprovalRequest/properties/requestTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid3 = _errs31 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.requestedDuration !== undefined){
let data13 = data1.requestedDuration;
const _errs33 = errors;
if(errors === _errs33){
if(typeof data13 === "string"){
if(!pattern0.test(data13)){
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0+"/requestedDuration",schemaPath:"schema:ApprovalRequest/properties/requestedDuration/pattern",keyword:"pattern",params:{pattern: "^[0-9]+s$"},message:"must match pattern \""+"^[0-9]+s$"+"\""}];
return false;
}
}
else {
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0+"/requestedDuration",schemaPath:"schema:ApprovalRequest/properties/requestedDuration/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs33 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.requestedExpiration !== undefined){
let data14 = data1.requestedExpiration;
const _errs35 = errors;
if(errors === _errs35){
if(errors === _errs35){
if(typeof data14 === "string"){
if(!(formats0.validate.test(data14))){
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0+"/requestedExpiration",schemaPath:"schema:ApprovalRequest/properties/requestedExpiration/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0+"/requestedExpiration",schemaPath:"schema:ApprovalRequest/properties/requestedExpiration/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid3 = _errs35 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.approve !== undefined){
let data15 = data1.approve;
const _errs37 = errors;
if(errors === _errs37){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
let missing1;
if(((data15.approveTime === undefined) && (missing1 = "approveTime")) || ((data15.expireTime === undefined) && (missing1 = "expireTime"))){
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0+"/approve",schemaPath:"schema:ApprovalRequest/properties/approve/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs39 = errors;
for(const key5 in data15){
if(!((((key5 === "approveTime") || (key5 === "expireTime")) || (key5 === "invalidateTime")) || (key5 === "autoApproved"))){
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0+"/approve",schemaPath:"schema:ApprovalRequest/properties/approve/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs39 === errors){
if(data15.approveTime !== undefined){
let data16 = data15.approveTime;
const _errs40 = errors;
if(errors === _errs40){
if(errors === _errs40){
if(typeof data16 === "string"){
if(!(formats0.validate.test(data16))){
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0+"/approve/approveTime",schemaPath:"schema:ApprovalRequest/properties/approve/properties/approveTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0+"/approve/approveTime",schemaPath:"schema:ApprovalRequest/properties/approve/properties/approveTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid7 = _errs40 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data15.expireTime !== undefined){
let data17 = data15.expireTime;
const _errs42 = errors;
if(errors === _errs42){
if(errors === _errs42){
if(typeof data17 === "string"){
if(!(formats0.validate.test(data17))){
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0+"/approve/expireTime",schemaPath:"schema:ApprovalRequest/properties/approve/properties/expireTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0+"/approve/expireTime",schemaPath:"schema:ApprovalRequest/properties/approve/properties/expireTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid7 = _errs42 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data15.invalidateTime !== undefined){
let data18 = data15.invalidateTime;
const _errs44 = errors;
if(errors === _errs44){
if(errors === _errs44){
if(typeof data18 === "string"){
if(!(formats0.validate.test(data18))){
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0+"/approve/invalidateTime",schemaPath:"schema:ApprovalRequest/properties/approve/properties/invalidateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0+"/approve/invalidateTime",schemaPath:"schema:ApprovalRequest/properties/approve/properties/invalidateTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid7 = _errs44 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data15.autoApproved !== undefined){
const _errs46 = errors;
if(typeof data15.autoApproved !== "boolean"){
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0+"/approve/autoApproved",schemaPath:"schema:ApprovalRequest/properties/approve/properties/autoApproved/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid7 = _errs46 === errors;
}
else {
var valid7 = true;
}
}
}
}
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0+"/approve",schemaPath:"schema:ApprovalRequest/properties/approve/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs37 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.dismiss !== undefined){
let data20 = data1.dismiss;
const _errs48 = errors;
if(errors === _errs48){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
let missing2;
if(((data20.dismissTime === undefined) && (missing2 = "dismissTime")) || ((data20.implicit === undefined) && (missing2 = "implicit"))){
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0+"/dismiss",schemaPath:"schema:ApprovalRequest/properties/dismiss/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs50 = errors;
for(const key6 in data20){
if(!((key6 === "dismissTime") || (key6 === "implicit"))){
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0+"/dismiss",schemaPath:"schema:ApprovalRequest/properties/dismiss/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs50 === errors){
if(data20.dismissTime !== undefined){
let data21 = data20.dismissTime;
const _errs51 = errors;
if(errors === _errs51){
if(errors === _errs51){
if(typeof data21 === "string"){
if(!(formats0.validate.test(data21))){
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0+"/dismiss/dismissTime",schemaPath:"schema:ApprovalRequest/properties/dismiss/properties/dismissTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0+"/dismiss/dismissTime",schemaPath:"schema:ApprovalRequest/properties/dismiss/properties/dismissTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid8 = _errs51 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data20.implicit !== undefined){
const _errs53 = errors;
if(typeof data20.implicit !== "boolean"){
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0+"/dismiss/implicit",schemaPath:"schema:ApprovalRequest/properties/dismiss/properties/implicit/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid8 = _errs53 === errors;
}
else {
var valid8 = true;
}
}
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0+"/dismiss",schemaPath:"schema:ApprovalRequest/properties/dismiss/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs48 === errors;
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
}
}
}
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/approvalRequests/" + i0,schemaPath:"schema:ApprovalRequest/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate0.errors = [{instancePath:instancePath+"/approvalRequests",schemaPath:"#/properties/approvalRequests/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nextPageToken !== undefined){
const _errs55 = errors;
if(typeof data.nextPageToken !== "string"){
validate0.errors = [{instancePath:instancePath+"/nextPageToken",schemaPath:"#/properties/nextPageToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs55 === errors;
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

exports.res_Status = validate1;
const schema2 = {"type":"object","required":["error"],"properties":{"error":{"type":"object","required":["code","message","status"],"properties":{"code":{"type":"integer"},"message":{"type":"string"},"status":{"type":"string"},"details":{"type":"array","items":{"type":"object","required":["@type"],"properties":{"@type":{"type":"string"}}}}}}}};

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate1.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
let data0 = data.error;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if((((data0.code === undefined) && (missing1 = "code")) || ((data0.message === undefined) && (missing1 = "message"))) || ((data0.status === undefined) && (missing1 = "status"))){
validate1.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data0.code !== undefined){
let data1 = data0.code;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate1.errors = [{instancePath:instancePath+"/error/code",schemaPath:"#/properties/error/properties/code/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.message !== undefined){
const _errs5 = errors;
if(typeof data0.message !== "string"){
validate1.errors = [{instancePath:instancePath+"/error/message",schemaPath:"#/properties/error/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.status !== undefined){
const _errs7 = errors;
if(typeof data0.status !== "string"){
validate1.errors = [{instancePath:instancePath+"/error/status",schemaPath:"#/properties/error/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.details !== undefined){
let data4 = data0.details;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data4)){
var valid2 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
const _errs11 = errors;
if(errors === _errs11){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing2;
if((data5["@type"] === undefined) && (missing2 = "@type")){
validate1.errors = [{instancePath:instancePath+"/error/details/" + i0,schemaPath:"#/properties/error/properties/details/items/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data5["@type"] !== undefined){
if(typeof data5["@type"] !== "string"){
validate1.errors = [{instancePath:instancePath+"/error/details/" + i0+"/@type",schemaPath:"#/properties/error/properties/details/items/properties/%40type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/error/details/" + i0,schemaPath:"#/properties/error/properties/details/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate1.errors = [{instancePath:instancePath+"/error/details",schemaPath:"#/properties/error/properties/details/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
}
}
else {
validate1.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
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

exports.res_ApprovalRequest = validate2;

function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.name === undefined) && (missing0 = "name")) || ((data.requestedResourceName === undefined) && (missing0 = "requestedResourceName"))) || ((data.requestTime === undefined) && (missing0 = "requestTime"))) || ((data.requestedExpiration === undefined) && (missing0 = "requestedExpiration"))){
validate2.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func0.call(schema1.properties, key0))){
validate2.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.name !== undefined){
const _errs2 = errors;
if(typeof data.name !== "string"){
validate2.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requestedResourceName !== undefined){
const _errs4 = errors;
if(typeof data.requestedResourceName !== "string"){
validate2.errors = [{instancePath:instancePath+"/requestedResourceName",schemaPath:"#/properties/requestedResourceName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requestedResourceProperties !== undefined){
let data2 = data.requestedResourceProperties;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
const _errs8 = errors;
for(const key1 in data2){
if(!(key1 === "excludesDescendants")){
validate2.errors = [{instancePath:instancePath+"/requestedResourceProperties",schemaPath:"#/properties/requestedResourceProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs8 === errors){
if(data2.excludesDescendants !== undefined){
if(typeof data2.excludesDescendants !== "boolean"){
validate2.errors = [{instancePath:instancePath+"/requestedResourceProperties/excludesDescendants",schemaPath:"#/properties/requestedResourceProperties/properties/excludesDescendants/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/requestedResourceProperties",schemaPath:"#/properties/requestedResourceProperties/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requestedReason !== undefined){
let data4 = data.requestedReason;
const _errs11 = errors;
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
const _errs13 = errors;
for(const key2 in data4){
if(!((key2 === "type") || (key2 === "detail"))){
validate2.errors = [{instancePath:instancePath+"/requestedReason",schemaPath:"#/properties/requestedReason/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs13 === errors){
if(data4.type !== undefined){
let data5 = data4.type;
const _errs14 = errors;
if(typeof data5 !== "string"){
validate2.errors = [{instancePath:instancePath+"/requestedReason/type",schemaPath:"#/properties/requestedReason/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data5 === "TYPE_UNSPECIFIED") || (data5 === "CUSTOMER_INITIATED_SUPPORT")) || (data5 === "GOOGLE_INITIATED_SERVICE")) || (data5 === "GOOGLE_INITIATED_REVIEW")) || (data5 === "THIRD_PARTY_DATA_REQUEST")) || (data5 === "GOOGLE_RESPONSE_TO_PRODUCTION_ALERT")) || (data5 === "CLOUD_INITIATED_ACCESS"))){
validate2.errors = [{instancePath:instancePath+"/requestedReason/type",schemaPath:"#/properties/requestedReason/properties/type/enum",keyword:"enum",params:{allowedValues: schema1.properties.requestedReason.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs14 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.detail !== undefined){
const _errs16 = errors;
if(typeof data4.detail !== "string"){
validate2.errors = [{instancePath:instancePath+"/requestedReason/detail",schemaPath:"#/properties/requestedReason/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs16 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/requestedReason",schemaPath:"#/properties/requestedReason/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requestedLocations !== undefined){
let data7 = data.requestedLocations;
const _errs18 = errors;
if(errors === _errs18){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
const _errs20 = errors;
for(const key3 in data7){
if(!((key3 === "principalOfficeCountry") || (key3 === "principalPhysicalLocationCountry"))){
validate2.errors = [{instancePath:instancePath+"/requestedLocations",schemaPath:"#/properties/requestedLocations/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data7.principalOfficeCountry !== undefined){
const _errs21 = errors;
if(typeof data7.principalOfficeCountry !== "string"){
validate2.errors = [{instancePath:instancePath+"/requestedLocations/principalOfficeCountry",schemaPath:"#/properties/requestedLocations/properties/principalOfficeCountry/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs21 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.principalPhysicalLocationCountry !== undefined){
const _errs23 = errors;
if(typeof data7.principalPhysicalLocationCountry !== "string"){
validate2.errors = [{instancePath:instancePath+"/requestedLocations/principalPhysicalLocationCountry",schemaPath:"#/properties/requestedLocations/properties/principalPhysicalLocationCountry/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs23 === errors;
}
else {
var valid3 = true;
}
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/requestedLocations",schemaPath:"#/properties/requestedLocations/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requestTime !== undefined){
let data10 = data.requestTime;
const _errs25 = errors;
if(errors === _errs25){
if(errors === _errs25){
if(typeof data10 === "string"){
if(!(formats0.validate.test(data10))){
validate2.errors = [{instancePath:instancePath+"/requestTime",schemaPath:"#/properties/requestTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/requestTime",schemaPath:"#/properties/requestTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.requestedDuration !== undefined){
let data11 = data.requestedDuration;
const _errs27 = errors;
if(errors === _errs27){
if(typeof data11 === "string"){
if(!pattern0.test(data11)){
validate2.errors = [{instancePath:instancePath+"/requestedDuration",schemaPath:"#/properties/requestedDuration/pattern",keyword:"pattern",params:{pattern: "^[0-9]+s$"},message:"must match pattern \""+"^[0-9]+s$"+"\""}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/requestedDuration",schemaPath:"#/properties/requestedDuration/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requestedExpiration !== undefined){
let data12 = data.requestedExpiration;
const _errs29 = errors;
if(errors === _errs29){
if(errors === _errs29){
if(typeof data12 === "string"){
if(!(formats0.validate.test(data12))){
validate2.errors = [{instancePath:instancePath+"/requestedExpiration",schemaPath:"#/properties/requestedExpiration/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/requestedExpiration",schemaPath:"#/properties/requestedExpiration/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.approve !== undefined){
let data13 = data.approve;
const _errs31 = errors;
if(errors === _errs31){
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
let missing1;
if(((data13.approveTime === undefined) && (missing1 = "approveTime")) || ((data13.expireTime === undefined) && (missing1 = "expireTime"))){
validate2.errors = [{instancePath:instancePath+"/approve",schemaPath:"#/properties/approve/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs33 = errors;
for(const key4 in data13){
if(!((((key4 === "approveTime") || (key4 === "expireTime")) || (key4 === "invalidateTime")) || (key4 === "autoApproved"))){
validate2.errors = [{instancePath:instancePath+"/approve",schemaPath:"#/properties/approve/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs33 === errors){
if(data13.approveTime !== undefined){
let data14 = data13.approveTime;
const _errs34 = errors;
if(errors === _errs34){
if(errors === _errs34){
if(typeof data14 === "string"){
if(!(formats0.validate.test(data14))){
validate2.errors = [{instancePath:instancePath+"/approve/approveTime",schemaPath:"#/properties/approve/properties/approveTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/approve/approveTime",schemaPath:"#/properties/approve/properties/approveTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid4 = _errs34 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data13.expireTime !== undefined){
let data15 = data13.expireTime;
const _errs36 = errors;
if(errors === _errs36){
if(errors === _errs36){
if(typeof data15 === "string"){
if(!(formats0.validate.test(data15))){
validate2.errors = [{instancePath:instancePath+"/approve/expireTime",schemaPath:"#/properties/approve/properties/expireTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/approve/expireTime",schemaPath:"#/properties/approve/properties/expireTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid4 = _errs36 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data13.invalidateTime !== undefined){
let data16 = data13.invalidateTime;
const _errs38 = errors;
if(errors === _errs38){
if(errors === _errs38){
if(typeof data16 === "string"){
if(!(formats0.validate.test(data16))){
validate2.errors = [{instancePath:instancePath+"/approve/invalidateTime",schemaPath:"#/properties/approve/properties/invalidateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/approve/invalidateTime",schemaPath:"#/properties/approve/properties/invalidateTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid4 = _errs38 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data13.autoApproved !== undefined){
const _errs40 = errors;
if(typeof data13.autoApproved !== "boolean"){
validate2.errors = [{instancePath:instancePath+"/approve/autoApproved",schemaPath:"#/properties/approve/properties/autoApproved/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid4 = _errs40 === errors;
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
validate2.errors = [{instancePath:instancePath+"/approve",schemaPath:"#/properties/approve/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dismiss !== undefined){
let data18 = data.dismiss;
const _errs42 = errors;
if(errors === _errs42){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
let missing2;
if(((data18.dismissTime === undefined) && (missing2 = "dismissTime")) || ((data18.implicit === undefined) && (missing2 = "implicit"))){
validate2.errors = [{instancePath:instancePath+"/dismiss",schemaPath:"#/properties/dismiss/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs44 = errors;
for(const key5 in data18){
if(!((key5 === "dismissTime") || (key5 === "implicit"))){
validate2.errors = [{instancePath:instancePath+"/dismiss",schemaPath:"#/properties/dismiss/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs44 === errors){
if(data18.dismissTime !== undefined){
let data19 = data18.dismissTime;
const _errs45 = errors;
if(errors === _errs45){
if(errors === _errs45){
if(typeof data19 === "string"){
if(!(formats0.validate.test(data19))){
validate2.errors = [{instancePath:instancePath+"/dismiss/dismissTime",schemaPath:"#/properties/dismiss/properties/dismissTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/dismiss/dismissTime",schemaPath:"#/properties/dismiss/properties/dismissTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid5 = _errs45 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data18.implicit !== undefined){
const _errs47 = errors;
if(typeof data18.implicit !== "boolean"){
validate2.errors = [{instancePath:instancePath+"/dismiss/implicit",schemaPath:"#/properties/dismiss/properties/implicit/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid5 = _errs47 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/dismiss",schemaPath:"#/properties/dismiss/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs42 === errors;
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
else {
validate2.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "name") || (key0 === "notificationEmails")) || (key0 === "enrolledServices")) || (key0 === "enrolledAncestor")) || (key0 === "ancestorsEnrolledServices"))){
validate3.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.name !== undefined){
const _errs2 = errors;
if(typeof data.name !== "string"){
validate3.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate3.errors = [{instancePath:instancePath+"/notificationEmails",schemaPath:"#/properties/notificationEmails/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"}];
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
if(!pattern2.test(data2)){
validate3.errors = [{instancePath:instancePath+"/notificationEmails/" + i0,schemaPath:"#/properties/notificationEmails/items/pattern",keyword:"pattern",params:{pattern: "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"},message:"must match pattern \""+"^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"+"\""}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/notificationEmails/" + i0,schemaPath:"#/properties/notificationEmails/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate3.errors = [{instancePath:instancePath+"/notificationEmails",schemaPath:"#/properties/notificationEmails/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate3.errors = [{instancePath:instancePath+"/enrolledServices/" + i1,schemaPath:"schema:EnrolledService/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs13 = errors;
for(const key1 in data4){
if(!((key1 === "cloudProduct") || (key1 === "enrollmentLevel"))){
validate3.errors = [{instancePath:instancePath+"/enrolledServices/" + i1,schemaPath:"schema:EnrolledService/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
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
if(func2(data5) < 1){
validate3.errors = [{instancePath:instancePath+"/enrolledServices/" + i1+"/cloudProduct",schemaPath:"schema:EnrolledService/properties/cloudProduct/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/enrolledServices/" + i1+"/cloudProduct",schemaPath:"schema:EnrolledService/properties/cloudProduct/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate3.errors = [{instancePath:instancePath+"/enrolledServices/" + i1+"/enrollmentLevel",schemaPath:"schema:EnrolledService/properties/enrollmentLevel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data6 === "ENROLLMENT_LEVEL_UNSPECIFIED") || (data6 === "BLOCK_ALL"))){
validate3.errors = [{instancePath:instancePath+"/enrolledServices/" + i1+"/enrollmentLevel",schemaPath:"schema:EnrolledService/properties/enrollmentLevel/enum",keyword:"enum",params:{allowedValues: schema5.properties.enrollmentLevel.enum},message:"must be equal to one of the allowed values"}];
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
validate3.errors = [{instancePath:instancePath+"/enrolledServices/" + i1,schemaPath:"schema:EnrolledService/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate3.errors = [{instancePath:instancePath+"/enrolledServices",schemaPath:"#/properties/enrolledServices/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate3.errors = [{instancePath:instancePath+"/enrolledAncestor",schemaPath:"#/properties/enrolledAncestor/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate3.errors = [{instancePath:instancePath+"/ancestorsEnrolledServices/" + i2,schemaPath:"schema:EnrolledService/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs25 = errors;
for(const key2 in data9){
if(!((key2 === "cloudProduct") || (key2 === "enrollmentLevel"))){
validate3.errors = [{instancePath:instancePath+"/ancestorsEnrolledServices/" + i2,schemaPath:"schema:EnrolledService/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
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
if(func2(data10) < 1){
validate3.errors = [{instancePath:instancePath+"/ancestorsEnrolledServices/" + i2+"/cloudProduct",schemaPath:"schema:EnrolledService/properties/cloudProduct/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/ancestorsEnrolledServices/" + i2+"/cloudProduct",schemaPath:"schema:EnrolledService/properties/cloudProduct/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate3.errors = [{instancePath:instancePath+"/ancestorsEnrolledServices/" + i2+"/enrollmentLevel",schemaPath:"schema:EnrolledService/properties/enrollmentLevel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data11 === "ENROLLMENT_LEVEL_UNSPECIFIED") || (data11 === "BLOCK_ALL"))){
validate3.errors = [{instancePath:instancePath+"/ancestorsEnrolledServices/" + i2+"/enrollmentLevel",schemaPath:"schema:EnrolledService/properties/enrollmentLevel/enum",keyword:"enum",params:{allowedValues: schema5.properties.enrollmentLevel.enum},message:"must be equal to one of the allowed values"}];
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
validate3.errors = [{instancePath:instancePath+"/ancestorsEnrolledServices/" + i2,schemaPath:"schema:EnrolledService/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate3.errors = [{instancePath:instancePath+"/ancestorsEnrolledServices",schemaPath:"#/properties/ancestorsEnrolledServices/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate3.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate3.errors = vErrors;
return errors === 0;
}

exports.res_4 = validate4;
const schema7 = {"type":"object","additionalProperties":false};

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
validate4.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
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
