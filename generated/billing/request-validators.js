// generated from specs/billing.yaml — do not edit; run `make generate`
"use strict";
exports.req_0 = validate0;
const schema0 = {"type":"object","properties":{"query":{"type":"object","properties":{"fromTimestamp":{"type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z$"},"toTimestamp":{"type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z$"}},"required":["fromTimestamp","toTimestamp"]},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{}}}};
const pattern0 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z$", "u");
const pattern2 = new RegExp("^[ !#-&(-9<-~]*$", "u");
const pattern3 = new RegExp("^\\d{3}\\.\\d$", "u");
const func0 = require("ajv/dist/runtime/ucs2length").default;

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
let missing0;
if(((data0.fromTimestamp === undefined) && (missing0 = "fromTimestamp")) || ((data0.toTimestamp === undefined) && (missing0 = "toTimestamp"))){
validate0.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data0.fromTimestamp !== undefined){
let data1 = data0.fromTimestamp;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
validate0.errors = [{instancePath:instancePath+"/query/fromTimestamp",schemaPath:"#/properties/query/properties/fromTimestamp/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z$"+"\""}];
return false;
}
}
else {
validate0.errors = [{instancePath:instancePath+"/query/fromTimestamp",schemaPath:"#/properties/query/properties/fromTimestamp/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.toTimestamp !== undefined){
let data2 = data0.toTimestamp;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
validate0.errors = [{instancePath:instancePath+"/query/toTimestamp",schemaPath:"#/properties/query/properties/toTimestamp/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z$"+"\""}];
return false;
}
}
else {
validate0.errors = [{instancePath:instancePath+"/query/toTimestamp",schemaPath:"#/properties/query/properties/toTimestamp/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
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
let data3 = data.headers;
const _errs7 = errors;
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3["billing-track-id"] !== undefined){
let data4 = data3["billing-track-id"];
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 64){
validate0.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern2.test(data4)){
validate0.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""}];
return false;
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3["billing-entity-ids"] !== undefined){
const _errs11 = errors;
if(typeof data3["billing-entity-ids"] !== "string"){
validate0.errors = [{instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3["billing-version"] !== undefined){
let data6 = data3["billing-version"];
const _errs13 = errors;
if(errors === _errs13){
if(typeof data6 === "string"){
if(!pattern3.test(data6)){
validate0.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""}];
return false;
}
}
else {
validate0.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
else {
validate0.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.params !== undefined){
let data7 = data.params;
const _errs15 = errors;
if(errors === _errs15){
if(!(data7 && typeof data7 == "object" && !Array.isArray(data7))){
validate0.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
else {
validate0.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate0.errors = vErrors;
return errors === 0;
}

exports.req_1 = validate1;
const schema1 = {"type":"object","properties":{"query":{"type":"object","properties":{"baseObject":{"type":"string","pattern":"^[A-Z][\\w\\-]*$"},"eventTypeName":{"type":"string","pattern":"^[A-Za-z]{1,}[\\w\\-]*$"},"active":{"type":"boolean"},"start":{"type":"integer","minimum":0,"default":0},"limit":{"type":"integer","minimum":1,"maximum":100,"default":10}}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{}}}};
const pattern4 = new RegExp("^[A-Z][\\w\\-]*$", "u");
const pattern5 = new RegExp("^[A-Za-z]{1,}[\\w\\-]*$", "u");

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
if(data0.start === undefined){
data0.start = 0;
}
if(data0.limit === undefined){
data0.limit = 10;
}
if(data0.baseObject !== undefined){
let data1 = data0.baseObject;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
validate1.errors = [{instancePath:instancePath+"/query/baseObject",schemaPath:"#/properties/query/properties/baseObject/pattern",keyword:"pattern",params:{pattern: "^[A-Z][\\w\\-]*$"},message:"must match pattern \""+"^[A-Z][\\w\\-]*$"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/query/baseObject",schemaPath:"#/properties/query/properties/baseObject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.eventTypeName !== undefined){
let data2 = data0.eventTypeName;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
validate1.errors = [{instancePath:instancePath+"/query/eventTypeName",schemaPath:"#/properties/query/properties/eventTypeName/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z]{1,}[\\w\\-]*$"},message:"must match pattern \""+"^[A-Za-z]{1,}[\\w\\-]*$"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/query/eventTypeName",schemaPath:"#/properties/query/properties/eventTypeName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.active !== undefined){
const _errs7 = errors;
if(typeof data0.active !== "boolean"){
validate1.errors = [{instancePath:instancePath+"/query/active",schemaPath:"#/properties/query/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
let data4 = data0.start;
const _errs9 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate1.errors = [{instancePath:instancePath+"/query/start",schemaPath:"#/properties/query/properties/start/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs9){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
validate1.errors = [{instancePath:instancePath+"/query/start",schemaPath:"#/properties/query/properties/start/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid1 = _errs9 === errors;
if(valid1){
let data5 = data0.limit;
const _errs11 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate1.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs11){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 100 || isNaN(data5)){
validate1.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data5 < 1 || isNaN(data5)){
validate1.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid1 = _errs11 === errors;
}
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
let data6 = data.headers;
const _errs13 = errors;
if(errors === _errs13){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6["billing-track-id"] !== undefined){
let data7 = data6["billing-track-id"];
const _errs15 = errors;
if(errors === _errs15){
if(typeof data7 === "string"){
if(func0(data7) > 64){
validate1.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern2.test(data7)){
validate1.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6["billing-entity-ids"] !== undefined){
const _errs17 = errors;
if(typeof data6["billing-entity-ids"] !== "string"){
validate1.errors = [{instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6["billing-version"] !== undefined){
let data9 = data6["billing-version"];
const _errs19 = errors;
if(errors === _errs19){
if(typeof data9 === "string"){
if(!pattern3.test(data9)){
validate1.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs19 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.params !== undefined){
let data10 = data.params;
const _errs21 = errors;
if(errors === _errs21){
if(!(data10 && typeof data10 == "object" && !Array.isArray(data10))){
validate1.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs21 === errors;
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

exports.req_2 = validate2;
const schema2 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{}}}};

function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
validate2.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1["billing-track-id"] !== undefined){
let data2 = data1["billing-track-id"];
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 64){
validate2.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern2.test(data2)){
validate2.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""}];
return false;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1["billing-entity-ids"] !== undefined){
const _errs7 = errors;
if(typeof data1["billing-entity-ids"] !== "string"){
validate2.errors = [{instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1["billing-version"] !== undefined){
let data4 = data1["billing-version"];
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!pattern3.test(data4)){
validate2.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate2.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data5 = data.params;
const _errs11 = errors;
if(errors === _errs11){
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
validate2.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate2.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate2.errors = vErrors;
return errors === 0;
}

exports.req_EventTriggerCreate = validate3;
const schema3 = {"type":"object","required":["baseObject","condition","eventType"],"properties":{"baseObject":{"type":"string","pattern":"^[A-Z][\\w\\-]*$"},"condition":{"type":"string","minLength":1},"description":{"type":"string","maxLength":200},"active":{"type":"boolean"},"eventType":{"$ref":"schema:EventType"}}};
const schema4 = {"type":"object","required":["name"],"properties":{"name":{"type":"string","pattern":"^[A-Za-z]{1,}[\\w\\-]*$"},"displayName":{"type":"string"},"description":{"type":"string"}}};

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.baseObject === undefined) && (missing0 = "baseObject")) || ((data.condition === undefined) && (missing0 = "condition"))) || ((data.eventType === undefined) && (missing0 = "eventType"))){
validate3.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.baseObject !== undefined){
let data0 = data.baseObject;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
validate3.errors = [{instancePath:instancePath+"/baseObject",schemaPath:"#/properties/baseObject/pattern",keyword:"pattern",params:{pattern: "^[A-Z][\\w\\-]*$"},message:"must match pattern \""+"^[A-Z][\\w\\-]*$"+"\""}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/baseObject",schemaPath:"#/properties/baseObject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.condition !== undefined){
let data1 = data.condition;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) < 1){
validate3.errors = [{instancePath:instancePath+"/condition",schemaPath:"#/properties/condition/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/condition",schemaPath:"#/properties/condition/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
let data2 = data.description;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 200){
validate3.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.active !== undefined){
const _errs7 = errors;
if(typeof data.active !== "boolean"){
validate3.errors = [{instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.eventType !== undefined){
let data4 = data.eventType;
const _errs9 = errors;
const _errs10 = errors;
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing1;
if((data4.name === undefined) && (missing1 = "name")){
validate3.errors = [{instancePath:instancePath+"/eventType",schemaPath:"schema:EventType/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data4.name !== undefined){
let data5 = data4.name;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data5 === "string"){
if(!pattern5.test(data5)){
validate3.errors = [{instancePath:instancePath+"/eventType/name",schemaPath:"schema:EventType/properties/name/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z]{1,}[\\w\\-]*$"},message:"must match pattern \""+"^[A-Za-z]{1,}[\\w\\-]*$"+"\""}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/eventType/name",schemaPath:"schema:EventType/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs12 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.displayName !== undefined){
const _errs14 = errors;
if(typeof data4.displayName !== "string"){
validate3.errors = [{instancePath:instancePath+"/eventType/displayName",schemaPath:"schema:EventType/properties/displayName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs14 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.description !== undefined){
const _errs16 = errors;
if(typeof data4.description !== "string"){
validate3.errors = [{instancePath:instancePath+"/eventType/description",schemaPath:"schema:EventType/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
}
else {
validate3.errors = [{instancePath:instancePath+"/eventType",schemaPath:"schema:EventType/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
validate3.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate3.errors = vErrors;
return errors === 0;
}

exports.req_4 = validate4;
const schema5 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{"id":{"type":"string"}},"required":["id"]}}};

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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1["billing-track-id"] !== undefined){
let data2 = data1["billing-track-id"];
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 64){
validate4.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern2.test(data2)){
validate4.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""}];
return false;
}
}
}
else {
validate4.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1["billing-entity-ids"] !== undefined){
const _errs7 = errors;
if(typeof data1["billing-entity-ids"] !== "string"){
validate4.errors = [{instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1["billing-version"] !== undefined){
let data4 = data1["billing-version"];
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!pattern3.test(data4)){
validate4.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""}];
return false;
}
}
else {
validate4.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
let data5 = data.params;
const _errs11 = errors;
if(errors === _errs11){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing0;
if((data5.id === undefined) && (missing0 = "id")){
validate4.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data5.id !== undefined){
if(typeof data5.id !== "string"){
validate4.errors = [{instancePath:instancePath+"/params/id",schemaPath:"#/properties/params/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate4.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate4.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate4.errors = vErrors;
return errors === 0;
}

exports.req_EventTriggerUpdate = validate5;
const schema6 = {"type":"object","properties":{"active":{"type":"boolean"},"condition":{"type":"string","minLength":1},"description":{"type":"string","maxLength":200},"eventType":{"type":"object","properties":{"displayName":{"type":"string"},"description":{"type":"string"}}}}};

function validate5(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.active !== undefined){
const _errs1 = errors;
if(typeof data.active !== "boolean"){
validate5.errors = [{instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.condition !== undefined){
let data1 = data.condition;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) < 1){
validate5.errors = [{instancePath:instancePath+"/condition",schemaPath:"#/properties/condition/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate5.errors = [{instancePath:instancePath+"/condition",schemaPath:"#/properties/condition/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
let data2 = data.description;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 200){
validate5.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
}
else {
validate5.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.eventType !== undefined){
let data3 = data.eventType;
const _errs7 = errors;
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.displayName !== undefined){
const _errs9 = errors;
if(typeof data3.displayName !== "string"){
validate5.errors = [{instancePath:instancePath+"/eventType/displayName",schemaPath:"#/properties/eventType/properties/displayName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data3.description !== undefined){
const _errs11 = errors;
if(typeof data3.description !== "string"){
validate5.errors = [{instancePath:instancePath+"/eventType/description",schemaPath:"#/properties/eventType/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/eventType",schemaPath:"#/properties/eventType/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
else {
validate5.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate5.errors = vErrors;
return errors === 0;
}

exports.req_6 = validate6;
const schema7 = {"type":"object","properties":{"query":{"type":"object","properties":{"start":{"type":"integer","minimum":0,"default":0},"limit":{"type":"integer","minimum":1,"maximum":100,"default":10},"eventTypeName":{"type":"string"},"name":{"type":"string"}}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{}}}};

function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.start === undefined){
data0.start = 0;
}
if(data0.limit === undefined){
data0.limit = 10;
}
let data1 = data0.start;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate6.errors = [{instancePath:instancePath+"/query/start",schemaPath:"#/properties/query/properties/start/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate6.errors = [{instancePath:instancePath+"/query/start",schemaPath:"#/properties/query/properties/start/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid1 = _errs3 === errors;
if(valid1){
let data2 = data0.limit;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate6.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs5){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 100 || isNaN(data2)){
validate6.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data2 < 1 || isNaN(data2)){
validate6.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid1 = _errs5 === errors;
if(valid1){
if(data0.eventTypeName !== undefined){
const _errs7 = errors;
if(typeof data0.eventTypeName !== "string"){
validate6.errors = [{instancePath:instancePath+"/query/eventTypeName",schemaPath:"#/properties/query/properties/eventTypeName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.name !== undefined){
const _errs9 = errors;
if(typeof data0.name !== "string"){
validate6.errors = [{instancePath:instancePath+"/query/name",schemaPath:"#/properties/query/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
else {
validate6.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data5 = data.headers;
const _errs11 = errors;
if(errors === _errs11){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5["billing-track-id"] !== undefined){
let data6 = data5["billing-track-id"];
const _errs13 = errors;
if(errors === _errs13){
if(typeof data6 === "string"){
if(func0(data6) > 64){
validate6.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern2.test(data6)){
validate6.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""}];
return false;
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5["billing-entity-ids"] !== undefined){
const _errs15 = errors;
if(typeof data5["billing-entity-ids"] !== "string"){
validate6.errors = [{instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5["billing-version"] !== undefined){
let data8 = data5["billing-version"];
const _errs17 = errors;
if(errors === _errs17){
if(typeof data8 === "string"){
if(!pattern3.test(data8)){
validate6.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""}];
return false;
}
}
else {
validate6.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.params !== undefined){
let data9 = data.params;
const _errs19 = errors;
if(errors === _errs19){
if(!(data9 && typeof data9 == "object" && !Array.isArray(data9))){
validate6.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs19 === errors;
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

exports.req_EmailTemplateCreate = validate7;
const schema8 = {"type":"object","required":["name","eventTypeName","emailSubject","emailBody"],"properties":{"name":{"type":"string","minLength":1,"maxLength":255},"eventTypeName":{"type":"string","pattern":"^[A-Za-z]{1,}[\\w\\-]*$"},"description":{"type":"string","maxLength":255},"emailSubject":{"type":"string","minLength":1},"emailBody":{"type":"string","minLength":1},"fromEmailType":{"type":"string","enum":["TenantEmail","SpecificEmail"]},"fromEmailAddress":{"type":"string","format":"email"},"toEmailType":{"type":"string","enum":["BillToContact","SoldToContact","SpecificEmails","TenantAdmin","RunOwner"]},"toEmailAddress":{"type":"string"},"isHtml":{"type":"boolean"},"active":{"type":"boolean"}}};
const formats0 = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.name === undefined) && (missing0 = "name")) || ((data.eventTypeName === undefined) && (missing0 = "eventTypeName"))) || ((data.emailSubject === undefined) && (missing0 = "emailSubject"))) || ((data.emailBody === undefined) && (missing0 = "emailBody"))){
validate7.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
let data0 = data.name;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func0(data0) > 255){
validate7.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate7.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate7.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.eventTypeName !== undefined){
let data1 = data.eventTypeName;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(!pattern5.test(data1)){
validate7.errors = [{instancePath:instancePath+"/eventTypeName",schemaPath:"#/properties/eventTypeName/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z]{1,}[\\w\\-]*$"},message:"must match pattern \""+"^[A-Za-z]{1,}[\\w\\-]*$"+"\""}];
return false;
}
}
else {
validate7.errors = [{instancePath:instancePath+"/eventTypeName",schemaPath:"#/properties/eventTypeName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
let data2 = data.description;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 255){
validate7.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
else {
validate7.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.emailSubject !== undefined){
let data3 = data.emailSubject;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func0(data3) < 1){
validate7.errors = [{instancePath:instancePath+"/emailSubject",schemaPath:"#/properties/emailSubject/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate7.errors = [{instancePath:instancePath+"/emailSubject",schemaPath:"#/properties/emailSubject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.emailBody !== undefined){
let data4 = data.emailBody;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) < 1){
validate7.errors = [{instancePath:instancePath+"/emailBody",schemaPath:"#/properties/emailBody/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate7.errors = [{instancePath:instancePath+"/emailBody",schemaPath:"#/properties/emailBody/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fromEmailType !== undefined){
let data5 = data.fromEmailType;
const _errs11 = errors;
if(typeof data5 !== "string"){
validate7.errors = [{instancePath:instancePath+"/fromEmailType",schemaPath:"#/properties/fromEmailType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data5 === "TenantEmail") || (data5 === "SpecificEmail"))){
validate7.errors = [{instancePath:instancePath+"/fromEmailType",schemaPath:"#/properties/fromEmailType/enum",keyword:"enum",params:{allowedValues: schema8.properties.fromEmailType.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fromEmailAddress !== undefined){
let data6 = data.fromEmailAddress;
const _errs13 = errors;
if(errors === _errs13){
if(errors === _errs13){
if(typeof data6 === "string"){
if(!(formats0.test(data6))){
validate7.errors = [{instancePath:instancePath+"/fromEmailAddress",schemaPath:"#/properties/fromEmailAddress/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""}];
return false;
}
}
else {
validate7.errors = [{instancePath:instancePath+"/fromEmailAddress",schemaPath:"#/properties/fromEmailAddress/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.toEmailType !== undefined){
let data7 = data.toEmailType;
const _errs15 = errors;
if(typeof data7 !== "string"){
validate7.errors = [{instancePath:instancePath+"/toEmailType",schemaPath:"#/properties/toEmailType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data7 === "BillToContact") || (data7 === "SoldToContact")) || (data7 === "SpecificEmails")) || (data7 === "TenantAdmin")) || (data7 === "RunOwner"))){
validate7.errors = [{instancePath:instancePath+"/toEmailType",schemaPath:"#/properties/toEmailType/enum",keyword:"enum",params:{allowedValues: schema8.properties.toEmailType.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.toEmailAddress !== undefined){
const _errs17 = errors;
if(typeof data.toEmailAddress !== "string"){
validate7.errors = [{instancePath:instancePath+"/toEmailAddress",schemaPath:"#/properties/toEmailAddress/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isHtml !== undefined){
const _errs19 = errors;
if(typeof data.isHtml !== "boolean"){
validate7.errors = [{instancePath:instancePath+"/isHtml",schemaPath:"#/properties/isHtml/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.active !== undefined){
const _errs21 = errors;
if(typeof data.active !== "boolean"){
validate7.errors = [{instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs21 === errors;
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
validate7.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate7.errors = vErrors;
return errors === 0;
}

exports.req_EmailTemplateUpdate = validate8;
const schema9 = {"type":"object","properties":{"name":{"type":"string","minLength":1,"maxLength":255},"description":{"type":"string","maxLength":255},"emailSubject":{"type":"string","minLength":1},"emailBody":{"type":"string","minLength":1},"fromEmailType":{"type":"string","enum":["TenantEmail","SpecificEmail"]},"fromEmailAddress":{"type":"string","format":"email"},"toEmailType":{"type":"string","enum":["BillToContact","SoldToContact","SpecificEmails","TenantAdmin","RunOwner"]},"toEmailAddress":{"type":"string"},"isHtml":{"type":"boolean"},"active":{"type":"boolean"}}};

function validate8(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name !== undefined){
let data0 = data.name;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func0(data0) > 255){
validate8.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate8.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate8.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
let data1 = data.description;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 255){
validate8.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
else {
validate8.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.emailSubject !== undefined){
let data2 = data.emailSubject;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) < 1){
validate8.errors = [{instancePath:instancePath+"/emailSubject",schemaPath:"#/properties/emailSubject/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate8.errors = [{instancePath:instancePath+"/emailSubject",schemaPath:"#/properties/emailSubject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.emailBody !== undefined){
let data3 = data.emailBody;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func0(data3) < 1){
validate8.errors = [{instancePath:instancePath+"/emailBody",schemaPath:"#/properties/emailBody/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate8.errors = [{instancePath:instancePath+"/emailBody",schemaPath:"#/properties/emailBody/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fromEmailType !== undefined){
let data4 = data.fromEmailType;
const _errs9 = errors;
if(typeof data4 !== "string"){
validate8.errors = [{instancePath:instancePath+"/fromEmailType",schemaPath:"#/properties/fromEmailType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data4 === "TenantEmail") || (data4 === "SpecificEmail"))){
validate8.errors = [{instancePath:instancePath+"/fromEmailType",schemaPath:"#/properties/fromEmailType/enum",keyword:"enum",params:{allowedValues: schema9.properties.fromEmailType.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fromEmailAddress !== undefined){
let data5 = data.fromEmailAddress;
const _errs11 = errors;
if(errors === _errs11){
if(errors === _errs11){
if(typeof data5 === "string"){
if(!(formats0.test(data5))){
validate8.errors = [{instancePath:instancePath+"/fromEmailAddress",schemaPath:"#/properties/fromEmailAddress/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""}];
return false;
}
}
else {
validate8.errors = [{instancePath:instancePath+"/fromEmailAddress",schemaPath:"#/properties/fromEmailAddress/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.toEmailType !== undefined){
let data6 = data.toEmailType;
const _errs13 = errors;
if(typeof data6 !== "string"){
validate8.errors = [{instancePath:instancePath+"/toEmailType",schemaPath:"#/properties/toEmailType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data6 === "BillToContact") || (data6 === "SoldToContact")) || (data6 === "SpecificEmails")) || (data6 === "TenantAdmin")) || (data6 === "RunOwner"))){
validate8.errors = [{instancePath:instancePath+"/toEmailType",schemaPath:"#/properties/toEmailType/enum",keyword:"enum",params:{allowedValues: schema9.properties.toEmailType.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.toEmailAddress !== undefined){
const _errs15 = errors;
if(typeof data.toEmailAddress !== "string"){
validate8.errors = [{instancePath:instancePath+"/toEmailAddress",schemaPath:"#/properties/toEmailAddress/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isHtml !== undefined){
const _errs17 = errors;
if(typeof data.isHtml !== "boolean"){
validate8.errors = [{instancePath:instancePath+"/isHtml",schemaPath:"#/properties/isHtml/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.active !== undefined){
const _errs19 = errors;
if(typeof data.active !== "boolean"){
validate8.errors = [{instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs19 === errors;
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
validate8.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate8.errors = vErrors;
return errors === 0;
}

exports.req_9 = validate9;
const schema10 = {"type":"object","properties":{"query":{"type":"object","properties":{"start":{"type":"integer","minimum":0,"default":0},"limit":{"type":"integer","minimum":1,"maximum":100,"default":10},"profileId":{"type":"string"},"eventTypeName":{"type":"string"},"emailTemplateId":{"type":"string"}}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{}}}};

function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.start === undefined){
data0.start = 0;
}
if(data0.limit === undefined){
data0.limit = 10;
}
let data1 = data0.start;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate9.errors = [{instancePath:instancePath+"/query/start",schemaPath:"#/properties/query/properties/start/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate9.errors = [{instancePath:instancePath+"/query/start",schemaPath:"#/properties/query/properties/start/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid1 = _errs3 === errors;
if(valid1){
let data2 = data0.limit;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate9.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs5){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 100 || isNaN(data2)){
validate9.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data2 < 1 || isNaN(data2)){
validate9.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid1 = _errs5 === errors;
if(valid1){
if(data0.profileId !== undefined){
const _errs7 = errors;
if(typeof data0.profileId !== "string"){
validate9.errors = [{instancePath:instancePath+"/query/profileId",schemaPath:"#/properties/query/properties/profileId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.eventTypeName !== undefined){
const _errs9 = errors;
if(typeof data0.eventTypeName !== "string"){
validate9.errors = [{instancePath:instancePath+"/query/eventTypeName",schemaPath:"#/properties/query/properties/eventTypeName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.emailTemplateId !== undefined){
const _errs11 = errors;
if(typeof data0.emailTemplateId !== "string"){
validate9.errors = [{instancePath:instancePath+"/query/emailTemplateId",schemaPath:"#/properties/query/properties/emailTemplateId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
}
else {
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
let data6 = data.headers;
const _errs13 = errors;
if(errors === _errs13){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6["billing-track-id"] !== undefined){
let data7 = data6["billing-track-id"];
const _errs15 = errors;
if(errors === _errs15){
if(typeof data7 === "string"){
if(func0(data7) > 64){
validate9.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern2.test(data7)){
validate9.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""}];
return false;
}
}
}
else {
validate9.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6["billing-entity-ids"] !== undefined){
const _errs17 = errors;
if(typeof data6["billing-entity-ids"] !== "string"){
validate9.errors = [{instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6["billing-version"] !== undefined){
let data9 = data6["billing-version"];
const _errs19 = errors;
if(errors === _errs19){
if(typeof data9 === "string"){
if(!pattern3.test(data9)){
validate9.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""}];
return false;
}
}
else {
validate9.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs19 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate9.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.params !== undefined){
let data10 = data.params;
const _errs21 = errors;
if(errors === _errs21){
if(!(data10 && typeof data10 == "object" && !Array.isArray(data10))){
validate9.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs21 === errors;
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
const schema11 = {"type":"object","properties":{"query":{"type":"object","properties":{"accountId":{"type":"string","minLength":1}},"required":["accountId"]},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{}}}};

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
let missing0;
if((data0.accountId === undefined) && (missing0 = "accountId")){
validate10.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data0.accountId !== undefined){
let data1 = data0.accountId;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) < 1){
validate10.errors = [{instancePath:instancePath+"/query/accountId",schemaPath:"#/properties/query/properties/accountId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/query/accountId",schemaPath:"#/properties/query/properties/accountId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2["billing-track-id"] !== undefined){
let data3 = data2["billing-track-id"];
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func0(data3) > 64){
validate10.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern2.test(data3)){
validate10.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""}];
return false;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2["billing-entity-ids"] !== undefined){
const _errs9 = errors;
if(typeof data2["billing-entity-ids"] !== "string"){
validate10.errors = [{instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2["billing-version"] !== undefined){
let data5 = data2["billing-version"];
const _errs11 = errors;
if(errors === _errs11){
if(typeof data5 === "string"){
if(!pattern3.test(data5)){
validate10.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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
let data6 = data.params;
const _errs13 = errors;
if(errors === _errs13){
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
validate10.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs13 === errors;
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

exports.req_QueryJobCreate = validate11;
const schema12 = {"allOf":[{"$ref":"schema:QueryJobFields"},{"anyOf":[{"properties":{"outputFormat":{"enum":["DSV"]}},"required":["columnSeparator"]},{"properties":{"outputFormat":{"enum":["JSON","CSV","TSV"]}},"not":{"required":["columnSeparator"]}}]}]};
const schema13 = {"type":"object","required":["query","outputFormat","compression"],"properties":{"query":{"type":"string","minLength":1,"maxLength":10000,"pattern":"^\\s*[Ss][Ee][Ll][Ee][Cc][Tt]\\s+[\\s\\S]+?\\s+[Ff][Rr][Oo][Mm]\\s+[A-Za-z_]\\w*(\\s+[Ww][Hh][Ee][Rr][Ee]\\s+[\\s\\S]+?)?\\s*;?\\s*$"},"outputFormat":{"type":"string","enum":["JSON","CSV","TSV","DSV"]},"compression":{"type":"string","enum":["NONE","GZIP","ZIP"]},"columnSeparator":{"type":"string","minLength":1,"maxLength":1},"readDeleted":{"type":"boolean"},"useIndexJoin":{"type":"boolean"}}};
const pattern21 = new RegExp("^\\s*[Ss][Ee][Ll][Ee][Cc][Tt]\\s+[\\s\\S]+?\\s+[Ff][Rr][Oo][Mm]\\s+[A-Za-z_]\\w*(\\s+[Ww][Hh][Ee][Rr][Ee]\\s+[\\s\\S]+?)?\\s*;?\\s*$", "u");

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.query === undefined) && (missing0 = "query")) || ((data.outputFormat === undefined) && (missing0 = "outputFormat"))) || ((data.compression === undefined) && (missing0 = "compression"))){
validate11.errors = [{instancePath,schemaPath:"schema:QueryJobFields/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.query !== undefined){
let data0 = data.query;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data0 === "string"){
if(func0(data0) > 10000){
validate11.errors = [{instancePath:instancePath+"/query",schemaPath:"schema:QueryJobFields/properties/query/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate11.errors = [{instancePath:instancePath+"/query",schemaPath:"schema:QueryJobFields/properties/query/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern21.test(data0)){
validate11.errors = [{instancePath:instancePath+"/query",schemaPath:"schema:QueryJobFields/properties/query/pattern",keyword:"pattern",params:{pattern: "^\\s*[Ss][Ee][Ll][Ee][Cc][Tt]\\s+[\\s\\S]+?\\s+[Ff][Rr][Oo][Mm]\\s+[A-Za-z_]\\w*(\\s+[Ww][Hh][Ee][Rr][Ee]\\s+[\\s\\S]+?)?\\s*;?\\s*$"},message:"must match pattern \""+"^\\s*[Ss][Ee][Ll][Ee][Cc][Tt]\\s+[\\s\\S]+?\\s+[Ff][Rr][Oo][Mm]\\s+[A-Za-z_]\\w*(\\s+[Ww][Hh][Ee][Rr][Ee]\\s+[\\s\\S]+?)?\\s*;?\\s*$"+"\""}];
return false;
}
}
}
}
else {
validate11.errors = [{instancePath:instancePath+"/query",schemaPath:"schema:QueryJobFields/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs3 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.outputFormat !== undefined){
let data1 = data.outputFormat;
const _errs5 = errors;
if(typeof data1 !== "string"){
validate11.errors = [{instancePath:instancePath+"/outputFormat",schemaPath:"schema:QueryJobFields/properties/outputFormat/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data1 === "JSON") || (data1 === "CSV")) || (data1 === "TSV")) || (data1 === "DSV"))){
validate11.errors = [{instancePath:instancePath+"/outputFormat",schemaPath:"schema:QueryJobFields/properties/outputFormat/enum",keyword:"enum",params:{allowedValues: schema13.properties.outputFormat.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.compression !== undefined){
let data2 = data.compression;
const _errs7 = errors;
if(typeof data2 !== "string"){
validate11.errors = [{instancePath:instancePath+"/compression",schemaPath:"schema:QueryJobFields/properties/compression/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data2 === "NONE") || (data2 === "GZIP")) || (data2 === "ZIP"))){
validate11.errors = [{instancePath:instancePath+"/compression",schemaPath:"schema:QueryJobFields/properties/compression/enum",keyword:"enum",params:{allowedValues: schema13.properties.compression.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.columnSeparator !== undefined){
let data3 = data.columnSeparator;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(func0(data3) > 1){
validate11.errors = [{instancePath:instancePath+"/columnSeparator",schemaPath:"schema:QueryJobFields/properties/columnSeparator/maxLength",keyword:"maxLength",params:{limit: 1},message:"must NOT have more than 1 characters"}];
return false;
}
else {
if(func0(data3) < 1){
validate11.errors = [{instancePath:instancePath+"/columnSeparator",schemaPath:"schema:QueryJobFields/properties/columnSeparator/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate11.errors = [{instancePath:instancePath+"/columnSeparator",schemaPath:"schema:QueryJobFields/properties/columnSeparator/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.readDeleted !== undefined){
const _errs11 = errors;
if(typeof data.readDeleted !== "boolean"){
validate11.errors = [{instancePath:instancePath+"/readDeleted",schemaPath:"schema:QueryJobFields/properties/readDeleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.useIndexJoin !== undefined){
const _errs13 = errors;
if(typeof data.useIndexJoin !== "boolean"){
validate11.errors = [{instancePath:instancePath+"/useIndexJoin",schemaPath:"schema:QueryJobFields/properties/useIndexJoin/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
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
}
}
}
else {
validate11.errors = [{instancePath,schemaPath:"schema:QueryJobFields/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs15 = errors;
const _errs16 = errors;
let valid3 = false;
const _errs17 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.columnSeparator === undefined) && (missing1 = "columnSeparator")){
const err0 = {instancePath,schemaPath:"#/allOf/1/anyOf/0/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.outputFormat !== undefined){
if(!(data.outputFormat === "DSV")){
const err1 = {instancePath:instancePath+"/outputFormat",schemaPath:"#/allOf/1/anyOf/0/properties/outputFormat/enum",keyword:"enum",params:{allowedValues: schema12.allOf[1].anyOf[0].properties.outputFormat.enum},message:"must be equal to one of the allowed values"};
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
}
var _valid0 = _errs17 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs19 = errors;
const _errs20 = errors;
const _errs21 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.columnSeparator === undefined) && (missing2 = "columnSeparator")){
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
var valid5 = _errs21 === errors;
if(valid5){
const err3 = {instancePath,schemaPath:"#/allOf/1/anyOf/1/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
if(errors === _errs19){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.outputFormat !== undefined){
let data7 = data.outputFormat;
if(!(((data7 === "JSON") || (data7 === "CSV")) || (data7 === "TSV"))){
const err4 = {instancePath:instancePath+"/outputFormat",schemaPath:"#/allOf/1/anyOf/1/properties/outputFormat/enum",keyword:"enum",params:{allowedValues: schema12.allOf[1].anyOf[1].properties.outputFormat.enum},message:"must be equal to one of the allowed values"};
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
}
var _valid0 = _errs19 === errors;
valid3 = valid3 || _valid0;
}
if(!valid3){
const err5 = {instancePath,schemaPath:"#/allOf/1/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate11.errors = vErrors;
return false;
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
var valid0 = _errs15 === errors;
}
validate11.errors = vErrors;
return errors === 0;
}

exports.req_12 = validate12;
const schema14 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{"queryJobId":{"type":"string"}},"required":["queryJobId"]}}};

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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1["billing-track-id"] !== undefined){
let data2 = data1["billing-track-id"];
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 64){
validate12.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern2.test(data2)){
validate12.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""}];
return false;
}
}
}
else {
validate12.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1["billing-entity-ids"] !== undefined){
const _errs7 = errors;
if(typeof data1["billing-entity-ids"] !== "string"){
validate12.errors = [{instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1["billing-version"] !== undefined){
let data4 = data1["billing-version"];
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!pattern3.test(data4)){
validate12.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""}];
return false;
}
}
else {
validate12.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
let data5 = data.params;
const _errs11 = errors;
if(errors === _errs11){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing0;
if((data5.queryJobId === undefined) && (missing0 = "queryJobId")){
validate12.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data5.queryJobId !== undefined){
if(typeof data5.queryJobId !== "string"){
validate12.errors = [{instancePath:instancePath+"/params/queryJobId",schemaPath:"#/properties/params/properties/queryJobId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate12.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate12.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate12.errors = vErrors;
return errors === 0;
}

exports.req_SettingsBatchRequest = validate13;
const schema15 = {"type":"object","required":["requests"],"properties":{"requests":{"type":"array","minItems":1,"maxItems":100,"items":{"$ref":"schema:SettingsSubRequest"}}}};
const schema16 = {"type":"object","required":["id","method","url"],"properties":{"id":{"type":"string","minLength":1},"method":{"type":"string","enum":["GET","PUT","POST","DELETE","PATCH"]},"url":{"type":"string","minLength":1},"body":{"type":"object","additionalProperties":true}}};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.requests === undefined) && (missing0 = "requests")){
validate13.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.requests !== undefined){
let data0 = data.requests;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
if(data0.length > 100){
validate13.errors = [{instancePath:instancePath+"/requests",schemaPath:"#/properties/requests/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"}];
return false;
}
else {
if(data0.length < 1){
validate13.errors = [{instancePath:instancePath+"/requests",schemaPath:"#/properties/requests/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((((data1.id === undefined) && (missing1 = "id")) || ((data1.method === undefined) && (missing1 = "method"))) || ((data1.url === undefined) && (missing1 = "url"))){
validate13.errors = [{instancePath:instancePath+"/requests/" + i0,schemaPath:"schema:SettingsSubRequest/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.id !== undefined){
let data2 = data1.id;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(func0(data2) < 1){
validate13.errors = [{instancePath:instancePath+"/requests/" + i0+"/id",schemaPath:"schema:SettingsSubRequest/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate13.errors = [{instancePath:instancePath+"/requests/" + i0+"/id",schemaPath:"schema:SettingsSubRequest/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.method !== undefined){
let data3 = data1.method;
const _errs8 = errors;
if(typeof data3 !== "string"){
validate13.errors = [{instancePath:instancePath+"/requests/" + i0+"/method",schemaPath:"schema:SettingsSubRequest/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data3 === "GET") || (data3 === "PUT")) || (data3 === "POST")) || (data3 === "DELETE")) || (data3 === "PATCH"))){
validate13.errors = [{instancePath:instancePath+"/requests/" + i0+"/method",schemaPath:"schema:SettingsSubRequest/properties/method/enum",keyword:"enum",params:{allowedValues: schema16.properties.method.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.url !== undefined){
let data4 = data1.url;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(func0(data4) < 1){
validate13.errors = [{instancePath:instancePath+"/requests/" + i0+"/url",schemaPath:"schema:SettingsSubRequest/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate13.errors = [{instancePath:instancePath+"/requests/" + i0+"/url",schemaPath:"schema:SettingsSubRequest/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.body !== undefined){
let data5 = data1.body;
const _errs12 = errors;
if(errors === _errs12){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
validate13.errors = [{instancePath:instancePath+"/requests/" + i0+"/body",schemaPath:"schema:SettingsSubRequest/properties/body/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/requests/" + i0,schemaPath:"schema:SettingsSubRequest/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/requests",schemaPath:"#/properties/requests/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
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

exports.req_14 = validate14;
const schema17 = {"type":"object","properties":{"query":{"type":"object","properties":{"page":{"type":"integer","minimum":1,"default":1},"pageSize":{"type":"integer","minimum":1,"maximum":40,"default":20}}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{}}}};

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
if(data0.page === undefined){
data0.page = 1;
}
if(data0.pageSize === undefined){
data0.pageSize = 20;
}
let data1 = data0.page;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate14.errors = [{instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
validate14.errors = [{instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid1 = _errs3 === errors;
if(valid1){
let data2 = data0.pageSize;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate14.errors = [{instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs5){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 40 || isNaN(data2)){
validate14.errors = [{instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 40},message:"must be <= 40"}];
return false;
}
else {
if(data2 < 1 || isNaN(data2)){
validate14.errors = [{instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid1 = _errs5 === errors;
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
let data3 = data.headers;
const _errs7 = errors;
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3["billing-track-id"] !== undefined){
let data4 = data3["billing-track-id"];
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 64){
validate14.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern2.test(data4)){
validate14.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""}];
return false;
}
}
}
else {
validate14.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3["billing-entity-ids"] !== undefined){
const _errs11 = errors;
if(typeof data3["billing-entity-ids"] !== "string"){
validate14.errors = [{instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3["billing-version"] !== undefined){
let data6 = data3["billing-version"];
const _errs13 = errors;
if(errors === _errs13){
if(typeof data6 === "string"){
if(!pattern3.test(data6)){
validate14.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""}];
return false;
}
}
else {
validate14.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
else {
validate14.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.params !== undefined){
let data7 = data.params;
const _errs15 = errors;
if(errors === _errs15){
if(!(data7 && typeof data7 == "object" && !Array.isArray(data7))){
validate14.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
else {
validate14.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate14.errors = vErrors;
return errors === 0;
}

exports.req_AccountingPeriodCreate = validate15;
const schema18 = {"type":"object","required":["name","startDate","endDate","fiscalYear"],"properties":{"name":{"type":"string","minLength":1,"maxLength":100},"startDate":{"$ref":"schema:Date"},"endDate":{"$ref":"schema:Date"},"fiscalYear":{"type":"integer","minimum":1900,"maximum":9999},"fiscalQuarter":{"type":"integer","minimum":1,"maximum":4},"notes":{"type":"string","maxLength":255}}};
const schema19 = {"type":"string","format":"date","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"};
const formats4 = require("../formats").date;
const pattern26 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.name === undefined) && (missing0 = "name")) || ((data.startDate === undefined) && (missing0 = "startDate"))) || ((data.endDate === undefined) && (missing0 = "endDate"))) || ((data.fiscalYear === undefined) && (missing0 = "fiscalYear"))){
validate15.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
let data0 = data.name;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func0(data0) > 100){
validate15.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate15.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate15.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.startDate !== undefined){
let data1 = data.startDate;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!pattern26.test(data1)){
validate15.errors = [{instancePath:instancePath+"/startDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""}];
return false;
}
else {
if(!(formats4.validate.test(data1))){
validate15.errors = [{instancePath:instancePath+"/startDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
}
else {
validate15.errors = [{instancePath:instancePath+"/startDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.endDate !== undefined){
let data2 = data.endDate;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(errors === _errs7){
if(typeof data2 === "string"){
if(!pattern26.test(data2)){
validate15.errors = [{instancePath:instancePath+"/endDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""}];
return false;
}
else {
if(!(formats4.validate.test(data2))){
validate15.errors = [{instancePath:instancePath+"/endDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
}
else {
validate15.errors = [{instancePath:instancePath+"/endDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fiscalYear !== undefined){
let data3 = data.fiscalYear;
const _errs9 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate15.errors = [{instancePath:instancePath+"/fiscalYear",schemaPath:"#/properties/fiscalYear/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs9){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 9999 || isNaN(data3)){
validate15.errors = [{instancePath:instancePath+"/fiscalYear",schemaPath:"#/properties/fiscalYear/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"}];
return false;
}
else {
if(data3 < 1900 || isNaN(data3)){
validate15.errors = [{instancePath:instancePath+"/fiscalYear",schemaPath:"#/properties/fiscalYear/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1900},message:"must be >= 1900"}];
return false;
}
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fiscalQuarter !== undefined){
let data4 = data.fiscalQuarter;
const _errs11 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate15.errors = [{instancePath:instancePath+"/fiscalQuarter",schemaPath:"#/properties/fiscalQuarter/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs11){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 4 || isNaN(data4)){
validate15.errors = [{instancePath:instancePath+"/fiscalQuarter",schemaPath:"#/properties/fiscalQuarter/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4},message:"must be <= 4"}];
return false;
}
else {
if(data4 < 1 || isNaN(data4)){
validate15.errors = [{instancePath:instancePath+"/fiscalQuarter",schemaPath:"#/properties/fiscalQuarter/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notes !== undefined){
let data5 = data.notes;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data5 === "string"){
if(func0(data5) > 255){
validate15.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
else {
validate15.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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
validate15.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate15.errors = vErrors;
return errors === 0;
}

exports.req_16 = validate16;
const schema21 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{"apId":{"type":"string"}},"required":["apId"]}}};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
validate16.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1["billing-track-id"] !== undefined){
let data2 = data1["billing-track-id"];
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 64){
validate16.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern2.test(data2)){
validate16.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""}];
return false;
}
}
}
else {
validate16.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1["billing-entity-ids"] !== undefined){
const _errs7 = errors;
if(typeof data1["billing-entity-ids"] !== "string"){
validate16.errors = [{instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1["billing-version"] !== undefined){
let data4 = data1["billing-version"];
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!pattern3.test(data4)){
validate16.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""}];
return false;
}
}
else {
validate16.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate16.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data5 = data.params;
const _errs11 = errors;
if(errors === _errs11){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing0;
if((data5.apId === undefined) && (missing0 = "apId")){
validate16.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data5.apId !== undefined){
if(typeof data5.apId !== "string"){
validate16.errors = [{instancePath:instancePath+"/params/apId",schemaPath:"#/properties/params/properties/apId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate16.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate16.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate16.errors = vErrors;
return errors === 0;
}

exports.req_AccountingPeriodUpdate = validate17;
const schema22 = {"type":"object","properties":{"name":{"type":"string","minLength":1,"maxLength":100},"startDate":{"$ref":"schema:Date"},"endDate":{"$ref":"schema:Date"},"fiscalYear":{"type":"integer","minimum":1900,"maximum":9999},"fiscalQuarter":{"type":"integer","minimum":1,"maximum":4},"notes":{"type":"string","maxLength":255}}};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name !== undefined){
let data0 = data.name;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func0(data0) > 100){
validate17.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate17.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate17.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.startDate !== undefined){
let data1 = data.startDate;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!pattern26.test(data1)){
validate17.errors = [{instancePath:instancePath+"/startDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""}];
return false;
}
else {
if(!(formats4.validate.test(data1))){
validate17.errors = [{instancePath:instancePath+"/startDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
}
else {
validate17.errors = [{instancePath:instancePath+"/startDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.endDate !== undefined){
let data2 = data.endDate;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(errors === _errs7){
if(typeof data2 === "string"){
if(!pattern26.test(data2)){
validate17.errors = [{instancePath:instancePath+"/endDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""}];
return false;
}
else {
if(!(formats4.validate.test(data2))){
validate17.errors = [{instancePath:instancePath+"/endDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
}
else {
validate17.errors = [{instancePath:instancePath+"/endDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fiscalYear !== undefined){
let data3 = data.fiscalYear;
const _errs9 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate17.errors = [{instancePath:instancePath+"/fiscalYear",schemaPath:"#/properties/fiscalYear/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs9){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 9999 || isNaN(data3)){
validate17.errors = [{instancePath:instancePath+"/fiscalYear",schemaPath:"#/properties/fiscalYear/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"}];
return false;
}
else {
if(data3 < 1900 || isNaN(data3)){
validate17.errors = [{instancePath:instancePath+"/fiscalYear",schemaPath:"#/properties/fiscalYear/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1900},message:"must be >= 1900"}];
return false;
}
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fiscalQuarter !== undefined){
let data4 = data.fiscalQuarter;
const _errs11 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate17.errors = [{instancePath:instancePath+"/fiscalQuarter",schemaPath:"#/properties/fiscalQuarter/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs11){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 4 || isNaN(data4)){
validate17.errors = [{instancePath:instancePath+"/fiscalQuarter",schemaPath:"#/properties/fiscalQuarter/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4},message:"must be <= 4"}];
return false;
}
else {
if(data4 < 1 || isNaN(data4)){
validate17.errors = [{instancePath:instancePath+"/fiscalQuarter",schemaPath:"#/properties/fiscalQuarter/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notes !== undefined){
let data5 = data.notes;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data5 === "string"){
if(func0(data5) > 255){
validate17.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
else {
validate17.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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
else {
validate17.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate17.errors = vErrors;
return errors === 0;
}

exports.req_AccountingCodeCreate = validate18;
const schema25 = {"type":"object","required":["name","type"],"properties":{"name":{"type":"string","minLength":1,"maxLength":100},"type":{"allOf":[{"$ref":"schema:AccountingCodeType"},{"not":{"enum":["AccountsReceivable"]}}]},"glAccountName":{"type":"string","maxLength":255},"glAccountNumber":{"type":"string","maxLength":255},"notes":{"type":"string","maxLength":2000}}};
const schema26 = {"type":"string","enum":["AccountsReceivable","On-Account Receivable","Cash","OtherAssets","CustomerCashOnAccount","DeferredRevenue","SalesTaxPayable","OtherLiabilities","SalesRevenue","SalesDiscounts","OtherRevenue","OtherEquity","BadDebt","OtherExpenses"]};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.name === undefined) && (missing0 = "name")) || ((data.type === undefined) && (missing0 = "type"))){
validate18.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
let data0 = data.name;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func0(data0) > 100){
validate18.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate18.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate18.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data1 = data.type;
const _errs3 = errors;
const _errs4 = errors;
if(typeof data1 !== "string"){
validate18.errors = [{instancePath:instancePath+"/type",schemaPath:"schema:AccountingCodeType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((((data1 === "AccountsReceivable") || (data1 === "On-Account Receivable")) || (data1 === "Cash")) || (data1 === "OtherAssets")) || (data1 === "CustomerCashOnAccount")) || (data1 === "DeferredRevenue")) || (data1 === "SalesTaxPayable")) || (data1 === "OtherLiabilities")) || (data1 === "SalesRevenue")) || (data1 === "SalesDiscounts")) || (data1 === "OtherRevenue")) || (data1 === "OtherEquity")) || (data1 === "BadDebt")) || (data1 === "OtherExpenses"))){
validate18.errors = [{instancePath:instancePath+"/type",schemaPath:"schema:AccountingCodeType/enum",keyword:"enum",params:{allowedValues: schema26.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs4 === errors;
if(valid1){
const _errs7 = errors;
const _errs8 = errors;
const _errs9 = errors;
if(!(data1 === "AccountsReceivable")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var valid3 = _errs9 === errors;
if(valid3){
validate18.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs7 === errors;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.glAccountName !== undefined){
let data2 = data.glAccountName;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data2 === "string"){
if(func0(data2) > 255){
validate18.errors = [{instancePath:instancePath+"/glAccountName",schemaPath:"#/properties/glAccountName/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
else {
validate18.errors = [{instancePath:instancePath+"/glAccountName",schemaPath:"#/properties/glAccountName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.glAccountNumber !== undefined){
let data3 = data.glAccountNumber;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data3 === "string"){
if(func0(data3) > 255){
validate18.errors = [{instancePath:instancePath+"/glAccountNumber",schemaPath:"#/properties/glAccountNumber/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
else {
validate18.errors = [{instancePath:instancePath+"/glAccountNumber",schemaPath:"#/properties/glAccountNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notes !== undefined){
let data4 = data.notes;
const _errs14 = errors;
if(errors === _errs14){
if(typeof data4 === "string"){
if(func0(data4) > 2000){
validate18.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"}];
return false;
}
}
else {
validate18.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs14 === errors;
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
validate18.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate18.errors = vErrors;
return errors === 0;
}

exports.req_19 = validate19;
const schema27 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{"acId":{"type":"string"}},"required":["acId"]}}};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
validate19.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1["billing-track-id"] !== undefined){
let data2 = data1["billing-track-id"];
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 64){
validate19.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern2.test(data2)){
validate19.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""}];
return false;
}
}
}
else {
validate19.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1["billing-entity-ids"] !== undefined){
const _errs7 = errors;
if(typeof data1["billing-entity-ids"] !== "string"){
validate19.errors = [{instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1["billing-version"] !== undefined){
let data4 = data1["billing-version"];
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!pattern3.test(data4)){
validate19.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""}];
return false;
}
}
else {
validate19.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate19.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data5 = data.params;
const _errs11 = errors;
if(errors === _errs11){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing0;
if((data5.acId === undefined) && (missing0 = "acId")){
validate19.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data5.acId !== undefined){
if(typeof data5.acId !== "string"){
validate19.errors = [{instancePath:instancePath+"/params/acId",schemaPath:"#/properties/params/properties/acId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate19.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate19.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate19.errors = vErrors;
return errors === 0;
}

exports.req_AccountingCodeUpdate = validate20;
const schema28 = {"type":"object","properties":{"name":{"type":"string","minLength":1,"maxLength":100},"type":{"allOf":[{"$ref":"schema:AccountingCodeType"},{"not":{"enum":["AccountsReceivable"]}}]},"glAccountName":{"type":"string","maxLength":255},"glAccountNumber":{"type":"string","maxLength":255},"notes":{"type":"string","maxLength":2000}}};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name !== undefined){
let data0 = data.name;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func0(data0) > 100){
validate20.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate20.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data1 = data.type;
const _errs3 = errors;
const _errs4 = errors;
if(typeof data1 !== "string"){
validate20.errors = [{instancePath:instancePath+"/type",schemaPath:"schema:AccountingCodeType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((((data1 === "AccountsReceivable") || (data1 === "On-Account Receivable")) || (data1 === "Cash")) || (data1 === "OtherAssets")) || (data1 === "CustomerCashOnAccount")) || (data1 === "DeferredRevenue")) || (data1 === "SalesTaxPayable")) || (data1 === "OtherLiabilities")) || (data1 === "SalesRevenue")) || (data1 === "SalesDiscounts")) || (data1 === "OtherRevenue")) || (data1 === "OtherEquity")) || (data1 === "BadDebt")) || (data1 === "OtherExpenses"))){
validate20.errors = [{instancePath:instancePath+"/type",schemaPath:"schema:AccountingCodeType/enum",keyword:"enum",params:{allowedValues: schema26.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs4 === errors;
if(valid1){
const _errs7 = errors;
const _errs8 = errors;
const _errs9 = errors;
if(!(data1 === "AccountsReceivable")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var valid3 = _errs9 === errors;
if(valid3){
validate20.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs7 === errors;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.glAccountName !== undefined){
let data2 = data.glAccountName;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data2 === "string"){
if(func0(data2) > 255){
validate20.errors = [{instancePath:instancePath+"/glAccountName",schemaPath:"#/properties/glAccountName/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
else {
validate20.errors = [{instancePath:instancePath+"/glAccountName",schemaPath:"#/properties/glAccountName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.glAccountNumber !== undefined){
let data3 = data.glAccountNumber;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data3 === "string"){
if(func0(data3) > 255){
validate20.errors = [{instancePath:instancePath+"/glAccountNumber",schemaPath:"#/properties/glAccountNumber/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
else {
validate20.errors = [{instancePath:instancePath+"/glAccountNumber",schemaPath:"#/properties/glAccountNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notes !== undefined){
let data4 = data.notes;
const _errs14 = errors;
if(errors === _errs14){
if(typeof data4 === "string"){
if(func0(data4) > 2000){
validate20.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"}];
return false;
}
}
else {
validate20.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs14 === errors;
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
validate20.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate20.errors = vErrors;
return errors === 0;
}

exports.req_AccountCreate = validate21;
const schema30 = {"type":"object","required":["name","currency","billCycleDay","billToContact"],"properties":{"name":{"type":"string","minLength":1,"maxLength":255},"accountNumber":{"type":"string","minLength":1,"maxLength":70},"currency":{"type":"string","pattern":"^[A-Z]{3}$"},"billCycleDay":{"type":"integer","minimum":0,"maximum":31},"paymentTerm":{"type":"string"},"autoPay":{"type":"boolean"},"notes":{"type":"string","maxLength":65535},"billToContact":{"$ref":"schema:ContactCreate"},"soldToContact":{"$ref":"schema:ContactCreate"},"invoice":{"type":"boolean"},"collect":{"type":"boolean"},"runBilling":{"type":"boolean"},"targetDate":{"type":"string","format":"date"}}};
const pattern34 = new RegExp("^[A-Z]{3}$", "u");
const schema31 = {"allOf":[{"$ref":"schema:ContactFields"},{"type":"object","required":["firstName","lastName"],"properties":{"firstName":{"type":"string","minLength":1},"lastName":{"type":"string","minLength":1}}}]};
const schema32 = {"type":"object","properties":{"firstName":{"type":"string","maxLength":100},"lastName":{"type":"string","maxLength":100},"nickname":{"type":"string","maxLength":100},"workEmail":{"type":"string","maxLength":80},"personalEmail":{"type":"string","maxLength":80},"workPhone":{"type":"string","maxLength":40},"mobilePhone":{"type":"string","maxLength":100},"homePhone":{"type":"string","maxLength":40},"fax":{"type":"string","maxLength":40},"address1":{"type":"string","maxLength":255},"address2":{"type":"string","maxLength":255},"city":{"type":"string","maxLength":40},"state":{"type":"string","maxLength":40},"county":{"type":"string","maxLength":32},"zipCode":{"type":"string","maxLength":20},"country":{"type":"string","maxLength":64},"taxRegion":{"type":"string","maxLength":32}}};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate22.errors = [{instancePath:instancePath+"/firstName",schemaPath:"schema:ContactFields/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/firstName",schemaPath:"schema:ContactFields/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate22.errors = [{instancePath:instancePath+"/lastName",schemaPath:"schema:ContactFields/properties/lastName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/lastName",schemaPath:"schema:ContactFields/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate22.errors = [{instancePath:instancePath+"/nickname",schemaPath:"schema:ContactFields/properties/nickname/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/nickname",schemaPath:"schema:ContactFields/properties/nickname/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate22.errors = [{instancePath:instancePath+"/workEmail",schemaPath:"schema:ContactFields/properties/workEmail/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/workEmail",schemaPath:"schema:ContactFields/properties/workEmail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate22.errors = [{instancePath:instancePath+"/personalEmail",schemaPath:"schema:ContactFields/properties/personalEmail/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/personalEmail",schemaPath:"schema:ContactFields/properties/personalEmail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate22.errors = [{instancePath:instancePath+"/workPhone",schemaPath:"schema:ContactFields/properties/workPhone/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/workPhone",schemaPath:"schema:ContactFields/properties/workPhone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate22.errors = [{instancePath:instancePath+"/mobilePhone",schemaPath:"schema:ContactFields/properties/mobilePhone/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/mobilePhone",schemaPath:"schema:ContactFields/properties/mobilePhone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate22.errors = [{instancePath:instancePath+"/homePhone",schemaPath:"schema:ContactFields/properties/homePhone/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/homePhone",schemaPath:"schema:ContactFields/properties/homePhone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate22.errors = [{instancePath:instancePath+"/fax",schemaPath:"schema:ContactFields/properties/fax/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/fax",schemaPath:"schema:ContactFields/properties/fax/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate22.errors = [{instancePath:instancePath+"/address1",schemaPath:"schema:ContactFields/properties/address1/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/address1",schemaPath:"schema:ContactFields/properties/address1/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate22.errors = [{instancePath:instancePath+"/address2",schemaPath:"schema:ContactFields/properties/address2/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/address2",schemaPath:"schema:ContactFields/properties/address2/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate22.errors = [{instancePath:instancePath+"/city",schemaPath:"schema:ContactFields/properties/city/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/city",schemaPath:"schema:ContactFields/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate22.errors = [{instancePath:instancePath+"/state",schemaPath:"schema:ContactFields/properties/state/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/state",schemaPath:"schema:ContactFields/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate22.errors = [{instancePath:instancePath+"/county",schemaPath:"schema:ContactFields/properties/county/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/county",schemaPath:"schema:ContactFields/properties/county/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate22.errors = [{instancePath:instancePath+"/zipCode",schemaPath:"schema:ContactFields/properties/zipCode/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/zipCode",schemaPath:"schema:ContactFields/properties/zipCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate22.errors = [{instancePath:instancePath+"/country",schemaPath:"schema:ContactFields/properties/country/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/country",schemaPath:"schema:ContactFields/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate22.errors = [{instancePath:instancePath+"/taxRegion",schemaPath:"schema:ContactFields/properties/taxRegion/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/taxRegion",schemaPath:"schema:ContactFields/properties/taxRegion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate22.errors = [{instancePath,schemaPath:"schema:ContactFields/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs37 = errors;
if(errors === _errs37){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.firstName === undefined) && (missing0 = "firstName")) || ((data.lastName === undefined) && (missing0 = "lastName"))){
validate22.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.firstName !== undefined){
let data17 = data.firstName;
const _errs39 = errors;
if(errors === _errs39){
if(typeof data17 === "string"){
if(func0(data17) < 1){
validate22.errors = [{instancePath:instancePath+"/firstName",schemaPath:"#/allOf/1/properties/firstName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/firstName",schemaPath:"#/allOf/1/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs39 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.lastName !== undefined){
let data18 = data.lastName;
const _errs41 = errors;
if(errors === _errs41){
if(typeof data18 === "string"){
if(func0(data18) < 1){
validate22.errors = [{instancePath:instancePath+"/lastName",schemaPath:"#/allOf/1/properties/lastName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/lastName",schemaPath:"#/allOf/1/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs41 === errors;
}
else {
var valid3 = true;
}
}
}
}
else {
validate22.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs37 === errors;
}
validate22.errors = vErrors;
return errors === 0;
}


function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.name === undefined) && (missing0 = "name")) || ((data.currency === undefined) && (missing0 = "currency"))) || ((data.billCycleDay === undefined) && (missing0 = "billCycleDay"))) || ((data.billToContact === undefined) && (missing0 = "billToContact"))){
validate21.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
let data0 = data.name;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func0(data0) > 255){
validate21.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate21.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accountNumber !== undefined){
let data1 = data.accountNumber;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 70){
validate21.errors = [{instancePath:instancePath+"/accountNumber",schemaPath:"#/properties/accountNumber/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"}];
return false;
}
else {
if(func0(data1) < 1){
validate21.errors = [{instancePath:instancePath+"/accountNumber",schemaPath:"#/properties/accountNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/accountNumber",schemaPath:"#/properties/accountNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currency !== undefined){
let data2 = data.currency;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(!pattern34.test(data2)){
validate21.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.billCycleDay !== undefined){
let data3 = data.billCycleDay;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate21.errors = [{instancePath:instancePath+"/billCycleDay",schemaPath:"#/properties/billCycleDay/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 31 || isNaN(data3)){
validate21.errors = [{instancePath:instancePath+"/billCycleDay",schemaPath:"#/properties/billCycleDay/maximum",keyword:"maximum",params:{comparison: "<=", limit: 31},message:"must be <= 31"}];
return false;
}
else {
if(data3 < 0 || isNaN(data3)){
validate21.errors = [{instancePath:instancePath+"/billCycleDay",schemaPath:"#/properties/billCycleDay/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.paymentTerm !== undefined){
const _errs9 = errors;
if(typeof data.paymentTerm !== "string"){
validate21.errors = [{instancePath:instancePath+"/paymentTerm",schemaPath:"#/properties/paymentTerm/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.autoPay !== undefined){
const _errs11 = errors;
if(typeof data.autoPay !== "boolean"){
validate21.errors = [{instancePath:instancePath+"/autoPay",schemaPath:"#/properties/autoPay/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notes !== undefined){
let data6 = data.notes;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data6 === "string"){
if(func0(data6) > 65535){
validate21.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 65535},message:"must NOT have more than 65535 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.billToContact !== undefined){
const _errs15 = errors;
if(!(validate22(data.billToContact, {instancePath:instancePath+"/billToContact",parentData:data,parentDataProperty:"billToContact",rootData}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.soldToContact !== undefined){
const _errs16 = errors;
if(!(validate22(data.soldToContact, {instancePath:instancePath+"/soldToContact",parentData:data,parentDataProperty:"soldToContact",rootData}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.invoice !== undefined){
const _errs17 = errors;
if(typeof data.invoice !== "boolean"){
validate21.errors = [{instancePath:instancePath+"/invoice",schemaPath:"#/properties/invoice/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.collect !== undefined){
const _errs19 = errors;
if(typeof data.collect !== "boolean"){
validate21.errors = [{instancePath:instancePath+"/collect",schemaPath:"#/properties/collect/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.runBilling !== undefined){
const _errs21 = errors;
if(typeof data.runBilling !== "boolean"){
validate21.errors = [{instancePath:instancePath+"/runBilling",schemaPath:"#/properties/runBilling/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.targetDate !== undefined){
let data12 = data.targetDate;
const _errs23 = errors;
if(errors === _errs23){
if(errors === _errs23){
if(typeof data12 === "string"){
if(!(formats4.validate.test(data12))){
validate21.errors = [{instancePath:instancePath+"/targetDate",schemaPath:"#/properties/targetDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/targetDate",schemaPath:"#/properties/targetDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs23 === errors;
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
else {
validate21.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate21.errors = vErrors;
return errors === 0;
}

exports.req_FileDeletionJobCreate = validate25;
const schema33 = {"type":"object","required":["accountIds"],"properties":{"accountIds":{"type":"array","minItems":1,"maxItems":50,"items":{"type":"string","minLength":1}}}};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.accountIds === undefined) && (missing0 = "accountIds")){
validate25.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.accountIds !== undefined){
let data0 = data.accountIds;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
if(data0.length > 50){
validate25.errors = [{instancePath:instancePath+"/accountIds",schemaPath:"#/properties/accountIds/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"}];
return false;
}
else {
if(data0.length < 1){
validate25.errors = [{instancePath:instancePath+"/accountIds",schemaPath:"#/properties/accountIds/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) < 1){
validate25.errors = [{instancePath:instancePath+"/accountIds/" + i0,schemaPath:"#/properties/accountIds/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/accountIds/" + i0,schemaPath:"#/properties/accountIds/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/accountIds",schemaPath:"#/properties/accountIds/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
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

exports.req_23 = validate26;
const schema34 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{"jobId":{"type":"string"}},"required":["jobId"]}}};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
validate26.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1["billing-track-id"] !== undefined){
let data2 = data1["billing-track-id"];
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 64){
validate26.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern2.test(data2)){
validate26.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""}];
return false;
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1["billing-entity-ids"] !== undefined){
const _errs7 = errors;
if(typeof data1["billing-entity-ids"] !== "string"){
validate26.errors = [{instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1["billing-version"] !== undefined){
let data4 = data1["billing-version"];
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!pattern3.test(data4)){
validate26.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""}];
return false;
}
}
else {
validate26.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate26.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data5 = data.params;
const _errs11 = errors;
if(errors === _errs11){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing0;
if((data5.jobId === undefined) && (missing0 = "jobId")){
validate26.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data5.jobId !== undefined){
if(typeof data5.jobId !== "string"){
validate26.errors = [{instancePath:instancePath+"/params/jobId",schemaPath:"#/properties/params/properties/jobId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate26.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}

exports.req_OrderPreviewRequest = validate27;
const schema35 = {"type":"object","required":["orderDate","existingAccountNumber","subscriptions"],"properties":{"orderDate":{"$ref":"schema:Date"},"existingAccountNumber":{"type":"string","minLength":1},"subscriptions":{"type":"array","minItems":1,"maxItems":50,"items":{"type":"object","required":["orderActions"],"properties":{"orderActions":{"type":"array","minItems":1,"items":{"type":"object","required":["type"],"properties":{"type":{"type":"string","enum":["CreateSubscription"]},"createSubscription":{"type":"object","required":["subscribeToRatePlans"],"properties":{"subscribeToRatePlans":{"type":"array","minItems":1,"items":{"type":"object","required":["productRatePlanId"],"properties":{"productRatePlanId":{"type":"string","minLength":1}}}}}}}}}}}},"previewOptions":{"type":"object","properties":{"previewThruType":{"type":"string","enum":["SpecificDate","NumberOfPeriods"]},"specificPreviewThruDate":{"$ref":"schema:Date"},"previewNumberOfPeriods":{"type":"integer","minimum":1,"maximum":36}}}}};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.orderDate === undefined) && (missing0 = "orderDate")) || ((data.existingAccountNumber === undefined) && (missing0 = "existingAccountNumber"))) || ((data.subscriptions === undefined) && (missing0 = "subscriptions"))){
validate27.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.orderDate !== undefined){
let data0 = data.orderDate;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!pattern26.test(data0)){
validate27.errors = [{instancePath:instancePath+"/orderDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""}];
return false;
}
else {
if(!(formats4.validate.test(data0))){
validate27.errors = [{instancePath:instancePath+"/orderDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/orderDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.existingAccountNumber !== undefined){
let data1 = data.existingAccountNumber;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func0(data1) < 1){
validate27.errors = [{instancePath:instancePath+"/existingAccountNumber",schemaPath:"#/properties/existingAccountNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate27.errors = [{instancePath:instancePath+"/existingAccountNumber",schemaPath:"#/properties/existingAccountNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subscriptions !== undefined){
let data2 = data.subscriptions;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data2)){
if(data2.length > 50){
validate27.errors = [{instancePath:instancePath+"/subscriptions",schemaPath:"#/properties/subscriptions/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"}];
return false;
}
else {
if(data2.length < 1){
validate27.errors = [{instancePath:instancePath+"/subscriptions",schemaPath:"#/properties/subscriptions/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs8 = errors;
if(errors === _errs8){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing1;
if((data3.orderActions === undefined) && (missing1 = "orderActions")){
validate27.errors = [{instancePath:instancePath+"/subscriptions/" + i0,schemaPath:"#/properties/subscriptions/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data3.orderActions !== undefined){
let data4 = data3.orderActions;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data4)){
if(data4.length < 1){
validate27.errors = [{instancePath:instancePath+"/subscriptions/" + i0+"/orderActions",schemaPath:"#/properties/subscriptions/items/properties/orderActions/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid4 = true;
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
const _errs12 = errors;
if(errors === _errs12){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing2;
if((data5.type === undefined) && (missing2 = "type")){
validate27.errors = [{instancePath:instancePath+"/subscriptions/" + i0+"/orderActions/" + i1,schemaPath:"#/properties/subscriptions/items/properties/orderActions/items/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data5.type !== undefined){
let data6 = data5.type;
const _errs14 = errors;
if(typeof data6 !== "string"){
validate27.errors = [{instancePath:instancePath+"/subscriptions/" + i0+"/orderActions/" + i1+"/type",schemaPath:"#/properties/subscriptions/items/properties/orderActions/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data6 === "CreateSubscription")){
validate27.errors = [{instancePath:instancePath+"/subscriptions/" + i0+"/orderActions/" + i1+"/type",schemaPath:"#/properties/subscriptions/items/properties/orderActions/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema35.properties.subscriptions.items.properties.orderActions.items.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid5 = _errs14 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data5.createSubscription !== undefined){
let data7 = data5.createSubscription;
const _errs16 = errors;
if(errors === _errs16){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing3;
if((data7.subscribeToRatePlans === undefined) && (missing3 = "subscribeToRatePlans")){
validate27.errors = [{instancePath:instancePath+"/subscriptions/" + i0+"/orderActions/" + i1+"/createSubscription",schemaPath:"#/properties/subscriptions/items/properties/orderActions/items/properties/createSubscription/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data7.subscribeToRatePlans !== undefined){
let data8 = data7.subscribeToRatePlans;
const _errs18 = errors;
if(errors === _errs18){
if(Array.isArray(data8)){
if(data8.length < 1){
validate27.errors = [{instancePath:instancePath+"/subscriptions/" + i0+"/orderActions/" + i1+"/createSubscription/subscribeToRatePlans",schemaPath:"#/properties/subscriptions/items/properties/orderActions/items/properties/createSubscription/properties/subscribeToRatePlans/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid7 = true;
const len2 = data8.length;
for(let i2=0; i2<len2; i2++){
let data9 = data8[i2];
const _errs20 = errors;
if(errors === _errs20){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing4;
if((data9.productRatePlanId === undefined) && (missing4 = "productRatePlanId")){
validate27.errors = [{instancePath:instancePath+"/subscriptions/" + i0+"/orderActions/" + i1+"/createSubscription/subscribeToRatePlans/" + i2,schemaPath:"#/properties/subscriptions/items/properties/orderActions/items/properties/createSubscription/properties/subscribeToRatePlans/items/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
if(data9.productRatePlanId !== undefined){
let data10 = data9.productRatePlanId;
const _errs22 = errors;
if(errors === _errs22){
if(typeof data10 === "string"){
if(func0(data10) < 1){
validate27.errors = [{instancePath:instancePath+"/subscriptions/" + i0+"/orderActions/" + i1+"/createSubscription/subscribeToRatePlans/" + i2+"/productRatePlanId",schemaPath:"#/properties/subscriptions/items/properties/orderActions/items/properties/createSubscription/properties/subscribeToRatePlans/items/properties/productRatePlanId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate27.errors = [{instancePath:instancePath+"/subscriptions/" + i0+"/orderActions/" + i1+"/createSubscription/subscribeToRatePlans/" + i2+"/productRatePlanId",schemaPath:"#/properties/subscriptions/items/properties/orderActions/items/properties/createSubscription/properties/subscribeToRatePlans/items/properties/productRatePlanId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/subscriptions/" + i0+"/orderActions/" + i1+"/createSubscription/subscribeToRatePlans/" + i2,schemaPath:"#/properties/subscriptions/items/properties/orderActions/items/properties/createSubscription/properties/subscribeToRatePlans/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid7 = _errs20 === errors;
if(!valid7){
break;
}
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/subscriptions/" + i0+"/orderActions/" + i1+"/createSubscription/subscribeToRatePlans",schemaPath:"#/properties/subscriptions/items/properties/orderActions/items/properties/createSubscription/properties/subscribeToRatePlans/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/subscriptions/" + i0+"/orderActions/" + i1+"/createSubscription",schemaPath:"#/properties/subscriptions/items/properties/orderActions/items/properties/createSubscription/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs16 === errors;
}
else {
var valid5 = true;
}
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/subscriptions/" + i0+"/orderActions/" + i1,schemaPath:"#/properties/subscriptions/items/properties/orderActions/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs12 === errors;
if(!valid4){
break;
}
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/subscriptions/" + i0+"/orderActions",schemaPath:"#/properties/subscriptions/items/properties/orderActions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/subscriptions/" + i0,schemaPath:"#/properties/subscriptions/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs8 === errors;
if(!valid2){
break;
}
}
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/subscriptions",schemaPath:"#/properties/subscriptions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.previewOptions !== undefined){
let data11 = data.previewOptions;
const _errs24 = errors;
if(errors === _errs24){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.previewThruType !== undefined){
let data12 = data11.previewThruType;
const _errs26 = errors;
if(typeof data12 !== "string"){
validate27.errors = [{instancePath:instancePath+"/previewOptions/previewThruType",schemaPath:"#/properties/previewOptions/properties/previewThruType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data12 === "SpecificDate") || (data12 === "NumberOfPeriods"))){
validate27.errors = [{instancePath:instancePath+"/previewOptions/previewThruType",schemaPath:"#/properties/previewOptions/properties/previewThruType/enum",keyword:"enum",params:{allowedValues: schema35.properties.previewOptions.properties.previewThruType.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid9 = _errs26 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data11.specificPreviewThruDate !== undefined){
let data13 = data11.specificPreviewThruDate;
const _errs28 = errors;
const _errs29 = errors;
if(errors === _errs29){
if(errors === _errs29){
if(typeof data13 === "string"){
if(!pattern26.test(data13)){
validate27.errors = [{instancePath:instancePath+"/previewOptions/specificPreviewThruDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""}];
return false;
}
else {
if(!(formats4.validate.test(data13))){
validate27.errors = [{instancePath:instancePath+"/previewOptions/specificPreviewThruDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/previewOptions/specificPreviewThruDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid9 = _errs28 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data11.previewNumberOfPeriods !== undefined){
let data14 = data11.previewNumberOfPeriods;
const _errs31 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
validate27.errors = [{instancePath:instancePath+"/previewOptions/previewNumberOfPeriods",schemaPath:"#/properties/previewOptions/properties/previewNumberOfPeriods/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs31){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 36 || isNaN(data14)){
validate27.errors = [{instancePath:instancePath+"/previewOptions/previewNumberOfPeriods",schemaPath:"#/properties/previewOptions/properties/previewNumberOfPeriods/maximum",keyword:"maximum",params:{comparison: "<=", limit: 36},message:"must be <= 36"}];
return false;
}
else {
if(data14 < 1 || isNaN(data14)){
validate27.errors = [{instancePath:instancePath+"/previewOptions/previewNumberOfPeriods",schemaPath:"#/properties/previewOptions/properties/previewNumberOfPeriods/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid9 = _errs31 === errors;
}
else {
var valid9 = true;
}
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/previewOptions",schemaPath:"#/properties/previewOptions/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
}
else {
validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate27.errors = vErrors;
return errors === 0;
}

exports.req_25 = validate28;
const schema38 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{"bulkKey":{"type":"string","minLength":32,"maxLength":32,"pattern":"^[A-Za-z0-9]{32}$"}},"required":["bulkKey"]}}};
const pattern41 = new RegExp("^[A-Za-z0-9]{32}$", "u");

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
validate28.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1["billing-track-id"] !== undefined){
let data2 = data1["billing-track-id"];
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 64){
validate28.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern2.test(data2)){
validate28.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""}];
return false;
}
}
}
else {
validate28.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1["billing-entity-ids"] !== undefined){
const _errs7 = errors;
if(typeof data1["billing-entity-ids"] !== "string"){
validate28.errors = [{instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1["billing-version"] !== undefined){
let data4 = data1["billing-version"];
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!pattern3.test(data4)){
validate28.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""}];
return false;
}
}
else {
validate28.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate28.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data5 = data.params;
const _errs11 = errors;
if(errors === _errs11){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing0;
if((data5.bulkKey === undefined) && (missing0 = "bulkKey")){
validate28.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data5.bulkKey !== undefined){
let data6 = data5.bulkKey;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data6 === "string"){
if(func0(data6) > 32){
validate28.errors = [{instancePath:instancePath+"/params/bulkKey",schemaPath:"#/properties/params/properties/bulkKey/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
else {
if(func0(data6) < 32){
validate28.errors = [{instancePath:instancePath+"/params/bulkKey",schemaPath:"#/properties/params/properties/bulkKey/minLength",keyword:"minLength",params:{limit: 32},message:"must NOT have fewer than 32 characters"}];
return false;
}
else {
if(!pattern41.test(data6)){
validate28.errors = [{instancePath:instancePath+"/params/bulkKey",schemaPath:"#/properties/params/properties/bulkKey/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9]{32}$"},message:"must match pattern \""+"^[A-Za-z0-9]{32}$"+"\""}];
return false;
}
}
}
}
else {
validate28.errors = [{instancePath:instancePath+"/params/bulkKey",schemaPath:"#/properties/params/properties/bulkKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate28.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate28.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate28.errors = vErrors;
return errors === 0;
}

exports.req_26 = validate29;
const schema39 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{"productId":{"type":"string"}},"required":["productId"]}}};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
validate29.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1["billing-track-id"] !== undefined){
let data2 = data1["billing-track-id"];
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 64){
validate29.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern2.test(data2)){
validate29.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""}];
return false;
}
}
}
else {
validate29.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1["billing-entity-ids"] !== undefined){
const _errs7 = errors;
if(typeof data1["billing-entity-ids"] !== "string"){
validate29.errors = [{instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1["billing-version"] !== undefined){
let data4 = data1["billing-version"];
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!pattern3.test(data4)){
validate29.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""}];
return false;
}
}
else {
validate29.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate29.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data5 = data.params;
const _errs11 = errors;
if(errors === _errs11){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing0;
if((data5.productId === undefined) && (missing0 = "productId")){
validate29.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data5.productId !== undefined){
if(typeof data5.productId !== "string"){
validate29.errors = [{instancePath:instancePath+"/params/productId",schemaPath:"#/properties/params/properties/productId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate29.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate29.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate29.errors = vErrors;
return errors === 0;
}

exports.req_27 = validate30;
const schema40 = {"type":"object","properties":{"query":{"type":"object","properties":{"page":{"type":"integer","minimum":1,"default":1},"pageSize":{"type":"integer","minimum":1,"maximum":40,"default":20}}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{"productId":{"type":"string"}},"required":["productId"]}}};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.page === undefined){
data0.page = 1;
}
if(data0.pageSize === undefined){
data0.pageSize = 20;
}
let data1 = data0.page;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate30.errors = [{instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
validate30.errors = [{instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid1 = _errs3 === errors;
if(valid1){
let data2 = data0.pageSize;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate30.errors = [{instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs5){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 40 || isNaN(data2)){
validate30.errors = [{instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 40},message:"must be <= 40"}];
return false;
}
else {
if(data2 < 1 || isNaN(data2)){
validate30.errors = [{instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid1 = _errs5 === errors;
}
}
else {
validate30.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data3 = data.headers;
const _errs7 = errors;
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3["billing-track-id"] !== undefined){
let data4 = data3["billing-track-id"];
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 64){
validate30.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern2.test(data4)){
validate30.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""}];
return false;
}
}
}
else {
validate30.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3["billing-entity-ids"] !== undefined){
const _errs11 = errors;
if(typeof data3["billing-entity-ids"] !== "string"){
validate30.errors = [{instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3["billing-version"] !== undefined){
let data6 = data3["billing-version"];
const _errs13 = errors;
if(errors === _errs13){
if(typeof data6 === "string"){
if(!pattern3.test(data6)){
validate30.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""}];
return false;
}
}
else {
validate30.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
else {
validate30.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.params !== undefined){
let data7 = data.params;
const _errs15 = errors;
if(errors === _errs15){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing0;
if((data7.productId === undefined) && (missing0 = "productId")){
validate30.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data7.productId !== undefined){
if(typeof data7.productId !== "string"){
validate30.errors = [{instancePath:instancePath+"/params/productId",schemaPath:"#/properties/params/properties/productId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate30.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
else {
validate30.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate30.errors = vErrors;
return errors === 0;
}

exports.req_28 = validate31;
const schema41 = {"type":"object","properties":{"query":{"type":"object","properties":{"accountId":{"type":"string"},"page":{"type":"integer","minimum":1,"default":1},"pageSize":{"type":"integer","minimum":1,"maximum":40,"default":20}}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{}}}};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.page === undefined){
data0.page = 1;
}
if(data0.pageSize === undefined){
data0.pageSize = 20;
}
if(data0.accountId !== undefined){
const _errs3 = errors;
if(typeof data0.accountId !== "string"){
validate31.errors = [{instancePath:instancePath+"/query/accountId",schemaPath:"#/properties/query/properties/accountId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
let data2 = data0.page;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate31.errors = [{instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs5){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
validate31.errors = [{instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid1 = _errs5 === errors;
if(valid1){
let data3 = data0.pageSize;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate31.errors = [{instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 40 || isNaN(data3)){
validate31.errors = [{instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 40},message:"must be <= 40"}];
return false;
}
else {
if(data3 < 1 || isNaN(data3)){
validate31.errors = [{instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid1 = _errs7 === errors;
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4["billing-track-id"] !== undefined){
let data5 = data4["billing-track-id"];
const _errs11 = errors;
if(errors === _errs11){
if(typeof data5 === "string"){
if(func0(data5) > 64){
validate31.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern2.test(data5)){
validate31.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""}];
return false;
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4["billing-entity-ids"] !== undefined){
const _errs13 = errors;
if(typeof data4["billing-entity-ids"] !== "string"){
validate31.errors = [{instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4["billing-version"] !== undefined){
let data7 = data4["billing-version"];
const _errs15 = errors;
if(errors === _errs15){
if(typeof data7 === "string"){
if(!pattern3.test(data7)){
validate31.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""}];
return false;
}
}
else {
validate31.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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
validate31.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data8 = data.params;
const _errs17 = errors;
if(errors === _errs17){
if(!(data8 && typeof data8 == "object" && !Array.isArray(data8))){
validate31.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
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
else {
validate31.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}

exports.req_ProductShare = validate32;
const schema42 = {"type":"object","required":["entityIds"],"properties":{"entityIds":{"type":"array","minItems":1,"maxItems":10,"items":{"type":"string","minLength":1}}}};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.entityIds === undefined) && (missing0 = "entityIds")){
validate32.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.entityIds !== undefined){
let data0 = data.entityIds;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
if(data0.length > 10){
validate32.errors = [{instancePath:instancePath+"/entityIds",schemaPath:"#/properties/entityIds/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"}];
return false;
}
else {
if(data0.length < 1){
validate32.errors = [{instancePath:instancePath+"/entityIds",schemaPath:"#/properties/entityIds/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) < 1){
validate32.errors = [{instancePath:instancePath+"/entityIds/" + i0,schemaPath:"#/properties/entityIds/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate32.errors = [{instancePath:instancePath+"/entityIds/" + i0,schemaPath:"#/properties/entityIds/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/entityIds",schemaPath:"#/properties/entityIds/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
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

exports.req_30 = validate33;
const schema43 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{"chargeKey":{"type":"string"}},"required":["chargeKey"]}}};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
validate33.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1["billing-track-id"] !== undefined){
let data2 = data1["billing-track-id"];
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 64){
validate33.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern2.test(data2)){
validate33.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""}];
return false;
}
}
}
else {
validate33.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1["billing-entity-ids"] !== undefined){
const _errs7 = errors;
if(typeof data1["billing-entity-ids"] !== "string"){
validate33.errors = [{instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1["billing-version"] !== undefined){
let data4 = data1["billing-version"];
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!pattern3.test(data4)){
validate33.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""}];
return false;
}
}
else {
validate33.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate33.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data5 = data.params;
const _errs11 = errors;
if(errors === _errs11){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing0;
if((data5.chargeKey === undefined) && (missing0 = "chargeKey")){
validate33.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data5.chargeKey !== undefined){
if(typeof data5.chargeKey !== "string"){
validate33.errors = [{instancePath:instancePath+"/params/chargeKey",schemaPath:"#/properties/params/properties/chargeKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate33.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate33.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate33.errors = vErrors;
return errors === 0;
}

exports.req_31 = validate34;
const schema44 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{"crsNumber":{"type":"string"}},"required":["crsNumber"]}}};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
validate34.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1["billing-track-id"] !== undefined){
let data2 = data1["billing-track-id"];
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 64){
validate34.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern2.test(data2)){
validate34.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""}];
return false;
}
}
}
else {
validate34.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1["billing-entity-ids"] !== undefined){
const _errs7 = errors;
if(typeof data1["billing-entity-ids"] !== "string"){
validate34.errors = [{instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1["billing-version"] !== undefined){
let data4 = data1["billing-version"];
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!pattern3.test(data4)){
validate34.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""}];
return false;
}
}
else {
validate34.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate34.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data5 = data.params;
const _errs11 = errors;
if(errors === _errs11){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing0;
if((data5.crsNumber === undefined) && (missing0 = "crsNumber")){
validate34.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data5.crsNumber !== undefined){
if(typeof data5.crsNumber !== "string"){
validate34.errors = [{instancePath:instancePath+"/params/crsNumber",schemaPath:"#/properties/params/properties/crsNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate34.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate34.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate34.errors = vErrors;
return errors === 0;
}

exports.req_32 = validate35;
const schema45 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"},"apiaccesskeyid":{"type":"string"},"apisecretaccesskey":{"type":"string"}},"required":["apiaccesskeyid","apisecretaccesskey"]},"params":{"type":"object","properties":{}}}};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
validate35.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing0;
if(((data1.apiaccesskeyid === undefined) && (missing0 = "apiaccesskeyid")) || ((data1.apisecretaccesskey === undefined) && (missing0 = "apisecretaccesskey"))){
validate35.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data1["billing-track-id"] !== undefined){
let data2 = data1["billing-track-id"];
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 64){
validate35.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern2.test(data2)){
validate35.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""}];
return false;
}
}
}
else {
validate35.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1["billing-entity-ids"] !== undefined){
const _errs7 = errors;
if(typeof data1["billing-entity-ids"] !== "string"){
validate35.errors = [{instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1["billing-version"] !== undefined){
let data4 = data1["billing-version"];
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!pattern3.test(data4)){
validate35.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""}];
return false;
}
}
else {
validate35.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.apiaccesskeyid !== undefined){
const _errs11 = errors;
if(typeof data1.apiaccesskeyid !== "string"){
validate35.errors = [{instancePath:instancePath+"/headers/apiaccesskeyid",schemaPath:"#/properties/headers/properties/apiaccesskeyid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.apisecretaccesskey !== undefined){
const _errs13 = errors;
if(typeof data1.apisecretaccesskey !== "string"){
validate35.errors = [{instancePath:instancePath+"/headers/apisecretaccesskey",schemaPath:"#/properties/headers/properties/apisecretaccesskey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
else {
validate35.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data7 = data.params;
const _errs15 = errors;
if(errors === _errs15){
if(!(data7 && typeof data7 == "object" && !Array.isArray(data7))){
validate35.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
else {
validate35.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate35.errors = vErrors;
return errors === 0;
}

exports.req_33 = validate36;
const schema46 = {"type":"object"};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(data && typeof data == "object" && !Array.isArray(data))){
validate36.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
validate36.errors = vErrors;
return errors === 0;
}

exports.req_34 = validate37;
const schema47 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{"contactId":{"type":"string"}},"required":["contactId"]}}};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
validate37.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1["billing-track-id"] !== undefined){
let data2 = data1["billing-track-id"];
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 64){
validate37.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern2.test(data2)){
validate37.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""}];
return false;
}
}
}
else {
validate37.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1["billing-entity-ids"] !== undefined){
const _errs7 = errors;
if(typeof data1["billing-entity-ids"] !== "string"){
validate37.errors = [{instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1["billing-version"] !== undefined){
let data4 = data1["billing-version"];
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!pattern3.test(data4)){
validate37.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""}];
return false;
}
}
else {
validate37.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate37.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data5 = data.params;
const _errs11 = errors;
if(errors === _errs11){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing0;
if((data5.contactId === undefined) && (missing0 = "contactId")){
validate37.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data5.contactId !== undefined){
if(typeof data5.contactId !== "string"){
validate37.errors = [{instancePath:instancePath+"/params/contactId",schemaPath:"#/properties/params/properties/contactId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate37.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate37.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate37.errors = vErrors;
return errors === 0;
}

exports.req_35 = validate38;
const schema48 = {"type":"object","properties":{"query":{"type":"object","properties":{"page":{"type":"integer","minimum":1,"default":1},"pageSize":{"type":"integer","minimum":1,"maximum":40,"default":20},"accountId":{"type":"string"},"amount":{"type":"number"},"appliedAmount":{"type":"number"},"autoApplyUponPosting":{"type":"boolean"},"createdById":{"type":"string"},"createdDate":{"type":"string","format":"date-time"},"creditMemoDate":{"type":"string","format":"date"},"currency":{"type":"string"},"excludeFromAutoApplyRules":{"type":"boolean"},"number":{"type":"string"},"referredInvoiceId":{"type":"string"},"refundAmount":{"type":"number"},"status":{"$ref":"schema:CreditMemoStatus"},"targetDate":{"type":"string","format":"date"},"taxAmount":{"type":"number"},"totalTaxExemptAmount":{"type":"number"},"transferredToAccounting":{"$ref":"schema:TransferredToAccounting"},"unappliedAmount":{"type":"number"},"updatedById":{"type":"string"},"updatedDate":{"type":"string","format":"date-time"},"sort":{"type":"string","pattern":"^[-+ ]?(accountId|amount|appliedAmount|createdById|createdDate|creditMemoDate|number|referredInvoiceId|refundAmount|status|targetDate|taxAmount|totalTaxExemptAmount|transferredToAccounting|unappliedAmount|updatedDate)(,[-+ ]?(accountId|amount|appliedAmount|createdById|createdDate|creditMemoDate|number|referredInvoiceId|refundAmount|status|targetDate|taxAmount|totalTaxExemptAmount|transferredToAccounting|unappliedAmount|updatedDate))?$"}}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{}}}};
const schema49 = {"type":"string","enum":["Draft","Posted","Canceled"]};
const schema50 = {"type":"string","enum":["Processing","Yes","No","Error","Ignore"]};
const formats18 = require("../formats")["date-time"];
const pattern56 = new RegExp("^[-+ ]?(accountId|amount|appliedAmount|createdById|createdDate|creditMemoDate|number|referredInvoiceId|refundAmount|status|targetDate|taxAmount|totalTaxExemptAmount|transferredToAccounting|unappliedAmount|updatedDate)(,[-+ ]?(accountId|amount|appliedAmount|createdById|createdDate|creditMemoDate|number|referredInvoiceId|refundAmount|status|targetDate|taxAmount|totalTaxExemptAmount|transferredToAccounting|unappliedAmount|updatedDate))?$", "u");

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.page === undefined){
data0.page = 1;
}
if(data0.pageSize === undefined){
data0.pageSize = 20;
}
let data1 = data0.page;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate38.errors = [{instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
validate38.errors = [{instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid1 = _errs3 === errors;
if(valid1){
let data2 = data0.pageSize;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate38.errors = [{instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs5){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 40 || isNaN(data2)){
validate38.errors = [{instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 40},message:"must be <= 40"}];
return false;
}
else {
if(data2 < 1 || isNaN(data2)){
validate38.errors = [{instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid1 = _errs5 === errors;
if(valid1){
if(data0.accountId !== undefined){
const _errs7 = errors;
if(typeof data0.accountId !== "string"){
validate38.errors = [{instancePath:instancePath+"/query/accountId",schemaPath:"#/properties/query/properties/accountId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.amount !== undefined){
let data4 = data0.amount;
const _errs9 = errors;
if(!((typeof data4 == "number") && (isFinite(data4)))){
validate38.errors = [{instancePath:instancePath+"/query/amount",schemaPath:"#/properties/query/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.appliedAmount !== undefined){
let data5 = data0.appliedAmount;
const _errs11 = errors;
if(!((typeof data5 == "number") && (isFinite(data5)))){
validate38.errors = [{instancePath:instancePath+"/query/appliedAmount",schemaPath:"#/properties/query/properties/appliedAmount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.autoApplyUponPosting !== undefined){
const _errs13 = errors;
if(typeof data0.autoApplyUponPosting !== "boolean"){
validate38.errors = [{instancePath:instancePath+"/query/autoApplyUponPosting",schemaPath:"#/properties/query/properties/autoApplyUponPosting/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.createdById !== undefined){
const _errs15 = errors;
if(typeof data0.createdById !== "string"){
validate38.errors = [{instancePath:instancePath+"/query/createdById",schemaPath:"#/properties/query/properties/createdById/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.createdDate !== undefined){
let data8 = data0.createdDate;
const _errs17 = errors;
if(errors === _errs17){
if(errors === _errs17){
if(typeof data8 === "string"){
if(!(formats18.validate.test(data8))){
validate38.errors = [{instancePath:instancePath+"/query/createdDate",schemaPath:"#/properties/query/properties/createdDate/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate38.errors = [{instancePath:instancePath+"/query/createdDate",schemaPath:"#/properties/query/properties/createdDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.creditMemoDate !== undefined){
let data9 = data0.creditMemoDate;
const _errs19 = errors;
if(errors === _errs19){
if(errors === _errs19){
if(typeof data9 === "string"){
if(!(formats4.validate.test(data9))){
validate38.errors = [{instancePath:instancePath+"/query/creditMemoDate",schemaPath:"#/properties/query/properties/creditMemoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate38.errors = [{instancePath:instancePath+"/query/creditMemoDate",schemaPath:"#/properties/query/properties/creditMemoDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs19 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.currency !== undefined){
const _errs21 = errors;
if(typeof data0.currency !== "string"){
validate38.errors = [{instancePath:instancePath+"/query/currency",schemaPath:"#/properties/query/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.excludeFromAutoApplyRules !== undefined){
const _errs23 = errors;
if(typeof data0.excludeFromAutoApplyRules !== "boolean"){
validate38.errors = [{instancePath:instancePath+"/query/excludeFromAutoApplyRules",schemaPath:"#/properties/query/properties/excludeFromAutoApplyRules/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.number !== undefined){
const _errs25 = errors;
if(typeof data0.number !== "string"){
validate38.errors = [{instancePath:instancePath+"/query/number",schemaPath:"#/properties/query/properties/number/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.referredInvoiceId !== undefined){
const _errs27 = errors;
if(typeof data0.referredInvoiceId !== "string"){
validate38.errors = [{instancePath:instancePath+"/query/referredInvoiceId",schemaPath:"#/properties/query/properties/referredInvoiceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.refundAmount !== undefined){
let data14 = data0.refundAmount;
const _errs29 = errors;
if(!((typeof data14 == "number") && (isFinite(data14)))){
validate38.errors = [{instancePath:instancePath+"/query/refundAmount",schemaPath:"#/properties/query/properties/refundAmount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid1 = _errs29 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.status !== undefined){
let data15 = data0.status;
const _errs31 = errors;
if(typeof data15 !== "string"){
validate38.errors = [{instancePath:instancePath+"/query/status",schemaPath:"schema:CreditMemoStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data15 === "Draft") || (data15 === "Posted")) || (data15 === "Canceled"))){
validate38.errors = [{instancePath:instancePath+"/query/status",schemaPath:"schema:CreditMemoStatus/enum",keyword:"enum",params:{allowedValues: schema49.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs31 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.targetDate !== undefined){
let data16 = data0.targetDate;
const _errs34 = errors;
if(errors === _errs34){
if(errors === _errs34){
if(typeof data16 === "string"){
if(!(formats4.validate.test(data16))){
validate38.errors = [{instancePath:instancePath+"/query/targetDate",schemaPath:"#/properties/query/properties/targetDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate38.errors = [{instancePath:instancePath+"/query/targetDate",schemaPath:"#/properties/query/properties/targetDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs34 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.taxAmount !== undefined){
let data17 = data0.taxAmount;
const _errs36 = errors;
if(!((typeof data17 == "number") && (isFinite(data17)))){
validate38.errors = [{instancePath:instancePath+"/query/taxAmount",schemaPath:"#/properties/query/properties/taxAmount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid1 = _errs36 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.totalTaxExemptAmount !== undefined){
let data18 = data0.totalTaxExemptAmount;
const _errs38 = errors;
if(!((typeof data18 == "number") && (isFinite(data18)))){
validate38.errors = [{instancePath:instancePath+"/query/totalTaxExemptAmount",schemaPath:"#/properties/query/properties/totalTaxExemptAmount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid1 = _errs38 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.transferredToAccounting !== undefined){
let data19 = data0.transferredToAccounting;
const _errs40 = errors;
if(typeof data19 !== "string"){
validate38.errors = [{instancePath:instancePath+"/query/transferredToAccounting",schemaPath:"schema:TransferredToAccounting/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data19 === "Processing") || (data19 === "Yes")) || (data19 === "No")) || (data19 === "Error")) || (data19 === "Ignore"))){
validate38.errors = [{instancePath:instancePath+"/query/transferredToAccounting",schemaPath:"schema:TransferredToAccounting/enum",keyword:"enum",params:{allowedValues: schema50.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs40 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.unappliedAmount !== undefined){
let data20 = data0.unappliedAmount;
const _errs43 = errors;
if(!((typeof data20 == "number") && (isFinite(data20)))){
validate38.errors = [{instancePath:instancePath+"/query/unappliedAmount",schemaPath:"#/properties/query/properties/unappliedAmount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid1 = _errs43 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.updatedById !== undefined){
const _errs45 = errors;
if(typeof data0.updatedById !== "string"){
validate38.errors = [{instancePath:instancePath+"/query/updatedById",schemaPath:"#/properties/query/properties/updatedById/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs45 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.updatedDate !== undefined){
let data22 = data0.updatedDate;
const _errs47 = errors;
if(errors === _errs47){
if(errors === _errs47){
if(typeof data22 === "string"){
if(!(formats18.validate.test(data22))){
validate38.errors = [{instancePath:instancePath+"/query/updatedDate",schemaPath:"#/properties/query/properties/updatedDate/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate38.errors = [{instancePath:instancePath+"/query/updatedDate",schemaPath:"#/properties/query/properties/updatedDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs47 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.sort !== undefined){
let data23 = data0.sort;
const _errs49 = errors;
if(errors === _errs49){
if(typeof data23 === "string"){
if(!pattern56.test(data23)){
validate38.errors = [{instancePath:instancePath+"/query/sort",schemaPath:"#/properties/query/properties/sort/pattern",keyword:"pattern",params:{pattern: "^[-+ ]?(accountId|amount|appliedAmount|createdById|createdDate|creditMemoDate|number|referredInvoiceId|refundAmount|status|targetDate|taxAmount|totalTaxExemptAmount|transferredToAccounting|unappliedAmount|updatedDate)(,[-+ ]?(accountId|amount|appliedAmount|createdById|createdDate|creditMemoDate|number|referredInvoiceId|refundAmount|status|targetDate|taxAmount|totalTaxExemptAmount|transferredToAccounting|unappliedAmount|updatedDate))?$"},message:"must match pattern \""+"^[-+ ]?(accountId|amount|appliedAmount|createdById|createdDate|creditMemoDate|number|referredInvoiceId|refundAmount|status|targetDate|taxAmount|totalTaxExemptAmount|transferredToAccounting|unappliedAmount|updatedDate)(,[-+ ]?(accountId|amount|appliedAmount|createdById|createdDate|creditMemoDate|number|referredInvoiceId|refundAmount|status|targetDate|taxAmount|totalTaxExemptAmount|transferredToAccounting|unappliedAmount|updatedDate))?$"+"\""}];
return false;
}
}
else {
validate38.errors = [{instancePath:instancePath+"/query/sort",schemaPath:"#/properties/query/properties/sort/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs49 === errors;
}
else {
var valid1 = true;
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
validate38.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data24 = data.headers;
const _errs51 = errors;
if(errors === _errs51){
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
if(data24["billing-track-id"] !== undefined){
let data25 = data24["billing-track-id"];
const _errs53 = errors;
if(errors === _errs53){
if(typeof data25 === "string"){
if(func0(data25) > 64){
validate38.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern2.test(data25)){
validate38.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""}];
return false;
}
}
}
else {
validate38.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid4 = _errs53 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data24["billing-entity-ids"] !== undefined){
const _errs55 = errors;
if(typeof data24["billing-entity-ids"] !== "string"){
validate38.errors = [{instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs55 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data24["billing-version"] !== undefined){
let data27 = data24["billing-version"];
const _errs57 = errors;
if(errors === _errs57){
if(typeof data27 === "string"){
if(!pattern3.test(data27)){
validate38.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""}];
return false;
}
}
else {
validate38.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid4 = _errs57 === errors;
}
else {
var valid4 = true;
}
}
}
}
else {
validate38.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs51 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.params !== undefined){
let data28 = data.params;
const _errs59 = errors;
if(errors === _errs59){
if(!(data28 && typeof data28 == "object" && !Array.isArray(data28))){
validate38.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs59 === errors;
}
else {
var valid0 = true;
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

exports.req_CreditMemoCreate = validate39;
const schema51 = {"type":"object","required":["accountId","charges"],"properties":{"accountId":{"type":"string","minLength":1},"charges":{"type":"array","minItems":1,"maxItems":1000,"items":{"$ref":"schema:CreditMemoChargeInput"}},"effectiveDate":{"$ref":"schema:Date"},"comment":{"type":"string","maxLength":255},"reasonCode":{"type":"string","maxLength":64},"autoPost":{"type":"boolean"},"autoApplyUponPosting":{"type":"boolean"},"excludeFromAutoApplyRules":{"type":"boolean"},"referredInvoiceId":{"type":"string"}}};
const schema52 = {"type":"object","anyOf":[{"required":["chargeId"]},{"required":["productRatePlanChargeId"]}],"properties":{"chargeId":{"type":"string","minLength":1},"productRatePlanChargeId":{"type":"string","minLength":1},"amount":{"type":"number","minimum":0},"memoItemAmount":{"type":"number","minimum":0},"quantity":{"type":"number","exclusiveMinimum":true,"minimum":0},"comment":{"type":"string","maxLength":255},"description":{"type":"string","maxLength":255},"serviceStartDate":{"$ref":"schema:Date"},"serviceEndDate":{"$ref":"schema:Date"}}};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
let valid0 = false;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.chargeId === undefined) && (missing0 = "chargeId")){
const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.productRatePlanChargeId === undefined) && (missing1 = "productRatePlanChargeId")){
const err1 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate40.errors = vErrors;
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.chargeId !== undefined){
let data0 = data.chargeId;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data0 === "string"){
if(func0(data0) < 1){
validate40.errors = [{instancePath:instancePath+"/chargeId",schemaPath:"#/properties/chargeId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate40.errors = [{instancePath:instancePath+"/chargeId",schemaPath:"#/properties/chargeId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.productRatePlanChargeId !== undefined){
let data1 = data.productRatePlanChargeId;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data1 === "string"){
if(func0(data1) < 1){
validate40.errors = [{instancePath:instancePath+"/productRatePlanChargeId",schemaPath:"#/properties/productRatePlanChargeId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate40.errors = [{instancePath:instancePath+"/productRatePlanChargeId",schemaPath:"#/properties/productRatePlanChargeId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.amount !== undefined){
let data2 = data.amount;
const _errs8 = errors;
if(errors === _errs8){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate40.errors = [{instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate40.errors = [{instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.memoItemAmount !== undefined){
let data3 = data.memoItemAmount;
const _errs10 = errors;
if(errors === _errs10){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
validate40.errors = [{instancePath:instancePath+"/memoItemAmount",schemaPath:"#/properties/memoItemAmount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate40.errors = [{instancePath:instancePath+"/memoItemAmount",schemaPath:"#/properties/memoItemAmount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.quantity !== undefined){
let data4 = data.quantity;
const _errs12 = errors;
if(errors === _errs12){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 <= 0 || isNaN(data4)){
validate40.errors = [{instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/minimum",keyword:"minimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
else {
validate40.errors = [{instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid1 = _errs12 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.comment !== undefined){
let data5 = data.comment;
const _errs14 = errors;
if(errors === _errs14){
if(typeof data5 === "string"){
if(func0(data5) > 255){
validate40.errors = [{instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
else {
validate40.errors = [{instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs14 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.description !== undefined){
let data6 = data.description;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data6 === "string"){
if(func0(data6) > 255){
validate40.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
else {
validate40.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs16 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.serviceStartDate !== undefined){
let data7 = data.serviceStartDate;
const _errs18 = errors;
const _errs19 = errors;
if(errors === _errs19){
if(errors === _errs19){
if(typeof data7 === "string"){
if(!pattern26.test(data7)){
validate40.errors = [{instancePath:instancePath+"/serviceStartDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""}];
return false;
}
else {
if(!(formats4.validate.test(data7))){
validate40.errors = [{instancePath:instancePath+"/serviceStartDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
}
else {
validate40.errors = [{instancePath:instancePath+"/serviceStartDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs18 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.serviceEndDate !== undefined){
let data8 = data.serviceEndDate;
const _errs21 = errors;
const _errs22 = errors;
if(errors === _errs22){
if(errors === _errs22){
if(typeof data8 === "string"){
if(!pattern26.test(data8)){
validate40.errors = [{instancePath:instancePath+"/serviceEndDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""}];
return false;
}
else {
if(!(formats4.validate.test(data8))){
validate40.errors = [{instancePath:instancePath+"/serviceEndDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
}
else {
validate40.errors = [{instancePath:instancePath+"/serviceEndDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
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
validate40.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate40.errors = vErrors;
return errors === 0;
}


function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.accountId === undefined) && (missing0 = "accountId")) || ((data.charges === undefined) && (missing0 = "charges"))){
validate39.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.accountId !== undefined){
let data0 = data.accountId;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func0(data0) < 1){
validate39.errors = [{instancePath:instancePath+"/accountId",schemaPath:"#/properties/accountId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate39.errors = [{instancePath:instancePath+"/accountId",schemaPath:"#/properties/accountId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.charges !== undefined){
let data1 = data.charges;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
if(data1.length > 1000){
validate39.errors = [{instancePath:instancePath+"/charges",schemaPath:"#/properties/charges/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"}];
return false;
}
else {
if(data1.length < 1){
validate39.errors = [{instancePath:instancePath+"/charges",schemaPath:"#/properties/charges/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(!(validate40(data1[i0], {instancePath:instancePath+"/charges/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
}
}
else {
validate39.errors = [{instancePath:instancePath+"/charges",schemaPath:"#/properties/charges/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.effectiveDate !== undefined){
let data3 = data.effectiveDate;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(errors === _errs7){
if(typeof data3 === "string"){
if(!pattern26.test(data3)){
validate39.errors = [{instancePath:instancePath+"/effectiveDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""}];
return false;
}
else {
if(!(formats4.validate.test(data3))){
validate39.errors = [{instancePath:instancePath+"/effectiveDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
}
else {
validate39.errors = [{instancePath:instancePath+"/effectiveDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.comment !== undefined){
let data4 = data.comment;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 255){
validate39.errors = [{instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
else {
validate39.errors = [{instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reasonCode !== undefined){
let data5 = data.reasonCode;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data5 === "string"){
if(func0(data5) > 64){
validate39.errors = [{instancePath:instancePath+"/reasonCode",schemaPath:"#/properties/reasonCode/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
else {
validate39.errors = [{instancePath:instancePath+"/reasonCode",schemaPath:"#/properties/reasonCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.autoPost !== undefined){
const _errs13 = errors;
if(typeof data.autoPost !== "boolean"){
validate39.errors = [{instancePath:instancePath+"/autoPost",schemaPath:"#/properties/autoPost/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.autoApplyUponPosting !== undefined){
const _errs15 = errors;
if(typeof data.autoApplyUponPosting !== "boolean"){
validate39.errors = [{instancePath:instancePath+"/autoApplyUponPosting",schemaPath:"#/properties/autoApplyUponPosting/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.excludeFromAutoApplyRules !== undefined){
const _errs17 = errors;
if(typeof data.excludeFromAutoApplyRules !== "boolean"){
validate39.errors = [{instancePath:instancePath+"/excludeFromAutoApplyRules",schemaPath:"#/properties/excludeFromAutoApplyRules/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.referredInvoiceId !== undefined){
const _errs19 = errors;
if(typeof data.referredInvoiceId !== "string"){
validate39.errors = [{instancePath:instancePath+"/referredInvoiceId",schemaPath:"#/properties/referredInvoiceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs19 === errors;
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
validate39.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate39.errors = vErrors;
return errors === 0;
}

exports.req_37 = validate42;
const schema56 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{"creditMemoId":{"type":"string"}},"required":["creditMemoId"]}}};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
validate42.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1["billing-track-id"] !== undefined){
let data2 = data1["billing-track-id"];
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 64){
validate42.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern2.test(data2)){
validate42.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""}];
return false;
}
}
}
else {
validate42.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1["billing-entity-ids"] !== undefined){
const _errs7 = errors;
if(typeof data1["billing-entity-ids"] !== "string"){
validate42.errors = [{instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1["billing-version"] !== undefined){
let data4 = data1["billing-version"];
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!pattern3.test(data4)){
validate42.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""}];
return false;
}
}
else {
validate42.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate42.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data5 = data.params;
const _errs11 = errors;
if(errors === _errs11){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing0;
if((data5.creditMemoId === undefined) && (missing0 = "creditMemoId")){
validate42.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data5.creditMemoId !== undefined){
if(typeof data5.creditMemoId !== "string"){
validate42.errors = [{instancePath:instancePath+"/params/creditMemoId",schemaPath:"#/properties/params/properties/creditMemoId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate42.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate42.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate42.errors = vErrors;
return errors === 0;
}

exports.req_CreditMemoUpdate = validate43;
const schema57 = {"type":"object","properties":{"comment":{"type":"string","maxLength":255},"reasonCode":{"type":"string","maxLength":64},"effectiveDate":{"$ref":"schema:Date"},"autoApplyUponPosting":{"type":"boolean"},"excludeFromAutoApplyRules":{"type":"boolean"},"transferredToAccounting":{"$ref":"schema:TransferredToAccounting"},"items":{"type":"array","maxItems":1000,"items":{"type":"object","required":["id","amount"],"properties":{"id":{"type":"string"},"amount":{"type":"number","minimum":0}}}}}};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.comment !== undefined){
let data0 = data.comment;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func0(data0) > 255){
validate43.errors = [{instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
else {
validate43.errors = [{instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reasonCode !== undefined){
let data1 = data.reasonCode;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 64){
validate43.errors = [{instancePath:instancePath+"/reasonCode",schemaPath:"#/properties/reasonCode/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
else {
validate43.errors = [{instancePath:instancePath+"/reasonCode",schemaPath:"#/properties/reasonCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.effectiveDate !== undefined){
let data2 = data.effectiveDate;
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern26.test(data2)){
validate43.errors = [{instancePath:instancePath+"/effectiveDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""}];
return false;
}
else {
if(!(formats4.validate.test(data2))){
validate43.errors = [{instancePath:instancePath+"/effectiveDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
}
else {
validate43.errors = [{instancePath:instancePath+"/effectiveDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.autoApplyUponPosting !== undefined){
const _errs8 = errors;
if(typeof data.autoApplyUponPosting !== "boolean"){
validate43.errors = [{instancePath:instancePath+"/autoApplyUponPosting",schemaPath:"#/properties/autoApplyUponPosting/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.excludeFromAutoApplyRules !== undefined){
const _errs10 = errors;
if(typeof data.excludeFromAutoApplyRules !== "boolean"){
validate43.errors = [{instancePath:instancePath+"/excludeFromAutoApplyRules",schemaPath:"#/properties/excludeFromAutoApplyRules/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transferredToAccounting !== undefined){
let data5 = data.transferredToAccounting;
const _errs12 = errors;
if(typeof data5 !== "string"){
validate43.errors = [{instancePath:instancePath+"/transferredToAccounting",schemaPath:"schema:TransferredToAccounting/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data5 === "Processing") || (data5 === "Yes")) || (data5 === "No")) || (data5 === "Error")) || (data5 === "Ignore"))){
validate43.errors = [{instancePath:instancePath+"/transferredToAccounting",schemaPath:"schema:TransferredToAccounting/enum",keyword:"enum",params:{allowedValues: schema50.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.items !== undefined){
let data6 = data.items;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data6)){
if(data6.length > 1000){
validate43.errors = [{instancePath:instancePath+"/items",schemaPath:"#/properties/items/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"}];
return false;
}
else {
var valid3 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs17 = errors;
if(errors === _errs17){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing0;
if(((data7.id === undefined) && (missing0 = "id")) || ((data7.amount === undefined) && (missing0 = "amount"))){
validate43.errors = [{instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data7.id !== undefined){
const _errs19 = errors;
if(typeof data7.id !== "string"){
validate43.errors = [{instancePath:instancePath+"/items/" + i0+"/id",schemaPath:"#/properties/items/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs19 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.amount !== undefined){
let data9 = data7.amount;
const _errs21 = errors;
if(errors === _errs21){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
validate43.errors = [{instancePath:instancePath+"/items/" + i0+"/amount",schemaPath:"#/properties/items/items/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate43.errors = [{instancePath:instancePath+"/items/" + i0+"/amount",schemaPath:"#/properties/items/items/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid4 = _errs21 === errors;
}
else {
var valid4 = true;
}
}
}
}
else {
validate43.errors = [{instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs17 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate43.errors = [{instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
else {
validate43.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate43.errors = vErrors;
return errors === 0;
}

exports.req_39 = validate44;
const schema60 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{"creditMemoId":{"type":"string"},"cmitemid":{"type":"string"}},"required":["creditMemoId","cmitemid"]}}};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
validate44.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1["billing-track-id"] !== undefined){
let data2 = data1["billing-track-id"];
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 64){
validate44.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern2.test(data2)){
validate44.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""}];
return false;
}
}
}
else {
validate44.errors = [{instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1["billing-entity-ids"] !== undefined){
const _errs7 = errors;
if(typeof data1["billing-entity-ids"] !== "string"){
validate44.errors = [{instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1["billing-version"] !== undefined){
let data4 = data1["billing-version"];
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!pattern3.test(data4)){
validate44.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""}];
return false;
}
}
else {
validate44.errors = [{instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate44.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data5 = data.params;
const _errs11 = errors;
if(errors === _errs11){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing0;
if(((data5.creditMemoId === undefined) && (missing0 = "creditMemoId")) || ((data5.cmitemid === undefined) && (missing0 = "cmitemid"))){
validate44.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data5.creditMemoId !== undefined){
const _errs13 = errors;
if(typeof data5.creditMemoId !== "string"){
validate44.errors = [{instancePath:instancePath+"/params/creditMemoId",schemaPath:"#/properties/params/properties/creditMemoId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.cmitemid !== undefined){
const _errs15 = errors;
if(typeof data5.cmitemid !== "string"){
validate44.errors = [{instancePath:instancePath+"/params/cmitemid",schemaPath:"#/properties/params/properties/cmitemid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate44.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate44.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate44.errors = vErrors;
return errors === 0;
}

exports.req_CreditMemoApply = validate45;
const schema61 = {"type":"object","required":["invoices"],"properties":{"effectiveDate":{"$ref":"schema:Date"},"invoices":{"type":"array","minItems":1,"maxItems":1000,"items":{"type":"object","required":["invoiceId","amount"],"properties":{"invoiceId":{"type":"string","minLength":1},"amount":{"type":"number","exclusiveMinimum":true,"minimum":0}}}}}};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.invoices === undefined) && (missing0 = "invoices")){
validate45.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.effectiveDate !== undefined){
let data0 = data.effectiveDate;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!pattern26.test(data0)){
validate45.errors = [{instancePath:instancePath+"/effectiveDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""}];
return false;
}
else {
if(!(formats4.validate.test(data0))){
validate45.errors = [{instancePath:instancePath+"/effectiveDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
}
else {
validate45.errors = [{instancePath:instancePath+"/effectiveDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.invoices !== undefined){
let data1 = data.invoices;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data1)){
if(data1.length > 1000){
validate45.errors = [{instancePath:instancePath+"/invoices",schemaPath:"#/properties/invoices/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"}];
return false;
}
else {
if(data1.length < 1){
validate45.errors = [{instancePath:instancePath+"/invoices",schemaPath:"#/properties/invoices/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if(((data2.invoiceId === undefined) && (missing1 = "invoiceId")) || ((data2.amount === undefined) && (missing1 = "amount"))){
validate45.errors = [{instancePath:instancePath+"/invoices/" + i0,schemaPath:"#/properties/invoices/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data2.invoiceId !== undefined){
let data3 = data2.invoiceId;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(func0(data3) < 1){
validate45.errors = [{instancePath:instancePath+"/invoices/" + i0+"/invoiceId",schemaPath:"#/properties/invoices/items/properties/invoiceId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate45.errors = [{instancePath:instancePath+"/invoices/" + i0+"/invoiceId",schemaPath:"#/properties/invoices/items/properties/invoiceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.amount !== undefined){
let data4 = data2.amount;
const _errs10 = errors;
if(errors === _errs10){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 <= 0 || isNaN(data4)){
validate45.errors = [{instancePath:instancePath+"/invoices/" + i0+"/amount",schemaPath:"#/properties/invoices/items/properties/amount/minimum",keyword:"minimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
else {
validate45.errors = [{instancePath:instancePath+"/invoices/" + i0+"/amount",schemaPath:"#/properties/invoices/items/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
}
}
}
else {
validate45.errors = [{instancePath:instancePath+"/invoices/" + i0,schemaPath:"#/properties/invoices/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs6 === errors;
if(!valid2){
break;
}
}
}
}
}
else {
validate45.errors = [{instancePath:instancePath+"/invoices",schemaPath:"#/properties/invoices/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
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
validate45.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate45.errors = vErrors;
return errors === 0;
}
