// generated from specs/api-keys.yaml — do not edit; run `make generate`
"use strict";
exports.req_0 = validate0;
const schema0 = {"type":"object","properties":{"query":{"type":"object","properties":{"pageSize":{"type":"integer","format":"int32","minimum":0,"maximum":300,"safeInteger":true},"pageToken":{"type":"string"},"showDeleted":{"type":"boolean"}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"project":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,62}$"},"location":{"type":"string","enum":["global"]}},"required":["project","location"]}}};
const formats0 = require("../formats").int32;
const pattern0 = new RegExp("^[a-z0-9][a-z0-9-]{0,62}$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.pageSize !== undefined){
let data1 = data0.pageSize;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err0 = {instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 300 || isNaN(data1)){
const err1 = {instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 300},message:"must be <= 300"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err2 = {instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(formats0.validate(data1))){
const err3 = {instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(Number.isInteger(data1) && !Number.isSafeInteger(data1)){
const err4 = {instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data0.pageToken !== undefined){
if(typeof data0.pageToken !== "string"){
const err5 = {instancePath:instancePath+"/query/pageToken",schemaPath:"#/properties/query/properties/pageToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.showDeleted !== undefined){
if(typeof data0.showDeleted !== "boolean"){
const err6 = {instancePath:instancePath+"/query/showDeleted",schemaPath:"#/properties/query/properties/showDeleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
if(data5.location === undefined){
const err10 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "location"},message:"must have required property '"+"location"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data5.project !== undefined){
let data6 = data5.project;
if(typeof data6 === "string"){
if(!pattern0.test(data6)){
const err11 = {instancePath:instancePath+"/params/project",schemaPath:"#/properties/params/properties/project/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""};
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
const err12 = {instancePath:instancePath+"/params/project",schemaPath:"#/properties/params/properties/project/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data5.location !== undefined){
let data7 = data5.location;
if(typeof data7 !== "string"){
const err13 = {instancePath:instancePath+"/params/location",schemaPath:"#/properties/params/properties/location/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(data7 === "global")){
const err14 = {instancePath:instancePath+"/params/location",schemaPath:"#/properties/params/properties/location/enum",keyword:"enum",params:{allowedValues: schema0.properties.params.properties.location.enum},message:"must be equal to one of the allowed values"};
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
const err15 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.keyId !== undefined){
let data1 = data0.keyId;
if(typeof data1 === "string"){
if(func0(data1) > 63){
const err0 = {instancePath:instancePath+"/query/keyId",schemaPath:"#/properties/query/properties/keyId/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!pattern1.test(data1)){
const err1 = {instancePath:instancePath+"/query/keyId",schemaPath:"#/properties/query/properties/keyId/pattern",keyword:"pattern",params:{pattern: "^[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"},message:"must match pattern \""+"^[a-z]([a-z0-9-]{0,61}[a-z0-9])?$"+"\""};
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
const err2 = {instancePath:instancePath+"/query/keyId",schemaPath:"#/properties/query/properties/keyId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err3 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.headers !== undefined){
let data2 = data.headers;
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
const err4 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.params !== undefined){
let data3 = data.params;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.project === undefined){
const err5 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "project"},message:"must have required property '"+"project"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data3.location === undefined){
const err6 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "location"},message:"must have required property '"+"location"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data3.project !== undefined){
let data4 = data3.project;
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
const err7 = {instancePath:instancePath+"/params/project",schemaPath:"#/properties/params/properties/project/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""};
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
const err8 = {instancePath:instancePath+"/params/project",schemaPath:"#/properties/params/properties/project/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data3.location !== undefined){
let data5 = data3.location;
if(typeof data5 !== "string"){
const err9 = {instancePath:instancePath+"/params/location",schemaPath:"#/properties/params/properties/location/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(data5 === "global")){
const err10 = {instancePath:instancePath+"/params/location",schemaPath:"#/properties/params/properties/location/enum",keyword:"enum",params:{allowedValues: schema1.properties.params.properties.location.enum},message:"must be equal to one of the allowed values"};
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
const err11 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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

exports.req_Key = validate2;
const schema2 = {"type":"object","properties":{"name":{"type":"string"},"uid":{"type":"string","format":"uuid"},"displayName":{"type":"string","maxLength":63},"keyString":{"type":"string"},"createTime":{"type":"string","format":"date-time"},"updateTime":{"type":"string","format":"date-time"},"deleteTime":{"type":"string","format":"date-time"},"annotations":{"type":"object","additionalProperties":{"type":"string"}},"restrictions":{"$ref":"schema:Restrictions"},"etag":{"type":"string"}}};
const schema3 = {"type":"object","additionalProperties":false,"not":{"anyOf":[{"required":["browserKeyRestrictions","serverKeyRestrictions"]},{"required":["browserKeyRestrictions","androidKeyRestrictions"]},{"required":["browserKeyRestrictions","iosKeyRestrictions"]},{"required":["serverKeyRestrictions","androidKeyRestrictions"]},{"required":["serverKeyRestrictions","iosKeyRestrictions"]},{"required":["androidKeyRestrictions","iosKeyRestrictions"]}]},"properties":{"browserKeyRestrictions":{"type":"object","additionalProperties":false,"properties":{"allowedReferrers":{"type":"array","items":{"type":"string"}}}},"serverKeyRestrictions":{"type":"object","additionalProperties":false,"properties":{"allowedIps":{"type":"array","items":{"type":"string"}}}},"androidKeyRestrictions":{"type":"object","additionalProperties":false,"properties":{"allowedApplications":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"sha1Fingerprint":{"type":"string"},"packageName":{"type":"string"}}}}}},"iosKeyRestrictions":{"type":"object","additionalProperties":false,"properties":{"allowedBundleIds":{"type":"array","items":{"type":"string"}}}},"apiTargets":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["service"],"properties":{"service":{"type":"string"},"methods":{"type":"array","items":{"type":"string"}}}}}}};
const formats2 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const formats4 = require("../formats")["date-time"];

function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err0 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.uid !== undefined){
let data1 = data.uid;
if(typeof data1 === "string"){
if(!(formats2.test(data1))){
const err1 = {instancePath:instancePath+"/uid",schemaPath:"#/properties/uid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err2 = {instancePath:instancePath+"/uid",schemaPath:"#/properties/uid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.displayName !== undefined){
let data2 = data.displayName;
if(typeof data2 === "string"){
if(func0(data2) > 63){
const err3 = {instancePath:instancePath+"/displayName",schemaPath:"#/properties/displayName/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
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
const err4 = {instancePath:instancePath+"/displayName",schemaPath:"#/properties/displayName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.keyString !== undefined){
if(typeof data.keyString !== "string"){
const err5 = {instancePath:instancePath+"/keyString",schemaPath:"#/properties/keyString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.createTime !== undefined){
let data4 = data.createTime;
if(typeof data4 === "string"){
if(!(formats4.validate.test(data4))){
const err6 = {instancePath:instancePath+"/createTime",schemaPath:"#/properties/createTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err7 = {instancePath:instancePath+"/createTime",schemaPath:"#/properties/createTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.updateTime !== undefined){
let data5 = data.updateTime;
if(typeof data5 === "string"){
if(!(formats4.validate.test(data5))){
const err8 = {instancePath:instancePath+"/updateTime",schemaPath:"#/properties/updateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err9 = {instancePath:instancePath+"/updateTime",schemaPath:"#/properties/updateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.deleteTime !== undefined){
let data6 = data.deleteTime;
if(typeof data6 === "string"){
if(!(formats4.validate.test(data6))){
const err10 = {instancePath:instancePath+"/deleteTime",schemaPath:"#/properties/deleteTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err11 = {instancePath:instancePath+"/deleteTime",schemaPath:"#/properties/deleteTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.annotations !== undefined){
let data7 = data.annotations;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
for(const key0 in data7){
if(typeof data7[key0] !== "string"){
const err12 = {instancePath:instancePath+"/annotations/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/annotations/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err13 = {instancePath:instancePath+"/annotations",schemaPath:"#/properties/annotations/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.restrictions !== undefined){
let data9 = data.restrictions;
const _errs23 = errors;
const _errs24 = errors;
const _errs25 = errors;
let valid4 = false;
const _errs26 = errors;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing0;
if(((data9.browserKeyRestrictions === undefined) && (missing0 = "browserKeyRestrictions")) || ((data9.serverKeyRestrictions === undefined) && (missing0 = "serverKeyRestrictions"))){
const err14 = {};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
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
const err15 = {};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
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
const err16 = {};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
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
const err17 = {};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
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
const err18 = {};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
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
const err19 = {};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
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
const err20 = {};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
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
const err21 = {instancePath:instancePath+"/restrictions",schemaPath:"schema:Restrictions/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
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
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
for(const key1 in data9){
if(!(((((key1 === "browserKeyRestrictions") || (key1 === "serverKeyRestrictions")) || (key1 === "androidKeyRestrictions")) || (key1 === "iosKeyRestrictions")) || (key1 === "apiTargets"))){
const err22 = {instancePath:instancePath+"/restrictions",schemaPath:"schema:Restrictions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data9.browserKeyRestrictions !== undefined){
let data10 = data9.browserKeyRestrictions;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
for(const key2 in data10){
if(!(key2 === "allowedReferrers")){
const err23 = {instancePath:instancePath+"/restrictions/browserKeyRestrictions",schemaPath:"schema:Restrictions/properties/browserKeyRestrictions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data10.allowedReferrers !== undefined){
let data11 = data10.allowedReferrers;
if(Array.isArray(data11)){
const len0 = data11.length;
for(let i0=0; i0<len0; i0++){
if(typeof data11[i0] !== "string"){
const err24 = {instancePath:instancePath+"/restrictions/browserKeyRestrictions/allowedReferrers/" + i0,schemaPath:"schema:Restrictions/properties/browserKeyRestrictions/properties/allowedReferrers/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err25 = {instancePath:instancePath+"/restrictions/browserKeyRestrictions/allowedReferrers",schemaPath:"schema:Restrictions/properties/browserKeyRestrictions/properties/allowedReferrers/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err26 = {instancePath:instancePath+"/restrictions/browserKeyRestrictions",schemaPath:"schema:Restrictions/properties/browserKeyRestrictions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data9.serverKeyRestrictions !== undefined){
let data13 = data9.serverKeyRestrictions;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
for(const key3 in data13){
if(!(key3 === "allowedIps")){
const err27 = {instancePath:instancePath+"/restrictions/serverKeyRestrictions",schemaPath:"schema:Restrictions/properties/serverKeyRestrictions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data13.allowedIps !== undefined){
let data14 = data13.allowedIps;
if(Array.isArray(data14)){
const len1 = data14.length;
for(let i1=0; i1<len1; i1++){
if(typeof data14[i1] !== "string"){
const err28 = {instancePath:instancePath+"/restrictions/serverKeyRestrictions/allowedIps/" + i1,schemaPath:"schema:Restrictions/properties/serverKeyRestrictions/properties/allowedIps/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err29 = {instancePath:instancePath+"/restrictions/serverKeyRestrictions/allowedIps",schemaPath:"schema:Restrictions/properties/serverKeyRestrictions/properties/allowedIps/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err30 = {instancePath:instancePath+"/restrictions/serverKeyRestrictions",schemaPath:"schema:Restrictions/properties/serverKeyRestrictions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data9.androidKeyRestrictions !== undefined){
let data16 = data9.androidKeyRestrictions;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
for(const key4 in data16){
if(!(key4 === "allowedApplications")){
const err31 = {instancePath:instancePath+"/restrictions/androidKeyRestrictions",schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data16.allowedApplications !== undefined){
let data17 = data16.allowedApplications;
if(Array.isArray(data17)){
const len2 = data17.length;
for(let i2=0; i2<len2; i2++){
let data18 = data17[i2];
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
for(const key5 in data18){
if(!((key5 === "sha1Fingerprint") || (key5 === "packageName"))){
const err32 = {instancePath:instancePath+"/restrictions/androidKeyRestrictions/allowedApplications/" + i2,schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/properties/allowedApplications/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data18.sha1Fingerprint !== undefined){
if(typeof data18.sha1Fingerprint !== "string"){
const err33 = {instancePath:instancePath+"/restrictions/androidKeyRestrictions/allowedApplications/" + i2+"/sha1Fingerprint",schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/properties/allowedApplications/items/properties/sha1Fingerprint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data18.packageName !== undefined){
if(typeof data18.packageName !== "string"){
const err34 = {instancePath:instancePath+"/restrictions/androidKeyRestrictions/allowedApplications/" + i2+"/packageName",schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/properties/allowedApplications/items/properties/packageName/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err35 = {instancePath:instancePath+"/restrictions/androidKeyRestrictions/allowedApplications/" + i2,schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/properties/allowedApplications/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err36 = {instancePath:instancePath+"/restrictions/androidKeyRestrictions/allowedApplications",schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/properties/allowedApplications/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/restrictions/androidKeyRestrictions",schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data9.iosKeyRestrictions !== undefined){
let data21 = data9.iosKeyRestrictions;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
for(const key6 in data21){
if(!(key6 === "allowedBundleIds")){
const err38 = {instancePath:instancePath+"/restrictions/iosKeyRestrictions",schemaPath:"schema:Restrictions/properties/iosKeyRestrictions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data21.allowedBundleIds !== undefined){
let data22 = data21.allowedBundleIds;
if(Array.isArray(data22)){
const len3 = data22.length;
for(let i3=0; i3<len3; i3++){
if(typeof data22[i3] !== "string"){
const err39 = {instancePath:instancePath+"/restrictions/iosKeyRestrictions/allowedBundleIds/" + i3,schemaPath:"schema:Restrictions/properties/iosKeyRestrictions/properties/allowedBundleIds/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/restrictions/iosKeyRestrictions/allowedBundleIds",schemaPath:"schema:Restrictions/properties/iosKeyRestrictions/properties/allowedBundleIds/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err41 = {instancePath:instancePath+"/restrictions/iosKeyRestrictions",schemaPath:"schema:Restrictions/properties/iosKeyRestrictions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data9.apiTargets !== undefined){
let data24 = data9.apiTargets;
if(Array.isArray(data24)){
const len4 = data24.length;
for(let i4=0; i4<len4; i4++){
let data25 = data24[i4];
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.service === undefined){
const err42 = {instancePath:instancePath+"/restrictions/apiTargets/" + i4,schemaPath:"schema:Restrictions/properties/apiTargets/items/required",keyword:"required",params:{missingProperty: "service"},message:"must have required property '"+"service"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
for(const key7 in data25){
if(!((key7 === "service") || (key7 === "methods"))){
const err43 = {instancePath:instancePath+"/restrictions/apiTargets/" + i4,schemaPath:"schema:Restrictions/properties/apiTargets/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data25.service !== undefined){
if(typeof data25.service !== "string"){
const err44 = {instancePath:instancePath+"/restrictions/apiTargets/" + i4+"/service",schemaPath:"schema:Restrictions/properties/apiTargets/items/properties/service/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data25.methods !== undefined){
let data27 = data25.methods;
if(Array.isArray(data27)){
const len5 = data27.length;
for(let i5=0; i5<len5; i5++){
if(typeof data27[i5] !== "string"){
const err45 = {instancePath:instancePath+"/restrictions/apiTargets/" + i4+"/methods/" + i5,schemaPath:"schema:Restrictions/properties/apiTargets/items/properties/methods/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath:instancePath+"/restrictions/apiTargets/" + i4+"/methods",schemaPath:"schema:Restrictions/properties/apiTargets/items/properties/methods/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err47 = {instancePath:instancePath+"/restrictions/apiTargets/" + i4,schemaPath:"schema:Restrictions/properties/apiTargets/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath:instancePath+"/restrictions/apiTargets",schemaPath:"schema:Restrictions/properties/apiTargets/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err49 = {instancePath:instancePath+"/restrictions",schemaPath:"schema:Restrictions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.etag !== undefined){
if(typeof data.etag !== "string"){
const err50 = {instancePath:instancePath+"/etag",schemaPath:"#/properties/etag/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
validate2.errors = vErrors;
return errors === 0;
}

exports.req_3 = validate3;
const schema4 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"project":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,62}$"},"location":{"type":"string","enum":["global"]},"key":{"type":"string","minLength":1,"maxLength":63}},"required":["project","location","key"]}}};

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data2.location === undefined){
const err3 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "location"},message:"must have required property '"+"location"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.key === undefined){
const err4 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2.project !== undefined){
let data3 = data2.project;
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
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
if(data2.location !== undefined){
let data4 = data2.location;
if(typeof data4 !== "string"){
const err7 = {instancePath:instancePath+"/params/location",schemaPath:"#/properties/params/properties/location/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(data4 === "global")){
const err8 = {instancePath:instancePath+"/params/location",schemaPath:"#/properties/params/properties/location/enum",keyword:"enum",params:{allowedValues: schema4.properties.params.properties.location.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.key !== undefined){
let data5 = data2.key;
if(typeof data5 === "string"){
if(func0(data5) > 63){
const err9 = {instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func0(data5) < 1){
const err10 = {instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err11 = {instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate3.errors = vErrors;
return errors === 0;
}

exports.req_4 = validate4;
const schema5 = {"type":"object","properties":{"query":{"type":"object","properties":{"etag":{"type":"string"}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"project":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,62}$"},"location":{"type":"string","enum":["global"]},"key":{"type":"string","minLength":1,"maxLength":63}},"required":["project","location","key"]}}};

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.etag !== undefined){
if(typeof data0.etag !== "string"){
const err0 = {instancePath:instancePath+"/query/etag",schemaPath:"#/properties/query/properties/etag/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
else {
const err1 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.headers !== undefined){
let data2 = data.headers;
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
const err2 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.params !== undefined){
let data3 = data.params;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.project === undefined){
const err3 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "project"},message:"must have required property '"+"project"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data3.location === undefined){
const err4 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "location"},message:"must have required property '"+"location"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data3.key === undefined){
const err5 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data3.project !== undefined){
let data4 = data3.project;
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
const err6 = {instancePath:instancePath+"/params/project",schemaPath:"#/properties/params/properties/project/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""};
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
const err7 = {instancePath:instancePath+"/params/project",schemaPath:"#/properties/params/properties/project/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data3.location !== undefined){
let data5 = data3.location;
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/params/location",schemaPath:"#/properties/params/properties/location/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(data5 === "global")){
const err9 = {instancePath:instancePath+"/params/location",schemaPath:"#/properties/params/properties/location/enum",keyword:"enum",params:{allowedValues: schema5.properties.params.properties.location.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data3.key !== undefined){
let data6 = data3.key;
if(typeof data6 === "string"){
if(func0(data6) > 63){
const err10 = {instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func0(data6) < 1){
const err11 = {instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err12 = {instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err13 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate4.errors = vErrors;
return errors === 0;
}

exports.req_5 = validate5;
const schema6 = {"type":"object","properties":{"query":{"type":"object","properties":{"updateMask":{"type":"string","pattern":"^\\s*((\\*|displayName|display_name|restrictions|annotations)\\s*(,\\s*(\\*|displayName|display_name|restrictions|annotations)\\s*)*)?$"}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"project":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,62}$"},"location":{"type":"string","enum":["global"]},"key":{"type":"string","minLength":1,"maxLength":63}},"required":["project","location","key"]}}};
const pattern5 = new RegExp("^\\s*((\\*|displayName|display_name|restrictions|annotations)\\s*(,\\s*(\\*|displayName|display_name|restrictions|annotations)\\s*)*)?$", "u");

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
if(!pattern5.test(data1)){
const err0 = {instancePath:instancePath+"/query/updateMask",schemaPath:"#/properties/query/properties/updateMask/pattern",keyword:"pattern",params:{pattern: "^\\s*((\\*|displayName|display_name|restrictions|annotations)\\s*(,\\s*(\\*|displayName|display_name|restrictions|annotations)\\s*)*)?$"},message:"must match pattern \""+"^\\s*((\\*|displayName|display_name|restrictions|annotations)\\s*(,\\s*(\\*|displayName|display_name|restrictions|annotations)\\s*)*)?$"+"\""};
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
if(data3.location === undefined){
const err5 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "location"},message:"must have required property '"+"location"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data3.key === undefined){
const err6 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data3.project !== undefined){
let data4 = data3.project;
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
const err7 = {instancePath:instancePath+"/params/project",schemaPath:"#/properties/params/properties/project/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""};
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
const err8 = {instancePath:instancePath+"/params/project",schemaPath:"#/properties/params/properties/project/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data3.location !== undefined){
let data5 = data3.location;
if(typeof data5 !== "string"){
const err9 = {instancePath:instancePath+"/params/location",schemaPath:"#/properties/params/properties/location/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(data5 === "global")){
const err10 = {instancePath:instancePath+"/params/location",schemaPath:"#/properties/params/properties/location/enum",keyword:"enum",params:{allowedValues: schema6.properties.params.properties.location.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data3.key !== undefined){
let data6 = data3.key;
if(typeof data6 === "string"){
if(func0(data6) > 63){
const err11 = {instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func0(data6) < 1){
const err12 = {instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err13 = {instancePath:instancePath+"/params/key",schemaPath:"#/properties/params/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err14 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate5.errors = vErrors;
return errors === 0;
}

exports.req_KeyPatch = validate6;
const schema7 = {"type":"object","additionalProperties":false,"properties":{"displayName":{"type":"string","maxLength":63},"display_name":{"type":"string","maxLength":63},"annotations":{"type":"object","additionalProperties":{"type":"string"}},"restrictions":{"$ref":"schema:Restrictions"},"name":{"type":"string"},"uid":{"type":"string"},"keyString":{"type":"string"},"key_string":{"type":"string"},"createTime":{"type":"string"},"create_time":{"type":"string"},"updateTime":{"type":"string"},"update_time":{"type":"string"},"deleteTime":{"type":"string"},"delete_time":{"type":"string"},"etag":{"type":"string"}}};
const func8 = Object.prototype.hasOwnProperty;

function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func8.call(schema7.properties, key0))){
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
if(data.displayName !== undefined){
let data0 = data.displayName;
if(typeof data0 === "string"){
if(func0(data0) > 63){
const err1 = {instancePath:instancePath+"/displayName",schemaPath:"#/properties/displayName/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
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
const err2 = {instancePath:instancePath+"/displayName",schemaPath:"#/properties/displayName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.display_name !== undefined){
let data1 = data.display_name;
if(typeof data1 === "string"){
if(func0(data1) > 63){
const err3 = {instancePath:instancePath+"/display_name",schemaPath:"#/properties/display_name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
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
const err4 = {instancePath:instancePath+"/display_name",schemaPath:"#/properties/display_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.annotations !== undefined){
let data2 = data.annotations;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
if(typeof data2[key1] !== "string"){
const err5 = {instancePath:instancePath+"/annotations/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/annotations/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err6 = {instancePath:instancePath+"/annotations",schemaPath:"#/properties/annotations/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.restrictions !== undefined){
let data4 = data.restrictions;
const _errs14 = errors;
const _errs15 = errors;
const _errs16 = errors;
let valid4 = false;
const _errs17 = errors;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing0;
if(((data4.browserKeyRestrictions === undefined) && (missing0 = "browserKeyRestrictions")) || ((data4.serverKeyRestrictions === undefined) && (missing0 = "serverKeyRestrictions"))){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
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
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
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
const err9 = {};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
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
const err10 = {};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
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
const err11 = {};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
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
const err12 = {};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
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
const err13 = {};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
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
const err14 = {instancePath:instancePath+"/restrictions",schemaPath:"schema:Restrictions/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
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
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key2 in data4){
if(!(((((key2 === "browserKeyRestrictions") || (key2 === "serverKeyRestrictions")) || (key2 === "androidKeyRestrictions")) || (key2 === "iosKeyRestrictions")) || (key2 === "apiTargets"))){
const err15 = {instancePath:instancePath+"/restrictions",schemaPath:"schema:Restrictions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data4.browserKeyRestrictions !== undefined){
let data5 = data4.browserKeyRestrictions;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key3 in data5){
if(!(key3 === "allowedReferrers")){
const err16 = {instancePath:instancePath+"/restrictions/browserKeyRestrictions",schemaPath:"schema:Restrictions/properties/browserKeyRestrictions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data5.allowedReferrers !== undefined){
let data6 = data5.allowedReferrers;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
if(typeof data6[i0] !== "string"){
const err17 = {instancePath:instancePath+"/restrictions/browserKeyRestrictions/allowedReferrers/" + i0,schemaPath:"schema:Restrictions/properties/browserKeyRestrictions/properties/allowedReferrers/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err18 = {instancePath:instancePath+"/restrictions/browserKeyRestrictions/allowedReferrers",schemaPath:"schema:Restrictions/properties/browserKeyRestrictions/properties/allowedReferrers/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err19 = {instancePath:instancePath+"/restrictions/browserKeyRestrictions",schemaPath:"schema:Restrictions/properties/browserKeyRestrictions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data4.serverKeyRestrictions !== undefined){
let data8 = data4.serverKeyRestrictions;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key4 in data8){
if(!(key4 === "allowedIps")){
const err20 = {instancePath:instancePath+"/restrictions/serverKeyRestrictions",schemaPath:"schema:Restrictions/properties/serverKeyRestrictions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data8.allowedIps !== undefined){
let data9 = data8.allowedIps;
if(Array.isArray(data9)){
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
if(typeof data9[i1] !== "string"){
const err21 = {instancePath:instancePath+"/restrictions/serverKeyRestrictions/allowedIps/" + i1,schemaPath:"schema:Restrictions/properties/serverKeyRestrictions/properties/allowedIps/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err22 = {instancePath:instancePath+"/restrictions/serverKeyRestrictions/allowedIps",schemaPath:"schema:Restrictions/properties/serverKeyRestrictions/properties/allowedIps/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err23 = {instancePath:instancePath+"/restrictions/serverKeyRestrictions",schemaPath:"schema:Restrictions/properties/serverKeyRestrictions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data4.androidKeyRestrictions !== undefined){
let data11 = data4.androidKeyRestrictions;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
for(const key5 in data11){
if(!(key5 === "allowedApplications")){
const err24 = {instancePath:instancePath+"/restrictions/androidKeyRestrictions",schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data11.allowedApplications !== undefined){
let data12 = data11.allowedApplications;
if(Array.isArray(data12)){
const len2 = data12.length;
for(let i2=0; i2<len2; i2++){
let data13 = data12[i2];
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
for(const key6 in data13){
if(!((key6 === "sha1Fingerprint") || (key6 === "packageName"))){
const err25 = {instancePath:instancePath+"/restrictions/androidKeyRestrictions/allowedApplications/" + i2,schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/properties/allowedApplications/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data13.sha1Fingerprint !== undefined){
if(typeof data13.sha1Fingerprint !== "string"){
const err26 = {instancePath:instancePath+"/restrictions/androidKeyRestrictions/allowedApplications/" + i2+"/sha1Fingerprint",schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/properties/allowedApplications/items/properties/sha1Fingerprint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data13.packageName !== undefined){
if(typeof data13.packageName !== "string"){
const err27 = {instancePath:instancePath+"/restrictions/androidKeyRestrictions/allowedApplications/" + i2+"/packageName",schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/properties/allowedApplications/items/properties/packageName/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err28 = {instancePath:instancePath+"/restrictions/androidKeyRestrictions/allowedApplications/" + i2,schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/properties/allowedApplications/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err29 = {instancePath:instancePath+"/restrictions/androidKeyRestrictions/allowedApplications",schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/properties/allowedApplications/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err30 = {instancePath:instancePath+"/restrictions/androidKeyRestrictions",schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data4.iosKeyRestrictions !== undefined){
let data16 = data4.iosKeyRestrictions;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
for(const key7 in data16){
if(!(key7 === "allowedBundleIds")){
const err31 = {instancePath:instancePath+"/restrictions/iosKeyRestrictions",schemaPath:"schema:Restrictions/properties/iosKeyRestrictions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data16.allowedBundleIds !== undefined){
let data17 = data16.allowedBundleIds;
if(Array.isArray(data17)){
const len3 = data17.length;
for(let i3=0; i3<len3; i3++){
if(typeof data17[i3] !== "string"){
const err32 = {instancePath:instancePath+"/restrictions/iosKeyRestrictions/allowedBundleIds/" + i3,schemaPath:"schema:Restrictions/properties/iosKeyRestrictions/properties/allowedBundleIds/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err33 = {instancePath:instancePath+"/restrictions/iosKeyRestrictions/allowedBundleIds",schemaPath:"schema:Restrictions/properties/iosKeyRestrictions/properties/allowedBundleIds/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err34 = {instancePath:instancePath+"/restrictions/iosKeyRestrictions",schemaPath:"schema:Restrictions/properties/iosKeyRestrictions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data4.apiTargets !== undefined){
let data19 = data4.apiTargets;
if(Array.isArray(data19)){
const len4 = data19.length;
for(let i4=0; i4<len4; i4++){
let data20 = data19[i4];
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.service === undefined){
const err35 = {instancePath:instancePath+"/restrictions/apiTargets/" + i4,schemaPath:"schema:Restrictions/properties/apiTargets/items/required",keyword:"required",params:{missingProperty: "service"},message:"must have required property '"+"service"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
for(const key8 in data20){
if(!((key8 === "service") || (key8 === "methods"))){
const err36 = {instancePath:instancePath+"/restrictions/apiTargets/" + i4,schemaPath:"schema:Restrictions/properties/apiTargets/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data20.service !== undefined){
if(typeof data20.service !== "string"){
const err37 = {instancePath:instancePath+"/restrictions/apiTargets/" + i4+"/service",schemaPath:"schema:Restrictions/properties/apiTargets/items/properties/service/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data20.methods !== undefined){
let data22 = data20.methods;
if(Array.isArray(data22)){
const len5 = data22.length;
for(let i5=0; i5<len5; i5++){
if(typeof data22[i5] !== "string"){
const err38 = {instancePath:instancePath+"/restrictions/apiTargets/" + i4+"/methods/" + i5,schemaPath:"schema:Restrictions/properties/apiTargets/items/properties/methods/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err39 = {instancePath:instancePath+"/restrictions/apiTargets/" + i4+"/methods",schemaPath:"schema:Restrictions/properties/apiTargets/items/properties/methods/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/restrictions/apiTargets/" + i4,schemaPath:"schema:Restrictions/properties/apiTargets/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err41 = {instancePath:instancePath+"/restrictions/apiTargets",schemaPath:"schema:Restrictions/properties/apiTargets/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err42 = {instancePath:instancePath+"/restrictions",schemaPath:"schema:Restrictions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err43 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.uid !== undefined){
if(typeof data.uid !== "string"){
const err44 = {instancePath:instancePath+"/uid",schemaPath:"#/properties/uid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.keyString !== undefined){
if(typeof data.keyString !== "string"){
const err45 = {instancePath:instancePath+"/keyString",schemaPath:"#/properties/keyString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.key_string !== undefined){
if(typeof data.key_string !== "string"){
const err46 = {instancePath:instancePath+"/key_string",schemaPath:"#/properties/key_string/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.createTime !== undefined){
if(typeof data.createTime !== "string"){
const err47 = {instancePath:instancePath+"/createTime",schemaPath:"#/properties/createTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.create_time !== undefined){
if(typeof data.create_time !== "string"){
const err48 = {instancePath:instancePath+"/create_time",schemaPath:"#/properties/create_time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.updateTime !== undefined){
if(typeof data.updateTime !== "string"){
const err49 = {instancePath:instancePath+"/updateTime",schemaPath:"#/properties/updateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.update_time !== undefined){
if(typeof data.update_time !== "string"){
const err50 = {instancePath:instancePath+"/update_time",schemaPath:"#/properties/update_time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.deleteTime !== undefined){
if(typeof data.deleteTime !== "string"){
const err51 = {instancePath:instancePath+"/deleteTime",schemaPath:"#/properties/deleteTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.delete_time !== undefined){
if(typeof data.delete_time !== "string"){
const err52 = {instancePath:instancePath+"/delete_time",schemaPath:"#/properties/delete_time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.etag !== undefined){
if(typeof data.etag !== "string"){
const err53 = {instancePath:instancePath+"/etag",schemaPath:"#/properties/etag/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
else {
const err54 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
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
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate7.errors = vErrors;
return errors === 0;
}

exports.req_8 = validate8;
const schema10 = {"type":"object","properties":{"query":{"type":"object","properties":{"keyString":{"type":"string","minLength":1}},"required":["keyString"]},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};

function validate8(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.keyString === undefined){
const err0 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: "keyString"},message:"must have required property '"+"keyString"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.keyString !== undefined){
let data1 = data0.keyString;
if(typeof data1 === "string"){
if(func0(data1) < 1){
const err1 = {instancePath:instancePath+"/query/keyString",schemaPath:"#/properties/query/properties/keyString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err2 = {instancePath:instancePath+"/query/keyString",schemaPath:"#/properties/query/properties/keyString/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err3 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.headers !== undefined){
let data2 = data.headers;
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
const err4 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.params !== undefined){
let data3 = data.params;
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
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
validate8.errors = vErrors;
return errors === 0;
}
