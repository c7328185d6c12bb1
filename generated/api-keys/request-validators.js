// generated from specs/api-keys.yaml — do not edit; run `make generate`
"use strict";
exports.req_0 = validate0;
const schema0 = {"type":"object","properties":{"query":{"type":"object","properties":{"pageSize":{"type":"integer","format":"int32","minimum":0,"maximum":300},"pageToken":{"type":"string"},"showDeleted":{"type":"boolean"}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"project":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,62}$"},"location":{"type":"string","enum":["global"]}},"required":["project","location"]}}};
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
if(data0.pageSize !== undefined){
let data1 = data0.pageSize;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate0.errors = [{instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 300 || isNaN(data1)){
validate0.errors = [{instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 300},message:"must be <= 300"}];
return false;
}
else {
if(data1 < 0 || isNaN(data1)){
validate0.errors = [{instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats0.validate(data1))){
validate0.errors = [{instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""}];
return false;
}
}
}
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.pageToken !== undefined){
const _errs5 = errors;
if(typeof data0.pageToken !== "string"){
validate0.errors = [{instancePath:instancePath+"/query/pageToken",schemaPath:"#/properties/query/properties/pageToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.showDeleted !== undefined){
const _errs7 = errors;
if(typeof data0.showDeleted !== "boolean"){
validate0.errors = [{instancePath:instancePath+"/query/showDeleted",schemaPath:"#/properties/query/properties/showDeleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
if(((data5.project === undefined) && (missing0 = "project")) || ((data5.location === undefined) && (missing0 = "location"))){
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
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.location !== undefined){
let data7 = data5.location;
const _errs15 = errors;
if(typeof data7 !== "string"){
validate0.errors = [{instancePath:instancePath+"/params/location",schemaPath:"#/properties/params/properties/location/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data7 === "global")){
validate0.errors = [{instancePath:instancePath+"/params/location",schemaPath:"#/properties/params/properties/location/enum",keyword:"enum",params:{allowedValues: schema0.properties.params.properties.location.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
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
const schema1 = {"type":"object","properties":{"query":{"type":"object","properties":{"keyId":{"type":"string","maxLength":63,"pattern":"^[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"project":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,62}$"},"location":{"type":"string","enum":["global"]}},"required":["project","location"]}}};
const func0 = require("ajv/dist/runtime/ucs2length").default;
const pattern1 = new RegExp("^[a-z]([a-z0-9-]{0,61}[a-z0-9])?$", "u");

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.keyId !== undefined){
let data1 = data0.keyId;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 63){
validate1.errors = [{instancePath:instancePath+"/query/keyId",schemaPath:"#/properties/query/properties/keyId/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"}];
return false;
}
else {
if(!pattern1.test(data1)){
validate1.errors = [{instancePath:instancePath+"/query/keyId",schemaPath:"#/properties/query/properties/keyId/pattern",keyword:"pattern",params:{pattern: "^[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"},message:"must match pattern \""+"^[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"+"\""}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/query/keyId",schemaPath:"#/properties/query/properties/keyId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
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
let data2 = data.headers;
const _errs5 = errors;
if(errors === _errs5){
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
validate1.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(((data3.project === undefined) && (missing0 = "project")) || ((data3.location === undefined) && (missing0 = "location"))){
validate1.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data3.project !== undefined){
let data4 = data3.project;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
validate1.errors = [{instancePath:instancePath+"/params/project",schemaPath:"#/properties/params/properties/project/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/params/project",schemaPath:"#/properties/params/properties/project/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.location !== undefined){
let data5 = data3.location;
const _errs11 = errors;
if(typeof data5 !== "string"){
validate1.errors = [{instancePath:instancePath+"/params/location",schemaPath:"#/properties/params/properties/location/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data5 === "global")){
validate1.errors = [{instancePath:instancePath+"/params/location",schemaPath:"#/properties/params/properties/location/enum",keyword:"enum",params:{allowedValues: schema1.properties.params.properties.location.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate1.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate1.errors = vErrors;
return errors === 0;
}

exports.req_Key = validate2;
const schema2 = {"type":"object","properties":{"name":{"type":"string"},"uid":{"type":"string","format":"uuid"},"displayName":{"type":"string","maxLength":63},"keyString":{"type":"string"},"createTime":{"type":"string","format":"date-time"},"updateTime":{"type":"string","format":"date-time"},"deleteTime":{"type":"string","format":"date-time"},"annotations":{"type":"object","additionalProperties":{"type":"string"}},"restrictions":{"$ref":"schema:Restrictions"},"etag":{"type":"string"}}};
const schema3 = {"type":"object","additionalProperties":false,"not":{"anyOf":[{"required":["browserKeyRestrictions","serverKeyRestrictions"]},{"required":["browserKeyRestrictions","androidKeyRestrictions"]},{"required":["browserKeyRestrictions","iosKeyRestrictions"]},{"required":["serverKeyRestrictions","androidKeyRestrictions"]},{"required":["serverKeyRestrictions","iosKeyRestrictions"]},{"required":["androidKeyRestrictions","iosKeyRestrictions"]}]},"properties":{"browserKeyRestrictions":{"type":"object","additionalProperties":false,"properties":{"allowedReferrers":{"type":"array","items":{"type":"string"}}}},"serverKeyRestrictions":{"type":"object","additionalProperties":false,"properties":{"allowedIps":{"type":"array","items":{"type":"string"}}}},"androidKeyRestrictions":{"type":"object","additionalProperties":false,"properties":{"allowedApplications":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"sha1Fingerprint":{"type":"string"},"packageName":{"type":"string"}}}}}},"iosKeyRestrictions":{"type":"object","additionalProperties":false,"properties":{"allowedBundleIds":{"type":"array","items":{"type":"string"}}}},"apiTargets":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["service"],"properties":{"service":{"type":"string"},"methods":{"type":"array","items":{"type":"string"}}}}}}};
const formats2 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const formats4 = require("../formats")["date-time"];

function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name !== undefined){
const _errs1 = errors;
if(typeof data.name !== "string"){
validate2.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uid !== undefined){
let data1 = data.uid;
const _errs3 = errors;
if(errors === _errs3){
if(errors === _errs3){
if(typeof data1 === "string"){
if(!(formats2.test(data1))){
validate2.errors = [{instancePath:instancePath+"/uid",schemaPath:"#/properties/uid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/uid",schemaPath:"#/properties/uid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.displayName !== undefined){
let data2 = data.displayName;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 63){
validate2.errors = [{instancePath:instancePath+"/displayName",schemaPath:"#/properties/displayName/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/displayName",schemaPath:"#/properties/displayName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.keyString !== undefined){
const _errs7 = errors;
if(typeof data.keyString !== "string"){
validate2.errors = [{instancePath:instancePath+"/keyString",schemaPath:"#/properties/keyString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createTime !== undefined){
let data4 = data.createTime;
const _errs9 = errors;
if(errors === _errs9){
if(errors === _errs9){
if(typeof data4 === "string"){
if(!(formats4.validate.test(data4))){
validate2.errors = [{instancePath:instancePath+"/createTime",schemaPath:"#/properties/createTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/createTime",schemaPath:"#/properties/createTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.updateTime !== undefined){
let data5 = data.updateTime;
const _errs11 = errors;
if(errors === _errs11){
if(errors === _errs11){
if(typeof data5 === "string"){
if(!(formats4.validate.test(data5))){
validate2.errors = [{instancePath:instancePath+"/updateTime",schemaPath:"#/properties/updateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/updateTime",schemaPath:"#/properties/updateTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.deleteTime !== undefined){
let data6 = data.deleteTime;
const _errs13 = errors;
if(errors === _errs13){
if(errors === _errs13){
if(typeof data6 === "string"){
if(!(formats4.validate.test(data6))){
validate2.errors = [{instancePath:instancePath+"/deleteTime",schemaPath:"#/properties/deleteTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/deleteTime",schemaPath:"#/properties/deleteTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.annotations !== undefined){
let data7 = data.annotations;
const _errs15 = errors;
if(errors === _errs15){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
for(const key0 in data7){
const _errs18 = errors;
if(typeof data7[key0] !== "string"){
validate2.errors = [{instancePath:instancePath+"/annotations/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/annotations/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs18 === errors;
if(!valid1){
break;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/annotations",schemaPath:"#/properties/annotations/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.restrictions !== undefined){
let data9 = data.restrictions;
const _errs20 = errors;
const _errs21 = errors;
const _errs23 = errors;
const _errs24 = errors;
const _errs25 = errors;
let valid4 = false;
const _errs26 = errors;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing0;
if(((data9.browserKeyRestrictions === undefined) && (missing0 = "browserKeyRestrictions")) || ((data9.serverKeyRestrictions === undefined) && (missing0 = "serverKeyRestrictions"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs26 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const _errs27 = errors;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing1;
if(((data9.browserKeyRestrictions === undefined) && (missing1 = "browserKeyRestrictions")) || ((data9.androidKeyRestrictions === undefined) && (missing1 = "androidKeyRestrictions"))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs27 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const _errs28 = errors;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing2;
if(((data9.browserKeyRestrictions === undefined) && (missing2 = "browserKeyRestrictions")) || ((data9.iosKeyRestrictions === undefined) && (missing2 = "iosKeyRestrictions"))){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs28 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const _errs29 = errors;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing3;
if(((data9.serverKeyRestrictions === undefined) && (missing3 = "serverKeyRestrictions")) || ((data9.androidKeyRestrictions === undefined) && (missing3 = "androidKeyRestrictions"))){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs29 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const _errs30 = errors;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing4;
if(((data9.serverKeyRestrictions === undefined) && (missing4 = "serverKeyRestrictions")) || ((data9.iosKeyRestrictions === undefined) && (missing4 = "iosKeyRestrictions"))){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid0 = _errs30 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const _errs31 = errors;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing5;
if(((data9.androidKeyRestrictions === undefined) && (missing5 = "androidKeyRestrictions")) || ((data9.iosKeyRestrictions === undefined) && (missing5 = "iosKeyRestrictions"))){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid0 = _errs31 === errors;
valid4 = valid4 || _valid0;
}
}
}
}
}
if(!valid4){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
}
var valid3 = _errs24 === errors;
if(valid3){
validate2.errors = [{instancePath:instancePath+"/restrictions",schemaPath:"schema:Restrictions/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs23;
if(vErrors !== null){
if(_errs23){
vErrors.length = _errs23;
}
else {
vErrors = null;
}
}
}
if(errors === _errs21){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
const _errs32 = errors;
for(const key1 in data9){
if(!(((((key1 === "browserKeyRestrictions") || (key1 === "serverKeyRestrictions")) || (key1 === "androidKeyRestrictions")) || (key1 === "iosKeyRestrictions")) || (key1 === "apiTargets"))){
validate2.errors = [{instancePath:instancePath+"/restrictions",schemaPath:"schema:Restrictions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs32 === errors){
if(data9.browserKeyRestrictions !== undefined){
let data10 = data9.browserKeyRestrictions;
const _errs33 = errors;
if(errors === _errs33){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
const _errs35 = errors;
for(const key2 in data10){
if(!(key2 === "allowedReferrers")){
validate2.errors = [{instancePath:instancePath+"/restrictions/browserKeyRestrictions",schemaPath:"schema:Restrictions/properties/browserKeyRestrictions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs35 === errors){
if(data10.allowedReferrers !== undefined){
let data11 = data10.allowedReferrers;
const _errs36 = errors;
if(errors === _errs36){
if(Array.isArray(data11)){
var valid7 = true;
const len0 = data11.length;
for(let i0=0; i0<len0; i0++){
const _errs38 = errors;
if(typeof data11[i0] !== "string"){
validate2.errors = [{instancePath:instancePath+"/restrictions/browserKeyRestrictions/allowedReferrers/" + i0,schemaPath:"schema:Restrictions/properties/browserKeyRestrictions/properties/allowedReferrers/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs38 === errors;
if(!valid7){
break;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/restrictions/browserKeyRestrictions/allowedReferrers",schemaPath:"schema:Restrictions/properties/browserKeyRestrictions/properties/allowedReferrers/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/restrictions/browserKeyRestrictions",schemaPath:"schema:Restrictions/properties/browserKeyRestrictions/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs33 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data9.serverKeyRestrictions !== undefined){
let data13 = data9.serverKeyRestrictions;
const _errs40 = errors;
if(errors === _errs40){
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
const _errs42 = errors;
for(const key3 in data13){
if(!(key3 === "allowedIps")){
validate2.errors = [{instancePath:instancePath+"/restrictions/serverKeyRestrictions",schemaPath:"schema:Restrictions/properties/serverKeyRestrictions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs42 === errors){
if(data13.allowedIps !== undefined){
let data14 = data13.allowedIps;
const _errs43 = errors;
if(errors === _errs43){
if(Array.isArray(data14)){
var valid9 = true;
const len1 = data14.length;
for(let i1=0; i1<len1; i1++){
const _errs45 = errors;
if(typeof data14[i1] !== "string"){
validate2.errors = [{instancePath:instancePath+"/restrictions/serverKeyRestrictions/allowedIps/" + i1,schemaPath:"schema:Restrictions/properties/serverKeyRestrictions/properties/allowedIps/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs45 === errors;
if(!valid9){
break;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/restrictions/serverKeyRestrictions/allowedIps",schemaPath:"schema:Restrictions/properties/serverKeyRestrictions/properties/allowedIps/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/restrictions/serverKeyRestrictions",schemaPath:"schema:Restrictions/properties/serverKeyRestrictions/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs40 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data9.androidKeyRestrictions !== undefined){
let data16 = data9.androidKeyRestrictions;
const _errs47 = errors;
if(errors === _errs47){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
const _errs49 = errors;
for(const key4 in data16){
if(!(key4 === "allowedApplications")){
validate2.errors = [{instancePath:instancePath+"/restrictions/androidKeyRestrictions",schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs49 === errors){
if(data16.allowedApplications !== undefined){
let data17 = data16.allowedApplications;
const _errs50 = errors;
if(errors === _errs50){
if(Array.isArray(data17)){
var valid11 = true;
const len2 = data17.length;
for(let i2=0; i2<len2; i2++){
let data18 = data17[i2];
const _errs52 = errors;
if(errors === _errs52){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
const _errs54 = errors;
for(const key5 in data18){
if(!((key5 === "sha1Fingerprint") || (key5 === "packageName"))){
validate2.errors = [{instancePath:instancePath+"/restrictions/androidKeyRestrictions/allowedApplications/" + i2,schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/properties/allowedApplications/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs54 === errors){
if(data18.sha1Fingerprint !== undefined){
const _errs55 = errors;
if(typeof data18.sha1Fingerprint !== "string"){
validate2.errors = [{instancePath:instancePath+"/restrictions/androidKeyRestrictions/allowedApplications/" + i2+"/sha1Fingerprint",schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/properties/allowedApplications/items/properties/sha1Fingerprint/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid12 = _errs55 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data18.packageName !== undefined){
const _errs57 = errors;
if(typeof data18.packageName !== "string"){
validate2.errors = [{instancePath:instancePath+"/restrictions/androidKeyRestrictions/allowedApplications/" + i2+"/packageName",schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/properties/allowedApplications/items/properties/packageName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid12 = _errs57 === errors;
}
else {
var valid12 = true;
}
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/restrictions/androidKeyRestrictions/allowedApplications/" + i2,schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/properties/allowedApplications/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid11 = _errs52 === errors;
if(!valid11){
break;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/restrictions/androidKeyRestrictions/allowedApplications",schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/properties/allowedApplications/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/restrictions/androidKeyRestrictions",schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs47 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data9.iosKeyRestrictions !== undefined){
let data21 = data9.iosKeyRestrictions;
const _errs59 = errors;
if(errors === _errs59){
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
const _errs61 = errors;
for(const key6 in data21){
if(!(key6 === "allowedBundleIds")){
validate2.errors = [{instancePath:instancePath+"/restrictions/iosKeyRestrictions",schemaPath:"schema:Restrictions/properties/iosKeyRestrictions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs61 === errors){
if(data21.allowedBundleIds !== undefined){
let data22 = data21.allowedBundleIds;
const _errs62 = errors;
if(errors === _errs62){
if(Array.isArray(data22)){
var valid14 = true;
const len3 = data22.length;
for(let i3=0; i3<len3; i3++){
const _errs64 = errors;
if(typeof data22[i3] !== "string"){
validate2.errors = [{instancePath:instancePath+"/restrictions/iosKeyRestrictions/allowedBundleIds/" + i3,schemaPath:"schema:Restrictions/properties/iosKeyRestrictions/properties/allowedBundleIds/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid14 = _errs64 === errors;
if(!valid14){
break;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/restrictions/iosKeyRestrictions/allowedBundleIds",schemaPath:"schema:Restrictions/properties/iosKeyRestrictions/properties/allowedBundleIds/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/restrictions/iosKeyRestrictions",schemaPath:"schema:Restrictions/properties/iosKeyRestrictions/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs59 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data9.apiTargets !== undefined){
let data24 = data9.apiTargets;
const _errs66 = errors;
if(errors === _errs66){
if(Array.isArray(data24)){
var valid15 = true;
const len4 = data24.length;
for(let i4=0; i4<len4; i4++){
let data25 = data24[i4];
const _errs68 = errors;
if(errors === _errs68){
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
let missing6;
if((data25.service === undefined) && (missing6 = "service")){
validate2.errors = [{instancePath:instancePath+"/restrictions/apiTargets/" + i4,schemaPath:"schema:Restrictions/properties/apiTargets/items/required",keyword:"required",params:{missingProperty: missing6},message:"must have required property '"+missing6+"'"}];
return false;
}
else {
const _errs70 = errors;
for(const key7 in data25){
if(!((key7 === "service") || (key7 === "methods"))){
validate2.errors = [{instancePath:instancePath+"/restrictions/apiTargets/" + i4,schemaPath:"schema:Restrictions/properties/apiTargets/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs70 === errors){
if(data25.service !== undefined){
const _errs71 = errors;
if(typeof data25.service !== "string"){
validate2.errors = [{instancePath:instancePath+"/restrictions/apiTargets/" + i4+"/service",schemaPath:"schema:Restrictions/properties/apiTargets/items/properties/service/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid16 = _errs71 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data25.methods !== undefined){
let data27 = data25.methods;
const _errs73 = errors;
if(errors === _errs73){
if(Array.isArray(data27)){
var valid17 = true;
const len5 = data27.length;
for(let i5=0; i5<len5; i5++){
const _errs75 = errors;
if(typeof data27[i5] !== "string"){
validate2.errors = [{instancePath:instancePath+"/restrictions/apiTargets/" + i4+"/methods/" + i5,schemaPath:"schema:Restrictions/properties/apiTargets/items/properties/methods/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid17 = _errs75 === errors;
if(!valid17){
break;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/restrictions/apiTargets/" + i4+"/methods",schemaPath:"schema:Restrictions/properties/apiTargets/items/properties/methods/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid16 = _errs73 === errors;
}
else {
var valid16 = true;
}
}
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/restrictions/apiTargets/" + i4,schemaPath:"schema:Restrictions/properties/apiTargets/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid15 = _errs68 === errors;
if(!valid15){
break;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/restrictions/apiTargets",schemaPath:"schema:Restrictions/properties/apiTargets/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid5 = _errs66 === errors;
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
validate2.errors = [{instancePath:instancePath+"/restrictions",schemaPath:"schema:Restrictions/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.etag !== undefined){
const _errs77 = errors;
if(typeof data.etag !== "string"){
validate2.errors = [{instancePath:instancePath+"/etag",schemaPath:"#/properties/etag/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs77 === errors;
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

exports.req_3 = validate3;
const schema4 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"project":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,62}$"},"location":{"type":"string","enum":["global"]},"key":{"type":"string","minLength":1,"maxLength":63}},"required":["project","location","key"]}}};

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
validate3.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate3.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if((((data2.project === undefined) && (missing0 = "project")) || ((data2.location === undefined) && (missing0 = "location"))) || ((data2.key === undefined) && (missing0 = "key"))){
validate3.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data2.project !== undefined){
let data3 = data2.project;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
validate3.errors = [{instancePath:instancePath+"/params/project",schemaPath:"#/properties/params/properties/project/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/params/project",schemaPath:"#/properties/params/properties/project/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.location !== undefined){
let data4 = data2.location;
const _errs9 = errors;
if(typeof data4 !== "string"){
validate3.errors = [{instancePath:instancePath+"/params/location",schemaPath:"#/properties/params/properties/location/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data4 === "global")){
validate3.errors = [{instancePath:instancePath+"/params/location",schemaPath:"#/properties/params/properties/location/enum",keyword:"enum",params:{allowedValues: schema4.properties.params.properties.location.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.key !== undefined){
let data5 = data2.key;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data5 === "string"){
if(func0(data5) > 63){
validate3.errors = [{instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"}];
return false;
}
else {
if(func0(data5) < 1){
validate3.errors = [{instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate3.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate3.errors = vErrors;
return errors === 0;
}

exports.req_4 = validate4;
const schema5 = {"type":"object","properties":{"query":{"type":"object","properties":{"etag":{"type":"string"}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"project":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,62}$"},"location":{"type":"string","enum":["global"]},"key":{"type":"string","minLength":1,"maxLength":63}},"required":["project","location","key"]}}};

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.etag !== undefined){
if(typeof data0.etag !== "string"){
validate4.errors = [{instancePath:instancePath+"/query/etag",schemaPath:"#/properties/query/properties/etag/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
else {
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
let data2 = data.headers;
const _errs5 = errors;
if(errors === _errs5){
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
validate4.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if((((data3.project === undefined) && (missing0 = "project")) || ((data3.location === undefined) && (missing0 = "location"))) || ((data3.key === undefined) && (missing0 = "key"))){
validate4.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data3.project !== undefined){
let data4 = data3.project;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
validate4.errors = [{instancePath:instancePath+"/params/project",schemaPath:"#/properties/params/properties/project/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""}];
return false;
}
}
else {
validate4.errors = [{instancePath:instancePath+"/params/project",schemaPath:"#/properties/params/properties/project/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.location !== undefined){
let data5 = data3.location;
const _errs11 = errors;
if(typeof data5 !== "string"){
validate4.errors = [{instancePath:instancePath+"/params/location",schemaPath:"#/properties/params/properties/location/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data5 === "global")){
validate4.errors = [{instancePath:instancePath+"/params/location",schemaPath:"#/properties/params/properties/location/enum",keyword:"enum",params:{allowedValues: schema5.properties.params.properties.location.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.key !== undefined){
let data6 = data3.key;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data6 === "string"){
if(func0(data6) > 63){
validate4.errors = [{instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"}];
return false;
}
else {
if(func0(data6) < 1){
validate4.errors = [{instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate4.errors = [{instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
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
var valid0 = _errs7 === errors;
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
const schema6 = {"type":"object","properties":{"query":{"type":"object","properties":{"updateMask":{"type":"string","pattern":"^\\s*((\\*|displayName|display_name|restrictions|annotations)\\s*(,\\s*(\\*|displayName|display_name|restrictions|annotations)\\s*)*)?$"}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"project":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,62}$"},"location":{"type":"string","enum":["global"]},"key":{"type":"string","minLength":1,"maxLength":63}},"required":["project","location","key"]}}};
const pattern5 = new RegExp("^\\s*((\\*|displayName|display_name|restrictions|annotations)\\s*(,\\s*(\\*|displayName|display_name|restrictions|annotations)\\s*)*)?$", "u");

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
if(!pattern5.test(data1)){
validate5.errors = [{instancePath:instancePath+"/query/updateMask",schemaPath:"#/properties/query/properties/updateMask/pattern",keyword:"pattern",params:{pattern: "^\\s*((\\*|displayName|display_name|restrictions|annotations)\\s*(,\\s*(\\*|displayName|display_name|restrictions|annotations)\\s*)*)?$"},message:"must match pattern \""+"^\\s*((\\*|displayName|display_name|restrictions|annotations)\\s*(,\\s*(\\*|displayName|display_name|restrictions|annotations)\\s*)*)?$"+"\""}];
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
if((((data3.project === undefined) && (missing0 = "project")) || ((data3.location === undefined) && (missing0 = "location"))) || ((data3.key === undefined) && (missing0 = "key"))){
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
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.location !== undefined){
let data5 = data3.location;
const _errs11 = errors;
if(typeof data5 !== "string"){
validate5.errors = [{instancePath:instancePath+"/params/location",schemaPath:"#/properties/params/properties/location/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data5 === "global")){
validate5.errors = [{instancePath:instancePath+"/params/location",schemaPath:"#/properties/params/properties/location/enum",keyword:"enum",params:{allowedValues: schema6.properties.params.properties.location.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.key !== undefined){
let data6 = data3.key;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data6 === "string"){
if(func0(data6) > 63){
validate5.errors = [{instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"}];
return false;
}
else {
if(func0(data6) < 1){
validate5.errors = [{instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
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

exports.req_KeyPatch = validate6;
const schema7 = {"type":"object","additionalProperties":false,"properties":{"displayName":{"type":"string","maxLength":63},"display_name":{"type":"string","maxLength":63},"annotations":{"type":"object","additionalProperties":{"type":"string"}},"restrictions":{"$ref":"schema:Restrictions"},"name":{"type":"string"},"uid":{"type":"string"},"keyString":{"type":"string"},"key_string":{"type":"string"},"createTime":{"type":"string"},"create_time":{"type":"string"},"updateTime":{"type":"string"},"update_time":{"type":"string"},"deleteTime":{"type":"string"},"delete_time":{"type":"string"},"etag":{"type":"string"}}};
const func8 = Object.prototype.hasOwnProperty;

function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(func8.call(schema7.properties, key0))){
validate6.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.displayName !== undefined){
let data0 = data.displayName;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func0(data0) > 63){
validate6.errors = [{instancePath:instancePath+"/displayName",schemaPath:"#/properties/displayName/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"}];
return false;
}
}
else {
validate6.errors = [{instancePath:instancePath+"/displayName",schemaPath:"#/properties/displayName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.display_name !== undefined){
let data1 = data.display_name;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func0(data1) > 63){
validate6.errors = [{instancePath:instancePath+"/display_name",schemaPath:"#/properties/display_name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"}];
return false;
}
}
else {
validate6.errors = [{instancePath:instancePath+"/display_name",schemaPath:"#/properties/display_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.annotations !== undefined){
let data2 = data.annotations;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
const _errs9 = errors;
if(typeof data2[key1] !== "string"){
validate6.errors = [{instancePath:instancePath+"/annotations/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/annotations/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/annotations",schemaPath:"#/properties/annotations/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.restrictions !== undefined){
let data4 = data.restrictions;
const _errs11 = errors;
const _errs12 = errors;
const _errs14 = errors;
const _errs15 = errors;
const _errs16 = errors;
let valid4 = false;
const _errs17 = errors;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing0;
if(((data4.browserKeyRestrictions === undefined) && (missing0 = "browserKeyRestrictions")) || ((data4.serverKeyRestrictions === undefined) && (missing0 = "serverKeyRestrictions"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs17 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const _errs18 = errors;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing1;
if(((data4.browserKeyRestrictions === undefined) && (missing1 = "browserKeyRestrictions")) || ((data4.androidKeyRestrictions === undefined) && (missing1 = "androidKeyRestrictions"))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs18 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const _errs19 = errors;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing2;
if(((data4.browserKeyRestrictions === undefined) && (missing2 = "browserKeyRestrictions")) || ((data4.iosKeyRestrictions === undefined) && (missing2 = "iosKeyRestrictions"))){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs19 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const _errs20 = errors;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing3;
if(((data4.serverKeyRestrictions === undefined) && (missing3 = "serverKeyRestrictions")) || ((data4.androidKeyRestrictions === undefined) && (missing3 = "androidKeyRestrictions"))){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs20 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const _errs21 = errors;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing4;
if(((data4.serverKeyRestrictions === undefined) && (missing4 = "serverKeyRestrictions")) || ((data4.iosKeyRestrictions === undefined) && (missing4 = "iosKeyRestrictions"))){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid0 = _errs21 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const _errs22 = errors;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing5;
if(((data4.androidKeyRestrictions === undefined) && (missing5 = "androidKeyRestrictions")) || ((data4.iosKeyRestrictions === undefined) && (missing5 = "iosKeyRestrictions"))){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid0 = _errs22 === errors;
valid4 = valid4 || _valid0;
}
}
}
}
}
if(!valid4){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
var valid3 = _errs15 === errors;
if(valid3){
validate6.errors = [{instancePath:instancePath+"/restrictions",schemaPath:"schema:Restrictions/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
if(errors === _errs12){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
const _errs23 = errors;
for(const key2 in data4){
if(!(((((key2 === "browserKeyRestrictions") || (key2 === "serverKeyRestrictions")) || (key2 === "androidKeyRestrictions")) || (key2 === "iosKeyRestrictions")) || (key2 === "apiTargets"))){
validate6.errors = [{instancePath:instancePath+"/restrictions",schemaPath:"schema:Restrictions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs23 === errors){
if(data4.browserKeyRestrictions !== undefined){
let data5 = data4.browserKeyRestrictions;
const _errs24 = errors;
if(errors === _errs24){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
const _errs26 = errors;
for(const key3 in data5){
if(!(key3 === "allowedReferrers")){
validate6.errors = [{instancePath:instancePath+"/restrictions/browserKeyRestrictions",schemaPath:"schema:Restrictions/properties/browserKeyRestrictions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs26 === errors){
if(data5.allowedReferrers !== undefined){
let data6 = data5.allowedReferrers;
const _errs27 = errors;
if(errors === _errs27){
if(Array.isArray(data6)){
var valid7 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
const _errs29 = errors;
if(typeof data6[i0] !== "string"){
validate6.errors = [{instancePath:instancePath+"/restrictions/browserKeyRestrictions/allowedReferrers/" + i0,schemaPath:"schema:Restrictions/properties/browserKeyRestrictions/properties/allowedReferrers/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs29 === errors;
if(!valid7){
break;
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/restrictions/browserKeyRestrictions/allowedReferrers",schemaPath:"schema:Restrictions/properties/browserKeyRestrictions/properties/allowedReferrers/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/restrictions/browserKeyRestrictions",schemaPath:"schema:Restrictions/properties/browserKeyRestrictions/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs24 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data4.serverKeyRestrictions !== undefined){
let data8 = data4.serverKeyRestrictions;
const _errs31 = errors;
if(errors === _errs31){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
const _errs33 = errors;
for(const key4 in data8){
if(!(key4 === "allowedIps")){
validate6.errors = [{instancePath:instancePath+"/restrictions/serverKeyRestrictions",schemaPath:"schema:Restrictions/properties/serverKeyRestrictions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs33 === errors){
if(data8.allowedIps !== undefined){
let data9 = data8.allowedIps;
const _errs34 = errors;
if(errors === _errs34){
if(Array.isArray(data9)){
var valid9 = true;
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
const _errs36 = errors;
if(typeof data9[i1] !== "string"){
validate6.errors = [{instancePath:instancePath+"/restrictions/serverKeyRestrictions/allowedIps/" + i1,schemaPath:"schema:Restrictions/properties/serverKeyRestrictions/properties/allowedIps/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs36 === errors;
if(!valid9){
break;
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/restrictions/serverKeyRestrictions/allowedIps",schemaPath:"schema:Restrictions/properties/serverKeyRestrictions/properties/allowedIps/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/restrictions/serverKeyRestrictions",schemaPath:"schema:Restrictions/properties/serverKeyRestrictions/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs31 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data4.androidKeyRestrictions !== undefined){
let data11 = data4.androidKeyRestrictions;
const _errs38 = errors;
if(errors === _errs38){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
const _errs40 = errors;
for(const key5 in data11){
if(!(key5 === "allowedApplications")){
validate6.errors = [{instancePath:instancePath+"/restrictions/androidKeyRestrictions",schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs40 === errors){
if(data11.allowedApplications !== undefined){
let data12 = data11.allowedApplications;
const _errs41 = errors;
if(errors === _errs41){
if(Array.isArray(data12)){
var valid11 = true;
const len2 = data12.length;
for(let i2=0; i2<len2; i2++){
let data13 = data12[i2];
const _errs43 = errors;
if(errors === _errs43){
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
const _errs45 = errors;
for(const key6 in data13){
if(!((key6 === "sha1Fingerprint") || (key6 === "packageName"))){
validate6.errors = [{instancePath:instancePath+"/restrictions/androidKeyRestrictions/allowedApplications/" + i2,schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/properties/allowedApplications/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs45 === errors){
if(data13.sha1Fingerprint !== undefined){
const _errs46 = errors;
if(typeof data13.sha1Fingerprint !== "string"){
validate6.errors = [{instancePath:instancePath+"/restrictions/androidKeyRestrictions/allowedApplications/" + i2+"/sha1Fingerprint",schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/properties/allowedApplications/items/properties/sha1Fingerprint/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid12 = _errs46 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data13.packageName !== undefined){
const _errs48 = errors;
if(typeof data13.packageName !== "string"){
validate6.errors = [{instancePath:instancePath+"/restrictions/androidKeyRestrictions/allowedApplications/" + i2+"/packageName",schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/properties/allowedApplications/items/properties/packageName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid12 = _errs48 === errors;
}
else {
var valid12 = true;
}
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/restrictions/androidKeyRestrictions/allowedApplications/" + i2,schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/properties/allowedApplications/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid11 = _errs43 === errors;
if(!valid11){
break;
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/restrictions/androidKeyRestrictions/allowedApplications",schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/properties/allowedApplications/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/restrictions/androidKeyRestrictions",schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs38 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data4.iosKeyRestrictions !== undefined){
let data16 = data4.iosKeyRestrictions;
const _errs50 = errors;
if(errors === _errs50){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
const _errs52 = errors;
for(const key7 in data16){
if(!(key7 === "allowedBundleIds")){
validate6.errors = [{instancePath:instancePath+"/restrictions/iosKeyRestrictions",schemaPath:"schema:Restrictions/properties/iosKeyRestrictions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs52 === errors){
if(data16.allowedBundleIds !== undefined){
let data17 = data16.allowedBundleIds;
const _errs53 = errors;
if(errors === _errs53){
if(Array.isArray(data17)){
var valid14 = true;
const len3 = data17.length;
for(let i3=0; i3<len3; i3++){
const _errs55 = errors;
if(typeof data17[i3] !== "string"){
validate6.errors = [{instancePath:instancePath+"/restrictions/iosKeyRestrictions/allowedBundleIds/" + i3,schemaPath:"schema:Restrictions/properties/iosKeyRestrictions/properties/allowedBundleIds/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid14 = _errs55 === errors;
if(!valid14){
break;
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/restrictions/iosKeyRestrictions/allowedBundleIds",schemaPath:"schema:Restrictions/properties/iosKeyRestrictions/properties/allowedBundleIds/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/restrictions/iosKeyRestrictions",schemaPath:"schema:Restrictions/properties/iosKeyRestrictions/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs50 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data4.apiTargets !== undefined){
let data19 = data4.apiTargets;
const _errs57 = errors;
if(errors === _errs57){
if(Array.isArray(data19)){
var valid15 = true;
const len4 = data19.length;
for(let i4=0; i4<len4; i4++){
let data20 = data19[i4];
const _errs59 = errors;
if(errors === _errs59){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
let missing6;
if((data20.service === undefined) && (missing6 = "service")){
validate6.errors = [{instancePath:instancePath+"/restrictions/apiTargets/" + i4,schemaPath:"schema:Restrictions/properties/apiTargets/items/required",keyword:"required",params:{missingProperty: missing6},message:"must have required property '"+missing6+"'"}];
return false;
}
else {
const _errs61 = errors;
for(const key8 in data20){
if(!((key8 === "service") || (key8 === "methods"))){
validate6.errors = [{instancePath:instancePath+"/restrictions/apiTargets/" + i4,schemaPath:"schema:Restrictions/properties/apiTargets/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs61 === errors){
if(data20.service !== undefined){
const _errs62 = errors;
if(typeof data20.service !== "string"){
validate6.errors = [{instancePath:instancePath+"/restrictions/apiTargets/" + i4+"/service",schemaPath:"schema:Restrictions/properties/apiTargets/items/properties/service/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid16 = _errs62 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data20.methods !== undefined){
let data22 = data20.methods;
const _errs64 = errors;
if(errors === _errs64){
if(Array.isArray(data22)){
var valid17 = true;
const len5 = data22.length;
for(let i5=0; i5<len5; i5++){
const _errs66 = errors;
if(typeof data22[i5] !== "string"){
validate6.errors = [{instancePath:instancePath+"/restrictions/apiTargets/" + i4+"/methods/" + i5,schemaPath:"schema:Restrictions/properties/apiTargets/items/properties/methods/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid17 = _errs66 === errors;
if(!valid17){
break;
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/restrictions/apiTargets/" + i4+"/methods",schemaPath:"schema:Restrictions/properties/apiTargets/items/properties/methods/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid16 = _errs64 === errors;
}
else {
var valid16 = true;
}
}
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/restrictions/apiTargets/" + i4,schemaPath:"schema:Restrictions/properties/apiTargets/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid15 = _errs59 === errors;
if(!valid15){
break;
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/restrictions/apiTargets",schemaPath:"schema:Restrictions/properties/apiTargets/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid5 = _errs57 === errors;
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
validate6.errors = [{instancePath:instancePath+"/restrictions",schemaPath:"schema:Restrictions/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs68 = errors;
if(typeof data.name !== "string"){
validate6.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs68 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uid !== undefined){
const _errs70 = errors;
if(typeof data.uid !== "string"){
validate6.errors = [{instancePath:instancePath+"/uid",schemaPath:"#/properties/uid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs70 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.keyString !== undefined){
const _errs72 = errors;
if(typeof data.keyString !== "string"){
validate6.errors = [{instancePath:instancePath+"/keyString",schemaPath:"#/properties/keyString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs72 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.key_string !== undefined){
const _errs74 = errors;
if(typeof data.key_string !== "string"){
validate6.errors = [{instancePath:instancePath+"/key_string",schemaPath:"#/properties/key_string/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs74 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createTime !== undefined){
const _errs76 = errors;
if(typeof data.createTime !== "string"){
validate6.errors = [{instancePath:instancePath+"/createTime",schemaPath:"#/properties/createTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs76 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.create_time !== undefined){
const _errs78 = errors;
if(typeof data.create_time !== "string"){
validate6.errors = [{instancePath:instancePath+"/create_time",schemaPath:"#/properties/create_time/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs78 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updateTime !== undefined){
const _errs80 = errors;
if(typeof data.updateTime !== "string"){
validate6.errors = [{instancePath:instancePath+"/updateTime",schemaPath:"#/properties/updateTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs80 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.update_time !== undefined){
const _errs82 = errors;
if(typeof data.update_time !== "string"){
validate6.errors = [{instancePath:instancePath+"/update_time",schemaPath:"#/properties/update_time/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs82 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deleteTime !== undefined){
const _errs84 = errors;
if(typeof data.deleteTime !== "string"){
validate6.errors = [{instancePath:instancePath+"/deleteTime",schemaPath:"#/properties/deleteTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs84 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.delete_time !== undefined){
const _errs86 = errors;
if(typeof data.delete_time !== "string"){
validate6.errors = [{instancePath:instancePath+"/delete_time",schemaPath:"#/properties/delete_time/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs86 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.etag !== undefined){
const _errs88 = errors;
if(typeof data.etag !== "string"){
validate6.errors = [{instancePath:instancePath+"/etag",schemaPath:"#/properties/etag/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs88 === errors;
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
validate6.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate6.errors = vErrors;
return errors === 0;
}

exports.req_7 = validate7;
const schema9 = {"type":"object"};

function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(data && typeof data == "object" && !Array.isArray(data))){
validate7.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
validate7.errors = vErrors;
return errors === 0;
}

exports.req_8 = validate8;
const schema10 = {"type":"object","properties":{"query":{"type":"object","properties":{"keyString":{"type":"string","minLength":1}},"required":["keyString"]},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};

function validate8(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if((data0.keyString === undefined) && (missing0 = "keyString")){
validate8.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data0.keyString !== undefined){
let data1 = data0.keyString;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) < 1){
validate8.errors = [{instancePath:instancePath+"/query/keyString",schemaPath:"#/properties/query/properties/keyString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate8.errors = [{instancePath:instancePath+"/query/keyString",schemaPath:"#/properties/query/properties/keyString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
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
let data2 = data.headers;
const _errs5 = errors;
if(errors === _errs5){
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
validate8.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
validate8.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate8.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate8.errors = vErrors;
return errors === 0;
}
