// generated from specs/billing.yaml — do not edit; run `make generate`
"use strict";
exports.res_EventsError = validate0;
const schema0 = {"type":"object","required":["reasons"],"properties":{"reasons":{"type":"array","items":{"$ref":"schema:Reason"}}}};
const schema1 = {"type":"object","required":["code","message"],"properties":{"code":{"oneOf":[{"type":"integer"},{"type":"string"}]},"message":{"type":"string"}}};

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.reasons === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reasons"},message:"must have required property '"+"reasons"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.reasons !== undefined){
let data0 = data.reasons;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.code === undefined){
const err1 = {instancePath:instancePath+"/reasons/" + i0,schemaPath:"schema:Reason/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1.message === undefined){
const err2 = {instancePath:instancePath+"/reasons/" + i0,schemaPath:"schema:Reason/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.code !== undefined){
let data2 = data1.code;
const _errs7 = errors;
let valid5 = false;
let passing0 = null;
const _errs8 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err3 = {instancePath:instancePath+"/reasons/" + i0+"/code",schemaPath:"schema:Reason/properties/code/oneOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs8 === errors;
if(_valid0){
valid5 = true;
passing0 = 0;
}
const _errs10 = errors;
if(typeof data2 !== "string"){
const err4 = {instancePath:instancePath+"/reasons/" + i0+"/code",schemaPath:"schema:Reason/properties/code/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs10 === errors;
if(_valid0 && valid5){
valid5 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid5 = true;
passing0 = 1;
}
}
if(!valid5){
const err5 = {instancePath:instancePath+"/reasons/" + i0+"/code",schemaPath:"schema:Reason/properties/code/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
}
if(data1.message !== undefined){
if(typeof data1.message !== "string"){
const err6 = {instancePath:instancePath+"/reasons/" + i0+"/message",schemaPath:"schema:Reason/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err7 = {instancePath:instancePath+"/reasons/" + i0,schemaPath:"schema:Reason/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err8 = {instancePath:instancePath+"/reasons",schemaPath:"#/properties/reasons/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate0.errors = vErrors;
return errors === 0;
}

exports.res_EventTriggerPage = validate1;
const schema2 = {"type":"object","required":["data"],"properties":{"data":{"type":"array","items":{"$ref":"schema:EventTrigger"}},"next":{"type":"string"}}};
const schema3 = {"type":"object","required":["id","baseObject","condition","active","eventType"],"properties":{"id":{"type":"string"},"baseObject":{"type":"string"},"condition":{"type":"string"},"description":{"type":"string"},"active":{"type":"boolean"},"eventType":{"$ref":"schema:EventType"}}};
const schema4 = {"type":"object","required":["name"],"properties":{"name":{"type":"string","pattern":"^[A-Za-z]{1,}[\\w\\-]*$"},"displayName":{"type":"string"},"description":{"type":"string"}}};
const pattern0 = new RegExp("^[A-Za-z]{1,}[\\w\\-]*$", "u");

function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.baseObject === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "baseObject"},message:"must have required property '"+"baseObject"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.condition === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "condition"},message:"must have required property '"+"condition"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.active === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "active"},message:"must have required property '"+"active"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.eventType === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "eventType"},message:"must have required property '"+"eventType"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.baseObject !== undefined){
if(typeof data.baseObject !== "string"){
const err6 = {instancePath:instancePath+"/baseObject",schemaPath:"#/properties/baseObject/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.condition !== undefined){
if(typeof data.condition !== "string"){
const err7 = {instancePath:instancePath+"/condition",schemaPath:"#/properties/condition/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err8 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.active !== undefined){
if(typeof data.active !== "boolean"){
const err9 = {instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.eventType !== undefined){
let data5 = data.eventType;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.name === undefined){
const err10 = {instancePath:instancePath+"/eventType",schemaPath:"schema:EventType/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data5.name !== undefined){
let data6 = data5.name;
if(typeof data6 === "string"){
if(!pattern0.test(data6)){
const err11 = {instancePath:instancePath+"/eventType/name",schemaPath:"schema:EventType/properties/name/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z]{1,}[\\w\\-]*$"},message:"must match pattern \""+"^[A-Za-z]{1,}[\\w\\-]*$"+"\""};
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
const err12 = {instancePath:instancePath+"/eventType/name",schemaPath:"schema:EventType/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data5.displayName !== undefined){
if(typeof data5.displayName !== "string"){
const err13 = {instancePath:instancePath+"/eventType/displayName",schemaPath:"schema:EventType/properties/displayName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data5.description !== undefined){
if(typeof data5.description !== "string"){
const err14 = {instancePath:instancePath+"/eventType/description",schemaPath:"schema:EventType/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err15 = {instancePath:instancePath+"/eventType",schemaPath:"schema:EventType/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate2.errors = vErrors;
return errors === 0;
}


function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.data !== undefined){
let data0 = data.data;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate2(data0[i0], {instancePath:instancePath+"/data/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.next !== undefined){
if(typeof data.next !== "string"){
const err2 = {instancePath:instancePath+"/next",schemaPath:"#/properties/next/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate1.errors = vErrors;
return errors === 0;
}

exports.res_EventTrigger = validate2;

exports.res_EmailTemplatePage = validate4;
const schema5 = {"type":"object","required":["data"],"properties":{"data":{"type":"array","items":{"$ref":"schema:EmailTemplate"}},"next":{"type":"string"}}};
const schema6 = {"type":"object","required":["id","name","eventTypeName","emailSubject","emailBody","active"],"properties":{"id":{"type":"string"},"name":{"type":"string"},"eventTypeName":{"type":"string"},"description":{"type":"string"},"emailSubject":{"type":"string"},"emailBody":{"type":"string"},"fromEmailType":{"type":"string","enum":["TenantEmail","SpecificEmail"]},"fromEmailAddress":{"type":"string"},"toEmailType":{"type":"string","enum":["BillToContact","SoldToContact","SpecificEmails","TenantAdmin","RunOwner"]},"toEmailAddress":{"type":"string"},"isHtml":{"type":"boolean"},"active":{"type":"boolean"},"createdBy":{"type":"string"},"createdOn":{"type":"string","format":"date-time"},"updatedBy":{"type":"string"},"updatedOn":{"type":"string","format":"date-time"}}};
const formats0 = require("../formats")["date-time"];

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.data !== undefined){
let data0 = data.data;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id === undefined){
const err1 = {instancePath:instancePath+"/data/" + i0,schemaPath:"schema:EmailTemplate/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1.name === undefined){
const err2 = {instancePath:instancePath+"/data/" + i0,schemaPath:"schema:EmailTemplate/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.eventTypeName === undefined){
const err3 = {instancePath:instancePath+"/data/" + i0,schemaPath:"schema:EmailTemplate/required",keyword:"required",params:{missingProperty: "eventTypeName"},message:"must have required property '"+"eventTypeName"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.emailSubject === undefined){
const err4 = {instancePath:instancePath+"/data/" + i0,schemaPath:"schema:EmailTemplate/required",keyword:"required",params:{missingProperty: "emailSubject"},message:"must have required property '"+"emailSubject"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.emailBody === undefined){
const err5 = {instancePath:instancePath+"/data/" + i0,schemaPath:"schema:EmailTemplate/required",keyword:"required",params:{missingProperty: "emailBody"},message:"must have required property '"+"emailBody"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.active === undefined){
const err6 = {instancePath:instancePath+"/data/" + i0,schemaPath:"schema:EmailTemplate/required",keyword:"required",params:{missingProperty: "active"},message:"must have required property '"+"active"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.id !== undefined){
if(typeof data1.id !== "string"){
const err7 = {instancePath:instancePath+"/data/" + i0+"/id",schemaPath:"schema:EmailTemplate/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.name !== undefined){
if(typeof data1.name !== "string"){
const err8 = {instancePath:instancePath+"/data/" + i0+"/name",schemaPath:"schema:EmailTemplate/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.eventTypeName !== undefined){
if(typeof data1.eventTypeName !== "string"){
const err9 = {instancePath:instancePath+"/data/" + i0+"/eventTypeName",schemaPath:"schema:EmailTemplate/properties/eventTypeName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.description !== undefined){
if(typeof data1.description !== "string"){
const err10 = {instancePath:instancePath+"/data/" + i0+"/description",schemaPath:"schema:EmailTemplate/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.emailSubject !== undefined){
if(typeof data1.emailSubject !== "string"){
const err11 = {instancePath:instancePath+"/data/" + i0+"/emailSubject",schemaPath:"schema:EmailTemplate/properties/emailSubject/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.emailBody !== undefined){
if(typeof data1.emailBody !== "string"){
const err12 = {instancePath:instancePath+"/data/" + i0+"/emailBody",schemaPath:"schema:EmailTemplate/properties/emailBody/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.fromEmailType !== undefined){
let data8 = data1.fromEmailType;
if(typeof data8 !== "string"){
const err13 = {instancePath:instancePath+"/data/" + i0+"/fromEmailType",schemaPath:"schema:EmailTemplate/properties/fromEmailType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!((data8 === "TenantEmail") || (data8 === "SpecificEmail"))){
const err14 = {instancePath:instancePath+"/data/" + i0+"/fromEmailType",schemaPath:"schema:EmailTemplate/properties/fromEmailType/enum",keyword:"enum",params:{allowedValues: schema6.properties.fromEmailType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data1.fromEmailAddress !== undefined){
if(typeof data1.fromEmailAddress !== "string"){
const err15 = {instancePath:instancePath+"/data/" + i0+"/fromEmailAddress",schemaPath:"schema:EmailTemplate/properties/fromEmailAddress/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data1.toEmailType !== undefined){
let data10 = data1.toEmailType;
if(typeof data10 !== "string"){
const err16 = {instancePath:instancePath+"/data/" + i0+"/toEmailType",schemaPath:"schema:EmailTemplate/properties/toEmailType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(((((data10 === "BillToContact") || (data10 === "SoldToContact")) || (data10 === "SpecificEmails")) || (data10 === "TenantAdmin")) || (data10 === "RunOwner"))){
const err17 = {instancePath:instancePath+"/data/" + i0+"/toEmailType",schemaPath:"schema:EmailTemplate/properties/toEmailType/enum",keyword:"enum",params:{allowedValues: schema6.properties.toEmailType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data1.toEmailAddress !== undefined){
if(typeof data1.toEmailAddress !== "string"){
const err18 = {instancePath:instancePath+"/data/" + i0+"/toEmailAddress",schemaPath:"schema:EmailTemplate/properties/toEmailAddress/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data1.isHtml !== undefined){
if(typeof data1.isHtml !== "boolean"){
const err19 = {instancePath:instancePath+"/data/" + i0+"/isHtml",schemaPath:"schema:EmailTemplate/properties/isHtml/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data1.active !== undefined){
if(typeof data1.active !== "boolean"){
const err20 = {instancePath:instancePath+"/data/" + i0+"/active",schemaPath:"schema:EmailTemplate/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data1.createdBy !== undefined){
if(typeof data1.createdBy !== "string"){
const err21 = {instancePath:instancePath+"/data/" + i0+"/createdBy",schemaPath:"schema:EmailTemplate/properties/createdBy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data1.createdOn !== undefined){
let data15 = data1.createdOn;
if(typeof data15 === "string"){
if(!(formats0.validate.test(data15))){
const err22 = {instancePath:instancePath+"/data/" + i0+"/createdOn",schemaPath:"schema:EmailTemplate/properties/createdOn/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err23 = {instancePath:instancePath+"/data/" + i0+"/createdOn",schemaPath:"schema:EmailTemplate/properties/createdOn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data1.updatedBy !== undefined){
if(typeof data1.updatedBy !== "string"){
const err24 = {instancePath:instancePath+"/data/" + i0+"/updatedBy",schemaPath:"schema:EmailTemplate/properties/updatedBy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data1.updatedOn !== undefined){
let data17 = data1.updatedOn;
if(typeof data17 === "string"){
if(!(formats0.validate.test(data17))){
const err25 = {instancePath:instancePath+"/data/" + i0+"/updatedOn",schemaPath:"schema:EmailTemplate/properties/updatedOn/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err26 = {instancePath:instancePath+"/data/" + i0+"/updatedOn",schemaPath:"schema:EmailTemplate/properties/updatedOn/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err27 = {instancePath:instancePath+"/data/" + i0,schemaPath:"schema:EmailTemplate/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err28 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.next !== undefined){
if(typeof data.next !== "string"){
const err29 = {instancePath:instancePath+"/next",schemaPath:"#/properties/next/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate4.errors = vErrors;
return errors === 0;
}

exports.res_EmailTemplate = validate5;

function validate5(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.eventTypeName === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "eventTypeName"},message:"must have required property '"+"eventTypeName"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.emailSubject === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "emailSubject"},message:"must have required property '"+"emailSubject"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.emailBody === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "emailBody"},message:"must have required property '"+"emailBody"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.active === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "active"},message:"must have required property '"+"active"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(typeof data.name !== "string"){
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
if(data.eventTypeName !== undefined){
if(typeof data.eventTypeName !== "string"){
const err8 = {instancePath:instancePath+"/eventTypeName",schemaPath:"#/properties/eventTypeName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.emailSubject !== undefined){
if(typeof data.emailSubject !== "string"){
const err10 = {instancePath:instancePath+"/emailSubject",schemaPath:"#/properties/emailSubject/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.emailBody !== undefined){
if(typeof data.emailBody !== "string"){
const err11 = {instancePath:instancePath+"/emailBody",schemaPath:"#/properties/emailBody/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.fromEmailType !== undefined){
let data6 = data.fromEmailType;
if(typeof data6 !== "string"){
const err12 = {instancePath:instancePath+"/fromEmailType",schemaPath:"#/properties/fromEmailType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((data6 === "TenantEmail") || (data6 === "SpecificEmail"))){
const err13 = {instancePath:instancePath+"/fromEmailType",schemaPath:"#/properties/fromEmailType/enum",keyword:"enum",params:{allowedValues: schema6.properties.fromEmailType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.fromEmailAddress !== undefined){
if(typeof data.fromEmailAddress !== "string"){
const err14 = {instancePath:instancePath+"/fromEmailAddress",schemaPath:"#/properties/fromEmailAddress/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.toEmailType !== undefined){
let data8 = data.toEmailType;
if(typeof data8 !== "string"){
const err15 = {instancePath:instancePath+"/toEmailType",schemaPath:"#/properties/toEmailType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(((((data8 === "BillToContact") || (data8 === "SoldToContact")) || (data8 === "SpecificEmails")) || (data8 === "TenantAdmin")) || (data8 === "RunOwner"))){
const err16 = {instancePath:instancePath+"/toEmailType",schemaPath:"#/properties/toEmailType/enum",keyword:"enum",params:{allowedValues: schema6.properties.toEmailType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.toEmailAddress !== undefined){
if(typeof data.toEmailAddress !== "string"){
const err17 = {instancePath:instancePath+"/toEmailAddress",schemaPath:"#/properties/toEmailAddress/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.isHtml !== undefined){
if(typeof data.isHtml !== "boolean"){
const err18 = {instancePath:instancePath+"/isHtml",schemaPath:"#/properties/isHtml/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.active !== undefined){
if(typeof data.active !== "boolean"){
const err19 = {instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.createdBy !== undefined){
if(typeof data.createdBy !== "string"){
const err20 = {instancePath:instancePath+"/createdBy",schemaPath:"#/properties/createdBy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.createdOn !== undefined){
let data13 = data.createdOn;
if(typeof data13 === "string"){
if(!(formats0.validate.test(data13))){
const err21 = {instancePath:instancePath+"/createdOn",schemaPath:"#/properties/createdOn/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err22 = {instancePath:instancePath+"/createdOn",schemaPath:"#/properties/createdOn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.updatedBy !== undefined){
if(typeof data.updatedBy !== "string"){
const err23 = {instancePath:instancePath+"/updatedBy",schemaPath:"#/properties/updatedBy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.updatedOn !== undefined){
let data15 = data.updatedOn;
if(typeof data15 === "string"){
if(!(formats0.validate.test(data15))){
const err24 = {instancePath:instancePath+"/updatedOn",schemaPath:"#/properties/updatedOn/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err25 = {instancePath:instancePath+"/updatedOn",schemaPath:"#/properties/updatedOn/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate5.errors = vErrors;
return errors === 0;
}

exports.res_NotificationDefinitionPage = validate6;
const schema8 = {"type":"object","required":["data"],"properties":{"data":{"type":"array","items":{"$ref":"schema:NotificationDefinition"}},"next":{"type":"string"}}};
const schema9 = {"type":"object","required":["id","name","eventTypeName","profileId","active"],"properties":{"id":{"type":"string"},"name":{"type":"string"},"description":{"type":"string"},"eventTypeName":{"type":"string"},"profileId":{"type":"string"},"emailTemplateId":{"type":"string"},"emailActive":{"type":"boolean"},"calloutActive":{"type":"boolean"},"active":{"type":"boolean"},"createdOn":{"type":"string","format":"date-time"},"updatedOn":{"type":"string","format":"date-time"}}};

function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.data !== undefined){
let data0 = data.data;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id === undefined){
const err1 = {instancePath:instancePath+"/data/" + i0,schemaPath:"schema:NotificationDefinition/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1.name === undefined){
const err2 = {instancePath:instancePath+"/data/" + i0,schemaPath:"schema:NotificationDefinition/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.eventTypeName === undefined){
const err3 = {instancePath:instancePath+"/data/" + i0,schemaPath:"schema:NotificationDefinition/required",keyword:"required",params:{missingProperty: "eventTypeName"},message:"must have required property '"+"eventTypeName"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.profileId === undefined){
const err4 = {instancePath:instancePath+"/data/" + i0,schemaPath:"schema:NotificationDefinition/required",keyword:"required",params:{missingProperty: "profileId"},message:"must have required property '"+"profileId"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.active === undefined){
const err5 = {instancePath:instancePath+"/data/" + i0,schemaPath:"schema:NotificationDefinition/required",keyword:"required",params:{missingProperty: "active"},message:"must have required property '"+"active"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.id !== undefined){
if(typeof data1.id !== "string"){
const err6 = {instancePath:instancePath+"/data/" + i0+"/id",schemaPath:"schema:NotificationDefinition/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.name !== undefined){
if(typeof data1.name !== "string"){
const err7 = {instancePath:instancePath+"/data/" + i0+"/name",schemaPath:"schema:NotificationDefinition/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.description !== undefined){
if(typeof data1.description !== "string"){
const err8 = {instancePath:instancePath+"/data/" + i0+"/description",schemaPath:"schema:NotificationDefinition/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.eventTypeName !== undefined){
if(typeof data1.eventTypeName !== "string"){
const err9 = {instancePath:instancePath+"/data/" + i0+"/eventTypeName",schemaPath:"schema:NotificationDefinition/properties/eventTypeName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.profileId !== undefined){
if(typeof data1.profileId !== "string"){
const err10 = {instancePath:instancePath+"/data/" + i0+"/profileId",schemaPath:"schema:NotificationDefinition/properties/profileId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.emailTemplateId !== undefined){
if(typeof data1.emailTemplateId !== "string"){
const err11 = {instancePath:instancePath+"/data/" + i0+"/emailTemplateId",schemaPath:"schema:NotificationDefinition/properties/emailTemplateId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.emailActive !== undefined){
if(typeof data1.emailActive !== "boolean"){
const err12 = {instancePath:instancePath+"/data/" + i0+"/emailActive",schemaPath:"schema:NotificationDefinition/properties/emailActive/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.calloutActive !== undefined){
if(typeof data1.calloutActive !== "boolean"){
const err13 = {instancePath:instancePath+"/data/" + i0+"/calloutActive",schemaPath:"schema:NotificationDefinition/properties/calloutActive/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.active !== undefined){
if(typeof data1.active !== "boolean"){
const err14 = {instancePath:instancePath+"/data/" + i0+"/active",schemaPath:"schema:NotificationDefinition/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data1.createdOn !== undefined){
let data11 = data1.createdOn;
if(typeof data11 === "string"){
if(!(formats0.validate.test(data11))){
const err15 = {instancePath:instancePath+"/data/" + i0+"/createdOn",schemaPath:"schema:NotificationDefinition/properties/createdOn/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err16 = {instancePath:instancePath+"/data/" + i0+"/createdOn",schemaPath:"schema:NotificationDefinition/properties/createdOn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data1.updatedOn !== undefined){
let data12 = data1.updatedOn;
if(typeof data12 === "string"){
if(!(formats0.validate.test(data12))){
const err17 = {instancePath:instancePath+"/data/" + i0+"/updatedOn",schemaPath:"schema:NotificationDefinition/properties/updatedOn/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err18 = {instancePath:instancePath+"/data/" + i0+"/updatedOn",schemaPath:"schema:NotificationDefinition/properties/updatedOn/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err19 = {instancePath:instancePath+"/data/" + i0,schemaPath:"schema:NotificationDefinition/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err20 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.next !== undefined){
if(typeof data.next !== "string"){
const err21 = {instancePath:instancePath+"/next",schemaPath:"#/properties/next/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate6.errors = vErrors;
return errors === 0;
}

exports.res_HistoryDeletionTask = validate7;
const schema10 = {"type":"object","required":["id","accountId","status","createdOn"],"properties":{"id":{"type":"string"},"accountId":{"type":"string"},"status":{"type":"string","enum":["Pending","Processing","Completed"]},"deletedRecords":{"type":"integer"},"createdOn":{"type":"string","format":"date-time"},"completedOn":{"type":"string","format":"date-time"}}};

function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.accountId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "accountId"},message:"must have required property '"+"accountId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.status === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.createdOn === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdOn"},message:"must have required property '"+"createdOn"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.accountId !== undefined){
if(typeof data.accountId !== "string"){
const err5 = {instancePath:instancePath+"/accountId",schemaPath:"#/properties/accountId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.status !== undefined){
let data2 = data.status;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((data2 === "Pending") || (data2 === "Processing")) || (data2 === "Completed"))){
const err7 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema10.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.deletedRecords !== undefined){
let data3 = data.deletedRecords;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err8 = {instancePath:instancePath+"/deletedRecords",schemaPath:"#/properties/deletedRecords/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.createdOn !== undefined){
let data4 = data.createdOn;
if(typeof data4 === "string"){
if(!(formats0.validate.test(data4))){
const err9 = {instancePath:instancePath+"/createdOn",schemaPath:"#/properties/createdOn/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err10 = {instancePath:instancePath+"/createdOn",schemaPath:"#/properties/createdOn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.completedOn !== undefined){
let data5 = data.completedOn;
if(typeof data5 === "string"){
if(!(formats0.validate.test(data5))){
const err11 = {instancePath:instancePath+"/completedOn",schemaPath:"#/properties/completedOn/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err12 = {instancePath:instancePath+"/completedOn",schemaPath:"#/properties/completedOn/type",keyword:"type",params:{type: "string"},message:"must be string"};
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

exports.res_QueryJobEnvelope = validate8;
const schema11 = {"type":"object","required":["data"],"properties":{"data":{"$ref":"schema:QueryJob"}}};
const schema12 = {"type":"object","required":["id","query","queryStatus","outputFormat","compression","createdOn","updatedOn"],"properties":{"id":{"type":"string"},"query":{"type":"string"},"queryStatus":{"type":"string","enum":["submitted","in_progress","completed","failed","cancelled"]},"outputFormat":{"type":"string"},"compression":{"type":"string"},"columnSeparator":{"type":"string"},"readDeleted":{"type":"boolean"},"outputRows":{"type":"integer"},"processingTime":{"type":"integer"},"dataFile":{"type":"string"},"errorMessage":{"type":"string"},"createdBy":{"type":"string"},"createdOn":{"type":"string","format":"date-time"},"updatedOn":{"type":"string","format":"date-time"}}};

function validate8(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.data !== undefined){
let data0 = data.data;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.id === undefined){
const err1 = {instancePath:instancePath+"/data",schemaPath:"schema:QueryJob/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.query === undefined){
const err2 = {instancePath:instancePath+"/data",schemaPath:"schema:QueryJob/required",keyword:"required",params:{missingProperty: "query"},message:"must have required property '"+"query"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.queryStatus === undefined){
const err3 = {instancePath:instancePath+"/data",schemaPath:"schema:QueryJob/required",keyword:"required",params:{missingProperty: "queryStatus"},message:"must have required property '"+"queryStatus"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.outputFormat === undefined){
const err4 = {instancePath:instancePath+"/data",schemaPath:"schema:QueryJob/required",keyword:"required",params:{missingProperty: "outputFormat"},message:"must have required property '"+"outputFormat"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.compression === undefined){
const err5 = {instancePath:instancePath+"/data",schemaPath:"schema:QueryJob/required",keyword:"required",params:{missingProperty: "compression"},message:"must have required property '"+"compression"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.createdOn === undefined){
const err6 = {instancePath:instancePath+"/data",schemaPath:"schema:QueryJob/required",keyword:"required",params:{missingProperty: "createdOn"},message:"must have required property '"+"createdOn"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.updatedOn === undefined){
const err7 = {instancePath:instancePath+"/data",schemaPath:"schema:QueryJob/required",keyword:"required",params:{missingProperty: "updatedOn"},message:"must have required property '"+"updatedOn"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0.id !== undefined){
if(typeof data0.id !== "string"){
const err8 = {instancePath:instancePath+"/data/id",schemaPath:"schema:QueryJob/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.query !== undefined){
if(typeof data0.query !== "string"){
const err9 = {instancePath:instancePath+"/data/query",schemaPath:"schema:QueryJob/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.queryStatus !== undefined){
let data3 = data0.queryStatus;
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/data/queryStatus",schemaPath:"schema:QueryJob/properties/queryStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(((((data3 === "submitted") || (data3 === "in_progress")) || (data3 === "completed")) || (data3 === "failed")) || (data3 === "cancelled"))){
const err11 = {instancePath:instancePath+"/data/queryStatus",schemaPath:"schema:QueryJob/properties/queryStatus/enum",keyword:"enum",params:{allowedValues: schema12.properties.queryStatus.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data0.outputFormat !== undefined){
if(typeof data0.outputFormat !== "string"){
const err12 = {instancePath:instancePath+"/data/outputFormat",schemaPath:"schema:QueryJob/properties/outputFormat/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data0.compression !== undefined){
if(typeof data0.compression !== "string"){
const err13 = {instancePath:instancePath+"/data/compression",schemaPath:"schema:QueryJob/properties/compression/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data0.columnSeparator !== undefined){
if(typeof data0.columnSeparator !== "string"){
const err14 = {instancePath:instancePath+"/data/columnSeparator",schemaPath:"schema:QueryJob/properties/columnSeparator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data0.readDeleted !== undefined){
if(typeof data0.readDeleted !== "boolean"){
const err15 = {instancePath:instancePath+"/data/readDeleted",schemaPath:"schema:QueryJob/properties/readDeleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data0.outputRows !== undefined){
let data8 = data0.outputRows;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err16 = {instancePath:instancePath+"/data/outputRows",schemaPath:"schema:QueryJob/properties/outputRows/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data0.processingTime !== undefined){
let data9 = data0.processingTime;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err17 = {instancePath:instancePath+"/data/processingTime",schemaPath:"schema:QueryJob/properties/processingTime/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data0.dataFile !== undefined){
if(typeof data0.dataFile !== "string"){
const err18 = {instancePath:instancePath+"/data/dataFile",schemaPath:"schema:QueryJob/properties/dataFile/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data0.errorMessage !== undefined){
if(typeof data0.errorMessage !== "string"){
const err19 = {instancePath:instancePath+"/data/errorMessage",schemaPath:"schema:QueryJob/properties/errorMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data0.createdBy !== undefined){
if(typeof data0.createdBy !== "string"){
const err20 = {instancePath:instancePath+"/data/createdBy",schemaPath:"schema:QueryJob/properties/createdBy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data0.createdOn !== undefined){
let data13 = data0.createdOn;
if(typeof data13 === "string"){
if(!(formats0.validate.test(data13))){
const err21 = {instancePath:instancePath+"/data/createdOn",schemaPath:"schema:QueryJob/properties/createdOn/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err22 = {instancePath:instancePath+"/data/createdOn",schemaPath:"schema:QueryJob/properties/createdOn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data0.updatedOn !== undefined){
let data14 = data0.updatedOn;
if(typeof data14 === "string"){
if(!(formats0.validate.test(data14))){
const err23 = {instancePath:instancePath+"/data/updatedOn",schemaPath:"schema:QueryJob/properties/updatedOn/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err24 = {instancePath:instancePath+"/data/updatedOn",schemaPath:"schema:QueryJob/properties/updatedOn/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err25 = {instancePath:instancePath+"/data",schemaPath:"schema:QueryJob/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate8.errors = vErrors;
return errors === 0;
}

exports.res_SettingsBatchResponse = validate9;
const schema13 = {"type":"object","required":["responses"],"properties":{"responses":{"type":"array","items":{"$ref":"schema:SettingsSubResponse"}}}};
const schema14 = {"type":"object","required":["id","method","url","status"],"properties":{"id":{"type":"string"},"method":{"type":"string"},"url":{"type":"string"},"status":{"type":"string"},"response":{"type":"object","additionalProperties":true}}};

function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.responses === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "responses"},message:"must have required property '"+"responses"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.responses !== undefined){
let data0 = data.responses;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id === undefined){
const err1 = {instancePath:instancePath+"/responses/" + i0,schemaPath:"schema:SettingsSubResponse/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1.method === undefined){
const err2 = {instancePath:instancePath+"/responses/" + i0,schemaPath:"schema:SettingsSubResponse/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.url === undefined){
const err3 = {instancePath:instancePath+"/responses/" + i0,schemaPath:"schema:SettingsSubResponse/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.status === undefined){
const err4 = {instancePath:instancePath+"/responses/" + i0,schemaPath:"schema:SettingsSubResponse/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.id !== undefined){
if(typeof data1.id !== "string"){
const err5 = {instancePath:instancePath+"/responses/" + i0+"/id",schemaPath:"schema:SettingsSubResponse/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.method !== undefined){
if(typeof data1.method !== "string"){
const err6 = {instancePath:instancePath+"/responses/" + i0+"/method",schemaPath:"schema:SettingsSubResponse/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.url !== undefined){
if(typeof data1.url !== "string"){
const err7 = {instancePath:instancePath+"/responses/" + i0+"/url",schemaPath:"schema:SettingsSubResponse/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.status !== undefined){
if(typeof data1.status !== "string"){
const err8 = {instancePath:instancePath+"/responses/" + i0+"/status",schemaPath:"schema:SettingsSubResponse/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.response !== undefined){
let data6 = data1.response;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
}
else {
const err9 = {instancePath:instancePath+"/responses/" + i0+"/response",schemaPath:"schema:SettingsSubResponse/properties/response/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err10 = {instancePath:instancePath+"/responses/" + i0,schemaPath:"schema:SettingsSubResponse/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err11 = {instancePath:instancePath+"/responses",schemaPath:"#/properties/responses/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate9.errors = vErrors;
return errors === 0;
}

exports.res_AccountingPeriodPage = validate10;
const schema15 = {"type":"object","required":["success","accountingPeriods"],"properties":{"success":{"type":"boolean"},"accountingPeriods":{"type":"array","items":{"$ref":"schema:AccountingPeriod"}},"nextPage":{"type":"string"}}};
const schema16 = {"type":"object","required":["id","name","startDate","status","fiscalYear","runTrialBalanceStatus","createdOn","updatedOn"],"properties":{"id":{"type":"string"},"name":{"type":"string"},"startDate":{"$ref":"schema:Date"},"endDate":{"type":"string","format":"date","nullable":true},"status":{"type":"string","enum":["Open","PendingClose","Closed"]},"fiscalYear":{"type":"integer"},"fiscalQuarter":{"type":"integer","nullable":true},"notes":{"type":"string","nullable":true},"runTrialBalanceStatus":{"type":"string","enum":["Pending","Processing","Completed"]},"runTrialBalanceStart":{"type":"string","nullable":true},"runTrialBalanceEnd":{"type":"string","nullable":true},"createdBy":{"type":"string"},"createdOn":{"$ref":"schema:DateTime"},"updatedBy":{"type":"string"},"updatedOn":{"$ref":"schema:DateTime"}}};
const schema17 = {"type":"string","format":"date","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"};
const schema18 = {"type":"string"};
const formats20 = require("../formats").date;
const pattern1 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.startDate === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "startDate"},message:"must have required property '"+"startDate"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.status === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.fiscalYear === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fiscalYear"},message:"must have required property '"+"fiscalYear"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.runTrialBalanceStatus === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "runTrialBalanceStatus"},message:"must have required property '"+"runTrialBalanceStatus"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.createdOn === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdOn"},message:"must have required property '"+"createdOn"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.updatedOn === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updatedOn"},message:"must have required property '"+"updatedOn"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err8 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(typeof data.name !== "string"){
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
if(data.startDate !== undefined){
let data2 = data.startDate;
if(typeof data2 === "string"){
if(!pattern1.test(data2)){
const err10 = {instancePath:instancePath+"/startDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(formats20.validate.test(data2))){
const err11 = {instancePath:instancePath+"/startDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err12 = {instancePath:instancePath+"/startDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.endDate !== undefined){
let data3 = data.endDate;
if((typeof data3 !== "string") && (data3 !== null)){
const err13 = {instancePath:instancePath+"/endDate",schemaPath:"#/properties/endDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(typeof data3 === "string"){
if(!(formats20.validate.test(data3))){
const err14 = {instancePath:instancePath+"/endDate",schemaPath:"#/properties/endDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
if(data.status !== undefined){
let data4 = data.status;
if(typeof data4 !== "string"){
const err15 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(((data4 === "Open") || (data4 === "PendingClose")) || (data4 === "Closed"))){
const err16 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema16.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.fiscalYear !== undefined){
let data5 = data.fiscalYear;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err17 = {instancePath:instancePath+"/fiscalYear",schemaPath:"#/properties/fiscalYear/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.fiscalQuarter !== undefined){
let data6 = data.fiscalQuarter;
if((!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))) && (data6 !== null)){
const err18 = {instancePath:instancePath+"/fiscalQuarter",schemaPath:"#/properties/fiscalQuarter/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.notes !== undefined){
let data7 = data.notes;
if((typeof data7 !== "string") && (data7 !== null)){
const err19 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.runTrialBalanceStatus !== undefined){
let data8 = data.runTrialBalanceStatus;
if(typeof data8 !== "string"){
const err20 = {instancePath:instancePath+"/runTrialBalanceStatus",schemaPath:"#/properties/runTrialBalanceStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!(((data8 === "Pending") || (data8 === "Processing")) || (data8 === "Completed"))){
const err21 = {instancePath:instancePath+"/runTrialBalanceStatus",schemaPath:"#/properties/runTrialBalanceStatus/enum",keyword:"enum",params:{allowedValues: schema16.properties.runTrialBalanceStatus.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.runTrialBalanceStart !== undefined){
let data9 = data.runTrialBalanceStart;
if((typeof data9 !== "string") && (data9 !== null)){
const err22 = {instancePath:instancePath+"/runTrialBalanceStart",schemaPath:"#/properties/runTrialBalanceStart/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.runTrialBalanceEnd !== undefined){
let data10 = data.runTrialBalanceEnd;
if((typeof data10 !== "string") && (data10 !== null)){
const err23 = {instancePath:instancePath+"/runTrialBalanceEnd",schemaPath:"#/properties/runTrialBalanceEnd/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.createdBy !== undefined){
if(typeof data.createdBy !== "string"){
const err24 = {instancePath:instancePath+"/createdBy",schemaPath:"#/properties/createdBy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.createdOn !== undefined){
if(typeof data.createdOn !== "string"){
const err25 = {instancePath:instancePath+"/createdOn",schemaPath:"schema:DateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.updatedBy !== undefined){
if(typeof data.updatedBy !== "string"){
const err26 = {instancePath:instancePath+"/updatedBy",schemaPath:"#/properties/updatedBy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.updatedOn !== undefined){
if(typeof data.updatedOn !== "string"){
const err27 = {instancePath:instancePath+"/updatedOn",schemaPath:"schema:DateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err28 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
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
if(data.success === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.accountingPeriods === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "accountingPeriods"},message:"must have required property '"+"accountingPeriods"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.success !== undefined){
if(typeof data.success !== "boolean"){
const err2 = {instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.accountingPeriods !== undefined){
let data1 = data.accountingPeriods;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate11(data1[i0], {instancePath:instancePath+"/accountingPeriods/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath:instancePath+"/accountingPeriods",schemaPath:"#/properties/accountingPeriods/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.nextPage !== undefined){
if(typeof data.nextPage !== "string"){
const err4 = {instancePath:instancePath+"/nextPage",schemaPath:"#/properties/nextPage/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

exports.res_V1Error = validate13;
const schema20 = {"type":"object","required":["success","processId","reasons"],"properties":{"success":{"type":"boolean","enum":[false]},"processId":{"type":"string"},"reasons":{"type":"array","items":{"$ref":"schema:Reason"}}}};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.success === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.processId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "processId"},message:"must have required property '"+"processId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.reasons === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reasons"},message:"must have required property '"+"reasons"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.success !== undefined){
let data0 = data.success;
if(typeof data0 !== "boolean"){
const err3 = {instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(data0 === false)){
const err4 = {instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema20.properties.success.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.processId !== undefined){
if(typeof data.processId !== "string"){
const err5 = {instancePath:instancePath+"/processId",schemaPath:"#/properties/processId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.reasons !== undefined){
let data2 = data.reasons;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.code === undefined){
const err6 = {instancePath:instancePath+"/reasons/" + i0,schemaPath:"schema:Reason/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data3.message === undefined){
const err7 = {instancePath:instancePath+"/reasons/" + i0,schemaPath:"schema:Reason/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data3.code !== undefined){
let data4 = data3.code;
const _errs11 = errors;
let valid5 = false;
let passing0 = null;
const _errs12 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err8 = {instancePath:instancePath+"/reasons/" + i0+"/code",schemaPath:"schema:Reason/properties/code/oneOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs12 === errors;
if(_valid0){
valid5 = true;
passing0 = 0;
}
const _errs14 = errors;
if(typeof data4 !== "string"){
const err9 = {instancePath:instancePath+"/reasons/" + i0+"/code",schemaPath:"schema:Reason/properties/code/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs14 === errors;
if(_valid0 && valid5){
valid5 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid5 = true;
passing0 = 1;
}
}
if(!valid5){
const err10 = {instancePath:instancePath+"/reasons/" + i0+"/code",schemaPath:"schema:Reason/properties/code/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
}
if(data3.message !== undefined){
if(typeof data3.message !== "string"){
const err11 = {instancePath:instancePath+"/reasons/" + i0+"/message",schemaPath:"schema:Reason/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err12 = {instancePath:instancePath+"/reasons/" + i0,schemaPath:"schema:Reason/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err13 = {instancePath:instancePath+"/reasons",schemaPath:"#/properties/reasons/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate13.errors = vErrors;
return errors === 0;
}

exports.res_IdResult = validate14;
const schema22 = {"type":"object","required":["success","id"],"properties":{"success":{"type":"boolean"},"id":{"type":"string"}}};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.success === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.success !== undefined){
if(typeof data.success !== "boolean"){
const err2 = {instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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

exports.res_AccountingPeriodResult = validate15;
const schema23 = {"allOf":[{"$ref":"schema:AccountingPeriod"},{"$ref":"schema:Success"}]};
const schema24 = {"type":"object","required":["success"],"properties":{"success":{"type":"boolean"}}};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.success === undefined){
const err0 = {instancePath,schemaPath:"schema:Success/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.success !== undefined){
if(typeof data.success !== "boolean"){
const err1 = {instancePath:instancePath+"/success",schemaPath:"schema:Success/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err2 = {instancePath,schemaPath:"schema:Success/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}

exports.res_Success = validate17;

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.success === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.success !== undefined){
if(typeof data.success !== "boolean"){
const err1 = {instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate17.errors = vErrors;
return errors === 0;
}

exports.res_AccountingCodePage = validate18;
const schema26 = {"type":"object","required":["success","accountingCodes"],"properties":{"success":{"type":"boolean"},"accountingCodes":{"type":"array","items":{"$ref":"schema:AccountingCode"}},"nextPage":{"type":"string"}}};
const schema27 = {"type":"object","required":["id","name","type","category","status","createdOn","updatedOn"],"properties":{"id":{"type":"string"},"name":{"type":"string"},"type":{"$ref":"schema:AccountingCodeType"},"category":{"type":"string","enum":["Assets","Liabilities","Equity","Revenue","Expenses"]},"glAccountName":{"type":"string"},"glAccountNumber":{"type":"string"},"notes":{"type":"string"},"status":{"type":"string","enum":["Active","Inactive"]},"createdBy":{"type":"string"},"createdOn":{"$ref":"schema:DateTime"},"updatedBy":{"type":"string"},"updatedOn":{"$ref":"schema:DateTime"}}};
const schema28 = {"type":"string","enum":["AccountsReceivable","On-Account Receivable","Cash","OtherAssets","CustomerCashOnAccount","DeferredRevenue","SalesTaxPayable","OtherLiabilities","SalesRevenue","SalesDiscounts","OtherRevenue","OtherEquity","BadDebt","OtherExpenses"]};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.type === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.category === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "category"},message:"must have required property '"+"category"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.status === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.createdOn === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdOn"},message:"must have required property '"+"createdOn"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.updatedOn === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updatedOn"},message:"must have required property '"+"updatedOn"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
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
if(data.type !== undefined){
let data2 = data.type;
if(typeof data2 !== "string"){
const err9 = {instancePath:instancePath+"/type",schemaPath:"schema:AccountingCodeType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((((((((((((((data2 === "AccountsReceivable") || (data2 === "On-Account Receivable")) || (data2 === "Cash")) || (data2 === "OtherAssets")) || (data2 === "CustomerCashOnAccount")) || (data2 === "DeferredRevenue")) || (data2 === "SalesTaxPayable")) || (data2 === "OtherLiabilities")) || (data2 === "SalesRevenue")) || (data2 === "SalesDiscounts")) || (data2 === "OtherRevenue")) || (data2 === "OtherEquity")) || (data2 === "BadDebt")) || (data2 === "OtherExpenses"))){
const err10 = {instancePath:instancePath+"/type",schemaPath:"schema:AccountingCodeType/enum",keyword:"enum",params:{allowedValues: schema28.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.category !== undefined){
let data3 = data.category;
if(typeof data3 !== "string"){
const err11 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!(((((data3 === "Assets") || (data3 === "Liabilities")) || (data3 === "Equity")) || (data3 === "Revenue")) || (data3 === "Expenses"))){
const err12 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/enum",keyword:"enum",params:{allowedValues: schema27.properties.category.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.glAccountName !== undefined){
if(typeof data.glAccountName !== "string"){
const err13 = {instancePath:instancePath+"/glAccountName",schemaPath:"#/properties/glAccountName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.glAccountNumber !== undefined){
if(typeof data.glAccountNumber !== "string"){
const err14 = {instancePath:instancePath+"/glAccountNumber",schemaPath:"#/properties/glAccountNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.notes !== undefined){
if(typeof data.notes !== "string"){
const err15 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
let data7 = data.status;
if(typeof data7 !== "string"){
const err16 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!((data7 === "Active") || (data7 === "Inactive"))){
const err17 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema27.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.createdBy !== undefined){
if(typeof data.createdBy !== "string"){
const err18 = {instancePath:instancePath+"/createdBy",schemaPath:"#/properties/createdBy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.createdOn !== undefined){
if(typeof data.createdOn !== "string"){
const err19 = {instancePath:instancePath+"/createdOn",schemaPath:"schema:DateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.updatedBy !== undefined){
if(typeof data.updatedBy !== "string"){
const err20 = {instancePath:instancePath+"/updatedBy",schemaPath:"#/properties/updatedBy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.updatedOn !== undefined){
if(typeof data.updatedOn !== "string"){
const err21 = {instancePath:instancePath+"/updatedOn",schemaPath:"schema:DateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate19.errors = vErrors;
return errors === 0;
}


function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.success === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.accountingCodes === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "accountingCodes"},message:"must have required property '"+"accountingCodes"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.success !== undefined){
if(typeof data.success !== "boolean"){
const err2 = {instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.accountingCodes !== undefined){
let data1 = data.accountingCodes;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate19(data1[i0], {instancePath:instancePath+"/accountingCodes/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate19.errors : vErrors.concat(validate19.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath:instancePath+"/accountingCodes",schemaPath:"#/properties/accountingCodes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.nextPage !== undefined){
if(typeof data.nextPage !== "string"){
const err4 = {instancePath:instancePath+"/nextPage",schemaPath:"#/properties/nextPage/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate18.errors = vErrors;
return errors === 0;
}

exports.res_AccountingCodeResult = validate21;
const schema31 = {"allOf":[{"$ref":"schema:AccountingCode"},{"$ref":"schema:Success"}]};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(validate19(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate19.errors : vErrors.concat(validate19.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.success === undefined){
const err0 = {instancePath,schemaPath:"schema:Success/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.success !== undefined){
if(typeof data.success !== "boolean"){
const err1 = {instancePath:instancePath+"/success",schemaPath:"schema:Success/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err2 = {instancePath,schemaPath:"schema:Success/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}

exports.res_AccountCreateResult = validate23;
const schema33 = {"type":"object","required":["success","accountId","accountNumber","billToContactId","soldToContactId"],"properties":{"success":{"type":"boolean"},"accountId":{"type":"string"},"accountNumber":{"type":"string"},"billToContactId":{"type":"string"},"soldToContactId":{"type":"string"}}};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.success === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.accountId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "accountId"},message:"must have required property '"+"accountId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.accountNumber === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "accountNumber"},message:"must have required property '"+"accountNumber"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.billToContactId === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "billToContactId"},message:"must have required property '"+"billToContactId"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.soldToContactId === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "soldToContactId"},message:"must have required property '"+"soldToContactId"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.success !== undefined){
if(typeof data.success !== "boolean"){
const err5 = {instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.accountId !== undefined){
if(typeof data.accountId !== "string"){
const err6 = {instancePath:instancePath+"/accountId",schemaPath:"#/properties/accountId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.accountNumber !== undefined){
if(typeof data.accountNumber !== "string"){
const err7 = {instancePath:instancePath+"/accountNumber",schemaPath:"#/properties/accountNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.billToContactId !== undefined){
if(typeof data.billToContactId !== "string"){
const err8 = {instancePath:instancePath+"/billToContactId",schemaPath:"#/properties/billToContactId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.soldToContactId !== undefined){
if(typeof data.soldToContactId !== "string"){
const err9 = {instancePath:instancePath+"/soldToContactId",schemaPath:"#/properties/soldToContactId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}

exports.res_FileDeletionJob = validate24;
const schema34 = {"type":"object","required":["success","id","status","accountIds","createdTime"],"properties":{"success":{"type":"boolean"},"id":{"type":"string"},"status":{"type":"string","enum":["Pending","Processing","Completed"]},"accountIds":{"type":"array","items":{"type":"string"}},"deletedFiles":{"type":"integer"},"createdTime":{"$ref":"schema:DateTime"}}};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.success === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.status === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.accountIds === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "accountIds"},message:"must have required property '"+"accountIds"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.createdTime === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdTime"},message:"must have required property '"+"createdTime"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.success !== undefined){
if(typeof data.success !== "boolean"){
const err5 = {instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err7 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(((data2 === "Pending") || (data2 === "Processing")) || (data2 === "Completed"))){
const err8 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema34.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.accountIds !== undefined){
let data3 = data.accountIds;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(typeof data3[i0] !== "string"){
const err9 = {instancePath:instancePath+"/accountIds/" + i0,schemaPath:"#/properties/accountIds/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/accountIds",schemaPath:"#/properties/accountIds/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.deletedFiles !== undefined){
let data5 = data.deletedFiles;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err11 = {instancePath:instancePath+"/deletedFiles",schemaPath:"#/properties/deletedFiles/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.createdTime !== undefined){
if(typeof data.createdTime !== "string"){
const err12 = {instancePath:instancePath+"/createdTime",schemaPath:"schema:DateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate24.errors = vErrors;
return errors === 0;
}

exports.res_AsyncJobAccepted = validate25;
const schema36 = {"type":"object","required":["success","jobId"],"properties":{"success":{"type":"boolean"},"jobId":{"type":"string"}}};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.success === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.jobId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "jobId"},message:"must have required property '"+"jobId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.success !== undefined){
if(typeof data.success !== "boolean"){
const err2 = {instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.jobId !== undefined){
if(typeof data.jobId !== "string"){
const err3 = {instancePath:instancePath+"/jobId",schemaPath:"#/properties/jobId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate25.errors = vErrors;
return errors === 0;
}

exports.res_AsyncJob = validate26;
const schema37 = {"type":"object","required":["success","status"],"properties":{"success":{"type":"boolean"},"status":{"type":"string","enum":["Processing","Completed","Failed"]},"errors":{"type":"string"},"result":{"type":"object","required":["previewResult"],"properties":{"previewResult":{"type":"object","required":["invoices"],"properties":{"invoices":{"type":"array","items":{"type":"object","required":["amount","invoiceItems"],"properties":{"amount":{"type":"number"},"invoiceItems":{"type":"array","items":{"$ref":"schema:PreviewedCharge"}}}}}}}}}}};
const schema38 = {"type":"object","required":["productRatePlanId","productRatePlanChargeId","chargeName","serviceStartDate","serviceEndDate","amount"],"properties":{"productRatePlanId":{"type":"string"},"productRatePlanChargeId":{"type":"string"},"chargeName":{"type":"string"},"serviceStartDate":{"$ref":"schema:Date"},"serviceEndDate":{"$ref":"schema:Date"},"amount":{"type":"number"}}};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.productRatePlanId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "productRatePlanId"},message:"must have required property '"+"productRatePlanId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.productRatePlanChargeId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "productRatePlanChargeId"},message:"must have required property '"+"productRatePlanChargeId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.chargeName === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "chargeName"},message:"must have required property '"+"chargeName"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.serviceStartDate === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "serviceStartDate"},message:"must have required property '"+"serviceStartDate"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.serviceEndDate === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "serviceEndDate"},message:"must have required property '"+"serviceEndDate"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.amount === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.productRatePlanId !== undefined){
if(typeof data.productRatePlanId !== "string"){
const err6 = {instancePath:instancePath+"/productRatePlanId",schemaPath:"#/properties/productRatePlanId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.productRatePlanChargeId !== undefined){
if(typeof data.productRatePlanChargeId !== "string"){
const err7 = {instancePath:instancePath+"/productRatePlanChargeId",schemaPath:"#/properties/productRatePlanChargeId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.chargeName !== undefined){
if(typeof data.chargeName !== "string"){
const err8 = {instancePath:instancePath+"/chargeName",schemaPath:"#/properties/chargeName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.serviceStartDate !== undefined){
let data3 = data.serviceStartDate;
if(typeof data3 === "string"){
if(!pattern1.test(data3)){
const err9 = {instancePath:instancePath+"/serviceStartDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(formats20.validate.test(data3))){
const err10 = {instancePath:instancePath+"/serviceStartDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err11 = {instancePath:instancePath+"/serviceStartDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.serviceEndDate !== undefined){
let data4 = data.serviceEndDate;
if(typeof data4 === "string"){
if(!pattern1.test(data4)){
const err12 = {instancePath:instancePath+"/serviceEndDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(formats20.validate.test(data4))){
const err13 = {instancePath:instancePath+"/serviceEndDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err14 = {instancePath:instancePath+"/serviceEndDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.amount !== undefined){
let data5 = data.amount;
if(!((typeof data5 == "number") && (isFinite(data5)))){
const err15 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
validate27.errors = vErrors;
return errors === 0;
}


function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.success === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.status === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.success !== undefined){
if(typeof data.success !== "boolean"){
const err2 = {instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err3 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(((data1 === "Processing") || (data1 === "Completed")) || (data1 === "Failed"))){
const err4 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema37.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.errors !== undefined){
if(typeof data.errors !== "string"){
const err5 = {instancePath:instancePath+"/errors",schemaPath:"#/properties/errors/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.result !== undefined){
let data3 = data.result;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.previewResult === undefined){
const err6 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/required",keyword:"required",params:{missingProperty: "previewResult"},message:"must have required property '"+"previewResult"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data3.previewResult !== undefined){
let data4 = data3.previewResult;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.invoices === undefined){
const err7 = {instancePath:instancePath+"/result/previewResult",schemaPath:"#/properties/result/properties/previewResult/required",keyword:"required",params:{missingProperty: "invoices"},message:"must have required property '"+"invoices"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data4.invoices !== undefined){
let data5 = data4.invoices;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.amount === undefined){
const err8 = {instancePath:instancePath+"/result/previewResult/invoices/" + i0,schemaPath:"#/properties/result/properties/previewResult/properties/invoices/items/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data6.invoiceItems === undefined){
const err9 = {instancePath:instancePath+"/result/previewResult/invoices/" + i0,schemaPath:"#/properties/result/properties/previewResult/properties/invoices/items/required",keyword:"required",params:{missingProperty: "invoiceItems"},message:"must have required property '"+"invoiceItems"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data6.amount !== undefined){
let data7 = data6.amount;
if(!((typeof data7 == "number") && (isFinite(data7)))){
const err10 = {instancePath:instancePath+"/result/previewResult/invoices/" + i0+"/amount",schemaPath:"#/properties/result/properties/previewResult/properties/invoices/items/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data6.invoiceItems !== undefined){
let data8 = data6.invoiceItems;
if(Array.isArray(data8)){
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
if(!(validate27(data8[i1], {instancePath:instancePath+"/result/previewResult/invoices/" + i0+"/invoiceItems/" + i1,parentData:data8,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
}
else {
const err11 = {instancePath:instancePath+"/result/previewResult/invoices/" + i0+"/invoiceItems",schemaPath:"#/properties/result/properties/previewResult/properties/invoices/items/properties/invoiceItems/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err12 = {instancePath:instancePath+"/result/previewResult/invoices/" + i0,schemaPath:"#/properties/result/properties/previewResult/properties/invoices/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err13 = {instancePath:instancePath+"/result/previewResult/invoices",schemaPath:"#/properties/result/properties/previewResult/properties/invoices/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err14 = {instancePath:instancePath+"/result/previewResult",schemaPath:"#/properties/result/properties/previewResult/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err15 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate26.errors = vErrors;
return errors === 0;
}

exports.res_MassAction = validate29;
const schema41 = {"type":"object","required":["success","bulkKey","actionType","status","totalCount","processedCount"],"properties":{"success":{"type":"boolean"},"bulkKey":{"type":"string"},"actionType":{"type":"string"},"status":{"type":"string","enum":["Pending","Processing","Completed","Stopped"]},"totalCount":{"type":"integer"},"processedCount":{"type":"integer"},"startedOn":{"$ref":"schema:DateTime"},"endedOn":{"$ref":"schema:DateTime"}}};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.success === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.bulkKey === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "bulkKey"},message:"must have required property '"+"bulkKey"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.actionType === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "actionType"},message:"must have required property '"+"actionType"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.status === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.totalCount === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totalCount"},message:"must have required property '"+"totalCount"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.processedCount === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "processedCount"},message:"must have required property '"+"processedCount"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.success !== undefined){
if(typeof data.success !== "boolean"){
const err6 = {instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.bulkKey !== undefined){
if(typeof data.bulkKey !== "string"){
const err7 = {instancePath:instancePath+"/bulkKey",schemaPath:"#/properties/bulkKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.actionType !== undefined){
if(typeof data.actionType !== "string"){
const err8 = {instancePath:instancePath+"/actionType",schemaPath:"#/properties/actionType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.status !== undefined){
let data3 = data.status;
if(typeof data3 !== "string"){
const err9 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((((data3 === "Pending") || (data3 === "Processing")) || (data3 === "Completed")) || (data3 === "Stopped"))){
const err10 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema41.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.totalCount !== undefined){
let data4 = data.totalCount;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err11 = {instancePath:instancePath+"/totalCount",schemaPath:"#/properties/totalCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.processedCount !== undefined){
let data5 = data.processedCount;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err12 = {instancePath:instancePath+"/processedCount",schemaPath:"#/properties/processedCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.startedOn !== undefined){
if(typeof data.startedOn !== "string"){
const err13 = {instancePath:instancePath+"/startedOn",schemaPath:"schema:DateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.endedOn !== undefined){
if(typeof data.endedOn !== "string"){
const err14 = {instancePath:instancePath+"/endedOn",schemaPath:"schema:DateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate29.errors = vErrors;
return errors === 0;
}

exports.res_ProductResult = validate30;
const schema44 = {"allOf":[{"$ref":"schema:Product"},{"$ref":"schema:Success"}]};
const schema45 = {"type":"object","required":["id","name","sku","effectiveStartDate","effectiveEndDate"],"properties":{"id":{"type":"string"},"name":{"type":"string"},"sku":{"type":"string"},"description":{"type":"string"},"category":{"type":"string"},"effectiveStartDate":{"$ref":"schema:Date"},"effectiveEndDate":{"$ref":"schema:Date"},"productRatePlans":{"oneOf":[{"type":"array","items":{"$ref":"schema:ProductRatePlan"}},{"type":"string"}]}}};
const schema48 = {"type":"object","required":["id","name","status","productRatePlanCharges"],"properties":{"id":{"type":"string"},"name":{"type":"string"},"status":{"type":"string"},"productRatePlanCharges":{"type":"array","items":{"$ref":"schema:ProductRatePlanCharge"}}}};
const schema49 = {"type":"object","required":["id","name","type","model","price"],"properties":{"id":{"type":"string"},"name":{"type":"string"},"type":{"type":"string","enum":["OneTime","Recurring","Usage"]},"model":{"type":"string"},"price":{"type":"number"},"billingPeriod":{"type":"string"},"taxCode":{"type":"string"},"taxRate":{"type":"number"},"accountingCode":{"type":"string"}}};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.status === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.productRatePlanCharges === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "productRatePlanCharges"},message:"must have required property '"+"productRatePlanCharges"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data.status !== undefined){
if(typeof data.status !== "string"){
const err6 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.productRatePlanCharges !== undefined){
let data3 = data.productRatePlanCharges;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.id === undefined){
const err7 = {instancePath:instancePath+"/productRatePlanCharges/" + i0,schemaPath:"schema:ProductRatePlanCharge/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data4.name === undefined){
const err8 = {instancePath:instancePath+"/productRatePlanCharges/" + i0,schemaPath:"schema:ProductRatePlanCharge/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data4.type === undefined){
const err9 = {instancePath:instancePath+"/productRatePlanCharges/" + i0,schemaPath:"schema:ProductRatePlanCharge/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data4.model === undefined){
const err10 = {instancePath:instancePath+"/productRatePlanCharges/" + i0,schemaPath:"schema:ProductRatePlanCharge/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data4.price === undefined){
const err11 = {instancePath:instancePath+"/productRatePlanCharges/" + i0,schemaPath:"schema:ProductRatePlanCharge/required",keyword:"required",params:{missingProperty: "price"},message:"must have required property '"+"price"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data4.id !== undefined){
if(typeof data4.id !== "string"){
const err12 = {instancePath:instancePath+"/productRatePlanCharges/" + i0+"/id",schemaPath:"schema:ProductRatePlanCharge/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data4.name !== undefined){
if(typeof data4.name !== "string"){
const err13 = {instancePath:instancePath+"/productRatePlanCharges/" + i0+"/name",schemaPath:"schema:ProductRatePlanCharge/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data4.type !== undefined){
let data7 = data4.type;
if(typeof data7 !== "string"){
const err14 = {instancePath:instancePath+"/productRatePlanCharges/" + i0+"/type",schemaPath:"schema:ProductRatePlanCharge/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(((data7 === "OneTime") || (data7 === "Recurring")) || (data7 === "Usage"))){
const err15 = {instancePath:instancePath+"/productRatePlanCharges/" + i0+"/type",schemaPath:"schema:ProductRatePlanCharge/properties/type/enum",keyword:"enum",params:{allowedValues: schema49.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data4.model !== undefined){
if(typeof data4.model !== "string"){
const err16 = {instancePath:instancePath+"/productRatePlanCharges/" + i0+"/model",schemaPath:"schema:ProductRatePlanCharge/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data4.price !== undefined){
let data9 = data4.price;
if(!((typeof data9 == "number") && (isFinite(data9)))){
const err17 = {instancePath:instancePath+"/productRatePlanCharges/" + i0+"/price",schemaPath:"schema:ProductRatePlanCharge/properties/price/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data4.billingPeriod !== undefined){
if(typeof data4.billingPeriod !== "string"){
const err18 = {instancePath:instancePath+"/productRatePlanCharges/" + i0+"/billingPeriod",schemaPath:"schema:ProductRatePlanCharge/properties/billingPeriod/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data4.taxCode !== undefined){
if(typeof data4.taxCode !== "string"){
const err19 = {instancePath:instancePath+"/productRatePlanCharges/" + i0+"/taxCode",schemaPath:"schema:ProductRatePlanCharge/properties/taxCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data4.taxRate !== undefined){
let data12 = data4.taxRate;
if(!((typeof data12 == "number") && (isFinite(data12)))){
const err20 = {instancePath:instancePath+"/productRatePlanCharges/" + i0+"/taxRate",schemaPath:"schema:ProductRatePlanCharge/properties/taxRate/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data4.accountingCode !== undefined){
if(typeof data4.accountingCode !== "string"){
const err21 = {instancePath:instancePath+"/productRatePlanCharges/" + i0+"/accountingCode",schemaPath:"schema:ProductRatePlanCharge/properties/accountingCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err22 = {instancePath:instancePath+"/productRatePlanCharges/" + i0,schemaPath:"schema:ProductRatePlanCharge/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err23 = {instancePath:instancePath+"/productRatePlanCharges",schemaPath:"#/properties/productRatePlanCharges/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}


function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.sku === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sku"},message:"must have required property '"+"sku"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.effectiveStartDate === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "effectiveStartDate"},message:"must have required property '"+"effectiveStartDate"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.effectiveEndDate === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "effectiveEndDate"},message:"must have required property '"+"effectiveEndDate"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(typeof data.name !== "string"){
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
if(data.sku !== undefined){
if(typeof data.sku !== "string"){
const err7 = {instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err8 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.category !== undefined){
if(typeof data.category !== "string"){
const err9 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.effectiveStartDate !== undefined){
let data5 = data.effectiveStartDate;
if(typeof data5 === "string"){
if(!pattern1.test(data5)){
const err10 = {instancePath:instancePath+"/effectiveStartDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(formats20.validate.test(data5))){
const err11 = {instancePath:instancePath+"/effectiveStartDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err12 = {instancePath:instancePath+"/effectiveStartDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.effectiveEndDate !== undefined){
let data6 = data.effectiveEndDate;
if(typeof data6 === "string"){
if(!pattern1.test(data6)){
const err13 = {instancePath:instancePath+"/effectiveEndDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(formats20.validate.test(data6))){
const err14 = {instancePath:instancePath+"/effectiveEndDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err15 = {instancePath:instancePath+"/effectiveEndDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.productRatePlans !== undefined){
let data7 = data.productRatePlans;
const _errs18 = errors;
let valid3 = false;
let passing0 = null;
const _errs19 = errors;
if(Array.isArray(data7)){
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
if(!(validate32(data7[i0], {instancePath:instancePath+"/productRatePlans/" + i0,parentData:data7,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
}
else {
const err16 = {instancePath:instancePath+"/productRatePlans",schemaPath:"#/properties/productRatePlans/oneOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs19 === errors;
if(_valid0){
valid3 = true;
passing0 = 0;
}
const _errs22 = errors;
if(typeof data7 !== "string"){
const err17 = {instancePath:instancePath+"/productRatePlans",schemaPath:"#/properties/productRatePlans/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs22 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid3 = true;
passing0 = 1;
}
}
if(!valid3){
const err18 = {instancePath:instancePath+"/productRatePlans",schemaPath:"#/properties/productRatePlans/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
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
validate31.errors = vErrors;
return errors === 0;
}


function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(validate31(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.success === undefined){
const err0 = {instancePath,schemaPath:"schema:Success/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.success !== undefined){
if(typeof data.success !== "boolean"){
const err1 = {instancePath:instancePath+"/success",schemaPath:"schema:Success/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err2 = {instancePath,schemaPath:"schema:Success/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}

exports.res_22 = validate35;
const schema51 = {"type":"object","required":["success","productRatePlans"],"properties":{"success":{"type":"boolean"},"productRatePlans":{"type":"array","items":{"$ref":"schema:ProductRatePlan"}},"nextPage":{"type":"string"}}};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.success === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.productRatePlans === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "productRatePlans"},message:"must have required property '"+"productRatePlans"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.success !== undefined){
if(typeof data.success !== "boolean"){
const err2 = {instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.productRatePlans !== undefined){
let data1 = data.productRatePlans;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate32(data1[i0], {instancePath:instancePath+"/productRatePlans/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath:instancePath+"/productRatePlans",schemaPath:"#/properties/productRatePlans/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.nextPage !== undefined){
if(typeof data.nextPage !== "string"){
const err4 = {instancePath:instancePath+"/nextPage",schemaPath:"#/properties/nextPage/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}

exports.res_23 = validate37;
const schema52 = {"type":"object","required":["success","emailHistories"],"properties":{"success":{"type":"boolean"},"emailHistories":{"type":"array","items":{"$ref":"schema:EmailHistory"}},"nextPage":{"type":"string"}}};
const schema53 = {"type":"object","required":["id","accountId","eventCategory","sendTime","toEmail","subject","result"],"properties":{"id":{"type":"string"},"accountId":{"type":"string"},"eventCategory":{"type":"string"},"notification":{"type":"string"},"sendTime":{"type":"string","format":"date-time"},"toEmail":{"type":"string"},"subject":{"type":"string"},"result":{"type":"string","enum":["Sent","Failed"]}}};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.success === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.emailHistories === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "emailHistories"},message:"must have required property '"+"emailHistories"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.success !== undefined){
if(typeof data.success !== "boolean"){
const err2 = {instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.emailHistories !== undefined){
let data1 = data.emailHistories;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.id === undefined){
const err3 = {instancePath:instancePath+"/emailHistories/" + i0,schemaPath:"schema:EmailHistory/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.accountId === undefined){
const err4 = {instancePath:instancePath+"/emailHistories/" + i0,schemaPath:"schema:EmailHistory/required",keyword:"required",params:{missingProperty: "accountId"},message:"must have required property '"+"accountId"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2.eventCategory === undefined){
const err5 = {instancePath:instancePath+"/emailHistories/" + i0,schemaPath:"schema:EmailHistory/required",keyword:"required",params:{missingProperty: "eventCategory"},message:"must have required property '"+"eventCategory"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.sendTime === undefined){
const err6 = {instancePath:instancePath+"/emailHistories/" + i0,schemaPath:"schema:EmailHistory/required",keyword:"required",params:{missingProperty: "sendTime"},message:"must have required property '"+"sendTime"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.toEmail === undefined){
const err7 = {instancePath:instancePath+"/emailHistories/" + i0,schemaPath:"schema:EmailHistory/required",keyword:"required",params:{missingProperty: "toEmail"},message:"must have required property '"+"toEmail"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.subject === undefined){
const err8 = {instancePath:instancePath+"/emailHistories/" + i0,schemaPath:"schema:EmailHistory/required",keyword:"required",params:{missingProperty: "subject"},message:"must have required property '"+"subject"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.result === undefined){
const err9 = {instancePath:instancePath+"/emailHistories/" + i0,schemaPath:"schema:EmailHistory/required",keyword:"required",params:{missingProperty: "result"},message:"must have required property '"+"result"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.id !== undefined){
if(typeof data2.id !== "string"){
const err10 = {instancePath:instancePath+"/emailHistories/" + i0+"/id",schemaPath:"schema:EmailHistory/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.accountId !== undefined){
if(typeof data2.accountId !== "string"){
const err11 = {instancePath:instancePath+"/emailHistories/" + i0+"/accountId",schemaPath:"schema:EmailHistory/properties/accountId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.eventCategory !== undefined){
if(typeof data2.eventCategory !== "string"){
const err12 = {instancePath:instancePath+"/emailHistories/" + i0+"/eventCategory",schemaPath:"schema:EmailHistory/properties/eventCategory/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.notification !== undefined){
if(typeof data2.notification !== "string"){
const err13 = {instancePath:instancePath+"/emailHistories/" + i0+"/notification",schemaPath:"schema:EmailHistory/properties/notification/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.sendTime !== undefined){
let data7 = data2.sendTime;
if(typeof data7 === "string"){
if(!(formats0.validate.test(data7))){
const err14 = {instancePath:instancePath+"/emailHistories/" + i0+"/sendTime",schemaPath:"schema:EmailHistory/properties/sendTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err15 = {instancePath:instancePath+"/emailHistories/" + i0+"/sendTime",schemaPath:"schema:EmailHistory/properties/sendTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.toEmail !== undefined){
if(typeof data2.toEmail !== "string"){
const err16 = {instancePath:instancePath+"/emailHistories/" + i0+"/toEmail",schemaPath:"schema:EmailHistory/properties/toEmail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data2.subject !== undefined){
if(typeof data2.subject !== "string"){
const err17 = {instancePath:instancePath+"/emailHistories/" + i0+"/subject",schemaPath:"schema:EmailHistory/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.result !== undefined){
let data10 = data2.result;
if(typeof data10 !== "string"){
const err18 = {instancePath:instancePath+"/emailHistories/" + i0+"/result",schemaPath:"schema:EmailHistory/properties/result/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!((data10 === "Sent") || (data10 === "Failed"))){
const err19 = {instancePath:instancePath+"/emailHistories/" + i0+"/result",schemaPath:"schema:EmailHistory/properties/result/enum",keyword:"enum",params:{allowedValues: schema53.properties.result.enum},message:"must be equal to one of the allowed values"};
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
const err20 = {instancePath:instancePath+"/emailHistories/" + i0,schemaPath:"schema:EmailHistory/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err21 = {instancePath:instancePath+"/emailHistories",schemaPath:"#/properties/emailHistories/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.nextPage !== undefined){
if(typeof data.nextPage !== "string"){
const err22 = {instancePath:instancePath+"/nextPage",schemaPath:"#/properties/nextPage/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate37.errors = vErrors;
return errors === 0;
}

exports.res_24 = validate38;
const schema54 = {"type":"object","required":["success","calloutHistories"],"properties":{"success":{"type":"boolean"},"calloutHistories":{"type":"array","items":{"$ref":"schema:CalloutHistory"}},"nextPage":{"type":"string"}}};
const schema55 = {"type":"object","required":["id","accountId","eventCategory","createTime","requestUrl","requestMethod","attemptedNum","status"],"properties":{"id":{"type":"string"},"accountId":{"type":"string"},"eventCategory":{"type":"string"},"notification":{"type":"string"},"createTime":{"type":"string","format":"date-time"},"requestUrl":{"type":"string"},"requestMethod":{"type":"string","enum":["POST"]},"eventContext":{"type":"object","additionalProperties":true},"attemptedNum":{"type":"integer"},"status":{"type":"string","enum":["Pending","Delivered","Failed"]},"responseCode":{"type":"integer"},"errorMessage":{"type":"string"}}};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.success === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.calloutHistories === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "calloutHistories"},message:"must have required property '"+"calloutHistories"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.success !== undefined){
if(typeof data.success !== "boolean"){
const err2 = {instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.calloutHistories !== undefined){
let data1 = data.calloutHistories;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.id === undefined){
const err3 = {instancePath:instancePath+"/calloutHistories/" + i0,schemaPath:"schema:CalloutHistory/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.accountId === undefined){
const err4 = {instancePath:instancePath+"/calloutHistories/" + i0,schemaPath:"schema:CalloutHistory/required",keyword:"required",params:{missingProperty: "accountId"},message:"must have required property '"+"accountId"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2.eventCategory === undefined){
const err5 = {instancePath:instancePath+"/calloutHistories/" + i0,schemaPath:"schema:CalloutHistory/required",keyword:"required",params:{missingProperty: "eventCategory"},message:"must have required property '"+"eventCategory"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.createTime === undefined){
const err6 = {instancePath:instancePath+"/calloutHistories/" + i0,schemaPath:"schema:CalloutHistory/required",keyword:"required",params:{missingProperty: "createTime"},message:"must have required property '"+"createTime"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.requestUrl === undefined){
const err7 = {instancePath:instancePath+"/calloutHistories/" + i0,schemaPath:"schema:CalloutHistory/required",keyword:"required",params:{missingProperty: "requestUrl"},message:"must have required property '"+"requestUrl"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.requestMethod === undefined){
const err8 = {instancePath:instancePath+"/calloutHistories/" + i0,schemaPath:"schema:CalloutHistory/required",keyword:"required",params:{missingProperty: "requestMethod"},message:"must have required property '"+"requestMethod"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.attemptedNum === undefined){
const err9 = {instancePath:instancePath+"/calloutHistories/" + i0,schemaPath:"schema:CalloutHistory/required",keyword:"required",params:{missingProperty: "attemptedNum"},message:"must have required property '"+"attemptedNum"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.status === undefined){
const err10 = {instancePath:instancePath+"/calloutHistories/" + i0,schemaPath:"schema:CalloutHistory/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.id !== undefined){
if(typeof data2.id !== "string"){
const err11 = {instancePath:instancePath+"/calloutHistories/" + i0+"/id",schemaPath:"schema:CalloutHistory/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.accountId !== undefined){
if(typeof data2.accountId !== "string"){
const err12 = {instancePath:instancePath+"/calloutHistories/" + i0+"/accountId",schemaPath:"schema:CalloutHistory/properties/accountId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.eventCategory !== undefined){
if(typeof data2.eventCategory !== "string"){
const err13 = {instancePath:instancePath+"/calloutHistories/" + i0+"/eventCategory",schemaPath:"schema:CalloutHistory/properties/eventCategory/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.notification !== undefined){
if(typeof data2.notification !== "string"){
const err14 = {instancePath:instancePath+"/calloutHistories/" + i0+"/notification",schemaPath:"schema:CalloutHistory/properties/notification/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.createTime !== undefined){
let data7 = data2.createTime;
if(typeof data7 === "string"){
if(!(formats0.validate.test(data7))){
const err15 = {instancePath:instancePath+"/calloutHistories/" + i0+"/createTime",schemaPath:"schema:CalloutHistory/properties/createTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err16 = {instancePath:instancePath+"/calloutHistories/" + i0+"/createTime",schemaPath:"schema:CalloutHistory/properties/createTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data2.requestUrl !== undefined){
if(typeof data2.requestUrl !== "string"){
const err17 = {instancePath:instancePath+"/calloutHistories/" + i0+"/requestUrl",schemaPath:"schema:CalloutHistory/properties/requestUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.requestMethod !== undefined){
let data9 = data2.requestMethod;
if(typeof data9 !== "string"){
const err18 = {instancePath:instancePath+"/calloutHistories/" + i0+"/requestMethod",schemaPath:"schema:CalloutHistory/properties/requestMethod/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(data9 === "POST")){
const err19 = {instancePath:instancePath+"/calloutHistories/" + i0+"/requestMethod",schemaPath:"schema:CalloutHistory/properties/requestMethod/enum",keyword:"enum",params:{allowedValues: schema55.properties.requestMethod.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data2.eventContext !== undefined){
let data10 = data2.eventContext;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
}
else {
const err20 = {instancePath:instancePath+"/calloutHistories/" + i0+"/eventContext",schemaPath:"schema:CalloutHistory/properties/eventContext/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data2.attemptedNum !== undefined){
let data11 = data2.attemptedNum;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err21 = {instancePath:instancePath+"/calloutHistories/" + i0+"/attemptedNum",schemaPath:"schema:CalloutHistory/properties/attemptedNum/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data2.status !== undefined){
let data12 = data2.status;
if(typeof data12 !== "string"){
const err22 = {instancePath:instancePath+"/calloutHistories/" + i0+"/status",schemaPath:"schema:CalloutHistory/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!(((data12 === "Pending") || (data12 === "Delivered")) || (data12 === "Failed"))){
const err23 = {instancePath:instancePath+"/calloutHistories/" + i0+"/status",schemaPath:"schema:CalloutHistory/properties/status/enum",keyword:"enum",params:{allowedValues: schema55.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data2.responseCode !== undefined){
let data13 = data2.responseCode;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err24 = {instancePath:instancePath+"/calloutHistories/" + i0+"/responseCode",schemaPath:"schema:CalloutHistory/properties/responseCode/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data2.errorMessage !== undefined){
if(typeof data2.errorMessage !== "string"){
const err25 = {instancePath:instancePath+"/calloutHistories/" + i0+"/errorMessage",schemaPath:"schema:CalloutHistory/properties/errorMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err26 = {instancePath:instancePath+"/calloutHistories/" + i0,schemaPath:"schema:CalloutHistory/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err27 = {instancePath:instancePath+"/calloutHistories",schemaPath:"#/properties/calloutHistories/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.nextPage !== undefined){
if(typeof data.nextPage !== "string"){
const err28 = {instancePath:instancePath+"/nextPage",schemaPath:"#/properties/nextPage/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err29 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}

exports.res_ProductPage = validate39;
const schema56 = {"type":"object","required":["success","products"],"properties":{"success":{"type":"boolean"},"products":{"type":"array","items":{"$ref":"schema:Product"}},"nextPage":{"type":"string"}}};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.success === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.products === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "products"},message:"must have required property '"+"products"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.success !== undefined){
if(typeof data.success !== "boolean"){
const err2 = {instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.products !== undefined){
let data1 = data.products;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate31(data1[i0], {instancePath:instancePath+"/products/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath:instancePath+"/products",schemaPath:"#/properties/products/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.nextPage !== undefined){
if(typeof data.nextPage !== "string"){
const err4 = {instancePath:instancePath+"/nextPage",schemaPath:"#/properties/nextPage/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}

exports.res_ChargeRevenueSummary = validate41;
const schema57 = {"type":"object","required":["success","number","chargeId","chargeNumber","subscriptionNumber","accountId","currency","details"],"properties":{"success":{"type":"boolean"},"number":{"type":"string"},"chargeId":{"type":"string"},"chargeNumber":{"type":"string"},"subscriptionNumber":{"type":"string"},"accountId":{"type":"string"},"currency":{"type":"string"},"details":{"type":"array","items":{"type":"object","required":["accountingPeriodName","startDate","endDate","amount"],"properties":{"accountingPeriodName":{"type":"string"},"startDate":{"$ref":"schema:Date"},"endDate":{"$ref":"schema:Date"},"amount":{"type":"number"},"accountingCode":{"type":"string"}}}}}};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.success === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.number === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "number"},message:"must have required property '"+"number"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.chargeId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "chargeId"},message:"must have required property '"+"chargeId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.chargeNumber === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "chargeNumber"},message:"must have required property '"+"chargeNumber"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.subscriptionNumber === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "subscriptionNumber"},message:"must have required property '"+"subscriptionNumber"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.accountId === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "accountId"},message:"must have required property '"+"accountId"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.currency === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "currency"},message:"must have required property '"+"currency"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.details === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "details"},message:"must have required property '"+"details"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.success !== undefined){
if(typeof data.success !== "boolean"){
const err8 = {instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.number !== undefined){
if(typeof data.number !== "string"){
const err9 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.chargeId !== undefined){
if(typeof data.chargeId !== "string"){
const err10 = {instancePath:instancePath+"/chargeId",schemaPath:"#/properties/chargeId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.chargeNumber !== undefined){
if(typeof data.chargeNumber !== "string"){
const err11 = {instancePath:instancePath+"/chargeNumber",schemaPath:"#/properties/chargeNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.subscriptionNumber !== undefined){
if(typeof data.subscriptionNumber !== "string"){
const err12 = {instancePath:instancePath+"/subscriptionNumber",schemaPath:"#/properties/subscriptionNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.accountId !== undefined){
if(typeof data.accountId !== "string"){
const err13 = {instancePath:instancePath+"/accountId",schemaPath:"#/properties/accountId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.currency !== undefined){
if(typeof data.currency !== "string"){
const err14 = {instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.details !== undefined){
let data7 = data.details;
if(Array.isArray(data7)){
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.accountingPeriodName === undefined){
const err15 = {instancePath:instancePath+"/details/" + i0,schemaPath:"#/properties/details/items/required",keyword:"required",params:{missingProperty: "accountingPeriodName"},message:"must have required property '"+"accountingPeriodName"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data8.startDate === undefined){
const err16 = {instancePath:instancePath+"/details/" + i0,schemaPath:"#/properties/details/items/required",keyword:"required",params:{missingProperty: "startDate"},message:"must have required property '"+"startDate"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data8.endDate === undefined){
const err17 = {instancePath:instancePath+"/details/" + i0,schemaPath:"#/properties/details/items/required",keyword:"required",params:{missingProperty: "endDate"},message:"must have required property '"+"endDate"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data8.amount === undefined){
const err18 = {instancePath:instancePath+"/details/" + i0,schemaPath:"#/properties/details/items/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data8.accountingPeriodName !== undefined){
if(typeof data8.accountingPeriodName !== "string"){
const err19 = {instancePath:instancePath+"/details/" + i0+"/accountingPeriodName",schemaPath:"#/properties/details/items/properties/accountingPeriodName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data8.startDate !== undefined){
let data10 = data8.startDate;
if(typeof data10 === "string"){
if(!pattern1.test(data10)){
const err20 = {instancePath:instancePath+"/details/" + i0+"/startDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!(formats20.validate.test(data10))){
const err21 = {instancePath:instancePath+"/details/" + i0+"/startDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err22 = {instancePath:instancePath+"/details/" + i0+"/startDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data8.endDate !== undefined){
let data11 = data8.endDate;
if(typeof data11 === "string"){
if(!pattern1.test(data11)){
const err23 = {instancePath:instancePath+"/details/" + i0+"/endDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(formats20.validate.test(data11))){
const err24 = {instancePath:instancePath+"/details/" + i0+"/endDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err25 = {instancePath:instancePath+"/details/" + i0+"/endDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data8.amount !== undefined){
let data12 = data8.amount;
if(!((typeof data12 == "number") && (isFinite(data12)))){
const err26 = {instancePath:instancePath+"/details/" + i0+"/amount",schemaPath:"#/properties/details/items/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data8.accountingCode !== undefined){
if(typeof data8.accountingCode !== "string"){
const err27 = {instancePath:instancePath+"/details/" + i0+"/accountingCode",schemaPath:"#/properties/details/items/properties/accountingCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err28 = {instancePath:instancePath+"/details/" + i0,schemaPath:"#/properties/details/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err29 = {instancePath:instancePath+"/details",schemaPath:"#/properties/details/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}

exports.res_ContactResult = validate42;
const schema60 = {"allOf":[{"$ref":"schema:ContactFields"},{"type":"object","required":["id","accountId","firstName","lastName","success"],"properties":{"id":{"type":"string"},"accountId":{"type":"string"},"success":{"type":"boolean"}}}]};
const schema61 = {"type":"object","properties":{"firstName":{"type":"string","maxLength":100},"lastName":{"type":"string","maxLength":100},"nickname":{"type":"string","maxLength":100},"workEmail":{"type":"string","maxLength":80},"personalEmail":{"type":"string","maxLength":80},"workPhone":{"type":"string","maxLength":40},"mobilePhone":{"type":"string","maxLength":100},"homePhone":{"type":"string","maxLength":40},"fax":{"type":"string","maxLength":40},"address1":{"type":"string","maxLength":255},"address2":{"type":"string","maxLength":255},"city":{"type":"string","maxLength":40},"state":{"type":"string","maxLength":40},"county":{"type":"string","maxLength":32},"zipCode":{"type":"string","maxLength":20},"country":{"type":"string","maxLength":64},"taxRegion":{"type":"string","maxLength":32}}};
const func0 = require("ajv/dist/runtime/ucs2length").default;

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.firstName !== undefined){
let data0 = data.firstName;
if(typeof data0 === "string"){
if(func0(data0) > 100){
const err0 = {instancePath:instancePath+"/firstName",schemaPath:"schema:ContactFields/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err1 = {instancePath:instancePath+"/firstName",schemaPath:"schema:ContactFields/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.lastName !== undefined){
let data1 = data.lastName;
if(typeof data1 === "string"){
if(func0(data1) > 100){
const err2 = {instancePath:instancePath+"/lastName",schemaPath:"schema:ContactFields/properties/lastName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err3 = {instancePath:instancePath+"/lastName",schemaPath:"schema:ContactFields/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.nickname !== undefined){
let data2 = data.nickname;
if(typeof data2 === "string"){
if(func0(data2) > 100){
const err4 = {instancePath:instancePath+"/nickname",schemaPath:"schema:ContactFields/properties/nickname/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err5 = {instancePath:instancePath+"/nickname",schemaPath:"schema:ContactFields/properties/nickname/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.workEmail !== undefined){
let data3 = data.workEmail;
if(typeof data3 === "string"){
if(func0(data3) > 80){
const err6 = {instancePath:instancePath+"/workEmail",schemaPath:"schema:ContactFields/properties/workEmail/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
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
const err7 = {instancePath:instancePath+"/workEmail",schemaPath:"schema:ContactFields/properties/workEmail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.personalEmail !== undefined){
let data4 = data.personalEmail;
if(typeof data4 === "string"){
if(func0(data4) > 80){
const err8 = {instancePath:instancePath+"/personalEmail",schemaPath:"schema:ContactFields/properties/personalEmail/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
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
const err9 = {instancePath:instancePath+"/personalEmail",schemaPath:"schema:ContactFields/properties/personalEmail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.workPhone !== undefined){
let data5 = data.workPhone;
if(typeof data5 === "string"){
if(func0(data5) > 40){
const err10 = {instancePath:instancePath+"/workPhone",schemaPath:"schema:ContactFields/properties/workPhone/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
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
const err11 = {instancePath:instancePath+"/workPhone",schemaPath:"schema:ContactFields/properties/workPhone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.mobilePhone !== undefined){
let data6 = data.mobilePhone;
if(typeof data6 === "string"){
if(func0(data6) > 100){
const err12 = {instancePath:instancePath+"/mobilePhone",schemaPath:"schema:ContactFields/properties/mobilePhone/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err13 = {instancePath:instancePath+"/mobilePhone",schemaPath:"schema:ContactFields/properties/mobilePhone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.homePhone !== undefined){
let data7 = data.homePhone;
if(typeof data7 === "string"){
if(func0(data7) > 40){
const err14 = {instancePath:instancePath+"/homePhone",schemaPath:"schema:ContactFields/properties/homePhone/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
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
const err15 = {instancePath:instancePath+"/homePhone",schemaPath:"schema:ContactFields/properties/homePhone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.fax !== undefined){
let data8 = data.fax;
if(typeof data8 === "string"){
if(func0(data8) > 40){
const err16 = {instancePath:instancePath+"/fax",schemaPath:"schema:ContactFields/properties/fax/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
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
const err17 = {instancePath:instancePath+"/fax",schemaPath:"schema:ContactFields/properties/fax/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.address1 !== undefined){
let data9 = data.address1;
if(typeof data9 === "string"){
if(func0(data9) > 255){
const err18 = {instancePath:instancePath+"/address1",schemaPath:"schema:ContactFields/properties/address1/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
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
const err19 = {instancePath:instancePath+"/address1",schemaPath:"schema:ContactFields/properties/address1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.address2 !== undefined){
let data10 = data.address2;
if(typeof data10 === "string"){
if(func0(data10) > 255){
const err20 = {instancePath:instancePath+"/address2",schemaPath:"schema:ContactFields/properties/address2/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
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
const err21 = {instancePath:instancePath+"/address2",schemaPath:"schema:ContactFields/properties/address2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.city !== undefined){
let data11 = data.city;
if(typeof data11 === "string"){
if(func0(data11) > 40){
const err22 = {instancePath:instancePath+"/city",schemaPath:"schema:ContactFields/properties/city/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
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
const err23 = {instancePath:instancePath+"/city",schemaPath:"schema:ContactFields/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.state !== undefined){
let data12 = data.state;
if(typeof data12 === "string"){
if(func0(data12) > 40){
const err24 = {instancePath:instancePath+"/state",schemaPath:"schema:ContactFields/properties/state/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
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
const err25 = {instancePath:instancePath+"/state",schemaPath:"schema:ContactFields/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.county !== undefined){
let data13 = data.county;
if(typeof data13 === "string"){
if(func0(data13) > 32){
const err26 = {instancePath:instancePath+"/county",schemaPath:"schema:ContactFields/properties/county/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/county",schemaPath:"schema:ContactFields/properties/county/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.zipCode !== undefined){
let data14 = data.zipCode;
if(typeof data14 === "string"){
if(func0(data14) > 20){
const err28 = {instancePath:instancePath+"/zipCode",schemaPath:"schema:ContactFields/properties/zipCode/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
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
const err29 = {instancePath:instancePath+"/zipCode",schemaPath:"schema:ContactFields/properties/zipCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.country !== undefined){
let data15 = data.country;
if(typeof data15 === "string"){
if(func0(data15) > 64){
const err30 = {instancePath:instancePath+"/country",schemaPath:"schema:ContactFields/properties/country/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
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
const err31 = {instancePath:instancePath+"/country",schemaPath:"schema:ContactFields/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.taxRegion !== undefined){
let data16 = data.taxRegion;
if(typeof data16 === "string"){
if(func0(data16) > 32){
const err32 = {instancePath:instancePath+"/taxRegion",schemaPath:"schema:ContactFields/properties/taxRegion/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
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
const err33 = {instancePath:instancePath+"/taxRegion",schemaPath:"schema:ContactFields/properties/taxRegion/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err34 = {instancePath,schemaPath:"schema:ContactFields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err35 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data.accountId === undefined){
const err36 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "accountId"},message:"must have required property '"+"accountId"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data.firstName === undefined){
const err37 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "firstName"},message:"must have required property '"+"firstName"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data.lastName === undefined){
const err38 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "lastName"},message:"must have required property '"+"lastName"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data.success === undefined){
const err39 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err40 = {instancePath:instancePath+"/id",schemaPath:"#/allOf/1/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.accountId !== undefined){
if(typeof data.accountId !== "string"){
const err41 = {instancePath:instancePath+"/accountId",schemaPath:"#/allOf/1/properties/accountId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.success !== undefined){
if(typeof data.success !== "boolean"){
const err42 = {instancePath:instancePath+"/success",schemaPath:"#/allOf/1/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err43 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
validate42.errors = vErrors;
return errors === 0;
}

exports.res_CreditMemoPage = validate43;
const schema62 = {"type":"object","required":["success","creditmemos"],"properties":{"success":{"type":"boolean"},"creditmemos":{"type":"array","items":{"$ref":"schema:CreditMemo"}},"nextPage":{"type":"string"}}};
const schema63 = {"type":"object","required":["success","id","number","accountId","amount","amountWithoutTax","taxAmount","totalTaxExemptAmount","appliedAmount","unappliedAmount","refundAmount","currency","creditMemoDate","status","autoApplyUponPosting","excludeFromAutoApplyRules","transferredToAccounting","createdById","createdDate","updatedById","updatedDate"],"properties":{"success":{"type":"boolean"},"id":{"type":"string"},"number":{"type":"string"},"accountId":{"type":"string"},"amount":{"type":"number"},"amountWithoutTax":{"type":"number"},"taxAmount":{"type":"number"},"totalTaxExemptAmount":{"type":"number"},"appliedAmount":{"type":"number"},"unappliedAmount":{"type":"number"},"refundAmount":{"type":"number"},"currency":{"type":"string"},"creditMemoDate":{"$ref":"schema:Date"},"targetDate":{"type":"string","format":"date","nullable":true},"status":{"$ref":"schema:CreditMemoStatus"},"comment":{"type":"string"},"reasonCode":{"type":"string"},"referredInvoiceId":{"type":"string","nullable":true},"autoApplyUponPosting":{"type":"boolean"},"excludeFromAutoApplyRules":{"type":"boolean"},"transferredToAccounting":{"$ref":"schema:TransferredToAccounting"},"source":{"type":"string"},"createdById":{"type":"string"},"createdDate":{"type":"string","format":"date-time"},"updatedById":{"type":"string"},"updatedDate":{"type":"string","format":"date-time"},"postedOn":{"type":"string","format":"date-time","nullable":true},"cancelledOn":{"type":"string","format":"date-time","nullable":true},"items":{"type":"array","items":{"type":"object","required":["id","amount"],"properties":{"id":{"type":"string"},"amount":{"type":"number"}}}}}};
const schema65 = {"type":"string","enum":["Draft","Posted","Canceled"]};
const schema66 = {"type":"string","enum":["Processing","Yes","No","Error","Ignore"]};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.success === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.number === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "number"},message:"must have required property '"+"number"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.accountId === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "accountId"},message:"must have required property '"+"accountId"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.amount === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.amountWithoutTax === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "amountWithoutTax"},message:"must have required property '"+"amountWithoutTax"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.taxAmount === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "taxAmount"},message:"must have required property '"+"taxAmount"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.totalTaxExemptAmount === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totalTaxExemptAmount"},message:"must have required property '"+"totalTaxExemptAmount"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.appliedAmount === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "appliedAmount"},message:"must have required property '"+"appliedAmount"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.unappliedAmount === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unappliedAmount"},message:"must have required property '"+"unappliedAmount"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.refundAmount === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "refundAmount"},message:"must have required property '"+"refundAmount"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.currency === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "currency"},message:"must have required property '"+"currency"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.creditMemoDate === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "creditMemoDate"},message:"must have required property '"+"creditMemoDate"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.status === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.autoApplyUponPosting === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "autoApplyUponPosting"},message:"must have required property '"+"autoApplyUponPosting"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.excludeFromAutoApplyRules === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "excludeFromAutoApplyRules"},message:"must have required property '"+"excludeFromAutoApplyRules"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.transferredToAccounting === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "transferredToAccounting"},message:"must have required property '"+"transferredToAccounting"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.createdById === undefined){
const err17 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdById"},message:"must have required property '"+"createdById"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.createdDate === undefined){
const err18 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdDate"},message:"must have required property '"+"createdDate"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.updatedById === undefined){
const err19 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updatedById"},message:"must have required property '"+"updatedById"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data.updatedDate === undefined){
const err20 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updatedDate"},message:"must have required property '"+"updatedDate"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data.success !== undefined){
if(typeof data.success !== "boolean"){
const err21 = {instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err22 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.number !== undefined){
if(typeof data.number !== "string"){
const err23 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.accountId !== undefined){
if(typeof data.accountId !== "string"){
const err24 = {instancePath:instancePath+"/accountId",schemaPath:"#/properties/accountId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.amount !== undefined){
let data4 = data.amount;
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err25 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.amountWithoutTax !== undefined){
let data5 = data.amountWithoutTax;
if(!((typeof data5 == "number") && (isFinite(data5)))){
const err26 = {instancePath:instancePath+"/amountWithoutTax",schemaPath:"#/properties/amountWithoutTax/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.taxAmount !== undefined){
let data6 = data.taxAmount;
if(!((typeof data6 == "number") && (isFinite(data6)))){
const err27 = {instancePath:instancePath+"/taxAmount",schemaPath:"#/properties/taxAmount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.totalTaxExemptAmount !== undefined){
let data7 = data.totalTaxExemptAmount;
if(!((typeof data7 == "number") && (isFinite(data7)))){
const err28 = {instancePath:instancePath+"/totalTaxExemptAmount",schemaPath:"#/properties/totalTaxExemptAmount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.appliedAmount !== undefined){
let data8 = data.appliedAmount;
if(!((typeof data8 == "number") && (isFinite(data8)))){
const err29 = {instancePath:instancePath+"/appliedAmount",schemaPath:"#/properties/appliedAmount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.unappliedAmount !== undefined){
let data9 = data.unappliedAmount;
if(!((typeof data9 == "number") && (isFinite(data9)))){
const err30 = {instancePath:instancePath+"/unappliedAmount",schemaPath:"#/properties/unappliedAmount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.refundAmount !== undefined){
let data10 = data.refundAmount;
if(!((typeof data10 == "number") && (isFinite(data10)))){
const err31 = {instancePath:instancePath+"/refundAmount",schemaPath:"#/properties/refundAmount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.currency !== undefined){
if(typeof data.currency !== "string"){
const err32 = {instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.creditMemoDate !== undefined){
let data12 = data.creditMemoDate;
if(typeof data12 === "string"){
if(!pattern1.test(data12)){
const err33 = {instancePath:instancePath+"/creditMemoDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(!(formats20.validate.test(data12))){
const err34 = {instancePath:instancePath+"/creditMemoDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err35 = {instancePath:instancePath+"/creditMemoDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.targetDate !== undefined){
let data13 = data.targetDate;
if((typeof data13 !== "string") && (data13 !== null)){
const err36 = {instancePath:instancePath+"/targetDate",schemaPath:"#/properties/targetDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(typeof data13 === "string"){
if(!(formats20.validate.test(data13))){
const err37 = {instancePath:instancePath+"/targetDate",schemaPath:"#/properties/targetDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
if(data.status !== undefined){
let data14 = data.status;
if(typeof data14 !== "string"){
const err38 = {instancePath:instancePath+"/status",schemaPath:"schema:CreditMemoStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(!(((data14 === "Draft") || (data14 === "Posted")) || (data14 === "Canceled"))){
const err39 = {instancePath:instancePath+"/status",schemaPath:"schema:CreditMemoStatus/enum",keyword:"enum",params:{allowedValues: schema65.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.comment !== undefined){
if(typeof data.comment !== "string"){
const err40 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.reasonCode !== undefined){
if(typeof data.reasonCode !== "string"){
const err41 = {instancePath:instancePath+"/reasonCode",schemaPath:"#/properties/reasonCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.referredInvoiceId !== undefined){
let data17 = data.referredInvoiceId;
if((typeof data17 !== "string") && (data17 !== null)){
const err42 = {instancePath:instancePath+"/referredInvoiceId",schemaPath:"#/properties/referredInvoiceId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.autoApplyUponPosting !== undefined){
if(typeof data.autoApplyUponPosting !== "boolean"){
const err43 = {instancePath:instancePath+"/autoApplyUponPosting",schemaPath:"#/properties/autoApplyUponPosting/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.excludeFromAutoApplyRules !== undefined){
if(typeof data.excludeFromAutoApplyRules !== "boolean"){
const err44 = {instancePath:instancePath+"/excludeFromAutoApplyRules",schemaPath:"#/properties/excludeFromAutoApplyRules/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.transferredToAccounting !== undefined){
let data20 = data.transferredToAccounting;
if(typeof data20 !== "string"){
const err45 = {instancePath:instancePath+"/transferredToAccounting",schemaPath:"schema:TransferredToAccounting/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(!(((((data20 === "Processing") || (data20 === "Yes")) || (data20 === "No")) || (data20 === "Error")) || (data20 === "Ignore"))){
const err46 = {instancePath:instancePath+"/transferredToAccounting",schemaPath:"schema:TransferredToAccounting/enum",keyword:"enum",params:{allowedValues: schema66.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.source !== undefined){
if(typeof data.source !== "string"){
const err47 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.createdById !== undefined){
if(typeof data.createdById !== "string"){
const err48 = {instancePath:instancePath+"/createdById",schemaPath:"#/properties/createdById/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.createdDate !== undefined){
let data23 = data.createdDate;
if(typeof data23 === "string"){
if(!(formats0.validate.test(data23))){
const err49 = {instancePath:instancePath+"/createdDate",schemaPath:"#/properties/createdDate/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/createdDate",schemaPath:"#/properties/createdDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.updatedById !== undefined){
if(typeof data.updatedById !== "string"){
const err51 = {instancePath:instancePath+"/updatedById",schemaPath:"#/properties/updatedById/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.updatedDate !== undefined){
let data25 = data.updatedDate;
if(typeof data25 === "string"){
if(!(formats0.validate.test(data25))){
const err52 = {instancePath:instancePath+"/updatedDate",schemaPath:"#/properties/updatedDate/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/updatedDate",schemaPath:"#/properties/updatedDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.postedOn !== undefined){
let data26 = data.postedOn;
if((typeof data26 !== "string") && (data26 !== null)){
const err54 = {instancePath:instancePath+"/postedOn",schemaPath:"#/properties/postedOn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(typeof data26 === "string"){
if(!(formats0.validate.test(data26))){
const err55 = {instancePath:instancePath+"/postedOn",schemaPath:"#/properties/postedOn/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
if(data.cancelledOn !== undefined){
let data27 = data.cancelledOn;
if((typeof data27 !== "string") && (data27 !== null)){
const err56 = {instancePath:instancePath+"/cancelledOn",schemaPath:"#/properties/cancelledOn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(typeof data27 === "string"){
if(!(formats0.validate.test(data27))){
const err57 = {instancePath:instancePath+"/cancelledOn",schemaPath:"#/properties/cancelledOn/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
if(data.items !== undefined){
let data28 = data.items;
if(Array.isArray(data28)){
const len0 = data28.length;
for(let i0=0; i0<len0; i0++){
let data29 = data28[i0];
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(data29.id === undefined){
const err58 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data29.amount === undefined){
const err59 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data29.id !== undefined){
if(typeof data29.id !== "string"){
const err60 = {instancePath:instancePath+"/items/" + i0+"/id",schemaPath:"#/properties/items/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data29.amount !== undefined){
let data31 = data29.amount;
if(!((typeof data31 == "number") && (isFinite(data31)))){
const err61 = {instancePath:instancePath+"/items/" + i0+"/amount",schemaPath:"#/properties/items/items/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
else {
const err62 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
else {
const err64 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}


function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.success === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.creditmemos === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "creditmemos"},message:"must have required property '"+"creditmemos"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.success !== undefined){
if(typeof data.success !== "boolean"){
const err2 = {instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.creditmemos !== undefined){
let data1 = data.creditmemos;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate44(data1[i0], {instancePath:instancePath+"/creditmemos/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath:instancePath+"/creditmemos",schemaPath:"#/properties/creditmemos/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.nextPage !== undefined){
if(typeof data.nextPage !== "string"){
const err4 = {instancePath:instancePath+"/nextPage",schemaPath:"#/properties/nextPage/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate43.errors = vErrors;
return errors === 0;
}

exports.res_CreditMemo = validate44;

exports.res_CreditMemoItemResult = validate46;
const schema67 = {"type":"object","required":["success","id","amount","amountWithoutTax","taxAmount","appliedAmount","unappliedAmount","refundAmount","quantity","unitPrice","serviceStartDate","serviceEndDate","sourceItemType"],"properties":{"success":{"type":"boolean"},"id":{"type":"string"},"amount":{"type":"number"},"amountWithoutTax":{"type":"number"},"taxAmount":{"type":"number"},"appliedAmount":{"type":"number"},"unappliedAmount":{"type":"number"},"refundAmount":{"type":"number"},"quantity":{"type":"number"},"unitPrice":{"type":"number"},"sku":{"type":"string"},"skuName":{"type":"string"},"productRatePlanChargeId":{"type":"string"},"serviceStartDate":{"$ref":"schema:Date"},"serviceEndDate":{"$ref":"schema:Date"},"sourceItemType":{"type":"string","enum":["ProductRatePlanCharge"]},"comment":{"type":"string"},"description":{"type":"string"},"creditTaxItems":{"type":"array","items":{"$ref":"schema:TaxationItem"}},"taxationItems":{"type":"object","required":["data"],"properties":{"data":{"type":"array","items":{"$ref":"schema:TaxationItem"}}}}}};
const schema70 = {"type":"object","required":["id","name","taxAmount","taxRate","taxCode"],"properties":{"id":{"type":"string"},"name":{"type":"string"},"taxAmount":{"type":"number"},"taxRate":{"type":"number"},"taxCode":{"type":"string"},"taxMode":{"type":"string"}}};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.success === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.amount === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.amountWithoutTax === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "amountWithoutTax"},message:"must have required property '"+"amountWithoutTax"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.taxAmount === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "taxAmount"},message:"must have required property '"+"taxAmount"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.appliedAmount === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "appliedAmount"},message:"must have required property '"+"appliedAmount"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.unappliedAmount === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unappliedAmount"},message:"must have required property '"+"unappliedAmount"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.refundAmount === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "refundAmount"},message:"must have required property '"+"refundAmount"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.quantity === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "quantity"},message:"must have required property '"+"quantity"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.unitPrice === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unitPrice"},message:"must have required property '"+"unitPrice"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.serviceStartDate === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "serviceStartDate"},message:"must have required property '"+"serviceStartDate"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.serviceEndDate === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "serviceEndDate"},message:"must have required property '"+"serviceEndDate"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.sourceItemType === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sourceItemType"},message:"must have required property '"+"sourceItemType"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.success !== undefined){
if(typeof data.success !== "boolean"){
const err13 = {instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err14 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.amount !== undefined){
let data2 = data.amount;
if(!((typeof data2 == "number") && (isFinite(data2)))){
const err15 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.amountWithoutTax !== undefined){
let data3 = data.amountWithoutTax;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err16 = {instancePath:instancePath+"/amountWithoutTax",schemaPath:"#/properties/amountWithoutTax/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.taxAmount !== undefined){
let data4 = data.taxAmount;
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err17 = {instancePath:instancePath+"/taxAmount",schemaPath:"#/properties/taxAmount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.appliedAmount !== undefined){
let data5 = data.appliedAmount;
if(!((typeof data5 == "number") && (isFinite(data5)))){
const err18 = {instancePath:instancePath+"/appliedAmount",schemaPath:"#/properties/appliedAmount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.unappliedAmount !== undefined){
let data6 = data.unappliedAmount;
if(!((typeof data6 == "number") && (isFinite(data6)))){
const err19 = {instancePath:instancePath+"/unappliedAmount",schemaPath:"#/properties/unappliedAmount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.refundAmount !== undefined){
let data7 = data.refundAmount;
if(!((typeof data7 == "number") && (isFinite(data7)))){
const err20 = {instancePath:instancePath+"/refundAmount",schemaPath:"#/properties/refundAmount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.quantity !== undefined){
let data8 = data.quantity;
if(!((typeof data8 == "number") && (isFinite(data8)))){
const err21 = {instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.unitPrice !== undefined){
let data9 = data.unitPrice;
if(!((typeof data9 == "number") && (isFinite(data9)))){
const err22 = {instancePath:instancePath+"/unitPrice",schemaPath:"#/properties/unitPrice/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.sku !== undefined){
if(typeof data.sku !== "string"){
const err23 = {instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.skuName !== undefined){
if(typeof data.skuName !== "string"){
const err24 = {instancePath:instancePath+"/skuName",schemaPath:"#/properties/skuName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.productRatePlanChargeId !== undefined){
if(typeof data.productRatePlanChargeId !== "string"){
const err25 = {instancePath:instancePath+"/productRatePlanChargeId",schemaPath:"#/properties/productRatePlanChargeId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.serviceStartDate !== undefined){
let data13 = data.serviceStartDate;
if(typeof data13 === "string"){
if(!pattern1.test(data13)){
const err26 = {instancePath:instancePath+"/serviceStartDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!(formats20.validate.test(data13))){
const err27 = {instancePath:instancePath+"/serviceStartDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err28 = {instancePath:instancePath+"/serviceStartDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.serviceEndDate !== undefined){
let data14 = data.serviceEndDate;
if(typeof data14 === "string"){
if(!pattern1.test(data14)){
const err29 = {instancePath:instancePath+"/serviceEndDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!(formats20.validate.test(data14))){
const err30 = {instancePath:instancePath+"/serviceEndDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err31 = {instancePath:instancePath+"/serviceEndDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.sourceItemType !== undefined){
let data15 = data.sourceItemType;
if(typeof data15 !== "string"){
const err32 = {instancePath:instancePath+"/sourceItemType",schemaPath:"#/properties/sourceItemType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!(data15 === "ProductRatePlanCharge")){
const err33 = {instancePath:instancePath+"/sourceItemType",schemaPath:"#/properties/sourceItemType/enum",keyword:"enum",params:{allowedValues: schema67.properties.sourceItemType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.comment !== undefined){
if(typeof data.comment !== "string"){
const err34 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err35 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.creditTaxItems !== undefined){
let data18 = data.creditTaxItems;
if(Array.isArray(data18)){
const len0 = data18.length;
for(let i0=0; i0<len0; i0++){
let data19 = data18[i0];
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(data19.id === undefined){
const err36 = {instancePath:instancePath+"/creditTaxItems/" + i0,schemaPath:"schema:TaxationItem/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data19.name === undefined){
const err37 = {instancePath:instancePath+"/creditTaxItems/" + i0,schemaPath:"schema:TaxationItem/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data19.taxAmount === undefined){
const err38 = {instancePath:instancePath+"/creditTaxItems/" + i0,schemaPath:"schema:TaxationItem/required",keyword:"required",params:{missingProperty: "taxAmount"},message:"must have required property '"+"taxAmount"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data19.taxRate === undefined){
const err39 = {instancePath:instancePath+"/creditTaxItems/" + i0,schemaPath:"schema:TaxationItem/required",keyword:"required",params:{missingProperty: "taxRate"},message:"must have required property '"+"taxRate"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data19.taxCode === undefined){
const err40 = {instancePath:instancePath+"/creditTaxItems/" + i0,schemaPath:"schema:TaxationItem/required",keyword:"required",params:{missingProperty: "taxCode"},message:"must have required property '"+"taxCode"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data19.id !== undefined){
if(typeof data19.id !== "string"){
const err41 = {instancePath:instancePath+"/creditTaxItems/" + i0+"/id",schemaPath:"schema:TaxationItem/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data19.name !== undefined){
if(typeof data19.name !== "string"){
const err42 = {instancePath:instancePath+"/creditTaxItems/" + i0+"/name",schemaPath:"schema:TaxationItem/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data19.taxAmount !== undefined){
let data22 = data19.taxAmount;
if(!((typeof data22 == "number") && (isFinite(data22)))){
const err43 = {instancePath:instancePath+"/creditTaxItems/" + i0+"/taxAmount",schemaPath:"schema:TaxationItem/properties/taxAmount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data19.taxRate !== undefined){
let data23 = data19.taxRate;
if(!((typeof data23 == "number") && (isFinite(data23)))){
const err44 = {instancePath:instancePath+"/creditTaxItems/" + i0+"/taxRate",schemaPath:"schema:TaxationItem/properties/taxRate/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data19.taxCode !== undefined){
if(typeof data19.taxCode !== "string"){
const err45 = {instancePath:instancePath+"/creditTaxItems/" + i0+"/taxCode",schemaPath:"schema:TaxationItem/properties/taxCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data19.taxMode !== undefined){
if(typeof data19.taxMode !== "string"){
const err46 = {instancePath:instancePath+"/creditTaxItems/" + i0+"/taxMode",schemaPath:"schema:TaxationItem/properties/taxMode/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err47 = {instancePath:instancePath+"/creditTaxItems/" + i0,schemaPath:"schema:TaxationItem/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err48 = {instancePath:instancePath+"/creditTaxItems",schemaPath:"#/properties/creditTaxItems/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.taxationItems !== undefined){
let data26 = data.taxationItems;
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
if(data26.data === undefined){
const err49 = {instancePath:instancePath+"/taxationItems",schemaPath:"#/properties/taxationItems/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data26.data !== undefined){
let data27 = data26.data;
if(Array.isArray(data27)){
const len1 = data27.length;
for(let i1=0; i1<len1; i1++){
let data28 = data27[i1];
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
if(data28.id === undefined){
const err50 = {instancePath:instancePath+"/taxationItems/data/" + i1,schemaPath:"schema:TaxationItem/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data28.name === undefined){
const err51 = {instancePath:instancePath+"/taxationItems/data/" + i1,schemaPath:"schema:TaxationItem/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data28.taxAmount === undefined){
const err52 = {instancePath:instancePath+"/taxationItems/data/" + i1,schemaPath:"schema:TaxationItem/required",keyword:"required",params:{missingProperty: "taxAmount"},message:"must have required property '"+"taxAmount"+"'"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data28.taxRate === undefined){
const err53 = {instancePath:instancePath+"/taxationItems/data/" + i1,schemaPath:"schema:TaxationItem/required",keyword:"required",params:{missingProperty: "taxRate"},message:"must have required property '"+"taxRate"+"'"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data28.taxCode === undefined){
const err54 = {instancePath:instancePath+"/taxationItems/data/" + i1,schemaPath:"schema:TaxationItem/required",keyword:"required",params:{missingProperty: "taxCode"},message:"must have required property '"+"taxCode"+"'"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data28.id !== undefined){
if(typeof data28.id !== "string"){
const err55 = {instancePath:instancePath+"/taxationItems/data/" + i1+"/id",schemaPath:"schema:TaxationItem/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data28.name !== undefined){
if(typeof data28.name !== "string"){
const err56 = {instancePath:instancePath+"/taxationItems/data/" + i1+"/name",schemaPath:"schema:TaxationItem/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data28.taxAmount !== undefined){
let data31 = data28.taxAmount;
if(!((typeof data31 == "number") && (isFinite(data31)))){
const err57 = {instancePath:instancePath+"/taxationItems/data/" + i1+"/taxAmount",schemaPath:"schema:TaxationItem/properties/taxAmount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data28.taxRate !== undefined){
let data32 = data28.taxRate;
if(!((typeof data32 == "number") && (isFinite(data32)))){
const err58 = {instancePath:instancePath+"/taxationItems/data/" + i1+"/taxRate",schemaPath:"schema:TaxationItem/properties/taxRate/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data28.taxCode !== undefined){
if(typeof data28.taxCode !== "string"){
const err59 = {instancePath:instancePath+"/taxationItems/data/" + i1+"/taxCode",schemaPath:"schema:TaxationItem/properties/taxCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data28.taxMode !== undefined){
if(typeof data28.taxMode !== "string"){
const err60 = {instancePath:instancePath+"/taxationItems/data/" + i1+"/taxMode",schemaPath:"schema:TaxationItem/properties/taxMode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
else {
const err61 = {instancePath:instancePath+"/taxationItems/data/" + i1,schemaPath:"schema:TaxationItem/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
else {
const err62 = {instancePath:instancePath+"/taxationItems/data",schemaPath:"#/properties/taxationItems/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/taxationItems",schemaPath:"#/properties/taxationItems/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
else {
const err64 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
validate46.errors = vErrors;
return errors === 0;
}
