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
const schema3 = {"type":"object","additionalProperties":false,"properties":{"browserKeyRestrictions":{"type":"object","additionalProperties":false,"properties":{"allowedReferrers":{"type":"array","items":{"type":"string"}}}},"serverKeyRestrictions":{"type":"object","additionalProperties":false,"properties":{"allowedIps":{"type":"array","items":{"type":"string"}}}},"androidKeyRestrictions":{"type":"object","additionalProperties":false,"properties":{"allowedApplications":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"sha1Fingerprint":{"type":"string"},"packageName":{"type":"string"}}}}}},"iosKeyRestrictions":{"type":"object","additionalProperties":false,"properties":{"allowedBundleIds":{"type":"array","items":{"type":"string"}}}},"apiTargets":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["service"],"properties":{"service":{"type":"string"},"methods":{"type":"array","items":{"type":"string"}}}}}}};
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
if(errors === _errs21){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
const _errs23 = errors;
for(const key1 in data9){
if(!(((((key1 === "browserKeyRestrictions") || (key1 === "serverKeyRestrictions")) || (key1 === "androidKeyRestrictions")) || (key1 === "iosKeyRestrictions")) || (key1 === "apiTargets"))){
validate2.errors = [{instancePath:instancePath+"/restrictions",schemaPath:"schema:Restrictions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs23 === errors){
if(data9.browserKeyRestrictions !== undefined){
let data10 = data9.browserKeyRestrictions;
const _errs24 = errors;
if(errors === _errs24){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
const _errs26 = errors;
for(const key2 in data10){
if(!(key2 === "allowedReferrers")){
validate2.errors = [{instancePath:instancePath+"/restrictions/browserKeyRestrictions",schemaPath:"schema:Restrictions/properties/browserKeyRestrictions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs26 === errors){
if(data10.allowedReferrers !== undefined){
let data11 = data10.allowedReferrers;
const _errs27 = errors;
if(errors === _errs27){
if(Array.isArray(data11)){
var valid5 = true;
const len0 = data11.length;
for(let i0=0; i0<len0; i0++){
const _errs29 = errors;
if(typeof data11[i0] !== "string"){
validate2.errors = [{instancePath:instancePath+"/restrictions/browserKeyRestrictions/allowedReferrers/" + i0,schemaPath:"schema:Restrictions/properties/browserKeyRestrictions/properties/allowedReferrers/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs29 === errors;
if(!valid5){
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
var valid3 = _errs24 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data9.serverKeyRestrictions !== undefined){
let data13 = data9.serverKeyRestrictions;
const _errs31 = errors;
if(errors === _errs31){
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
const _errs33 = errors;
for(const key3 in data13){
if(!(key3 === "allowedIps")){
validate2.errors = [{instancePath:instancePath+"/restrictions/serverKeyRestrictions",schemaPath:"schema:Restrictions/properties/serverKeyRestrictions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs33 === errors){
if(data13.allowedIps !== undefined){
let data14 = data13.allowedIps;
const _errs34 = errors;
if(errors === _errs34){
if(Array.isArray(data14)){
var valid7 = true;
const len1 = data14.length;
for(let i1=0; i1<len1; i1++){
const _errs36 = errors;
if(typeof data14[i1] !== "string"){
validate2.errors = [{instancePath:instancePath+"/restrictions/serverKeyRestrictions/allowedIps/" + i1,schemaPath:"schema:Restrictions/properties/serverKeyRestrictions/properties/allowedIps/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs36 === errors;
if(!valid7){
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
var valid3 = _errs31 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data9.androidKeyRestrictions !== undefined){
let data16 = data9.androidKeyRestrictions;
const _errs38 = errors;
if(errors === _errs38){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
const _errs40 = errors;
for(const key4 in data16){
if(!(key4 === "allowedApplications")){
validate2.errors = [{instancePath:instancePath+"/restrictions/androidKeyRestrictions",schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs40 === errors){
if(data16.allowedApplications !== undefined){
let data17 = data16.allowedApplications;
const _errs41 = errors;
if(errors === _errs41){
if(Array.isArray(data17)){
var valid9 = true;
const len2 = data17.length;
for(let i2=0; i2<len2; i2++){
let data18 = data17[i2];
const _errs43 = errors;
if(errors === _errs43){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
const _errs45 = errors;
for(const key5 in data18){
if(!((key5 === "sha1Fingerprint") || (key5 === "packageName"))){
validate2.errors = [{instancePath:instancePath+"/restrictions/androidKeyRestrictions/allowedApplications/" + i2,schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/properties/allowedApplications/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs45 === errors){
if(data18.sha1Fingerprint !== undefined){
const _errs46 = errors;
if(typeof data18.sha1Fingerprint !== "string"){
validate2.errors = [{instancePath:instancePath+"/restrictions/androidKeyRestrictions/allowedApplications/" + i2+"/sha1Fingerprint",schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/properties/allowedApplications/items/properties/sha1Fingerprint/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid10 = _errs46 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data18.packageName !== undefined){
const _errs48 = errors;
if(typeof data18.packageName !== "string"){
validate2.errors = [{instancePath:instancePath+"/restrictions/androidKeyRestrictions/allowedApplications/" + i2+"/packageName",schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/properties/allowedApplications/items/properties/packageName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid10 = _errs48 === errors;
}
else {
var valid10 = true;
}
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/restrictions/androidKeyRestrictions/allowedApplications/" + i2,schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/properties/allowedApplications/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid9 = _errs43 === errors;
if(!valid9){
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
var valid3 = _errs38 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data9.iosKeyRestrictions !== undefined){
let data21 = data9.iosKeyRestrictions;
const _errs50 = errors;
if(errors === _errs50){
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
const _errs52 = errors;
for(const key6 in data21){
if(!(key6 === "allowedBundleIds")){
validate2.errors = [{instancePath:instancePath+"/restrictions/iosKeyRestrictions",schemaPath:"schema:Restrictions/properties/iosKeyRestrictions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs52 === errors){
if(data21.allowedBundleIds !== undefined){
let data22 = data21.allowedBundleIds;
const _errs53 = errors;
if(errors === _errs53){
if(Array.isArray(data22)){
var valid12 = true;
const len3 = data22.length;
for(let i3=0; i3<len3; i3++){
const _errs55 = errors;
if(typeof data22[i3] !== "string"){
validate2.errors = [{instancePath:instancePath+"/restrictions/iosKeyRestrictions/allowedBundleIds/" + i3,schemaPath:"schema:Restrictions/properties/iosKeyRestrictions/properties/allowedBundleIds/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid12 = _errs55 === errors;
if(!valid12){
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
var valid3 = _errs50 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data9.apiTargets !== undefined){
let data24 = data9.apiTargets;
const _errs57 = errors;
if(errors === _errs57){
if(Array.isArray(data24)){
var valid13 = true;
const len4 = data24.length;
for(let i4=0; i4<len4; i4++){
let data25 = data24[i4];
const _errs59 = errors;
if(errors === _errs59){
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
let missing0;
if((data25.service === undefined) && (missing0 = "service")){
validate2.errors = [{instancePath:instancePath+"/restrictions/apiTargets/" + i4,schemaPath:"schema:Restrictions/properties/apiTargets/items/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs61 = errors;
for(const key7 in data25){
if(!((key7 === "service") || (key7 === "methods"))){
validate2.errors = [{instancePath:instancePath+"/restrictions/apiTargets/" + i4,schemaPath:"schema:Restrictions/properties/apiTargets/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs61 === errors){
if(data25.service !== undefined){
const _errs62 = errors;
if(typeof data25.service !== "string"){
validate2.errors = [{instancePath:instancePath+"/restrictions/apiTargets/" + i4+"/service",schemaPath:"schema:Restrictions/properties/apiTargets/items/properties/service/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid14 = _errs62 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data25.methods !== undefined){
let data27 = data25.methods;
const _errs64 = errors;
if(errors === _errs64){
if(Array.isArray(data27)){
var valid15 = true;
const len5 = data27.length;
for(let i5=0; i5<len5; i5++){
const _errs66 = errors;
if(typeof data27[i5] !== "string"){
validate2.errors = [{instancePath:instancePath+"/restrictions/apiTargets/" + i4+"/methods/" + i5,schemaPath:"schema:Restrictions/properties/apiTargets/items/properties/methods/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid15 = _errs66 === errors;
if(!valid15){
break;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/restrictions/apiTargets/" + i4+"/methods",schemaPath:"schema:Restrictions/properties/apiTargets/items/properties/methods/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid14 = _errs64 === errors;
}
else {
var valid14 = true;
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
var valid13 = _errs59 === errors;
if(!valid13){
break;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/restrictions/apiTargets",schemaPath:"schema:Restrictions/properties/apiTargets/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs57 === errors;
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
const _errs68 = errors;
if(typeof data.etag !== "string"){
validate2.errors = [{instancePath:instancePath+"/etag",schemaPath:"#/properties/etag/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs68 === errors;
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
const schema6 = {"type":"object","properties":{"query":{"type":"object","properties":{"updateMask":{"type":"string"}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"project":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,62}$"},"location":{"type":"string","enum":["global"]},"key":{"type":"string","minLength":1,"maxLength":63}},"required":["project","location","key"]}}};

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
if(typeof data0.updateMask !== "string"){
validate5.errors = [{instancePath:instancePath+"/query/updateMask",schemaPath:"#/properties/query/properties/updateMask/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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

exports.req_6 = validate6;
const schema7 = {"type":"object"};

function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(data && typeof data == "object" && !Array.isArray(data))){
validate6.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
validate6.errors = vErrors;
return errors === 0;
}

exports.req_7 = validate7;
const schema8 = {"type":"object","properties":{"query":{"type":"object","properties":{"keyString":{"type":"string","minLength":1}},"required":["keyString"]},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};

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
let missing0;
if((data0.keyString === undefined) && (missing0 = "keyString")){
validate7.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data0.keyString !== undefined){
let data1 = data0.keyString;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) < 1){
validate7.errors = [{instancePath:instancePath+"/query/keyString",schemaPath:"#/properties/query/properties/keyString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate7.errors = [{instancePath:instancePath+"/query/keyString",schemaPath:"#/properties/query/properties/keyString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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
let data2 = data.headers;
const _errs5 = errors;
if(errors === _errs5){
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
validate7.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate7.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate7.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate7.errors = vErrors;
return errors === 0;
}
