// generated from specs/message-content.yaml — do not edit; run `make generate`
"use strict";
exports.req_0 = validate0;
const schema0 = {"type":"object","properties":{"query":{"type":"object","properties":{"PageSize":{"type":"integer","minimum":1,"maximum":1000},"Page":{"type":"integer","minimum":0},"PageToken":{"type":"string"}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};

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
if(data0.PageSize !== undefined){
let data1 = data0.PageSize;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate0.errors = [{instancePath:instancePath+"/query/PageSize",schemaPath:"#/properties/query/properties/PageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 1000 || isNaN(data1)){
validate0.errors = [{instancePath:instancePath+"/query/PageSize",schemaPath:"#/properties/query/properties/PageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"}];
return false;
}
else {
if(data1 < 1 || isNaN(data1)){
validate0.errors = [{instancePath:instancePath+"/query/PageSize",schemaPath:"#/properties/query/properties/PageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
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
if(data0.Page !== undefined){
let data2 = data0.Page;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate0.errors = [{instancePath:instancePath+"/query/Page",schemaPath:"#/properties/query/properties/Page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs5){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate0.errors = [{instancePath:instancePath+"/query/Page",schemaPath:"#/properties/query/properties/Page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.PageToken !== undefined){
const _errs7 = errors;
if(typeof data0.PageToken !== "string"){
validate0.errors = [{instancePath:instancePath+"/query/PageToken",schemaPath:"#/properties/query/properties/PageToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
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
const schema1 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
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
let data1 = data.headers;
const _errs3 = errors;
if(errors === _errs3){
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
validate1.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
validate1.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate1.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
validate3.errors = [{instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema4.properties, key0))){
validate3.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data["twilio/text"] !== undefined){
let data0 = data["twilio/text"];
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if((data0.body === undefined) && (missing0 = "body")){
validate3.errors = [{instancePath:instancePath+"/twilio~1text",schemaPath:"#/properties/twilio~1text/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data0.body !== undefined){
let data1 = data0.body;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func0(data1) > 1600){
validate3.errors = [{instancePath:instancePath+"/twilio~1text/body",schemaPath:"#/properties/twilio~1text/properties/body/maxLength",keyword:"maxLength",params:{limit: 1600},message:"must NOT have more than 1600 characters"}];
return false;
}
else {
if(func0(data1) < 1){
validate3.errors = [{instancePath:instancePath+"/twilio~1text/body",schemaPath:"#/properties/twilio~1text/properties/body/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/twilio~1text/body",schemaPath:"#/properties/twilio~1text/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/twilio~1text",schemaPath:"#/properties/twilio~1text/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data["twilio/media"] !== undefined){
let data2 = data["twilio/media"];
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((data2.media === undefined) && (missing1 = "media")){
validate3.errors = [{instancePath:instancePath+"/twilio~1media",schemaPath:"#/properties/twilio~1media/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data2.body !== undefined){
let data3 = data2.body;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(func0(data3) > 1600){
validate3.errors = [{instancePath:instancePath+"/twilio~1media/body",schemaPath:"#/properties/twilio~1media/properties/body/maxLength",keyword:"maxLength",params:{limit: 1600},message:"must NOT have more than 1600 characters"}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/twilio~1media/body",schemaPath:"#/properties/twilio~1media/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.media !== undefined){
let data4 = data2.media;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data4)){
if(data4.length < 1){
validate3.errors = [{instancePath:instancePath+"/twilio~1media/media",schemaPath:"#/properties/twilio~1media/properties/media/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid3 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs12 = errors;
if(typeof data4[i0] !== "string"){
validate3.errors = [{instancePath:instancePath+"/twilio~1media/media/" + i0,schemaPath:"#/properties/twilio~1media/properties/media/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs12 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/twilio~1media/media",schemaPath:"#/properties/twilio~1media/properties/media/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs10 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/twilio~1media",schemaPath:"#/properties/twilio~1media/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data["twilio/location"] !== undefined){
let data6 = data["twilio/location"];
const _errs14 = errors;
if(errors === _errs14){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing2;
if(((data6.latitude === undefined) && (missing2 = "latitude")) || ((data6.longitude === undefined) && (missing2 = "longitude"))){
validate3.errors = [{instancePath:instancePath+"/twilio~1location",schemaPath:"#/properties/twilio~1location/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data6.latitude !== undefined){
let data7 = data6.latitude;
const _errs16 = errors;
if(errors === _errs16){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 90 || isNaN(data7)){
validate3.errors = [{instancePath:instancePath+"/twilio~1location/latitude",schemaPath:"#/properties/twilio~1location/properties/latitude/maximum",keyword:"maximum",params:{comparison: "<=", limit: 90},message:"must be <= 90"}];
return false;
}
else {
if(data7 < -90 || isNaN(data7)){
validate3.errors = [{instancePath:instancePath+"/twilio~1location/latitude",schemaPath:"#/properties/twilio~1location/properties/latitude/minimum",keyword:"minimum",params:{comparison: ">=", limit: -90},message:"must be >= -90"}];
return false;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/twilio~1location/latitude",schemaPath:"#/properties/twilio~1location/properties/latitude/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid4 = _errs16 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data6.longitude !== undefined){
let data8 = data6.longitude;
const _errs18 = errors;
if(errors === _errs18){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 180 || isNaN(data8)){
validate3.errors = [{instancePath:instancePath+"/twilio~1location/longitude",schemaPath:"#/properties/twilio~1location/properties/longitude/maximum",keyword:"maximum",params:{comparison: "<=", limit: 180},message:"must be <= 180"}];
return false;
}
else {
if(data8 < -180 || isNaN(data8)){
validate3.errors = [{instancePath:instancePath+"/twilio~1location/longitude",schemaPath:"#/properties/twilio~1location/properties/longitude/minimum",keyword:"minimum",params:{comparison: ">=", limit: -180},message:"must be >= -180"}];
return false;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/twilio~1location/longitude",schemaPath:"#/properties/twilio~1location/properties/longitude/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid4 = _errs18 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data6.label !== undefined){
const _errs20 = errors;
if(typeof data6.label !== "string"){
validate3.errors = [{instancePath:instancePath+"/twilio~1location/label",schemaPath:"#/properties/twilio~1location/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs20 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/twilio~1location",schemaPath:"#/properties/twilio~1location/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data["twilio/quick-reply"] !== undefined){
let data10 = data["twilio/quick-reply"];
const _errs22 = errors;
if(errors === _errs22){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
let missing3;
if(((data10.body === undefined) && (missing3 = "body")) || ((data10.actions === undefined) && (missing3 = "actions"))){
validate3.errors = [{instancePath:instancePath+"/twilio~1quick-reply",schemaPath:"#/properties/twilio~1quick-reply/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data10.body !== undefined){
let data11 = data10.body;
const _errs24 = errors;
if(errors === _errs24){
if(typeof data11 === "string"){
if(func0(data11) > 1024){
validate3.errors = [{instancePath:instancePath+"/twilio~1quick-reply/body",schemaPath:"#/properties/twilio~1quick-reply/properties/body/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
}
else {
if(func0(data11) < 1){
validate3.errors = [{instancePath:instancePath+"/twilio~1quick-reply/body",schemaPath:"#/properties/twilio~1quick-reply/properties/body/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/twilio~1quick-reply/body",schemaPath:"#/properties/twilio~1quick-reply/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid5 = _errs24 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data10.actions !== undefined){
let data12 = data10.actions;
const _errs26 = errors;
if(errors === _errs26){
if(Array.isArray(data12)){
if(data12.length > 10){
validate3.errors = [{instancePath:instancePath+"/twilio~1quick-reply/actions",schemaPath:"#/properties/twilio~1quick-reply/properties/actions/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"}];
return false;
}
else {
if(data12.length < 1){
validate3.errors = [{instancePath:instancePath+"/twilio~1quick-reply/actions",schemaPath:"#/properties/twilio~1quick-reply/properties/actions/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid6 = true;
const len1 = data12.length;
for(let i1=0; i1<len1; i1++){
let data13 = data12[i1];
const _errs28 = errors;
if(errors === _errs28){
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
let missing4;
if((data13.title === undefined) && (missing4 = "title")){
validate3.errors = [{instancePath:instancePath+"/twilio~1quick-reply/actions/" + i1,schemaPath:"#/properties/twilio~1quick-reply/properties/actions/items/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
if(data13.title !== undefined){
let data14 = data13.title;
const _errs30 = errors;
if(errors === _errs30){
if(typeof data14 === "string"){
if(func0(data14) > 20){
validate3.errors = [{instancePath:instancePath+"/twilio~1quick-reply/actions/" + i1+"/title",schemaPath:"#/properties/twilio~1quick-reply/properties/actions/items/properties/title/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"}];
return false;
}
else {
if(func0(data14) < 1){
validate3.errors = [{instancePath:instancePath+"/twilio~1quick-reply/actions/" + i1+"/title",schemaPath:"#/properties/twilio~1quick-reply/properties/actions/items/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/twilio~1quick-reply/actions/" + i1+"/title",schemaPath:"#/properties/twilio~1quick-reply/properties/actions/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs30 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data13.id !== undefined){
const _errs32 = errors;
if(typeof data13.id !== "string"){
validate3.errors = [{instancePath:instancePath+"/twilio~1quick-reply/actions/" + i1+"/id",schemaPath:"#/properties/twilio~1quick-reply/properties/actions/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs32 === errors;
}
else {
var valid7 = true;
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/twilio~1quick-reply/actions/" + i1,schemaPath:"#/properties/twilio~1quick-reply/properties/actions/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid6 = _errs28 === errors;
if(!valid6){
break;
}
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/twilio~1quick-reply/actions",schemaPath:"#/properties/twilio~1quick-reply/properties/actions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid5 = _errs26 === errors;
}
else {
var valid5 = true;
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/twilio~1quick-reply",schemaPath:"#/properties/twilio~1quick-reply/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data["twilio/call-to-action"] !== undefined){
let data16 = data["twilio/call-to-action"];
const _errs34 = errors;
if(errors === _errs34){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing5;
if(((data16.body === undefined) && (missing5 = "body")) || ((data16.actions === undefined) && (missing5 = "actions"))){
validate3.errors = [{instancePath:instancePath+"/twilio~1call-to-action",schemaPath:"#/properties/twilio~1call-to-action/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"}];
return false;
}
else {
if(data16.body !== undefined){
let data17 = data16.body;
const _errs36 = errors;
if(errors === _errs36){
if(typeof data17 === "string"){
if(func0(data17) > 1024){
validate3.errors = [{instancePath:instancePath+"/twilio~1call-to-action/body",schemaPath:"#/properties/twilio~1call-to-action/properties/body/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
}
else {
if(func0(data17) < 1){
validate3.errors = [{instancePath:instancePath+"/twilio~1call-to-action/body",schemaPath:"#/properties/twilio~1call-to-action/properties/body/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/twilio~1call-to-action/body",schemaPath:"#/properties/twilio~1call-to-action/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid8 = _errs36 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data16.actions !== undefined){
let data18 = data16.actions;
const _errs38 = errors;
if(errors === _errs38){
if(Array.isArray(data18)){
if(data18.length < 1){
validate3.errors = [{instancePath:instancePath+"/twilio~1call-to-action/actions",schemaPath:"#/properties/twilio~1call-to-action/properties/actions/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid9 = true;
const len2 = data18.length;
for(let i2=0; i2<len2; i2++){
let data19 = data18[i2];
const _errs40 = errors;
const _errs41 = errors;
if(errors === _errs41){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
let missing6;
if(((data19.type === undefined) && (missing6 = "type")) || ((data19.title === undefined) && (missing6 = "title"))){
validate3.errors = [{instancePath:instancePath+"/twilio~1call-to-action/actions/" + i2,schemaPath:"schema:ButtonAction/required",keyword:"required",params:{missingProperty: missing6},message:"must have required property '"+missing6+"'"}];
return false;
}
else {
if(data19.type !== undefined){
let data20 = data19.type;
const _errs43 = errors;
if(typeof data20 !== "string"){
validate3.errors = [{instancePath:instancePath+"/twilio~1call-to-action/actions/" + i2+"/type",schemaPath:"schema:ButtonAction/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data20 === "URL") || (data20 === "PHONE_NUMBER")) || (data20 === "COPY_CODE")) || (data20 === "VOICE_CALL")) || (data20 === "QUICK_REPLY"))){
validate3.errors = [{instancePath:instancePath+"/twilio~1call-to-action/actions/" + i2+"/type",schemaPath:"schema:ButtonAction/properties/type/enum",keyword:"enum",params:{allowedValues: schema5.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid11 = _errs43 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data19.title !== undefined){
let data21 = data19.title;
const _errs45 = errors;
if(errors === _errs45){
if(typeof data21 === "string"){
if(func0(data21) > 25){
validate3.errors = [{instancePath:instancePath+"/twilio~1call-to-action/actions/" + i2+"/title",schemaPath:"schema:ButtonAction/properties/title/maxLength",keyword:"maxLength",params:{limit: 25},message:"must NOT have more than 25 characters"}];
return false;
}
else {
if(func0(data21) < 1){
validate3.errors = [{instancePath:instancePath+"/twilio~1call-to-action/actions/" + i2+"/title",schemaPath:"schema:ButtonAction/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/twilio~1call-to-action/actions/" + i2+"/title",schemaPath:"schema:ButtonAction/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid11 = _errs45 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data19.url !== undefined){
const _errs47 = errors;
if(typeof data19.url !== "string"){
validate3.errors = [{instancePath:instancePath+"/twilio~1call-to-action/actions/" + i2+"/url",schemaPath:"schema:ButtonAction/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid11 = _errs47 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data19.phone !== undefined){
const _errs49 = errors;
if(typeof data19.phone !== "string"){
validate3.errors = [{instancePath:instancePath+"/twilio~1call-to-action/actions/" + i2+"/phone",schemaPath:"schema:ButtonAction/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid11 = _errs49 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data19.code !== undefined){
const _errs51 = errors;
if(typeof data19.code !== "string"){
validate3.errors = [{instancePath:instancePath+"/twilio~1call-to-action/actions/" + i2+"/code",schemaPath:"schema:ButtonAction/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid11 = _errs51 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data19.id !== undefined){
const _errs53 = errors;
if(typeof data19.id !== "string"){
validate3.errors = [{instancePath:instancePath+"/twilio~1call-to-action/actions/" + i2+"/id",schemaPath:"schema:ButtonAction/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid11 = _errs53 === errors;
}
else {
var valid11 = true;
}
}
}
}
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/twilio~1call-to-action/actions/" + i2,schemaPath:"schema:ButtonAction/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid9 = _errs40 === errors;
if(!valid9){
break;
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/twilio~1call-to-action/actions",schemaPath:"#/properties/twilio~1call-to-action/properties/actions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid8 = _errs38 === errors;
}
else {
var valid8 = true;
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/twilio~1call-to-action",schemaPath:"#/properties/twilio~1call-to-action/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data["twilio/card"] !== undefined){
let data26 = data["twilio/card"];
const _errs55 = errors;
if(errors === _errs55){
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
let missing7;
if((data26.title === undefined) && (missing7 = "title")){
validate3.errors = [{instancePath:instancePath+"/twilio~1card",schemaPath:"#/properties/twilio~1card/required",keyword:"required",params:{missingProperty: missing7},message:"must have required property '"+missing7+"'"}];
return false;
}
else {
if(data26.title !== undefined){
let data27 = data26.title;
const _errs57 = errors;
if(errors === _errs57){
if(typeof data27 === "string"){
if(func0(data27) > 1024){
validate3.errors = [{instancePath:instancePath+"/twilio~1card/title",schemaPath:"#/properties/twilio~1card/properties/title/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
}
else {
if(func0(data27) < 1){
validate3.errors = [{instancePath:instancePath+"/twilio~1card/title",schemaPath:"#/properties/twilio~1card/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/twilio~1card/title",schemaPath:"#/properties/twilio~1card/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid12 = _errs57 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data26.subtitle !== undefined){
let data28 = data26.subtitle;
const _errs59 = errors;
if(errors === _errs59){
if(typeof data28 === "string"){
if(func0(data28) > 60){
validate3.errors = [{instancePath:instancePath+"/twilio~1card/subtitle",schemaPath:"#/properties/twilio~1card/properties/subtitle/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/twilio~1card/subtitle",schemaPath:"#/properties/twilio~1card/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid12 = _errs59 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data26.media !== undefined){
let data29 = data26.media;
const _errs61 = errors;
if(errors === _errs61){
if(Array.isArray(data29)){
var valid13 = true;
const len3 = data29.length;
for(let i3=0; i3<len3; i3++){
const _errs63 = errors;
if(typeof data29[i3] !== "string"){
validate3.errors = [{instancePath:instancePath+"/twilio~1card/media/" + i3,schemaPath:"#/properties/twilio~1card/properties/media/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid13 = _errs63 === errors;
if(!valid13){
break;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/twilio~1card/media",schemaPath:"#/properties/twilio~1card/properties/media/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid12 = _errs61 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data26.actions !== undefined){
let data31 = data26.actions;
const _errs65 = errors;
if(errors === _errs65){
if(Array.isArray(data31)){
var valid14 = true;
const len4 = data31.length;
for(let i4=0; i4<len4; i4++){
let data32 = data31[i4];
const _errs67 = errors;
const _errs68 = errors;
if(errors === _errs68){
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
let missing8;
if(((data32.type === undefined) && (missing8 = "type")) || ((data32.title === undefined) && (missing8 = "title"))){
validate3.errors = [{instancePath:instancePath+"/twilio~1card/actions/" + i4,schemaPath:"schema:ButtonAction/required",keyword:"required",params:{missingProperty: missing8},message:"must have required property '"+missing8+"'"}];
return false;
}
else {
if(data32.type !== undefined){
let data33 = data32.type;
const _errs70 = errors;
if(typeof data33 !== "string"){
validate3.errors = [{instancePath:instancePath+"/twilio~1card/actions/" + i4+"/type",schemaPath:"schema:ButtonAction/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data33 === "URL") || (data33 === "PHONE_NUMBER")) || (data33 === "COPY_CODE")) || (data33 === "VOICE_CALL")) || (data33 === "QUICK_REPLY"))){
validate3.errors = [{instancePath:instancePath+"/twilio~1card/actions/" + i4+"/type",schemaPath:"schema:ButtonAction/properties/type/enum",keyword:"enum",params:{allowedValues: schema5.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid16 = _errs70 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data32.title !== undefined){
let data34 = data32.title;
const _errs72 = errors;
if(errors === _errs72){
if(typeof data34 === "string"){
if(func0(data34) > 25){
validate3.errors = [{instancePath:instancePath+"/twilio~1card/actions/" + i4+"/title",schemaPath:"schema:ButtonAction/properties/title/maxLength",keyword:"maxLength",params:{limit: 25},message:"must NOT have more than 25 characters"}];
return false;
}
else {
if(func0(data34) < 1){
validate3.errors = [{instancePath:instancePath+"/twilio~1card/actions/" + i4+"/title",schemaPath:"schema:ButtonAction/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/twilio~1card/actions/" + i4+"/title",schemaPath:"schema:ButtonAction/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid16 = _errs72 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data32.url !== undefined){
const _errs74 = errors;
if(typeof data32.url !== "string"){
validate3.errors = [{instancePath:instancePath+"/twilio~1card/actions/" + i4+"/url",schemaPath:"schema:ButtonAction/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid16 = _errs74 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data32.phone !== undefined){
const _errs76 = errors;
if(typeof data32.phone !== "string"){
validate3.errors = [{instancePath:instancePath+"/twilio~1card/actions/" + i4+"/phone",schemaPath:"schema:ButtonAction/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid16 = _errs76 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data32.code !== undefined){
const _errs78 = errors;
if(typeof data32.code !== "string"){
validate3.errors = [{instancePath:instancePath+"/twilio~1card/actions/" + i4+"/code",schemaPath:"schema:ButtonAction/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid16 = _errs78 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data32.id !== undefined){
const _errs80 = errors;
if(typeof data32.id !== "string"){
validate3.errors = [{instancePath:instancePath+"/twilio~1card/actions/" + i4+"/id",schemaPath:"schema:ButtonAction/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid16 = _errs80 === errors;
}
else {
var valid16 = true;
}
}
}
}
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/twilio~1card/actions/" + i4,schemaPath:"schema:ButtonAction/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid14 = _errs67 === errors;
if(!valid14){
break;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/twilio~1card/actions",schemaPath:"#/properties/twilio~1card/properties/actions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid12 = _errs65 === errors;
}
else {
var valid12 = true;
}
}
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/twilio~1card",schemaPath:"#/properties/twilio~1card/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs55 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data["twilio/list-picker"] !== undefined){
let data39 = data["twilio/list-picker"];
const _errs82 = errors;
if(errors === _errs82){
if(data39 && typeof data39 == "object" && !Array.isArray(data39)){
let missing9;
if((((data39.body === undefined) && (missing9 = "body")) || ((data39.button === undefined) && (missing9 = "button"))) || ((data39.items === undefined) && (missing9 = "items"))){
validate3.errors = [{instancePath:instancePath+"/twilio~1list-picker",schemaPath:"#/properties/twilio~1list-picker/required",keyword:"required",params:{missingProperty: missing9},message:"must have required property '"+missing9+"'"}];
return false;
}
else {
if(data39.body !== undefined){
let data40 = data39.body;
const _errs84 = errors;
if(errors === _errs84){
if(typeof data40 === "string"){
if(func0(data40) > 1024){
validate3.errors = [{instancePath:instancePath+"/twilio~1list-picker/body",schemaPath:"#/properties/twilio~1list-picker/properties/body/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
}
else {
if(func0(data40) < 1){
validate3.errors = [{instancePath:instancePath+"/twilio~1list-picker/body",schemaPath:"#/properties/twilio~1list-picker/properties/body/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/twilio~1list-picker/body",schemaPath:"#/properties/twilio~1list-picker/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid17 = _errs84 === errors;
}
else {
var valid17 = true;
}
if(valid17){
if(data39.button !== undefined){
let data41 = data39.button;
const _errs86 = errors;
if(errors === _errs86){
if(typeof data41 === "string"){
if(func0(data41) > 20){
validate3.errors = [{instancePath:instancePath+"/twilio~1list-picker/button",schemaPath:"#/properties/twilio~1list-picker/properties/button/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"}];
return false;
}
else {
if(func0(data41) < 1){
validate3.errors = [{instancePath:instancePath+"/twilio~1list-picker/button",schemaPath:"#/properties/twilio~1list-picker/properties/button/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/twilio~1list-picker/button",schemaPath:"#/properties/twilio~1list-picker/properties/button/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid17 = _errs86 === errors;
}
else {
var valid17 = true;
}
if(valid17){
if(data39.items !== undefined){
let data42 = data39.items;
const _errs88 = errors;
if(errors === _errs88){
if(Array.isArray(data42)){
if(data42.length > 10){
validate3.errors = [{instancePath:instancePath+"/twilio~1list-picker/items",schemaPath:"#/properties/twilio~1list-picker/properties/items/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"}];
return false;
}
else {
if(data42.length < 1){
validate3.errors = [{instancePath:instancePath+"/twilio~1list-picker/items",schemaPath:"#/properties/twilio~1list-picker/properties/items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid18 = true;
const len5 = data42.length;
for(let i5=0; i5<len5; i5++){
let data43 = data42[i5];
const _errs90 = errors;
if(errors === _errs90){
if(data43 && typeof data43 == "object" && !Array.isArray(data43)){
let missing10;
if(((data43.item === undefined) && (missing10 = "item")) || ((data43.id === undefined) && (missing10 = "id"))){
validate3.errors = [{instancePath:instancePath+"/twilio~1list-picker/items/" + i5,schemaPath:"#/properties/twilio~1list-picker/properties/items/items/required",keyword:"required",params:{missingProperty: missing10},message:"must have required property '"+missing10+"'"}];
return false;
}
else {
if(data43.item !== undefined){
let data44 = data43.item;
const _errs92 = errors;
if(errors === _errs92){
if(typeof data44 === "string"){
if(func0(data44) > 24){
validate3.errors = [{instancePath:instancePath+"/twilio~1list-picker/items/" + i5+"/item",schemaPath:"#/properties/twilio~1list-picker/properties/items/items/properties/item/maxLength",keyword:"maxLength",params:{limit: 24},message:"must NOT have more than 24 characters"}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/twilio~1list-picker/items/" + i5+"/item",schemaPath:"#/properties/twilio~1list-picker/properties/items/items/properties/item/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid19 = _errs92 === errors;
}
else {
var valid19 = true;
}
if(valid19){
if(data43.id !== undefined){
let data45 = data43.id;
const _errs94 = errors;
if(errors === _errs94){
if(typeof data45 === "string"){
if(func0(data45) > 200){
validate3.errors = [{instancePath:instancePath+"/twilio~1list-picker/items/" + i5+"/id",schemaPath:"#/properties/twilio~1list-picker/properties/items/items/properties/id/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/twilio~1list-picker/items/" + i5+"/id",schemaPath:"#/properties/twilio~1list-picker/properties/items/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid19 = _errs94 === errors;
}
else {
var valid19 = true;
}
if(valid19){
if(data43.description !== undefined){
let data46 = data43.description;
const _errs96 = errors;
if(errors === _errs96){
if(typeof data46 === "string"){
if(func0(data46) > 72){
validate3.errors = [{instancePath:instancePath+"/twilio~1list-picker/items/" + i5+"/description",schemaPath:"#/properties/twilio~1list-picker/properties/items/items/properties/description/maxLength",keyword:"maxLength",params:{limit: 72},message:"must NOT have more than 72 characters"}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/twilio~1list-picker/items/" + i5+"/description",schemaPath:"#/properties/twilio~1list-picker/properties/items/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid19 = _errs96 === errors;
}
else {
var valid19 = true;
}
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/twilio~1list-picker/items/" + i5,schemaPath:"#/properties/twilio~1list-picker/properties/items/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid18 = _errs90 === errors;
if(!valid18){
break;
}
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/twilio~1list-picker/items",schemaPath:"#/properties/twilio~1list-picker/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid17 = _errs88 === errors;
}
else {
var valid17 = true;
}
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/twilio~1list-picker",schemaPath:"#/properties/twilio~1list-picker/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs82 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data["twilio/catalog"] !== undefined){
let data47 = data["twilio/catalog"];
const _errs98 = errors;
if(!(data47 && typeof data47 == "object" && !Array.isArray(data47))){
validate3.errors = [{instancePath:instancePath+"/twilio~1catalog",schemaPath:"#/properties/twilio~1catalog/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid0 = _errs98 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data["twilio/carousel"] !== undefined){
let data48 = data["twilio/carousel"];
const _errs100 = errors;
if(!(data48 && typeof data48 == "object" && !Array.isArray(data48))){
validate3.errors = [{instancePath:instancePath+"/twilio~1carousel",schemaPath:"#/properties/twilio~1carousel/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid0 = _errs100 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data["twilio/flows"] !== undefined){
let data49 = data["twilio/flows"];
const _errs102 = errors;
if(!(data49 && typeof data49 == "object" && !Array.isArray(data49))){
validate3.errors = [{instancePath:instancePath+"/twilio~1flows",schemaPath:"#/properties/twilio~1flows/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid0 = _errs102 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data["twilio/schedule"] !== undefined){
let data50 = data["twilio/schedule"];
const _errs104 = errors;
if(!(data50 && typeof data50 == "object" && !Array.isArray(data50))){
validate3.errors = [{instancePath:instancePath+"/twilio~1schedule",schemaPath:"#/properties/twilio~1schedule/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid0 = _errs104 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data["whatsapp/card"] !== undefined){
let data51 = data["whatsapp/card"];
const _errs106 = errors;
if(errors === _errs106){
if(data51 && typeof data51 == "object" && !Array.isArray(data51)){
let missing11;
if((data51.body === undefined) && (missing11 = "body")){
validate3.errors = [{instancePath:instancePath+"/whatsapp~1card",schemaPath:"#/properties/whatsapp~1card/required",keyword:"required",params:{missingProperty: missing11},message:"must have required property '"+missing11+"'"}];
return false;
}
else {
if(data51.body !== undefined){
let data52 = data51.body;
const _errs108 = errors;
if(errors === _errs108){
if(typeof data52 === "string"){
if(func0(data52) < 1){
validate3.errors = [{instancePath:instancePath+"/whatsapp~1card/body",schemaPath:"#/properties/whatsapp~1card/properties/body/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/whatsapp~1card/body",schemaPath:"#/properties/whatsapp~1card/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid20 = _errs108 === errors;
}
else {
var valid20 = true;
}
if(valid20){
if(data51.footer !== undefined){
const _errs110 = errors;
if(typeof data51.footer !== "string"){
validate3.errors = [{instancePath:instancePath+"/whatsapp~1card/footer",schemaPath:"#/properties/whatsapp~1card/properties/footer/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid20 = _errs110 === errors;
}
else {
var valid20 = true;
}
if(valid20){
if(data51.media !== undefined){
let data54 = data51.media;
const _errs112 = errors;
if(errors === _errs112){
if(Array.isArray(data54)){
var valid21 = true;
const len6 = data54.length;
for(let i6=0; i6<len6; i6++){
const _errs114 = errors;
if(typeof data54[i6] !== "string"){
validate3.errors = [{instancePath:instancePath+"/whatsapp~1card/media/" + i6,schemaPath:"#/properties/whatsapp~1card/properties/media/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid21 = _errs114 === errors;
if(!valid21){
break;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/whatsapp~1card/media",schemaPath:"#/properties/whatsapp~1card/properties/media/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid20 = _errs112 === errors;
}
else {
var valid20 = true;
}
if(valid20){
if(data51.header_text !== undefined){
const _errs116 = errors;
if(typeof data51.header_text !== "string"){
validate3.errors = [{instancePath:instancePath+"/whatsapp~1card/header_text",schemaPath:"#/properties/whatsapp~1card/properties/header_text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid20 = _errs116 === errors;
}
else {
var valid20 = true;
}
if(valid20){
if(data51.actions !== undefined){
let data57 = data51.actions;
const _errs118 = errors;
if(errors === _errs118){
if(Array.isArray(data57)){
var valid22 = true;
const len7 = data57.length;
for(let i7=0; i7<len7; i7++){
let data58 = data57[i7];
const _errs120 = errors;
const _errs121 = errors;
if(errors === _errs121){
if(data58 && typeof data58 == "object" && !Array.isArray(data58)){
let missing12;
if(((data58.type === undefined) && (missing12 = "type")) || ((data58.title === undefined) && (missing12 = "title"))){
validate3.errors = [{instancePath:instancePath+"/whatsapp~1card/actions/" + i7,schemaPath:"schema:ButtonAction/required",keyword:"required",params:{missingProperty: missing12},message:"must have required property '"+missing12+"'"}];
return false;
}
else {
if(data58.type !== undefined){
let data59 = data58.type;
const _errs123 = errors;
if(typeof data59 !== "string"){
validate3.errors = [{instancePath:instancePath+"/whatsapp~1card/actions/" + i7+"/type",schemaPath:"schema:ButtonAction/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data59 === "URL") || (data59 === "PHONE_NUMBER")) || (data59 === "COPY_CODE")) || (data59 === "VOICE_CALL")) || (data59 === "QUICK_REPLY"))){
validate3.errors = [{instancePath:instancePath+"/whatsapp~1card/actions/" + i7+"/type",schemaPath:"schema:ButtonAction/properties/type/enum",keyword:"enum",params:{allowedValues: schema5.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid24 = _errs123 === errors;
}
else {
var valid24 = true;
}
if(valid24){
if(data58.title !== undefined){
let data60 = data58.title;
const _errs125 = errors;
if(errors === _errs125){
if(typeof data60 === "string"){
if(func0(data60) > 25){
validate3.errors = [{instancePath:instancePath+"/whatsapp~1card/actions/" + i7+"/title",schemaPath:"schema:ButtonAction/properties/title/maxLength",keyword:"maxLength",params:{limit: 25},message:"must NOT have more than 25 characters"}];
return false;
}
else {
if(func0(data60) < 1){
validate3.errors = [{instancePath:instancePath+"/whatsapp~1card/actions/" + i7+"/title",schemaPath:"schema:ButtonAction/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/whatsapp~1card/actions/" + i7+"/title",schemaPath:"schema:ButtonAction/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid24 = _errs125 === errors;
}
else {
var valid24 = true;
}
if(valid24){
if(data58.url !== undefined){
const _errs127 = errors;
if(typeof data58.url !== "string"){
validate3.errors = [{instancePath:instancePath+"/whatsapp~1card/actions/" + i7+"/url",schemaPath:"schema:ButtonAction/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid24 = _errs127 === errors;
}
else {
var valid24 = true;
}
if(valid24){
if(data58.phone !== undefined){
const _errs129 = errors;
if(typeof data58.phone !== "string"){
validate3.errors = [{instancePath:instancePath+"/whatsapp~1card/actions/" + i7+"/phone",schemaPath:"schema:ButtonAction/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid24 = _errs129 === errors;
}
else {
var valid24 = true;
}
if(valid24){
if(data58.code !== undefined){
const _errs131 = errors;
if(typeof data58.code !== "string"){
validate3.errors = [{instancePath:instancePath+"/whatsapp~1card/actions/" + i7+"/code",schemaPath:"schema:ButtonAction/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid24 = _errs131 === errors;
}
else {
var valid24 = true;
}
if(valid24){
if(data58.id !== undefined){
const _errs133 = errors;
if(typeof data58.id !== "string"){
validate3.errors = [{instancePath:instancePath+"/whatsapp~1card/actions/" + i7+"/id",schemaPath:"schema:ButtonAction/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid24 = _errs133 === errors;
}
else {
var valid24 = true;
}
}
}
}
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/whatsapp~1card/actions/" + i7,schemaPath:"schema:ButtonAction/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid22 = _errs120 === errors;
if(!valid22){
break;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/whatsapp~1card/actions",schemaPath:"#/properties/whatsapp~1card/properties/actions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid20 = _errs118 === errors;
}
else {
var valid20 = true;
}
}
}
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/whatsapp~1card",schemaPath:"#/properties/whatsapp~1card/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs106 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data["whatsapp/authentication"] !== undefined){
let data65 = data["whatsapp/authentication"];
const _errs135 = errors;
if(errors === _errs135){
if(data65 && typeof data65 == "object" && !Array.isArray(data65)){
let missing13;
if((data65.actions === undefined) && (missing13 = "actions")){
validate3.errors = [{instancePath:instancePath+"/whatsapp~1authentication",schemaPath:"#/properties/whatsapp~1authentication/required",keyword:"required",params:{missingProperty: missing13},message:"must have required property '"+missing13+"'"}];
return false;
}
else {
if(data65.add_security_recommendation !== undefined){
const _errs137 = errors;
if(typeof data65.add_security_recommendation !== "boolean"){
validate3.errors = [{instancePath:instancePath+"/whatsapp~1authentication/add_security_recommendation",schemaPath:"#/properties/whatsapp~1authentication/properties/add_security_recommendation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid25 = _errs137 === errors;
}
else {
var valid25 = true;
}
if(valid25){
if(data65.code_expiration_minutes !== undefined){
let data67 = data65.code_expiration_minutes;
const _errs139 = errors;
if(errors === _errs139){
if((typeof data67 == "number") && (isFinite(data67))){
if(data67 > 90 || isNaN(data67)){
validate3.errors = [{instancePath:instancePath+"/whatsapp~1authentication/code_expiration_minutes",schemaPath:"#/properties/whatsapp~1authentication/properties/code_expiration_minutes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 90},message:"must be <= 90"}];
return false;
}
else {
if(data67 < 1 || isNaN(data67)){
validate3.errors = [{instancePath:instancePath+"/whatsapp~1authentication/code_expiration_minutes",schemaPath:"#/properties/whatsapp~1authentication/properties/code_expiration_minutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/whatsapp~1authentication/code_expiration_minutes",schemaPath:"#/properties/whatsapp~1authentication/properties/code_expiration_minutes/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid25 = _errs139 === errors;
}
else {
var valid25 = true;
}
if(valid25){
if(data65.actions !== undefined){
let data68 = data65.actions;
const _errs141 = errors;
if(errors === _errs141){
if(Array.isArray(data68)){
if(data68.length < 1){
validate3.errors = [{instancePath:instancePath+"/whatsapp~1authentication/actions",schemaPath:"#/properties/whatsapp~1authentication/properties/actions/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid26 = true;
const len8 = data68.length;
for(let i8=0; i8<len8; i8++){
let data69 = data68[i8];
const _errs143 = errors;
const _errs144 = errors;
if(errors === _errs144){
if(data69 && typeof data69 == "object" && !Array.isArray(data69)){
let missing14;
if(((data69.type === undefined) && (missing14 = "type")) || ((data69.title === undefined) && (missing14 = "title"))){
validate3.errors = [{instancePath:instancePath+"/whatsapp~1authentication/actions/" + i8,schemaPath:"schema:ButtonAction/required",keyword:"required",params:{missingProperty: missing14},message:"must have required property '"+missing14+"'"}];
return false;
}
else {
if(data69.type !== undefined){
let data70 = data69.type;
const _errs146 = errors;
if(typeof data70 !== "string"){
validate3.errors = [{instancePath:instancePath+"/whatsapp~1authentication/actions/" + i8+"/type",schemaPath:"schema:ButtonAction/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data70 === "URL") || (data70 === "PHONE_NUMBER")) || (data70 === "COPY_CODE")) || (data70 === "VOICE_CALL")) || (data70 === "QUICK_REPLY"))){
validate3.errors = [{instancePath:instancePath+"/whatsapp~1authentication/actions/" + i8+"/type",schemaPath:"schema:ButtonAction/properties/type/enum",keyword:"enum",params:{allowedValues: schema5.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid28 = _errs146 === errors;
}
else {
var valid28 = true;
}
if(valid28){
if(data69.title !== undefined){
let data71 = data69.title;
const _errs148 = errors;
if(errors === _errs148){
if(typeof data71 === "string"){
if(func0(data71) > 25){
validate3.errors = [{instancePath:instancePath+"/whatsapp~1authentication/actions/" + i8+"/title",schemaPath:"schema:ButtonAction/properties/title/maxLength",keyword:"maxLength",params:{limit: 25},message:"must NOT have more than 25 characters"}];
return false;
}
else {
if(func0(data71) < 1){
validate3.errors = [{instancePath:instancePath+"/whatsapp~1authentication/actions/" + i8+"/title",schemaPath:"schema:ButtonAction/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/whatsapp~1authentication/actions/" + i8+"/title",schemaPath:"schema:ButtonAction/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid28 = _errs148 === errors;
}
else {
var valid28 = true;
}
if(valid28){
if(data69.url !== undefined){
const _errs150 = errors;
if(typeof data69.url !== "string"){
validate3.errors = [{instancePath:instancePath+"/whatsapp~1authentication/actions/" + i8+"/url",schemaPath:"schema:ButtonAction/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid28 = _errs150 === errors;
}
else {
var valid28 = true;
}
if(valid28){
if(data69.phone !== undefined){
const _errs152 = errors;
if(typeof data69.phone !== "string"){
validate3.errors = [{instancePath:instancePath+"/whatsapp~1authentication/actions/" + i8+"/phone",schemaPath:"schema:ButtonAction/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid28 = _errs152 === errors;
}
else {
var valid28 = true;
}
if(valid28){
if(data69.code !== undefined){
const _errs154 = errors;
if(typeof data69.code !== "string"){
validate3.errors = [{instancePath:instancePath+"/whatsapp~1authentication/actions/" + i8+"/code",schemaPath:"schema:ButtonAction/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid28 = _errs154 === errors;
}
else {
var valid28 = true;
}
if(valid28){
if(data69.id !== undefined){
const _errs156 = errors;
if(typeof data69.id !== "string"){
validate3.errors = [{instancePath:instancePath+"/whatsapp~1authentication/actions/" + i8+"/id",schemaPath:"schema:ButtonAction/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid28 = _errs156 === errors;
}
else {
var valid28 = true;
}
}
}
}
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/whatsapp~1authentication/actions/" + i8,schemaPath:"schema:ButtonAction/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid26 = _errs143 === errors;
if(!valid26){
break;
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/whatsapp~1authentication/actions",schemaPath:"#/properties/whatsapp~1authentication/properties/actions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid25 = _errs141 === errors;
}
else {
var valid25 = true;
}
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/whatsapp~1authentication",schemaPath:"#/properties/whatsapp~1authentication/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs135 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data["whatsapp/flows"] !== undefined){
let data76 = data["whatsapp/flows"];
const _errs158 = errors;
if(!(data76 && typeof data76 == "object" && !Array.isArray(data76))){
validate3.errors = [{instancePath:instancePath+"/whatsapp~1flows",schemaPath:"#/properties/whatsapp~1flows/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid0 = _errs158 === errors;
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
validate3.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate3.errors = vErrors;
return errors === 0;
}


function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.language === undefined) && (missing0 = "language")) || ((data.types === undefined) && (missing0 = "types"))){
validate2.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "friendly_name") || (key0 === "language")) || (key0 === "variables")) || (key0 === "types"))){
validate2.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.friendly_name !== undefined){
let data0 = data.friendly_name;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func0(data0) > 512){
validate2.errors = [{instancePath:instancePath+"/friendly_name",schemaPath:"#/properties/friendly_name/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/friendly_name",schemaPath:"#/properties/friendly_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.language !== undefined){
let data1 = data.language;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
validate2.errors = [{instancePath:instancePath+"/language",schemaPath:"#/properties/language/pattern",keyword:"pattern",params:{pattern: "^[a-z]{2,3}(_[A-Z]{2})?$"},message:"must match pattern \""+"^[a-z]{2,3}(_[A-Z]{2})?$"+"\""}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.variables !== undefined){
let data2 = data.variables;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
const _errs10 = errors;
if(typeof data2[key1] !== "string"){
validate2.errors = [{instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Variables/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs10 === errors;
if(!valid2){
break;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/variables",schemaPath:"schema:Variables/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.types !== undefined){
const _errs12 = errors;
if(!(validate3(data.types, {instancePath:instancePath+"/types",parentData:data,parentDataProperty:"types",rootData}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
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
validate2.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate2.errors = vErrors;
return errors === 0;
}

exports.req_3 = validate5;
const schema9 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"Sid":{"type":"string","minLength":1}},"required":["Sid"]}}};

function validate5(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
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
let data1 = data.headers;
const _errs3 = errors;
if(errors === _errs3){
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
validate5.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if((data2.Sid === undefined) && (missing0 = "Sid")){
validate5.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data2.Sid !== undefined){
let data3 = data2.Sid;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func0(data3) < 1){
validate5.errors = [{instancePath:instancePath+"/params/Sid",schemaPath:"#/properties/params/properties/Sid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate5.errors = [{instancePath:instancePath+"/params/Sid",schemaPath:"#/properties/params/properties/Sid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
var valid0 = _errs5 === errors;
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

exports.req_ContentApprovalRequest = validate6;
const schema10 = {"type":"object","required":["name","category"],"additionalProperties":false,"properties":{"name":{"type":"string","pattern":"^[a-z0-9_]{1,512}$"},"category":{"type":"string","enum":["UTILITY","MARKETING","AUTHENTICATION"]}}};
const pattern1 = new RegExp("^[a-z0-9_]{1,512}$", "u");

function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.name === undefined) && (missing0 = "name")) || ((data.category === undefined) && (missing0 = "category"))){
validate6.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "name") || (key0 === "category"))){
validate6.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.name !== undefined){
let data0 = data.name;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(!pattern1.test(data0)){
validate6.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9_]{1,512}$"},message:"must match pattern \""+"^[a-z0-9_]{1,512}$"+"\""}];
return false;
}
}
else {
validate6.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.category !== undefined){
let data1 = data.category;
const _errs4 = errors;
if(typeof data1 !== "string"){
validate6.errors = [{instancePath:instancePath+"/category",schemaPath:"#/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data1 === "UTILITY") || (data1 === "MARKETING")) || (data1 === "AUTHENTICATION"))){
validate6.errors = [{instancePath:instancePath+"/category",schemaPath:"#/properties/category/enum",keyword:"enum",params:{allowedValues: schema10.properties.category.enum},message:"must be equal to one of the allowed values"}];
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
}
else {
validate6.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate6.errors = vErrors;
return errors === 0;
}
