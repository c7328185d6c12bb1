// generated from specs/message-content.yaml — do not edit; run `make generate`
"use strict";
exports.res_ContentPage = validate0;
const schema0 = {"type":"object","required":["contents","meta"],"properties":{"contents":{"type":"array","items":{"$ref":"schema:Content"}},"meta":{"$ref":"schema:PageMeta"}}};
const schema8 = {"type":"object","required":["page","page_size","first_page_url","previous_page_url","url","next_page_url","key"],"properties":{"page":{"type":"integer"},"page_size":{"type":"integer"},"first_page_url":{"type":"string","format":"uri"},"previous_page_url":{"type":"string","format":"uri","nullable":true},"url":{"type":"string","format":"uri"},"next_page_url":{"type":"string","format":"uri","nullable":true},"key":{"type":"string","enum":["contents"]}}};
const schema1 = {"type":"object","required":["date_created","date_updated","sid","account_sid","friendly_name","language","variables","types","url","links"],"properties":{"date_created":{"$ref":"schema:Timestamp"},"date_updated":{"$ref":"schema:Timestamp"},"sid":{"$ref":"schema:ContentSid"},"account_sid":{"$ref":"schema:AccountSid"},"friendly_name":{"type":"string","nullable":true},"language":{"type":"string"},"variables":{"$ref":"schema:Variables"},"types":{"$ref":"schema:Types"},"url":{"type":"string","format":"uri"},"links":{"type":"object","required":["approval_create","approval_fetch"],"properties":{"approval_create":{"type":"string","format":"uri"},"approval_fetch":{"type":"string","format":"uri"}}}}};
const schema2 = {"type":"string","format":"date-time"};
const schema4 = {"type":"string","pattern":"^HX[0-9a-fA-F]{32}$"};
const schema5 = {"type":"string","pattern":"^AC[0-9a-fA-F]{32}$"};
const schema6 = {"type":"object","additionalProperties":{"type":"string"}};
const schema7 = {"type":"object","additionalProperties":{"type":"object","additionalProperties":true}};
const formats0 = require("../formats")["date-time"];
const formats4 = /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i;
const pattern0 = new RegExp("^HX[0-9a-fA-F]{32}$", "u");
const pattern1 = new RegExp("^AC[0-9a-fA-F]{32}$", "u");

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.date_created === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date_created"},message:"must have required property '"+"date_created"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.date_updated === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date_updated"},message:"must have required property '"+"date_updated"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.sid === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sid"},message:"must have required property '"+"sid"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.account_sid === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "account_sid"},message:"must have required property '"+"account_sid"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.friendly_name === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "friendly_name"},message:"must have required property '"+"friendly_name"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.language === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "language"},message:"must have required property '"+"language"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.variables === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "variables"},message:"must have required property '"+"variables"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.types === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "types"},message:"must have required property '"+"types"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.url === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.links === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "links"},message:"must have required property '"+"links"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.date_created !== undefined){
let data0 = data.date_created;
if(typeof data0 === "string"){
if(!(formats0.validate.test(data0))){
const err10 = {instancePath:instancePath+"/date_created",schemaPath:"schema:Timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err11 = {instancePath:instancePath+"/date_created",schemaPath:"schema:Timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.date_updated !== undefined){
let data1 = data.date_updated;
if(typeof data1 === "string"){
if(!(formats0.validate.test(data1))){
const err12 = {instancePath:instancePath+"/date_updated",schemaPath:"schema:Timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err13 = {instancePath:instancePath+"/date_updated",schemaPath:"schema:Timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.sid !== undefined){
let data2 = data.sid;
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err14 = {instancePath:instancePath+"/sid",schemaPath:"schema:ContentSid/pattern",keyword:"pattern",params:{pattern: "^HX[0-9a-fA-F]{32}$"},message:"must match pattern \""+"^HX[0-9a-fA-F]{32}$"+"\""};
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
const err15 = {instancePath:instancePath+"/sid",schemaPath:"schema:ContentSid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.account_sid !== undefined){
let data3 = data.account_sid;
if(typeof data3 === "string"){
if(!pattern1.test(data3)){
const err16 = {instancePath:instancePath+"/account_sid",schemaPath:"schema:AccountSid/pattern",keyword:"pattern",params:{pattern: "^AC[0-9a-fA-F]{32}$"},message:"must match pattern \""+"^AC[0-9a-fA-F]{32}$"+"\""};
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
const err17 = {instancePath:instancePath+"/account_sid",schemaPath:"schema:AccountSid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.friendly_name !== undefined){
let data4 = data.friendly_name;
if((typeof data4 !== "string") && (data4 !== null)){
const err18 = {instancePath:instancePath+"/friendly_name",schemaPath:"#/properties/friendly_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.language !== undefined){
if(typeof data.language !== "string"){
const err19 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.variables !== undefined){
let data6 = data.variables;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key0 in data6){
if(typeof data6[key0] !== "string"){
const err20 = {instancePath:instancePath+"/variables/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Variables/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err21 = {instancePath:instancePath+"/variables",schemaPath:"schema:Variables/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.types !== undefined){
let data8 = data.types;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key1 in data8){
let data9 = data8[key1];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
}
else {
const err22 = {instancePath:instancePath+"/types/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Types/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err23 = {instancePath:instancePath+"/types",schemaPath:"schema:Types/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.url !== undefined){
let data10 = data.url;
if(typeof data10 === "string"){
if(!(formats4.test(data10))){
const err24 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err25 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.links !== undefined){
let data11 = data.links;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.approval_create === undefined){
const err26 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/required",keyword:"required",params:{missingProperty: "approval_create"},message:"must have required property '"+"approval_create"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data11.approval_fetch === undefined){
const err27 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/required",keyword:"required",params:{missingProperty: "approval_fetch"},message:"must have required property '"+"approval_fetch"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data11.approval_create !== undefined){
let data12 = data11.approval_create;
if(typeof data12 === "string"){
if(!(formats4.test(data12))){
const err28 = {instancePath:instancePath+"/links/approval_create",schemaPath:"#/properties/links/properties/approval_create/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err29 = {instancePath:instancePath+"/links/approval_create",schemaPath:"#/properties/links/properties/approval_create/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data11.approval_fetch !== undefined){
let data13 = data11.approval_fetch;
if(typeof data13 === "string"){
if(!(formats4.test(data13))){
const err30 = {instancePath:instancePath+"/links/approval_fetch",schemaPath:"#/properties/links/properties/approval_fetch/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err31 = {instancePath:instancePath+"/links/approval_fetch",schemaPath:"#/properties/links/properties/approval_fetch/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err33 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
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
if(data.contents === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "contents"},message:"must have required property '"+"contents"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.meta === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "meta"},message:"must have required property '"+"meta"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.contents !== undefined){
let data0 = data.contents;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate1(data0[i0], {instancePath:instancePath+"/contents/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath:instancePath+"/contents",schemaPath:"#/properties/contents/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.meta !== undefined){
let data2 = data.meta;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.page === undefined){
const err3 = {instancePath:instancePath+"/meta",schemaPath:"schema:PageMeta/required",keyword:"required",params:{missingProperty: "page"},message:"must have required property '"+"page"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.page_size === undefined){
const err4 = {instancePath:instancePath+"/meta",schemaPath:"schema:PageMeta/required",keyword:"required",params:{missingProperty: "page_size"},message:"must have required property '"+"page_size"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2.first_page_url === undefined){
const err5 = {instancePath:instancePath+"/meta",schemaPath:"schema:PageMeta/required",keyword:"required",params:{missingProperty: "first_page_url"},message:"must have required property '"+"first_page_url"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.previous_page_url === undefined){
const err6 = {instancePath:instancePath+"/meta",schemaPath:"schema:PageMeta/required",keyword:"required",params:{missingProperty: "previous_page_url"},message:"must have required property '"+"previous_page_url"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.url === undefined){
const err7 = {instancePath:instancePath+"/meta",schemaPath:"schema:PageMeta/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.next_page_url === undefined){
const err8 = {instancePath:instancePath+"/meta",schemaPath:"schema:PageMeta/required",keyword:"required",params:{missingProperty: "next_page_url"},message:"must have required property '"+"next_page_url"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.key === undefined){
const err9 = {instancePath:instancePath+"/meta",schemaPath:"schema:PageMeta/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.page !== undefined){
let data3 = data2.page;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err10 = {instancePath:instancePath+"/meta/page",schemaPath:"schema:PageMeta/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.page_size !== undefined){
let data4 = data2.page_size;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err11 = {instancePath:instancePath+"/meta/page_size",schemaPath:"schema:PageMeta/properties/page_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.first_page_url !== undefined){
let data5 = data2.first_page_url;
if(typeof data5 === "string"){
if(!(formats4.test(data5))){
const err12 = {instancePath:instancePath+"/meta/first_page_url",schemaPath:"schema:PageMeta/properties/first_page_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err13 = {instancePath:instancePath+"/meta/first_page_url",schemaPath:"schema:PageMeta/properties/first_page_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.previous_page_url !== undefined){
let data6 = data2.previous_page_url;
if((typeof data6 !== "string") && (data6 !== null)){
const err14 = {instancePath:instancePath+"/meta/previous_page_url",schemaPath:"schema:PageMeta/properties/previous_page_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data6 === "string"){
if(!(formats4.test(data6))){
const err15 = {instancePath:instancePath+"/meta/previous_page_url",schemaPath:"schema:PageMeta/properties/previous_page_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
if(data2.url !== undefined){
let data7 = data2.url;
if(typeof data7 === "string"){
if(!(formats4.test(data7))){
const err16 = {instancePath:instancePath+"/meta/url",schemaPath:"schema:PageMeta/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err17 = {instancePath:instancePath+"/meta/url",schemaPath:"schema:PageMeta/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.next_page_url !== undefined){
let data8 = data2.next_page_url;
if((typeof data8 !== "string") && (data8 !== null)){
const err18 = {instancePath:instancePath+"/meta/next_page_url",schemaPath:"schema:PageMeta/properties/next_page_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data8 === "string"){
if(!(formats4.test(data8))){
const err19 = {instancePath:instancePath+"/meta/next_page_url",schemaPath:"schema:PageMeta/properties/next_page_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
if(data2.key !== undefined){
let data9 = data2.key;
if(typeof data9 !== "string"){
const err20 = {instancePath:instancePath+"/meta/key",schemaPath:"schema:PageMeta/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!(data9 === "contents")){
const err21 = {instancePath:instancePath+"/meta/key",schemaPath:"schema:PageMeta/properties/key/enum",keyword:"enum",params:{allowedValues: schema8.properties.key.enum},message:"must be equal to one of the allowed values"};
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
const err22 = {instancePath:instancePath+"/meta",schemaPath:"schema:PageMeta/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate0.errors = vErrors;
return errors === 0;
}

exports.res_Error = validate3;
const schema9 = {"type":"object","required":["code","message","more_info","status"],"properties":{"code":{"type":"integer"},"message":{"type":"string"},"more_info":{"type":"string","format":"uri"},"status":{"type":"integer"}}};

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.message === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.more_info === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "more_info"},message:"must have required property '"+"more_info"+"'"};
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
if(data.code !== undefined){
let data0 = data.code;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err5 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.more_info !== undefined){
let data2 = data.more_info;
if(typeof data2 === "string"){
if(!(formats4.test(data2))){
const err6 = {instancePath:instancePath+"/more_info",schemaPath:"#/properties/more_info/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err7 = {instancePath:instancePath+"/more_info",schemaPath:"#/properties/more_info/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.status !== undefined){
let data3 = data.status;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err8 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
validate3.errors = vErrors;
return errors === 0;
}

exports.res_Content = validate1;

exports.res_ApprovalFetch = validate4;
const schema10 = {"type":"object","required":["sid","account_sid","whatsapp","url"],"properties":{"sid":{"$ref":"schema:ContentSid"},"account_sid":{"$ref":"schema:AccountSid"},"whatsapp":{"$ref":"schema:WhatsappApproval"},"url":{"type":"string","format":"uri"}}};
const schema13 = {"type":"object","required":["name","category","content_type","status","rejection_reason","allow_category_change"],"properties":{"type":{"type":"string","enum":["whatsapp"]},"name":{"type":"string"},"category":{"type":"string"},"content_type":{"type":"string"},"status":{"type":"string","enum":["unsubmitted","received","pending","approved","rejected","paused","disabled"]},"rejection_reason":{"type":"string"},"allow_category_change":{"type":"boolean"}}};

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sid === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sid"},message:"must have required property '"+"sid"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.account_sid === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "account_sid"},message:"must have required property '"+"account_sid"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.whatsapp === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "whatsapp"},message:"must have required property '"+"whatsapp"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.url === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.sid !== undefined){
let data0 = data.sid;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err4 = {instancePath:instancePath+"/sid",schemaPath:"schema:ContentSid/pattern",keyword:"pattern",params:{pattern: "^HX[0-9a-fA-F]{32}$"},message:"must match pattern \""+"^HX[0-9a-fA-F]{32}$"+"\""};
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
const err5 = {instancePath:instancePath+"/sid",schemaPath:"schema:ContentSid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.account_sid !== undefined){
let data1 = data.account_sid;
if(typeof data1 === "string"){
if(!pattern1.test(data1)){
const err6 = {instancePath:instancePath+"/account_sid",schemaPath:"schema:AccountSid/pattern",keyword:"pattern",params:{pattern: "^AC[0-9a-fA-F]{32}$"},message:"must match pattern \""+"^AC[0-9a-fA-F]{32}$"+"\""};
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
const err7 = {instancePath:instancePath+"/account_sid",schemaPath:"schema:AccountSid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.whatsapp !== undefined){
let data2 = data.whatsapp;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.name === undefined){
const err8 = {instancePath:instancePath+"/whatsapp",schemaPath:"schema:WhatsappApproval/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.category === undefined){
const err9 = {instancePath:instancePath+"/whatsapp",schemaPath:"schema:WhatsappApproval/required",keyword:"required",params:{missingProperty: "category"},message:"must have required property '"+"category"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.content_type === undefined){
const err10 = {instancePath:instancePath+"/whatsapp",schemaPath:"schema:WhatsappApproval/required",keyword:"required",params:{missingProperty: "content_type"},message:"must have required property '"+"content_type"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.status === undefined){
const err11 = {instancePath:instancePath+"/whatsapp",schemaPath:"schema:WhatsappApproval/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2.rejection_reason === undefined){
const err12 = {instancePath:instancePath+"/whatsapp",schemaPath:"schema:WhatsappApproval/required",keyword:"required",params:{missingProperty: "rejection_reason"},message:"must have required property '"+"rejection_reason"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2.allow_category_change === undefined){
const err13 = {instancePath:instancePath+"/whatsapp",schemaPath:"schema:WhatsappApproval/required",keyword:"required",params:{missingProperty: "allow_category_change"},message:"must have required property '"+"allow_category_change"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data2.type !== undefined){
let data3 = data2.type;
if(typeof data3 !== "string"){
const err14 = {instancePath:instancePath+"/whatsapp/type",schemaPath:"schema:WhatsappApproval/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(data3 === "whatsapp")){
const err15 = {instancePath:instancePath+"/whatsapp/type",schemaPath:"schema:WhatsappApproval/properties/type/enum",keyword:"enum",params:{allowedValues: schema13.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.name !== undefined){
if(typeof data2.name !== "string"){
const err16 = {instancePath:instancePath+"/whatsapp/name",schemaPath:"schema:WhatsappApproval/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data2.category !== undefined){
if(typeof data2.category !== "string"){
const err17 = {instancePath:instancePath+"/whatsapp/category",schemaPath:"schema:WhatsappApproval/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.content_type !== undefined){
if(typeof data2.content_type !== "string"){
const err18 = {instancePath:instancePath+"/whatsapp/content_type",schemaPath:"schema:WhatsappApproval/properties/content_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data2.status !== undefined){
let data7 = data2.status;
if(typeof data7 !== "string"){
const err19 = {instancePath:instancePath+"/whatsapp/status",schemaPath:"schema:WhatsappApproval/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!(((((((data7 === "unsubmitted") || (data7 === "received")) || (data7 === "pending")) || (data7 === "approved")) || (data7 === "rejected")) || (data7 === "paused")) || (data7 === "disabled"))){
const err20 = {instancePath:instancePath+"/whatsapp/status",schemaPath:"schema:WhatsappApproval/properties/status/enum",keyword:"enum",params:{allowedValues: schema13.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data2.rejection_reason !== undefined){
if(typeof data2.rejection_reason !== "string"){
const err21 = {instancePath:instancePath+"/whatsapp/rejection_reason",schemaPath:"schema:WhatsappApproval/properties/rejection_reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data2.allow_category_change !== undefined){
if(typeof data2.allow_category_change !== "boolean"){
const err22 = {instancePath:instancePath+"/whatsapp/allow_category_change",schemaPath:"schema:WhatsappApproval/properties/allow_category_change/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err23 = {instancePath:instancePath+"/whatsapp",schemaPath:"schema:WhatsappApproval/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.url !== undefined){
let data10 = data.url;
if(typeof data10 === "string"){
if(!(formats4.test(data10))){
const err24 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err25 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate4.errors = vErrors;
return errors === 0;
}

exports.res_WhatsappApproval = validate5;

function validate5(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.content_type === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content_type"},message:"must have required property '"+"content_type"+"'"};
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
if(data.rejection_reason === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rejection_reason"},message:"must have required property '"+"rejection_reason"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.allow_category_change === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "allow_category_change"},message:"must have required property '"+"allow_category_change"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err6 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(data0 === "whatsapp")){
const err7 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema13.properties.type.enum},message:"must be equal to one of the allowed values"};
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
if(data.content_type !== undefined){
if(typeof data.content_type !== "string"){
const err10 = {instancePath:instancePath+"/content_type",schemaPath:"#/properties/content_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.status !== undefined){
let data4 = data.status;
if(typeof data4 !== "string"){
const err11 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!(((((((data4 === "unsubmitted") || (data4 === "received")) || (data4 === "pending")) || (data4 === "approved")) || (data4 === "rejected")) || (data4 === "paused")) || (data4 === "disabled"))){
const err12 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema13.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.rejection_reason !== undefined){
if(typeof data.rejection_reason !== "string"){
const err13 = {instancePath:instancePath+"/rejection_reason",schemaPath:"#/properties/rejection_reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.allow_category_change !== undefined){
if(typeof data.allow_category_change !== "boolean"){
const err14 = {instancePath:instancePath+"/allow_category_change",schemaPath:"#/properties/allow_category_change/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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

exports.res_ContentAndApprovalsPage = validate6;
const schema15 = {"type":"object","required":["contents","meta"],"properties":{"contents":{"type":"array","items":{"$ref":"schema:ContentAndApprovals"}},"meta":{"$ref":"schema:PageMeta"}}};
const schema16 = {"type":"object","required":["date_created","date_updated","sid","account_sid","friendly_name","language","variables","types","approval_requests"],"properties":{"date_created":{"$ref":"schema:Timestamp"},"date_updated":{"$ref":"schema:Timestamp"},"sid":{"$ref":"schema:ContentSid"},"account_sid":{"$ref":"schema:AccountSid"},"friendly_name":{"type":"string","nullable":true},"language":{"type":"string"},"variables":{"$ref":"schema:Variables"},"types":{"$ref":"schema:Types"},"approval_requests":{"$ref":"schema:WhatsappApproval"}}};

function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.date_created === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date_created"},message:"must have required property '"+"date_created"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.date_updated === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date_updated"},message:"must have required property '"+"date_updated"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.sid === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sid"},message:"must have required property '"+"sid"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.account_sid === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "account_sid"},message:"must have required property '"+"account_sid"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.friendly_name === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "friendly_name"},message:"must have required property '"+"friendly_name"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.language === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "language"},message:"must have required property '"+"language"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.variables === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "variables"},message:"must have required property '"+"variables"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.types === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "types"},message:"must have required property '"+"types"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.approval_requests === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "approval_requests"},message:"must have required property '"+"approval_requests"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.date_created !== undefined){
let data0 = data.date_created;
if(typeof data0 === "string"){
if(!(formats0.validate.test(data0))){
const err9 = {instancePath:instancePath+"/date_created",schemaPath:"schema:Timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err10 = {instancePath:instancePath+"/date_created",schemaPath:"schema:Timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.date_updated !== undefined){
let data1 = data.date_updated;
if(typeof data1 === "string"){
if(!(formats0.validate.test(data1))){
const err11 = {instancePath:instancePath+"/date_updated",schemaPath:"schema:Timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err12 = {instancePath:instancePath+"/date_updated",schemaPath:"schema:Timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.sid !== undefined){
let data2 = data.sid;
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err13 = {instancePath:instancePath+"/sid",schemaPath:"schema:ContentSid/pattern",keyword:"pattern",params:{pattern: "^HX[0-9a-fA-F]{32}$"},message:"must match pattern \""+"^HX[0-9a-fA-F]{32}$"+"\""};
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
const err14 = {instancePath:instancePath+"/sid",schemaPath:"schema:ContentSid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.account_sid !== undefined){
let data3 = data.account_sid;
if(typeof data3 === "string"){
if(!pattern1.test(data3)){
const err15 = {instancePath:instancePath+"/account_sid",schemaPath:"schema:AccountSid/pattern",keyword:"pattern",params:{pattern: "^AC[0-9a-fA-F]{32}$"},message:"must match pattern \""+"^AC[0-9a-fA-F]{32}$"+"\""};
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
const err16 = {instancePath:instancePath+"/account_sid",schemaPath:"schema:AccountSid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.friendly_name !== undefined){
let data4 = data.friendly_name;
if((typeof data4 !== "string") && (data4 !== null)){
const err17 = {instancePath:instancePath+"/friendly_name",schemaPath:"#/properties/friendly_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.language !== undefined){
if(typeof data.language !== "string"){
const err18 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.variables !== undefined){
let data6 = data.variables;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key0 in data6){
if(typeof data6[key0] !== "string"){
const err19 = {instancePath:instancePath+"/variables/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Variables/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err20 = {instancePath:instancePath+"/variables",schemaPath:"schema:Variables/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.types !== undefined){
let data8 = data.types;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key1 in data8){
let data9 = data8[key1];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
}
else {
const err21 = {instancePath:instancePath+"/types/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Types/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err22 = {instancePath:instancePath+"/types",schemaPath:"schema:Types/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.approval_requests !== undefined){
let data10 = data.approval_requests;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.name === undefined){
const err23 = {instancePath:instancePath+"/approval_requests",schemaPath:"schema:WhatsappApproval/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data10.category === undefined){
const err24 = {instancePath:instancePath+"/approval_requests",schemaPath:"schema:WhatsappApproval/required",keyword:"required",params:{missingProperty: "category"},message:"must have required property '"+"category"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data10.content_type === undefined){
const err25 = {instancePath:instancePath+"/approval_requests",schemaPath:"schema:WhatsappApproval/required",keyword:"required",params:{missingProperty: "content_type"},message:"must have required property '"+"content_type"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data10.status === undefined){
const err26 = {instancePath:instancePath+"/approval_requests",schemaPath:"schema:WhatsappApproval/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data10.rejection_reason === undefined){
const err27 = {instancePath:instancePath+"/approval_requests",schemaPath:"schema:WhatsappApproval/required",keyword:"required",params:{missingProperty: "rejection_reason"},message:"must have required property '"+"rejection_reason"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data10.allow_category_change === undefined){
const err28 = {instancePath:instancePath+"/approval_requests",schemaPath:"schema:WhatsappApproval/required",keyword:"required",params:{missingProperty: "allow_category_change"},message:"must have required property '"+"allow_category_change"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data10.type !== undefined){
let data11 = data10.type;
if(typeof data11 !== "string"){
const err29 = {instancePath:instancePath+"/approval_requests/type",schemaPath:"schema:WhatsappApproval/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!(data11 === "whatsapp")){
const err30 = {instancePath:instancePath+"/approval_requests/type",schemaPath:"schema:WhatsappApproval/properties/type/enum",keyword:"enum",params:{allowedValues: schema13.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data10.name !== undefined){
if(typeof data10.name !== "string"){
const err31 = {instancePath:instancePath+"/approval_requests/name",schemaPath:"schema:WhatsappApproval/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data10.category !== undefined){
if(typeof data10.category !== "string"){
const err32 = {instancePath:instancePath+"/approval_requests/category",schemaPath:"schema:WhatsappApproval/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data10.content_type !== undefined){
if(typeof data10.content_type !== "string"){
const err33 = {instancePath:instancePath+"/approval_requests/content_type",schemaPath:"schema:WhatsappApproval/properties/content_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data10.status !== undefined){
let data15 = data10.status;
if(typeof data15 !== "string"){
const err34 = {instancePath:instancePath+"/approval_requests/status",schemaPath:"schema:WhatsappApproval/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!(((((((data15 === "unsubmitted") || (data15 === "received")) || (data15 === "pending")) || (data15 === "approved")) || (data15 === "rejected")) || (data15 === "paused")) || (data15 === "disabled"))){
const err35 = {instancePath:instancePath+"/approval_requests/status",schemaPath:"schema:WhatsappApproval/properties/status/enum",keyword:"enum",params:{allowedValues: schema13.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data10.rejection_reason !== undefined){
if(typeof data10.rejection_reason !== "string"){
const err36 = {instancePath:instancePath+"/approval_requests/rejection_reason",schemaPath:"schema:WhatsappApproval/properties/rejection_reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data10.allow_category_change !== undefined){
if(typeof data10.allow_category_change !== "boolean"){
const err37 = {instancePath:instancePath+"/approval_requests/allow_category_change",schemaPath:"schema:WhatsappApproval/properties/allow_category_change/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err38 = {instancePath:instancePath+"/approval_requests",schemaPath:"schema:WhatsappApproval/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err39 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
validate7.errors = vErrors;
return errors === 0;
}


function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.contents === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "contents"},message:"must have required property '"+"contents"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.meta === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "meta"},message:"must have required property '"+"meta"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.contents !== undefined){
let data0 = data.contents;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate7(data0[i0], {instancePath:instancePath+"/contents/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath:instancePath+"/contents",schemaPath:"#/properties/contents/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.meta !== undefined){
let data2 = data.meta;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.page === undefined){
const err3 = {instancePath:instancePath+"/meta",schemaPath:"schema:PageMeta/required",keyword:"required",params:{missingProperty: "page"},message:"must have required property '"+"page"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.page_size === undefined){
const err4 = {instancePath:instancePath+"/meta",schemaPath:"schema:PageMeta/required",keyword:"required",params:{missingProperty: "page_size"},message:"must have required property '"+"page_size"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2.first_page_url === undefined){
const err5 = {instancePath:instancePath+"/meta",schemaPath:"schema:PageMeta/required",keyword:"required",params:{missingProperty: "first_page_url"},message:"must have required property '"+"first_page_url"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.previous_page_url === undefined){
const err6 = {instancePath:instancePath+"/meta",schemaPath:"schema:PageMeta/required",keyword:"required",params:{missingProperty: "previous_page_url"},message:"must have required property '"+"previous_page_url"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.url === undefined){
const err7 = {instancePath:instancePath+"/meta",schemaPath:"schema:PageMeta/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.next_page_url === undefined){
const err8 = {instancePath:instancePath+"/meta",schemaPath:"schema:PageMeta/required",keyword:"required",params:{missingProperty: "next_page_url"},message:"must have required property '"+"next_page_url"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.key === undefined){
const err9 = {instancePath:instancePath+"/meta",schemaPath:"schema:PageMeta/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.page !== undefined){
let data3 = data2.page;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err10 = {instancePath:instancePath+"/meta/page",schemaPath:"schema:PageMeta/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.page_size !== undefined){
let data4 = data2.page_size;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err11 = {instancePath:instancePath+"/meta/page_size",schemaPath:"schema:PageMeta/properties/page_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.first_page_url !== undefined){
let data5 = data2.first_page_url;
if(typeof data5 === "string"){
if(!(formats4.test(data5))){
const err12 = {instancePath:instancePath+"/meta/first_page_url",schemaPath:"schema:PageMeta/properties/first_page_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err13 = {instancePath:instancePath+"/meta/first_page_url",schemaPath:"schema:PageMeta/properties/first_page_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.previous_page_url !== undefined){
let data6 = data2.previous_page_url;
if((typeof data6 !== "string") && (data6 !== null)){
const err14 = {instancePath:instancePath+"/meta/previous_page_url",schemaPath:"schema:PageMeta/properties/previous_page_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data6 === "string"){
if(!(formats4.test(data6))){
const err15 = {instancePath:instancePath+"/meta/previous_page_url",schemaPath:"schema:PageMeta/properties/previous_page_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
if(data2.url !== undefined){
let data7 = data2.url;
if(typeof data7 === "string"){
if(!(formats4.test(data7))){
const err16 = {instancePath:instancePath+"/meta/url",schemaPath:"schema:PageMeta/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err17 = {instancePath:instancePath+"/meta/url",schemaPath:"schema:PageMeta/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.next_page_url !== undefined){
let data8 = data2.next_page_url;
if((typeof data8 !== "string") && (data8 !== null)){
const err18 = {instancePath:instancePath+"/meta/next_page_url",schemaPath:"schema:PageMeta/properties/next_page_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data8 === "string"){
if(!(formats4.test(data8))){
const err19 = {instancePath:instancePath+"/meta/next_page_url",schemaPath:"schema:PageMeta/properties/next_page_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
if(data2.key !== undefined){
let data9 = data2.key;
if(typeof data9 !== "string"){
const err20 = {instancePath:instancePath+"/meta/key",schemaPath:"schema:PageMeta/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!(data9 === "contents")){
const err21 = {instancePath:instancePath+"/meta/key",schemaPath:"schema:PageMeta/properties/key/enum",keyword:"enum",params:{allowedValues: schema8.properties.key.enum},message:"must be equal to one of the allowed values"};
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
const err22 = {instancePath:instancePath+"/meta",schemaPath:"schema:PageMeta/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate6.errors = vErrors;
return errors === 0;
}

exports.res_LegacyContentPage = validate9;
const schema25 = {"type":"object","required":["contents","meta"],"properties":{"contents":{"type":"array","items":{"$ref":"schema:LegacyContent"}},"meta":{"$ref":"schema:PageMeta"}}};
const schema26 = {"type":"object","required":["date_created","date_updated","sid","account_sid","friendly_name","language","variables","types","legacy_template_name","legacy_body","url"],"properties":{"date_created":{"$ref":"schema:Timestamp"},"date_updated":{"$ref":"schema:Timestamp"},"sid":{"$ref":"schema:ContentSid"},"account_sid":{"$ref":"schema:AccountSid"},"friendly_name":{"type":"string","nullable":true},"language":{"type":"string"},"variables":{"$ref":"schema:Variables"},"types":{"$ref":"schema:Types"},"legacy_template_name":{"type":"string"},"legacy_body":{"type":"string"},"url":{"type":"string","format":"uri"}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.date_created === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date_created"},message:"must have required property '"+"date_created"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.date_updated === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date_updated"},message:"must have required property '"+"date_updated"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.sid === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sid"},message:"must have required property '"+"sid"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.account_sid === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "account_sid"},message:"must have required property '"+"account_sid"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.friendly_name === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "friendly_name"},message:"must have required property '"+"friendly_name"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.language === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "language"},message:"must have required property '"+"language"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.variables === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "variables"},message:"must have required property '"+"variables"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.types === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "types"},message:"must have required property '"+"types"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.legacy_template_name === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "legacy_template_name"},message:"must have required property '"+"legacy_template_name"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.legacy_body === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "legacy_body"},message:"must have required property '"+"legacy_body"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.url === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.date_created !== undefined){
let data0 = data.date_created;
if(typeof data0 === "string"){
if(!(formats0.validate.test(data0))){
const err11 = {instancePath:instancePath+"/date_created",schemaPath:"schema:Timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err12 = {instancePath:instancePath+"/date_created",schemaPath:"schema:Timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.date_updated !== undefined){
let data1 = data.date_updated;
if(typeof data1 === "string"){
if(!(formats0.validate.test(data1))){
const err13 = {instancePath:instancePath+"/date_updated",schemaPath:"schema:Timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err14 = {instancePath:instancePath+"/date_updated",schemaPath:"schema:Timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.sid !== undefined){
let data2 = data.sid;
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err15 = {instancePath:instancePath+"/sid",schemaPath:"schema:ContentSid/pattern",keyword:"pattern",params:{pattern: "^HX[0-9a-fA-F]{32}$"},message:"must match pattern \""+"^HX[0-9a-fA-F]{32}$"+"\""};
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
const err16 = {instancePath:instancePath+"/sid",schemaPath:"schema:ContentSid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.account_sid !== undefined){
let data3 = data.account_sid;
if(typeof data3 === "string"){
if(!pattern1.test(data3)){
const err17 = {instancePath:instancePath+"/account_sid",schemaPath:"schema:AccountSid/pattern",keyword:"pattern",params:{pattern: "^AC[0-9a-fA-F]{32}$"},message:"must match pattern \""+"^AC[0-9a-fA-F]{32}$"+"\""};
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
const err18 = {instancePath:instancePath+"/account_sid",schemaPath:"schema:AccountSid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.friendly_name !== undefined){
let data4 = data.friendly_name;
if((typeof data4 !== "string") && (data4 !== null)){
const err19 = {instancePath:instancePath+"/friendly_name",schemaPath:"#/properties/friendly_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.language !== undefined){
if(typeof data.language !== "string"){
const err20 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.variables !== undefined){
let data6 = data.variables;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key0 in data6){
if(typeof data6[key0] !== "string"){
const err21 = {instancePath:instancePath+"/variables/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Variables/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err22 = {instancePath:instancePath+"/variables",schemaPath:"schema:Variables/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.types !== undefined){
let data8 = data.types;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key1 in data8){
let data9 = data8[key1];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
}
else {
const err23 = {instancePath:instancePath+"/types/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Types/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err24 = {instancePath:instancePath+"/types",schemaPath:"schema:Types/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.legacy_template_name !== undefined){
if(typeof data.legacy_template_name !== "string"){
const err25 = {instancePath:instancePath+"/legacy_template_name",schemaPath:"#/properties/legacy_template_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.legacy_body !== undefined){
if(typeof data.legacy_body !== "string"){
const err26 = {instancePath:instancePath+"/legacy_body",schemaPath:"#/properties/legacy_body/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.url !== undefined){
let data12 = data.url;
if(typeof data12 === "string"){
if(!(formats4.test(data12))){
const err27 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err28 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate10.errors = vErrors;
return errors === 0;
}


function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.contents === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "contents"},message:"must have required property '"+"contents"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.meta === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "meta"},message:"must have required property '"+"meta"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.contents !== undefined){
let data0 = data.contents;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate10(data0[i0], {instancePath:instancePath+"/contents/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath:instancePath+"/contents",schemaPath:"#/properties/contents/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.meta !== undefined){
let data2 = data.meta;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.page === undefined){
const err3 = {instancePath:instancePath+"/meta",schemaPath:"schema:PageMeta/required",keyword:"required",params:{missingProperty: "page"},message:"must have required property '"+"page"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.page_size === undefined){
const err4 = {instancePath:instancePath+"/meta",schemaPath:"schema:PageMeta/required",keyword:"required",params:{missingProperty: "page_size"},message:"must have required property '"+"page_size"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2.first_page_url === undefined){
const err5 = {instancePath:instancePath+"/meta",schemaPath:"schema:PageMeta/required",keyword:"required",params:{missingProperty: "first_page_url"},message:"must have required property '"+"first_page_url"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.previous_page_url === undefined){
const err6 = {instancePath:instancePath+"/meta",schemaPath:"schema:PageMeta/required",keyword:"required",params:{missingProperty: "previous_page_url"},message:"must have required property '"+"previous_page_url"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.url === undefined){
const err7 = {instancePath:instancePath+"/meta",schemaPath:"schema:PageMeta/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.next_page_url === undefined){
const err8 = {instancePath:instancePath+"/meta",schemaPath:"schema:PageMeta/required",keyword:"required",params:{missingProperty: "next_page_url"},message:"must have required property '"+"next_page_url"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.key === undefined){
const err9 = {instancePath:instancePath+"/meta",schemaPath:"schema:PageMeta/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.page !== undefined){
let data3 = data2.page;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err10 = {instancePath:instancePath+"/meta/page",schemaPath:"schema:PageMeta/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.page_size !== undefined){
let data4 = data2.page_size;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err11 = {instancePath:instancePath+"/meta/page_size",schemaPath:"schema:PageMeta/properties/page_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.first_page_url !== undefined){
let data5 = data2.first_page_url;
if(typeof data5 === "string"){
if(!(formats4.test(data5))){
const err12 = {instancePath:instancePath+"/meta/first_page_url",schemaPath:"schema:PageMeta/properties/first_page_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err13 = {instancePath:instancePath+"/meta/first_page_url",schemaPath:"schema:PageMeta/properties/first_page_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.previous_page_url !== undefined){
let data6 = data2.previous_page_url;
if((typeof data6 !== "string") && (data6 !== null)){
const err14 = {instancePath:instancePath+"/meta/previous_page_url",schemaPath:"schema:PageMeta/properties/previous_page_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data6 === "string"){
if(!(formats4.test(data6))){
const err15 = {instancePath:instancePath+"/meta/previous_page_url",schemaPath:"schema:PageMeta/properties/previous_page_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
if(data2.url !== undefined){
let data7 = data2.url;
if(typeof data7 === "string"){
if(!(formats4.test(data7))){
const err16 = {instancePath:instancePath+"/meta/url",schemaPath:"schema:PageMeta/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err17 = {instancePath:instancePath+"/meta/url",schemaPath:"schema:PageMeta/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.next_page_url !== undefined){
let data8 = data2.next_page_url;
if((typeof data8 !== "string") && (data8 !== null)){
const err18 = {instancePath:instancePath+"/meta/next_page_url",schemaPath:"schema:PageMeta/properties/next_page_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data8 === "string"){
if(!(formats4.test(data8))){
const err19 = {instancePath:instancePath+"/meta/next_page_url",schemaPath:"schema:PageMeta/properties/next_page_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
if(data2.key !== undefined){
let data9 = data2.key;
if(typeof data9 !== "string"){
const err20 = {instancePath:instancePath+"/meta/key",schemaPath:"schema:PageMeta/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!(data9 === "contents")){
const err21 = {instancePath:instancePath+"/meta/key",schemaPath:"schema:PageMeta/properties/key/enum",keyword:"enum",params:{allowedValues: schema8.properties.key.enum},message:"must be equal to one of the allowed values"};
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
const err22 = {instancePath:instancePath+"/meta",schemaPath:"schema:PageMeta/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate9.errors = vErrors;
return errors === 0;
}
