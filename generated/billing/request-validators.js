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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.fromTimestamp === undefined){
const err0 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: "fromTimestamp"},message:"must have required property '"+"fromTimestamp"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.toTimestamp === undefined){
const err1 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: "toTimestamp"},message:"must have required property '"+"toTimestamp"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.fromTimestamp !== undefined){
let data1 = data0.fromTimestamp;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err2 = {instancePath:instancePath+"/query/fromTimestamp",schemaPath:"#/properties/query/properties/fromTimestamp/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z$"+"\""};
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
const err3 = {instancePath:instancePath+"/query/fromTimestamp",schemaPath:"#/properties/query/properties/fromTimestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.toTimestamp !== undefined){
let data2 = data0.toTimestamp;
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err4 = {instancePath:instancePath+"/query/toTimestamp",schemaPath:"#/properties/query/properties/toTimestamp/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z$"+"\""};
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
const err5 = {instancePath:instancePath+"/query/toTimestamp",schemaPath:"#/properties/query/properties/toTimestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err6 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.headers !== undefined){
let data3 = data.headers;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3["billing-track-id"] !== undefined){
let data4 = data3["billing-track-id"];
if(typeof data4 === "string"){
if(func0(data4) > 64){
const err7 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern2.test(data4)){
const err8 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""};
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
const err9 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data3["billing-entity-ids"] !== undefined){
if(typeof data3["billing-entity-ids"] !== "string"){
const err10 = {instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data3["billing-version"] !== undefined){
let data6 = data3["billing-version"];
if(typeof data6 === "string"){
if(!pattern3.test(data6)){
const err11 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""};
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
const err12 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err13 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.params !== undefined){
let data7 = data.params;
if(!(data7 && typeof data7 == "object" && !Array.isArray(data7))){
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
validate0.errors = vErrors;
return errors === 0;
}

exports.req_1 = validate1;
const schema1 = {"type":"object","properties":{"query":{"type":"object","properties":{"baseObject":{"type":"string","pattern":"^[A-Z][\\w\\-]*$"},"eventTypeName":{"type":"string","pattern":"^[A-Za-z]{1,}[\\w\\-]*$"},"active":{"type":"boolean"},"start":{"type":"integer","minimum":0,"default":0,"safeInteger":true},"limit":{"type":"integer","minimum":1,"maximum":100,"default":10,"safeInteger":true}}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{}}}};
const pattern4 = new RegExp("^[A-Z][\\w\\-]*$", "u");
const pattern5 = new RegExp("^[A-Za-z]{1,}[\\w\\-]*$", "u");

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.start === undefined){
data0.start = 0;
}
if(data0.limit === undefined){
data0.limit = 10;
}
if(data0.baseObject !== undefined){
let data1 = data0.baseObject;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err0 = {instancePath:instancePath+"/query/baseObject",schemaPath:"#/properties/query/properties/baseObject/pattern",keyword:"pattern",params:{pattern: "^[A-Z][\\w\\-]*$"},message:"must match pattern \""+"^[A-Z][\\w\\-]*$"+"\""};
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
const err1 = {instancePath:instancePath+"/query/baseObject",schemaPath:"#/properties/query/properties/baseObject/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.eventTypeName !== undefined){
let data2 = data0.eventTypeName;
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
const err2 = {instancePath:instancePath+"/query/eventTypeName",schemaPath:"#/properties/query/properties/eventTypeName/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z]{1,}[\\w\\-]*$"},message:"must match pattern \""+"^[A-Za-z]{1,}[\\w\\-]*$"+"\""};
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
const err3 = {instancePath:instancePath+"/query/eventTypeName",schemaPath:"#/properties/query/properties/eventTypeName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.active !== undefined){
if(typeof data0.active !== "boolean"){
const err4 = {instancePath:instancePath+"/query/active",schemaPath:"#/properties/query/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
let data4 = data0.start;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err5 = {instancePath:instancePath+"/query/start",schemaPath:"#/properties/query/properties/start/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err6 = {instancePath:instancePath+"/query/start",schemaPath:"#/properties/query/properties/start/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(Number.isInteger(data4) && !Number.isSafeInteger(data4)){
const err7 = {instancePath:instancePath+"/query/start",schemaPath:"#/properties/query/properties/start/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
let data5 = data0.limit;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err8 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 100 || isNaN(data5)){
const err9 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err10 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(Number.isInteger(data5) && !Number.isSafeInteger(data5)){
const err11 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
const err12 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.headers !== undefined){
let data6 = data.headers;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6["billing-track-id"] !== undefined){
let data7 = data6["billing-track-id"];
if(typeof data7 === "string"){
if(func0(data7) > 64){
const err13 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern2.test(data7)){
const err14 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""};
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
const err15 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data6["billing-entity-ids"] !== undefined){
if(typeof data6["billing-entity-ids"] !== "string"){
const err16 = {instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data6["billing-version"] !== undefined){
let data9 = data6["billing-version"];
if(typeof data9 === "string"){
if(!pattern3.test(data9)){
const err17 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""};
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
const err18 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err19 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.params !== undefined){
let data10 = data.params;
if(!(data10 && typeof data10 == "object" && !Array.isArray(data10))){
const err20 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}

exports.req_2 = validate2;
const schema2 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{}}}};

function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1["billing-track-id"] !== undefined){
let data2 = data1["billing-track-id"];
if(typeof data2 === "string"){
if(func0(data2) > 64){
const err1 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern2.test(data2)){
const err2 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""};
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
const err3 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1["billing-entity-ids"] !== undefined){
if(typeof data1["billing-entity-ids"] !== "string"){
const err4 = {instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1["billing-version"] !== undefined){
let data4 = data1["billing-version"];
if(typeof data4 === "string"){
if(!pattern3.test(data4)){
const err5 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""};
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
const err6 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err7 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.params !== undefined){
let data5 = data.params;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
const err8 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate2.errors = vErrors;
return errors === 0;
}

exports.req_EventTriggerCreate = validate3;
const schema3 = {"type":"object","required":["baseObject","condition","eventType"],"properties":{"baseObject":{"type":"string","pattern":"^[A-Z][\\w\\-]*$"},"condition":{"type":"string","minLength":1},"description":{"type":"string","maxLength":200},"active":{"type":"boolean"},"eventType":{"$ref":"schema:EventType"}}};
const schema4 = {"type":"object","required":["name"],"properties":{"name":{"type":"string","pattern":"^[A-Za-z]{1,}[\\w\\-]*$"},"displayName":{"type":"string"},"description":{"type":"string"}}};

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.baseObject === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "baseObject"},message:"must have required property '"+"baseObject"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.condition === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "condition"},message:"must have required property '"+"condition"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.eventType === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "eventType"},message:"must have required property '"+"eventType"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.baseObject !== undefined){
let data0 = data.baseObject;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err3 = {instancePath:instancePath+"/baseObject",schemaPath:"#/properties/baseObject/pattern",keyword:"pattern",params:{pattern: "^[A-Z][\\w\\-]*$"},message:"must match pattern \""+"^[A-Z][\\w\\-]*$"+"\""};
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
const err4 = {instancePath:instancePath+"/baseObject",schemaPath:"#/properties/baseObject/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.condition !== undefined){
let data1 = data.condition;
if(typeof data1 === "string"){
if(func0(data1) < 1){
const err5 = {instancePath:instancePath+"/condition",schemaPath:"#/properties/condition/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/condition",schemaPath:"#/properties/condition/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.description !== undefined){
let data2 = data.description;
if(typeof data2 === "string"){
if(func0(data2) > 200){
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
let data4 = data.eventType;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.name === undefined){
const err10 = {instancePath:instancePath+"/eventType",schemaPath:"schema:EventType/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data4.name !== undefined){
let data5 = data4.name;
if(typeof data5 === "string"){
if(!pattern5.test(data5)){
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
if(data4.displayName !== undefined){
if(typeof data4.displayName !== "string"){
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
if(data4.description !== undefined){
if(typeof data4.description !== "string"){
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
validate3.errors = vErrors;
return errors === 0;
}

exports.req_4 = validate4;
const schema5 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{"id":{"type":"string"}},"required":["id"]}}};

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1["billing-track-id"] !== undefined){
let data2 = data1["billing-track-id"];
if(typeof data2 === "string"){
if(func0(data2) > 64){
const err1 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern2.test(data2)){
const err2 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""};
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
const err3 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1["billing-entity-ids"] !== undefined){
if(typeof data1["billing-entity-ids"] !== "string"){
const err4 = {instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1["billing-version"] !== undefined){
let data4 = data1["billing-version"];
if(typeof data4 === "string"){
if(!pattern3.test(data4)){
const err5 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""};
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
const err6 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err7 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.params !== undefined){
let data5 = data.params;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.id === undefined){
const err8 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data5.id !== undefined){
if(typeof data5.id !== "string"){
const err9 = {instancePath:instancePath+"/params/id",schemaPath:"#/properties/params/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate4.errors = vErrors;
return errors === 0;
}

exports.req_EventTriggerUpdate = validate5;
const schema6 = {"type":"object","properties":{"active":{"type":"boolean"},"condition":{"type":"string","minLength":1},"description":{"type":"string","maxLength":200},"eventType":{"type":"object","properties":{"displayName":{"type":"string"},"description":{"type":"string"}}}}};

function validate5(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.active !== undefined){
if(typeof data.active !== "boolean"){
const err0 = {instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.condition !== undefined){
let data1 = data.condition;
if(typeof data1 === "string"){
if(func0(data1) < 1){
const err1 = {instancePath:instancePath+"/condition",schemaPath:"#/properties/condition/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err2 = {instancePath:instancePath+"/condition",schemaPath:"#/properties/condition/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.description !== undefined){
let data2 = data.description;
if(typeof data2 === "string"){
if(func0(data2) > 200){
const err3 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err4 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.eventType !== undefined){
let data3 = data.eventType;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.displayName !== undefined){
if(typeof data3.displayName !== "string"){
const err5 = {instancePath:instancePath+"/eventType/displayName",schemaPath:"#/properties/eventType/properties/displayName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data3.description !== undefined){
if(typeof data3.description !== "string"){
const err6 = {instancePath:instancePath+"/eventType/description",schemaPath:"#/properties/eventType/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err7 = {instancePath:instancePath+"/eventType",schemaPath:"#/properties/eventType/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate5.errors = vErrors;
return errors === 0;
}

exports.req_6 = validate6;
const schema7 = {"type":"object","properties":{"query":{"type":"object","properties":{"start":{"type":"integer","minimum":0,"default":0,"safeInteger":true},"limit":{"type":"integer","minimum":1,"maximum":100,"default":10,"safeInteger":true},"eventTypeName":{"type":"string"},"name":{"type":"string"}}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{}}}};

function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.start === undefined){
data0.start = 0;
}
if(data0.limit === undefined){
data0.limit = 10;
}
let data1 = data0.start;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err0 = {instancePath:instancePath+"/query/start",schemaPath:"#/properties/query/properties/start/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err1 = {instancePath:instancePath+"/query/start",schemaPath:"#/properties/query/properties/start/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(Number.isInteger(data1) && !Number.isSafeInteger(data1)){
const err2 = {instancePath:instancePath+"/query/start",schemaPath:"#/properties/query/properties/start/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
let data2 = data0.limit;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err3 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 100 || isNaN(data2)){
const err4 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(Number.isInteger(data2) && !Number.isSafeInteger(data2)){
const err6 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.eventTypeName !== undefined){
if(typeof data0.eventTypeName !== "string"){
const err7 = {instancePath:instancePath+"/query/eventTypeName",schemaPath:"#/properties/query/properties/eventTypeName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.name !== undefined){
if(typeof data0.name !== "string"){
const err8 = {instancePath:instancePath+"/query/name",schemaPath:"#/properties/query/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err9 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.headers !== undefined){
let data5 = data.headers;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5["billing-track-id"] !== undefined){
let data6 = data5["billing-track-id"];
if(typeof data6 === "string"){
if(func0(data6) > 64){
const err10 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern2.test(data6)){
const err11 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""};
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
const err12 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data5["billing-entity-ids"] !== undefined){
if(typeof data5["billing-entity-ids"] !== "string"){
const err13 = {instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data5["billing-version"] !== undefined){
let data8 = data5["billing-version"];
if(typeof data8 === "string"){
if(!pattern3.test(data8)){
const err14 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""};
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
const err15 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err16 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.params !== undefined){
let data9 = data.params;
if(!(data9 && typeof data9 == "object" && !Array.isArray(data9))){
const err17 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
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
if(data.eventTypeName === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "eventTypeName"},message:"must have required property '"+"eventTypeName"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.emailSubject === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "emailSubject"},message:"must have required property '"+"emailSubject"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.emailBody === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "emailBody"},message:"must have required property '"+"emailBody"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func0(data0) > 255){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func0(data0) < 1){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
if(data.eventTypeName !== undefined){
let data1 = data.eventTypeName;
if(typeof data1 === "string"){
if(!pattern5.test(data1)){
const err7 = {instancePath:instancePath+"/eventTypeName",schemaPath:"#/properties/eventTypeName/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z]{1,}[\\w\\-]*$"},message:"must match pattern \""+"^[A-Za-z]{1,}[\\w\\-]*$"+"\""};
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
let data2 = data.description;
if(typeof data2 === "string"){
if(func0(data2) > 255){
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
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
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.emailSubject !== undefined){
let data3 = data.emailSubject;
if(typeof data3 === "string"){
if(func0(data3) < 1){
const err11 = {instancePath:instancePath+"/emailSubject",schemaPath:"#/properties/emailSubject/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err12 = {instancePath:instancePath+"/emailSubject",schemaPath:"#/properties/emailSubject/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.emailBody !== undefined){
let data4 = data.emailBody;
if(typeof data4 === "string"){
if(func0(data4) < 1){
const err13 = {instancePath:instancePath+"/emailBody",schemaPath:"#/properties/emailBody/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err14 = {instancePath:instancePath+"/emailBody",schemaPath:"#/properties/emailBody/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.fromEmailType !== undefined){
let data5 = data.fromEmailType;
if(typeof data5 !== "string"){
const err15 = {instancePath:instancePath+"/fromEmailType",schemaPath:"#/properties/fromEmailType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!((data5 === "TenantEmail") || (data5 === "SpecificEmail"))){
const err16 = {instancePath:instancePath+"/fromEmailType",schemaPath:"#/properties/fromEmailType/enum",keyword:"enum",params:{allowedValues: schema8.properties.fromEmailType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.fromEmailAddress !== undefined){
let data6 = data.fromEmailAddress;
if(typeof data6 === "string"){
if(!(formats0.test(data6))){
const err17 = {instancePath:instancePath+"/fromEmailAddress",schemaPath:"#/properties/fromEmailAddress/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
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
const err18 = {instancePath:instancePath+"/fromEmailAddress",schemaPath:"#/properties/fromEmailAddress/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.toEmailType !== undefined){
let data7 = data.toEmailType;
if(typeof data7 !== "string"){
const err19 = {instancePath:instancePath+"/toEmailType",schemaPath:"#/properties/toEmailType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!(((((data7 === "BillToContact") || (data7 === "SoldToContact")) || (data7 === "SpecificEmails")) || (data7 === "TenantAdmin")) || (data7 === "RunOwner"))){
const err20 = {instancePath:instancePath+"/toEmailType",schemaPath:"#/properties/toEmailType/enum",keyword:"enum",params:{allowedValues: schema8.properties.toEmailType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.toEmailAddress !== undefined){
if(typeof data.toEmailAddress !== "string"){
const err21 = {instancePath:instancePath+"/toEmailAddress",schemaPath:"#/properties/toEmailAddress/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.isHtml !== undefined){
if(typeof data.isHtml !== "boolean"){
const err22 = {instancePath:instancePath+"/isHtml",schemaPath:"#/properties/isHtml/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.active !== undefined){
if(typeof data.active !== "boolean"){
const err23 = {instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate7.errors = vErrors;
return errors === 0;
}

exports.req_EmailTemplateUpdate = validate8;
const schema9 = {"type":"object","properties":{"name":{"type":"string","minLength":1,"maxLength":255},"description":{"type":"string","maxLength":255},"emailSubject":{"type":"string","minLength":1},"emailBody":{"type":"string","minLength":1},"fromEmailType":{"type":"string","enum":["TenantEmail","SpecificEmail"]},"fromEmailAddress":{"type":"string","format":"email"},"toEmailType":{"type":"string","enum":["BillToContact","SoldToContact","SpecificEmails","TenantAdmin","RunOwner"]},"toEmailAddress":{"type":"string"},"isHtml":{"type":"boolean"},"active":{"type":"boolean"}}};

function validate8(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func0(data0) > 255){
const err0 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func0(data0) < 1){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func0(data1) > 255){
const err3 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
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
const err4 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.emailSubject !== undefined){
let data2 = data.emailSubject;
if(typeof data2 === "string"){
if(func0(data2) < 1){
const err5 = {instancePath:instancePath+"/emailSubject",schemaPath:"#/properties/emailSubject/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/emailSubject",schemaPath:"#/properties/emailSubject/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.emailBody !== undefined){
let data3 = data.emailBody;
if(typeof data3 === "string"){
if(func0(data3) < 1){
const err7 = {instancePath:instancePath+"/emailBody",schemaPath:"#/properties/emailBody/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/emailBody",schemaPath:"#/properties/emailBody/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.fromEmailType !== undefined){
let data4 = data.fromEmailType;
if(typeof data4 !== "string"){
const err9 = {instancePath:instancePath+"/fromEmailType",schemaPath:"#/properties/fromEmailType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((data4 === "TenantEmail") || (data4 === "SpecificEmail"))){
const err10 = {instancePath:instancePath+"/fromEmailType",schemaPath:"#/properties/fromEmailType/enum",keyword:"enum",params:{allowedValues: schema9.properties.fromEmailType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.fromEmailAddress !== undefined){
let data5 = data.fromEmailAddress;
if(typeof data5 === "string"){
if(!(formats0.test(data5))){
const err11 = {instancePath:instancePath+"/fromEmailAddress",schemaPath:"#/properties/fromEmailAddress/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
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
const err12 = {instancePath:instancePath+"/fromEmailAddress",schemaPath:"#/properties/fromEmailAddress/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.toEmailType !== undefined){
let data6 = data.toEmailType;
if(typeof data6 !== "string"){
const err13 = {instancePath:instancePath+"/toEmailType",schemaPath:"#/properties/toEmailType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(((((data6 === "BillToContact") || (data6 === "SoldToContact")) || (data6 === "SpecificEmails")) || (data6 === "TenantAdmin")) || (data6 === "RunOwner"))){
const err14 = {instancePath:instancePath+"/toEmailType",schemaPath:"#/properties/toEmailType/enum",keyword:"enum",params:{allowedValues: schema9.properties.toEmailType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.toEmailAddress !== undefined){
if(typeof data.toEmailAddress !== "string"){
const err15 = {instancePath:instancePath+"/toEmailAddress",schemaPath:"#/properties/toEmailAddress/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.isHtml !== undefined){
if(typeof data.isHtml !== "boolean"){
const err16 = {instancePath:instancePath+"/isHtml",schemaPath:"#/properties/isHtml/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.active !== undefined){
if(typeof data.active !== "boolean"){
const err17 = {instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate8.errors = vErrors;
return errors === 0;
}

exports.req_9 = validate9;
const schema10 = {"type":"object","properties":{"query":{"type":"object","properties":{"start":{"type":"integer","minimum":0,"default":0,"safeInteger":true},"limit":{"type":"integer","minimum":1,"maximum":100,"default":10,"safeInteger":true},"profileId":{"type":"string"},"eventTypeName":{"type":"string"},"emailTemplateId":{"type":"string"}}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{}}}};

function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.start === undefined){
data0.start = 0;
}
if(data0.limit === undefined){
data0.limit = 10;
}
let data1 = data0.start;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err0 = {instancePath:instancePath+"/query/start",schemaPath:"#/properties/query/properties/start/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err1 = {instancePath:instancePath+"/query/start",schemaPath:"#/properties/query/properties/start/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(Number.isInteger(data1) && !Number.isSafeInteger(data1)){
const err2 = {instancePath:instancePath+"/query/start",schemaPath:"#/properties/query/properties/start/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
let data2 = data0.limit;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err3 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 100 || isNaN(data2)){
const err4 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(Number.isInteger(data2) && !Number.isSafeInteger(data2)){
const err6 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.profileId !== undefined){
if(typeof data0.profileId !== "string"){
const err7 = {instancePath:instancePath+"/query/profileId",schemaPath:"#/properties/query/properties/profileId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.eventTypeName !== undefined){
if(typeof data0.eventTypeName !== "string"){
const err8 = {instancePath:instancePath+"/query/eventTypeName",schemaPath:"#/properties/query/properties/eventTypeName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.emailTemplateId !== undefined){
if(typeof data0.emailTemplateId !== "string"){
const err9 = {instancePath:instancePath+"/query/emailTemplateId",schemaPath:"#/properties/query/properties/emailTemplateId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.headers !== undefined){
let data6 = data.headers;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6["billing-track-id"] !== undefined){
let data7 = data6["billing-track-id"];
if(typeof data7 === "string"){
if(func0(data7) > 64){
const err11 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern2.test(data7)){
const err12 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""};
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
const err13 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data6["billing-entity-ids"] !== undefined){
if(typeof data6["billing-entity-ids"] !== "string"){
const err14 = {instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data6["billing-version"] !== undefined){
let data9 = data6["billing-version"];
if(typeof data9 === "string"){
if(!pattern3.test(data9)){
const err15 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""};
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
const err16 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.params !== undefined){
let data10 = data.params;
if(!(data10 && typeof data10 == "object" && !Array.isArray(data10))){
const err18 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate9.errors = vErrors;
return errors === 0;
}

exports.req_10 = validate10;
const schema11 = {"type":"object","properties":{"query":{"type":"object","properties":{"accountId":{"type":"string","minLength":1}},"required":["accountId"]},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{}}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.accountId === undefined){
const err0 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: "accountId"},message:"must have required property '"+"accountId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.accountId !== undefined){
let data1 = data0.accountId;
if(typeof data1 === "string"){
if(func0(data1) < 1){
const err1 = {instancePath:instancePath+"/query/accountId",schemaPath:"#/properties/query/properties/accountId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err2 = {instancePath:instancePath+"/query/accountId",schemaPath:"#/properties/query/properties/accountId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2["billing-track-id"] !== undefined){
let data3 = data2["billing-track-id"];
if(typeof data3 === "string"){
if(func0(data3) > 64){
const err4 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern2.test(data3)){
const err5 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""};
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
const err6 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data2["billing-entity-ids"] !== undefined){
if(typeof data2["billing-entity-ids"] !== "string"){
const err7 = {instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2["billing-version"] !== undefined){
let data5 = data2["billing-version"];
if(typeof data5 === "string"){
if(!pattern3.test(data5)){
const err8 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""};
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
const err9 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.params !== undefined){
let data6 = data.params;
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query === undefined){
const err0 = {instancePath,schemaPath:"schema:QueryJobFields/required",keyword:"required",params:{missingProperty: "query"},message:"must have required property '"+"query"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.outputFormat === undefined){
const err1 = {instancePath,schemaPath:"schema:QueryJobFields/required",keyword:"required",params:{missingProperty: "outputFormat"},message:"must have required property '"+"outputFormat"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.compression === undefined){
const err2 = {instancePath,schemaPath:"schema:QueryJobFields/required",keyword:"required",params:{missingProperty: "compression"},message:"must have required property '"+"compression"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.query !== undefined){
let data0 = data.query;
if(typeof data0 === "string"){
if(func0(data0) > 10000){
const err3 = {instancePath:instancePath+"/query",schemaPath:"schema:QueryJobFields/properties/query/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func0(data0) < 1){
const err4 = {instancePath:instancePath+"/query",schemaPath:"schema:QueryJobFields/properties/query/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern21.test(data0)){
const err5 = {instancePath:instancePath+"/query",schemaPath:"schema:QueryJobFields/properties/query/pattern",keyword:"pattern",params:{pattern: "^\\s*[Ss][Ee][Ll][Ee][Cc][Tt]\\s+[\\s\\S]+?\\s+[Ff][Rr][Oo][Mm]\\s+[A-Za-z_]\\w*(\\s+[Ww][Hh][Ee][Rr][Ee]\\s+[\\s\\S]+?)?\\s*;?\\s*$"},message:"must match pattern \""+"^\\s*[Ss][Ee][Ll][Ee][Cc][Tt]\\s+[\\s\\S]+?\\s+[Ff][Rr][Oo][Mm]\\s+[A-Za-z_]\\w*(\\s+[Ww][Hh][Ee][Rr][Ee]\\s+[\\s\\S]+?)?\\s*;?\\s*$"+"\""};
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
const err6 = {instancePath:instancePath+"/query",schemaPath:"schema:QueryJobFields/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.outputFormat !== undefined){
let data1 = data.outputFormat;
if(typeof data1 !== "string"){
const err7 = {instancePath:instancePath+"/outputFormat",schemaPath:"schema:QueryJobFields/properties/outputFormat/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((((data1 === "JSON") || (data1 === "CSV")) || (data1 === "TSV")) || (data1 === "DSV"))){
const err8 = {instancePath:instancePath+"/outputFormat",schemaPath:"schema:QueryJobFields/properties/outputFormat/enum",keyword:"enum",params:{allowedValues: schema13.properties.outputFormat.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.compression !== undefined){
let data2 = data.compression;
if(typeof data2 !== "string"){
const err9 = {instancePath:instancePath+"/compression",schemaPath:"schema:QueryJobFields/properties/compression/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(((data2 === "NONE") || (data2 === "GZIP")) || (data2 === "ZIP"))){
const err10 = {instancePath:instancePath+"/compression",schemaPath:"schema:QueryJobFields/properties/compression/enum",keyword:"enum",params:{allowedValues: schema13.properties.compression.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.columnSeparator !== undefined){
let data3 = data.columnSeparator;
if(typeof data3 === "string"){
if(func0(data3) > 1){
const err11 = {instancePath:instancePath+"/columnSeparator",schemaPath:"schema:QueryJobFields/properties/columnSeparator/maxLength",keyword:"maxLength",params:{limit: 1},message:"must NOT have more than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func0(data3) < 1){
const err12 = {instancePath:instancePath+"/columnSeparator",schemaPath:"schema:QueryJobFields/properties/columnSeparator/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err13 = {instancePath:instancePath+"/columnSeparator",schemaPath:"schema:QueryJobFields/properties/columnSeparator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.readDeleted !== undefined){
if(typeof data.readDeleted !== "boolean"){
const err14 = {instancePath:instancePath+"/readDeleted",schemaPath:"schema:QueryJobFields/properties/readDeleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.useIndexJoin !== undefined){
if(typeof data.useIndexJoin !== "boolean"){
const err15 = {instancePath:instancePath+"/useIndexJoin",schemaPath:"schema:QueryJobFields/properties/useIndexJoin/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err16 = {instancePath,schemaPath:"schema:QueryJobFields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const _errs16 = errors;
let valid3 = false;
const _errs17 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.columnSeparator === undefined){
const err17 = {instancePath,schemaPath:"#/allOf/1/anyOf/0/required",keyword:"required",params:{missingProperty: "columnSeparator"},message:"must have required property '"+"columnSeparator"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.outputFormat !== undefined){
if(!(data.outputFormat === "DSV")){
const err18 = {instancePath:instancePath+"/outputFormat",schemaPath:"#/allOf/1/anyOf/0/properties/outputFormat/enum",keyword:"enum",params:{allowedValues: schema12.allOf[1].anyOf[0].properties.outputFormat.enum},message:"must be equal to one of the allowed values"};
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
var _valid0 = _errs17 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs19 = errors;
const _errs20 = errors;
const _errs21 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.columnSeparator === undefined) && (missing0 = "columnSeparator")){
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
var valid5 = _errs21 === errors;
if(valid5){
const err20 = {instancePath,schemaPath:"#/allOf/1/anyOf/1/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.outputFormat !== undefined){
let data7 = data.outputFormat;
if(!(((data7 === "JSON") || (data7 === "CSV")) || (data7 === "TSV"))){
const err21 = {instancePath:instancePath+"/outputFormat",schemaPath:"#/allOf/1/anyOf/1/properties/outputFormat/enum",keyword:"enum",params:{allowedValues: schema12.allOf[1].anyOf[1].properties.outputFormat.enum},message:"must be equal to one of the allowed values"};
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
var _valid0 = _errs19 === errors;
valid3 = valid3 || _valid0;
}
if(!valid3){
const err22 = {instancePath,schemaPath:"#/allOf/1/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
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
validate11.errors = vErrors;
return errors === 0;
}

exports.req_12 = validate12;
const schema14 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{"queryJobId":{"type":"string"}},"required":["queryJobId"]}}};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1["billing-track-id"] !== undefined){
let data2 = data1["billing-track-id"];
if(typeof data2 === "string"){
if(func0(data2) > 64){
const err1 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern2.test(data2)){
const err2 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""};
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
const err3 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1["billing-entity-ids"] !== undefined){
if(typeof data1["billing-entity-ids"] !== "string"){
const err4 = {instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1["billing-version"] !== undefined){
let data4 = data1["billing-version"];
if(typeof data4 === "string"){
if(!pattern3.test(data4)){
const err5 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""};
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
const err6 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err7 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.params !== undefined){
let data5 = data.params;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.queryJobId === undefined){
const err8 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "queryJobId"},message:"must have required property '"+"queryJobId"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data5.queryJobId !== undefined){
if(typeof data5.queryJobId !== "string"){
const err9 = {instancePath:instancePath+"/params/queryJobId",schemaPath:"#/properties/params/properties/queryJobId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

exports.req_13 = validate13;
const schema15 = {"type":"object","properties":{"query":{"type":"object","properties":{"entity":{"type":"string","minLength":1,"maxLength":64},"expires":{"type":"string","pattern":"^[0-9]{1,15}$"},"signature":{"type":"string","minLength":1,"maxLength":128}}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{"queryJobId":{"type":"string"}},"required":["queryJobId"]}}};
const pattern24 = new RegExp("^[0-9]{1,15}$", "u");

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.entity !== undefined){
let data1 = data0.entity;
if(typeof data1 === "string"){
if(func0(data1) > 64){
const err0 = {instancePath:instancePath+"/query/entity",schemaPath:"#/properties/query/properties/entity/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func0(data1) < 1){
const err1 = {instancePath:instancePath+"/query/entity",schemaPath:"#/properties/query/properties/entity/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err2 = {instancePath:instancePath+"/query/entity",schemaPath:"#/properties/query/properties/entity/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.expires !== undefined){
let data2 = data0.expires;
if(typeof data2 === "string"){
if(!pattern24.test(data2)){
const err3 = {instancePath:instancePath+"/query/expires",schemaPath:"#/properties/query/properties/expires/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,15}$"},message:"must match pattern \""+"^[0-9]{1,15}$"+"\""};
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
const err4 = {instancePath:instancePath+"/query/expires",schemaPath:"#/properties/query/properties/expires/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.signature !== undefined){
let data3 = data0.signature;
if(typeof data3 === "string"){
if(func0(data3) > 128){
const err5 = {instancePath:instancePath+"/query/signature",schemaPath:"#/properties/query/properties/signature/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func0(data3) < 1){
const err6 = {instancePath:instancePath+"/query/signature",schemaPath:"#/properties/query/properties/signature/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err7 = {instancePath:instancePath+"/query/signature",schemaPath:"#/properties/query/properties/signature/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err8 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.headers !== undefined){
let data4 = data.headers;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4["billing-track-id"] !== undefined){
let data5 = data4["billing-track-id"];
if(typeof data5 === "string"){
if(func0(data5) > 64){
const err9 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern2.test(data5)){
const err10 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""};
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
const err11 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data4["billing-entity-ids"] !== undefined){
if(typeof data4["billing-entity-ids"] !== "string"){
const err12 = {instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data4["billing-version"] !== undefined){
let data7 = data4["billing-version"];
if(typeof data7 === "string"){
if(!pattern3.test(data7)){
const err13 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""};
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
const err14 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err15 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.params !== undefined){
let data8 = data.params;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.queryJobId === undefined){
const err16 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "queryJobId"},message:"must have required property '"+"queryJobId"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data8.queryJobId !== undefined){
if(typeof data8.queryJobId !== "string"){
const err17 = {instancePath:instancePath+"/params/queryJobId",schemaPath:"#/properties/params/properties/queryJobId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err18 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

exports.req_SettingsBatchRequest = validate14;
const schema16 = {"type":"object","required":["requests"],"properties":{"requests":{"type":"array","minItems":1,"maxItems":100,"items":{"$ref":"schema:SettingsSubRequest"}}}};
const schema17 = {"type":"object","required":["id","method","url"],"properties":{"id":{"type":"string","minLength":1},"method":{"type":"string","enum":["GET","PUT","POST","DELETE","PATCH"]},"url":{"type":"string","minLength":1},"body":{"type":"object","additionalProperties":true}}};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.requests === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requests"},message:"must have required property '"+"requests"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.requests !== undefined){
let data0 = data.requests;
if(Array.isArray(data0)){
if(data0.length > 100){
const err1 = {instancePath:instancePath+"/requests",schemaPath:"#/properties/requests/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.length < 1){
const err2 = {instancePath:instancePath+"/requests",schemaPath:"#/properties/requests/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id === undefined){
const err3 = {instancePath:instancePath+"/requests/" + i0,schemaPath:"schema:SettingsSubRequest/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.method === undefined){
const err4 = {instancePath:instancePath+"/requests/" + i0,schemaPath:"schema:SettingsSubRequest/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.url === undefined){
const err5 = {instancePath:instancePath+"/requests/" + i0,schemaPath:"schema:SettingsSubRequest/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.id !== undefined){
let data2 = data1.id;
if(typeof data2 === "string"){
if(func0(data2) < 1){
const err6 = {instancePath:instancePath+"/requests/" + i0+"/id",schemaPath:"schema:SettingsSubRequest/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err7 = {instancePath:instancePath+"/requests/" + i0+"/id",schemaPath:"schema:SettingsSubRequest/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.method !== undefined){
let data3 = data1.method;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/requests/" + i0+"/method",schemaPath:"schema:SettingsSubRequest/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(((((data3 === "GET") || (data3 === "PUT")) || (data3 === "POST")) || (data3 === "DELETE")) || (data3 === "PATCH"))){
const err9 = {instancePath:instancePath+"/requests/" + i0+"/method",schemaPath:"schema:SettingsSubRequest/properties/method/enum",keyword:"enum",params:{allowedValues: schema17.properties.method.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.url !== undefined){
let data4 = data1.url;
if(typeof data4 === "string"){
if(func0(data4) < 1){
const err10 = {instancePath:instancePath+"/requests/" + i0+"/url",schemaPath:"schema:SettingsSubRequest/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err11 = {instancePath:instancePath+"/requests/" + i0+"/url",schemaPath:"schema:SettingsSubRequest/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.body !== undefined){
let data5 = data1.body;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
const err12 = {instancePath:instancePath+"/requests/" + i0+"/body",schemaPath:"schema:SettingsSubRequest/properties/body/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err13 = {instancePath:instancePath+"/requests/" + i0,schemaPath:"schema:SettingsSubRequest/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err14 = {instancePath:instancePath+"/requests",schemaPath:"#/properties/requests/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate14.errors = vErrors;
return errors === 0;
}

exports.req_15 = validate15;
const schema18 = {"type":"object","properties":{"query":{"type":"object","properties":{"page":{"type":"integer","minimum":1,"default":1,"safeInteger":true},"pageSize":{"type":"integer","minimum":1,"maximum":40,"default":20,"safeInteger":true}}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{}}}};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.page === undefined){
data0.page = 1;
}
if(data0.pageSize === undefined){
data0.pageSize = 20;
}
let data1 = data0.page;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err0 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err1 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(Number.isInteger(data1) && !Number.isSafeInteger(data1)){
const err2 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
let data2 = data0.pageSize;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err3 = {instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 40 || isNaN(data2)){
const err4 = {instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 40},message:"must be <= 40"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(Number.isInteger(data2) && !Number.isSafeInteger(data2)){
const err6 = {instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
let data3 = data.headers;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3["billing-track-id"] !== undefined){
let data4 = data3["billing-track-id"];
if(typeof data4 === "string"){
if(func0(data4) > 64){
const err8 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern2.test(data4)){
const err9 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""};
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
const err10 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data3["billing-entity-ids"] !== undefined){
if(typeof data3["billing-entity-ids"] !== "string"){
const err11 = {instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data3["billing-version"] !== undefined){
let data6 = data3["billing-version"];
if(typeof data6 === "string"){
if(!pattern3.test(data6)){
const err12 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""};
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
const err13 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err14 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.params !== undefined){
let data7 = data.params;
if(!(data7 && typeof data7 == "object" && !Array.isArray(data7))){
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
validate15.errors = vErrors;
return errors === 0;
}

exports.req_AccountingPeriodCreate = validate16;
const schema19 = {"type":"object","required":["name","startDate","endDate","fiscalYear"],"properties":{"name":{"type":"string","minLength":1,"maxLength":100},"startDate":{"$ref":"schema:Date"},"endDate":{"$ref":"schema:Date"},"fiscalYear":{"type":"integer","minimum":1900,"maximum":9999,"safeInteger":true},"fiscalQuarter":{"type":"integer","minimum":1,"maximum":4,"safeInteger":true},"notes":{"type":"string","maxLength":255}}};
const schema20 = {"type":"string","format":"date","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"};
const formats4 = require("../formats").date;
const pattern29 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.startDate === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "startDate"},message:"must have required property '"+"startDate"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.endDate === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "endDate"},message:"must have required property '"+"endDate"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.fiscalYear === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fiscalYear"},message:"must have required property '"+"fiscalYear"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func0(data0) > 100){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func0(data0) < 1){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
if(data.startDate !== undefined){
let data1 = data.startDate;
if(typeof data1 === "string"){
if(!pattern29.test(data1)){
const err7 = {instancePath:instancePath+"/startDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(formats4.validate.test(data1))){
const err8 = {instancePath:instancePath+"/startDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err9 = {instancePath:instancePath+"/startDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.endDate !== undefined){
let data2 = data.endDate;
if(typeof data2 === "string"){
if(!pattern29.test(data2)){
const err10 = {instancePath:instancePath+"/endDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(formats4.validate.test(data2))){
const err11 = {instancePath:instancePath+"/endDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err12 = {instancePath:instancePath+"/endDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.fiscalYear !== undefined){
let data3 = data.fiscalYear;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err13 = {instancePath:instancePath+"/fiscalYear",schemaPath:"#/properties/fiscalYear/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 9999 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/fiscalYear",schemaPath:"#/properties/fiscalYear/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data3 < 1900 || isNaN(data3)){
const err15 = {instancePath:instancePath+"/fiscalYear",schemaPath:"#/properties/fiscalYear/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1900},message:"must be >= 1900"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(Number.isInteger(data3) && !Number.isSafeInteger(data3)){
const err16 = {instancePath:instancePath+"/fiscalYear",schemaPath:"#/properties/fiscalYear/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data.fiscalQuarter !== undefined){
let data4 = data.fiscalQuarter;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err17 = {instancePath:instancePath+"/fiscalQuarter",schemaPath:"#/properties/fiscalQuarter/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 4 || isNaN(data4)){
const err18 = {instancePath:instancePath+"/fiscalQuarter",schemaPath:"#/properties/fiscalQuarter/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4},message:"must be <= 4"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err19 = {instancePath:instancePath+"/fiscalQuarter",schemaPath:"#/properties/fiscalQuarter/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(Number.isInteger(data4) && !Number.isSafeInteger(data4)){
const err20 = {instancePath:instancePath+"/fiscalQuarter",schemaPath:"#/properties/fiscalQuarter/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data.notes !== undefined){
let data5 = data.notes;
if(typeof data5 === "string"){
if(func0(data5) > 255){
const err21 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
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
const err22 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate16.errors = vErrors;
return errors === 0;
}

exports.req_17 = validate17;
const schema22 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{"apId":{"type":"string"}},"required":["apId"]}}};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1["billing-track-id"] !== undefined){
let data2 = data1["billing-track-id"];
if(typeof data2 === "string"){
if(func0(data2) > 64){
const err1 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern2.test(data2)){
const err2 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""};
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
const err3 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1["billing-entity-ids"] !== undefined){
if(typeof data1["billing-entity-ids"] !== "string"){
const err4 = {instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1["billing-version"] !== undefined){
let data4 = data1["billing-version"];
if(typeof data4 === "string"){
if(!pattern3.test(data4)){
const err5 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""};
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
const err6 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err7 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.params !== undefined){
let data5 = data.params;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.apId === undefined){
const err8 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "apId"},message:"must have required property '"+"apId"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data5.apId !== undefined){
if(typeof data5.apId !== "string"){
const err9 = {instancePath:instancePath+"/params/apId",schemaPath:"#/properties/params/properties/apId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

exports.req_AccountingPeriodUpdate = validate18;
const schema23 = {"type":"object","properties":{"name":{"type":"string","minLength":1,"maxLength":100},"startDate":{"$ref":"schema:Date"},"endDate":{"$ref":"schema:Date"},"fiscalYear":{"type":"integer","minimum":1900,"maximum":9999,"safeInteger":true},"fiscalQuarter":{"type":"integer","minimum":1,"maximum":4,"safeInteger":true},"notes":{"type":"string","maxLength":255}}};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func0(data0) > 100){
const err0 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func0(data0) < 1){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
if(data.startDate !== undefined){
let data1 = data.startDate;
if(typeof data1 === "string"){
if(!pattern29.test(data1)){
const err3 = {instancePath:instancePath+"/startDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(formats4.validate.test(data1))){
const err4 = {instancePath:instancePath+"/startDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err5 = {instancePath:instancePath+"/startDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.endDate !== undefined){
let data2 = data.endDate;
if(typeof data2 === "string"){
if(!pattern29.test(data2)){
const err6 = {instancePath:instancePath+"/endDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(formats4.validate.test(data2))){
const err7 = {instancePath:instancePath+"/endDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err8 = {instancePath:instancePath+"/endDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.fiscalYear !== undefined){
let data3 = data.fiscalYear;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err9 = {instancePath:instancePath+"/fiscalYear",schemaPath:"#/properties/fiscalYear/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 9999 || isNaN(data3)){
const err10 = {instancePath:instancePath+"/fiscalYear",schemaPath:"#/properties/fiscalYear/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3 < 1900 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/fiscalYear",schemaPath:"#/properties/fiscalYear/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1900},message:"must be >= 1900"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(Number.isInteger(data3) && !Number.isSafeInteger(data3)){
const err12 = {instancePath:instancePath+"/fiscalYear",schemaPath:"#/properties/fiscalYear/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data.fiscalQuarter !== undefined){
let data4 = data.fiscalQuarter;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err13 = {instancePath:instancePath+"/fiscalQuarter",schemaPath:"#/properties/fiscalQuarter/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 4 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/fiscalQuarter",schemaPath:"#/properties/fiscalQuarter/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4},message:"must be <= 4"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/fiscalQuarter",schemaPath:"#/properties/fiscalQuarter/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(Number.isInteger(data4) && !Number.isSafeInteger(data4)){
const err16 = {instancePath:instancePath+"/fiscalQuarter",schemaPath:"#/properties/fiscalQuarter/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data.notes !== undefined){
let data5 = data.notes;
if(typeof data5 === "string"){
if(func0(data5) > 255){
const err17 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
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
const err18 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate18.errors = vErrors;
return errors === 0;
}

exports.req_AccountingCodeCreate = validate19;
const schema26 = {"type":"object","required":["name","type"],"properties":{"name":{"type":"string","minLength":1,"maxLength":100},"type":{"allOf":[{"$ref":"schema:AccountingCodeType"},{"not":{"enum":["AccountsReceivable"]}}]},"glAccountName":{"type":"string","maxLength":255},"glAccountNumber":{"type":"string","maxLength":255},"notes":{"type":"string","maxLength":2000}}};
const schema27 = {"type":"string","enum":["AccountsReceivable","On-Account Receivable","Cash","OtherAssets","CustomerCashOnAccount","DeferredRevenue","SalesTaxPayable","OtherLiabilities","SalesRevenue","SalesDiscounts","OtherRevenue","OtherEquity","BadDebt","OtherExpenses"]};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.type === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func0(data0) > 100){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func0(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.type !== undefined){
let data1 = data.type;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/type",schemaPath:"schema:AccountingCodeType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((((((((((((((data1 === "AccountsReceivable") || (data1 === "On-Account Receivable")) || (data1 === "Cash")) || (data1 === "OtherAssets")) || (data1 === "CustomerCashOnAccount")) || (data1 === "DeferredRevenue")) || (data1 === "SalesTaxPayable")) || (data1 === "OtherLiabilities")) || (data1 === "SalesRevenue")) || (data1 === "SalesDiscounts")) || (data1 === "OtherRevenue")) || (data1 === "OtherEquity")) || (data1 === "BadDebt")) || (data1 === "OtherExpenses"))){
const err6 = {instancePath:instancePath+"/type",schemaPath:"schema:AccountingCodeType/enum",keyword:"enum",params:{allowedValues: schema27.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const _errs8 = errors;
const _errs9 = errors;
if(!(data1 === "AccountsReceivable")){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var valid3 = _errs9 === errors;
if(valid3){
const err8 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
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
}
if(data.glAccountName !== undefined){
let data2 = data.glAccountName;
if(typeof data2 === "string"){
if(func0(data2) > 255){
const err9 = {instancePath:instancePath+"/glAccountName",schemaPath:"#/properties/glAccountName/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
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
const err10 = {instancePath:instancePath+"/glAccountName",schemaPath:"#/properties/glAccountName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.glAccountNumber !== undefined){
let data3 = data.glAccountNumber;
if(typeof data3 === "string"){
if(func0(data3) > 255){
const err11 = {instancePath:instancePath+"/glAccountNumber",schemaPath:"#/properties/glAccountNumber/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
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
const err12 = {instancePath:instancePath+"/glAccountNumber",schemaPath:"#/properties/glAccountNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.notes !== undefined){
let data4 = data.notes;
if(typeof data4 === "string"){
if(func0(data4) > 2000){
const err13 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
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
const err14 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate19.errors = vErrors;
return errors === 0;
}

exports.req_20 = validate20;
const schema28 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{"acId":{"type":"string"}},"required":["acId"]}}};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1["billing-track-id"] !== undefined){
let data2 = data1["billing-track-id"];
if(typeof data2 === "string"){
if(func0(data2) > 64){
const err1 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern2.test(data2)){
const err2 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""};
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
const err3 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1["billing-entity-ids"] !== undefined){
if(typeof data1["billing-entity-ids"] !== "string"){
const err4 = {instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1["billing-version"] !== undefined){
let data4 = data1["billing-version"];
if(typeof data4 === "string"){
if(!pattern3.test(data4)){
const err5 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""};
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
const err6 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err7 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.params !== undefined){
let data5 = data.params;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.acId === undefined){
const err8 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "acId"},message:"must have required property '"+"acId"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data5.acId !== undefined){
if(typeof data5.acId !== "string"){
const err9 = {instancePath:instancePath+"/params/acId",schemaPath:"#/properties/params/properties/acId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}

exports.req_AccountingCodeUpdate = validate21;
const schema29 = {"type":"object","properties":{"name":{"type":"string","minLength":1,"maxLength":100},"type":{"allOf":[{"$ref":"schema:AccountingCodeType"},{"not":{"enum":["AccountsReceivable"]}}]},"glAccountName":{"type":"string","maxLength":255},"glAccountNumber":{"type":"string","maxLength":255},"notes":{"type":"string","maxLength":2000}}};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func0(data0) > 100){
const err0 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func0(data0) < 1){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
if(data.type !== undefined){
let data1 = data.type;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/type",schemaPath:"schema:AccountingCodeType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!((((((((((((((data1 === "AccountsReceivable") || (data1 === "On-Account Receivable")) || (data1 === "Cash")) || (data1 === "OtherAssets")) || (data1 === "CustomerCashOnAccount")) || (data1 === "DeferredRevenue")) || (data1 === "SalesTaxPayable")) || (data1 === "OtherLiabilities")) || (data1 === "SalesRevenue")) || (data1 === "SalesDiscounts")) || (data1 === "OtherRevenue")) || (data1 === "OtherEquity")) || (data1 === "BadDebt")) || (data1 === "OtherExpenses"))){
const err4 = {instancePath:instancePath+"/type",schemaPath:"schema:AccountingCodeType/enum",keyword:"enum",params:{allowedValues: schema27.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs8 = errors;
const _errs9 = errors;
if(!(data1 === "AccountsReceivable")){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid3 = _errs9 === errors;
if(valid3){
const err6 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
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
}
if(data.glAccountName !== undefined){
let data2 = data.glAccountName;
if(typeof data2 === "string"){
if(func0(data2) > 255){
const err7 = {instancePath:instancePath+"/glAccountName",schemaPath:"#/properties/glAccountName/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
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
const err8 = {instancePath:instancePath+"/glAccountName",schemaPath:"#/properties/glAccountName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.glAccountNumber !== undefined){
let data3 = data.glAccountNumber;
if(typeof data3 === "string"){
if(func0(data3) > 255){
const err9 = {instancePath:instancePath+"/glAccountNumber",schemaPath:"#/properties/glAccountNumber/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
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
const err10 = {instancePath:instancePath+"/glAccountNumber",schemaPath:"#/properties/glAccountNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.notes !== undefined){
let data4 = data.notes;
if(typeof data4 === "string"){
if(func0(data4) > 2000){
const err11 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
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
const err12 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate21.errors = vErrors;
return errors === 0;
}

exports.req_AccountCreate = validate22;
const schema31 = {"type":"object","required":["name","currency","billCycleDay","billToContact"],"properties":{"name":{"type":"string","minLength":1,"maxLength":255},"accountNumber":{"type":"string","minLength":1,"maxLength":70},"currency":{"type":"string","pattern":"^[A-Z]{3}$"},"billCycleDay":{"type":"integer","minimum":0,"maximum":31,"safeInteger":true},"paymentTerm":{"type":"string"},"autoPay":{"type":"boolean"},"notes":{"type":"string","maxLength":65535},"billToContact":{"$ref":"schema:ContactCreate"},"soldToContact":{"$ref":"schema:ContactCreate"},"invoice":{"type":"boolean"},"collect":{"type":"boolean"},"runBilling":{"type":"boolean"},"targetDate":{"type":"string","format":"date"}}};
const pattern37 = new RegExp("^[A-Z]{3}$", "u");
const schema32 = {"allOf":[{"$ref":"schema:ContactFields"},{"type":"object","required":["firstName","lastName"],"properties":{"firstName":{"type":"string","minLength":1},"lastName":{"type":"string","minLength":1}}}]};
const schema33 = {"type":"object","properties":{"firstName":{"type":"string","maxLength":100},"lastName":{"type":"string","maxLength":100},"nickname":{"type":"string","maxLength":100},"workEmail":{"type":"string","maxLength":80},"personalEmail":{"type":"string","maxLength":80},"workPhone":{"type":"string","maxLength":40},"mobilePhone":{"type":"string","maxLength":100},"homePhone":{"type":"string","maxLength":40},"fax":{"type":"string","maxLength":40},"address1":{"type":"string","maxLength":255},"address2":{"type":"string","maxLength":255},"city":{"type":"string","maxLength":40},"state":{"type":"string","maxLength":40},"county":{"type":"string","maxLength":32},"zipCode":{"type":"string","maxLength":20},"country":{"type":"string","maxLength":64},"taxRegion":{"type":"string","maxLength":32}}};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.firstName === undefined){
const err35 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "firstName"},message:"must have required property '"+"firstName"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data.lastName === undefined){
const err36 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "lastName"},message:"must have required property '"+"lastName"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data.firstName !== undefined){
let data17 = data.firstName;
if(typeof data17 === "string"){
if(func0(data17) < 1){
const err37 = {instancePath:instancePath+"/firstName",schemaPath:"#/allOf/1/properties/firstName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/firstName",schemaPath:"#/allOf/1/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.lastName !== undefined){
let data18 = data.lastName;
if(typeof data18 === "string"){
if(func0(data18) < 1){
const err39 = {instancePath:instancePath+"/lastName",schemaPath:"#/allOf/1/properties/lastName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err40 = {instancePath:instancePath+"/lastName",schemaPath:"#/allOf/1/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err41 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}


function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.currency === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "currency"},message:"must have required property '"+"currency"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.billCycleDay === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "billCycleDay"},message:"must have required property '"+"billCycleDay"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.billToContact === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "billToContact"},message:"must have required property '"+"billToContact"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func0(data0) > 255){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func0(data0) < 1){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
if(data.accountNumber !== undefined){
let data1 = data.accountNumber;
if(typeof data1 === "string"){
if(func0(data1) > 70){
const err7 = {instancePath:instancePath+"/accountNumber",schemaPath:"#/properties/accountNumber/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func0(data1) < 1){
const err8 = {instancePath:instancePath+"/accountNumber",schemaPath:"#/properties/accountNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err9 = {instancePath:instancePath+"/accountNumber",schemaPath:"#/properties/accountNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.currency !== undefined){
let data2 = data.currency;
if(typeof data2 === "string"){
if(!pattern37.test(data2)){
const err10 = {instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""};
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
const err11 = {instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.billCycleDay !== undefined){
let data3 = data.billCycleDay;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {instancePath:instancePath+"/billCycleDay",schemaPath:"#/properties/billCycleDay/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 31 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/billCycleDay",schemaPath:"#/properties/billCycleDay/maximum",keyword:"maximum",params:{comparison: "<=", limit: 31},message:"must be <= 31"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/billCycleDay",schemaPath:"#/properties/billCycleDay/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(Number.isInteger(data3) && !Number.isSafeInteger(data3)){
const err15 = {instancePath:instancePath+"/billCycleDay",schemaPath:"#/properties/billCycleDay/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data.paymentTerm !== undefined){
if(typeof data.paymentTerm !== "string"){
const err16 = {instancePath:instancePath+"/paymentTerm",schemaPath:"#/properties/paymentTerm/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.autoPay !== undefined){
if(typeof data.autoPay !== "boolean"){
const err17 = {instancePath:instancePath+"/autoPay",schemaPath:"#/properties/autoPay/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.notes !== undefined){
let data6 = data.notes;
if(typeof data6 === "string"){
if(func0(data6) > 65535){
const err18 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 65535},message:"must NOT have more than 65535 characters"};
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
if(data.billToContact !== undefined){
if(!(validate23(data.billToContact, {instancePath:instancePath+"/billToContact",parentData:data,parentDataProperty:"billToContact",rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
if(data.soldToContact !== undefined){
if(!(validate23(data.soldToContact, {instancePath:instancePath+"/soldToContact",parentData:data,parentDataProperty:"soldToContact",rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
if(data.invoice !== undefined){
if(typeof data.invoice !== "boolean"){
const err20 = {instancePath:instancePath+"/invoice",schemaPath:"#/properties/invoice/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.collect !== undefined){
if(typeof data.collect !== "boolean"){
const err21 = {instancePath:instancePath+"/collect",schemaPath:"#/properties/collect/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.runBilling !== undefined){
if(typeof data.runBilling !== "boolean"){
const err22 = {instancePath:instancePath+"/runBilling",schemaPath:"#/properties/runBilling/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.targetDate !== undefined){
let data12 = data.targetDate;
if(typeof data12 === "string"){
if(!(formats4.validate.test(data12))){
const err23 = {instancePath:instancePath+"/targetDate",schemaPath:"#/properties/targetDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err24 = {instancePath:instancePath+"/targetDate",schemaPath:"#/properties/targetDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}

exports.req_FileDeletionJobCreate = validate26;
const schema34 = {"type":"object","required":["accountIds"],"properties":{"accountIds":{"type":"array","minItems":1,"maxItems":50,"items":{"type":"string","minLength":1}}}};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.accountIds === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "accountIds"},message:"must have required property '"+"accountIds"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.accountIds !== undefined){
let data0 = data.accountIds;
if(Array.isArray(data0)){
if(data0.length > 50){
const err1 = {instancePath:instancePath+"/accountIds",schemaPath:"#/properties/accountIds/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.length < 1){
const err2 = {instancePath:instancePath+"/accountIds",schemaPath:"#/properties/accountIds/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 === "string"){
if(func0(data1) < 1){
const err3 = {instancePath:instancePath+"/accountIds/" + i0,schemaPath:"#/properties/accountIds/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/accountIds/" + i0,schemaPath:"#/properties/accountIds/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err5 = {instancePath:instancePath+"/accountIds",schemaPath:"#/properties/accountIds/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate26.errors = vErrors;
return errors === 0;
}

exports.req_24 = validate27;
const schema35 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{"jobId":{"type":"string"}},"required":["jobId"]}}};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1["billing-track-id"] !== undefined){
let data2 = data1["billing-track-id"];
if(typeof data2 === "string"){
if(func0(data2) > 64){
const err1 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern2.test(data2)){
const err2 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""};
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
const err3 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1["billing-entity-ids"] !== undefined){
if(typeof data1["billing-entity-ids"] !== "string"){
const err4 = {instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1["billing-version"] !== undefined){
let data4 = data1["billing-version"];
if(typeof data4 === "string"){
if(!pattern3.test(data4)){
const err5 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""};
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
const err6 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err7 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.params !== undefined){
let data5 = data.params;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.jobId === undefined){
const err8 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "jobId"},message:"must have required property '"+"jobId"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data5.jobId !== undefined){
if(typeof data5.jobId !== "string"){
const err9 = {instancePath:instancePath+"/params/jobId",schemaPath:"#/properties/params/properties/jobId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}

exports.req_OrderPreviewRequest = validate28;
const schema36 = {"type":"object","required":["orderDate","existingAccountNumber","subscriptions"],"properties":{"orderDate":{"$ref":"schema:Date"},"existingAccountNumber":{"type":"string","minLength":1},"subscriptions":{"type":"array","minItems":1,"maxItems":50,"items":{"type":"object","required":["orderActions"],"properties":{"orderActions":{"type":"array","minItems":1,"items":{"type":"object","required":["type"],"properties":{"type":{"type":"string","enum":["CreateSubscription"]},"createSubscription":{"type":"object","required":["subscribeToRatePlans"],"properties":{"subscribeToRatePlans":{"type":"array","minItems":1,"items":{"type":"object","required":["productRatePlanId"],"properties":{"productRatePlanId":{"type":"string","minLength":1}}}}}}}}}}}},"previewOptions":{"type":"object","properties":{"previewThruType":{"type":"string","enum":["SpecificDate","NumberOfPeriods"]},"specificPreviewThruDate":{"$ref":"schema:Date"},"previewNumberOfPeriods":{"type":"integer","minimum":1,"maximum":36,"safeInteger":true}}}}};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.orderDate === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "orderDate"},message:"must have required property '"+"orderDate"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.existingAccountNumber === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "existingAccountNumber"},message:"must have required property '"+"existingAccountNumber"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.subscriptions === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "subscriptions"},message:"must have required property '"+"subscriptions"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.orderDate !== undefined){
let data0 = data.orderDate;
if(typeof data0 === "string"){
if(!pattern29.test(data0)){
const err3 = {instancePath:instancePath+"/orderDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(formats4.validate.test(data0))){
const err4 = {instancePath:instancePath+"/orderDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err5 = {instancePath:instancePath+"/orderDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.existingAccountNumber !== undefined){
let data1 = data.existingAccountNumber;
if(typeof data1 === "string"){
if(func0(data1) < 1){
const err6 = {instancePath:instancePath+"/existingAccountNumber",schemaPath:"#/properties/existingAccountNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err7 = {instancePath:instancePath+"/existingAccountNumber",schemaPath:"#/properties/existingAccountNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.subscriptions !== undefined){
let data2 = data.subscriptions;
if(Array.isArray(data2)){
if(data2.length > 50){
const err8 = {instancePath:instancePath+"/subscriptions",schemaPath:"#/properties/subscriptions/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.length < 1){
const err9 = {instancePath:instancePath+"/subscriptions",schemaPath:"#/properties/subscriptions/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.orderActions === undefined){
const err10 = {instancePath:instancePath+"/subscriptions/" + i0,schemaPath:"#/properties/subscriptions/items/required",keyword:"required",params:{missingProperty: "orderActions"},message:"must have required property '"+"orderActions"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3.orderActions !== undefined){
let data4 = data3.orderActions;
if(Array.isArray(data4)){
if(data4.length < 1){
const err11 = {instancePath:instancePath+"/subscriptions/" + i0+"/orderActions",schemaPath:"#/properties/subscriptions/items/properties/orderActions/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.type === undefined){
const err12 = {instancePath:instancePath+"/subscriptions/" + i0+"/orderActions/" + i1,schemaPath:"#/properties/subscriptions/items/properties/orderActions/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data5.type !== undefined){
let data6 = data5.type;
if(typeof data6 !== "string"){
const err13 = {instancePath:instancePath+"/subscriptions/" + i0+"/orderActions/" + i1+"/type",schemaPath:"#/properties/subscriptions/items/properties/orderActions/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(data6 === "CreateSubscription")){
const err14 = {instancePath:instancePath+"/subscriptions/" + i0+"/orderActions/" + i1+"/type",schemaPath:"#/properties/subscriptions/items/properties/orderActions/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema36.properties.subscriptions.items.properties.orderActions.items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data5.createSubscription !== undefined){
let data7 = data5.createSubscription;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.subscribeToRatePlans === undefined){
const err15 = {instancePath:instancePath+"/subscriptions/" + i0+"/orderActions/" + i1+"/createSubscription",schemaPath:"#/properties/subscriptions/items/properties/orderActions/items/properties/createSubscription/required",keyword:"required",params:{missingProperty: "subscribeToRatePlans"},message:"must have required property '"+"subscribeToRatePlans"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data7.subscribeToRatePlans !== undefined){
let data8 = data7.subscribeToRatePlans;
if(Array.isArray(data8)){
if(data8.length < 1){
const err16 = {instancePath:instancePath+"/subscriptions/" + i0+"/orderActions/" + i1+"/createSubscription/subscribeToRatePlans",schemaPath:"#/properties/subscriptions/items/properties/orderActions/items/properties/createSubscription/properties/subscribeToRatePlans/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const len2 = data8.length;
for(let i2=0; i2<len2; i2++){
let data9 = data8[i2];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.productRatePlanId === undefined){
const err17 = {instancePath:instancePath+"/subscriptions/" + i0+"/orderActions/" + i1+"/createSubscription/subscribeToRatePlans/" + i2,schemaPath:"#/properties/subscriptions/items/properties/orderActions/items/properties/createSubscription/properties/subscribeToRatePlans/items/required",keyword:"required",params:{missingProperty: "productRatePlanId"},message:"must have required property '"+"productRatePlanId"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data9.productRatePlanId !== undefined){
let data10 = data9.productRatePlanId;
if(typeof data10 === "string"){
if(func0(data10) < 1){
const err18 = {instancePath:instancePath+"/subscriptions/" + i0+"/orderActions/" + i1+"/createSubscription/subscribeToRatePlans/" + i2+"/productRatePlanId",schemaPath:"#/properties/subscriptions/items/properties/orderActions/items/properties/createSubscription/properties/subscribeToRatePlans/items/properties/productRatePlanId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err19 = {instancePath:instancePath+"/subscriptions/" + i0+"/orderActions/" + i1+"/createSubscription/subscribeToRatePlans/" + i2+"/productRatePlanId",schemaPath:"#/properties/subscriptions/items/properties/orderActions/items/properties/createSubscription/properties/subscribeToRatePlans/items/properties/productRatePlanId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err20 = {instancePath:instancePath+"/subscriptions/" + i0+"/orderActions/" + i1+"/createSubscription/subscribeToRatePlans/" + i2,schemaPath:"#/properties/subscriptions/items/properties/orderActions/items/properties/createSubscription/properties/subscribeToRatePlans/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err21 = {instancePath:instancePath+"/subscriptions/" + i0+"/orderActions/" + i1+"/createSubscription/subscribeToRatePlans",schemaPath:"#/properties/subscriptions/items/properties/orderActions/items/properties/createSubscription/properties/subscribeToRatePlans/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err22 = {instancePath:instancePath+"/subscriptions/" + i0+"/orderActions/" + i1+"/createSubscription",schemaPath:"#/properties/subscriptions/items/properties/orderActions/items/properties/createSubscription/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err23 = {instancePath:instancePath+"/subscriptions/" + i0+"/orderActions/" + i1,schemaPath:"#/properties/subscriptions/items/properties/orderActions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err24 = {instancePath:instancePath+"/subscriptions/" + i0+"/orderActions",schemaPath:"#/properties/subscriptions/items/properties/orderActions/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err25 = {instancePath:instancePath+"/subscriptions/" + i0,schemaPath:"#/properties/subscriptions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err26 = {instancePath:instancePath+"/subscriptions",schemaPath:"#/properties/subscriptions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.previewOptions !== undefined){
let data11 = data.previewOptions;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.previewThruType !== undefined){
let data12 = data11.previewThruType;
if(typeof data12 !== "string"){
const err27 = {instancePath:instancePath+"/previewOptions/previewThruType",schemaPath:"#/properties/previewOptions/properties/previewThruType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!((data12 === "SpecificDate") || (data12 === "NumberOfPeriods"))){
const err28 = {instancePath:instancePath+"/previewOptions/previewThruType",schemaPath:"#/properties/previewOptions/properties/previewThruType/enum",keyword:"enum",params:{allowedValues: schema36.properties.previewOptions.properties.previewThruType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data11.specificPreviewThruDate !== undefined){
let data13 = data11.specificPreviewThruDate;
if(typeof data13 === "string"){
if(!pattern29.test(data13)){
const err29 = {instancePath:instancePath+"/previewOptions/specificPreviewThruDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!(formats4.validate.test(data13))){
const err30 = {instancePath:instancePath+"/previewOptions/specificPreviewThruDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err31 = {instancePath:instancePath+"/previewOptions/specificPreviewThruDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data11.previewNumberOfPeriods !== undefined){
let data14 = data11.previewNumberOfPeriods;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err32 = {instancePath:instancePath+"/previewOptions/previewNumberOfPeriods",schemaPath:"#/properties/previewOptions/properties/previewNumberOfPeriods/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 36 || isNaN(data14)){
const err33 = {instancePath:instancePath+"/previewOptions/previewNumberOfPeriods",schemaPath:"#/properties/previewOptions/properties/previewNumberOfPeriods/maximum",keyword:"maximum",params:{comparison: "<=", limit: 36},message:"must be <= 36"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data14 < 1 || isNaN(data14)){
const err34 = {instancePath:instancePath+"/previewOptions/previewNumberOfPeriods",schemaPath:"#/properties/previewOptions/properties/previewNumberOfPeriods/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(Number.isInteger(data14) && !Number.isSafeInteger(data14)){
const err35 = {instancePath:instancePath+"/previewOptions/previewNumberOfPeriods",schemaPath:"#/properties/previewOptions/properties/previewNumberOfPeriods/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
}
else {
const err36 = {instancePath:instancePath+"/previewOptions",schemaPath:"#/properties/previewOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err37 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}

exports.req_26 = validate29;
const schema39 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{"bulkKey":{"type":"string","minLength":32,"maxLength":32,"pattern":"^[A-Za-z0-9]{32}$"}},"required":["bulkKey"]}}};
const pattern44 = new RegExp("^[A-Za-z0-9]{32}$", "u");

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1["billing-track-id"] !== undefined){
let data2 = data1["billing-track-id"];
if(typeof data2 === "string"){
if(func0(data2) > 64){
const err1 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern2.test(data2)){
const err2 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""};
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
const err3 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1["billing-entity-ids"] !== undefined){
if(typeof data1["billing-entity-ids"] !== "string"){
const err4 = {instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1["billing-version"] !== undefined){
let data4 = data1["billing-version"];
if(typeof data4 === "string"){
if(!pattern3.test(data4)){
const err5 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""};
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
const err6 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err7 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.params !== undefined){
let data5 = data.params;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.bulkKey === undefined){
const err8 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "bulkKey"},message:"must have required property '"+"bulkKey"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data5.bulkKey !== undefined){
let data6 = data5.bulkKey;
if(typeof data6 === "string"){
if(func0(data6) > 32){
const err9 = {instancePath:instancePath+"/params/bulkKey",schemaPath:"#/properties/params/properties/bulkKey/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func0(data6) < 32){
const err10 = {instancePath:instancePath+"/params/bulkKey",schemaPath:"#/properties/params/properties/bulkKey/minLength",keyword:"minLength",params:{limit: 32},message:"must NOT have fewer than 32 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern44.test(data6)){
const err11 = {instancePath:instancePath+"/params/bulkKey",schemaPath:"#/properties/params/properties/bulkKey/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9]{32}$"},message:"must match pattern \""+"^[A-Za-z0-9]{32}$"+"\""};
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
const err12 = {instancePath:instancePath+"/params/bulkKey",schemaPath:"#/properties/params/properties/bulkKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate29.errors = vErrors;
return errors === 0;
}

exports.req_27 = validate30;
const schema40 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{"productId":{"type":"string"}},"required":["productId"]}}};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1["billing-track-id"] !== undefined){
let data2 = data1["billing-track-id"];
if(typeof data2 === "string"){
if(func0(data2) > 64){
const err1 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern2.test(data2)){
const err2 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""};
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
const err3 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1["billing-entity-ids"] !== undefined){
if(typeof data1["billing-entity-ids"] !== "string"){
const err4 = {instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1["billing-version"] !== undefined){
let data4 = data1["billing-version"];
if(typeof data4 === "string"){
if(!pattern3.test(data4)){
const err5 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""};
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
const err6 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err7 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.params !== undefined){
let data5 = data.params;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.productId === undefined){
const err8 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "productId"},message:"must have required property '"+"productId"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data5.productId !== undefined){
if(typeof data5.productId !== "string"){
const err9 = {instancePath:instancePath+"/params/productId",schemaPath:"#/properties/params/properties/productId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}

exports.req_28 = validate31;
const schema41 = {"type":"object","properties":{"query":{"type":"object","properties":{"page":{"type":"integer","minimum":1,"default":1,"safeInteger":true},"pageSize":{"type":"integer","minimum":1,"maximum":40,"default":20,"safeInteger":true}}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{"productId":{"type":"string"}},"required":["productId"]}}};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.page === undefined){
data0.page = 1;
}
if(data0.pageSize === undefined){
data0.pageSize = 20;
}
let data1 = data0.page;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err0 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err1 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(Number.isInteger(data1) && !Number.isSafeInteger(data1)){
const err2 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
let data2 = data0.pageSize;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err3 = {instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 40 || isNaN(data2)){
const err4 = {instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 40},message:"must be <= 40"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(Number.isInteger(data2) && !Number.isSafeInteger(data2)){
const err6 = {instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
let data3 = data.headers;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3["billing-track-id"] !== undefined){
let data4 = data3["billing-track-id"];
if(typeof data4 === "string"){
if(func0(data4) > 64){
const err8 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern2.test(data4)){
const err9 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""};
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
const err10 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data3["billing-entity-ids"] !== undefined){
if(typeof data3["billing-entity-ids"] !== "string"){
const err11 = {instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data3["billing-version"] !== undefined){
let data6 = data3["billing-version"];
if(typeof data6 === "string"){
if(!pattern3.test(data6)){
const err12 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""};
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
const err13 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err14 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.params !== undefined){
let data7 = data.params;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.productId === undefined){
const err15 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "productId"},message:"must have required property '"+"productId"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data7.productId !== undefined){
if(typeof data7.productId !== "string"){
const err16 = {instancePath:instancePath+"/params/productId",schemaPath:"#/properties/params/properties/productId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}

exports.req_29 = validate32;
const schema42 = {"type":"object","properties":{"query":{"type":"object","properties":{"accountId":{"type":"string"},"page":{"type":"integer","minimum":1,"default":1,"safeInteger":true},"pageSize":{"type":"integer","minimum":1,"maximum":40,"default":20,"safeInteger":true}}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{}}}};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.page === undefined){
data0.page = 1;
}
if(data0.pageSize === undefined){
data0.pageSize = 20;
}
if(data0.accountId !== undefined){
if(typeof data0.accountId !== "string"){
const err0 = {instancePath:instancePath+"/query/accountId",schemaPath:"#/properties/query/properties/accountId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data2 = data0.page;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err1 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err2 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(Number.isInteger(data2) && !Number.isSafeInteger(data2)){
const err3 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
let data3 = data0.pageSize;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err4 = {instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 40 || isNaN(data3)){
const err5 = {instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 40},message:"must be <= 40"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err6 = {instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(Number.isInteger(data3) && !Number.isSafeInteger(data3)){
const err7 = {instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
const err8 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.headers !== undefined){
let data4 = data.headers;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4["billing-track-id"] !== undefined){
let data5 = data4["billing-track-id"];
if(typeof data5 === "string"){
if(func0(data5) > 64){
const err9 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern2.test(data5)){
const err10 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""};
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
const err11 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data4["billing-entity-ids"] !== undefined){
if(typeof data4["billing-entity-ids"] !== "string"){
const err12 = {instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data4["billing-version"] !== undefined){
let data7 = data4["billing-version"];
if(typeof data7 === "string"){
if(!pattern3.test(data7)){
const err13 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""};
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
const err14 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err15 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.params !== undefined){
let data8 = data.params;
if(!(data8 && typeof data8 == "object" && !Array.isArray(data8))){
const err16 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}

exports.req_ProductShare = validate33;
const schema43 = {"type":"object","required":["entityIds"],"properties":{"entityIds":{"type":"array","minItems":1,"maxItems":10,"items":{"type":"string","minLength":1}}}};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.entityIds === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityIds"},message:"must have required property '"+"entityIds"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.entityIds !== undefined){
let data0 = data.entityIds;
if(Array.isArray(data0)){
if(data0.length > 10){
const err1 = {instancePath:instancePath+"/entityIds",schemaPath:"#/properties/entityIds/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.length < 1){
const err2 = {instancePath:instancePath+"/entityIds",schemaPath:"#/properties/entityIds/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 === "string"){
if(func0(data1) < 1){
const err3 = {instancePath:instancePath+"/entityIds/" + i0,schemaPath:"#/properties/entityIds/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/entityIds/" + i0,schemaPath:"#/properties/entityIds/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err5 = {instancePath:instancePath+"/entityIds",schemaPath:"#/properties/entityIds/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate33.errors = vErrors;
return errors === 0;
}

exports.req_31 = validate34;
const schema44 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{"chargeKey":{"type":"string"}},"required":["chargeKey"]}}};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1["billing-track-id"] !== undefined){
let data2 = data1["billing-track-id"];
if(typeof data2 === "string"){
if(func0(data2) > 64){
const err1 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern2.test(data2)){
const err2 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""};
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
const err3 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1["billing-entity-ids"] !== undefined){
if(typeof data1["billing-entity-ids"] !== "string"){
const err4 = {instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1["billing-version"] !== undefined){
let data4 = data1["billing-version"];
if(typeof data4 === "string"){
if(!pattern3.test(data4)){
const err5 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""};
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
const err6 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err7 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.params !== undefined){
let data5 = data.params;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.chargeKey === undefined){
const err8 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "chargeKey"},message:"must have required property '"+"chargeKey"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data5.chargeKey !== undefined){
if(typeof data5.chargeKey !== "string"){
const err9 = {instancePath:instancePath+"/params/chargeKey",schemaPath:"#/properties/params/properties/chargeKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}

exports.req_32 = validate35;
const schema45 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{"crsNumber":{"type":"string"}},"required":["crsNumber"]}}};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1["billing-track-id"] !== undefined){
let data2 = data1["billing-track-id"];
if(typeof data2 === "string"){
if(func0(data2) > 64){
const err1 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern2.test(data2)){
const err2 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""};
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
const err3 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1["billing-entity-ids"] !== undefined){
if(typeof data1["billing-entity-ids"] !== "string"){
const err4 = {instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1["billing-version"] !== undefined){
let data4 = data1["billing-version"];
if(typeof data4 === "string"){
if(!pattern3.test(data4)){
const err5 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""};
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
const err6 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err7 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.params !== undefined){
let data5 = data.params;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.crsNumber === undefined){
const err8 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "crsNumber"},message:"must have required property '"+"crsNumber"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data5.crsNumber !== undefined){
if(typeof data5.crsNumber !== "string"){
const err9 = {instancePath:instancePath+"/params/crsNumber",schemaPath:"#/properties/params/properties/crsNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}

exports.req_33 = validate36;
const schema46 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"},"apiaccesskeyid":{"type":"string"},"apisecretaccesskey":{"type":"string"}},"required":["apiaccesskeyid","apisecretaccesskey"]},"params":{"type":"object","properties":{}}}};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.apiaccesskeyid === undefined){
const err1 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: "apiaccesskeyid"},message:"must have required property '"+"apiaccesskeyid"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1.apisecretaccesskey === undefined){
const err2 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: "apisecretaccesskey"},message:"must have required property '"+"apisecretaccesskey"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1["billing-track-id"] !== undefined){
let data2 = data1["billing-track-id"];
if(typeof data2 === "string"){
if(func0(data2) > 64){
const err3 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern2.test(data2)){
const err4 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""};
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
const err5 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1["billing-entity-ids"] !== undefined){
if(typeof data1["billing-entity-ids"] !== "string"){
const err6 = {instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1["billing-version"] !== undefined){
let data4 = data1["billing-version"];
if(typeof data4 === "string"){
if(!pattern3.test(data4)){
const err7 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""};
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
const err8 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.apiaccesskeyid !== undefined){
if(typeof data1.apiaccesskeyid !== "string"){
const err9 = {instancePath:instancePath+"/headers/apiaccesskeyid",schemaPath:"#/properties/headers/properties/apiaccesskeyid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.apisecretaccesskey !== undefined){
if(typeof data1.apisecretaccesskey !== "string"){
const err10 = {instancePath:instancePath+"/headers/apisecretaccesskey",schemaPath:"#/properties/headers/properties/apisecretaccesskey/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err11 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.params !== undefined){
let data7 = data.params;
if(!(data7 && typeof data7 == "object" && !Array.isArray(data7))){
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
validate36.errors = vErrors;
return errors === 0;
}

exports.req_34 = validate37;
const schema47 = {"type":"object"};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate37.errors = vErrors;
return errors === 0;
}

exports.req_35 = validate38;
const schema48 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{"contactId":{"type":"string"}},"required":["contactId"]}}};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1["billing-track-id"] !== undefined){
let data2 = data1["billing-track-id"];
if(typeof data2 === "string"){
if(func0(data2) > 64){
const err1 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern2.test(data2)){
const err2 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""};
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
const err3 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1["billing-entity-ids"] !== undefined){
if(typeof data1["billing-entity-ids"] !== "string"){
const err4 = {instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1["billing-version"] !== undefined){
let data4 = data1["billing-version"];
if(typeof data4 === "string"){
if(!pattern3.test(data4)){
const err5 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""};
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
const err6 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err7 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.params !== undefined){
let data5 = data.params;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.contactId === undefined){
const err8 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "contactId"},message:"must have required property '"+"contactId"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data5.contactId !== undefined){
if(typeof data5.contactId !== "string"){
const err9 = {instancePath:instancePath+"/params/contactId",schemaPath:"#/properties/params/properties/contactId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}

exports.req_36 = validate39;
const schema49 = {"type":"object","properties":{"query":{"type":"object","properties":{"page":{"type":"integer","minimum":1,"default":1,"safeInteger":true},"pageSize":{"type":"integer","minimum":1,"maximum":40,"default":20,"safeInteger":true},"accountId":{"type":"string"},"amount":{"type":"number"},"appliedAmount":{"type":"number"},"autoApplyUponPosting":{"type":"boolean"},"createdById":{"type":"string"},"createdDate":{"type":"string","format":"date-time"},"creditMemoDate":{"type":"string","format":"date"},"currency":{"type":"string"},"excludeFromAutoApplyRules":{"type":"boolean"},"number":{"type":"string"},"referredInvoiceId":{"type":"string"},"refundAmount":{"type":"number"},"status":{"$ref":"schema:CreditMemoStatus"},"targetDate":{"type":"string","format":"date"},"taxAmount":{"type":"number"},"totalTaxExemptAmount":{"type":"number"},"transferredToAccounting":{"$ref":"schema:TransferredToAccounting"},"unappliedAmount":{"type":"number"},"updatedById":{"type":"string"},"updatedDate":{"type":"string","format":"date-time"},"sort":{"type":"string","pattern":"^[-+ ]?(accountId|amount|appliedAmount|createdById|createdDate|creditMemoDate|number|referredInvoiceId|refundAmount|status|targetDate|taxAmount|totalTaxExemptAmount|transferredToAccounting|unappliedAmount|updatedDate)(,[-+ ]?(accountId|amount|appliedAmount|createdById|createdDate|creditMemoDate|number|referredInvoiceId|refundAmount|status|targetDate|taxAmount|totalTaxExemptAmount|transferredToAccounting|unappliedAmount|updatedDate))?$"}}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{}}}};
const schema50 = {"type":"string","enum":["Draft","Posted","Canceled"]};
const schema51 = {"type":"string","enum":["Processing","Yes","No","Error","Ignore"]};
const formats18 = require("../formats")["date-time"];
const pattern59 = new RegExp("^[-+ ]?(accountId|amount|appliedAmount|createdById|createdDate|creditMemoDate|number|referredInvoiceId|refundAmount|status|targetDate|taxAmount|totalTaxExemptAmount|transferredToAccounting|unappliedAmount|updatedDate)(,[-+ ]?(accountId|amount|appliedAmount|createdById|createdDate|creditMemoDate|number|referredInvoiceId|refundAmount|status|targetDate|taxAmount|totalTaxExemptAmount|transferredToAccounting|unappliedAmount|updatedDate))?$", "u");

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.page === undefined){
data0.page = 1;
}
if(data0.pageSize === undefined){
data0.pageSize = 20;
}
let data1 = data0.page;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err0 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err1 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(Number.isInteger(data1) && !Number.isSafeInteger(data1)){
const err2 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
let data2 = data0.pageSize;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err3 = {instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 40 || isNaN(data2)){
const err4 = {instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 40},message:"must be <= 40"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(Number.isInteger(data2) && !Number.isSafeInteger(data2)){
const err6 = {instancePath:instancePath+"/query/pageSize",schemaPath:"#/properties/query/properties/pageSize/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.accountId !== undefined){
if(typeof data0.accountId !== "string"){
const err7 = {instancePath:instancePath+"/query/accountId",schemaPath:"#/properties/query/properties/accountId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.amount !== undefined){
let data4 = data0.amount;
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err8 = {instancePath:instancePath+"/query/amount",schemaPath:"#/properties/query/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.appliedAmount !== undefined){
let data5 = data0.appliedAmount;
if(!((typeof data5 == "number") && (isFinite(data5)))){
const err9 = {instancePath:instancePath+"/query/appliedAmount",schemaPath:"#/properties/query/properties/appliedAmount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.autoApplyUponPosting !== undefined){
if(typeof data0.autoApplyUponPosting !== "boolean"){
const err10 = {instancePath:instancePath+"/query/autoApplyUponPosting",schemaPath:"#/properties/query/properties/autoApplyUponPosting/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.createdById !== undefined){
if(typeof data0.createdById !== "string"){
const err11 = {instancePath:instancePath+"/query/createdById",schemaPath:"#/properties/query/properties/createdById/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data0.createdDate !== undefined){
let data8 = data0.createdDate;
if(typeof data8 === "string"){
if(!(formats18.validate.test(data8))){
const err12 = {instancePath:instancePath+"/query/createdDate",schemaPath:"#/properties/query/properties/createdDate/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err13 = {instancePath:instancePath+"/query/createdDate",schemaPath:"#/properties/query/properties/createdDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data0.creditMemoDate !== undefined){
let data9 = data0.creditMemoDate;
if(typeof data9 === "string"){
if(!(formats4.validate.test(data9))){
const err14 = {instancePath:instancePath+"/query/creditMemoDate",schemaPath:"#/properties/query/properties/creditMemoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err15 = {instancePath:instancePath+"/query/creditMemoDate",schemaPath:"#/properties/query/properties/creditMemoDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data0.currency !== undefined){
if(typeof data0.currency !== "string"){
const err16 = {instancePath:instancePath+"/query/currency",schemaPath:"#/properties/query/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data0.excludeFromAutoApplyRules !== undefined){
if(typeof data0.excludeFromAutoApplyRules !== "boolean"){
const err17 = {instancePath:instancePath+"/query/excludeFromAutoApplyRules",schemaPath:"#/properties/query/properties/excludeFromAutoApplyRules/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data0.number !== undefined){
if(typeof data0.number !== "string"){
const err18 = {instancePath:instancePath+"/query/number",schemaPath:"#/properties/query/properties/number/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data0.referredInvoiceId !== undefined){
if(typeof data0.referredInvoiceId !== "string"){
const err19 = {instancePath:instancePath+"/query/referredInvoiceId",schemaPath:"#/properties/query/properties/referredInvoiceId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data0.refundAmount !== undefined){
let data14 = data0.refundAmount;
if(!((typeof data14 == "number") && (isFinite(data14)))){
const err20 = {instancePath:instancePath+"/query/refundAmount",schemaPath:"#/properties/query/properties/refundAmount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data0.status !== undefined){
let data15 = data0.status;
if(typeof data15 !== "string"){
const err21 = {instancePath:instancePath+"/query/status",schemaPath:"schema:CreditMemoStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!(((data15 === "Draft") || (data15 === "Posted")) || (data15 === "Canceled"))){
const err22 = {instancePath:instancePath+"/query/status",schemaPath:"schema:CreditMemoStatus/enum",keyword:"enum",params:{allowedValues: schema50.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data0.targetDate !== undefined){
let data16 = data0.targetDate;
if(typeof data16 === "string"){
if(!(formats4.validate.test(data16))){
const err23 = {instancePath:instancePath+"/query/targetDate",schemaPath:"#/properties/query/properties/targetDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err24 = {instancePath:instancePath+"/query/targetDate",schemaPath:"#/properties/query/properties/targetDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data0.taxAmount !== undefined){
let data17 = data0.taxAmount;
if(!((typeof data17 == "number") && (isFinite(data17)))){
const err25 = {instancePath:instancePath+"/query/taxAmount",schemaPath:"#/properties/query/properties/taxAmount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data0.totalTaxExemptAmount !== undefined){
let data18 = data0.totalTaxExemptAmount;
if(!((typeof data18 == "number") && (isFinite(data18)))){
const err26 = {instancePath:instancePath+"/query/totalTaxExemptAmount",schemaPath:"#/properties/query/properties/totalTaxExemptAmount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data0.transferredToAccounting !== undefined){
let data19 = data0.transferredToAccounting;
if(typeof data19 !== "string"){
const err27 = {instancePath:instancePath+"/query/transferredToAccounting",schemaPath:"schema:TransferredToAccounting/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!(((((data19 === "Processing") || (data19 === "Yes")) || (data19 === "No")) || (data19 === "Error")) || (data19 === "Ignore"))){
const err28 = {instancePath:instancePath+"/query/transferredToAccounting",schemaPath:"schema:TransferredToAccounting/enum",keyword:"enum",params:{allowedValues: schema51.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data0.unappliedAmount !== undefined){
let data20 = data0.unappliedAmount;
if(!((typeof data20 == "number") && (isFinite(data20)))){
const err29 = {instancePath:instancePath+"/query/unappliedAmount",schemaPath:"#/properties/query/properties/unappliedAmount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data0.updatedById !== undefined){
if(typeof data0.updatedById !== "string"){
const err30 = {instancePath:instancePath+"/query/updatedById",schemaPath:"#/properties/query/properties/updatedById/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data0.updatedDate !== undefined){
let data22 = data0.updatedDate;
if(typeof data22 === "string"){
if(!(formats18.validate.test(data22))){
const err31 = {instancePath:instancePath+"/query/updatedDate",schemaPath:"#/properties/query/properties/updatedDate/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err32 = {instancePath:instancePath+"/query/updatedDate",schemaPath:"#/properties/query/properties/updatedDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data0.sort !== undefined){
let data23 = data0.sort;
if(typeof data23 === "string"){
if(!pattern59.test(data23)){
const err33 = {instancePath:instancePath+"/query/sort",schemaPath:"#/properties/query/properties/sort/pattern",keyword:"pattern",params:{pattern: "^[-+ ]?(accountId|amount|appliedAmount|createdById|createdDate|creditMemoDate|number|referredInvoiceId|refundAmount|status|targetDate|taxAmount|totalTaxExemptAmount|transferredToAccounting|unappliedAmount|updatedDate)(,[-+ ]?(accountId|amount|appliedAmount|createdById|createdDate|creditMemoDate|number|referredInvoiceId|refundAmount|status|targetDate|taxAmount|totalTaxExemptAmount|transferredToAccounting|unappliedAmount|updatedDate))?$"},message:"must match pattern \""+"^[-+ ]?(accountId|amount|appliedAmount|createdById|createdDate|creditMemoDate|number|referredInvoiceId|refundAmount|status|targetDate|taxAmount|totalTaxExemptAmount|transferredToAccounting|unappliedAmount|updatedDate)(,[-+ ]?(accountId|amount|appliedAmount|createdById|createdDate|creditMemoDate|number|referredInvoiceId|refundAmount|status|targetDate|taxAmount|totalTaxExemptAmount|transferredToAccounting|unappliedAmount|updatedDate))?$"+"\""};
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
const err34 = {instancePath:instancePath+"/query/sort",schemaPath:"#/properties/query/properties/sort/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err35 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.headers !== undefined){
let data24 = data.headers;
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
if(data24["billing-track-id"] !== undefined){
let data25 = data24["billing-track-id"];
if(typeof data25 === "string"){
if(func0(data25) > 64){
const err36 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(!pattern2.test(data25)){
const err37 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data24["billing-entity-ids"] !== undefined){
if(typeof data24["billing-entity-ids"] !== "string"){
const err39 = {instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data24["billing-version"] !== undefined){
let data27 = data24["billing-version"];
if(typeof data27 === "string"){
if(!pattern3.test(data27)){
const err40 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""};
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
const err41 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err42 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.params !== undefined){
let data28 = data.params;
if(!(data28 && typeof data28 == "object" && !Array.isArray(data28))){
const err43 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err44 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}

exports.req_CreditMemoCreate = validate40;
const schema52 = {"type":"object","required":["accountId","charges"],"properties":{"accountId":{"type":"string","minLength":1},"charges":{"type":"array","minItems":1,"maxItems":1000,"items":{"$ref":"schema:CreditMemoChargeInput"}},"effectiveDate":{"$ref":"schema:Date"},"comment":{"type":"string","maxLength":255},"reasonCode":{"type":"string","maxLength":64},"autoPost":{"type":"boolean"},"autoApplyUponPosting":{"type":"boolean"},"excludeFromAutoApplyRules":{"type":"boolean"},"referredInvoiceId":{"type":"string"}}};
const schema53 = {"type":"object","anyOf":[{"required":["chargeId"]},{"required":["productRatePlanChargeId"]}],"properties":{"chargeId":{"type":"string","minLength":1},"productRatePlanChargeId":{"type":"string","minLength":1},"amount":{"type":"number","minimum":0},"memoItemAmount":{"type":"number","minimum":0},"quantity":{"type":"number","exclusiveMinimum":true,"minimum":0},"comment":{"type":"string","maxLength":255},"description":{"type":"string","maxLength":255},"serviceStartDate":{"$ref":"schema:Date"},"serviceEndDate":{"$ref":"schema:Date"}}};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
let valid0 = false;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.chargeId === undefined){
const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "chargeId"},message:"must have required property '"+"chargeId"+"'"};
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
if(data.productRatePlanChargeId === undefined){
const err1 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "productRatePlanChargeId"},message:"must have required property '"+"productRatePlanChargeId"+"'"};
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.chargeId !== undefined){
let data0 = data.chargeId;
if(typeof data0 === "string"){
if(func0(data0) < 1){
const err3 = {instancePath:instancePath+"/chargeId",schemaPath:"#/properties/chargeId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/chargeId",schemaPath:"#/properties/chargeId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.productRatePlanChargeId !== undefined){
let data1 = data.productRatePlanChargeId;
if(typeof data1 === "string"){
if(func0(data1) < 1){
const err5 = {instancePath:instancePath+"/productRatePlanChargeId",schemaPath:"#/properties/productRatePlanChargeId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/productRatePlanChargeId",schemaPath:"#/properties/productRatePlanChargeId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.amount !== undefined){
let data2 = data.amount;
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err8 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.memoItemAmount !== undefined){
let data3 = data.memoItemAmount;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/memoItemAmount",schemaPath:"#/properties/memoItemAmount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err10 = {instancePath:instancePath+"/memoItemAmount",schemaPath:"#/properties/memoItemAmount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.quantity !== undefined){
let data4 = data.quantity;
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 <= 0 || isNaN(data4)){
const err11 = {instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/minimum",keyword:"minimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
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
const err12 = {instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.comment !== undefined){
let data5 = data.comment;
if(typeof data5 === "string"){
if(func0(data5) > 255){
const err13 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
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
const err14 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.description !== undefined){
let data6 = data.description;
if(typeof data6 === "string"){
if(func0(data6) > 255){
const err15 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
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
const err16 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.serviceStartDate !== undefined){
let data7 = data.serviceStartDate;
if(typeof data7 === "string"){
if(!pattern29.test(data7)){
const err17 = {instancePath:instancePath+"/serviceStartDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!(formats4.validate.test(data7))){
const err18 = {instancePath:instancePath+"/serviceStartDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err19 = {instancePath:instancePath+"/serviceStartDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.serviceEndDate !== undefined){
let data8 = data.serviceEndDate;
if(typeof data8 === "string"){
if(!pattern29.test(data8)){
const err20 = {instancePath:instancePath+"/serviceEndDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!(formats4.validate.test(data8))){
const err21 = {instancePath:instancePath+"/serviceEndDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err22 = {instancePath:instancePath+"/serviceEndDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate41.errors = vErrors;
return errors === 0;
}


function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.accountId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "accountId"},message:"must have required property '"+"accountId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.charges === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "charges"},message:"must have required property '"+"charges"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.accountId !== undefined){
let data0 = data.accountId;
if(typeof data0 === "string"){
if(func0(data0) < 1){
const err2 = {instancePath:instancePath+"/accountId",schemaPath:"#/properties/accountId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err3 = {instancePath:instancePath+"/accountId",schemaPath:"#/properties/accountId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.charges !== undefined){
let data1 = data.charges;
if(Array.isArray(data1)){
if(data1.length > 1000){
const err4 = {instancePath:instancePath+"/charges",schemaPath:"#/properties/charges/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.length < 1){
const err5 = {instancePath:instancePath+"/charges",schemaPath:"#/properties/charges/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate41(data1[i0], {instancePath:instancePath+"/charges/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath:instancePath+"/charges",schemaPath:"#/properties/charges/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.effectiveDate !== undefined){
let data3 = data.effectiveDate;
if(typeof data3 === "string"){
if(!pattern29.test(data3)){
const err7 = {instancePath:instancePath+"/effectiveDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(formats4.validate.test(data3))){
const err8 = {instancePath:instancePath+"/effectiveDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err9 = {instancePath:instancePath+"/effectiveDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.comment !== undefined){
let data4 = data.comment;
if(typeof data4 === "string"){
if(func0(data4) > 255){
const err10 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
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
const err11 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.reasonCode !== undefined){
let data5 = data.reasonCode;
if(typeof data5 === "string"){
if(func0(data5) > 64){
const err12 = {instancePath:instancePath+"/reasonCode",schemaPath:"#/properties/reasonCode/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
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
const err13 = {instancePath:instancePath+"/reasonCode",schemaPath:"#/properties/reasonCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.autoPost !== undefined){
if(typeof data.autoPost !== "boolean"){
const err14 = {instancePath:instancePath+"/autoPost",schemaPath:"#/properties/autoPost/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.autoApplyUponPosting !== undefined){
if(typeof data.autoApplyUponPosting !== "boolean"){
const err15 = {instancePath:instancePath+"/autoApplyUponPosting",schemaPath:"#/properties/autoApplyUponPosting/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.excludeFromAutoApplyRules !== undefined){
if(typeof data.excludeFromAutoApplyRules !== "boolean"){
const err16 = {instancePath:instancePath+"/excludeFromAutoApplyRules",schemaPath:"#/properties/excludeFromAutoApplyRules/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.referredInvoiceId !== undefined){
if(typeof data.referredInvoiceId !== "string"){
const err17 = {instancePath:instancePath+"/referredInvoiceId",schemaPath:"#/properties/referredInvoiceId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}

exports.req_38 = validate43;
const schema57 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{"creditMemoId":{"type":"string"}},"required":["creditMemoId"]}}};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1["billing-track-id"] !== undefined){
let data2 = data1["billing-track-id"];
if(typeof data2 === "string"){
if(func0(data2) > 64){
const err1 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern2.test(data2)){
const err2 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""};
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
const err3 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1["billing-entity-ids"] !== undefined){
if(typeof data1["billing-entity-ids"] !== "string"){
const err4 = {instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1["billing-version"] !== undefined){
let data4 = data1["billing-version"];
if(typeof data4 === "string"){
if(!pattern3.test(data4)){
const err5 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""};
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
const err6 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err7 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.params !== undefined){
let data5 = data.params;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.creditMemoId === undefined){
const err8 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "creditMemoId"},message:"must have required property '"+"creditMemoId"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data5.creditMemoId !== undefined){
if(typeof data5.creditMemoId !== "string"){
const err9 = {instancePath:instancePath+"/params/creditMemoId",schemaPath:"#/properties/params/properties/creditMemoId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate43.errors = vErrors;
return errors === 0;
}

exports.req_CreditMemoUpdate = validate44;
const schema58 = {"type":"object","properties":{"comment":{"type":"string","maxLength":255},"reasonCode":{"type":"string","maxLength":64},"effectiveDate":{"$ref":"schema:Date"},"autoApplyUponPosting":{"type":"boolean"},"excludeFromAutoApplyRules":{"type":"boolean"},"transferredToAccounting":{"$ref":"schema:TransferredToAccounting"},"items":{"type":"array","maxItems":1000,"items":{"type":"object","required":["id","amount"],"properties":{"id":{"type":"string"},"amount":{"type":"number","minimum":0}}}}}};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.comment !== undefined){
let data0 = data.comment;
if(typeof data0 === "string"){
if(func0(data0) > 255){
const err0 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
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
const err1 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.reasonCode !== undefined){
let data1 = data.reasonCode;
if(typeof data1 === "string"){
if(func0(data1) > 64){
const err2 = {instancePath:instancePath+"/reasonCode",schemaPath:"#/properties/reasonCode/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
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
const err3 = {instancePath:instancePath+"/reasonCode",schemaPath:"#/properties/reasonCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.effectiveDate !== undefined){
let data2 = data.effectiveDate;
if(typeof data2 === "string"){
if(!pattern29.test(data2)){
const err4 = {instancePath:instancePath+"/effectiveDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(formats4.validate.test(data2))){
const err5 = {instancePath:instancePath+"/effectiveDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err6 = {instancePath:instancePath+"/effectiveDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.autoApplyUponPosting !== undefined){
if(typeof data.autoApplyUponPosting !== "boolean"){
const err7 = {instancePath:instancePath+"/autoApplyUponPosting",schemaPath:"#/properties/autoApplyUponPosting/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.excludeFromAutoApplyRules !== undefined){
if(typeof data.excludeFromAutoApplyRules !== "boolean"){
const err8 = {instancePath:instancePath+"/excludeFromAutoApplyRules",schemaPath:"#/properties/excludeFromAutoApplyRules/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.transferredToAccounting !== undefined){
let data5 = data.transferredToAccounting;
if(typeof data5 !== "string"){
const err9 = {instancePath:instancePath+"/transferredToAccounting",schemaPath:"schema:TransferredToAccounting/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(((((data5 === "Processing") || (data5 === "Yes")) || (data5 === "No")) || (data5 === "Error")) || (data5 === "Ignore"))){
const err10 = {instancePath:instancePath+"/transferredToAccounting",schemaPath:"schema:TransferredToAccounting/enum",keyword:"enum",params:{allowedValues: schema51.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.items !== undefined){
let data6 = data.items;
if(Array.isArray(data6)){
if(data6.length > 1000){
const err11 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.id === undefined){
const err12 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data7.amount === undefined){
const err13 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data7.id !== undefined){
if(typeof data7.id !== "string"){
const err14 = {instancePath:instancePath+"/items/" + i0+"/id",schemaPath:"#/properties/items/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data7.amount !== undefined){
let data9 = data7.amount;
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
const err15 = {instancePath:instancePath+"/items/" + i0+"/amount",schemaPath:"#/properties/items/items/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err16 = {instancePath:instancePath+"/items/" + i0+"/amount",schemaPath:"#/properties/items/items/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err18 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}

exports.req_40 = validate45;
const schema61 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"billing-track-id":{"type":"string","maxLength":64,"pattern":"^[ !#-&(-9<-~]*$"},"billing-entity-ids":{"type":"string"},"billing-version":{"type":"string","pattern":"^\\d{3}\\.\\d$"}}},"params":{"type":"object","properties":{"creditMemoId":{"type":"string"},"cmitemid":{"type":"string"}},"required":["creditMemoId","cmitemid"]}}};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1["billing-track-id"] !== undefined){
let data2 = data1["billing-track-id"];
if(typeof data2 === "string"){
if(func0(data2) > 64){
const err1 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern2.test(data2)){
const err2 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/pattern",keyword:"pattern",params:{pattern: "^[ !#-&(-9<-~]*$"},message:"must match pattern \""+"^[ !#-&(-9<-~]*$"+"\""};
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
const err3 = {instancePath:instancePath+"/headers/billing-track-id",schemaPath:"#/properties/headers/properties/billing-track-id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1["billing-entity-ids"] !== undefined){
if(typeof data1["billing-entity-ids"] !== "string"){
const err4 = {instancePath:instancePath+"/headers/billing-entity-ids",schemaPath:"#/properties/headers/properties/billing-entity-ids/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1["billing-version"] !== undefined){
let data4 = data1["billing-version"];
if(typeof data4 === "string"){
if(!pattern3.test(data4)){
const err5 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/pattern",keyword:"pattern",params:{pattern: "^\\d{3}\\.\\d$"},message:"must match pattern \""+"^\\d{3}\\.\\d$"+"\""};
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
const err6 = {instancePath:instancePath+"/headers/billing-version",schemaPath:"#/properties/headers/properties/billing-version/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err7 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.params !== undefined){
let data5 = data.params;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.creditMemoId === undefined){
const err8 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "creditMemoId"},message:"must have required property '"+"creditMemoId"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data5.cmitemid === undefined){
const err9 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "cmitemid"},message:"must have required property '"+"cmitemid"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data5.creditMemoId !== undefined){
if(typeof data5.creditMemoId !== "string"){
const err10 = {instancePath:instancePath+"/params/creditMemoId",schemaPath:"#/properties/params/properties/creditMemoId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data5.cmitemid !== undefined){
if(typeof data5.cmitemid !== "string"){
const err11 = {instancePath:instancePath+"/params/cmitemid",schemaPath:"#/properties/params/properties/cmitemid/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate45.errors = vErrors;
return errors === 0;
}

exports.req_CreditMemoApply = validate46;
const schema62 = {"type":"object","required":["invoices"],"properties":{"effectiveDate":{"$ref":"schema:Date"},"invoices":{"type":"array","minItems":1,"maxItems":1000,"items":{"type":"object","required":["invoiceId","amount"],"properties":{"invoiceId":{"type":"string","minLength":1},"amount":{"type":"number","exclusiveMinimum":true,"minimum":0}}}}}};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.invoices === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "invoices"},message:"must have required property '"+"invoices"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.effectiveDate !== undefined){
let data0 = data.effectiveDate;
if(typeof data0 === "string"){
if(!pattern29.test(data0)){
const err1 = {instancePath:instancePath+"/effectiveDate",schemaPath:"schema:Date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(formats4.validate.test(data0))){
const err2 = {instancePath:instancePath+"/effectiveDate",schemaPath:"schema:Date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err3 = {instancePath:instancePath+"/effectiveDate",schemaPath:"schema:Date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.invoices !== undefined){
let data1 = data.invoices;
if(Array.isArray(data1)){
if(data1.length > 1000){
const err4 = {instancePath:instancePath+"/invoices",schemaPath:"#/properties/invoices/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.length < 1){
const err5 = {instancePath:instancePath+"/invoices",schemaPath:"#/properties/invoices/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.invoiceId === undefined){
const err6 = {instancePath:instancePath+"/invoices/" + i0,schemaPath:"#/properties/invoices/items/required",keyword:"required",params:{missingProperty: "invoiceId"},message:"must have required property '"+"invoiceId"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.amount === undefined){
const err7 = {instancePath:instancePath+"/invoices/" + i0,schemaPath:"#/properties/invoices/items/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.invoiceId !== undefined){
let data3 = data2.invoiceId;
if(typeof data3 === "string"){
if(func0(data3) < 1){
const err8 = {instancePath:instancePath+"/invoices/" + i0+"/invoiceId",schemaPath:"#/properties/invoices/items/properties/invoiceId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err9 = {instancePath:instancePath+"/invoices/" + i0+"/invoiceId",schemaPath:"#/properties/invoices/items/properties/invoiceId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.amount !== undefined){
let data4 = data2.amount;
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 <= 0 || isNaN(data4)){
const err10 = {instancePath:instancePath+"/invoices/" + i0+"/amount",schemaPath:"#/properties/invoices/items/properties/amount/minimum",keyword:"minimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
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
const err11 = {instancePath:instancePath+"/invoices/" + i0+"/amount",schemaPath:"#/properties/invoices/items/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err12 = {instancePath:instancePath+"/invoices/" + i0,schemaPath:"#/properties/invoices/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err13 = {instancePath:instancePath+"/invoices",schemaPath:"#/properties/invoices/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate46.errors = vErrors;
return errors === 0;
}
