// generated from specs/billing.yaml — do not edit; run `make generate`
"use strict";
exports.res_EventsError = validate0;
const schema0 = {"type":"object","required":["reasons"],"properties":{"reasons":{"type":"array","items":{"$ref":"schema:Reason"}}}};
const schema1 = {"type":"object","required":["code","message"],"properties":{"code":{"oneOf":[{"type":"integer"},{"type":"string"}]},"message":{"type":"string"}}};

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.reasons === undefined) && (missing0 = "reasons")){
validate0.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.reasons !== undefined){
let data0 = data.reasons;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.code === undefined) && (missing1 = "code")) || ((data1.message === undefined) && (missing1 = "message"))){
validate0.errors = [{instancePath:instancePath+"/reasons/" + i0,schemaPath:"schema:Reason/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.code !== undefined){
let data2 = data1.code;
const _errs6 = errors;
const _errs7 = errors;
let valid4 = false;
let passing0 = null;
const _errs8 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err0 = {instancePath:instancePath+"/reasons/" + i0+"/code",schemaPath:"schema:Reason/properties/code/oneOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs8 === errors;
if(_valid0){
valid4 = true;
passing0 = 0;
}
const _errs10 = errors;
if(typeof data2 !== "string"){
const err1 = {instancePath:instancePath+"/reasons/" + i0+"/code",schemaPath:"schema:Reason/properties/code/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs10 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid4 = true;
passing0 = 1;
}
}
if(!valid4){
const err2 = {instancePath:instancePath+"/reasons/" + i0+"/code",schemaPath:"schema:Reason/properties/code/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate0.errors = vErrors;
return false;
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
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.message !== undefined){
const _errs12 = errors;
if(typeof data1.message !== "string"){
validate0.errors = [{instancePath:instancePath+"/reasons/" + i0+"/message",schemaPath:"schema:Reason/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/reasons/" + i0,schemaPath:"schema:Reason/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/reasons",schemaPath:"#/properties/reasons/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
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

exports.res_EventTriggerPage = validate1;
const schema2 = {"type":"object","required":["data"],"properties":{"data":{"type":"array","items":{"$ref":"schema:EventTrigger"}},"next":{"type":"string"}}};
const schema3 = {"type":"object","required":["id","baseObject","condition","active","eventType"],"properties":{"id":{"type":"string"},"baseObject":{"type":"string"},"condition":{"type":"string"},"description":{"type":"string"},"active":{"type":"boolean"},"eventType":{"$ref":"schema:EventType"}}};
const schema4 = {"type":"object","required":["name"],"properties":{"name":{"type":"string","pattern":"^[A-Za-z]{1,}[\\w\\-]*$"},"displayName":{"type":"string"},"description":{"type":"string"}}};
const pattern0 = new RegExp("^[A-Za-z]{1,}[\\w\\-]*$", "u");

function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.id === undefined) && (missing0 = "id")) || ((data.baseObject === undefined) && (missing0 = "baseObject"))) || ((data.condition === undefined) && (missing0 = "condition"))) || ((data.active === undefined) && (missing0 = "active"))) || ((data.eventType === undefined) && (missing0 = "eventType"))){
validate2.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate2.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.baseObject !== undefined){
const _errs3 = errors;
if(typeof data.baseObject !== "string"){
validate2.errors = [{instancePath:instancePath+"/baseObject",schemaPath:"#/properties/baseObject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.condition !== undefined){
const _errs5 = errors;
if(typeof data.condition !== "string"){
validate2.errors = [{instancePath:instancePath+"/condition",schemaPath:"#/properties/condition/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs7 = errors;
if(typeof data.description !== "string"){
validate2.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.active !== undefined){
const _errs9 = errors;
if(typeof data.active !== "boolean"){
validate2.errors = [{instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.eventType !== undefined){
let data5 = data.eventType;
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing1;
if((data5.name === undefined) && (missing1 = "name")){
validate2.errors = [{instancePath:instancePath+"/eventType",schemaPath:"schema:EventType/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data5.name !== undefined){
let data6 = data5.name;
const _errs14 = errors;
if(errors === _errs14){
if(typeof data6 === "string"){
if(!pattern0.test(data6)){
validate2.errors = [{instancePath:instancePath+"/eventType/name",schemaPath:"schema:EventType/properties/name/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z]{1,}[\\w\\-]*$"},message:"must match pattern \""+"^[A-Za-z]{1,}[\\w\\-]*$"+"\""}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/eventType/name",schemaPath:"schema:EventType/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs14 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.displayName !== undefined){
const _errs16 = errors;
if(typeof data5.displayName !== "string"){
validate2.errors = [{instancePath:instancePath+"/eventType/displayName",schemaPath:"schema:EventType/properties/displayName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs16 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.description !== undefined){
const _errs18 = errors;
if(typeof data5.description !== "string"){
validate2.errors = [{instancePath:instancePath+"/eventType/description",schemaPath:"schema:EventType/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs18 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/eventType",schemaPath:"schema:EventType/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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


function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.data === undefined) && (missing0 = "data")){
validate1.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.data !== undefined){
let data0 = data.data;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate2(data0[i0], {instancePath:instancePath+"/data/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.next !== undefined){
const _errs4 = errors;
if(typeof data.next !== "string"){
validate1.errors = [{instancePath:instancePath+"/next",schemaPath:"#/properties/next/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
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

exports.res_EventTrigger = validate2;

exports.res_EmailTemplatePage = validate4;
const schema5 = {"type":"object","required":["data"],"properties":{"data":{"type":"array","items":{"$ref":"schema:EmailTemplate"}},"next":{"type":"string"}}};
const schema6 = {"type":"object","required":["id","name","eventTypeName","emailSubject","emailBody","active"],"properties":{"id":{"type":"string"},"name":{"type":"string"},"eventTypeName":{"type":"string"},"description":{"type":"string"},"emailSubject":{"type":"string"},"emailBody":{"type":"string"},"fromEmailType":{"type":"string","enum":["TenantEmail","SpecificEmail"]},"fromEmailAddress":{"type":"string"},"toEmailType":{"type":"string","enum":["BillToContact","SoldToContact","SpecificEmails","TenantAdmin","RunOwner"]},"toEmailAddress":{"type":"string"},"isHtml":{"type":"boolean"},"active":{"type":"boolean"},"createdBy":{"type":"string"},"createdOn":{"type":"string","format":"date-time"},"updatedBy":{"type":"string"},"updatedOn":{"type":"string","format":"date-time"}}};
const formats0 = require("../formats")["date-time"];

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.data === undefined) && (missing0 = "data")){
validate4.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.data !== undefined){
let data0 = data.data;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((((((data1.id === undefined) && (missing1 = "id")) || ((data1.name === undefined) && (missing1 = "name"))) || ((data1.eventTypeName === undefined) && (missing1 = "eventTypeName"))) || ((data1.emailSubject === undefined) && (missing1 = "emailSubject"))) || ((data1.emailBody === undefined) && (missing1 = "emailBody"))) || ((data1.active === undefined) && (missing1 = "active"))){
validate4.errors = [{instancePath:instancePath+"/data/" + i0,schemaPath:"schema:EmailTemplate/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.id !== undefined){
const _errs6 = errors;
if(typeof data1.id !== "string"){
validate4.errors = [{instancePath:instancePath+"/data/" + i0+"/id",schemaPath:"schema:EmailTemplate/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.name !== undefined){
const _errs8 = errors;
if(typeof data1.name !== "string"){
validate4.errors = [{instancePath:instancePath+"/data/" + i0+"/name",schemaPath:"schema:EmailTemplate/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.eventTypeName !== undefined){
const _errs10 = errors;
if(typeof data1.eventTypeName !== "string"){
validate4.errors = [{instancePath:instancePath+"/data/" + i0+"/eventTypeName",schemaPath:"schema:EmailTemplate/properties/eventTypeName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.description !== undefined){
const _errs12 = errors;
if(typeof data1.description !== "string"){
validate4.errors = [{instancePath:instancePath+"/data/" + i0+"/description",schemaPath:"schema:EmailTemplate/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.emailSubject !== undefined){
const _errs14 = errors;
if(typeof data1.emailSubject !== "string"){
validate4.errors = [{instancePath:instancePath+"/data/" + i0+"/emailSubject",schemaPath:"schema:EmailTemplate/properties/emailSubject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.emailBody !== undefined){
const _errs16 = errors;
if(typeof data1.emailBody !== "string"){
validate4.errors = [{instancePath:instancePath+"/data/" + i0+"/emailBody",schemaPath:"schema:EmailTemplate/properties/emailBody/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.fromEmailType !== undefined){
let data8 = data1.fromEmailType;
const _errs18 = errors;
if(typeof data8 !== "string"){
validate4.errors = [{instancePath:instancePath+"/data/" + i0+"/fromEmailType",schemaPath:"schema:EmailTemplate/properties/fromEmailType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data8 === "TenantEmail") || (data8 === "SpecificEmail"))){
validate4.errors = [{instancePath:instancePath+"/data/" + i0+"/fromEmailType",schemaPath:"schema:EmailTemplate/properties/fromEmailType/enum",keyword:"enum",params:{allowedValues: schema6.properties.fromEmailType.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.fromEmailAddress !== undefined){
const _errs20 = errors;
if(typeof data1.fromEmailAddress !== "string"){
validate4.errors = [{instancePath:instancePath+"/data/" + i0+"/fromEmailAddress",schemaPath:"schema:EmailTemplate/properties/fromEmailAddress/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs20 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.toEmailType !== undefined){
let data10 = data1.toEmailType;
const _errs22 = errors;
if(typeof data10 !== "string"){
validate4.errors = [{instancePath:instancePath+"/data/" + i0+"/toEmailType",schemaPath:"schema:EmailTemplate/properties/toEmailType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data10 === "BillToContact") || (data10 === "SoldToContact")) || (data10 === "SpecificEmails")) || (data10 === "TenantAdmin")) || (data10 === "RunOwner"))){
validate4.errors = [{instancePath:instancePath+"/data/" + i0+"/toEmailType",schemaPath:"schema:EmailTemplate/properties/toEmailType/enum",keyword:"enum",params:{allowedValues: schema6.properties.toEmailType.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs22 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.toEmailAddress !== undefined){
const _errs24 = errors;
if(typeof data1.toEmailAddress !== "string"){
validate4.errors = [{instancePath:instancePath+"/data/" + i0+"/toEmailAddress",schemaPath:"schema:EmailTemplate/properties/toEmailAddress/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs24 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.isHtml !== undefined){
const _errs26 = errors;
if(typeof data1.isHtml !== "boolean"){
validate4.errors = [{instancePath:instancePath+"/data/" + i0+"/isHtml",schemaPath:"schema:EmailTemplate/properties/isHtml/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid3 = _errs26 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.active !== undefined){
const _errs28 = errors;
if(typeof data1.active !== "boolean"){
validate4.errors = [{instancePath:instancePath+"/data/" + i0+"/active",schemaPath:"schema:EmailTemplate/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid3 = _errs28 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.createdBy !== undefined){
const _errs30 = errors;
if(typeof data1.createdBy !== "string"){
validate4.errors = [{instancePath:instancePath+"/data/" + i0+"/createdBy",schemaPath:"schema:EmailTemplate/properties/createdBy/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs30 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.createdOn !== undefined){
let data15 = data1.createdOn;
const _errs32 = errors;
if(errors === _errs32){
if(errors === _errs32){
if(typeof data15 === "string"){
if(!(formats0.validate.test(data15))){
validate4.errors = [{instancePath:instancePath+"/data/" + i0+"/createdOn",schemaPath:"schema:EmailTemplate/properties/createdOn/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate4.errors = [{instancePath:instancePath+"/data/" + i0+"/createdOn",schemaPath:"schema:EmailTemplate/properties/createdOn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid3 = _errs32 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.updatedBy !== undefined){
const _errs34 = errors;
if(typeof data1.updatedBy !== "string"){
validate4.errors = [{instancePath:instancePath+"/data/" + i0+"/updatedBy",schemaPath:"schema:EmailTemplate/properties/updatedBy/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs34 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.updatedOn !== undefined){
let data17 = data1.updatedOn;
const _errs36 = errors;
if(errors === _errs36){
if(errors === _errs36){
if(typeof data17 === "string"){
if(!(formats0.validate.test(data17))){
validate4.errors = [{instancePath:instancePath+"/data/" + i0+"/updatedOn",schemaPath:"schema:EmailTemplate/properties/updatedOn/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate4.errors = [{instancePath:instancePath+"/data/" + i0+"/updatedOn",schemaPath:"schema:EmailTemplate/properties/updatedOn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid3 = _errs36 === errors;
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
}
}
}
}
}
else {
validate4.errors = [{instancePath:instancePath+"/data/" + i0,schemaPath:"schema:EmailTemplate/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate4.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.next !== undefined){
const _errs38 = errors;
if(typeof data.next !== "string"){
validate4.errors = [{instancePath:instancePath+"/next",schemaPath:"#/properties/next/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs38 === errors;
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

exports.res_EmailTemplate = validate5;

function validate5(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.eventTypeName === undefined) && (missing0 = "eventTypeName"))) || ((data.emailSubject === undefined) && (missing0 = "emailSubject"))) || ((data.emailBody === undefined) && (missing0 = "emailBody"))) || ((data.active === undefined) && (missing0 = "active"))){
validate5.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate5.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate5.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.eventTypeName !== undefined){
const _errs5 = errors;
if(typeof data.eventTypeName !== "string"){
validate5.errors = [{instancePath:instancePath+"/eventTypeName",schemaPath:"#/properties/eventTypeName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs7 = errors;
if(typeof data.description !== "string"){
validate5.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.emailSubject !== undefined){
const _errs9 = errors;
if(typeof data.emailSubject !== "string"){
validate5.errors = [{instancePath:instancePath+"/emailSubject",schemaPath:"#/properties/emailSubject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.emailBody !== undefined){
const _errs11 = errors;
if(typeof data.emailBody !== "string"){
validate5.errors = [{instancePath:instancePath+"/emailBody",schemaPath:"#/properties/emailBody/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fromEmailType !== undefined){
let data6 = data.fromEmailType;
const _errs13 = errors;
if(typeof data6 !== "string"){
validate5.errors = [{instancePath:instancePath+"/fromEmailType",schemaPath:"#/properties/fromEmailType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data6 === "TenantEmail") || (data6 === "SpecificEmail"))){
validate5.errors = [{instancePath:instancePath+"/fromEmailType",schemaPath:"#/properties/fromEmailType/enum",keyword:"enum",params:{allowedValues: schema6.properties.fromEmailType.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fromEmailAddress !== undefined){
const _errs15 = errors;
if(typeof data.fromEmailAddress !== "string"){
validate5.errors = [{instancePath:instancePath+"/fromEmailAddress",schemaPath:"#/properties/fromEmailAddress/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.toEmailType !== undefined){
let data8 = data.toEmailType;
const _errs17 = errors;
if(typeof data8 !== "string"){
validate5.errors = [{instancePath:instancePath+"/toEmailType",schemaPath:"#/properties/toEmailType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data8 === "BillToContact") || (data8 === "SoldToContact")) || (data8 === "SpecificEmails")) || (data8 === "TenantAdmin")) || (data8 === "RunOwner"))){
validate5.errors = [{instancePath:instancePath+"/toEmailType",schemaPath:"#/properties/toEmailType/enum",keyword:"enum",params:{allowedValues: schema6.properties.toEmailType.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.toEmailAddress !== undefined){
const _errs19 = errors;
if(typeof data.toEmailAddress !== "string"){
validate5.errors = [{instancePath:instancePath+"/toEmailAddress",schemaPath:"#/properties/toEmailAddress/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isHtml !== undefined){
const _errs21 = errors;
if(typeof data.isHtml !== "boolean"){
validate5.errors = [{instancePath:instancePath+"/isHtml",schemaPath:"#/properties/isHtml/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.active !== undefined){
const _errs23 = errors;
if(typeof data.active !== "boolean"){
validate5.errors = [{instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdBy !== undefined){
const _errs25 = errors;
if(typeof data.createdBy !== "string"){
validate5.errors = [{instancePath:instancePath+"/createdBy",schemaPath:"#/properties/createdBy/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdOn !== undefined){
let data13 = data.createdOn;
const _errs27 = errors;
if(errors === _errs27){
if(errors === _errs27){
if(typeof data13 === "string"){
if(!(formats0.validate.test(data13))){
validate5.errors = [{instancePath:instancePath+"/createdOn",schemaPath:"#/properties/createdOn/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate5.errors = [{instancePath:instancePath+"/createdOn",schemaPath:"#/properties/createdOn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedBy !== undefined){
const _errs29 = errors;
if(typeof data.updatedBy !== "string"){
validate5.errors = [{instancePath:instancePath+"/updatedBy",schemaPath:"#/properties/updatedBy/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedOn !== undefined){
let data15 = data.updatedOn;
const _errs31 = errors;
if(errors === _errs31){
if(errors === _errs31){
if(typeof data15 === "string"){
if(!(formats0.validate.test(data15))){
validate5.errors = [{instancePath:instancePath+"/updatedOn",schemaPath:"#/properties/updatedOn/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate5.errors = [{instancePath:instancePath+"/updatedOn",schemaPath:"#/properties/updatedOn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs31 === errors;
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
}
else {
validate5.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.data === undefined) && (missing0 = "data")){
validate6.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.data !== undefined){
let data0 = data.data;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((((((data1.id === undefined) && (missing1 = "id")) || ((data1.name === undefined) && (missing1 = "name"))) || ((data1.eventTypeName === undefined) && (missing1 = "eventTypeName"))) || ((data1.profileId === undefined) && (missing1 = "profileId"))) || ((data1.active === undefined) && (missing1 = "active"))){
validate6.errors = [{instancePath:instancePath+"/data/" + i0,schemaPath:"schema:NotificationDefinition/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.id !== undefined){
const _errs6 = errors;
if(typeof data1.id !== "string"){
validate6.errors = [{instancePath:instancePath+"/data/" + i0+"/id",schemaPath:"schema:NotificationDefinition/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.name !== undefined){
const _errs8 = errors;
if(typeof data1.name !== "string"){
validate6.errors = [{instancePath:instancePath+"/data/" + i0+"/name",schemaPath:"schema:NotificationDefinition/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.description !== undefined){
const _errs10 = errors;
if(typeof data1.description !== "string"){
validate6.errors = [{instancePath:instancePath+"/data/" + i0+"/description",schemaPath:"schema:NotificationDefinition/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.eventTypeName !== undefined){
const _errs12 = errors;
if(typeof data1.eventTypeName !== "string"){
validate6.errors = [{instancePath:instancePath+"/data/" + i0+"/eventTypeName",schemaPath:"schema:NotificationDefinition/properties/eventTypeName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.profileId !== undefined){
const _errs14 = errors;
if(typeof data1.profileId !== "string"){
validate6.errors = [{instancePath:instancePath+"/data/" + i0+"/profileId",schemaPath:"schema:NotificationDefinition/properties/profileId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.emailTemplateId !== undefined){
const _errs16 = errors;
if(typeof data1.emailTemplateId !== "string"){
validate6.errors = [{instancePath:instancePath+"/data/" + i0+"/emailTemplateId",schemaPath:"schema:NotificationDefinition/properties/emailTemplateId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.emailActive !== undefined){
const _errs18 = errors;
if(typeof data1.emailActive !== "boolean"){
validate6.errors = [{instancePath:instancePath+"/data/" + i0+"/emailActive",schemaPath:"schema:NotificationDefinition/properties/emailActive/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.calloutActive !== undefined){
const _errs20 = errors;
if(typeof data1.calloutActive !== "boolean"){
validate6.errors = [{instancePath:instancePath+"/data/" + i0+"/calloutActive",schemaPath:"schema:NotificationDefinition/properties/calloutActive/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid3 = _errs20 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.active !== undefined){
const _errs22 = errors;
if(typeof data1.active !== "boolean"){
validate6.errors = [{instancePath:instancePath+"/data/" + i0+"/active",schemaPath:"schema:NotificationDefinition/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid3 = _errs22 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.createdOn !== undefined){
let data11 = data1.createdOn;
const _errs24 = errors;
if(errors === _errs24){
if(errors === _errs24){
if(typeof data11 === "string"){
if(!(formats0.validate.test(data11))){
validate6.errors = [{instancePath:instancePath+"/data/" + i0+"/createdOn",schemaPath:"schema:NotificationDefinition/properties/createdOn/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate6.errors = [{instancePath:instancePath+"/data/" + i0+"/createdOn",schemaPath:"schema:NotificationDefinition/properties/createdOn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid3 = _errs24 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.updatedOn !== undefined){
let data12 = data1.updatedOn;
const _errs26 = errors;
if(errors === _errs26){
if(errors === _errs26){
if(typeof data12 === "string"){
if(!(formats0.validate.test(data12))){
validate6.errors = [{instancePath:instancePath+"/data/" + i0+"/updatedOn",schemaPath:"schema:NotificationDefinition/properties/updatedOn/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate6.errors = [{instancePath:instancePath+"/data/" + i0+"/updatedOn",schemaPath:"schema:NotificationDefinition/properties/updatedOn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid3 = _errs26 === errors;
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
validate6.errors = [{instancePath:instancePath+"/data/" + i0,schemaPath:"schema:NotificationDefinition/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.next !== undefined){
const _errs28 = errors;
if(typeof data.next !== "string"){
validate6.errors = [{instancePath:instancePath+"/next",schemaPath:"#/properties/next/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
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

exports.res_HistoryDeletionTask = validate7;
const schema10 = {"type":"object","required":["id","accountId","status","createdOn"],"properties":{"id":{"type":"string"},"accountId":{"type":"string"},"status":{"type":"string","enum":["Pending","Processing","Completed"]},"deletedRecords":{"type":"integer"},"createdOn":{"type":"string","format":"date-time"},"completedOn":{"type":"string","format":"date-time"}}};

function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.id === undefined) && (missing0 = "id")) || ((data.accountId === undefined) && (missing0 = "accountId"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.createdOn === undefined) && (missing0 = "createdOn"))){
validate7.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate7.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accountId !== undefined){
const _errs3 = errors;
if(typeof data.accountId !== "string"){
validate7.errors = [{instancePath:instancePath+"/accountId",schemaPath:"#/properties/accountId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data2 = data.status;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate7.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data2 === "Pending") || (data2 === "Processing")) || (data2 === "Completed"))){
validate7.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema10.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deletedRecords !== undefined){
let data3 = data.deletedRecords;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate7.errors = [{instancePath:instancePath+"/deletedRecords",schemaPath:"#/properties/deletedRecords/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdOn !== undefined){
let data4 = data.createdOn;
const _errs9 = errors;
if(errors === _errs9){
if(errors === _errs9){
if(typeof data4 === "string"){
if(!(formats0.validate.test(data4))){
validate7.errors = [{instancePath:instancePath+"/createdOn",schemaPath:"#/properties/createdOn/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate7.errors = [{instancePath:instancePath+"/createdOn",schemaPath:"#/properties/createdOn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.completedOn !== undefined){
let data5 = data.completedOn;
const _errs11 = errors;
if(errors === _errs11){
if(errors === _errs11){
if(typeof data5 === "string"){
if(!(formats0.validate.test(data5))){
validate7.errors = [{instancePath:instancePath+"/completedOn",schemaPath:"#/properties/completedOn/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate7.errors = [{instancePath:instancePath+"/completedOn",schemaPath:"#/properties/completedOn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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

exports.res_QueryJobEnvelope = validate8;
const schema11 = {"type":"object","required":["data"],"properties":{"data":{"$ref":"schema:QueryJob"}}};
const schema12 = {"type":"object","required":["id","query","queryStatus","outputFormat","compression","createdOn","updatedOn"],"properties":{"id":{"type":"string"},"query":{"type":"string"},"queryStatus":{"type":"string","enum":["submitted","in_progress","completed","failed","cancelled"]},"outputFormat":{"type":"string"},"compression":{"type":"string"},"columnSeparator":{"type":"string"},"readDeleted":{"type":"boolean"},"outputRows":{"type":"integer"},"processingTime":{"type":"integer"},"dataFile":{"type":"string"},"errorMessage":{"type":"string"},"createdBy":{"type":"string"},"createdOn":{"type":"string","format":"date-time"},"updatedOn":{"type":"string","format":"date-time"}}};

function validate8(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.data === undefined) && (missing0 = "data")){
validate8.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.data !== undefined){
let data0 = data.data;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if((((((((data0.id === undefined) && (missing1 = "id")) || ((data0.query === undefined) && (missing1 = "query"))) || ((data0.queryStatus === undefined) && (missing1 = "queryStatus"))) || ((data0.outputFormat === undefined) && (missing1 = "outputFormat"))) || ((data0.compression === undefined) && (missing1 = "compression"))) || ((data0.createdOn === undefined) && (missing1 = "createdOn"))) || ((data0.updatedOn === undefined) && (missing1 = "updatedOn"))){
validate8.errors = [{instancePath:instancePath+"/data",schemaPath:"schema:QueryJob/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data0.id !== undefined){
const _errs4 = errors;
if(typeof data0.id !== "string"){
validate8.errors = [{instancePath:instancePath+"/data/id",schemaPath:"schema:QueryJob/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.query !== undefined){
const _errs6 = errors;
if(typeof data0.query !== "string"){
validate8.errors = [{instancePath:instancePath+"/data/query",schemaPath:"schema:QueryJob/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.queryStatus !== undefined){
let data3 = data0.queryStatus;
const _errs8 = errors;
if(typeof data3 !== "string"){
validate8.errors = [{instancePath:instancePath+"/data/queryStatus",schemaPath:"schema:QueryJob/properties/queryStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data3 === "submitted") || (data3 === "in_progress")) || (data3 === "completed")) || (data3 === "failed")) || (data3 === "cancelled"))){
validate8.errors = [{instancePath:instancePath+"/data/queryStatus",schemaPath:"schema:QueryJob/properties/queryStatus/enum",keyword:"enum",params:{allowedValues: schema12.properties.queryStatus.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.outputFormat !== undefined){
const _errs10 = errors;
if(typeof data0.outputFormat !== "string"){
validate8.errors = [{instancePath:instancePath+"/data/outputFormat",schemaPath:"schema:QueryJob/properties/outputFormat/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs10 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.compression !== undefined){
const _errs12 = errors;
if(typeof data0.compression !== "string"){
validate8.errors = [{instancePath:instancePath+"/data/compression",schemaPath:"schema:QueryJob/properties/compression/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs12 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.columnSeparator !== undefined){
const _errs14 = errors;
if(typeof data0.columnSeparator !== "string"){
validate8.errors = [{instancePath:instancePath+"/data/columnSeparator",schemaPath:"schema:QueryJob/properties/columnSeparator/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs14 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.readDeleted !== undefined){
const _errs16 = errors;
if(typeof data0.readDeleted !== "boolean"){
validate8.errors = [{instancePath:instancePath+"/data/readDeleted",schemaPath:"schema:QueryJob/properties/readDeleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid2 = _errs16 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.outputRows !== undefined){
let data8 = data0.outputRows;
const _errs18 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate8.errors = [{instancePath:instancePath+"/data/outputRows",schemaPath:"schema:QueryJob/properties/outputRows/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid2 = _errs18 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.processingTime !== undefined){
let data9 = data0.processingTime;
const _errs20 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate8.errors = [{instancePath:instancePath+"/data/processingTime",schemaPath:"schema:QueryJob/properties/processingTime/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid2 = _errs20 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.dataFile !== undefined){
const _errs22 = errors;
if(typeof data0.dataFile !== "string"){
validate8.errors = [{instancePath:instancePath+"/data/dataFile",schemaPath:"schema:QueryJob/properties/dataFile/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs22 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.errorMessage !== undefined){
const _errs24 = errors;
if(typeof data0.errorMessage !== "string"){
validate8.errors = [{instancePath:instancePath+"/data/errorMessage",schemaPath:"schema:QueryJob/properties/errorMessage/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs24 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.createdBy !== undefined){
const _errs26 = errors;
if(typeof data0.createdBy !== "string"){
validate8.errors = [{instancePath:instancePath+"/data/createdBy",schemaPath:"schema:QueryJob/properties/createdBy/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs26 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.createdOn !== undefined){
let data13 = data0.createdOn;
const _errs28 = errors;
if(errors === _errs28){
if(errors === _errs28){
if(typeof data13 === "string"){
if(!(formats0.validate.test(data13))){
validate8.errors = [{instancePath:instancePath+"/data/createdOn",schemaPath:"schema:QueryJob/properties/createdOn/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate8.errors = [{instancePath:instancePath+"/data/createdOn",schemaPath:"schema:QueryJob/properties/createdOn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid2 = _errs28 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.updatedOn !== undefined){
let data14 = data0.updatedOn;
const _errs30 = errors;
if(errors === _errs30){
if(errors === _errs30){
if(typeof data14 === "string"){
if(!(formats0.validate.test(data14))){
validate8.errors = [{instancePath:instancePath+"/data/updatedOn",schemaPath:"schema:QueryJob/properties/updatedOn/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate8.errors = [{instancePath:instancePath+"/data/updatedOn",schemaPath:"schema:QueryJob/properties/updatedOn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid2 = _errs30 === errors;
}
else {
var valid2 = true;
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
validate8.errors = [{instancePath:instancePath+"/data",schemaPath:"schema:QueryJob/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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

exports.res_SettingsBatchResponse = validate9;
const schema13 = {"type":"object","required":["responses"],"properties":{"responses":{"type":"array","items":{"$ref":"schema:SettingsSubResponse"}}}};
const schema14 = {"type":"object","required":["id","method","url","status"],"properties":{"id":{"type":"string"},"method":{"type":"string"},"url":{"type":"string"},"status":{"type":"string"},"response":{"type":"object","additionalProperties":true}}};

function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.responses === undefined) && (missing0 = "responses")){
validate9.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.responses !== undefined){
let data0 = data.responses;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((((data1.id === undefined) && (missing1 = "id")) || ((data1.method === undefined) && (missing1 = "method"))) || ((data1.url === undefined) && (missing1 = "url"))) || ((data1.status === undefined) && (missing1 = "status"))){
validate9.errors = [{instancePath:instancePath+"/responses/" + i0,schemaPath:"schema:SettingsSubResponse/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.id !== undefined){
const _errs6 = errors;
if(typeof data1.id !== "string"){
validate9.errors = [{instancePath:instancePath+"/responses/" + i0+"/id",schemaPath:"schema:SettingsSubResponse/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.method !== undefined){
const _errs8 = errors;
if(typeof data1.method !== "string"){
validate9.errors = [{instancePath:instancePath+"/responses/" + i0+"/method",schemaPath:"schema:SettingsSubResponse/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.url !== undefined){
const _errs10 = errors;
if(typeof data1.url !== "string"){
validate9.errors = [{instancePath:instancePath+"/responses/" + i0+"/url",schemaPath:"schema:SettingsSubResponse/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.status !== undefined){
const _errs12 = errors;
if(typeof data1.status !== "string"){
validate9.errors = [{instancePath:instancePath+"/responses/" + i0+"/status",schemaPath:"schema:SettingsSubResponse/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.response !== undefined){
let data6 = data1.response;
const _errs14 = errors;
if(errors === _errs14){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
}
else {
validate9.errors = [{instancePath:instancePath+"/responses/" + i0+"/response",schemaPath:"schema:SettingsSubResponse/properties/response/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs14 === errors;
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
validate9.errors = [{instancePath:instancePath+"/responses/" + i0,schemaPath:"schema:SettingsSubResponse/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate9.errors = [{instancePath:instancePath+"/responses",schemaPath:"#/properties/responses/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.startDate === undefined) && (missing0 = "startDate"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.fiscalYear === undefined) && (missing0 = "fiscalYear"))) || ((data.runTrialBalanceStatus === undefined) && (missing0 = "runTrialBalanceStatus"))) || ((data.createdOn === undefined) && (missing0 = "createdOn"))) || ((data.updatedOn === undefined) && (missing0 = "updatedOn"))){
validate11.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate11.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate11.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.startDate !== undefined){
let data2 = data.startDate;
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern1.test(data2)){
validate11.errors = [{instancePath:instancePath+"/startDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""}];
return false;
}
else {
if(!(formats20.validate.test(data2))){
validate11.errors = [{instancePath:instancePath+"/startDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
}
else {
validate11.errors = [{instancePath:instancePath+"/startDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.endDate !== undefined){
let data3 = data.endDate;
const _errs8 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate11.errors = [{instancePath:instancePath+"/endDate",schemaPath:"#/properties/endDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs8){
if(errors === _errs8){
if(typeof data3 === "string"){
if(!(formats20.validate.test(data3))){
validate11.errors = [{instancePath:instancePath+"/endDate",schemaPath:"#/properties/endDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data4 = data.status;
const _errs11 = errors;
if(typeof data4 !== "string"){
validate11.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data4 === "Open") || (data4 === "PendingClose")) || (data4 === "Closed"))){
validate11.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema16.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fiscalYear !== undefined){
let data5 = data.fiscalYear;
const _errs13 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate11.errors = [{instancePath:instancePath+"/fiscalYear",schemaPath:"#/properties/fiscalYear/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fiscalQuarter !== undefined){
let data6 = data.fiscalQuarter;
const _errs15 = errors;
if((!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))) && (data6 !== null)){
validate11.errors = [{instancePath:instancePath+"/fiscalQuarter",schemaPath:"#/properties/fiscalQuarter/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notes !== undefined){
let data7 = data.notes;
const _errs18 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
validate11.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.runTrialBalanceStatus !== undefined){
let data8 = data.runTrialBalanceStatus;
const _errs21 = errors;
if(typeof data8 !== "string"){
validate11.errors = [{instancePath:instancePath+"/runTrialBalanceStatus",schemaPath:"#/properties/runTrialBalanceStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data8 === "Pending") || (data8 === "Processing")) || (data8 === "Completed"))){
validate11.errors = [{instancePath:instancePath+"/runTrialBalanceStatus",schemaPath:"#/properties/runTrialBalanceStatus/enum",keyword:"enum",params:{allowedValues: schema16.properties.runTrialBalanceStatus.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.runTrialBalanceStart !== undefined){
let data9 = data.runTrialBalanceStart;
const _errs23 = errors;
if((typeof data9 !== "string") && (data9 !== null)){
validate11.errors = [{instancePath:instancePath+"/runTrialBalanceStart",schemaPath:"#/properties/runTrialBalanceStart/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.runTrialBalanceEnd !== undefined){
let data10 = data.runTrialBalanceEnd;
const _errs26 = errors;
if((typeof data10 !== "string") && (data10 !== null)){
validate11.errors = [{instancePath:instancePath+"/runTrialBalanceEnd",schemaPath:"#/properties/runTrialBalanceEnd/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdBy !== undefined){
const _errs29 = errors;
if(typeof data.createdBy !== "string"){
validate11.errors = [{instancePath:instancePath+"/createdBy",schemaPath:"#/properties/createdBy/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdOn !== undefined){
const _errs31 = errors;
if(typeof data.createdOn !== "string"){
validate11.errors = [{instancePath:instancePath+"/createdOn",schemaPath:"schema:DateTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedBy !== undefined){
const _errs34 = errors;
if(typeof data.updatedBy !== "string"){
validate11.errors = [{instancePath:instancePath+"/updatedBy",schemaPath:"#/properties/updatedBy/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedOn !== undefined){
const _errs36 = errors;
if(typeof data.updatedOn !== "string"){
validate11.errors = [{instancePath:instancePath+"/updatedOn",schemaPath:"schema:DateTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs36 === errors;
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
validate11.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate11.errors = vErrors;
return errors === 0;
}


function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.success === undefined) && (missing0 = "success")) || ((data.accountingPeriods === undefined) && (missing0 = "accountingPeriods"))){
validate10.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.success !== undefined){
const _errs1 = errors;
if(typeof data.success !== "boolean"){
validate10.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accountingPeriods !== undefined){
let data1 = data.accountingPeriods;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(!(validate11(data1[i0], {instancePath:instancePath+"/accountingPeriods/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/accountingPeriods",schemaPath:"#/properties/accountingPeriods/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nextPage !== undefined){
const _errs6 = errors;
if(typeof data.nextPage !== "string"){
validate10.errors = [{instancePath:instancePath+"/nextPage",schemaPath:"#/properties/nextPage/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
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

exports.res_V1Error = validate13;
const schema20 = {"type":"object","required":["success","processId","reasons"],"properties":{"success":{"type":"boolean","enum":[false]},"processId":{"type":"string"},"reasons":{"type":"array","items":{"$ref":"schema:Reason"}}}};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.success === undefined) && (missing0 = "success")) || ((data.processId === undefined) && (missing0 = "processId"))) || ((data.reasons === undefined) && (missing0 = "reasons"))){
validate13.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.success !== undefined){
let data0 = data.success;
const _errs1 = errors;
if(typeof data0 !== "boolean"){
validate13.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(!(data0 === false)){
validate13.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema20.properties.success.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.processId !== undefined){
const _errs3 = errors;
if(typeof data.processId !== "string"){
validate13.errors = [{instancePath:instancePath+"/processId",schemaPath:"#/properties/processId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reasons !== undefined){
let data2 = data.reasons;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs7 = errors;
const _errs8 = errors;
if(errors === _errs8){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing1;
if(((data3.code === undefined) && (missing1 = "code")) || ((data3.message === undefined) && (missing1 = "message"))){
validate13.errors = [{instancePath:instancePath+"/reasons/" + i0,schemaPath:"schema:Reason/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data3.code !== undefined){
let data4 = data3.code;
const _errs10 = errors;
const _errs11 = errors;
let valid4 = false;
let passing0 = null;
const _errs12 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err0 = {instancePath:instancePath+"/reasons/" + i0+"/code",schemaPath:"schema:Reason/properties/code/oneOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs12 === errors;
if(_valid0){
valid4 = true;
passing0 = 0;
}
const _errs14 = errors;
if(typeof data4 !== "string"){
const err1 = {instancePath:instancePath+"/reasons/" + i0+"/code",schemaPath:"schema:Reason/properties/code/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs14 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid4 = true;
passing0 = 1;
}
}
if(!valid4){
const err2 = {instancePath:instancePath+"/reasons/" + i0+"/code",schemaPath:"schema:Reason/properties/code/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate13.errors = vErrors;
return false;
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
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data3.message !== undefined){
const _errs16 = errors;
if(typeof data3.message !== "string"){
validate13.errors = [{instancePath:instancePath+"/reasons/" + i0+"/message",schemaPath:"schema:Reason/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/reasons/" + i0,schemaPath:"schema:Reason/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/reasons",schemaPath:"#/properties/reasons/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
}
else {
validate13.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate13.errors = vErrors;
return errors === 0;
}

exports.res_IdResult = validate14;
const schema22 = {"type":"object","required":["success","id"],"properties":{"success":{"type":"boolean"},"id":{"type":"string"}}};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.success === undefined) && (missing0 = "success")) || ((data.id === undefined) && (missing0 = "id"))){
validate14.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.success !== undefined){
const _errs1 = errors;
if(typeof data.success !== "boolean"){
validate14.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs3 = errors;
if(typeof data.id !== "string"){
validate14.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate14.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
const _errs0 = errors;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.success === undefined) && (missing0 = "success")){
validate15.errors = [{instancePath,schemaPath:"schema:Success/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.success !== undefined){
if(typeof data.success !== "boolean"){
validate15.errors = [{instancePath:instancePath+"/success",schemaPath:"schema:Success/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
}
}
}
else {
validate15.errors = [{instancePath,schemaPath:"schema:Success/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
validate15.errors = vErrors;
return errors === 0;
}

exports.res_Success = validate17;

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.success === undefined) && (missing0 = "success")){
validate17.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.success !== undefined){
if(typeof data.success !== "boolean"){
validate17.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
}
}
}
else {
validate17.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.category === undefined) && (missing0 = "category"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.createdOn === undefined) && (missing0 = "createdOn"))) || ((data.updatedOn === undefined) && (missing0 = "updatedOn"))){
validate19.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate19.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate19.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data2 = data.type;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate19.errors = [{instancePath:instancePath+"/type",schemaPath:"schema:AccountingCodeType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((((data2 === "AccountsReceivable") || (data2 === "On-Account Receivable")) || (data2 === "Cash")) || (data2 === "OtherAssets")) || (data2 === "CustomerCashOnAccount")) || (data2 === "DeferredRevenue")) || (data2 === "SalesTaxPayable")) || (data2 === "OtherLiabilities")) || (data2 === "SalesRevenue")) || (data2 === "SalesDiscounts")) || (data2 === "OtherRevenue")) || (data2 === "OtherEquity")) || (data2 === "BadDebt")) || (data2 === "OtherExpenses"))){
validate19.errors = [{instancePath:instancePath+"/type",schemaPath:"schema:AccountingCodeType/enum",keyword:"enum",params:{allowedValues: schema28.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.category !== undefined){
let data3 = data.category;
const _errs8 = errors;
if(typeof data3 !== "string"){
validate19.errors = [{instancePath:instancePath+"/category",schemaPath:"#/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data3 === "Assets") || (data3 === "Liabilities")) || (data3 === "Equity")) || (data3 === "Revenue")) || (data3 === "Expenses"))){
validate19.errors = [{instancePath:instancePath+"/category",schemaPath:"#/properties/category/enum",keyword:"enum",params:{allowedValues: schema27.properties.category.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.glAccountName !== undefined){
const _errs10 = errors;
if(typeof data.glAccountName !== "string"){
validate19.errors = [{instancePath:instancePath+"/glAccountName",schemaPath:"#/properties/glAccountName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.glAccountNumber !== undefined){
const _errs12 = errors;
if(typeof data.glAccountNumber !== "string"){
validate19.errors = [{instancePath:instancePath+"/glAccountNumber",schemaPath:"#/properties/glAccountNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notes !== undefined){
const _errs14 = errors;
if(typeof data.notes !== "string"){
validate19.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data7 = data.status;
const _errs16 = errors;
if(typeof data7 !== "string"){
validate19.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data7 === "Active") || (data7 === "Inactive"))){
validate19.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema27.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdBy !== undefined){
const _errs18 = errors;
if(typeof data.createdBy !== "string"){
validate19.errors = [{instancePath:instancePath+"/createdBy",schemaPath:"#/properties/createdBy/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdOn !== undefined){
const _errs20 = errors;
if(typeof data.createdOn !== "string"){
validate19.errors = [{instancePath:instancePath+"/createdOn",schemaPath:"schema:DateTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedBy !== undefined){
const _errs23 = errors;
if(typeof data.updatedBy !== "string"){
validate19.errors = [{instancePath:instancePath+"/updatedBy",schemaPath:"#/properties/updatedBy/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedOn !== undefined){
const _errs25 = errors;
if(typeof data.updatedOn !== "string"){
validate19.errors = [{instancePath:instancePath+"/updatedOn",schemaPath:"schema:DateTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs25 === errors;
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
else {
validate19.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate19.errors = vErrors;
return errors === 0;
}


function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.success === undefined) && (missing0 = "success")) || ((data.accountingCodes === undefined) && (missing0 = "accountingCodes"))){
validate18.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.success !== undefined){
const _errs1 = errors;
if(typeof data.success !== "boolean"){
validate18.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accountingCodes !== undefined){
let data1 = data.accountingCodes;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(!(validate19(data1[i0], {instancePath:instancePath+"/accountingCodes/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate19.errors : vErrors.concat(validate19.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate18.errors = [{instancePath:instancePath+"/accountingCodes",schemaPath:"#/properties/accountingCodes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nextPage !== undefined){
const _errs6 = errors;
if(typeof data.nextPage !== "string"){
validate18.errors = [{instancePath:instancePath+"/nextPage",schemaPath:"#/properties/nextPage/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate18.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate18.errors = vErrors;
return errors === 0;
}

exports.res_AccountingCodeResult = validate21;
const schema31 = {"allOf":[{"$ref":"schema:AccountingCode"},{"$ref":"schema:Success"}]};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(!(validate19(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate19.errors : vErrors.concat(validate19.errors);
errors = vErrors.length;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.success === undefined) && (missing0 = "success")){
validate21.errors = [{instancePath,schemaPath:"schema:Success/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.success !== undefined){
if(typeof data.success !== "boolean"){
validate21.errors = [{instancePath:instancePath+"/success",schemaPath:"schema:Success/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath,schemaPath:"schema:Success/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
validate21.errors = vErrors;
return errors === 0;
}

exports.res_AccountCreateResult = validate23;
const schema33 = {"type":"object","required":["success","accountId","accountNumber","billToContactId","soldToContactId"],"properties":{"success":{"type":"boolean"},"accountId":{"type":"string"},"accountNumber":{"type":"string"},"billToContactId":{"type":"string"},"soldToContactId":{"type":"string"}}};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.success === undefined) && (missing0 = "success")) || ((data.accountId === undefined) && (missing0 = "accountId"))) || ((data.accountNumber === undefined) && (missing0 = "accountNumber"))) || ((data.billToContactId === undefined) && (missing0 = "billToContactId"))) || ((data.soldToContactId === undefined) && (missing0 = "soldToContactId"))){
validate23.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.success !== undefined){
const _errs1 = errors;
if(typeof data.success !== "boolean"){
validate23.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accountId !== undefined){
const _errs3 = errors;
if(typeof data.accountId !== "string"){
validate23.errors = [{instancePath:instancePath+"/accountId",schemaPath:"#/properties/accountId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accountNumber !== undefined){
const _errs5 = errors;
if(typeof data.accountNumber !== "string"){
validate23.errors = [{instancePath:instancePath+"/accountNumber",schemaPath:"#/properties/accountNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.billToContactId !== undefined){
const _errs7 = errors;
if(typeof data.billToContactId !== "string"){
validate23.errors = [{instancePath:instancePath+"/billToContactId",schemaPath:"#/properties/billToContactId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.soldToContactId !== undefined){
const _errs9 = errors;
if(typeof data.soldToContactId !== "string"){
validate23.errors = [{instancePath:instancePath+"/soldToContactId",schemaPath:"#/properties/soldToContactId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
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
validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate23.errors = vErrors;
return errors === 0;
}

exports.res_FileDeletionJob = validate24;
const schema34 = {"type":"object","required":["success","id","status","accountIds","createdTime"],"properties":{"success":{"type":"boolean"},"id":{"type":"string"},"status":{"type":"string","enum":["Pending","Processing","Completed"]},"accountIds":{"type":"array","items":{"type":"string"}},"deletedFiles":{"type":"integer"},"createdTime":{"$ref":"schema:DateTime"}}};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.success === undefined) && (missing0 = "success")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.accountIds === undefined) && (missing0 = "accountIds"))) || ((data.createdTime === undefined) && (missing0 = "createdTime"))){
validate24.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.success !== undefined){
const _errs1 = errors;
if(typeof data.success !== "boolean"){
validate24.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs3 = errors;
if(typeof data.id !== "string"){
validate24.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data2 = data.status;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate24.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data2 === "Pending") || (data2 === "Processing")) || (data2 === "Completed"))){
validate24.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema34.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accountIds !== undefined){
let data3 = data.accountIds;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs9 = errors;
if(typeof data3[i0] !== "string"){
validate24.errors = [{instancePath:instancePath+"/accountIds/" + i0,schemaPath:"#/properties/accountIds/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/accountIds",schemaPath:"#/properties/accountIds/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deletedFiles !== undefined){
let data5 = data.deletedFiles;
const _errs11 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate24.errors = [{instancePath:instancePath+"/deletedFiles",schemaPath:"#/properties/deletedFiles/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdTime !== undefined){
const _errs13 = errors;
if(typeof data.createdTime !== "string"){
validate24.errors = [{instancePath:instancePath+"/createdTime",schemaPath:"schema:DateTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs13 === errors;
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
else {
validate24.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate24.errors = vErrors;
return errors === 0;
}

exports.res_AsyncJobAccepted = validate25;
const schema36 = {"type":"object","required":["success","jobId"],"properties":{"success":{"type":"boolean"},"jobId":{"type":"string"}}};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.success === undefined) && (missing0 = "success")) || ((data.jobId === undefined) && (missing0 = "jobId"))){
validate25.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.success !== undefined){
const _errs1 = errors;
if(typeof data.success !== "boolean"){
validate25.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.jobId !== undefined){
const _errs3 = errors;
if(typeof data.jobId !== "string"){
validate25.errors = [{instancePath:instancePath+"/jobId",schemaPath:"#/properties/jobId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate25.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.productRatePlanId === undefined) && (missing0 = "productRatePlanId")) || ((data.productRatePlanChargeId === undefined) && (missing0 = "productRatePlanChargeId"))) || ((data.chargeName === undefined) && (missing0 = "chargeName"))) || ((data.serviceStartDate === undefined) && (missing0 = "serviceStartDate"))) || ((data.serviceEndDate === undefined) && (missing0 = "serviceEndDate"))) || ((data.amount === undefined) && (missing0 = "amount"))){
validate27.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.productRatePlanId !== undefined){
const _errs1 = errors;
if(typeof data.productRatePlanId !== "string"){
validate27.errors = [{instancePath:instancePath+"/productRatePlanId",schemaPath:"#/properties/productRatePlanId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.productRatePlanChargeId !== undefined){
const _errs3 = errors;
if(typeof data.productRatePlanChargeId !== "string"){
validate27.errors = [{instancePath:instancePath+"/productRatePlanChargeId",schemaPath:"#/properties/productRatePlanChargeId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.chargeName !== undefined){
const _errs5 = errors;
if(typeof data.chargeName !== "string"){
validate27.errors = [{instancePath:instancePath+"/chargeName",schemaPath:"#/properties/chargeName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.serviceStartDate !== undefined){
let data3 = data.serviceStartDate;
const _errs7 = errors;
const _errs8 = errors;
if(errors === _errs8){
if(errors === _errs8){
if(typeof data3 === "string"){
if(!pattern1.test(data3)){
validate27.errors = [{instancePath:instancePath+"/serviceStartDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""}];
return false;
}
else {
if(!(formats20.validate.test(data3))){
validate27.errors = [{instancePath:instancePath+"/serviceStartDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/serviceStartDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.serviceEndDate !== undefined){
let data4 = data.serviceEndDate;
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(errors === _errs11){
if(typeof data4 === "string"){
if(!pattern1.test(data4)){
validate27.errors = [{instancePath:instancePath+"/serviceEndDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""}];
return false;
}
else {
if(!(formats20.validate.test(data4))){
validate27.errors = [{instancePath:instancePath+"/serviceEndDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/serviceEndDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.amount !== undefined){
let data5 = data.amount;
const _errs13 = errors;
if(!((typeof data5 == "number") && (isFinite(data5)))){
validate27.errors = [{instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs13 === errors;
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
else {
validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate27.errors = vErrors;
return errors === 0;
}


function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.success === undefined) && (missing0 = "success")) || ((data.status === undefined) && (missing0 = "status"))){
validate26.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.success !== undefined){
const _errs1 = errors;
if(typeof data.success !== "boolean"){
validate26.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data1 = data.status;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate26.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data1 === "Processing") || (data1 === "Completed")) || (data1 === "Failed"))){
validate26.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema37.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.errors !== undefined){
const _errs5 = errors;
if(typeof data.errors !== "string"){
validate26.errors = [{instancePath:instancePath+"/errors",schemaPath:"#/properties/errors/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.result !== undefined){
let data3 = data.result;
const _errs7 = errors;
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing1;
if((data3.previewResult === undefined) && (missing1 = "previewResult")){
validate26.errors = [{instancePath:instancePath+"/result",schemaPath:"#/properties/result/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data3.previewResult !== undefined){
let data4 = data3.previewResult;
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing2;
if((data4.invoices === undefined) && (missing2 = "invoices")){
validate26.errors = [{instancePath:instancePath+"/result/previewResult",schemaPath:"#/properties/result/properties/previewResult/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data4.invoices !== undefined){
let data5 = data4.invoices;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data5)){
var valid3 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
const _errs13 = errors;
if(errors === _errs13){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing3;
if(((data6.amount === undefined) && (missing3 = "amount")) || ((data6.invoiceItems === undefined) && (missing3 = "invoiceItems"))){
validate26.errors = [{instancePath:instancePath+"/result/previewResult/invoices/" + i0,schemaPath:"#/properties/result/properties/previewResult/properties/invoices/items/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data6.amount !== undefined){
let data7 = data6.amount;
const _errs15 = errors;
if(!((typeof data7 == "number") && (isFinite(data7)))){
validate26.errors = [{instancePath:instancePath+"/result/previewResult/invoices/" + i0+"/amount",schemaPath:"#/properties/result/properties/previewResult/properties/invoices/items/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid4 = _errs15 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data6.invoiceItems !== undefined){
let data8 = data6.invoiceItems;
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data8)){
var valid5 = true;
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
const _errs19 = errors;
if(!(validate27(data8[i1], {instancePath:instancePath+"/result/previewResult/invoices/" + i0+"/invoiceItems/" + i1,parentData:data8,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
var valid5 = _errs19 === errors;
if(!valid5){
break;
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/result/previewResult/invoices/" + i0+"/invoiceItems",schemaPath:"#/properties/result/properties/previewResult/properties/invoices/items/properties/invoiceItems/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid4 = _errs17 === errors;
}
else {
var valid4 = true;
}
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/result/previewResult/invoices/" + i0,schemaPath:"#/properties/result/properties/previewResult/properties/invoices/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs13 === errors;
if(!valid3){
break;
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/result/previewResult/invoices",schemaPath:"#/properties/result/properties/previewResult/properties/invoices/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/result/previewResult",schemaPath:"#/properties/result/properties/previewResult/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/result",schemaPath:"#/properties/result/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
}
}
else {
validate26.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}

exports.res_MassAction = validate29;
const schema41 = {"type":"object","required":["success","bulkKey","actionType","status","totalCount","processedCount"],"properties":{"success":{"type":"boolean"},"bulkKey":{"type":"string"},"actionType":{"type":"string"},"status":{"type":"string","enum":["Pending","Processing","Completed","Stopped"]},"totalCount":{"type":"integer"},"processedCount":{"type":"integer"},"startedOn":{"$ref":"schema:DateTime"},"endedOn":{"$ref":"schema:DateTime"}}};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.success === undefined) && (missing0 = "success")) || ((data.bulkKey === undefined) && (missing0 = "bulkKey"))) || ((data.actionType === undefined) && (missing0 = "actionType"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.totalCount === undefined) && (missing0 = "totalCount"))) || ((data.processedCount === undefined) && (missing0 = "processedCount"))){
validate29.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.success !== undefined){
const _errs1 = errors;
if(typeof data.success !== "boolean"){
validate29.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bulkKey !== undefined){
const _errs3 = errors;
if(typeof data.bulkKey !== "string"){
validate29.errors = [{instancePath:instancePath+"/bulkKey",schemaPath:"#/properties/bulkKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actionType !== undefined){
const _errs5 = errors;
if(typeof data.actionType !== "string"){
validate29.errors = [{instancePath:instancePath+"/actionType",schemaPath:"#/properties/actionType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data3 = data.status;
const _errs7 = errors;
if(typeof data3 !== "string"){
validate29.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data3 === "Pending") || (data3 === "Processing")) || (data3 === "Completed")) || (data3 === "Stopped"))){
validate29.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema41.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.totalCount !== undefined){
let data4 = data.totalCount;
const _errs9 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate29.errors = [{instancePath:instancePath+"/totalCount",schemaPath:"#/properties/totalCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.processedCount !== undefined){
let data5 = data.processedCount;
const _errs11 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate29.errors = [{instancePath:instancePath+"/processedCount",schemaPath:"#/properties/processedCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.startedOn !== undefined){
const _errs13 = errors;
if(typeof data.startedOn !== "string"){
validate29.errors = [{instancePath:instancePath+"/startedOn",schemaPath:"schema:DateTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.endedOn !== undefined){
const _errs16 = errors;
if(typeof data.endedOn !== "string"){
validate29.errors = [{instancePath:instancePath+"/endedOn",schemaPath:"schema:DateTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs16 === errors;
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
else {
validate29.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.productRatePlanCharges === undefined) && (missing0 = "productRatePlanCharges"))){
validate32.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate32.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate32.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs5 = errors;
if(typeof data.status !== "string"){
validate32.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.productRatePlanCharges !== undefined){
let data3 = data.productRatePlanCharges;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs9 = errors;
const _errs10 = errors;
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing1;
if((((((data4.id === undefined) && (missing1 = "id")) || ((data4.name === undefined) && (missing1 = "name"))) || ((data4.type === undefined) && (missing1 = "type"))) || ((data4.model === undefined) && (missing1 = "model"))) || ((data4.price === undefined) && (missing1 = "price"))){
validate32.errors = [{instancePath:instancePath+"/productRatePlanCharges/" + i0,schemaPath:"schema:ProductRatePlanCharge/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data4.id !== undefined){
const _errs12 = errors;
if(typeof data4.id !== "string"){
validate32.errors = [{instancePath:instancePath+"/productRatePlanCharges/" + i0+"/id",schemaPath:"schema:ProductRatePlanCharge/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.name !== undefined){
const _errs14 = errors;
if(typeof data4.name !== "string"){
validate32.errors = [{instancePath:instancePath+"/productRatePlanCharges/" + i0+"/name",schemaPath:"schema:ProductRatePlanCharge/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.type !== undefined){
let data7 = data4.type;
const _errs16 = errors;
if(typeof data7 !== "string"){
validate32.errors = [{instancePath:instancePath+"/productRatePlanCharges/" + i0+"/type",schemaPath:"schema:ProductRatePlanCharge/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data7 === "OneTime") || (data7 === "Recurring")) || (data7 === "Usage"))){
validate32.errors = [{instancePath:instancePath+"/productRatePlanCharges/" + i0+"/type",schemaPath:"schema:ProductRatePlanCharge/properties/type/enum",keyword:"enum",params:{allowedValues: schema49.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.model !== undefined){
const _errs18 = errors;
if(typeof data4.model !== "string"){
validate32.errors = [{instancePath:instancePath+"/productRatePlanCharges/" + i0+"/model",schemaPath:"schema:ProductRatePlanCharge/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.price !== undefined){
let data9 = data4.price;
const _errs20 = errors;
if(!((typeof data9 == "number") && (isFinite(data9)))){
validate32.errors = [{instancePath:instancePath+"/productRatePlanCharges/" + i0+"/price",schemaPath:"schema:ProductRatePlanCharge/properties/price/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs20 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.billingPeriod !== undefined){
const _errs22 = errors;
if(typeof data4.billingPeriod !== "string"){
validate32.errors = [{instancePath:instancePath+"/productRatePlanCharges/" + i0+"/billingPeriod",schemaPath:"schema:ProductRatePlanCharge/properties/billingPeriod/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs22 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.taxCode !== undefined){
const _errs24 = errors;
if(typeof data4.taxCode !== "string"){
validate32.errors = [{instancePath:instancePath+"/productRatePlanCharges/" + i0+"/taxCode",schemaPath:"schema:ProductRatePlanCharge/properties/taxCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs24 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.taxRate !== undefined){
let data12 = data4.taxRate;
const _errs26 = errors;
if(!((typeof data12 == "number") && (isFinite(data12)))){
validate32.errors = [{instancePath:instancePath+"/productRatePlanCharges/" + i0+"/taxRate",schemaPath:"schema:ProductRatePlanCharge/properties/taxRate/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs26 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.accountingCode !== undefined){
const _errs28 = errors;
if(typeof data4.accountingCode !== "string"){
validate32.errors = [{instancePath:instancePath+"/productRatePlanCharges/" + i0+"/accountingCode",schemaPath:"schema:ProductRatePlanCharge/properties/accountingCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs28 === errors;
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
else {
validate32.errors = [{instancePath:instancePath+"/productRatePlanCharges/" + i0,schemaPath:"schema:ProductRatePlanCharge/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/productRatePlanCharges",schemaPath:"#/properties/productRatePlanCharges/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
}
}
else {
validate32.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate32.errors = vErrors;
return errors === 0;
}


function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.sku === undefined) && (missing0 = "sku"))) || ((data.effectiveStartDate === undefined) && (missing0 = "effectiveStartDate"))) || ((data.effectiveEndDate === undefined) && (missing0 = "effectiveEndDate"))){
validate31.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate31.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate31.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sku !== undefined){
const _errs5 = errors;
if(typeof data.sku !== "string"){
validate31.errors = [{instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs7 = errors;
if(typeof data.description !== "string"){
validate31.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.category !== undefined){
const _errs9 = errors;
if(typeof data.category !== "string"){
validate31.errors = [{instancePath:instancePath+"/category",schemaPath:"#/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.effectiveStartDate !== undefined){
let data5 = data.effectiveStartDate;
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data5 === "string"){
if(!pattern1.test(data5)){
validate31.errors = [{instancePath:instancePath+"/effectiveStartDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""}];
return false;
}
else {
if(!(formats20.validate.test(data5))){
validate31.errors = [{instancePath:instancePath+"/effectiveStartDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/effectiveStartDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.effectiveEndDate !== undefined){
let data6 = data.effectiveEndDate;
const _errs14 = errors;
const _errs15 = errors;
if(errors === _errs15){
if(errors === _errs15){
if(typeof data6 === "string"){
if(!pattern1.test(data6)){
validate31.errors = [{instancePath:instancePath+"/effectiveEndDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""}];
return false;
}
else {
if(!(formats20.validate.test(data6))){
validate31.errors = [{instancePath:instancePath+"/effectiveEndDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/effectiveEndDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.productRatePlans !== undefined){
let data7 = data.productRatePlans;
const _errs17 = errors;
const _errs18 = errors;
let valid3 = false;
let passing0 = null;
const _errs19 = errors;
if(errors === _errs19){
if(Array.isArray(data7)){
var valid4 = true;
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
const _errs21 = errors;
if(!(validate32(data7[i0], {instancePath:instancePath+"/productRatePlans/" + i0,parentData:data7,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
var valid4 = _errs21 === errors;
if(!valid4){
break;
}
}
}
else {
const err0 = {instancePath:instancePath+"/productRatePlans",schemaPath:"#/properties/productRatePlans/oneOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs19 === errors;
if(_valid0){
valid3 = true;
passing0 = 0;
}
const _errs22 = errors;
if(typeof data7 !== "string"){
const err1 = {instancePath:instancePath+"/productRatePlans",schemaPath:"#/properties/productRatePlans/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
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
const err2 = {instancePath:instancePath+"/productRatePlans",schemaPath:"#/properties/productRatePlans/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate31.errors = vErrors;
return false;
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
var valid0 = _errs17 === errors;
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
else {
validate31.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}


function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(!(validate31(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.success === undefined) && (missing0 = "success")){
validate30.errors = [{instancePath,schemaPath:"schema:Success/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.success !== undefined){
if(typeof data.success !== "boolean"){
validate30.errors = [{instancePath:instancePath+"/success",schemaPath:"schema:Success/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
}
}
}
else {
validate30.errors = [{instancePath,schemaPath:"schema:Success/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
validate30.errors = vErrors;
return errors === 0;
}

exports.res_22 = validate35;
const schema51 = {"type":"object","required":["success","productRatePlans"],"properties":{"success":{"type":"boolean"},"productRatePlans":{"type":"array","items":{"$ref":"schema:ProductRatePlan"}},"nextPage":{"type":"string"}}};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.success === undefined) && (missing0 = "success")) || ((data.productRatePlans === undefined) && (missing0 = "productRatePlans"))){
validate35.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.success !== undefined){
const _errs1 = errors;
if(typeof data.success !== "boolean"){
validate35.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.productRatePlans !== undefined){
let data1 = data.productRatePlans;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(!(validate32(data1[i0], {instancePath:instancePath+"/productRatePlans/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate35.errors = [{instancePath:instancePath+"/productRatePlans",schemaPath:"#/properties/productRatePlans/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nextPage !== undefined){
const _errs6 = errors;
if(typeof data.nextPage !== "string"){
validate35.errors = [{instancePath:instancePath+"/nextPage",schemaPath:"#/properties/nextPage/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate35.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.success === undefined) && (missing0 = "success")) || ((data.emailHistories === undefined) && (missing0 = "emailHistories"))){
validate37.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.success !== undefined){
const _errs1 = errors;
if(typeof data.success !== "boolean"){
validate37.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.emailHistories !== undefined){
let data1 = data.emailHistories;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((((((((data2.id === undefined) && (missing1 = "id")) || ((data2.accountId === undefined) && (missing1 = "accountId"))) || ((data2.eventCategory === undefined) && (missing1 = "eventCategory"))) || ((data2.sendTime === undefined) && (missing1 = "sendTime"))) || ((data2.toEmail === undefined) && (missing1 = "toEmail"))) || ((data2.subject === undefined) && (missing1 = "subject"))) || ((data2.result === undefined) && (missing1 = "result"))){
validate37.errors = [{instancePath:instancePath+"/emailHistories/" + i0,schemaPath:"schema:EmailHistory/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data2.id !== undefined){
const _errs8 = errors;
if(typeof data2.id !== "string"){
validate37.errors = [{instancePath:instancePath+"/emailHistories/" + i0+"/id",schemaPath:"schema:EmailHistory/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.accountId !== undefined){
const _errs10 = errors;
if(typeof data2.accountId !== "string"){
validate37.errors = [{instancePath:instancePath+"/emailHistories/" + i0+"/accountId",schemaPath:"schema:EmailHistory/properties/accountId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.eventCategory !== undefined){
const _errs12 = errors;
if(typeof data2.eventCategory !== "string"){
validate37.errors = [{instancePath:instancePath+"/emailHistories/" + i0+"/eventCategory",schemaPath:"schema:EmailHistory/properties/eventCategory/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.notification !== undefined){
const _errs14 = errors;
if(typeof data2.notification !== "string"){
validate37.errors = [{instancePath:instancePath+"/emailHistories/" + i0+"/notification",schemaPath:"schema:EmailHistory/properties/notification/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.sendTime !== undefined){
let data7 = data2.sendTime;
const _errs16 = errors;
if(errors === _errs16){
if(errors === _errs16){
if(typeof data7 === "string"){
if(!(formats0.validate.test(data7))){
validate37.errors = [{instancePath:instancePath+"/emailHistories/" + i0+"/sendTime",schemaPath:"schema:EmailHistory/properties/sendTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate37.errors = [{instancePath:instancePath+"/emailHistories/" + i0+"/sendTime",schemaPath:"schema:EmailHistory/properties/sendTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.toEmail !== undefined){
const _errs18 = errors;
if(typeof data2.toEmail !== "string"){
validate37.errors = [{instancePath:instancePath+"/emailHistories/" + i0+"/toEmail",schemaPath:"schema:EmailHistory/properties/toEmail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.subject !== undefined){
const _errs20 = errors;
if(typeof data2.subject !== "string"){
validate37.errors = [{instancePath:instancePath+"/emailHistories/" + i0+"/subject",schemaPath:"schema:EmailHistory/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs20 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.result !== undefined){
let data10 = data2.result;
const _errs22 = errors;
if(typeof data10 !== "string"){
validate37.errors = [{instancePath:instancePath+"/emailHistories/" + i0+"/result",schemaPath:"schema:EmailHistory/properties/result/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data10 === "Sent") || (data10 === "Failed"))){
validate37.errors = [{instancePath:instancePath+"/emailHistories/" + i0+"/result",schemaPath:"schema:EmailHistory/properties/result/enum",keyword:"enum",params:{allowedValues: schema53.properties.result.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs22 === errors;
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
else {
validate37.errors = [{instancePath:instancePath+"/emailHistories/" + i0,schemaPath:"schema:EmailHistory/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate37.errors = [{instancePath:instancePath+"/emailHistories",schemaPath:"#/properties/emailHistories/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nextPage !== undefined){
const _errs24 = errors;
if(typeof data.nextPage !== "string"){
validate37.errors = [{instancePath:instancePath+"/nextPage",schemaPath:"#/properties/nextPage/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate37.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.success === undefined) && (missing0 = "success")) || ((data.calloutHistories === undefined) && (missing0 = "calloutHistories"))){
validate38.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.success !== undefined){
const _errs1 = errors;
if(typeof data.success !== "boolean"){
validate38.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.calloutHistories !== undefined){
let data1 = data.calloutHistories;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if(((((((((data2.id === undefined) && (missing1 = "id")) || ((data2.accountId === undefined) && (missing1 = "accountId"))) || ((data2.eventCategory === undefined) && (missing1 = "eventCategory"))) || ((data2.createTime === undefined) && (missing1 = "createTime"))) || ((data2.requestUrl === undefined) && (missing1 = "requestUrl"))) || ((data2.requestMethod === undefined) && (missing1 = "requestMethod"))) || ((data2.attemptedNum === undefined) && (missing1 = "attemptedNum"))) || ((data2.status === undefined) && (missing1 = "status"))){
validate38.errors = [{instancePath:instancePath+"/calloutHistories/" + i0,schemaPath:"schema:CalloutHistory/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data2.id !== undefined){
const _errs8 = errors;
if(typeof data2.id !== "string"){
validate38.errors = [{instancePath:instancePath+"/calloutHistories/" + i0+"/id",schemaPath:"schema:CalloutHistory/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.accountId !== undefined){
const _errs10 = errors;
if(typeof data2.accountId !== "string"){
validate38.errors = [{instancePath:instancePath+"/calloutHistories/" + i0+"/accountId",schemaPath:"schema:CalloutHistory/properties/accountId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.eventCategory !== undefined){
const _errs12 = errors;
if(typeof data2.eventCategory !== "string"){
validate38.errors = [{instancePath:instancePath+"/calloutHistories/" + i0+"/eventCategory",schemaPath:"schema:CalloutHistory/properties/eventCategory/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.notification !== undefined){
const _errs14 = errors;
if(typeof data2.notification !== "string"){
validate38.errors = [{instancePath:instancePath+"/calloutHistories/" + i0+"/notification",schemaPath:"schema:CalloutHistory/properties/notification/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.createTime !== undefined){
let data7 = data2.createTime;
const _errs16 = errors;
if(errors === _errs16){
if(errors === _errs16){
if(typeof data7 === "string"){
if(!(formats0.validate.test(data7))){
validate38.errors = [{instancePath:instancePath+"/calloutHistories/" + i0+"/createTime",schemaPath:"schema:CalloutHistory/properties/createTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate38.errors = [{instancePath:instancePath+"/calloutHistories/" + i0+"/createTime",schemaPath:"schema:CalloutHistory/properties/createTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.requestUrl !== undefined){
const _errs18 = errors;
if(typeof data2.requestUrl !== "string"){
validate38.errors = [{instancePath:instancePath+"/calloutHistories/" + i0+"/requestUrl",schemaPath:"schema:CalloutHistory/properties/requestUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.requestMethod !== undefined){
let data9 = data2.requestMethod;
const _errs20 = errors;
if(typeof data9 !== "string"){
validate38.errors = [{instancePath:instancePath+"/calloutHistories/" + i0+"/requestMethod",schemaPath:"schema:CalloutHistory/properties/requestMethod/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data9 === "POST")){
validate38.errors = [{instancePath:instancePath+"/calloutHistories/" + i0+"/requestMethod",schemaPath:"schema:CalloutHistory/properties/requestMethod/enum",keyword:"enum",params:{allowedValues: schema55.properties.requestMethod.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs20 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.eventContext !== undefined){
let data10 = data2.eventContext;
const _errs22 = errors;
if(errors === _errs22){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
}
else {
validate38.errors = [{instancePath:instancePath+"/calloutHistories/" + i0+"/eventContext",schemaPath:"schema:CalloutHistory/properties/eventContext/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs22 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.attemptedNum !== undefined){
let data11 = data2.attemptedNum;
const _errs25 = errors;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
validate38.errors = [{instancePath:instancePath+"/calloutHistories/" + i0+"/attemptedNum",schemaPath:"schema:CalloutHistory/properties/attemptedNum/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid3 = _errs25 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.status !== undefined){
let data12 = data2.status;
const _errs27 = errors;
if(typeof data12 !== "string"){
validate38.errors = [{instancePath:instancePath+"/calloutHistories/" + i0+"/status",schemaPath:"schema:CalloutHistory/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data12 === "Pending") || (data12 === "Delivered")) || (data12 === "Failed"))){
validate38.errors = [{instancePath:instancePath+"/calloutHistories/" + i0+"/status",schemaPath:"schema:CalloutHistory/properties/status/enum",keyword:"enum",params:{allowedValues: schema55.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs27 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.responseCode !== undefined){
let data13 = data2.responseCode;
const _errs29 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
validate38.errors = [{instancePath:instancePath+"/calloutHistories/" + i0+"/responseCode",schemaPath:"schema:CalloutHistory/properties/responseCode/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid3 = _errs29 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.errorMessage !== undefined){
const _errs31 = errors;
if(typeof data2.errorMessage !== "string"){
validate38.errors = [{instancePath:instancePath+"/calloutHistories/" + i0+"/errorMessage",schemaPath:"schema:CalloutHistory/properties/errorMessage/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs31 === errors;
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
}
else {
validate38.errors = [{instancePath:instancePath+"/calloutHistories/" + i0,schemaPath:"schema:CalloutHistory/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate38.errors = [{instancePath:instancePath+"/calloutHistories",schemaPath:"#/properties/calloutHistories/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nextPage !== undefined){
const _errs33 = errors;
if(typeof data.nextPage !== "string"){
validate38.errors = [{instancePath:instancePath+"/nextPage",schemaPath:"#/properties/nextPage/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate38.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate38.errors = vErrors;
return errors === 0;
}

exports.res_ProductPage = validate39;
const schema56 = {"type":"object","required":["success","products"],"properties":{"success":{"type":"boolean"},"products":{"type":"array","items":{"$ref":"schema:Product"}},"nextPage":{"type":"string"}}};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.success === undefined) && (missing0 = "success")) || ((data.products === undefined) && (missing0 = "products"))){
validate39.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.success !== undefined){
const _errs1 = errors;
if(typeof data.success !== "boolean"){
validate39.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.products !== undefined){
let data1 = data.products;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(!(validate31(data1[i0], {instancePath:instancePath+"/products/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate39.errors = [{instancePath:instancePath+"/products",schemaPath:"#/properties/products/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nextPage !== undefined){
const _errs6 = errors;
if(typeof data.nextPage !== "string"){
validate39.errors = [{instancePath:instancePath+"/nextPage",schemaPath:"#/properties/nextPage/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate39.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate39.errors = vErrors;
return errors === 0;
}

exports.res_ChargeRevenueSummary = validate41;
const schema57 = {"type":"object","required":["success","number","chargeId","chargeNumber","subscriptionNumber","accountId","currency","details"],"properties":{"success":{"type":"boolean"},"number":{"type":"string"},"chargeId":{"type":"string"},"chargeNumber":{"type":"string"},"subscriptionNumber":{"type":"string"},"accountId":{"type":"string"},"currency":{"type":"string"},"details":{"type":"array","items":{"type":"object","required":["accountingPeriodName","startDate","endDate","amount"],"properties":{"accountingPeriodName":{"type":"string"},"startDate":{"$ref":"schema:Date"},"endDate":{"$ref":"schema:Date"},"amount":{"type":"number"},"accountingCode":{"type":"string"}}}}}};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((data.success === undefined) && (missing0 = "success")) || ((data.number === undefined) && (missing0 = "number"))) || ((data.chargeId === undefined) && (missing0 = "chargeId"))) || ((data.chargeNumber === undefined) && (missing0 = "chargeNumber"))) || ((data.subscriptionNumber === undefined) && (missing0 = "subscriptionNumber"))) || ((data.accountId === undefined) && (missing0 = "accountId"))) || ((data.currency === undefined) && (missing0 = "currency"))) || ((data.details === undefined) && (missing0 = "details"))){
validate41.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.success !== undefined){
const _errs1 = errors;
if(typeof data.success !== "boolean"){
validate41.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.number !== undefined){
const _errs3 = errors;
if(typeof data.number !== "string"){
validate41.errors = [{instancePath:instancePath+"/number",schemaPath:"#/properties/number/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.chargeId !== undefined){
const _errs5 = errors;
if(typeof data.chargeId !== "string"){
validate41.errors = [{instancePath:instancePath+"/chargeId",schemaPath:"#/properties/chargeId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.chargeNumber !== undefined){
const _errs7 = errors;
if(typeof data.chargeNumber !== "string"){
validate41.errors = [{instancePath:instancePath+"/chargeNumber",schemaPath:"#/properties/chargeNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subscriptionNumber !== undefined){
const _errs9 = errors;
if(typeof data.subscriptionNumber !== "string"){
validate41.errors = [{instancePath:instancePath+"/subscriptionNumber",schemaPath:"#/properties/subscriptionNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accountId !== undefined){
const _errs11 = errors;
if(typeof data.accountId !== "string"){
validate41.errors = [{instancePath:instancePath+"/accountId",schemaPath:"#/properties/accountId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currency !== undefined){
const _errs13 = errors;
if(typeof data.currency !== "string"){
validate41.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.details !== undefined){
let data7 = data.details;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data7)){
var valid1 = true;
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
const _errs17 = errors;
if(errors === _errs17){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if(((((data8.accountingPeriodName === undefined) && (missing1 = "accountingPeriodName")) || ((data8.startDate === undefined) && (missing1 = "startDate"))) || ((data8.endDate === undefined) && (missing1 = "endDate"))) || ((data8.amount === undefined) && (missing1 = "amount"))){
validate41.errors = [{instancePath:instancePath+"/details/" + i0,schemaPath:"#/properties/details/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data8.accountingPeriodName !== undefined){
const _errs19 = errors;
if(typeof data8.accountingPeriodName !== "string"){
validate41.errors = [{instancePath:instancePath+"/details/" + i0+"/accountingPeriodName",schemaPath:"#/properties/details/items/properties/accountingPeriodName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs19 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data8.startDate !== undefined){
let data10 = data8.startDate;
const _errs21 = errors;
const _errs22 = errors;
if(errors === _errs22){
if(errors === _errs22){
if(typeof data10 === "string"){
if(!pattern1.test(data10)){
validate41.errors = [{instancePath:instancePath+"/details/" + i0+"/startDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""}];
return false;
}
else {
if(!(formats20.validate.test(data10))){
validate41.errors = [{instancePath:instancePath+"/details/" + i0+"/startDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
}
else {
validate41.errors = [{instancePath:instancePath+"/details/" + i0+"/startDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid2 = _errs21 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data8.endDate !== undefined){
let data11 = data8.endDate;
const _errs24 = errors;
const _errs25 = errors;
if(errors === _errs25){
if(errors === _errs25){
if(typeof data11 === "string"){
if(!pattern1.test(data11)){
validate41.errors = [{instancePath:instancePath+"/details/" + i0+"/endDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""}];
return false;
}
else {
if(!(formats20.validate.test(data11))){
validate41.errors = [{instancePath:instancePath+"/details/" + i0+"/endDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
}
else {
validate41.errors = [{instancePath:instancePath+"/details/" + i0+"/endDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid2 = _errs24 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data8.amount !== undefined){
let data12 = data8.amount;
const _errs27 = errors;
if(!((typeof data12 == "number") && (isFinite(data12)))){
validate41.errors = [{instancePath:instancePath+"/details/" + i0+"/amount",schemaPath:"#/properties/details/items/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid2 = _errs27 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data8.accountingCode !== undefined){
const _errs29 = errors;
if(typeof data8.accountingCode !== "string"){
validate41.errors = [{instancePath:instancePath+"/details/" + i0+"/accountingCode",schemaPath:"#/properties/details/items/properties/accountingCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs29 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
}
else {
validate41.errors = [{instancePath:instancePath+"/details/" + i0,schemaPath:"#/properties/details/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs17 === errors;
if(!valid1){
break;
}
}
}
else {
validate41.errors = [{instancePath:instancePath+"/details",schemaPath:"#/properties/details/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs15 === errors;
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
else {
validate41.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
const _errs0 = errors;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.firstName !== undefined){
let data0 = data.firstName;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data0 === "string"){
if(func0(data0) > 100){
validate42.errors = [{instancePath:instancePath+"/firstName",schemaPath:"schema:ContactFields/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate42.errors = [{instancePath:instancePath+"/firstName",schemaPath:"schema:ContactFields/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs3 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.lastName !== undefined){
let data1 = data.lastName;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(func0(data1) > 100){
validate42.errors = [{instancePath:instancePath+"/lastName",schemaPath:"schema:ContactFields/properties/lastName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate42.errors = [{instancePath:instancePath+"/lastName",schemaPath:"schema:ContactFields/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.nickname !== undefined){
let data2 = data.nickname;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data2 === "string"){
if(func0(data2) > 100){
validate42.errors = [{instancePath:instancePath+"/nickname",schemaPath:"schema:ContactFields/properties/nickname/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate42.errors = [{instancePath:instancePath+"/nickname",schemaPath:"schema:ContactFields/properties/nickname/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.workEmail !== undefined){
let data3 = data.workEmail;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(func0(data3) > 80){
validate42.errors = [{instancePath:instancePath+"/workEmail",schemaPath:"schema:ContactFields/properties/workEmail/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"}];
return false;
}
}
else {
validate42.errors = [{instancePath:instancePath+"/workEmail",schemaPath:"schema:ContactFields/properties/workEmail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.personalEmail !== undefined){
let data4 = data.personalEmail;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(func0(data4) > 80){
validate42.errors = [{instancePath:instancePath+"/personalEmail",schemaPath:"schema:ContactFields/properties/personalEmail/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"}];
return false;
}
}
else {
validate42.errors = [{instancePath:instancePath+"/personalEmail",schemaPath:"schema:ContactFields/properties/personalEmail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.workPhone !== undefined){
let data5 = data.workPhone;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data5 === "string"){
if(func0(data5) > 40){
validate42.errors = [{instancePath:instancePath+"/workPhone",schemaPath:"schema:ContactFields/properties/workPhone/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"}];
return false;
}
}
else {
validate42.errors = [{instancePath:instancePath+"/workPhone",schemaPath:"schema:ContactFields/properties/workPhone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.mobilePhone !== undefined){
let data6 = data.mobilePhone;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data6 === "string"){
if(func0(data6) > 100){
validate42.errors = [{instancePath:instancePath+"/mobilePhone",schemaPath:"schema:ContactFields/properties/mobilePhone/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate42.errors = [{instancePath:instancePath+"/mobilePhone",schemaPath:"schema:ContactFields/properties/mobilePhone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.homePhone !== undefined){
let data7 = data.homePhone;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data7 === "string"){
if(func0(data7) > 40){
validate42.errors = [{instancePath:instancePath+"/homePhone",schemaPath:"schema:ContactFields/properties/homePhone/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"}];
return false;
}
}
else {
validate42.errors = [{instancePath:instancePath+"/homePhone",schemaPath:"schema:ContactFields/properties/homePhone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.fax !== undefined){
let data8 = data.fax;
const _errs19 = errors;
if(errors === _errs19){
if(typeof data8 === "string"){
if(func0(data8) > 40){
validate42.errors = [{instancePath:instancePath+"/fax",schemaPath:"schema:ContactFields/properties/fax/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"}];
return false;
}
}
else {
validate42.errors = [{instancePath:instancePath+"/fax",schemaPath:"schema:ContactFields/properties/fax/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs19 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.address1 !== undefined){
let data9 = data.address1;
const _errs21 = errors;
if(errors === _errs21){
if(typeof data9 === "string"){
if(func0(data9) > 255){
validate42.errors = [{instancePath:instancePath+"/address1",schemaPath:"schema:ContactFields/properties/address1/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
else {
validate42.errors = [{instancePath:instancePath+"/address1",schemaPath:"schema:ContactFields/properties/address1/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs21 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.address2 !== undefined){
let data10 = data.address2;
const _errs23 = errors;
if(errors === _errs23){
if(typeof data10 === "string"){
if(func0(data10) > 255){
validate42.errors = [{instancePath:instancePath+"/address2",schemaPath:"schema:ContactFields/properties/address2/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
else {
validate42.errors = [{instancePath:instancePath+"/address2",schemaPath:"schema:ContactFields/properties/address2/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs23 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.city !== undefined){
let data11 = data.city;
const _errs25 = errors;
if(errors === _errs25){
if(typeof data11 === "string"){
if(func0(data11) > 40){
validate42.errors = [{instancePath:instancePath+"/city",schemaPath:"schema:ContactFields/properties/city/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"}];
return false;
}
}
else {
validate42.errors = [{instancePath:instancePath+"/city",schemaPath:"schema:ContactFields/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs25 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.state !== undefined){
let data12 = data.state;
const _errs27 = errors;
if(errors === _errs27){
if(typeof data12 === "string"){
if(func0(data12) > 40){
validate42.errors = [{instancePath:instancePath+"/state",schemaPath:"schema:ContactFields/properties/state/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"}];
return false;
}
}
else {
validate42.errors = [{instancePath:instancePath+"/state",schemaPath:"schema:ContactFields/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs27 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.county !== undefined){
let data13 = data.county;
const _errs29 = errors;
if(errors === _errs29){
if(typeof data13 === "string"){
if(func0(data13) > 32){
validate42.errors = [{instancePath:instancePath+"/county",schemaPath:"schema:ContactFields/properties/county/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
else {
validate42.errors = [{instancePath:instancePath+"/county",schemaPath:"schema:ContactFields/properties/county/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs29 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.zipCode !== undefined){
let data14 = data.zipCode;
const _errs31 = errors;
if(errors === _errs31){
if(typeof data14 === "string"){
if(func0(data14) > 20){
validate42.errors = [{instancePath:instancePath+"/zipCode",schemaPath:"schema:ContactFields/properties/zipCode/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"}];
return false;
}
}
else {
validate42.errors = [{instancePath:instancePath+"/zipCode",schemaPath:"schema:ContactFields/properties/zipCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs31 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.country !== undefined){
let data15 = data.country;
const _errs33 = errors;
if(errors === _errs33){
if(typeof data15 === "string"){
if(func0(data15) > 64){
validate42.errors = [{instancePath:instancePath+"/country",schemaPath:"schema:ContactFields/properties/country/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
else {
validate42.errors = [{instancePath:instancePath+"/country",schemaPath:"schema:ContactFields/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs33 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.taxRegion !== undefined){
let data16 = data.taxRegion;
const _errs35 = errors;
if(errors === _errs35){
if(typeof data16 === "string"){
if(func0(data16) > 32){
validate42.errors = [{instancePath:instancePath+"/taxRegion",schemaPath:"schema:ContactFields/properties/taxRegion/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
else {
validate42.errors = [{instancePath:instancePath+"/taxRegion",schemaPath:"schema:ContactFields/properties/taxRegion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs35 === errors;
}
else {
var valid2 = true;
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
}
else {
validate42.errors = [{instancePath,schemaPath:"schema:ContactFields/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs37 = errors;
if(errors === _errs37){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.id === undefined) && (missing0 = "id")) || ((data.accountId === undefined) && (missing0 = "accountId"))) || ((data.firstName === undefined) && (missing0 = "firstName"))) || ((data.lastName === undefined) && (missing0 = "lastName"))) || ((data.success === undefined) && (missing0 = "success"))){
validate42.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs39 = errors;
if(typeof data.id !== "string"){
validate42.errors = [{instancePath:instancePath+"/id",schemaPath:"#/allOf/1/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs39 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.accountId !== undefined){
const _errs41 = errors;
if(typeof data.accountId !== "string"){
validate42.errors = [{instancePath:instancePath+"/accountId",schemaPath:"#/allOf/1/properties/accountId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs41 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.success !== undefined){
const _errs43 = errors;
if(typeof data.success !== "boolean"){
validate42.errors = [{instancePath:instancePath+"/success",schemaPath:"#/allOf/1/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid3 = _errs43 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate42.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs37 === errors;
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((((((((((((data.success === undefined) && (missing0 = "success")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.number === undefined) && (missing0 = "number"))) || ((data.accountId === undefined) && (missing0 = "accountId"))) || ((data.amount === undefined) && (missing0 = "amount"))) || ((data.amountWithoutTax === undefined) && (missing0 = "amountWithoutTax"))) || ((data.taxAmount === undefined) && (missing0 = "taxAmount"))) || ((data.totalTaxExemptAmount === undefined) && (missing0 = "totalTaxExemptAmount"))) || ((data.appliedAmount === undefined) && (missing0 = "appliedAmount"))) || ((data.unappliedAmount === undefined) && (missing0 = "unappliedAmount"))) || ((data.refundAmount === undefined) && (missing0 = "refundAmount"))) || ((data.currency === undefined) && (missing0 = "currency"))) || ((data.creditMemoDate === undefined) && (missing0 = "creditMemoDate"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.autoApplyUponPosting === undefined) && (missing0 = "autoApplyUponPosting"))) || ((data.excludeFromAutoApplyRules === undefined) && (missing0 = "excludeFromAutoApplyRules"))) || ((data.transferredToAccounting === undefined) && (missing0 = "transferredToAccounting"))) || ((data.createdById === undefined) && (missing0 = "createdById"))) || ((data.createdDate === undefined) && (missing0 = "createdDate"))) || ((data.updatedById === undefined) && (missing0 = "updatedById"))) || ((data.updatedDate === undefined) && (missing0 = "updatedDate"))){
validate44.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.success !== undefined){
const _errs1 = errors;
if(typeof data.success !== "boolean"){
validate44.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs3 = errors;
if(typeof data.id !== "string"){
validate44.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.number !== undefined){
const _errs5 = errors;
if(typeof data.number !== "string"){
validate44.errors = [{instancePath:instancePath+"/number",schemaPath:"#/properties/number/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accountId !== undefined){
const _errs7 = errors;
if(typeof data.accountId !== "string"){
validate44.errors = [{instancePath:instancePath+"/accountId",schemaPath:"#/properties/accountId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.amount !== undefined){
let data4 = data.amount;
const _errs9 = errors;
if(!((typeof data4 == "number") && (isFinite(data4)))){
validate44.errors = [{instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.amountWithoutTax !== undefined){
let data5 = data.amountWithoutTax;
const _errs11 = errors;
if(!((typeof data5 == "number") && (isFinite(data5)))){
validate44.errors = [{instancePath:instancePath+"/amountWithoutTax",schemaPath:"#/properties/amountWithoutTax/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.taxAmount !== undefined){
let data6 = data.taxAmount;
const _errs13 = errors;
if(!((typeof data6 == "number") && (isFinite(data6)))){
validate44.errors = [{instancePath:instancePath+"/taxAmount",schemaPath:"#/properties/taxAmount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.totalTaxExemptAmount !== undefined){
let data7 = data.totalTaxExemptAmount;
const _errs15 = errors;
if(!((typeof data7 == "number") && (isFinite(data7)))){
validate44.errors = [{instancePath:instancePath+"/totalTaxExemptAmount",schemaPath:"#/properties/totalTaxExemptAmount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.appliedAmount !== undefined){
let data8 = data.appliedAmount;
const _errs17 = errors;
if(!((typeof data8 == "number") && (isFinite(data8)))){
validate44.errors = [{instancePath:instancePath+"/appliedAmount",schemaPath:"#/properties/appliedAmount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.unappliedAmount !== undefined){
let data9 = data.unappliedAmount;
const _errs19 = errors;
if(!((typeof data9 == "number") && (isFinite(data9)))){
validate44.errors = [{instancePath:instancePath+"/unappliedAmount",schemaPath:"#/properties/unappliedAmount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.refundAmount !== undefined){
let data10 = data.refundAmount;
const _errs21 = errors;
if(!((typeof data10 == "number") && (isFinite(data10)))){
validate44.errors = [{instancePath:instancePath+"/refundAmount",schemaPath:"#/properties/refundAmount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currency !== undefined){
const _errs23 = errors;
if(typeof data.currency !== "string"){
validate44.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.creditMemoDate !== undefined){
let data12 = data.creditMemoDate;
const _errs25 = errors;
const _errs26 = errors;
if(errors === _errs26){
if(errors === _errs26){
if(typeof data12 === "string"){
if(!pattern1.test(data12)){
validate44.errors = [{instancePath:instancePath+"/creditMemoDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""}];
return false;
}
else {
if(!(formats20.validate.test(data12))){
validate44.errors = [{instancePath:instancePath+"/creditMemoDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
}
else {
validate44.errors = [{instancePath:instancePath+"/creditMemoDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.targetDate !== undefined){
let data13 = data.targetDate;
const _errs28 = errors;
if((typeof data13 !== "string") && (data13 !== null)){
validate44.errors = [{instancePath:instancePath+"/targetDate",schemaPath:"#/properties/targetDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs28){
if(errors === _errs28){
if(typeof data13 === "string"){
if(!(formats20.validate.test(data13))){
validate44.errors = [{instancePath:instancePath+"/targetDate",schemaPath:"#/properties/targetDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
}
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data14 = data.status;
const _errs31 = errors;
if(typeof data14 !== "string"){
validate44.errors = [{instancePath:instancePath+"/status",schemaPath:"schema:CreditMemoStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data14 === "Draft") || (data14 === "Posted")) || (data14 === "Canceled"))){
validate44.errors = [{instancePath:instancePath+"/status",schemaPath:"schema:CreditMemoStatus/enum",keyword:"enum",params:{allowedValues: schema65.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.comment !== undefined){
const _errs34 = errors;
if(typeof data.comment !== "string"){
validate44.errors = [{instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reasonCode !== undefined){
const _errs36 = errors;
if(typeof data.reasonCode !== "string"){
validate44.errors = [{instancePath:instancePath+"/reasonCode",schemaPath:"#/properties/reasonCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.referredInvoiceId !== undefined){
let data17 = data.referredInvoiceId;
const _errs38 = errors;
if((typeof data17 !== "string") && (data17 !== null)){
validate44.errors = [{instancePath:instancePath+"/referredInvoiceId",schemaPath:"#/properties/referredInvoiceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.autoApplyUponPosting !== undefined){
const _errs41 = errors;
if(typeof data.autoApplyUponPosting !== "boolean"){
validate44.errors = [{instancePath:instancePath+"/autoApplyUponPosting",schemaPath:"#/properties/autoApplyUponPosting/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs41 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.excludeFromAutoApplyRules !== undefined){
const _errs43 = errors;
if(typeof data.excludeFromAutoApplyRules !== "boolean"){
validate44.errors = [{instancePath:instancePath+"/excludeFromAutoApplyRules",schemaPath:"#/properties/excludeFromAutoApplyRules/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs43 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transferredToAccounting !== undefined){
let data20 = data.transferredToAccounting;
const _errs45 = errors;
if(typeof data20 !== "string"){
validate44.errors = [{instancePath:instancePath+"/transferredToAccounting",schemaPath:"schema:TransferredToAccounting/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data20 === "Processing") || (data20 === "Yes")) || (data20 === "No")) || (data20 === "Error")) || (data20 === "Ignore"))){
validate44.errors = [{instancePath:instancePath+"/transferredToAccounting",schemaPath:"schema:TransferredToAccounting/enum",keyword:"enum",params:{allowedValues: schema66.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs45 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.source !== undefined){
const _errs48 = errors;
if(typeof data.source !== "string"){
validate44.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs48 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdById !== undefined){
const _errs50 = errors;
if(typeof data.createdById !== "string"){
validate44.errors = [{instancePath:instancePath+"/createdById",schemaPath:"#/properties/createdById/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs50 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdDate !== undefined){
let data23 = data.createdDate;
const _errs52 = errors;
if(errors === _errs52){
if(errors === _errs52){
if(typeof data23 === "string"){
if(!(formats0.validate.test(data23))){
validate44.errors = [{instancePath:instancePath+"/createdDate",schemaPath:"#/properties/createdDate/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate44.errors = [{instancePath:instancePath+"/createdDate",schemaPath:"#/properties/createdDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs52 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedById !== undefined){
const _errs54 = errors;
if(typeof data.updatedById !== "string"){
validate44.errors = [{instancePath:instancePath+"/updatedById",schemaPath:"#/properties/updatedById/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs54 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedDate !== undefined){
let data25 = data.updatedDate;
const _errs56 = errors;
if(errors === _errs56){
if(errors === _errs56){
if(typeof data25 === "string"){
if(!(formats0.validate.test(data25))){
validate44.errors = [{instancePath:instancePath+"/updatedDate",schemaPath:"#/properties/updatedDate/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate44.errors = [{instancePath:instancePath+"/updatedDate",schemaPath:"#/properties/updatedDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs56 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.postedOn !== undefined){
let data26 = data.postedOn;
const _errs58 = errors;
if((typeof data26 !== "string") && (data26 !== null)){
validate44.errors = [{instancePath:instancePath+"/postedOn",schemaPath:"#/properties/postedOn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs58){
if(errors === _errs58){
if(typeof data26 === "string"){
if(!(formats0.validate.test(data26))){
validate44.errors = [{instancePath:instancePath+"/postedOn",schemaPath:"#/properties/postedOn/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
}
}
var valid0 = _errs58 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cancelledOn !== undefined){
let data27 = data.cancelledOn;
const _errs61 = errors;
if((typeof data27 !== "string") && (data27 !== null)){
validate44.errors = [{instancePath:instancePath+"/cancelledOn",schemaPath:"#/properties/cancelledOn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs61){
if(errors === _errs61){
if(typeof data27 === "string"){
if(!(formats0.validate.test(data27))){
validate44.errors = [{instancePath:instancePath+"/cancelledOn",schemaPath:"#/properties/cancelledOn/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
}
}
var valid0 = _errs61 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.items !== undefined){
let data28 = data.items;
const _errs64 = errors;
if(errors === _errs64){
if(Array.isArray(data28)){
var valid4 = true;
const len0 = data28.length;
for(let i0=0; i0<len0; i0++){
let data29 = data28[i0];
const _errs66 = errors;
if(errors === _errs66){
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
let missing1;
if(((data29.id === undefined) && (missing1 = "id")) || ((data29.amount === undefined) && (missing1 = "amount"))){
validate44.errors = [{instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data29.id !== undefined){
const _errs68 = errors;
if(typeof data29.id !== "string"){
validate44.errors = [{instancePath:instancePath+"/items/" + i0+"/id",schemaPath:"#/properties/items/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs68 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data29.amount !== undefined){
let data31 = data29.amount;
const _errs70 = errors;
if(!((typeof data31 == "number") && (isFinite(data31)))){
validate44.errors = [{instancePath:instancePath+"/items/" + i0+"/amount",schemaPath:"#/properties/items/items/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid5 = _errs70 === errors;
}
else {
var valid5 = true;
}
}
}
}
else {
validate44.errors = [{instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs66 === errors;
if(!valid4){
break;
}
}
}
else {
validate44.errors = [{instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs64 === errors;
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
validate44.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate44.errors = vErrors;
return errors === 0;
}


function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.success === undefined) && (missing0 = "success")) || ((data.creditmemos === undefined) && (missing0 = "creditmemos"))){
validate43.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.success !== undefined){
const _errs1 = errors;
if(typeof data.success !== "boolean"){
validate43.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.creditmemos !== undefined){
let data1 = data.creditmemos;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(!(validate44(data1[i0], {instancePath:instancePath+"/creditmemos/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate43.errors = [{instancePath:instancePath+"/creditmemos",schemaPath:"#/properties/creditmemos/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nextPage !== undefined){
const _errs6 = errors;
if(typeof data.nextPage !== "string"){
validate43.errors = [{instancePath:instancePath+"/nextPage",schemaPath:"#/properties/nextPage/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate43.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((((data.success === undefined) && (missing0 = "success")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.amount === undefined) && (missing0 = "amount"))) || ((data.amountWithoutTax === undefined) && (missing0 = "amountWithoutTax"))) || ((data.taxAmount === undefined) && (missing0 = "taxAmount"))) || ((data.appliedAmount === undefined) && (missing0 = "appliedAmount"))) || ((data.unappliedAmount === undefined) && (missing0 = "unappliedAmount"))) || ((data.refundAmount === undefined) && (missing0 = "refundAmount"))) || ((data.quantity === undefined) && (missing0 = "quantity"))) || ((data.unitPrice === undefined) && (missing0 = "unitPrice"))) || ((data.serviceStartDate === undefined) && (missing0 = "serviceStartDate"))) || ((data.serviceEndDate === undefined) && (missing0 = "serviceEndDate"))) || ((data.sourceItemType === undefined) && (missing0 = "sourceItemType"))){
validate46.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.success !== undefined){
const _errs1 = errors;
if(typeof data.success !== "boolean"){
validate46.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs3 = errors;
if(typeof data.id !== "string"){
validate46.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.amount !== undefined){
let data2 = data.amount;
const _errs5 = errors;
if(!((typeof data2 == "number") && (isFinite(data2)))){
validate46.errors = [{instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.amountWithoutTax !== undefined){
let data3 = data.amountWithoutTax;
const _errs7 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
validate46.errors = [{instancePath:instancePath+"/amountWithoutTax",schemaPath:"#/properties/amountWithoutTax/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.taxAmount !== undefined){
let data4 = data.taxAmount;
const _errs9 = errors;
if(!((typeof data4 == "number") && (isFinite(data4)))){
validate46.errors = [{instancePath:instancePath+"/taxAmount",schemaPath:"#/properties/taxAmount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.appliedAmount !== undefined){
let data5 = data.appliedAmount;
const _errs11 = errors;
if(!((typeof data5 == "number") && (isFinite(data5)))){
validate46.errors = [{instancePath:instancePath+"/appliedAmount",schemaPath:"#/properties/appliedAmount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.unappliedAmount !== undefined){
let data6 = data.unappliedAmount;
const _errs13 = errors;
if(!((typeof data6 == "number") && (isFinite(data6)))){
validate46.errors = [{instancePath:instancePath+"/unappliedAmount",schemaPath:"#/properties/unappliedAmount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.refundAmount !== undefined){
let data7 = data.refundAmount;
const _errs15 = errors;
if(!((typeof data7 == "number") && (isFinite(data7)))){
validate46.errors = [{instancePath:instancePath+"/refundAmount",schemaPath:"#/properties/refundAmount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.quantity !== undefined){
let data8 = data.quantity;
const _errs17 = errors;
if(!((typeof data8 == "number") && (isFinite(data8)))){
validate46.errors = [{instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.unitPrice !== undefined){
let data9 = data.unitPrice;
const _errs19 = errors;
if(!((typeof data9 == "number") && (isFinite(data9)))){
validate46.errors = [{instancePath:instancePath+"/unitPrice",schemaPath:"#/properties/unitPrice/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sku !== undefined){
const _errs21 = errors;
if(typeof data.sku !== "string"){
validate46.errors = [{instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.skuName !== undefined){
const _errs23 = errors;
if(typeof data.skuName !== "string"){
validate46.errors = [{instancePath:instancePath+"/skuName",schemaPath:"#/properties/skuName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.productRatePlanChargeId !== undefined){
const _errs25 = errors;
if(typeof data.productRatePlanChargeId !== "string"){
validate46.errors = [{instancePath:instancePath+"/productRatePlanChargeId",schemaPath:"#/properties/productRatePlanChargeId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.serviceStartDate !== undefined){
let data13 = data.serviceStartDate;
const _errs27 = errors;
const _errs28 = errors;
if(errors === _errs28){
if(errors === _errs28){
if(typeof data13 === "string"){
if(!pattern1.test(data13)){
validate46.errors = [{instancePath:instancePath+"/serviceStartDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""}];
return false;
}
else {
if(!(formats20.validate.test(data13))){
validate46.errors = [{instancePath:instancePath+"/serviceStartDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
}
else {
validate46.errors = [{instancePath:instancePath+"/serviceStartDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.serviceEndDate !== undefined){
let data14 = data.serviceEndDate;
const _errs30 = errors;
const _errs31 = errors;
if(errors === _errs31){
if(errors === _errs31){
if(typeof data14 === "string"){
if(!pattern1.test(data14)){
validate46.errors = [{instancePath:instancePath+"/serviceEndDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""}];
return false;
}
else {
if(!(formats20.validate.test(data14))){
validate46.errors = [{instancePath:instancePath+"/serviceEndDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
}
else {
validate46.errors = [{instancePath:instancePath+"/serviceEndDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sourceItemType !== undefined){
let data15 = data.sourceItemType;
const _errs33 = errors;
if(typeof data15 !== "string"){
validate46.errors = [{instancePath:instancePath+"/sourceItemType",schemaPath:"#/properties/sourceItemType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data15 === "ProductRatePlanCharge")){
validate46.errors = [{instancePath:instancePath+"/sourceItemType",schemaPath:"#/properties/sourceItemType/enum",keyword:"enum",params:{allowedValues: schema67.properties.sourceItemType.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.comment !== undefined){
const _errs35 = errors;
if(typeof data.comment !== "string"){
validate46.errors = [{instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs37 = errors;
if(typeof data.description !== "string"){
validate46.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.creditTaxItems !== undefined){
let data18 = data.creditTaxItems;
const _errs39 = errors;
if(errors === _errs39){
if(Array.isArray(data18)){
var valid3 = true;
const len0 = data18.length;
for(let i0=0; i0<len0; i0++){
let data19 = data18[i0];
const _errs41 = errors;
const _errs42 = errors;
if(errors === _errs42){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
let missing1;
if((((((data19.id === undefined) && (missing1 = "id")) || ((data19.name === undefined) && (missing1 = "name"))) || ((data19.taxAmount === undefined) && (missing1 = "taxAmount"))) || ((data19.taxRate === undefined) && (missing1 = "taxRate"))) || ((data19.taxCode === undefined) && (missing1 = "taxCode"))){
validate46.errors = [{instancePath:instancePath+"/creditTaxItems/" + i0,schemaPath:"schema:TaxationItem/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data19.id !== undefined){
const _errs44 = errors;
if(typeof data19.id !== "string"){
validate46.errors = [{instancePath:instancePath+"/creditTaxItems/" + i0+"/id",schemaPath:"schema:TaxationItem/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs44 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data19.name !== undefined){
const _errs46 = errors;
if(typeof data19.name !== "string"){
validate46.errors = [{instancePath:instancePath+"/creditTaxItems/" + i0+"/name",schemaPath:"schema:TaxationItem/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs46 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data19.taxAmount !== undefined){
let data22 = data19.taxAmount;
const _errs48 = errors;
if(!((typeof data22 == "number") && (isFinite(data22)))){
validate46.errors = [{instancePath:instancePath+"/creditTaxItems/" + i0+"/taxAmount",schemaPath:"schema:TaxationItem/properties/taxAmount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid5 = _errs48 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data19.taxRate !== undefined){
let data23 = data19.taxRate;
const _errs50 = errors;
if(!((typeof data23 == "number") && (isFinite(data23)))){
validate46.errors = [{instancePath:instancePath+"/creditTaxItems/" + i0+"/taxRate",schemaPath:"schema:TaxationItem/properties/taxRate/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid5 = _errs50 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data19.taxCode !== undefined){
const _errs52 = errors;
if(typeof data19.taxCode !== "string"){
validate46.errors = [{instancePath:instancePath+"/creditTaxItems/" + i0+"/taxCode",schemaPath:"schema:TaxationItem/properties/taxCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs52 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data19.taxMode !== undefined){
const _errs54 = errors;
if(typeof data19.taxMode !== "string"){
validate46.errors = [{instancePath:instancePath+"/creditTaxItems/" + i0+"/taxMode",schemaPath:"schema:TaxationItem/properties/taxMode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs54 === errors;
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
}
else {
validate46.errors = [{instancePath:instancePath+"/creditTaxItems/" + i0,schemaPath:"schema:TaxationItem/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs41 === errors;
if(!valid3){
break;
}
}
}
else {
validate46.errors = [{instancePath:instancePath+"/creditTaxItems",schemaPath:"#/properties/creditTaxItems/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.taxationItems !== undefined){
let data26 = data.taxationItems;
const _errs56 = errors;
if(errors === _errs56){
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
let missing2;
if((data26.data === undefined) && (missing2 = "data")){
validate46.errors = [{instancePath:instancePath+"/taxationItems",schemaPath:"#/properties/taxationItems/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data26.data !== undefined){
let data27 = data26.data;
const _errs58 = errors;
if(errors === _errs58){
if(Array.isArray(data27)){
var valid7 = true;
const len1 = data27.length;
for(let i1=0; i1<len1; i1++){
let data28 = data27[i1];
const _errs60 = errors;
const _errs61 = errors;
if(errors === _errs61){
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
let missing3;
if((((((data28.id === undefined) && (missing3 = "id")) || ((data28.name === undefined) && (missing3 = "name"))) || ((data28.taxAmount === undefined) && (missing3 = "taxAmount"))) || ((data28.taxRate === undefined) && (missing3 = "taxRate"))) || ((data28.taxCode === undefined) && (missing3 = "taxCode"))){
validate46.errors = [{instancePath:instancePath+"/taxationItems/data/" + i1,schemaPath:"schema:TaxationItem/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data28.id !== undefined){
const _errs63 = errors;
if(typeof data28.id !== "string"){
validate46.errors = [{instancePath:instancePath+"/taxationItems/data/" + i1+"/id",schemaPath:"schema:TaxationItem/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs63 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data28.name !== undefined){
const _errs65 = errors;
if(typeof data28.name !== "string"){
validate46.errors = [{instancePath:instancePath+"/taxationItems/data/" + i1+"/name",schemaPath:"schema:TaxationItem/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs65 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data28.taxAmount !== undefined){
let data31 = data28.taxAmount;
const _errs67 = errors;
if(!((typeof data31 == "number") && (isFinite(data31)))){
validate46.errors = [{instancePath:instancePath+"/taxationItems/data/" + i1+"/taxAmount",schemaPath:"schema:TaxationItem/properties/taxAmount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid9 = _errs67 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data28.taxRate !== undefined){
let data32 = data28.taxRate;
const _errs69 = errors;
if(!((typeof data32 == "number") && (isFinite(data32)))){
validate46.errors = [{instancePath:instancePath+"/taxationItems/data/" + i1+"/taxRate",schemaPath:"schema:TaxationItem/properties/taxRate/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid9 = _errs69 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data28.taxCode !== undefined){
const _errs71 = errors;
if(typeof data28.taxCode !== "string"){
validate46.errors = [{instancePath:instancePath+"/taxationItems/data/" + i1+"/taxCode",schemaPath:"schema:TaxationItem/properties/taxCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs71 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data28.taxMode !== undefined){
const _errs73 = errors;
if(typeof data28.taxMode !== "string"){
validate46.errors = [{instancePath:instancePath+"/taxationItems/data/" + i1+"/taxMode",schemaPath:"schema:TaxationItem/properties/taxMode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs73 === errors;
}
else {
var valid9 = true;
}
}
}
}
}
}
}
}
else {
validate46.errors = [{instancePath:instancePath+"/taxationItems/data/" + i1,schemaPath:"schema:TaxationItem/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid7 = _errs60 === errors;
if(!valid7){
break;
}
}
}
else {
validate46.errors = [{instancePath:instancePath+"/taxationItems/data",schemaPath:"#/properties/taxationItems/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate46.errors = [{instancePath:instancePath+"/taxationItems",schemaPath:"#/properties/taxationItems/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs56 === errors;
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
}
}
}
}
}
else {
validate46.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate46.errors = vErrors;
return errors === 0;
}
