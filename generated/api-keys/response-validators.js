// generated from specs/api-keys.yaml — do not edit; run `make generate`
"use strict";
exports.res_ListKeysResponse = validate0;
const schema0 = {"type":"object","properties":{"keys":{"type":"array","items":{"$ref":"schema:Key"}},"nextPageToken":{"type":"string"}}};
const schema1 = {"type":"object","properties":{"name":{"type":"string"},"uid":{"type":"string","format":"uuid"},"displayName":{"type":"string","maxLength":63},"keyString":{"type":"string"},"createTime":{"type":"string","format":"date-time"},"updateTime":{"type":"string","format":"date-time"},"deleteTime":{"type":"string","format":"date-time"},"annotations":{"type":"object","additionalProperties":{"type":"string"}},"restrictions":{"$ref":"schema:Restrictions"},"etag":{"type":"string"}}};
const schema2 = {"type":"object","additionalProperties":false,"not":{"anyOf":[{"required":["browserKeyRestrictions","serverKeyRestrictions"]},{"required":["browserKeyRestrictions","androidKeyRestrictions"]},{"required":["browserKeyRestrictions","iosKeyRestrictions"]},{"required":["serverKeyRestrictions","androidKeyRestrictions"]},{"required":["serverKeyRestrictions","iosKeyRestrictions"]},{"required":["androidKeyRestrictions","iosKeyRestrictions"]}]},"properties":{"browserKeyRestrictions":{"type":"object","additionalProperties":false,"properties":{"allowedReferrers":{"type":"array","items":{"type":"string"}}}},"serverKeyRestrictions":{"type":"object","additionalProperties":false,"properties":{"allowedIps":{"type":"array","items":{"type":"string"}}}},"androidKeyRestrictions":{"type":"object","additionalProperties":false,"properties":{"allowedApplications":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"sha1Fingerprint":{"type":"string"},"packageName":{"type":"string"}}}}}},"iosKeyRestrictions":{"type":"object","additionalProperties":false,"properties":{"allowedBundleIds":{"type":"array","items":{"type":"string"}}}},"apiTargets":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["service"],"properties":{"service":{"type":"string"},"methods":{"type":"array","items":{"type":"string"}}}}}}};
const formats0 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const formats2 = require("../formats")["date-time"];
const func0 = require("ajv/dist/runtime/ucs2length").default;

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name !== undefined){
const _errs1 = errors;
if(typeof data.name !== "string"){
validate1.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(!(formats0.test(data1))){
validate1.errors = [{instancePath:instancePath+"/uid",schemaPath:"#/properties/uid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/uid",schemaPath:"#/properties/uid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate1.errors = [{instancePath:instancePath+"/displayName",schemaPath:"#/properties/displayName/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/displayName",schemaPath:"#/properties/displayName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate1.errors = [{instancePath:instancePath+"/keyString",schemaPath:"#/properties/keyString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(!(formats2.validate.test(data4))){
validate1.errors = [{instancePath:instancePath+"/createTime",schemaPath:"#/properties/createTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/createTime",schemaPath:"#/properties/createTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(!(formats2.validate.test(data5))){
validate1.errors = [{instancePath:instancePath+"/updateTime",schemaPath:"#/properties/updateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/updateTime",schemaPath:"#/properties/updateTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(!(formats2.validate.test(data6))){
validate1.errors = [{instancePath:instancePath+"/deleteTime",schemaPath:"#/properties/deleteTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/deleteTime",schemaPath:"#/properties/deleteTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate1.errors = [{instancePath:instancePath+"/annotations/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/annotations/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs18 === errors;
if(!valid1){
break;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/annotations",schemaPath:"#/properties/annotations/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate1.errors = [{instancePath:instancePath+"/restrictions",schemaPath:"schema:Restrictions/not",keyword:"not",params:{},message:"must NOT be valid"}];
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
validate1.errors = [{instancePath:instancePath+"/restrictions",schemaPath:"schema:Restrictions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
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
validate1.errors = [{instancePath:instancePath+"/restrictions/browserKeyRestrictions",schemaPath:"schema:Restrictions/properties/browserKeyRestrictions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
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
validate1.errors = [{instancePath:instancePath+"/restrictions/browserKeyRestrictions/allowedReferrers/" + i0,schemaPath:"schema:Restrictions/properties/browserKeyRestrictions/properties/allowedReferrers/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs38 === errors;
if(!valid7){
break;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/restrictions/browserKeyRestrictions/allowedReferrers",schemaPath:"schema:Restrictions/properties/browserKeyRestrictions/properties/allowedReferrers/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/restrictions/browserKeyRestrictions",schemaPath:"schema:Restrictions/properties/browserKeyRestrictions/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate1.errors = [{instancePath:instancePath+"/restrictions/serverKeyRestrictions",schemaPath:"schema:Restrictions/properties/serverKeyRestrictions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
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
validate1.errors = [{instancePath:instancePath+"/restrictions/serverKeyRestrictions/allowedIps/" + i1,schemaPath:"schema:Restrictions/properties/serverKeyRestrictions/properties/allowedIps/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs45 === errors;
if(!valid9){
break;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/restrictions/serverKeyRestrictions/allowedIps",schemaPath:"schema:Restrictions/properties/serverKeyRestrictions/properties/allowedIps/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/restrictions/serverKeyRestrictions",schemaPath:"schema:Restrictions/properties/serverKeyRestrictions/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate1.errors = [{instancePath:instancePath+"/restrictions/androidKeyRestrictions",schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"}];
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
validate1.errors = [{instancePath:instancePath+"/restrictions/androidKeyRestrictions/allowedApplications/" + i2,schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/properties/allowedApplications/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs54 === errors){
if(data18.sha1Fingerprint !== undefined){
const _errs55 = errors;
if(typeof data18.sha1Fingerprint !== "string"){
validate1.errors = [{instancePath:instancePath+"/restrictions/androidKeyRestrictions/allowedApplications/" + i2+"/sha1Fingerprint",schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/properties/allowedApplications/items/properties/sha1Fingerprint/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate1.errors = [{instancePath:instancePath+"/restrictions/androidKeyRestrictions/allowedApplications/" + i2+"/packageName",schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/properties/allowedApplications/items/properties/packageName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate1.errors = [{instancePath:instancePath+"/restrictions/androidKeyRestrictions/allowedApplications/" + i2,schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/properties/allowedApplications/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate1.errors = [{instancePath:instancePath+"/restrictions/androidKeyRestrictions/allowedApplications",schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/properties/allowedApplications/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/restrictions/androidKeyRestrictions",schemaPath:"schema:Restrictions/properties/androidKeyRestrictions/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate1.errors = [{instancePath:instancePath+"/restrictions/iosKeyRestrictions",schemaPath:"schema:Restrictions/properties/iosKeyRestrictions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"}];
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
validate1.errors = [{instancePath:instancePath+"/restrictions/iosKeyRestrictions/allowedBundleIds/" + i3,schemaPath:"schema:Restrictions/properties/iosKeyRestrictions/properties/allowedBundleIds/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid14 = _errs64 === errors;
if(!valid14){
break;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/restrictions/iosKeyRestrictions/allowedBundleIds",schemaPath:"schema:Restrictions/properties/iosKeyRestrictions/properties/allowedBundleIds/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/restrictions/iosKeyRestrictions",schemaPath:"schema:Restrictions/properties/iosKeyRestrictions/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate1.errors = [{instancePath:instancePath+"/restrictions/apiTargets/" + i4,schemaPath:"schema:Restrictions/properties/apiTargets/items/required",keyword:"required",params:{missingProperty: missing6},message:"must have required property '"+missing6+"'"}];
return false;
}
else {
const _errs70 = errors;
for(const key7 in data25){
if(!((key7 === "service") || (key7 === "methods"))){
validate1.errors = [{instancePath:instancePath+"/restrictions/apiTargets/" + i4,schemaPath:"schema:Restrictions/properties/apiTargets/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs70 === errors){
if(data25.service !== undefined){
const _errs71 = errors;
if(typeof data25.service !== "string"){
validate1.errors = [{instancePath:instancePath+"/restrictions/apiTargets/" + i4+"/service",schemaPath:"schema:Restrictions/properties/apiTargets/items/properties/service/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate1.errors = [{instancePath:instancePath+"/restrictions/apiTargets/" + i4+"/methods/" + i5,schemaPath:"schema:Restrictions/properties/apiTargets/items/properties/methods/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid17 = _errs75 === errors;
if(!valid17){
break;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/restrictions/apiTargets/" + i4+"/methods",schemaPath:"schema:Restrictions/properties/apiTargets/items/properties/methods/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate1.errors = [{instancePath:instancePath+"/restrictions/apiTargets/" + i4,schemaPath:"schema:Restrictions/properties/apiTargets/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate1.errors = [{instancePath:instancePath+"/restrictions/apiTargets",schemaPath:"schema:Restrictions/properties/apiTargets/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate1.errors = [{instancePath:instancePath+"/restrictions",schemaPath:"schema:Restrictions/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate1.errors = [{instancePath:instancePath+"/etag",schemaPath:"#/properties/etag/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate1.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate1.errors = vErrors;
return errors === 0;
}


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.keys !== undefined){
let data0 = data.keys;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate1(data0[i0], {instancePath:instancePath+"/keys/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/keys",schemaPath:"#/properties/keys/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nextPageToken !== undefined){
const _errs4 = errors;
if(typeof data.nextPageToken !== "string"){
validate0.errors = [{instancePath:instancePath+"/nextPageToken",schemaPath:"#/properties/nextPageToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
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

exports.res_Status = validate3;
const schema3 = {"type":"object","required":["error"],"properties":{"error":{"type":"object","required":["code","message","status"],"properties":{"code":{"type":"integer"},"message":{"type":"string"},"status":{"type":"string"},"details":{"type":"array","items":{"type":"object","required":["@type"],"properties":{"@type":{"type":"string"}}}}}}}};

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate3.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
validate3.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data0.code !== undefined){
let data1 = data0.code;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate3.errors = [{instancePath:instancePath+"/error/code",schemaPath:"#/properties/error/properties/code/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
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
validate3.errors = [{instancePath:instancePath+"/error/message",schemaPath:"#/properties/error/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate3.errors = [{instancePath:instancePath+"/error/status",schemaPath:"#/properties/error/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate3.errors = [{instancePath:instancePath+"/error/details/" + i0,schemaPath:"#/properties/error/properties/details/items/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data5["@type"] !== undefined){
if(typeof data5["@type"] !== "string"){
validate3.errors = [{instancePath:instancePath+"/error/details/" + i0+"/@type",schemaPath:"#/properties/error/properties/details/items/properties/%40type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/error/details/" + i0,schemaPath:"#/properties/error/properties/details/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate3.errors = [{instancePath:instancePath+"/error/details",schemaPath:"#/properties/error/properties/details/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate3.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
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

exports.res_Operation = validate4;
const schema4 = {"type":"object","required":["name","done"],"properties":{"name":{"type":"string"},"done":{"type":"boolean"},"response":{"allOf":[{"$ref":"schema:Key"},{"type":"object","required":["@type"],"properties":{"@type":{"type":"string","enum":["type.googleapis.com/google.api.apikeys.v2.Key"]}}}]}}};

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.name === undefined) && (missing0 = "name")) || ((data.done === undefined) && (missing0 = "done"))){
validate4.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
const _errs1 = errors;
if(typeof data.name !== "string"){
validate4.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.done !== undefined){
const _errs3 = errors;
if(typeof data.done !== "boolean"){
validate4.errors = [{instancePath:instancePath+"/done",schemaPath:"#/properties/done/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.response !== undefined){
let data2 = data.response;
const _errs5 = errors;
const _errs6 = errors;
if(!(validate1(data2, {instancePath:instancePath+"/response",parentData:data,parentDataProperty:"response",rootData}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
var valid1 = _errs6 === errors;
if(valid1){
const _errs7 = errors;
if(errors === _errs7){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((data2["@type"] === undefined) && (missing1 = "@type")){
validate4.errors = [{instancePath:instancePath+"/response",schemaPath:"#/properties/response/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data2["@type"] !== undefined){
let data3 = data2["@type"];
if(typeof data3 !== "string"){
validate4.errors = [{instancePath:instancePath+"/response/@type",schemaPath:"#/properties/response/allOf/1/properties/%40type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data3 === "type.googleapis.com/google.api.apikeys.v2.Key")){
validate4.errors = [{instancePath:instancePath+"/response/@type",schemaPath:"#/properties/response/allOf/1/properties/%40type/enum",keyword:"enum",params:{allowedValues: schema4.properties.response.allOf[1].properties["@type"].enum},message:"must be equal to one of the allowed values"}];
return false;
}
}
}
}
else {
validate4.errors = [{instancePath:instancePath+"/response",schemaPath:"#/properties/response/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs7 === errors;
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
validate4.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate4.errors = vErrors;
return errors === 0;
}

exports.res_Key = validate1;

exports.res_4 = validate6;
const schema5 = {"type":"object","required":["keyString"],"properties":{"keyString":{"type":"string"}}};

function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.keyString === undefined) && (missing0 = "keyString")){
validate6.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.keyString !== undefined){
if(typeof data.keyString !== "string"){
validate6.errors = [{instancePath:instancePath+"/keyString",schemaPath:"#/properties/keyString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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

exports.res_5 = validate7;
const schema6 = {"type":"object","required":["parent"],"properties":{"parent":{"type":"string"},"name":{"type":"string"}}};

function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.parent === undefined) && (missing0 = "parent")){
validate7.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.parent !== undefined){
const _errs1 = errors;
if(typeof data.parent !== "string"){
validate7.errors = [{instancePath:instancePath+"/parent",schemaPath:"#/properties/parent/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs3 = errors;
if(typeof data.name !== "string"){
validate7.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
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
