// generated from specs/message-content.yaml — do not edit; run `make generate`
"use strict";
exports.req_0 = validate0;
const schema0 = {"type":"object","properties":{"query":{"type":"object","properties":{"PageSize":{"type":"integer","minimum":1,"maximum":1000,"safeInteger":true},"Page":{"type":"integer","minimum":0,"safeInteger":true},"PageToken":{"type":"string"}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.PageSize !== undefined){
let data1 = data0.PageSize;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err0 = {instancePath:instancePath+"/query/PageSize",schemaPath:"#/properties/query/properties/PageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 1000 || isNaN(data1)){
const err1 = {instancePath:instancePath+"/query/PageSize",schemaPath:"#/properties/query/properties/PageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err2 = {instancePath:instancePath+"/query/PageSize",schemaPath:"#/properties/query/properties/PageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(Number.isInteger(data1) && !Number.isSafeInteger(data1)){
const err3 = {instancePath:instancePath+"/query/PageSize",schemaPath:"#/properties/query/properties/PageSize/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data0.Page !== undefined){
let data2 = data0.Page;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err4 = {instancePath:instancePath+"/query/Page",schemaPath:"#/properties/query/properties/Page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/query/Page",schemaPath:"#/properties/query/properties/Page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(Number.isInteger(data2) && !Number.isSafeInteger(data2)){
const err6 = {instancePath:instancePath+"/query/Page",schemaPath:"#/properties/query/properties/Page/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
if(data0.PageToken !== undefined){
if(typeof data0.PageToken !== "string"){
const err7 = {instancePath:instancePath+"/query/PageToken",schemaPath:"#/properties/query/properties/PageToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
const err9 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.params !== undefined){
let data5 = data.params;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
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
validate0.errors = vErrors;
return errors === 0;
}

exports.req_1 = validate1;
const schema1 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
const err2 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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

exports.req_ContentCreateRequest = validate2;
const schema2 = {"type":"object","required":["language","types"],"additionalProperties":false,"properties":{"friendly_name":{"type":"string","maxLength":512},"language":{"type":"string","pattern":"^[a-z]{2,3}(_[A-Z]{2})?$"},"variables":{"$ref":"schema:Variables"},"types":{"$ref":"schema:CreateTypes"}}};
const schema3 = {"type":"object","additionalProperties":{"type":"string"}};
const func0 = require("ajv/dist/runtime/ucs2length").default;
const pattern0 = new RegExp("^[a-z]{2,3}(_[A-Z]{2})?$", "u");
const schema4 = {"type":"object","minProperties":1,"additionalProperties":false,"properties":{"twilio/text":{"type":"object","required":["body"],"properties":{"body":{"type":"string","minLength":1,"maxLength":1600}}},"twilio/media":{"type":"object","required":["media"],"properties":{"body":{"type":"string","maxLength":1600},"media":{"type":"array","minItems":1,"items":{"type":"string"}}}},"twilio/location":{"type":"object","required":["latitude","longitude"],"properties":{"latitude":{"type":"number","minimum":-90,"maximum":90},"longitude":{"type":"number","minimum":-180,"maximum":180},"label":{"type":"string"}}},"twilio/quick-reply":{"type":"object","required":["body","actions"],"properties":{"body":{"type":"string","minLength":1,"maxLength":1024},"actions":{"type":"array","minItems":1,"maxItems":10,"items":{"type":"object","required":["title"],"properties":{"title":{"type":"string","minLength":1,"maxLength":20},"id":{"type":"string"}}}}}},"twilio/call-to-action":{"type":"object","required":["body","actions"],"properties":{"body":{"type":"string","minLength":1,"maxLength":1024},"actions":{"type":"array","minItems":1,"items":{"$ref":"schema:ButtonAction"}}}},"twilio/card":{"type":"object","required":["title"],"properties":{"title":{"type":"string","minLength":1,"maxLength":1024},"subtitle":{"type":"string","maxLength":60},"media":{"type":"array","items":{"type":"string"}},"actions":{"type":"array","items":{"$ref":"schema:ButtonAction"}}}},"twilio/list-picker":{"type":"object","required":["body","button","items"],"properties":{"body":{"type":"string","minLength":1,"maxLength":1024},"button":{"type":"string","minLength":1,"maxLength":20},"items":{"type":"array","minItems":1,"maxItems":10,"items":{"type":"object","required":["item","id"],"properties":{"item":{"type":"string","maxLength":24},"id":{"type":"string","maxLength":200},"description":{"type":"string","maxLength":72}}}}}},"twilio/catalog":{"type":"object"},"twilio/carousel":{"type":"object"},"twilio/flows":{"type":"object"},"twilio/schedule":{"type":"object"},"whatsapp/card":{"type":"object","required":["body"],"properties":{"body":{"type":"string","minLength":1},"footer":{"type":"string"},"media":{"type":"array","items":{"type":"string"}},"header_text":{"type":"string"},"actions":{"type":"array","items":{"$ref":"schema:ButtonAction"}}}},"whatsapp/authentication":{"type":"object","required":["actions"],"properties":{"add_security_recommendation":{"type":"boolean"},"code_expiration_minutes":{"type":"number","minimum":1,"maximum":90},"actions":{"type":"array","minItems":1,"items":{"$ref":"schema:ButtonAction"}}}},"whatsapp/flows":{"type":"object"}}};
const schema5 = {"type":"object","required":["type","title"],"properties":{"type":{"type":"string","enum":["URL","PHONE_NUMBER","COPY_CODE","VOICE_CALL","QUICK_REPLY"]},"title":{"type":"string","minLength":1,"maxLength":25},"url":{"type":"string"},"phone":{"type":"string"},"code":{"type":"string"},"id":{"type":"string"}}};
const func1 = Object.prototype.hasOwnProperty;

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema4.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data["twilio/text"] !== undefined){
let data0 = data["twilio/text"];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.body === undefined){
const err2 = {instancePath:instancePath+"/twilio~1text",schemaPath:"#/properties/twilio~1text/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.body !== undefined){
let data1 = data0.body;
if(typeof data1 === "string"){
if(func0(data1) > 1600){
const err3 = {instancePath:instancePath+"/twilio~1text/body",schemaPath:"#/properties/twilio~1text/properties/body/maxLength",keyword:"maxLength",params:{limit: 1600},message:"must NOT have more than 1600 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func0(data1) < 1){
const err4 = {instancePath:instancePath+"/twilio~1text/body",schemaPath:"#/properties/twilio~1text/properties/body/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/twilio~1text/body",schemaPath:"#/properties/twilio~1text/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err6 = {instancePath:instancePath+"/twilio~1text",schemaPath:"#/properties/twilio~1text/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data["twilio/media"] !== undefined){
let data2 = data["twilio/media"];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.media === undefined){
const err7 = {instancePath:instancePath+"/twilio~1media",schemaPath:"#/properties/twilio~1media/required",keyword:"required",params:{missingProperty: "media"},message:"must have required property '"+"media"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.body !== undefined){
let data3 = data2.body;
if(typeof data3 === "string"){
if(func0(data3) > 1600){
const err8 = {instancePath:instancePath+"/twilio~1media/body",schemaPath:"#/properties/twilio~1media/properties/body/maxLength",keyword:"maxLength",params:{limit: 1600},message:"must NOT have more than 1600 characters"};
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
const err9 = {instancePath:instancePath+"/twilio~1media/body",schemaPath:"#/properties/twilio~1media/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.media !== undefined){
let data4 = data2.media;
if(Array.isArray(data4)){
if(data4.length < 1){
const err10 = {instancePath:instancePath+"/twilio~1media/media",schemaPath:"#/properties/twilio~1media/properties/media/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
if(typeof data4[i0] !== "string"){
const err11 = {instancePath:instancePath+"/twilio~1media/media/" + i0,schemaPath:"#/properties/twilio~1media/properties/media/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err12 = {instancePath:instancePath+"/twilio~1media/media",schemaPath:"#/properties/twilio~1media/properties/media/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err13 = {instancePath:instancePath+"/twilio~1media",schemaPath:"#/properties/twilio~1media/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data["twilio/location"] !== undefined){
let data6 = data["twilio/location"];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.latitude === undefined){
const err14 = {instancePath:instancePath+"/twilio~1location",schemaPath:"#/properties/twilio~1location/required",keyword:"required",params:{missingProperty: "latitude"},message:"must have required property '"+"latitude"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data6.longitude === undefined){
const err15 = {instancePath:instancePath+"/twilio~1location",schemaPath:"#/properties/twilio~1location/required",keyword:"required",params:{missingProperty: "longitude"},message:"must have required property '"+"longitude"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data6.latitude !== undefined){
let data7 = data6.latitude;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 90 || isNaN(data7)){
const err16 = {instancePath:instancePath+"/twilio~1location/latitude",schemaPath:"#/properties/twilio~1location/properties/latitude/maximum",keyword:"maximum",params:{comparison: "<=", limit: 90},message:"must be <= 90"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data7 < -90 || isNaN(data7)){
const err17 = {instancePath:instancePath+"/twilio~1location/latitude",schemaPath:"#/properties/twilio~1location/properties/latitude/minimum",keyword:"minimum",params:{comparison: ">=", limit: -90},message:"must be >= -90"};
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
const err18 = {instancePath:instancePath+"/twilio~1location/latitude",schemaPath:"#/properties/twilio~1location/properties/latitude/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data6.longitude !== undefined){
let data8 = data6.longitude;
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 180 || isNaN(data8)){
const err19 = {instancePath:instancePath+"/twilio~1location/longitude",schemaPath:"#/properties/twilio~1location/properties/longitude/maximum",keyword:"maximum",params:{comparison: "<=", limit: 180},message:"must be <= 180"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data8 < -180 || isNaN(data8)){
const err20 = {instancePath:instancePath+"/twilio~1location/longitude",schemaPath:"#/properties/twilio~1location/properties/longitude/minimum",keyword:"minimum",params:{comparison: ">=", limit: -180},message:"must be >= -180"};
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
const err21 = {instancePath:instancePath+"/twilio~1location/longitude",schemaPath:"#/properties/twilio~1location/properties/longitude/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data6.label !== undefined){
if(typeof data6.label !== "string"){
const err22 = {instancePath:instancePath+"/twilio~1location/label",schemaPath:"#/properties/twilio~1location/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err23 = {instancePath:instancePath+"/twilio~1location",schemaPath:"#/properties/twilio~1location/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data["twilio/quick-reply"] !== undefined){
let data10 = data["twilio/quick-reply"];
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.body === undefined){
const err24 = {instancePath:instancePath+"/twilio~1quick-reply",schemaPath:"#/properties/twilio~1quick-reply/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data10.actions === undefined){
const err25 = {instancePath:instancePath+"/twilio~1quick-reply",schemaPath:"#/properties/twilio~1quick-reply/required",keyword:"required",params:{missingProperty: "actions"},message:"must have required property '"+"actions"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data10.body !== undefined){
let data11 = data10.body;
if(typeof data11 === "string"){
if(func0(data11) > 1024){
const err26 = {instancePath:instancePath+"/twilio~1quick-reply/body",schemaPath:"#/properties/twilio~1quick-reply/properties/body/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(func0(data11) < 1){
const err27 = {instancePath:instancePath+"/twilio~1quick-reply/body",schemaPath:"#/properties/twilio~1quick-reply/properties/body/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err28 = {instancePath:instancePath+"/twilio~1quick-reply/body",schemaPath:"#/properties/twilio~1quick-reply/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data10.actions !== undefined){
let data12 = data10.actions;
if(Array.isArray(data12)){
if(data12.length > 10){
const err29 = {instancePath:instancePath+"/twilio~1quick-reply/actions",schemaPath:"#/properties/twilio~1quick-reply/properties/actions/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data12.length < 1){
const err30 = {instancePath:instancePath+"/twilio~1quick-reply/actions",schemaPath:"#/properties/twilio~1quick-reply/properties/actions/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
const len1 = data12.length;
for(let i1=0; i1<len1; i1++){
let data13 = data12[i1];
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.title === undefined){
const err31 = {instancePath:instancePath+"/twilio~1quick-reply/actions/" + i1,schemaPath:"#/properties/twilio~1quick-reply/properties/actions/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data13.title !== undefined){
let data14 = data13.title;
if(typeof data14 === "string"){
if(func0(data14) > 20){
const err32 = {instancePath:instancePath+"/twilio~1quick-reply/actions/" + i1+"/title",schemaPath:"#/properties/twilio~1quick-reply/properties/actions/items/properties/title/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(func0(data14) < 1){
const err33 = {instancePath:instancePath+"/twilio~1quick-reply/actions/" + i1+"/title",schemaPath:"#/properties/twilio~1quick-reply/properties/actions/items/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err34 = {instancePath:instancePath+"/twilio~1quick-reply/actions/" + i1+"/title",schemaPath:"#/properties/twilio~1quick-reply/properties/actions/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data13.id !== undefined){
if(typeof data13.id !== "string"){
const err35 = {instancePath:instancePath+"/twilio~1quick-reply/actions/" + i1+"/id",schemaPath:"#/properties/twilio~1quick-reply/properties/actions/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err36 = {instancePath:instancePath+"/twilio~1quick-reply/actions/" + i1,schemaPath:"#/properties/twilio~1quick-reply/properties/actions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err37 = {instancePath:instancePath+"/twilio~1quick-reply/actions",schemaPath:"#/properties/twilio~1quick-reply/properties/actions/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err38 = {instancePath:instancePath+"/twilio~1quick-reply",schemaPath:"#/properties/twilio~1quick-reply/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data["twilio/call-to-action"] !== undefined){
let data16 = data["twilio/call-to-action"];
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.body === undefined){
const err39 = {instancePath:instancePath+"/twilio~1call-to-action",schemaPath:"#/properties/twilio~1call-to-action/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data16.actions === undefined){
const err40 = {instancePath:instancePath+"/twilio~1call-to-action",schemaPath:"#/properties/twilio~1call-to-action/required",keyword:"required",params:{missingProperty: "actions"},message:"must have required property '"+"actions"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data16.body !== undefined){
let data17 = data16.body;
if(typeof data17 === "string"){
if(func0(data17) > 1024){
const err41 = {instancePath:instancePath+"/twilio~1call-to-action/body",schemaPath:"#/properties/twilio~1call-to-action/properties/body/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(func0(data17) < 1){
const err42 = {instancePath:instancePath+"/twilio~1call-to-action/body",schemaPath:"#/properties/twilio~1call-to-action/properties/body/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/twilio~1call-to-action/body",schemaPath:"#/properties/twilio~1call-to-action/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data16.actions !== undefined){
let data18 = data16.actions;
if(Array.isArray(data18)){
if(data18.length < 1){
const err44 = {instancePath:instancePath+"/twilio~1call-to-action/actions",schemaPath:"#/properties/twilio~1call-to-action/properties/actions/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
const len2 = data18.length;
for(let i2=0; i2<len2; i2++){
let data19 = data18[i2];
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(data19.type === undefined){
const err45 = {instancePath:instancePath+"/twilio~1call-to-action/actions/" + i2,schemaPath:"schema:ButtonAction/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data19.title === undefined){
const err46 = {instancePath:instancePath+"/twilio~1call-to-action/actions/" + i2,schemaPath:"schema:ButtonAction/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data19.type !== undefined){
let data20 = data19.type;
if(typeof data20 !== "string"){
const err47 = {instancePath:instancePath+"/twilio~1call-to-action/actions/" + i2+"/type",schemaPath:"schema:ButtonAction/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(!(((((data20 === "URL") || (data20 === "PHONE_NUMBER")) || (data20 === "COPY_CODE")) || (data20 === "VOICE_CALL")) || (data20 === "QUICK_REPLY"))){
const err48 = {instancePath:instancePath+"/twilio~1call-to-action/actions/" + i2+"/type",schemaPath:"schema:ButtonAction/properties/type/enum",keyword:"enum",params:{allowedValues: schema5.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data19.title !== undefined){
let data21 = data19.title;
if(typeof data21 === "string"){
if(func0(data21) > 25){
const err49 = {instancePath:instancePath+"/twilio~1call-to-action/actions/" + i2+"/title",schemaPath:"schema:ButtonAction/properties/title/maxLength",keyword:"maxLength",params:{limit: 25},message:"must NOT have more than 25 characters"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(func0(data21) < 1){
const err50 = {instancePath:instancePath+"/twilio~1call-to-action/actions/" + i2+"/title",schemaPath:"schema:ButtonAction/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/twilio~1call-to-action/actions/" + i2+"/title",schemaPath:"schema:ButtonAction/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data19.url !== undefined){
if(typeof data19.url !== "string"){
const err52 = {instancePath:instancePath+"/twilio~1call-to-action/actions/" + i2+"/url",schemaPath:"schema:ButtonAction/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data19.phone !== undefined){
if(typeof data19.phone !== "string"){
const err53 = {instancePath:instancePath+"/twilio~1call-to-action/actions/" + i2+"/phone",schemaPath:"schema:ButtonAction/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data19.code !== undefined){
if(typeof data19.code !== "string"){
const err54 = {instancePath:instancePath+"/twilio~1call-to-action/actions/" + i2+"/code",schemaPath:"schema:ButtonAction/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data19.id !== undefined){
if(typeof data19.id !== "string"){
const err55 = {instancePath:instancePath+"/twilio~1call-to-action/actions/" + i2+"/id",schemaPath:"schema:ButtonAction/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err56 = {instancePath:instancePath+"/twilio~1call-to-action/actions/" + i2,schemaPath:"schema:ButtonAction/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
else {
const err57 = {instancePath:instancePath+"/twilio~1call-to-action/actions",schemaPath:"#/properties/twilio~1call-to-action/properties/actions/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err58 = {instancePath:instancePath+"/twilio~1call-to-action",schemaPath:"#/properties/twilio~1call-to-action/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data["twilio/card"] !== undefined){
let data26 = data["twilio/card"];
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
if(data26.title === undefined){
const err59 = {instancePath:instancePath+"/twilio~1card",schemaPath:"#/properties/twilio~1card/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data26.title !== undefined){
let data27 = data26.title;
if(typeof data27 === "string"){
if(func0(data27) > 1024){
const err60 = {instancePath:instancePath+"/twilio~1card/title",schemaPath:"#/properties/twilio~1card/properties/title/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(func0(data27) < 1){
const err61 = {instancePath:instancePath+"/twilio~1card/title",schemaPath:"#/properties/twilio~1card/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/twilio~1card/title",schemaPath:"#/properties/twilio~1card/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data26.subtitle !== undefined){
let data28 = data26.subtitle;
if(typeof data28 === "string"){
if(func0(data28) > 60){
const err63 = {instancePath:instancePath+"/twilio~1card/subtitle",schemaPath:"#/properties/twilio~1card/properties/subtitle/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
else {
const err64 = {instancePath:instancePath+"/twilio~1card/subtitle",schemaPath:"#/properties/twilio~1card/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data26.media !== undefined){
let data29 = data26.media;
if(Array.isArray(data29)){
const len3 = data29.length;
for(let i3=0; i3<len3; i3++){
if(typeof data29[i3] !== "string"){
const err65 = {instancePath:instancePath+"/twilio~1card/media/" + i3,schemaPath:"#/properties/twilio~1card/properties/media/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
else {
const err66 = {instancePath:instancePath+"/twilio~1card/media",schemaPath:"#/properties/twilio~1card/properties/media/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data26.actions !== undefined){
let data31 = data26.actions;
if(Array.isArray(data31)){
const len4 = data31.length;
for(let i4=0; i4<len4; i4++){
let data32 = data31[i4];
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
if(data32.type === undefined){
const err67 = {instancePath:instancePath+"/twilio~1card/actions/" + i4,schemaPath:"schema:ButtonAction/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(data32.title === undefined){
const err68 = {instancePath:instancePath+"/twilio~1card/actions/" + i4,schemaPath:"schema:ButtonAction/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data32.type !== undefined){
let data33 = data32.type;
if(typeof data33 !== "string"){
const err69 = {instancePath:instancePath+"/twilio~1card/actions/" + i4+"/type",schemaPath:"schema:ButtonAction/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(!(((((data33 === "URL") || (data33 === "PHONE_NUMBER")) || (data33 === "COPY_CODE")) || (data33 === "VOICE_CALL")) || (data33 === "QUICK_REPLY"))){
const err70 = {instancePath:instancePath+"/twilio~1card/actions/" + i4+"/type",schemaPath:"schema:ButtonAction/properties/type/enum",keyword:"enum",params:{allowedValues: schema5.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data32.title !== undefined){
let data34 = data32.title;
if(typeof data34 === "string"){
if(func0(data34) > 25){
const err71 = {instancePath:instancePath+"/twilio~1card/actions/" + i4+"/title",schemaPath:"schema:ButtonAction/properties/title/maxLength",keyword:"maxLength",params:{limit: 25},message:"must NOT have more than 25 characters"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(func0(data34) < 1){
const err72 = {instancePath:instancePath+"/twilio~1card/actions/" + i4+"/title",schemaPath:"schema:ButtonAction/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
else {
const err73 = {instancePath:instancePath+"/twilio~1card/actions/" + i4+"/title",schemaPath:"schema:ButtonAction/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data32.url !== undefined){
if(typeof data32.url !== "string"){
const err74 = {instancePath:instancePath+"/twilio~1card/actions/" + i4+"/url",schemaPath:"schema:ButtonAction/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data32.phone !== undefined){
if(typeof data32.phone !== "string"){
const err75 = {instancePath:instancePath+"/twilio~1card/actions/" + i4+"/phone",schemaPath:"schema:ButtonAction/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data32.code !== undefined){
if(typeof data32.code !== "string"){
const err76 = {instancePath:instancePath+"/twilio~1card/actions/" + i4+"/code",schemaPath:"schema:ButtonAction/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data32.id !== undefined){
if(typeof data32.id !== "string"){
const err77 = {instancePath:instancePath+"/twilio~1card/actions/" + i4+"/id",schemaPath:"schema:ButtonAction/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
else {
const err78 = {instancePath:instancePath+"/twilio~1card/actions/" + i4,schemaPath:"schema:ButtonAction/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
else {
const err79 = {instancePath:instancePath+"/twilio~1card/actions",schemaPath:"#/properties/twilio~1card/properties/actions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
}
else {
const err80 = {instancePath:instancePath+"/twilio~1card",schemaPath:"#/properties/twilio~1card/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data["twilio/list-picker"] !== undefined){
let data39 = data["twilio/list-picker"];
if(data39 && typeof data39 == "object" && !Array.isArray(data39)){
if(data39.body === undefined){
const err81 = {instancePath:instancePath+"/twilio~1list-picker",schemaPath:"#/properties/twilio~1list-picker/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(data39.button === undefined){
const err82 = {instancePath:instancePath+"/twilio~1list-picker",schemaPath:"#/properties/twilio~1list-picker/required",keyword:"required",params:{missingProperty: "button"},message:"must have required property '"+"button"+"'"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(data39.items === undefined){
const err83 = {instancePath:instancePath+"/twilio~1list-picker",schemaPath:"#/properties/twilio~1list-picker/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(data39.body !== undefined){
let data40 = data39.body;
if(typeof data40 === "string"){
if(func0(data40) > 1024){
const err84 = {instancePath:instancePath+"/twilio~1list-picker/body",schemaPath:"#/properties/twilio~1list-picker/properties/body/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(func0(data40) < 1){
const err85 = {instancePath:instancePath+"/twilio~1list-picker/body",schemaPath:"#/properties/twilio~1list-picker/properties/body/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
else {
const err86 = {instancePath:instancePath+"/twilio~1list-picker/body",schemaPath:"#/properties/twilio~1list-picker/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data39.button !== undefined){
let data41 = data39.button;
if(typeof data41 === "string"){
if(func0(data41) > 20){
const err87 = {instancePath:instancePath+"/twilio~1list-picker/button",schemaPath:"#/properties/twilio~1list-picker/properties/button/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(func0(data41) < 1){
const err88 = {instancePath:instancePath+"/twilio~1list-picker/button",schemaPath:"#/properties/twilio~1list-picker/properties/button/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
else {
const err89 = {instancePath:instancePath+"/twilio~1list-picker/button",schemaPath:"#/properties/twilio~1list-picker/properties/button/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data39.items !== undefined){
let data42 = data39.items;
if(Array.isArray(data42)){
if(data42.length > 10){
const err90 = {instancePath:instancePath+"/twilio~1list-picker/items",schemaPath:"#/properties/twilio~1list-picker/properties/items/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(data42.length < 1){
const err91 = {instancePath:instancePath+"/twilio~1list-picker/items",schemaPath:"#/properties/twilio~1list-picker/properties/items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
const len5 = data42.length;
for(let i5=0; i5<len5; i5++){
let data43 = data42[i5];
if(data43 && typeof data43 == "object" && !Array.isArray(data43)){
if(data43.item === undefined){
const err92 = {instancePath:instancePath+"/twilio~1list-picker/items/" + i5,schemaPath:"#/properties/twilio~1list-picker/properties/items/items/required",keyword:"required",params:{missingProperty: "item"},message:"must have required property '"+"item"+"'"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(data43.id === undefined){
const err93 = {instancePath:instancePath+"/twilio~1list-picker/items/" + i5,schemaPath:"#/properties/twilio~1list-picker/properties/items/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(data43.item !== undefined){
let data44 = data43.item;
if(typeof data44 === "string"){
if(func0(data44) > 24){
const err94 = {instancePath:instancePath+"/twilio~1list-picker/items/" + i5+"/item",schemaPath:"#/properties/twilio~1list-picker/properties/items/items/properties/item/maxLength",keyword:"maxLength",params:{limit: 24},message:"must NOT have more than 24 characters"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
else {
const err95 = {instancePath:instancePath+"/twilio~1list-picker/items/" + i5+"/item",schemaPath:"#/properties/twilio~1list-picker/properties/items/items/properties/item/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data43.id !== undefined){
let data45 = data43.id;
if(typeof data45 === "string"){
if(func0(data45) > 200){
const err96 = {instancePath:instancePath+"/twilio~1list-picker/items/" + i5+"/id",schemaPath:"#/properties/twilio~1list-picker/properties/items/items/properties/id/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
else {
const err97 = {instancePath:instancePath+"/twilio~1list-picker/items/" + i5+"/id",schemaPath:"#/properties/twilio~1list-picker/properties/items/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data43.description !== undefined){
let data46 = data43.description;
if(typeof data46 === "string"){
if(func0(data46) > 72){
const err98 = {instancePath:instancePath+"/twilio~1list-picker/items/" + i5+"/description",schemaPath:"#/properties/twilio~1list-picker/properties/items/items/properties/description/maxLength",keyword:"maxLength",params:{limit: 72},message:"must NOT have more than 72 characters"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
else {
const err99 = {instancePath:instancePath+"/twilio~1list-picker/items/" + i5+"/description",schemaPath:"#/properties/twilio~1list-picker/properties/items/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
}
else {
const err100 = {instancePath:instancePath+"/twilio~1list-picker/items/" + i5,schemaPath:"#/properties/twilio~1list-picker/properties/items/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
}
else {
const err101 = {instancePath:instancePath+"/twilio~1list-picker/items",schemaPath:"#/properties/twilio~1list-picker/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
}
else {
const err102 = {instancePath:instancePath+"/twilio~1list-picker",schemaPath:"#/properties/twilio~1list-picker/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data["twilio/catalog"] !== undefined){
let data47 = data["twilio/catalog"];
if(!(data47 && typeof data47 == "object" && !Array.isArray(data47))){
const err103 = {instancePath:instancePath+"/twilio~1catalog",schemaPath:"#/properties/twilio~1catalog/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data["twilio/carousel"] !== undefined){
let data48 = data["twilio/carousel"];
if(!(data48 && typeof data48 == "object" && !Array.isArray(data48))){
const err104 = {instancePath:instancePath+"/twilio~1carousel",schemaPath:"#/properties/twilio~1carousel/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data["twilio/flows"] !== undefined){
let data49 = data["twilio/flows"];
if(!(data49 && typeof data49 == "object" && !Array.isArray(data49))){
const err105 = {instancePath:instancePath+"/twilio~1flows",schemaPath:"#/properties/twilio~1flows/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data["twilio/schedule"] !== undefined){
let data50 = data["twilio/schedule"];
if(!(data50 && typeof data50 == "object" && !Array.isArray(data50))){
const err106 = {instancePath:instancePath+"/twilio~1schedule",schemaPath:"#/properties/twilio~1schedule/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data["whatsapp/card"] !== undefined){
let data51 = data["whatsapp/card"];
if(data51 && typeof data51 == "object" && !Array.isArray(data51)){
if(data51.body === undefined){
const err107 = {instancePath:instancePath+"/whatsapp~1card",schemaPath:"#/properties/whatsapp~1card/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if(data51.body !== undefined){
let data52 = data51.body;
if(typeof data52 === "string"){
if(func0(data52) < 1){
const err108 = {instancePath:instancePath+"/whatsapp~1card/body",schemaPath:"#/properties/whatsapp~1card/properties/body/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
else {
const err109 = {instancePath:instancePath+"/whatsapp~1card/body",schemaPath:"#/properties/whatsapp~1card/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data51.footer !== undefined){
if(typeof data51.footer !== "string"){
const err110 = {instancePath:instancePath+"/whatsapp~1card/footer",schemaPath:"#/properties/whatsapp~1card/properties/footer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
if(data51.media !== undefined){
let data54 = data51.media;
if(Array.isArray(data54)){
const len6 = data54.length;
for(let i6=0; i6<len6; i6++){
if(typeof data54[i6] !== "string"){
const err111 = {instancePath:instancePath+"/whatsapp~1card/media/" + i6,schemaPath:"#/properties/whatsapp~1card/properties/media/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
}
else {
const err112 = {instancePath:instancePath+"/whatsapp~1card/media",schemaPath:"#/properties/whatsapp~1card/properties/media/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data51.header_text !== undefined){
if(typeof data51.header_text !== "string"){
const err113 = {instancePath:instancePath+"/whatsapp~1card/header_text",schemaPath:"#/properties/whatsapp~1card/properties/header_text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
if(data51.actions !== undefined){
let data57 = data51.actions;
if(Array.isArray(data57)){
const len7 = data57.length;
for(let i7=0; i7<len7; i7++){
let data58 = data57[i7];
if(data58 && typeof data58 == "object" && !Array.isArray(data58)){
if(data58.type === undefined){
const err114 = {instancePath:instancePath+"/whatsapp~1card/actions/" + i7,schemaPath:"schema:ButtonAction/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
if(data58.title === undefined){
const err115 = {instancePath:instancePath+"/whatsapp~1card/actions/" + i7,schemaPath:"schema:ButtonAction/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
if(data58.type !== undefined){
let data59 = data58.type;
if(typeof data59 !== "string"){
const err116 = {instancePath:instancePath+"/whatsapp~1card/actions/" + i7+"/type",schemaPath:"schema:ButtonAction/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if(!(((((data59 === "URL") || (data59 === "PHONE_NUMBER")) || (data59 === "COPY_CODE")) || (data59 === "VOICE_CALL")) || (data59 === "QUICK_REPLY"))){
const err117 = {instancePath:instancePath+"/whatsapp~1card/actions/" + i7+"/type",schemaPath:"schema:ButtonAction/properties/type/enum",keyword:"enum",params:{allowedValues: schema5.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data58.title !== undefined){
let data60 = data58.title;
if(typeof data60 === "string"){
if(func0(data60) > 25){
const err118 = {instancePath:instancePath+"/whatsapp~1card/actions/" + i7+"/title",schemaPath:"schema:ButtonAction/properties/title/maxLength",keyword:"maxLength",params:{limit: 25},message:"must NOT have more than 25 characters"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
if(func0(data60) < 1){
const err119 = {instancePath:instancePath+"/whatsapp~1card/actions/" + i7+"/title",schemaPath:"schema:ButtonAction/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
else {
const err120 = {instancePath:instancePath+"/whatsapp~1card/actions/" + i7+"/title",schemaPath:"schema:ButtonAction/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
if(data58.url !== undefined){
if(typeof data58.url !== "string"){
const err121 = {instancePath:instancePath+"/whatsapp~1card/actions/" + i7+"/url",schemaPath:"schema:ButtonAction/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
if(data58.phone !== undefined){
if(typeof data58.phone !== "string"){
const err122 = {instancePath:instancePath+"/whatsapp~1card/actions/" + i7+"/phone",schemaPath:"schema:ButtonAction/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
if(data58.code !== undefined){
if(typeof data58.code !== "string"){
const err123 = {instancePath:instancePath+"/whatsapp~1card/actions/" + i7+"/code",schemaPath:"schema:ButtonAction/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
if(data58.id !== undefined){
if(typeof data58.id !== "string"){
const err124 = {instancePath:instancePath+"/whatsapp~1card/actions/" + i7+"/id",schemaPath:"schema:ButtonAction/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
}
else {
const err125 = {instancePath:instancePath+"/whatsapp~1card/actions/" + i7,schemaPath:"schema:ButtonAction/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
}
else {
const err126 = {instancePath:instancePath+"/whatsapp~1card/actions",schemaPath:"#/properties/whatsapp~1card/properties/actions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
}
else {
const err127 = {instancePath:instancePath+"/whatsapp~1card",schemaPath:"#/properties/whatsapp~1card/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
if(data["whatsapp/authentication"] !== undefined){
let data65 = data["whatsapp/authentication"];
if(data65 && typeof data65 == "object" && !Array.isArray(data65)){
if(data65.actions === undefined){
const err128 = {instancePath:instancePath+"/whatsapp~1authentication",schemaPath:"#/properties/whatsapp~1authentication/required",keyword:"required",params:{missingProperty: "actions"},message:"must have required property '"+"actions"+"'"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
if(data65.add_security_recommendation !== undefined){
if(typeof data65.add_security_recommendation !== "boolean"){
const err129 = {instancePath:instancePath+"/whatsapp~1authentication/add_security_recommendation",schemaPath:"#/properties/whatsapp~1authentication/properties/add_security_recommendation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
if(data65.code_expiration_minutes !== undefined){
let data67 = data65.code_expiration_minutes;
if((typeof data67 == "number") && (isFinite(data67))){
if(data67 > 90 || isNaN(data67)){
const err130 = {instancePath:instancePath+"/whatsapp~1authentication/code_expiration_minutes",schemaPath:"#/properties/whatsapp~1authentication/properties/code_expiration_minutes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 90},message:"must be <= 90"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
if(data67 < 1 || isNaN(data67)){
const err131 = {instancePath:instancePath+"/whatsapp~1authentication/code_expiration_minutes",schemaPath:"#/properties/whatsapp~1authentication/properties/code_expiration_minutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
else {
const err132 = {instancePath:instancePath+"/whatsapp~1authentication/code_expiration_minutes",schemaPath:"#/properties/whatsapp~1authentication/properties/code_expiration_minutes/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
if(data65.actions !== undefined){
let data68 = data65.actions;
if(Array.isArray(data68)){
if(data68.length < 1){
const err133 = {instancePath:instancePath+"/whatsapp~1authentication/actions",schemaPath:"#/properties/whatsapp~1authentication/properties/actions/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
const len8 = data68.length;
for(let i8=0; i8<len8; i8++){
let data69 = data68[i8];
if(data69 && typeof data69 == "object" && !Array.isArray(data69)){
if(data69.type === undefined){
const err134 = {instancePath:instancePath+"/whatsapp~1authentication/actions/" + i8,schemaPath:"schema:ButtonAction/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
if(data69.title === undefined){
const err135 = {instancePath:instancePath+"/whatsapp~1authentication/actions/" + i8,schemaPath:"schema:ButtonAction/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
if(data69.type !== undefined){
let data70 = data69.type;
if(typeof data70 !== "string"){
const err136 = {instancePath:instancePath+"/whatsapp~1authentication/actions/" + i8+"/type",schemaPath:"schema:ButtonAction/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
if(!(((((data70 === "URL") || (data70 === "PHONE_NUMBER")) || (data70 === "COPY_CODE")) || (data70 === "VOICE_CALL")) || (data70 === "QUICK_REPLY"))){
const err137 = {instancePath:instancePath+"/whatsapp~1authentication/actions/" + i8+"/type",schemaPath:"schema:ButtonAction/properties/type/enum",keyword:"enum",params:{allowedValues: schema5.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
if(data69.title !== undefined){
let data71 = data69.title;
if(typeof data71 === "string"){
if(func0(data71) > 25){
const err138 = {instancePath:instancePath+"/whatsapp~1authentication/actions/" + i8+"/title",schemaPath:"schema:ButtonAction/properties/title/maxLength",keyword:"maxLength",params:{limit: 25},message:"must NOT have more than 25 characters"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
if(func0(data71) < 1){
const err139 = {instancePath:instancePath+"/whatsapp~1authentication/actions/" + i8+"/title",schemaPath:"schema:ButtonAction/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
else {
const err140 = {instancePath:instancePath+"/whatsapp~1authentication/actions/" + i8+"/title",schemaPath:"schema:ButtonAction/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
if(data69.url !== undefined){
if(typeof data69.url !== "string"){
const err141 = {instancePath:instancePath+"/whatsapp~1authentication/actions/" + i8+"/url",schemaPath:"schema:ButtonAction/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
if(data69.phone !== undefined){
if(typeof data69.phone !== "string"){
const err142 = {instancePath:instancePath+"/whatsapp~1authentication/actions/" + i8+"/phone",schemaPath:"schema:ButtonAction/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
if(data69.code !== undefined){
if(typeof data69.code !== "string"){
const err143 = {instancePath:instancePath+"/whatsapp~1authentication/actions/" + i8+"/code",schemaPath:"schema:ButtonAction/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
if(data69.id !== undefined){
if(typeof data69.id !== "string"){
const err144 = {instancePath:instancePath+"/whatsapp~1authentication/actions/" + i8+"/id",schemaPath:"schema:ButtonAction/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
}
else {
const err145 = {instancePath:instancePath+"/whatsapp~1authentication/actions/" + i8,schemaPath:"schema:ButtonAction/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
}
else {
const err146 = {instancePath:instancePath+"/whatsapp~1authentication/actions",schemaPath:"#/properties/whatsapp~1authentication/properties/actions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
}
else {
const err147 = {instancePath:instancePath+"/whatsapp~1authentication",schemaPath:"#/properties/whatsapp~1authentication/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
if(data["whatsapp/flows"] !== undefined){
let data76 = data["whatsapp/flows"];
if(!(data76 && typeof data76 == "object" && !Array.isArray(data76))){
const err148 = {instancePath:instancePath+"/whatsapp~1flows",schemaPath:"#/properties/whatsapp~1flows/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
}
else {
const err149 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
validate3.errors = vErrors;
return errors === 0;
}


function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.language === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "language"},message:"must have required property '"+"language"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.types === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "types"},message:"must have required property '"+"types"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "friendly_name") || (key0 === "language")) || (key0 === "variables")) || (key0 === "types"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.friendly_name !== undefined){
let data0 = data.friendly_name;
if(typeof data0 === "string"){
if(func0(data0) > 512){
const err3 = {instancePath:instancePath+"/friendly_name",schemaPath:"#/properties/friendly_name/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
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
const err4 = {instancePath:instancePath+"/friendly_name",schemaPath:"#/properties/friendly_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.language !== undefined){
let data1 = data.language;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err5 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/pattern",keyword:"pattern",params:{pattern: "^[a-z]{2,3}(_[A-Z]{2})?$"},message:"must match pattern \""+"^[a-z]{2,3}(_[A-Z]{2})?$"+"\""};
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
const err6 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.variables !== undefined){
let data2 = data.variables;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
if(typeof data2[key1] !== "string"){
const err7 = {instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Variables/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err8 = {instancePath:instancePath+"/variables",schemaPath:"schema:Variables/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.types !== undefined){
if(!(validate3(data.types, {instancePath:instancePath+"/types",parentData:data,parentDataProperty:"types",rootData}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
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

exports.req_3 = validate5;
const schema9 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"Sid":{"type":"string","minLength":1}},"required":["Sid"]}}};

function validate5(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data2.Sid === undefined){
const err2 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "Sid"},message:"must have required property '"+"Sid"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data2.Sid !== undefined){
let data3 = data2.Sid;
if(typeof data3 === "string"){
if(func0(data3) < 1){
const err3 = {instancePath:instancePath+"/params/Sid",schemaPath:"#/properties/params/properties/Sid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/params/Sid",schemaPath:"#/properties/params/properties/Sid/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate5.errors = vErrors;
return errors === 0;
}

exports.req_ContentApprovalRequest = validate6;
const schema10 = {"type":"object","required":["name","category"],"additionalProperties":false,"properties":{"name":{"type":"string","pattern":"^[a-z0-9_]{1,512}$"},"category":{"type":"string","enum":["UTILITY","MARKETING","AUTHENTICATION"]}}};
const pattern1 = new RegExp("^[a-z0-9_]{1,512}$", "u");

function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.category === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "category"},message:"must have required property '"+"category"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "name") || (key0 === "category"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(!pattern1.test(data0)){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9_]{1,512}$"},message:"must match pattern \""+"^[a-z0-9_]{1,512}$"+"\""};
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
if(data.category !== undefined){
let data1 = data.category;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(((data1 === "UTILITY") || (data1 === "MARKETING")) || (data1 === "AUTHENTICATION"))){
const err6 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/enum",keyword:"enum",params:{allowedValues: schema10.properties.category.enum},message:"must be equal to one of the allowed values"};
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
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate6.errors = vErrors;
return errors === 0;
}
