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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data.date_created === undefined) && (missing0 = "date_created")) || ((data.date_updated === undefined) && (missing0 = "date_updated"))) || ((data.sid === undefined) && (missing0 = "sid"))) || ((data.account_sid === undefined) && (missing0 = "account_sid"))) || ((data.friendly_name === undefined) && (missing0 = "friendly_name"))) || ((data.language === undefined) && (missing0 = "language"))) || ((data.variables === undefined) && (missing0 = "variables"))) || ((data.types === undefined) && (missing0 = "types"))) || ((data.url === undefined) && (missing0 = "url"))) || ((data.links === undefined) && (missing0 = "links"))){
validate1.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.date_created !== undefined){
let data0 = data.date_created;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.validate.test(data0))){
validate1.errors = [{instancePath:instancePath+"/date_created",schemaPath:"schema:Timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/date_created",schemaPath:"schema:Timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.date_updated !== undefined){
let data1 = data.date_updated;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data1 === "string"){
if(!(formats0.validate.test(data1))){
validate1.errors = [{instancePath:instancePath+"/date_updated",schemaPath:"schema:Timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/date_updated",schemaPath:"schema:Timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sid !== undefined){
let data2 = data.sid;
const _errs7 = errors;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
validate1.errors = [{instancePath:instancePath+"/sid",schemaPath:"schema:ContentSid/pattern",keyword:"pattern",params:{pattern: "^HX[0-9a-fA-F]{32}$"},message:"must match pattern \""+"^HX[0-9a-fA-F]{32}$"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/sid",schemaPath:"schema:ContentSid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.account_sid !== undefined){
let data3 = data.account_sid;
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data3 === "string"){
if(!pattern1.test(data3)){
validate1.errors = [{instancePath:instancePath+"/account_sid",schemaPath:"schema:AccountSid/pattern",keyword:"pattern",params:{pattern: "^AC[0-9a-fA-F]{32}$"},message:"must match pattern \""+"^AC[0-9a-fA-F]{32}$"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/account_sid",schemaPath:"schema:AccountSid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.friendly_name !== undefined){
let data4 = data.friendly_name;
const _errs13 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate1.errors = [{instancePath:instancePath+"/friendly_name",schemaPath:"#/properties/friendly_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.language !== undefined){
const _errs16 = errors;
if(typeof data.language !== "string"){
validate1.errors = [{instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.variables !== undefined){
let data6 = data.variables;
const _errs18 = errors;
const _errs19 = errors;
if(errors === _errs19){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key0 in data6){
const _errs22 = errors;
if(typeof data6[key0] !== "string"){
validate1.errors = [{instancePath:instancePath+"/variables/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Variables/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs22 === errors;
if(!valid6){
break;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/variables",schemaPath:"schema:Variables/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.types !== undefined){
let data8 = data.types;
const _errs24 = errors;
const _errs25 = errors;
if(errors === _errs25){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key1 in data8){
let data9 = data8[key1];
const _errs28 = errors;
if(errors === _errs28){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
}
else {
validate1.errors = [{instancePath:instancePath+"/types/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Types/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid8 = _errs28 === errors;
if(!valid8){
break;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/types",schemaPath:"schema:Types/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.url !== undefined){
let data10 = data.url;
const _errs31 = errors;
if(errors === _errs31){
if(errors === _errs31){
if(typeof data10 === "string"){
if(!(formats4.test(data10))){
validate1.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.links !== undefined){
let data11 = data.links;
const _errs33 = errors;
if(errors === _errs33){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
let missing1;
if(((data11.approval_create === undefined) && (missing1 = "approval_create")) || ((data11.approval_fetch === undefined) && (missing1 = "approval_fetch"))){
validate1.errors = [{instancePath:instancePath+"/links",schemaPath:"#/properties/links/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data11.approval_create !== undefined){
let data12 = data11.approval_create;
const _errs35 = errors;
if(errors === _errs35){
if(errors === _errs35){
if(typeof data12 === "string"){
if(!(formats4.test(data12))){
validate1.errors = [{instancePath:instancePath+"/links/approval_create",schemaPath:"#/properties/links/properties/approval_create/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/links/approval_create",schemaPath:"#/properties/links/properties/approval_create/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid9 = _errs35 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data11.approval_fetch !== undefined){
let data13 = data11.approval_fetch;
const _errs37 = errors;
if(errors === _errs37){
if(errors === _errs37){
if(typeof data13 === "string"){
if(!(formats4.test(data13))){
validate1.errors = [{instancePath:instancePath+"/links/approval_fetch",schemaPath:"#/properties/links/properties/approval_fetch/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/links/approval_fetch",schemaPath:"#/properties/links/properties/approval_fetch/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid9 = _errs37 === errors;
}
else {
var valid9 = true;
}
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/links",schemaPath:"#/properties/links/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
let missing0;
if(((data.contents === undefined) && (missing0 = "contents")) || ((data.meta === undefined) && (missing0 = "meta"))){
validate0.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.contents !== undefined){
let data0 = data.contents;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate1(data0[i0], {instancePath:instancePath+"/contents/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
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
validate0.errors = [{instancePath:instancePath+"/contents",schemaPath:"#/properties/contents/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.meta !== undefined){
let data2 = data.meta;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((((((((data2.page === undefined) && (missing1 = "page")) || ((data2.page_size === undefined) && (missing1 = "page_size"))) || ((data2.first_page_url === undefined) && (missing1 = "first_page_url"))) || ((data2.previous_page_url === undefined) && (missing1 = "previous_page_url"))) || ((data2.url === undefined) && (missing1 = "url"))) || ((data2.next_page_url === undefined) && (missing1 = "next_page_url"))) || ((data2.key === undefined) && (missing1 = "key"))){
validate0.errors = [{instancePath:instancePath+"/meta",schemaPath:"schema:PageMeta/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data2.page !== undefined){
let data3 = data2.page;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate0.errors = [{instancePath:instancePath+"/meta/page",schemaPath:"schema:PageMeta/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid3 = _errs7 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.page_size !== undefined){
let data4 = data2.page_size;
const _errs9 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate0.errors = [{instancePath:instancePath+"/meta/page_size",schemaPath:"schema:PageMeta/properties/page_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.first_page_url !== undefined){
let data5 = data2.first_page_url;
const _errs11 = errors;
if(errors === _errs11){
if(errors === _errs11){
if(typeof data5 === "string"){
if(!(formats4.test(data5))){
validate0.errors = [{instancePath:instancePath+"/meta/first_page_url",schemaPath:"schema:PageMeta/properties/first_page_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
else {
validate0.errors = [{instancePath:instancePath+"/meta/first_page_url",schemaPath:"schema:PageMeta/properties/first_page_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid3 = _errs11 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.previous_page_url !== undefined){
let data6 = data2.previous_page_url;
const _errs13 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
validate0.errors = [{instancePath:instancePath+"/meta/previous_page_url",schemaPath:"schema:PageMeta/properties/previous_page_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs13){
if(errors === _errs13){
if(typeof data6 === "string"){
if(!(formats4.test(data6))){
validate0.errors = [{instancePath:instancePath+"/meta/previous_page_url",schemaPath:"schema:PageMeta/properties/previous_page_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
var valid3 = _errs13 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.url !== undefined){
let data7 = data2.url;
const _errs16 = errors;
if(errors === _errs16){
if(errors === _errs16){
if(typeof data7 === "string"){
if(!(formats4.test(data7))){
validate0.errors = [{instancePath:instancePath+"/meta/url",schemaPath:"schema:PageMeta/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
else {
validate0.errors = [{instancePath:instancePath+"/meta/url",schemaPath:"schema:PageMeta/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data2.next_page_url !== undefined){
let data8 = data2.next_page_url;
const _errs18 = errors;
if((typeof data8 !== "string") && (data8 !== null)){
validate0.errors = [{instancePath:instancePath+"/meta/next_page_url",schemaPath:"schema:PageMeta/properties/next_page_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs18){
if(errors === _errs18){
if(typeof data8 === "string"){
if(!(formats4.test(data8))){
validate0.errors = [{instancePath:instancePath+"/meta/next_page_url",schemaPath:"schema:PageMeta/properties/next_page_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.key !== undefined){
let data9 = data2.key;
const _errs21 = errors;
if(typeof data9 !== "string"){
validate0.errors = [{instancePath:instancePath+"/meta/key",schemaPath:"schema:PageMeta/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data9 === "contents")){
validate0.errors = [{instancePath:instancePath+"/meta/key",schemaPath:"schema:PageMeta/properties/key/enum",keyword:"enum",params:{allowedValues: schema8.properties.key.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs21 === errors;
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
else {
validate0.errors = [{instancePath:instancePath+"/meta",schemaPath:"schema:PageMeta/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate0.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate0.errors = vErrors;
return errors === 0;
}

exports.res_Error = validate3;
const schema9 = {"type":"object","required":["code","message","more_info","status"],"properties":{"code":{"type":"integer"},"message":{"type":"string"},"more_info":{"type":"string","format":"uri"},"status":{"type":"integer"}}};

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.code === undefined) && (missing0 = "code")) || ((data.message === undefined) && (missing0 = "message"))) || ((data.more_info === undefined) && (missing0 = "more_info"))) || ((data.status === undefined) && (missing0 = "status"))){
validate3.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.code !== undefined){
let data0 = data.code;
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate3.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message !== undefined){
const _errs3 = errors;
if(typeof data.message !== "string"){
validate3.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.more_info !== undefined){
let data2 = data.more_info;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data2 === "string"){
if(!(formats4.test(data2))){
validate3.errors = [{instancePath:instancePath+"/more_info",schemaPath:"#/properties/more_info/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/more_info",schemaPath:"#/properties/more_info/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.status !== undefined){
let data3 = data.status;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate3.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
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
validate3.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.sid === undefined) && (missing0 = "sid")) || ((data.account_sid === undefined) && (missing0 = "account_sid"))) || ((data.whatsapp === undefined) && (missing0 = "whatsapp"))) || ((data.url === undefined) && (missing0 = "url"))){
validate4.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.sid !== undefined){
let data0 = data.sid;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
validate4.errors = [{instancePath:instancePath+"/sid",schemaPath:"schema:ContentSid/pattern",keyword:"pattern",params:{pattern: "^HX[0-9a-fA-F]{32}$"},message:"must match pattern \""+"^HX[0-9a-fA-F]{32}$"+"\""}];
return false;
}
}
else {
validate4.errors = [{instancePath:instancePath+"/sid",schemaPath:"schema:ContentSid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.account_sid !== undefined){
let data1 = data.account_sid;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(!pattern1.test(data1)){
validate4.errors = [{instancePath:instancePath+"/account_sid",schemaPath:"schema:AccountSid/pattern",keyword:"pattern",params:{pattern: "^AC[0-9a-fA-F]{32}$"},message:"must match pattern \""+"^AC[0-9a-fA-F]{32}$"+"\""}];
return false;
}
}
else {
validate4.errors = [{instancePath:instancePath+"/account_sid",schemaPath:"schema:AccountSid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.whatsapp !== undefined){
let data2 = data.whatsapp;
const _errs7 = errors;
const _errs8 = errors;
if(errors === _errs8){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if(((((((data2.name === undefined) && (missing1 = "name")) || ((data2.category === undefined) && (missing1 = "category"))) || ((data2.content_type === undefined) && (missing1 = "content_type"))) || ((data2.status === undefined) && (missing1 = "status"))) || ((data2.rejection_reason === undefined) && (missing1 = "rejection_reason"))) || ((data2.allow_category_change === undefined) && (missing1 = "allow_category_change"))){
validate4.errors = [{instancePath:instancePath+"/whatsapp",schemaPath:"schema:WhatsappApproval/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data2.type !== undefined){
let data3 = data2.type;
const _errs10 = errors;
if(typeof data3 !== "string"){
validate4.errors = [{instancePath:instancePath+"/whatsapp/type",schemaPath:"schema:WhatsappApproval/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data3 === "whatsapp")){
validate4.errors = [{instancePath:instancePath+"/whatsapp/type",schemaPath:"schema:WhatsappApproval/properties/type/enum",keyword:"enum",params:{allowedValues: schema13.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid4 = _errs10 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data2.name !== undefined){
const _errs12 = errors;
if(typeof data2.name !== "string"){
validate4.errors = [{instancePath:instancePath+"/whatsapp/name",schemaPath:"schema:WhatsappApproval/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs12 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data2.category !== undefined){
const _errs14 = errors;
if(typeof data2.category !== "string"){
validate4.errors = [{instancePath:instancePath+"/whatsapp/category",schemaPath:"schema:WhatsappApproval/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs14 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data2.content_type !== undefined){
const _errs16 = errors;
if(typeof data2.content_type !== "string"){
validate4.errors = [{instancePath:instancePath+"/whatsapp/content_type",schemaPath:"schema:WhatsappApproval/properties/content_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs16 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data2.status !== undefined){
let data7 = data2.status;
const _errs18 = errors;
if(typeof data7 !== "string"){
validate4.errors = [{instancePath:instancePath+"/whatsapp/status",schemaPath:"schema:WhatsappApproval/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data7 === "unsubmitted") || (data7 === "received")) || (data7 === "pending")) || (data7 === "approved")) || (data7 === "rejected")) || (data7 === "paused")) || (data7 === "disabled"))){
validate4.errors = [{instancePath:instancePath+"/whatsapp/status",schemaPath:"schema:WhatsappApproval/properties/status/enum",keyword:"enum",params:{allowedValues: schema13.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid4 = _errs18 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data2.rejection_reason !== undefined){
const _errs20 = errors;
if(typeof data2.rejection_reason !== "string"){
validate4.errors = [{instancePath:instancePath+"/whatsapp/rejection_reason",schemaPath:"schema:WhatsappApproval/properties/rejection_reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs20 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data2.allow_category_change !== undefined){
const _errs22 = errors;
if(typeof data2.allow_category_change !== "boolean"){
validate4.errors = [{instancePath:instancePath+"/whatsapp/allow_category_change",schemaPath:"schema:WhatsappApproval/properties/allow_category_change/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid4 = _errs22 === errors;
}
else {
var valid4 = true;
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
validate4.errors = [{instancePath:instancePath+"/whatsapp",schemaPath:"schema:WhatsappApproval/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.url !== undefined){
let data10 = data.url;
const _errs24 = errors;
if(errors === _errs24){
if(errors === _errs24){
if(typeof data10 === "string"){
if(!(formats4.test(data10))){
validate4.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
else {
validate4.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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
validate4.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate4.errors = vErrors;
return errors === 0;
}

exports.res_WhatsappApproval = validate5;

function validate5(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.name === undefined) && (missing0 = "name")) || ((data.category === undefined) && (missing0 = "category"))) || ((data.content_type === undefined) && (missing0 = "content_type"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.rejection_reason === undefined) && (missing0 = "rejection_reason"))) || ((data.allow_category_change === undefined) && (missing0 = "allow_category_change"))){
validate5.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate5.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data0 === "whatsapp")){
validate5.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema13.properties.type.enum},message:"must be equal to one of the allowed values"}];
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
if(data.category !== undefined){
const _errs5 = errors;
if(typeof data.category !== "string"){
validate5.errors = [{instancePath:instancePath+"/category",schemaPath:"#/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content_type !== undefined){
const _errs7 = errors;
if(typeof data.content_type !== "string"){
validate5.errors = [{instancePath:instancePath+"/content_type",schemaPath:"#/properties/content_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data4 = data.status;
const _errs9 = errors;
if(typeof data4 !== "string"){
validate5.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data4 === "unsubmitted") || (data4 === "received")) || (data4 === "pending")) || (data4 === "approved")) || (data4 === "rejected")) || (data4 === "paused")) || (data4 === "disabled"))){
validate5.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema13.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.rejection_reason !== undefined){
const _errs11 = errors;
if(typeof data.rejection_reason !== "string"){
validate5.errors = [{instancePath:instancePath+"/rejection_reason",schemaPath:"#/properties/rejection_reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.allow_category_change !== undefined){
const _errs13 = errors;
if(typeof data.allow_category_change !== "boolean"){
validate5.errors = [{instancePath:instancePath+"/allow_category_change",schemaPath:"#/properties/allow_category_change/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
}
else {
validate5.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((data.date_created === undefined) && (missing0 = "date_created")) || ((data.date_updated === undefined) && (missing0 = "date_updated"))) || ((data.sid === undefined) && (missing0 = "sid"))) || ((data.account_sid === undefined) && (missing0 = "account_sid"))) || ((data.friendly_name === undefined) && (missing0 = "friendly_name"))) || ((data.language === undefined) && (missing0 = "language"))) || ((data.variables === undefined) && (missing0 = "variables"))) || ((data.types === undefined) && (missing0 = "types"))) || ((data.approval_requests === undefined) && (missing0 = "approval_requests"))){
validate7.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.date_created !== undefined){
let data0 = data.date_created;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.validate.test(data0))){
validate7.errors = [{instancePath:instancePath+"/date_created",schemaPath:"schema:Timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate7.errors = [{instancePath:instancePath+"/date_created",schemaPath:"schema:Timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.date_updated !== undefined){
let data1 = data.date_updated;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data1 === "string"){
if(!(formats0.validate.test(data1))){
validate7.errors = [{instancePath:instancePath+"/date_updated",schemaPath:"schema:Timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate7.errors = [{instancePath:instancePath+"/date_updated",schemaPath:"schema:Timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sid !== undefined){
let data2 = data.sid;
const _errs7 = errors;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
validate7.errors = [{instancePath:instancePath+"/sid",schemaPath:"schema:ContentSid/pattern",keyword:"pattern",params:{pattern: "^HX[0-9a-fA-F]{32}$"},message:"must match pattern \""+"^HX[0-9a-fA-F]{32}$"+"\""}];
return false;
}
}
else {
validate7.errors = [{instancePath:instancePath+"/sid",schemaPath:"schema:ContentSid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.account_sid !== undefined){
let data3 = data.account_sid;
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data3 === "string"){
if(!pattern1.test(data3)){
validate7.errors = [{instancePath:instancePath+"/account_sid",schemaPath:"schema:AccountSid/pattern",keyword:"pattern",params:{pattern: "^AC[0-9a-fA-F]{32}$"},message:"must match pattern \""+"^AC[0-9a-fA-F]{32}$"+"\""}];
return false;
}
}
else {
validate7.errors = [{instancePath:instancePath+"/account_sid",schemaPath:"schema:AccountSid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.friendly_name !== undefined){
let data4 = data.friendly_name;
const _errs13 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate7.errors = [{instancePath:instancePath+"/friendly_name",schemaPath:"#/properties/friendly_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.language !== undefined){
const _errs16 = errors;
if(typeof data.language !== "string"){
validate7.errors = [{instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.variables !== undefined){
let data6 = data.variables;
const _errs18 = errors;
const _errs19 = errors;
if(errors === _errs19){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key0 in data6){
const _errs22 = errors;
if(typeof data6[key0] !== "string"){
validate7.errors = [{instancePath:instancePath+"/variables/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Variables/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs22 === errors;
if(!valid6){
break;
}
}
}
else {
validate7.errors = [{instancePath:instancePath+"/variables",schemaPath:"schema:Variables/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.types !== undefined){
let data8 = data.types;
const _errs24 = errors;
const _errs25 = errors;
if(errors === _errs25){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key1 in data8){
let data9 = data8[key1];
const _errs28 = errors;
if(errors === _errs28){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
}
else {
validate7.errors = [{instancePath:instancePath+"/types/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Types/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid8 = _errs28 === errors;
if(!valid8){
break;
}
}
}
else {
validate7.errors = [{instancePath:instancePath+"/types",schemaPath:"schema:Types/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.approval_requests !== undefined){
let data10 = data.approval_requests;
const _errs31 = errors;
const _errs32 = errors;
if(errors === _errs32){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
let missing1;
if(((((((data10.name === undefined) && (missing1 = "name")) || ((data10.category === undefined) && (missing1 = "category"))) || ((data10.content_type === undefined) && (missing1 = "content_type"))) || ((data10.status === undefined) && (missing1 = "status"))) || ((data10.rejection_reason === undefined) && (missing1 = "rejection_reason"))) || ((data10.allow_category_change === undefined) && (missing1 = "allow_category_change"))){
validate7.errors = [{instancePath:instancePath+"/approval_requests",schemaPath:"schema:WhatsappApproval/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data10.type !== undefined){
let data11 = data10.type;
const _errs34 = errors;
if(typeof data11 !== "string"){
validate7.errors = [{instancePath:instancePath+"/approval_requests/type",schemaPath:"schema:WhatsappApproval/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data11 === "whatsapp")){
validate7.errors = [{instancePath:instancePath+"/approval_requests/type",schemaPath:"schema:WhatsappApproval/properties/type/enum",keyword:"enum",params:{allowedValues: schema13.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid10 = _errs34 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data10.name !== undefined){
const _errs36 = errors;
if(typeof data10.name !== "string"){
validate7.errors = [{instancePath:instancePath+"/approval_requests/name",schemaPath:"schema:WhatsappApproval/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid10 = _errs36 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data10.category !== undefined){
const _errs38 = errors;
if(typeof data10.category !== "string"){
validate7.errors = [{instancePath:instancePath+"/approval_requests/category",schemaPath:"schema:WhatsappApproval/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid10 = _errs38 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data10.content_type !== undefined){
const _errs40 = errors;
if(typeof data10.content_type !== "string"){
validate7.errors = [{instancePath:instancePath+"/approval_requests/content_type",schemaPath:"schema:WhatsappApproval/properties/content_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid10 = _errs40 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data10.status !== undefined){
let data15 = data10.status;
const _errs42 = errors;
if(typeof data15 !== "string"){
validate7.errors = [{instancePath:instancePath+"/approval_requests/status",schemaPath:"schema:WhatsappApproval/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data15 === "unsubmitted") || (data15 === "received")) || (data15 === "pending")) || (data15 === "approved")) || (data15 === "rejected")) || (data15 === "paused")) || (data15 === "disabled"))){
validate7.errors = [{instancePath:instancePath+"/approval_requests/status",schemaPath:"schema:WhatsappApproval/properties/status/enum",keyword:"enum",params:{allowedValues: schema13.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid10 = _errs42 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data10.rejection_reason !== undefined){
const _errs44 = errors;
if(typeof data10.rejection_reason !== "string"){
validate7.errors = [{instancePath:instancePath+"/approval_requests/rejection_reason",schemaPath:"schema:WhatsappApproval/properties/rejection_reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid10 = _errs44 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data10.allow_category_change !== undefined){
const _errs46 = errors;
if(typeof data10.allow_category_change !== "boolean"){
validate7.errors = [{instancePath:instancePath+"/approval_requests/allow_category_change",schemaPath:"schema:WhatsappApproval/properties/allow_category_change/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid10 = _errs46 === errors;
}
else {
var valid10 = true;
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
validate7.errors = [{instancePath:instancePath+"/approval_requests",schemaPath:"schema:WhatsappApproval/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
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
else {
validate7.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate7.errors = vErrors;
return errors === 0;
}


function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.contents === undefined) && (missing0 = "contents")) || ((data.meta === undefined) && (missing0 = "meta"))){
validate6.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.contents !== undefined){
let data0 = data.contents;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate7(data0[i0], {instancePath:instancePath+"/contents/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/contents",schemaPath:"#/properties/contents/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.meta !== undefined){
let data2 = data.meta;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((((((((data2.page === undefined) && (missing1 = "page")) || ((data2.page_size === undefined) && (missing1 = "page_size"))) || ((data2.first_page_url === undefined) && (missing1 = "first_page_url"))) || ((data2.previous_page_url === undefined) && (missing1 = "previous_page_url"))) || ((data2.url === undefined) && (missing1 = "url"))) || ((data2.next_page_url === undefined) && (missing1 = "next_page_url"))) || ((data2.key === undefined) && (missing1 = "key"))){
validate6.errors = [{instancePath:instancePath+"/meta",schemaPath:"schema:PageMeta/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data2.page !== undefined){
let data3 = data2.page;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate6.errors = [{instancePath:instancePath+"/meta/page",schemaPath:"schema:PageMeta/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid3 = _errs7 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.page_size !== undefined){
let data4 = data2.page_size;
const _errs9 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate6.errors = [{instancePath:instancePath+"/meta/page_size",schemaPath:"schema:PageMeta/properties/page_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.first_page_url !== undefined){
let data5 = data2.first_page_url;
const _errs11 = errors;
if(errors === _errs11){
if(errors === _errs11){
if(typeof data5 === "string"){
if(!(formats4.test(data5))){
validate6.errors = [{instancePath:instancePath+"/meta/first_page_url",schemaPath:"schema:PageMeta/properties/first_page_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
else {
validate6.errors = [{instancePath:instancePath+"/meta/first_page_url",schemaPath:"schema:PageMeta/properties/first_page_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid3 = _errs11 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.previous_page_url !== undefined){
let data6 = data2.previous_page_url;
const _errs13 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
validate6.errors = [{instancePath:instancePath+"/meta/previous_page_url",schemaPath:"schema:PageMeta/properties/previous_page_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs13){
if(errors === _errs13){
if(typeof data6 === "string"){
if(!(formats4.test(data6))){
validate6.errors = [{instancePath:instancePath+"/meta/previous_page_url",schemaPath:"schema:PageMeta/properties/previous_page_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
var valid3 = _errs13 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.url !== undefined){
let data7 = data2.url;
const _errs16 = errors;
if(errors === _errs16){
if(errors === _errs16){
if(typeof data7 === "string"){
if(!(formats4.test(data7))){
validate6.errors = [{instancePath:instancePath+"/meta/url",schemaPath:"schema:PageMeta/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
else {
validate6.errors = [{instancePath:instancePath+"/meta/url",schemaPath:"schema:PageMeta/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data2.next_page_url !== undefined){
let data8 = data2.next_page_url;
const _errs18 = errors;
if((typeof data8 !== "string") && (data8 !== null)){
validate6.errors = [{instancePath:instancePath+"/meta/next_page_url",schemaPath:"schema:PageMeta/properties/next_page_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs18){
if(errors === _errs18){
if(typeof data8 === "string"){
if(!(formats4.test(data8))){
validate6.errors = [{instancePath:instancePath+"/meta/next_page_url",schemaPath:"schema:PageMeta/properties/next_page_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.key !== undefined){
let data9 = data2.key;
const _errs21 = errors;
if(typeof data9 !== "string"){
validate6.errors = [{instancePath:instancePath+"/meta/key",schemaPath:"schema:PageMeta/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data9 === "contents")){
validate6.errors = [{instancePath:instancePath+"/meta/key",schemaPath:"schema:PageMeta/properties/key/enum",keyword:"enum",params:{allowedValues: schema8.properties.key.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs21 === errors;
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
else {
validate6.errors = [{instancePath:instancePath+"/meta",schemaPath:"schema:PageMeta/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate6.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((data.date_created === undefined) && (missing0 = "date_created")) || ((data.date_updated === undefined) && (missing0 = "date_updated"))) || ((data.sid === undefined) && (missing0 = "sid"))) || ((data.account_sid === undefined) && (missing0 = "account_sid"))) || ((data.friendly_name === undefined) && (missing0 = "friendly_name"))) || ((data.language === undefined) && (missing0 = "language"))) || ((data.variables === undefined) && (missing0 = "variables"))) || ((data.types === undefined) && (missing0 = "types"))) || ((data.legacy_template_name === undefined) && (missing0 = "legacy_template_name"))) || ((data.legacy_body === undefined) && (missing0 = "legacy_body"))) || ((data.url === undefined) && (missing0 = "url"))){
validate10.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.date_created !== undefined){
let data0 = data.date_created;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.validate.test(data0))){
validate10.errors = [{instancePath:instancePath+"/date_created",schemaPath:"schema:Timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/date_created",schemaPath:"schema:Timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.date_updated !== undefined){
let data1 = data.date_updated;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data1 === "string"){
if(!(formats0.validate.test(data1))){
validate10.errors = [{instancePath:instancePath+"/date_updated",schemaPath:"schema:Timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/date_updated",schemaPath:"schema:Timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sid !== undefined){
let data2 = data.sid;
const _errs7 = errors;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
validate10.errors = [{instancePath:instancePath+"/sid",schemaPath:"schema:ContentSid/pattern",keyword:"pattern",params:{pattern: "^HX[0-9a-fA-F]{32}$"},message:"must match pattern \""+"^HX[0-9a-fA-F]{32}$"+"\""}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/sid",schemaPath:"schema:ContentSid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.account_sid !== undefined){
let data3 = data.account_sid;
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data3 === "string"){
if(!pattern1.test(data3)){
validate10.errors = [{instancePath:instancePath+"/account_sid",schemaPath:"schema:AccountSid/pattern",keyword:"pattern",params:{pattern: "^AC[0-9a-fA-F]{32}$"},message:"must match pattern \""+"^AC[0-9a-fA-F]{32}$"+"\""}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/account_sid",schemaPath:"schema:AccountSid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.friendly_name !== undefined){
let data4 = data.friendly_name;
const _errs13 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate10.errors = [{instancePath:instancePath+"/friendly_name",schemaPath:"#/properties/friendly_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.language !== undefined){
const _errs16 = errors;
if(typeof data.language !== "string"){
validate10.errors = [{instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.variables !== undefined){
let data6 = data.variables;
const _errs18 = errors;
const _errs19 = errors;
if(errors === _errs19){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key0 in data6){
const _errs22 = errors;
if(typeof data6[key0] !== "string"){
validate10.errors = [{instancePath:instancePath+"/variables/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Variables/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs22 === errors;
if(!valid6){
break;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/variables",schemaPath:"schema:Variables/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.types !== undefined){
let data8 = data.types;
const _errs24 = errors;
const _errs25 = errors;
if(errors === _errs25){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key1 in data8){
let data9 = data8[key1];
const _errs28 = errors;
if(errors === _errs28){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
}
else {
validate10.errors = [{instancePath:instancePath+"/types/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Types/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid8 = _errs28 === errors;
if(!valid8){
break;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/types",schemaPath:"schema:Types/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.legacy_template_name !== undefined){
const _errs31 = errors;
if(typeof data.legacy_template_name !== "string"){
validate10.errors = [{instancePath:instancePath+"/legacy_template_name",schemaPath:"#/properties/legacy_template_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.legacy_body !== undefined){
const _errs33 = errors;
if(typeof data.legacy_body !== "string"){
validate10.errors = [{instancePath:instancePath+"/legacy_body",schemaPath:"#/properties/legacy_body/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.url !== undefined){
let data12 = data.url;
const _errs35 = errors;
if(errors === _errs35){
if(errors === _errs35){
if(typeof data12 === "string"){
if(!(formats4.test(data12))){
validate10.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs35 === errors;
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
validate10.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate10.errors = vErrors;
return errors === 0;
}


function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.contents === undefined) && (missing0 = "contents")) || ((data.meta === undefined) && (missing0 = "meta"))){
validate9.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.contents !== undefined){
let data0 = data.contents;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate10(data0[i0], {instancePath:instancePath+"/contents/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate9.errors = [{instancePath:instancePath+"/contents",schemaPath:"#/properties/contents/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.meta !== undefined){
let data2 = data.meta;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((((((((data2.page === undefined) && (missing1 = "page")) || ((data2.page_size === undefined) && (missing1 = "page_size"))) || ((data2.first_page_url === undefined) && (missing1 = "first_page_url"))) || ((data2.previous_page_url === undefined) && (missing1 = "previous_page_url"))) || ((data2.url === undefined) && (missing1 = "url"))) || ((data2.next_page_url === undefined) && (missing1 = "next_page_url"))) || ((data2.key === undefined) && (missing1 = "key"))){
validate9.errors = [{instancePath:instancePath+"/meta",schemaPath:"schema:PageMeta/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data2.page !== undefined){
let data3 = data2.page;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate9.errors = [{instancePath:instancePath+"/meta/page",schemaPath:"schema:PageMeta/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid3 = _errs7 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.page_size !== undefined){
let data4 = data2.page_size;
const _errs9 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate9.errors = [{instancePath:instancePath+"/meta/page_size",schemaPath:"schema:PageMeta/properties/page_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.first_page_url !== undefined){
let data5 = data2.first_page_url;
const _errs11 = errors;
if(errors === _errs11){
if(errors === _errs11){
if(typeof data5 === "string"){
if(!(formats4.test(data5))){
validate9.errors = [{instancePath:instancePath+"/meta/first_page_url",schemaPath:"schema:PageMeta/properties/first_page_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
else {
validate9.errors = [{instancePath:instancePath+"/meta/first_page_url",schemaPath:"schema:PageMeta/properties/first_page_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid3 = _errs11 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.previous_page_url !== undefined){
let data6 = data2.previous_page_url;
const _errs13 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
validate9.errors = [{instancePath:instancePath+"/meta/previous_page_url",schemaPath:"schema:PageMeta/properties/previous_page_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs13){
if(errors === _errs13){
if(typeof data6 === "string"){
if(!(formats4.test(data6))){
validate9.errors = [{instancePath:instancePath+"/meta/previous_page_url",schemaPath:"schema:PageMeta/properties/previous_page_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
var valid3 = _errs13 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.url !== undefined){
let data7 = data2.url;
const _errs16 = errors;
if(errors === _errs16){
if(errors === _errs16){
if(typeof data7 === "string"){
if(!(formats4.test(data7))){
validate9.errors = [{instancePath:instancePath+"/meta/url",schemaPath:"schema:PageMeta/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
else {
validate9.errors = [{instancePath:instancePath+"/meta/url",schemaPath:"schema:PageMeta/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data2.next_page_url !== undefined){
let data8 = data2.next_page_url;
const _errs18 = errors;
if((typeof data8 !== "string") && (data8 !== null)){
validate9.errors = [{instancePath:instancePath+"/meta/next_page_url",schemaPath:"schema:PageMeta/properties/next_page_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs18){
if(errors === _errs18){
if(typeof data8 === "string"){
if(!(formats4.test(data8))){
validate9.errors = [{instancePath:instancePath+"/meta/next_page_url",schemaPath:"schema:PageMeta/properties/next_page_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.key !== undefined){
let data9 = data2.key;
const _errs21 = errors;
if(typeof data9 !== "string"){
validate9.errors = [{instancePath:instancePath+"/meta/key",schemaPath:"schema:PageMeta/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data9 === "contents")){
validate9.errors = [{instancePath:instancePath+"/meta/key",schemaPath:"schema:PageMeta/properties/key/enum",keyword:"enum",params:{allowedValues: schema8.properties.key.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs21 === errors;
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
else {
validate9.errors = [{instancePath:instancePath+"/meta",schemaPath:"schema:PageMeta/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate9.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate9.errors = vErrors;
return errors === 0;
}
