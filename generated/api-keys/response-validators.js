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
if(!(formats0.test(data1))){
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
if(!(formats2.validate.test(data4))){
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
if(!(formats2.validate.test(data5))){
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
if(!(formats2.validate.test(data6))){
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
validate1.errors = vErrors;
return errors === 0;
}


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.keys !== undefined){
let data0 = data.keys;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate1(data0[i0], {instancePath:instancePath+"/keys/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath:instancePath+"/keys",schemaPath:"#/properties/keys/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.nextPageToken !== undefined){
if(typeof data.nextPageToken !== "string"){
const err1 = {instancePath:instancePath+"/nextPageToken",schemaPath:"#/properties/nextPageToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}

exports.res_Status = validate3;
const schema3 = {"type":"object","required":["error"],"properties":{"error":{"type":"object","required":["code","message","status"],"properties":{"code":{"type":"integer"},"message":{"type":"string"},"status":{"type":"string"},"details":{"type":"array","items":{"type":"object","required":["@type"],"properties":{"@type":{"type":"string"}}}}}}}};

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate3.errors = vErrors;
return errors === 0;
}

exports.res_Operation = validate4;
const schema4 = {"type":"object","required":["name","done"],"properties":{"name":{"type":"string"},"done":{"type":"boolean"},"response":{"allOf":[{"$ref":"schema:Key"},{"type":"object","required":["@type"],"properties":{"@type":{"type":"string","enum":["type.googleapis.com/google.api.apikeys.v2.Key"]}}}]}}};

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.done === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "done"},message:"must have required property '"+"done"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
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
if(data.done !== undefined){
if(typeof data.done !== "boolean"){
const err3 = {instancePath:instancePath+"/done",schemaPath:"#/properties/done/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.response !== undefined){
let data2 = data.response;
if(!(validate1(data2, {instancePath:instancePath+"/response",parentData:data,parentDataProperty:"response",rootData}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2["@type"] === undefined){
const err4 = {instancePath:instancePath+"/response",schemaPath:"#/properties/response/allOf/1/required",keyword:"required",params:{missingProperty: "@type"},message:"must have required property '"+"@type"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2["@type"] !== undefined){
let data3 = data2["@type"];
if(typeof data3 !== "string"){
const err5 = {instancePath:instancePath+"/response/@type",schemaPath:"#/properties/response/allOf/1/properties/%40type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(data3 === "type.googleapis.com/google.api.apikeys.v2.Key")){
const err6 = {instancePath:instancePath+"/response/@type",schemaPath:"#/properties/response/allOf/1/properties/%40type/enum",keyword:"enum",params:{allowedValues: schema4.properties.response.allOf[1].properties["@type"].enum},message:"must be equal to one of the allowed values"};
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
const err7 = {instancePath:instancePath+"/response",schemaPath:"#/properties/response/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate4.errors = vErrors;
return errors === 0;
}

exports.res_Key = validate1;

exports.res_4 = validate6;
const schema5 = {"type":"object","required":["keyString"],"properties":{"keyString":{"type":"string"}}};

function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.keyString === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "keyString"},message:"must have required property '"+"keyString"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.keyString !== undefined){
if(typeof data.keyString !== "string"){
const err1 = {instancePath:instancePath+"/keyString",schemaPath:"#/properties/keyString/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate6.errors = vErrors;
return errors === 0;
}

exports.res_5 = validate7;
const schema6 = {"type":"object","required":["parent"],"properties":{"parent":{"type":"string"},"name":{"type":"string"}}};

function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.parent === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "parent"},message:"must have required property '"+"parent"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.parent !== undefined){
if(typeof data.parent !== "string"){
const err1 = {instancePath:instancePath+"/parent",schemaPath:"#/properties/parent/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(typeof data.name !== "string"){
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
validate7.errors = vErrors;
return errors === 0;
}
