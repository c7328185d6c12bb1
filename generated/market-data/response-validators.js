// generated from specs/market-data.yaml — do not edit; run `make generate`
"use strict";
exports.res_CorrelationResponse = validate0;
const schema0 = {"allOf":[{"$ref":"schema:Envelope"},{"type":"object","required":["data"],"properties":{"data":{"type":"array","items":{"$ref":"schema:Correlation"}}}}]};
const schema1 = {"type":"object","required":["success","message","length"],"properties":{"success":{"type":"boolean","enum":[true]},"message":{"type":"string"},"length":{"type":"integer","minimum":0}}};
const schema2 = {"allOf":[{"$ref":"schema:TokenRef"},{"type":"object","required":["DATE","WINDOW_DAYS","TOP_CORRELATION","BOTTOM_CORRELATION"],"properties":{"DATE":{"$ref":"schema:Day"},"WINDOW_DAYS":{"type":"integer"},"TOP_CORRELATION":{"type":"array","items":{"$ref":"schema:CorrelatedToken"}},"BOTTOM_CORRELATION":{"type":"array","items":{"$ref":"schema:CorrelatedToken"}}}}]};
const schema3 = {"type":"object","required":["TOKEN_ID","TOKEN_NAME","TOKEN_SYMBOL"],"properties":{"TOKEN_ID":{"type":"integer"},"TOKEN_NAME":{"type":"string"},"TOKEN_SYMBOL":{"type":"string"}}};
const schema4 = {"type":"string","format":"date"};
const schema5 = {"type":"object","required":["token_id","token","correlation"],"properties":{"token_id":{"type":"integer"},"token":{"type":"string"},"correlation":{"type":"number","minimum":-1,"maximum":1}}};
const formats0 = require("../formats").date;

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.TOKEN_ID === undefined){
const err0 = {instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: "TOKEN_ID"},message:"must have required property '"+"TOKEN_ID"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.TOKEN_NAME === undefined){
const err1 = {instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: "TOKEN_NAME"},message:"must have required property '"+"TOKEN_NAME"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.TOKEN_SYMBOL === undefined){
const err2 = {instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: "TOKEN_SYMBOL"},message:"must have required property '"+"TOKEN_SYMBOL"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.TOKEN_ID !== undefined){
let data0 = data.TOKEN_ID;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/TOKEN_ID",schemaPath:"schema:TokenRef/properties/TOKEN_ID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.TOKEN_NAME !== undefined){
if(typeof data.TOKEN_NAME !== "string"){
const err4 = {instancePath:instancePath+"/TOKEN_NAME",schemaPath:"schema:TokenRef/properties/TOKEN_NAME/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.TOKEN_SYMBOL !== undefined){
if(typeof data.TOKEN_SYMBOL !== "string"){
const err5 = {instancePath:instancePath+"/TOKEN_SYMBOL",schemaPath:"schema:TokenRef/properties/TOKEN_SYMBOL/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err6 = {instancePath,schemaPath:"schema:TokenRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.DATE === undefined){
const err7 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "DATE"},message:"must have required property '"+"DATE"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.WINDOW_DAYS === undefined){
const err8 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "WINDOW_DAYS"},message:"must have required property '"+"WINDOW_DAYS"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.TOP_CORRELATION === undefined){
const err9 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "TOP_CORRELATION"},message:"must have required property '"+"TOP_CORRELATION"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.BOTTOM_CORRELATION === undefined){
const err10 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "BOTTOM_CORRELATION"},message:"must have required property '"+"BOTTOM_CORRELATION"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.DATE !== undefined){
let data3 = data.DATE;
if(typeof data3 === "string"){
if(!(formats0.validate.test(data3))){
const err11 = {instancePath:instancePath+"/DATE",schemaPath:"schema:Day/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err12 = {instancePath:instancePath+"/DATE",schemaPath:"schema:Day/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.WINDOW_DAYS !== undefined){
let data4 = data.WINDOW_DAYS;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err13 = {instancePath:instancePath+"/WINDOW_DAYS",schemaPath:"#/allOf/1/properties/WINDOW_DAYS/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.TOP_CORRELATION !== undefined){
let data5 = data.TOP_CORRELATION;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.token_id === undefined){
const err14 = {instancePath:instancePath+"/TOP_CORRELATION/" + i0,schemaPath:"schema:CorrelatedToken/required",keyword:"required",params:{missingProperty: "token_id"},message:"must have required property '"+"token_id"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data6.token === undefined){
const err15 = {instancePath:instancePath+"/TOP_CORRELATION/" + i0,schemaPath:"schema:CorrelatedToken/required",keyword:"required",params:{missingProperty: "token"},message:"must have required property '"+"token"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data6.correlation === undefined){
const err16 = {instancePath:instancePath+"/TOP_CORRELATION/" + i0,schemaPath:"schema:CorrelatedToken/required",keyword:"required",params:{missingProperty: "correlation"},message:"must have required property '"+"correlation"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data6.token_id !== undefined){
let data7 = data6.token_id;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err17 = {instancePath:instancePath+"/TOP_CORRELATION/" + i0+"/token_id",schemaPath:"schema:CorrelatedToken/properties/token_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data6.token !== undefined){
if(typeof data6.token !== "string"){
const err18 = {instancePath:instancePath+"/TOP_CORRELATION/" + i0+"/token",schemaPath:"schema:CorrelatedToken/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data6.correlation !== undefined){
let data9 = data6.correlation;
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 1 || isNaN(data9)){
const err19 = {instancePath:instancePath+"/TOP_CORRELATION/" + i0+"/correlation",schemaPath:"schema:CorrelatedToken/properties/correlation/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data9 < -1 || isNaN(data9)){
const err20 = {instancePath:instancePath+"/TOP_CORRELATION/" + i0+"/correlation",schemaPath:"schema:CorrelatedToken/properties/correlation/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1},message:"must be >= -1"};
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
const err21 = {instancePath:instancePath+"/TOP_CORRELATION/" + i0+"/correlation",schemaPath:"schema:CorrelatedToken/properties/correlation/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err22 = {instancePath:instancePath+"/TOP_CORRELATION/" + i0,schemaPath:"schema:CorrelatedToken/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err23 = {instancePath:instancePath+"/TOP_CORRELATION",schemaPath:"#/allOf/1/properties/TOP_CORRELATION/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.BOTTOM_CORRELATION !== undefined){
let data10 = data.BOTTOM_CORRELATION;
if(Array.isArray(data10)){
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
let data11 = data10[i1];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.token_id === undefined){
const err24 = {instancePath:instancePath+"/BOTTOM_CORRELATION/" + i1,schemaPath:"schema:CorrelatedToken/required",keyword:"required",params:{missingProperty: "token_id"},message:"must have required property '"+"token_id"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data11.token === undefined){
const err25 = {instancePath:instancePath+"/BOTTOM_CORRELATION/" + i1,schemaPath:"schema:CorrelatedToken/required",keyword:"required",params:{missingProperty: "token"},message:"must have required property '"+"token"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data11.correlation === undefined){
const err26 = {instancePath:instancePath+"/BOTTOM_CORRELATION/" + i1,schemaPath:"schema:CorrelatedToken/required",keyword:"required",params:{missingProperty: "correlation"},message:"must have required property '"+"correlation"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data11.token_id !== undefined){
let data12 = data11.token_id;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err27 = {instancePath:instancePath+"/BOTTOM_CORRELATION/" + i1+"/token_id",schemaPath:"schema:CorrelatedToken/properties/token_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data11.token !== undefined){
if(typeof data11.token !== "string"){
const err28 = {instancePath:instancePath+"/BOTTOM_CORRELATION/" + i1+"/token",schemaPath:"schema:CorrelatedToken/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data11.correlation !== undefined){
let data14 = data11.correlation;
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 1 || isNaN(data14)){
const err29 = {instancePath:instancePath+"/BOTTOM_CORRELATION/" + i1+"/correlation",schemaPath:"schema:CorrelatedToken/properties/correlation/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data14 < -1 || isNaN(data14)){
const err30 = {instancePath:instancePath+"/BOTTOM_CORRELATION/" + i1+"/correlation",schemaPath:"schema:CorrelatedToken/properties/correlation/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1},message:"must be >= -1"};
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
const err31 = {instancePath:instancePath+"/BOTTOM_CORRELATION/" + i1+"/correlation",schemaPath:"schema:CorrelatedToken/properties/correlation/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err32 = {instancePath:instancePath+"/BOTTOM_CORRELATION/" + i1,schemaPath:"schema:CorrelatedToken/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err33 = {instancePath:instancePath+"/BOTTOM_CORRELATION",schemaPath:"#/allOf/1/properties/BOTTOM_CORRELATION/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err34 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
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
if(data.success === undefined){
const err0 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.message === undefined){
const err1 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.length === undefined){
const err2 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "length"},message:"must have required property '"+"length"+"'"};
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
const err3 = {instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(data0 === true)){
const err4 = {instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/enum",keyword:"enum",params:{allowedValues: schema1.properties.success.enum},message:"must be equal to one of the allowed values"};
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
const err5 = {instancePath:instancePath+"/message",schemaPath:"schema:Envelope/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.length !== undefined){
let data2 = data.length;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err8 = {instancePath,schemaPath:"schema:Envelope/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err9 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.data !== undefined){
let data3 = data.data;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(!(validate1(data3[i0], {instancePath:instancePath+"/data/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err11 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
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

exports.res_Error = validate3;
const schema7 = {"type":"object","required":["success","message"],"additionalProperties":false,"properties":{"success":{"type":"boolean","enum":[false]},"message":{"type":"string"}}};

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
for(const key0 in data){
if(!((key0 === "success") || (key0 === "message"))){
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
const err4 = {instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema7.properties.success.enum},message:"must be equal to one of the allowed values"};
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
validate3.errors = vErrors;
return errors === 0;
}

exports.res_IndicesResponse = validate4;
const schema8 = {"allOf":[{"$ref":"schema:Envelope"},{"type":"object","required":["data"],"properties":{"data":{"type":"array","items":{"$ref":"schema:IndexDay"}}}}]};
const schema10 = {"type":"object","required":["DATE","INDEX_VALUE","DAILY_RETURN","MARKET_CAP","CONSTITUENTS"],"properties":{"DATE":{"$ref":"schema:Day"},"INDEX_VALUE":{"type":"number"},"DAILY_RETURN":{"type":"number"},"MARKET_CAP":{"type":"number"},"CONSTITUENTS":{"type":"array","items":{"type":"integer"}}}};

function validate5(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.DATE === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "DATE"},message:"must have required property '"+"DATE"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.INDEX_VALUE === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "INDEX_VALUE"},message:"must have required property '"+"INDEX_VALUE"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.DAILY_RETURN === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "DAILY_RETURN"},message:"must have required property '"+"DAILY_RETURN"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.MARKET_CAP === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "MARKET_CAP"},message:"must have required property '"+"MARKET_CAP"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.CONSTITUENTS === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "CONSTITUENTS"},message:"must have required property '"+"CONSTITUENTS"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.DATE !== undefined){
let data0 = data.DATE;
if(typeof data0 === "string"){
if(!(formats0.validate.test(data0))){
const err5 = {instancePath:instancePath+"/DATE",schemaPath:"schema:Day/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err6 = {instancePath:instancePath+"/DATE",schemaPath:"schema:Day/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.INDEX_VALUE !== undefined){
let data1 = data.INDEX_VALUE;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err7 = {instancePath:instancePath+"/INDEX_VALUE",schemaPath:"#/properties/INDEX_VALUE/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.DAILY_RETURN !== undefined){
let data2 = data.DAILY_RETURN;
if(!((typeof data2 == "number") && (isFinite(data2)))){
const err8 = {instancePath:instancePath+"/DAILY_RETURN",schemaPath:"#/properties/DAILY_RETURN/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.MARKET_CAP !== undefined){
let data3 = data.MARKET_CAP;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err9 = {instancePath:instancePath+"/MARKET_CAP",schemaPath:"#/properties/MARKET_CAP/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.CONSTITUENTS !== undefined){
let data4 = data.CONSTITUENTS;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err10 = {instancePath:instancePath+"/CONSTITUENTS/" + i0,schemaPath:"#/properties/CONSTITUENTS/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err11 = {instancePath:instancePath+"/CONSTITUENTS",schemaPath:"#/properties/CONSTITUENTS/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate5.errors = vErrors;
return errors === 0;
}


function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.success === undefined){
const err0 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.message === undefined){
const err1 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.length === undefined){
const err2 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "length"},message:"must have required property '"+"length"+"'"};
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
const err3 = {instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(data0 === true)){
const err4 = {instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/enum",keyword:"enum",params:{allowedValues: schema1.properties.success.enum},message:"must be equal to one of the allowed values"};
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
const err5 = {instancePath:instancePath+"/message",schemaPath:"schema:Envelope/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.length !== undefined){
let data2 = data.length;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err8 = {instancePath,schemaPath:"schema:Envelope/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err9 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.data !== undefined){
let data3 = data.data;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(!(validate5(data3[i0], {instancePath:instancePath+"/data/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err11 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
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

exports.res_InvestorGradesResponse = validate7;
const schema12 = {"allOf":[{"$ref":"schema:Envelope"},{"type":"object","required":["data"],"properties":{"data":{"type":"array","items":{"$ref":"schema:InvestorGrade"}}}}]};
const schema14 = {"allOf":[{"$ref":"schema:TokenRef"},{"type":"object","required":["DATE","FUNDAMENTAL_GRADE","VALUATION_GRADE","LONG_TERM_QUANT_GRADE","TM_INVESTOR_GRADE"],"properties":{"DATE":{"$ref":"schema:Day"},"FUNDAMENTAL_GRADE":{"type":"number"},"VALUATION_GRADE":{"type":"number"},"LONG_TERM_QUANT_GRADE":{"$ref":"schema:NullableNumber"},"TM_INVESTOR_GRADE":{"$ref":"schema:NullableNumber"}}}]};
const schema17 = {"type":"number","nullable":true};

function validate8(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.TOKEN_ID === undefined){
const err0 = {instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: "TOKEN_ID"},message:"must have required property '"+"TOKEN_ID"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.TOKEN_NAME === undefined){
const err1 = {instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: "TOKEN_NAME"},message:"must have required property '"+"TOKEN_NAME"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.TOKEN_SYMBOL === undefined){
const err2 = {instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: "TOKEN_SYMBOL"},message:"must have required property '"+"TOKEN_SYMBOL"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.TOKEN_ID !== undefined){
let data0 = data.TOKEN_ID;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/TOKEN_ID",schemaPath:"schema:TokenRef/properties/TOKEN_ID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.TOKEN_NAME !== undefined){
if(typeof data.TOKEN_NAME !== "string"){
const err4 = {instancePath:instancePath+"/TOKEN_NAME",schemaPath:"schema:TokenRef/properties/TOKEN_NAME/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.TOKEN_SYMBOL !== undefined){
if(typeof data.TOKEN_SYMBOL !== "string"){
const err5 = {instancePath:instancePath+"/TOKEN_SYMBOL",schemaPath:"schema:TokenRef/properties/TOKEN_SYMBOL/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err6 = {instancePath,schemaPath:"schema:TokenRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.DATE === undefined){
const err7 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "DATE"},message:"must have required property '"+"DATE"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.FUNDAMENTAL_GRADE === undefined){
const err8 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "FUNDAMENTAL_GRADE"},message:"must have required property '"+"FUNDAMENTAL_GRADE"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.VALUATION_GRADE === undefined){
const err9 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "VALUATION_GRADE"},message:"must have required property '"+"VALUATION_GRADE"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.LONG_TERM_QUANT_GRADE === undefined){
const err10 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "LONG_TERM_QUANT_GRADE"},message:"must have required property '"+"LONG_TERM_QUANT_GRADE"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.TM_INVESTOR_GRADE === undefined){
const err11 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "TM_INVESTOR_GRADE"},message:"must have required property '"+"TM_INVESTOR_GRADE"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.DATE !== undefined){
let data3 = data.DATE;
if(typeof data3 === "string"){
if(!(formats0.validate.test(data3))){
const err12 = {instancePath:instancePath+"/DATE",schemaPath:"schema:Day/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err13 = {instancePath:instancePath+"/DATE",schemaPath:"schema:Day/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.FUNDAMENTAL_GRADE !== undefined){
let data4 = data.FUNDAMENTAL_GRADE;
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err14 = {instancePath:instancePath+"/FUNDAMENTAL_GRADE",schemaPath:"#/allOf/1/properties/FUNDAMENTAL_GRADE/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.VALUATION_GRADE !== undefined){
let data5 = data.VALUATION_GRADE;
if(!((typeof data5 == "number") && (isFinite(data5)))){
const err15 = {instancePath:instancePath+"/VALUATION_GRADE",schemaPath:"#/allOf/1/properties/VALUATION_GRADE/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.LONG_TERM_QUANT_GRADE !== undefined){
let data6 = data.LONG_TERM_QUANT_GRADE;
if((!((typeof data6 == "number") && (isFinite(data6)))) && (data6 !== null)){
const err16 = {instancePath:instancePath+"/LONG_TERM_QUANT_GRADE",schemaPath:"schema:NullableNumber/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.TM_INVESTOR_GRADE !== undefined){
let data7 = data.TM_INVESTOR_GRADE;
if((!((typeof data7 == "number") && (isFinite(data7)))) && (data7 !== null)){
const err17 = {instancePath:instancePath+"/TM_INVESTOR_GRADE",schemaPath:"schema:NullableNumber/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err18 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
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


function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.success === undefined){
const err0 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.message === undefined){
const err1 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.length === undefined){
const err2 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "length"},message:"must have required property '"+"length"+"'"};
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
const err3 = {instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(data0 === true)){
const err4 = {instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/enum",keyword:"enum",params:{allowedValues: schema1.properties.success.enum},message:"must be equal to one of the allowed values"};
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
const err5 = {instancePath:instancePath+"/message",schemaPath:"schema:Envelope/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.length !== undefined){
let data2 = data.length;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err8 = {instancePath,schemaPath:"schema:Envelope/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err9 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.data !== undefined){
let data3 = data.data;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(!(validate8(data3[i0], {instancePath:instancePath+"/data/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate8.errors : vErrors.concat(validate8.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err11 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate7.errors = vErrors;
return errors === 0;
}

exports.res_MarketIndicatorResponse = validate10;
const schema19 = {"allOf":[{"$ref":"schema:Envelope"},{"type":"object","required":["data"],"properties":{"data":{"type":"array","items":{"$ref":"schema:MarketIndicatorDay"}}}}]};
const schema21 = {"type":"object","required":["DATE","TOTAL_MARKET_CAP","MARKET_INDEX","PCT_TOKENS_BULLISH","MARKET_SIGNAL"],"properties":{"DATE":{"$ref":"schema:Day"},"TOTAL_MARKET_CAP":{"type":"number"},"MARKET_INDEX":{"type":"number"},"PCT_TOKENS_BULLISH":{"$ref":"schema:NullableNumber"},"MARKET_SIGNAL":{"type":"integer","nullable":true,"enum":[-1,1,null]}}};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.DATE === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "DATE"},message:"must have required property '"+"DATE"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.TOTAL_MARKET_CAP === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "TOTAL_MARKET_CAP"},message:"must have required property '"+"TOTAL_MARKET_CAP"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.MARKET_INDEX === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "MARKET_INDEX"},message:"must have required property '"+"MARKET_INDEX"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.PCT_TOKENS_BULLISH === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "PCT_TOKENS_BULLISH"},message:"must have required property '"+"PCT_TOKENS_BULLISH"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.MARKET_SIGNAL === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "MARKET_SIGNAL"},message:"must have required property '"+"MARKET_SIGNAL"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.DATE !== undefined){
let data0 = data.DATE;
if(typeof data0 === "string"){
if(!(formats0.validate.test(data0))){
const err5 = {instancePath:instancePath+"/DATE",schemaPath:"schema:Day/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err6 = {instancePath:instancePath+"/DATE",schemaPath:"schema:Day/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.TOTAL_MARKET_CAP !== undefined){
let data1 = data.TOTAL_MARKET_CAP;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err7 = {instancePath:instancePath+"/TOTAL_MARKET_CAP",schemaPath:"#/properties/TOTAL_MARKET_CAP/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.MARKET_INDEX !== undefined){
let data2 = data.MARKET_INDEX;
if(!((typeof data2 == "number") && (isFinite(data2)))){
const err8 = {instancePath:instancePath+"/MARKET_INDEX",schemaPath:"#/properties/MARKET_INDEX/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.PCT_TOKENS_BULLISH !== undefined){
let data3 = data.PCT_TOKENS_BULLISH;
if((!((typeof data3 == "number") && (isFinite(data3)))) && (data3 !== null)){
const err9 = {instancePath:instancePath+"/PCT_TOKENS_BULLISH",schemaPath:"schema:NullableNumber/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.MARKET_SIGNAL !== undefined){
let data4 = data.MARKET_SIGNAL;
if((!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) && (data4 !== null)){
const err10 = {instancePath:instancePath+"/MARKET_SIGNAL",schemaPath:"#/properties/MARKET_SIGNAL/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(((data4 === -1) || (data4 === 1)) || (data4 === null))){
const err11 = {instancePath:instancePath+"/MARKET_SIGNAL",schemaPath:"#/properties/MARKET_SIGNAL/enum",keyword:"enum",params:{allowedValues: schema21.properties.MARKET_SIGNAL.enum},message:"must be equal to one of the allowed values"};
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
validate11.errors = vErrors;
return errors === 0;
}


function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.success === undefined){
const err0 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.message === undefined){
const err1 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.length === undefined){
const err2 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "length"},message:"must have required property '"+"length"+"'"};
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
const err3 = {instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(data0 === true)){
const err4 = {instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/enum",keyword:"enum",params:{allowedValues: schema1.properties.success.enum},message:"must be equal to one of the allowed values"};
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
const err5 = {instancePath:instancePath+"/message",schemaPath:"schema:Envelope/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.length !== undefined){
let data2 = data.length;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err8 = {instancePath,schemaPath:"schema:Envelope/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err9 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.data !== undefined){
let data3 = data.data;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(!(validate11(data3[i0], {instancePath:instancePath+"/data/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err11 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

exports.res_PriceResponse = validate13;
const schema24 = {"allOf":[{"$ref":"schema:Envelope"},{"type":"object","required":["data"],"properties":{"data":{"type":"array","items":{"$ref":"schema:Price"}}}}]};
const schema26 = {"allOf":[{"$ref":"schema:TokenRef"},{"type":"object","required":["DATE","OPEN","HIGH","LOW","CLOSE","VOLUME","MARKET_CAP"],"properties":{"DATE":{"$ref":"schema:Day"},"OPEN":{"type":"number"},"HIGH":{"type":"number"},"LOW":{"type":"number"},"CLOSE":{"type":"number"},"VOLUME":{"type":"number"},"MARKET_CAP":{"type":"number"}}}]};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.TOKEN_ID === undefined){
const err0 = {instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: "TOKEN_ID"},message:"must have required property '"+"TOKEN_ID"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.TOKEN_NAME === undefined){
const err1 = {instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: "TOKEN_NAME"},message:"must have required property '"+"TOKEN_NAME"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.TOKEN_SYMBOL === undefined){
const err2 = {instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: "TOKEN_SYMBOL"},message:"must have required property '"+"TOKEN_SYMBOL"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.TOKEN_ID !== undefined){
let data0 = data.TOKEN_ID;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/TOKEN_ID",schemaPath:"schema:TokenRef/properties/TOKEN_ID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.TOKEN_NAME !== undefined){
if(typeof data.TOKEN_NAME !== "string"){
const err4 = {instancePath:instancePath+"/TOKEN_NAME",schemaPath:"schema:TokenRef/properties/TOKEN_NAME/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.TOKEN_SYMBOL !== undefined){
if(typeof data.TOKEN_SYMBOL !== "string"){
const err5 = {instancePath:instancePath+"/TOKEN_SYMBOL",schemaPath:"schema:TokenRef/properties/TOKEN_SYMBOL/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err6 = {instancePath,schemaPath:"schema:TokenRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.DATE === undefined){
const err7 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "DATE"},message:"must have required property '"+"DATE"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.OPEN === undefined){
const err8 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "OPEN"},message:"must have required property '"+"OPEN"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.HIGH === undefined){
const err9 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "HIGH"},message:"must have required property '"+"HIGH"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.LOW === undefined){
const err10 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "LOW"},message:"must have required property '"+"LOW"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.CLOSE === undefined){
const err11 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "CLOSE"},message:"must have required property '"+"CLOSE"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.VOLUME === undefined){
const err12 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "VOLUME"},message:"must have required property '"+"VOLUME"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.MARKET_CAP === undefined){
const err13 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "MARKET_CAP"},message:"must have required property '"+"MARKET_CAP"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.DATE !== undefined){
let data3 = data.DATE;
if(typeof data3 === "string"){
if(!(formats0.validate.test(data3))){
const err14 = {instancePath:instancePath+"/DATE",schemaPath:"schema:Day/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err15 = {instancePath:instancePath+"/DATE",schemaPath:"schema:Day/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.OPEN !== undefined){
let data4 = data.OPEN;
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err16 = {instancePath:instancePath+"/OPEN",schemaPath:"#/allOf/1/properties/OPEN/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.HIGH !== undefined){
let data5 = data.HIGH;
if(!((typeof data5 == "number") && (isFinite(data5)))){
const err17 = {instancePath:instancePath+"/HIGH",schemaPath:"#/allOf/1/properties/HIGH/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.LOW !== undefined){
let data6 = data.LOW;
if(!((typeof data6 == "number") && (isFinite(data6)))){
const err18 = {instancePath:instancePath+"/LOW",schemaPath:"#/allOf/1/properties/LOW/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.CLOSE !== undefined){
let data7 = data.CLOSE;
if(!((typeof data7 == "number") && (isFinite(data7)))){
const err19 = {instancePath:instancePath+"/CLOSE",schemaPath:"#/allOf/1/properties/CLOSE/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.VOLUME !== undefined){
let data8 = data.VOLUME;
if(!((typeof data8 == "number") && (isFinite(data8)))){
const err20 = {instancePath:instancePath+"/VOLUME",schemaPath:"#/allOf/1/properties/VOLUME/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.MARKET_CAP !== undefined){
let data9 = data.MARKET_CAP;
if(!((typeof data9 == "number") && (isFinite(data9)))){
const err21 = {instancePath:instancePath+"/MARKET_CAP",schemaPath:"#/allOf/1/properties/MARKET_CAP/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err22 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}


function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.success === undefined){
const err0 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.message === undefined){
const err1 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.length === undefined){
const err2 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "length"},message:"must have required property '"+"length"+"'"};
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
const err3 = {instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(data0 === true)){
const err4 = {instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/enum",keyword:"enum",params:{allowedValues: schema1.properties.success.enum},message:"must be equal to one of the allowed values"};
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
const err5 = {instancePath:instancePath+"/message",schemaPath:"schema:Envelope/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.length !== undefined){
let data2 = data.length;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err8 = {instancePath,schemaPath:"schema:Envelope/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err9 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.data !== undefined){
let data3 = data.data;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(!(validate14(data3[i0], {instancePath:instancePath+"/data/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err11 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

exports.res_PricePredictionResponse = validate16;
const schema29 = {"allOf":[{"$ref":"schema:Envelope"},{"type":"object","required":["data"],"properties":{"data":{"type":"array","items":{"$ref":"schema:PricePrediction"}}}}]};
const schema31 = {"allOf":[{"$ref":"schema:TokenRef"},{"type":"object","required":["DATE","CLOSE","TREND_SLOPE_DAILY","FORECASTS_FOR_NEXT_7_DAYS"],"properties":{"DATE":{"$ref":"schema:Day"},"CLOSE":{"type":"number"},"TREND_SLOPE_DAILY":{"type":"number"},"FORECASTS_FOR_NEXT_7_DAYS":{"type":"array","items":{"$ref":"schema:Forecast"}}}}]};
const schema34 = {"type":"object","required":["date","forecast","lower","upper"],"properties":{"date":{"$ref":"schema:Day"},"forecast":{"type":"number"},"lower":{"type":"number"},"upper":{"type":"number"}}};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.date === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.forecast === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "forecast"},message:"must have required property '"+"forecast"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.lower === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lower"},message:"must have required property '"+"lower"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.upper === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "upper"},message:"must have required property '"+"upper"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.date !== undefined){
let data0 = data.date;
if(typeof data0 === "string"){
if(!(formats0.validate.test(data0))){
const err4 = {instancePath:instancePath+"/date",schemaPath:"schema:Day/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err5 = {instancePath:instancePath+"/date",schemaPath:"schema:Day/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.forecast !== undefined){
let data1 = data.forecast;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err6 = {instancePath:instancePath+"/forecast",schemaPath:"#/properties/forecast/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.lower !== undefined){
let data2 = data.lower;
if(!((typeof data2 == "number") && (isFinite(data2)))){
const err7 = {instancePath:instancePath+"/lower",schemaPath:"#/properties/lower/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.upper !== undefined){
let data3 = data.upper;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err8 = {instancePath:instancePath+"/upper",schemaPath:"#/properties/upper/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
validate18.errors = vErrors;
return errors === 0;
}


function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.TOKEN_ID === undefined){
const err0 = {instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: "TOKEN_ID"},message:"must have required property '"+"TOKEN_ID"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.TOKEN_NAME === undefined){
const err1 = {instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: "TOKEN_NAME"},message:"must have required property '"+"TOKEN_NAME"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.TOKEN_SYMBOL === undefined){
const err2 = {instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: "TOKEN_SYMBOL"},message:"must have required property '"+"TOKEN_SYMBOL"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.TOKEN_ID !== undefined){
let data0 = data.TOKEN_ID;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/TOKEN_ID",schemaPath:"schema:TokenRef/properties/TOKEN_ID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.TOKEN_NAME !== undefined){
if(typeof data.TOKEN_NAME !== "string"){
const err4 = {instancePath:instancePath+"/TOKEN_NAME",schemaPath:"schema:TokenRef/properties/TOKEN_NAME/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.TOKEN_SYMBOL !== undefined){
if(typeof data.TOKEN_SYMBOL !== "string"){
const err5 = {instancePath:instancePath+"/TOKEN_SYMBOL",schemaPath:"schema:TokenRef/properties/TOKEN_SYMBOL/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err6 = {instancePath,schemaPath:"schema:TokenRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.DATE === undefined){
const err7 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "DATE"},message:"must have required property '"+"DATE"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.CLOSE === undefined){
const err8 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "CLOSE"},message:"must have required property '"+"CLOSE"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.TREND_SLOPE_DAILY === undefined){
const err9 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "TREND_SLOPE_DAILY"},message:"must have required property '"+"TREND_SLOPE_DAILY"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.FORECASTS_FOR_NEXT_7_DAYS === undefined){
const err10 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "FORECASTS_FOR_NEXT_7_DAYS"},message:"must have required property '"+"FORECASTS_FOR_NEXT_7_DAYS"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.DATE !== undefined){
let data3 = data.DATE;
if(typeof data3 === "string"){
if(!(formats0.validate.test(data3))){
const err11 = {instancePath:instancePath+"/DATE",schemaPath:"schema:Day/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err12 = {instancePath:instancePath+"/DATE",schemaPath:"schema:Day/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.CLOSE !== undefined){
let data4 = data.CLOSE;
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err13 = {instancePath:instancePath+"/CLOSE",schemaPath:"#/allOf/1/properties/CLOSE/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.TREND_SLOPE_DAILY !== undefined){
let data5 = data.TREND_SLOPE_DAILY;
if(!((typeof data5 == "number") && (isFinite(data5)))){
const err14 = {instancePath:instancePath+"/TREND_SLOPE_DAILY",schemaPath:"#/allOf/1/properties/TREND_SLOPE_DAILY/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.FORECASTS_FOR_NEXT_7_DAYS !== undefined){
let data6 = data.FORECASTS_FOR_NEXT_7_DAYS;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
if(!(validate18(data6[i0], {instancePath:instancePath+"/FORECASTS_FOR_NEXT_7_DAYS/" + i0,parentData:data6,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
errors = vErrors.length;
}
}
}
else {
const err15 = {instancePath:instancePath+"/FORECASTS_FOR_NEXT_7_DAYS",schemaPath:"#/allOf/1/properties/FORECASTS_FOR_NEXT_7_DAYS/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err16 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}


function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.success === undefined){
const err0 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.message === undefined){
const err1 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.length === undefined){
const err2 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "length"},message:"must have required property '"+"length"+"'"};
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
const err3 = {instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(data0 === true)){
const err4 = {instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/enum",keyword:"enum",params:{allowedValues: schema1.properties.success.enum},message:"must be equal to one of the allowed values"};
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
const err5 = {instancePath:instancePath+"/message",schemaPath:"schema:Envelope/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.length !== undefined){
let data2 = data.length;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err8 = {instancePath,schemaPath:"schema:Envelope/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err9 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.data !== undefined){
let data3 = data.data;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(!(validate17(data3[i0], {instancePath:instancePath+"/data/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err11 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate16.errors = vErrors;
return errors === 0;
}

exports.res_QuantmetricsTier1Response = validate21;
const schema36 = {"allOf":[{"$ref":"schema:Envelope"},{"type":"object","required":["data"],"properties":{"data":{"type":"array","items":{"$ref":"schema:QuantmetricsTier1"}}}}]};
const schema38 = {"allOf":[{"$ref":"schema:TokenRef"},{"type":"object","required":["DATE","DAYS","VOLATILITY","ALL_TIME_RETURN","CAGR","SHARPE","SORTINO","MAX_DRAWDOWN","DAILY_VALUE_AT_RISK"],"properties":{"DATE":{"$ref":"schema:Day"},"DAYS":{"type":"integer"},"VOLATILITY":{"type":"number"},"ALL_TIME_RETURN":{"type":"number"},"CAGR":{"type":"number"},"SHARPE":{"type":"number"},"SORTINO":{"type":"number"},"MAX_DRAWDOWN":{"type":"number","maximum":0},"DAILY_VALUE_AT_RISK":{"type":"number"}}}]};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.TOKEN_ID === undefined){
const err0 = {instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: "TOKEN_ID"},message:"must have required property '"+"TOKEN_ID"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.TOKEN_NAME === undefined){
const err1 = {instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: "TOKEN_NAME"},message:"must have required property '"+"TOKEN_NAME"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.TOKEN_SYMBOL === undefined){
const err2 = {instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: "TOKEN_SYMBOL"},message:"must have required property '"+"TOKEN_SYMBOL"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.TOKEN_ID !== undefined){
let data0 = data.TOKEN_ID;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/TOKEN_ID",schemaPath:"schema:TokenRef/properties/TOKEN_ID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.TOKEN_NAME !== undefined){
if(typeof data.TOKEN_NAME !== "string"){
const err4 = {instancePath:instancePath+"/TOKEN_NAME",schemaPath:"schema:TokenRef/properties/TOKEN_NAME/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.TOKEN_SYMBOL !== undefined){
if(typeof data.TOKEN_SYMBOL !== "string"){
const err5 = {instancePath:instancePath+"/TOKEN_SYMBOL",schemaPath:"schema:TokenRef/properties/TOKEN_SYMBOL/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err6 = {instancePath,schemaPath:"schema:TokenRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.DATE === undefined){
const err7 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "DATE"},message:"must have required property '"+"DATE"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.DAYS === undefined){
const err8 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "DAYS"},message:"must have required property '"+"DAYS"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.VOLATILITY === undefined){
const err9 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "VOLATILITY"},message:"must have required property '"+"VOLATILITY"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.ALL_TIME_RETURN === undefined){
const err10 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ALL_TIME_RETURN"},message:"must have required property '"+"ALL_TIME_RETURN"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.CAGR === undefined){
const err11 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "CAGR"},message:"must have required property '"+"CAGR"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.SHARPE === undefined){
const err12 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "SHARPE"},message:"must have required property '"+"SHARPE"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.SORTINO === undefined){
const err13 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "SORTINO"},message:"must have required property '"+"SORTINO"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.MAX_DRAWDOWN === undefined){
const err14 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "MAX_DRAWDOWN"},message:"must have required property '"+"MAX_DRAWDOWN"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.DAILY_VALUE_AT_RISK === undefined){
const err15 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "DAILY_VALUE_AT_RISK"},message:"must have required property '"+"DAILY_VALUE_AT_RISK"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.DATE !== undefined){
let data3 = data.DATE;
if(typeof data3 === "string"){
if(!(formats0.validate.test(data3))){
const err16 = {instancePath:instancePath+"/DATE",schemaPath:"schema:Day/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err17 = {instancePath:instancePath+"/DATE",schemaPath:"schema:Day/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.DAYS !== undefined){
let data4 = data.DAYS;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err18 = {instancePath:instancePath+"/DAYS",schemaPath:"#/allOf/1/properties/DAYS/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.VOLATILITY !== undefined){
let data5 = data.VOLATILITY;
if(!((typeof data5 == "number") && (isFinite(data5)))){
const err19 = {instancePath:instancePath+"/VOLATILITY",schemaPath:"#/allOf/1/properties/VOLATILITY/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.ALL_TIME_RETURN !== undefined){
let data6 = data.ALL_TIME_RETURN;
if(!((typeof data6 == "number") && (isFinite(data6)))){
const err20 = {instancePath:instancePath+"/ALL_TIME_RETURN",schemaPath:"#/allOf/1/properties/ALL_TIME_RETURN/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.CAGR !== undefined){
let data7 = data.CAGR;
if(!((typeof data7 == "number") && (isFinite(data7)))){
const err21 = {instancePath:instancePath+"/CAGR",schemaPath:"#/allOf/1/properties/CAGR/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.SHARPE !== undefined){
let data8 = data.SHARPE;
if(!((typeof data8 == "number") && (isFinite(data8)))){
const err22 = {instancePath:instancePath+"/SHARPE",schemaPath:"#/allOf/1/properties/SHARPE/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.SORTINO !== undefined){
let data9 = data.SORTINO;
if(!((typeof data9 == "number") && (isFinite(data9)))){
const err23 = {instancePath:instancePath+"/SORTINO",schemaPath:"#/allOf/1/properties/SORTINO/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.MAX_DRAWDOWN !== undefined){
let data10 = data.MAX_DRAWDOWN;
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 0 || isNaN(data10)){
const err24 = {instancePath:instancePath+"/MAX_DRAWDOWN",schemaPath:"#/allOf/1/properties/MAX_DRAWDOWN/maximum",keyword:"maximum",params:{comparison: "<=", limit: 0},message:"must be <= 0"};
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
const err25 = {instancePath:instancePath+"/MAX_DRAWDOWN",schemaPath:"#/allOf/1/properties/MAX_DRAWDOWN/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.DAILY_VALUE_AT_RISK !== undefined){
let data11 = data.DAILY_VALUE_AT_RISK;
if(!((typeof data11 == "number") && (isFinite(data11)))){
const err26 = {instancePath:instancePath+"/DAILY_VALUE_AT_RISK",schemaPath:"#/allOf/1/properties/DAILY_VALUE_AT_RISK/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err27 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}


function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.success === undefined){
const err0 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.message === undefined){
const err1 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.length === undefined){
const err2 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "length"},message:"must have required property '"+"length"+"'"};
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
const err3 = {instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(data0 === true)){
const err4 = {instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/enum",keyword:"enum",params:{allowedValues: schema1.properties.success.enum},message:"must be equal to one of the allowed values"};
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
const err5 = {instancePath:instancePath+"/message",schemaPath:"schema:Envelope/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.length !== undefined){
let data2 = data.length;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err8 = {instancePath,schemaPath:"schema:Envelope/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err9 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.data !== undefined){
let data3 = data.data;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(!(validate22(data3[i0], {instancePath:instancePath+"/data/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err11 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}

exports.res_QuantmetricsTier2Response = validate24;
const schema41 = {"allOf":[{"$ref":"schema:Envelope"},{"type":"object","required":["data"],"properties":{"data":{"type":"array","items":{"$ref":"schema:QuantmetricsTier2"}}}}]};
const schema43 = {"allOf":[{"$ref":"schema:TokenRef"},{"type":"object","required":["DATE","DAYS","BETA","ALPHA","CORRELATION_TO_MARKET","SKEW","KURTOSIS","TAIL_RATIO","WIN_RATE","PROFIT_FACTOR","CALMAR"],"properties":{"DATE":{"$ref":"schema:Day"},"DAYS":{"type":"integer"},"BETA":{"type":"number"},"ALPHA":{"type":"number"},"CORRELATION_TO_MARKET":{"type":"number"},"SKEW":{"type":"number"},"KURTOSIS":{"type":"number"},"TAIL_RATIO":{"type":"number"},"WIN_RATE":{"type":"number"},"PROFIT_FACTOR":{"type":"number"},"CALMAR":{"type":"number"}}}]};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.TOKEN_ID === undefined){
const err0 = {instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: "TOKEN_ID"},message:"must have required property '"+"TOKEN_ID"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.TOKEN_NAME === undefined){
const err1 = {instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: "TOKEN_NAME"},message:"must have required property '"+"TOKEN_NAME"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.TOKEN_SYMBOL === undefined){
const err2 = {instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: "TOKEN_SYMBOL"},message:"must have required property '"+"TOKEN_SYMBOL"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.TOKEN_ID !== undefined){
let data0 = data.TOKEN_ID;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/TOKEN_ID",schemaPath:"schema:TokenRef/properties/TOKEN_ID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.TOKEN_NAME !== undefined){
if(typeof data.TOKEN_NAME !== "string"){
const err4 = {instancePath:instancePath+"/TOKEN_NAME",schemaPath:"schema:TokenRef/properties/TOKEN_NAME/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.TOKEN_SYMBOL !== undefined){
if(typeof data.TOKEN_SYMBOL !== "string"){
const err5 = {instancePath:instancePath+"/TOKEN_SYMBOL",schemaPath:"schema:TokenRef/properties/TOKEN_SYMBOL/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err6 = {instancePath,schemaPath:"schema:TokenRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.DATE === undefined){
const err7 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "DATE"},message:"must have required property '"+"DATE"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.DAYS === undefined){
const err8 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "DAYS"},message:"must have required property '"+"DAYS"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.BETA === undefined){
const err9 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "BETA"},message:"must have required property '"+"BETA"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.ALPHA === undefined){
const err10 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ALPHA"},message:"must have required property '"+"ALPHA"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.CORRELATION_TO_MARKET === undefined){
const err11 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "CORRELATION_TO_MARKET"},message:"must have required property '"+"CORRELATION_TO_MARKET"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.SKEW === undefined){
const err12 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "SKEW"},message:"must have required property '"+"SKEW"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.KURTOSIS === undefined){
const err13 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "KURTOSIS"},message:"must have required property '"+"KURTOSIS"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.TAIL_RATIO === undefined){
const err14 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "TAIL_RATIO"},message:"must have required property '"+"TAIL_RATIO"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.WIN_RATE === undefined){
const err15 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "WIN_RATE"},message:"must have required property '"+"WIN_RATE"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.PROFIT_FACTOR === undefined){
const err16 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "PROFIT_FACTOR"},message:"must have required property '"+"PROFIT_FACTOR"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.CALMAR === undefined){
const err17 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "CALMAR"},message:"must have required property '"+"CALMAR"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.DATE !== undefined){
let data3 = data.DATE;
if(typeof data3 === "string"){
if(!(formats0.validate.test(data3))){
const err18 = {instancePath:instancePath+"/DATE",schemaPath:"schema:Day/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err19 = {instancePath:instancePath+"/DATE",schemaPath:"schema:Day/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.DAYS !== undefined){
let data4 = data.DAYS;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err20 = {instancePath:instancePath+"/DAYS",schemaPath:"#/allOf/1/properties/DAYS/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.BETA !== undefined){
let data5 = data.BETA;
if(!((typeof data5 == "number") && (isFinite(data5)))){
const err21 = {instancePath:instancePath+"/BETA",schemaPath:"#/allOf/1/properties/BETA/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.ALPHA !== undefined){
let data6 = data.ALPHA;
if(!((typeof data6 == "number") && (isFinite(data6)))){
const err22 = {instancePath:instancePath+"/ALPHA",schemaPath:"#/allOf/1/properties/ALPHA/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.CORRELATION_TO_MARKET !== undefined){
let data7 = data.CORRELATION_TO_MARKET;
if(!((typeof data7 == "number") && (isFinite(data7)))){
const err23 = {instancePath:instancePath+"/CORRELATION_TO_MARKET",schemaPath:"#/allOf/1/properties/CORRELATION_TO_MARKET/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.SKEW !== undefined){
let data8 = data.SKEW;
if(!((typeof data8 == "number") && (isFinite(data8)))){
const err24 = {instancePath:instancePath+"/SKEW",schemaPath:"#/allOf/1/properties/SKEW/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.KURTOSIS !== undefined){
let data9 = data.KURTOSIS;
if(!((typeof data9 == "number") && (isFinite(data9)))){
const err25 = {instancePath:instancePath+"/KURTOSIS",schemaPath:"#/allOf/1/properties/KURTOSIS/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.TAIL_RATIO !== undefined){
let data10 = data.TAIL_RATIO;
if(!((typeof data10 == "number") && (isFinite(data10)))){
const err26 = {instancePath:instancePath+"/TAIL_RATIO",schemaPath:"#/allOf/1/properties/TAIL_RATIO/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.WIN_RATE !== undefined){
let data11 = data.WIN_RATE;
if(!((typeof data11 == "number") && (isFinite(data11)))){
const err27 = {instancePath:instancePath+"/WIN_RATE",schemaPath:"#/allOf/1/properties/WIN_RATE/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.PROFIT_FACTOR !== undefined){
let data12 = data.PROFIT_FACTOR;
if(!((typeof data12 == "number") && (isFinite(data12)))){
const err28 = {instancePath:instancePath+"/PROFIT_FACTOR",schemaPath:"#/allOf/1/properties/PROFIT_FACTOR/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.CALMAR !== undefined){
let data13 = data.CALMAR;
if(!((typeof data13 == "number") && (isFinite(data13)))){
const err29 = {instancePath:instancePath+"/CALMAR",schemaPath:"#/allOf/1/properties/CALMAR/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err30 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}


function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.success === undefined){
const err0 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.message === undefined){
const err1 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.length === undefined){
const err2 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "length"},message:"must have required property '"+"length"+"'"};
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
const err3 = {instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(data0 === true)){
const err4 = {instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/enum",keyword:"enum",params:{allowedValues: schema1.properties.success.enum},message:"must be equal to one of the allowed values"};
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
const err5 = {instancePath:instancePath+"/message",schemaPath:"schema:Envelope/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.length !== undefined){
let data2 = data.length;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err8 = {instancePath,schemaPath:"schema:Envelope/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err9 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.data !== undefined){
let data3 = data.data;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(!(validate25(data3[i0], {instancePath:instancePath+"/data/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err11 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}

exports.res_ResistanceSupportResponse = validate27;
const schema46 = {"allOf":[{"$ref":"schema:Envelope"},{"type":"object","required":["data"],"properties":{"data":{"type":"array","items":{"$ref":"schema:ResistanceSupport"}}}}]};
const schema48 = {"allOf":[{"$ref":"schema:TokenRef"},{"type":"object","required":["DATE","CLOSE","HISTORICAL_RESISTANCE_SUPPORT_LEVELS"],"properties":{"DATE":{"$ref":"schema:Day"},"CLOSE":{"type":"number"},"HISTORICAL_RESISTANCE_SUPPORT_LEVELS":{"type":"array","items":{"$ref":"schema:Level"}}}}]};
const schema51 = {"type":"object","required":["level","date","touches","type"],"properties":{"level":{"type":"number"},"date":{"$ref":"schema:Day"},"touches":{"type":"integer","minimum":2},"type":{"type":"string","enum":["resistance","support"]}}};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.level === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "level"},message:"must have required property '"+"level"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.date === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.touches === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "touches"},message:"must have required property '"+"touches"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.type === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.level !== undefined){
let data0 = data.level;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/level",schemaPath:"#/properties/level/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.date !== undefined){
let data1 = data.date;
if(typeof data1 === "string"){
if(!(formats0.validate.test(data1))){
const err5 = {instancePath:instancePath+"/date",schemaPath:"schema:Day/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err6 = {instancePath:instancePath+"/date",schemaPath:"schema:Day/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.touches !== undefined){
let data2 = data.touches;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err7 = {instancePath:instancePath+"/touches",schemaPath:"#/properties/touches/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 2 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/touches",schemaPath:"#/properties/touches/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},message:"must be >= 2"};
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
if(data.type !== undefined){
let data3 = data.type;
if(typeof data3 !== "string"){
const err9 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((data3 === "resistance") || (data3 === "support"))){
const err10 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema51.properties.type.enum},message:"must be equal to one of the allowed values"};
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
validate29.errors = vErrors;
return errors === 0;
}


function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.TOKEN_ID === undefined){
const err0 = {instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: "TOKEN_ID"},message:"must have required property '"+"TOKEN_ID"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.TOKEN_NAME === undefined){
const err1 = {instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: "TOKEN_NAME"},message:"must have required property '"+"TOKEN_NAME"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.TOKEN_SYMBOL === undefined){
const err2 = {instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: "TOKEN_SYMBOL"},message:"must have required property '"+"TOKEN_SYMBOL"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.TOKEN_ID !== undefined){
let data0 = data.TOKEN_ID;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/TOKEN_ID",schemaPath:"schema:TokenRef/properties/TOKEN_ID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.TOKEN_NAME !== undefined){
if(typeof data.TOKEN_NAME !== "string"){
const err4 = {instancePath:instancePath+"/TOKEN_NAME",schemaPath:"schema:TokenRef/properties/TOKEN_NAME/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.TOKEN_SYMBOL !== undefined){
if(typeof data.TOKEN_SYMBOL !== "string"){
const err5 = {instancePath:instancePath+"/TOKEN_SYMBOL",schemaPath:"schema:TokenRef/properties/TOKEN_SYMBOL/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err6 = {instancePath,schemaPath:"schema:TokenRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.DATE === undefined){
const err7 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "DATE"},message:"must have required property '"+"DATE"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.CLOSE === undefined){
const err8 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "CLOSE"},message:"must have required property '"+"CLOSE"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.HISTORICAL_RESISTANCE_SUPPORT_LEVELS === undefined){
const err9 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "HISTORICAL_RESISTANCE_SUPPORT_LEVELS"},message:"must have required property '"+"HISTORICAL_RESISTANCE_SUPPORT_LEVELS"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.DATE !== undefined){
let data3 = data.DATE;
if(typeof data3 === "string"){
if(!(formats0.validate.test(data3))){
const err10 = {instancePath:instancePath+"/DATE",schemaPath:"schema:Day/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err11 = {instancePath:instancePath+"/DATE",schemaPath:"schema:Day/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.CLOSE !== undefined){
let data4 = data.CLOSE;
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err12 = {instancePath:instancePath+"/CLOSE",schemaPath:"#/allOf/1/properties/CLOSE/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.HISTORICAL_RESISTANCE_SUPPORT_LEVELS !== undefined){
let data5 = data.HISTORICAL_RESISTANCE_SUPPORT_LEVELS;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
if(!(validate29(data5[i0], {instancePath:instancePath+"/HISTORICAL_RESISTANCE_SUPPORT_LEVELS/" + i0,parentData:data5,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
}
}
else {
const err13 = {instancePath:instancePath+"/HISTORICAL_RESISTANCE_SUPPORT_LEVELS",schemaPath:"#/allOf/1/properties/HISTORICAL_RESISTANCE_SUPPORT_LEVELS/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err14 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}


function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.success === undefined){
const err0 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.message === undefined){
const err1 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.length === undefined){
const err2 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "length"},message:"must have required property '"+"length"+"'"};
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
const err3 = {instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(data0 === true)){
const err4 = {instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/enum",keyword:"enum",params:{allowedValues: schema1.properties.success.enum},message:"must be equal to one of the allowed values"};
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
const err5 = {instancePath:instancePath+"/message",schemaPath:"schema:Envelope/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.length !== undefined){
let data2 = data.length;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err8 = {instancePath,schemaPath:"schema:Envelope/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err9 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.data !== undefined){
let data3 = data.data;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(!(validate28(data3[i0], {instancePath:instancePath+"/data/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err11 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
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

exports.res_ScenarioAnalysisResponse = validate32;
const schema53 = {"allOf":[{"$ref":"schema:Envelope"},{"type":"object","required":["data"],"properties":{"data":{"type":"array","items":{"$ref":"schema:ScenarioAnalysis"}}}}]};
const schema55 = {"allOf":[{"$ref":"schema:TokenRef"},{"type":"object","required":["DATE","CLOSE","DAILY_DRIFT","DAILY_VOLATILITY","SCENARIO_PREDICTION"],"properties":{"DATE":{"$ref":"schema:Day"},"CLOSE":{"type":"number"},"DAILY_DRIFT":{"type":"number"},"DAILY_VOLATILITY":{"type":"number"},"SCENARIO_PREDICTION":{"type":"array","items":{"$ref":"schema:Scenario"}}}}]};
const schema58 = {"type":"object","required":["horizon_days","bear","base","bull"],"properties":{"horizon_days":{"type":"integer"},"bear":{"type":"number"},"base":{"type":"number"},"bull":{"type":"number"}}};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.TOKEN_ID === undefined){
const err0 = {instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: "TOKEN_ID"},message:"must have required property '"+"TOKEN_ID"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.TOKEN_NAME === undefined){
const err1 = {instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: "TOKEN_NAME"},message:"must have required property '"+"TOKEN_NAME"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.TOKEN_SYMBOL === undefined){
const err2 = {instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: "TOKEN_SYMBOL"},message:"must have required property '"+"TOKEN_SYMBOL"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.TOKEN_ID !== undefined){
let data0 = data.TOKEN_ID;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/TOKEN_ID",schemaPath:"schema:TokenRef/properties/TOKEN_ID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.TOKEN_NAME !== undefined){
if(typeof data.TOKEN_NAME !== "string"){
const err4 = {instancePath:instancePath+"/TOKEN_NAME",schemaPath:"schema:TokenRef/properties/TOKEN_NAME/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.TOKEN_SYMBOL !== undefined){
if(typeof data.TOKEN_SYMBOL !== "string"){
const err5 = {instancePath:instancePath+"/TOKEN_SYMBOL",schemaPath:"schema:TokenRef/properties/TOKEN_SYMBOL/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err6 = {instancePath,schemaPath:"schema:TokenRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.DATE === undefined){
const err7 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "DATE"},message:"must have required property '"+"DATE"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.CLOSE === undefined){
const err8 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "CLOSE"},message:"must have required property '"+"CLOSE"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.DAILY_DRIFT === undefined){
const err9 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "DAILY_DRIFT"},message:"must have required property '"+"DAILY_DRIFT"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.DAILY_VOLATILITY === undefined){
const err10 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "DAILY_VOLATILITY"},message:"must have required property '"+"DAILY_VOLATILITY"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.SCENARIO_PREDICTION === undefined){
const err11 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "SCENARIO_PREDICTION"},message:"must have required property '"+"SCENARIO_PREDICTION"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.DATE !== undefined){
let data3 = data.DATE;
if(typeof data3 === "string"){
if(!(formats0.validate.test(data3))){
const err12 = {instancePath:instancePath+"/DATE",schemaPath:"schema:Day/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err13 = {instancePath:instancePath+"/DATE",schemaPath:"schema:Day/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.CLOSE !== undefined){
let data4 = data.CLOSE;
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err14 = {instancePath:instancePath+"/CLOSE",schemaPath:"#/allOf/1/properties/CLOSE/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.DAILY_DRIFT !== undefined){
let data5 = data.DAILY_DRIFT;
if(!((typeof data5 == "number") && (isFinite(data5)))){
const err15 = {instancePath:instancePath+"/DAILY_DRIFT",schemaPath:"#/allOf/1/properties/DAILY_DRIFT/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.DAILY_VOLATILITY !== undefined){
let data6 = data.DAILY_VOLATILITY;
if(!((typeof data6 == "number") && (isFinite(data6)))){
const err16 = {instancePath:instancePath+"/DAILY_VOLATILITY",schemaPath:"#/allOf/1/properties/DAILY_VOLATILITY/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.SCENARIO_PREDICTION !== undefined){
let data7 = data.SCENARIO_PREDICTION;
if(Array.isArray(data7)){
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.horizon_days === undefined){
const err17 = {instancePath:instancePath+"/SCENARIO_PREDICTION/" + i0,schemaPath:"schema:Scenario/required",keyword:"required",params:{missingProperty: "horizon_days"},message:"must have required property '"+"horizon_days"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data8.bear === undefined){
const err18 = {instancePath:instancePath+"/SCENARIO_PREDICTION/" + i0,schemaPath:"schema:Scenario/required",keyword:"required",params:{missingProperty: "bear"},message:"must have required property '"+"bear"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data8.base === undefined){
const err19 = {instancePath:instancePath+"/SCENARIO_PREDICTION/" + i0,schemaPath:"schema:Scenario/required",keyword:"required",params:{missingProperty: "base"},message:"must have required property '"+"base"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data8.bull === undefined){
const err20 = {instancePath:instancePath+"/SCENARIO_PREDICTION/" + i0,schemaPath:"schema:Scenario/required",keyword:"required",params:{missingProperty: "bull"},message:"must have required property '"+"bull"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data8.horizon_days !== undefined){
let data9 = data8.horizon_days;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err21 = {instancePath:instancePath+"/SCENARIO_PREDICTION/" + i0+"/horizon_days",schemaPath:"schema:Scenario/properties/horizon_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data8.bear !== undefined){
let data10 = data8.bear;
if(!((typeof data10 == "number") && (isFinite(data10)))){
const err22 = {instancePath:instancePath+"/SCENARIO_PREDICTION/" + i0+"/bear",schemaPath:"schema:Scenario/properties/bear/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data8.base !== undefined){
let data11 = data8.base;
if(!((typeof data11 == "number") && (isFinite(data11)))){
const err23 = {instancePath:instancePath+"/SCENARIO_PREDICTION/" + i0+"/base",schemaPath:"schema:Scenario/properties/base/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data8.bull !== undefined){
let data12 = data8.bull;
if(!((typeof data12 == "number") && (isFinite(data12)))){
const err24 = {instancePath:instancePath+"/SCENARIO_PREDICTION/" + i0+"/bull",schemaPath:"schema:Scenario/properties/bull/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err25 = {instancePath:instancePath+"/SCENARIO_PREDICTION/" + i0,schemaPath:"schema:Scenario/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err26 = {instancePath:instancePath+"/SCENARIO_PREDICTION",schemaPath:"#/allOf/1/properties/SCENARIO_PREDICTION/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err27 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}


function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.success === undefined){
const err0 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.message === undefined){
const err1 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.length === undefined){
const err2 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "length"},message:"must have required property '"+"length"+"'"};
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
const err3 = {instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(data0 === true)){
const err4 = {instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/enum",keyword:"enum",params:{allowedValues: schema1.properties.success.enum},message:"must be equal to one of the allowed values"};
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
const err5 = {instancePath:instancePath+"/message",schemaPath:"schema:Envelope/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.length !== undefined){
let data2 = data.length;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err8 = {instancePath,schemaPath:"schema:Envelope/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err9 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.data !== undefined){
let data3 = data.data;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(!(validate33(data3[i0], {instancePath:instancePath+"/data/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err11 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}

exports.res_SentimentsResponse = validate35;
const schema59 = {"allOf":[{"$ref":"schema:Envelope"},{"type":"object","required":["data"],"properties":{"data":{"type":"array","items":{"$ref":"schema:Sentiment"}}}}]};
const schema61 = {"allOf":[{"$ref":"schema:TokenRef"},{"type":"object","required":["DATE","NEWS_SENTIMENT_GRADE","SOCIAL_SENTIMENT_GRADE","SENTIMENT_GRADE","SENTIMENT_LABEL"],"properties":{"DATE":{"$ref":"schema:Day"},"NEWS_SENTIMENT_GRADE":{"type":"number","minimum":0,"maximum":100},"SOCIAL_SENTIMENT_GRADE":{"type":"number","minimum":0,"maximum":100},"SENTIMENT_GRADE":{"type":"number","minimum":0,"maximum":100},"SENTIMENT_LABEL":{"type":"string","enum":["very negative","negative","neutral","positive","very positive"]}}}]};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.TOKEN_ID === undefined){
const err0 = {instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: "TOKEN_ID"},message:"must have required property '"+"TOKEN_ID"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.TOKEN_NAME === undefined){
const err1 = {instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: "TOKEN_NAME"},message:"must have required property '"+"TOKEN_NAME"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.TOKEN_SYMBOL === undefined){
const err2 = {instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: "TOKEN_SYMBOL"},message:"must have required property '"+"TOKEN_SYMBOL"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.TOKEN_ID !== undefined){
let data0 = data.TOKEN_ID;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/TOKEN_ID",schemaPath:"schema:TokenRef/properties/TOKEN_ID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.TOKEN_NAME !== undefined){
if(typeof data.TOKEN_NAME !== "string"){
const err4 = {instancePath:instancePath+"/TOKEN_NAME",schemaPath:"schema:TokenRef/properties/TOKEN_NAME/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.TOKEN_SYMBOL !== undefined){
if(typeof data.TOKEN_SYMBOL !== "string"){
const err5 = {instancePath:instancePath+"/TOKEN_SYMBOL",schemaPath:"schema:TokenRef/properties/TOKEN_SYMBOL/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err6 = {instancePath,schemaPath:"schema:TokenRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.DATE === undefined){
const err7 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "DATE"},message:"must have required property '"+"DATE"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.NEWS_SENTIMENT_GRADE === undefined){
const err8 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "NEWS_SENTIMENT_GRADE"},message:"must have required property '"+"NEWS_SENTIMENT_GRADE"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.SOCIAL_SENTIMENT_GRADE === undefined){
const err9 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "SOCIAL_SENTIMENT_GRADE"},message:"must have required property '"+"SOCIAL_SENTIMENT_GRADE"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.SENTIMENT_GRADE === undefined){
const err10 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "SENTIMENT_GRADE"},message:"must have required property '"+"SENTIMENT_GRADE"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.SENTIMENT_LABEL === undefined){
const err11 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "SENTIMENT_LABEL"},message:"must have required property '"+"SENTIMENT_LABEL"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.DATE !== undefined){
let data3 = data.DATE;
if(typeof data3 === "string"){
if(!(formats0.validate.test(data3))){
const err12 = {instancePath:instancePath+"/DATE",schemaPath:"schema:Day/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err13 = {instancePath:instancePath+"/DATE",schemaPath:"schema:Day/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.NEWS_SENTIMENT_GRADE !== undefined){
let data4 = data.NEWS_SENTIMENT_GRADE;
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 100 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/NEWS_SENTIMENT_GRADE",schemaPath:"#/allOf/1/properties/NEWS_SENTIMENT_GRADE/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/NEWS_SENTIMENT_GRADE",schemaPath:"#/allOf/1/properties/NEWS_SENTIMENT_GRADE/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err16 = {instancePath:instancePath+"/NEWS_SENTIMENT_GRADE",schemaPath:"#/allOf/1/properties/NEWS_SENTIMENT_GRADE/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.SOCIAL_SENTIMENT_GRADE !== undefined){
let data5 = data.SOCIAL_SENTIMENT_GRADE;
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 100 || isNaN(data5)){
const err17 = {instancePath:instancePath+"/SOCIAL_SENTIMENT_GRADE",schemaPath:"#/allOf/1/properties/SOCIAL_SENTIMENT_GRADE/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err18 = {instancePath:instancePath+"/SOCIAL_SENTIMENT_GRADE",schemaPath:"#/allOf/1/properties/SOCIAL_SENTIMENT_GRADE/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err19 = {instancePath:instancePath+"/SOCIAL_SENTIMENT_GRADE",schemaPath:"#/allOf/1/properties/SOCIAL_SENTIMENT_GRADE/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.SENTIMENT_GRADE !== undefined){
let data6 = data.SENTIMENT_GRADE;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 100 || isNaN(data6)){
const err20 = {instancePath:instancePath+"/SENTIMENT_GRADE",schemaPath:"#/allOf/1/properties/SENTIMENT_GRADE/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err21 = {instancePath:instancePath+"/SENTIMENT_GRADE",schemaPath:"#/allOf/1/properties/SENTIMENT_GRADE/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err22 = {instancePath:instancePath+"/SENTIMENT_GRADE",schemaPath:"#/allOf/1/properties/SENTIMENT_GRADE/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.SENTIMENT_LABEL !== undefined){
let data7 = data.SENTIMENT_LABEL;
if(typeof data7 !== "string"){
const err23 = {instancePath:instancePath+"/SENTIMENT_LABEL",schemaPath:"#/allOf/1/properties/SENTIMENT_LABEL/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(((((data7 === "very negative") || (data7 === "negative")) || (data7 === "neutral")) || (data7 === "positive")) || (data7 === "very positive"))){
const err24 = {instancePath:instancePath+"/SENTIMENT_LABEL",schemaPath:"#/allOf/1/properties/SENTIMENT_LABEL/enum",keyword:"enum",params:{allowedValues: schema61.allOf[1].properties.SENTIMENT_LABEL.enum},message:"must be equal to one of the allowed values"};
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
const err25 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}


function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.success === undefined){
const err0 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.message === undefined){
const err1 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.length === undefined){
const err2 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "length"},message:"must have required property '"+"length"+"'"};
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
const err3 = {instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(data0 === true)){
const err4 = {instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/enum",keyword:"enum",params:{allowedValues: schema1.properties.success.enum},message:"must be equal to one of the allowed values"};
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
const err5 = {instancePath:instancePath+"/message",schemaPath:"schema:Envelope/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.length !== undefined){
let data2 = data.length;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err8 = {instancePath,schemaPath:"schema:Envelope/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err9 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.data !== undefined){
let data3 = data.data;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(!(validate36(data3[i0], {instancePath:instancePath+"/data/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err11 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
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

exports.res_TokensResponse = validate38;
const schema64 = {"allOf":[{"$ref":"schema:Envelope"},{"type":"object","required":["data"],"properties":{"data":{"type":"array","items":{"$ref":"schema:Token"}}}}]};
const schema66 = {"allOf":[{"$ref":"schema:TokenRef"},{"type":"object","required":["CATEGORY_LIST","EXCHANGE_LIST"],"properties":{"CATEGORY_LIST":{"type":"array","items":{"type":"string"}},"EXCHANGE_LIST":{"type":"array","items":{"type":"string"}}}}]};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.TOKEN_ID === undefined){
const err0 = {instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: "TOKEN_ID"},message:"must have required property '"+"TOKEN_ID"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.TOKEN_NAME === undefined){
const err1 = {instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: "TOKEN_NAME"},message:"must have required property '"+"TOKEN_NAME"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.TOKEN_SYMBOL === undefined){
const err2 = {instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: "TOKEN_SYMBOL"},message:"must have required property '"+"TOKEN_SYMBOL"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.TOKEN_ID !== undefined){
let data0 = data.TOKEN_ID;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/TOKEN_ID",schemaPath:"schema:TokenRef/properties/TOKEN_ID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.TOKEN_NAME !== undefined){
if(typeof data.TOKEN_NAME !== "string"){
const err4 = {instancePath:instancePath+"/TOKEN_NAME",schemaPath:"schema:TokenRef/properties/TOKEN_NAME/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.TOKEN_SYMBOL !== undefined){
if(typeof data.TOKEN_SYMBOL !== "string"){
const err5 = {instancePath:instancePath+"/TOKEN_SYMBOL",schemaPath:"schema:TokenRef/properties/TOKEN_SYMBOL/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err6 = {instancePath,schemaPath:"schema:TokenRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.CATEGORY_LIST === undefined){
const err7 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "CATEGORY_LIST"},message:"must have required property '"+"CATEGORY_LIST"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.EXCHANGE_LIST === undefined){
const err8 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "EXCHANGE_LIST"},message:"must have required property '"+"EXCHANGE_LIST"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.CATEGORY_LIST !== undefined){
let data3 = data.CATEGORY_LIST;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(typeof data3[i0] !== "string"){
const err9 = {instancePath:instancePath+"/CATEGORY_LIST/" + i0,schemaPath:"#/allOf/1/properties/CATEGORY_LIST/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/CATEGORY_LIST",schemaPath:"#/allOf/1/properties/CATEGORY_LIST/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.EXCHANGE_LIST !== undefined){
let data5 = data.EXCHANGE_LIST;
if(Array.isArray(data5)){
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
if(typeof data5[i1] !== "string"){
const err11 = {instancePath:instancePath+"/EXCHANGE_LIST/" + i1,schemaPath:"#/allOf/1/properties/EXCHANGE_LIST/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err12 = {instancePath:instancePath+"/EXCHANGE_LIST",schemaPath:"#/allOf/1/properties/EXCHANGE_LIST/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err13 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}


function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.success === undefined){
const err0 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.message === undefined){
const err1 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.length === undefined){
const err2 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "length"},message:"must have required property '"+"length"+"'"};
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
const err3 = {instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(data0 === true)){
const err4 = {instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/enum",keyword:"enum",params:{allowedValues: schema1.properties.success.enum},message:"must be equal to one of the allowed values"};
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
const err5 = {instancePath:instancePath+"/message",schemaPath:"schema:Envelope/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.length !== undefined){
let data2 = data.length;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err8 = {instancePath,schemaPath:"schema:Envelope/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err9 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.data !== undefined){
let data3 = data.data;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(!(validate39(data3[i0], {instancePath:instancePath+"/data/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err11 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
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

exports.res_TraderGradesResponse = validate41;
const schema68 = {"allOf":[{"$ref":"schema:Envelope"},{"type":"object","required":["data"],"properties":{"data":{"type":"array","items":{"$ref":"schema:TraderGrade"}}}}]};
const schema70 = {"allOf":[{"$ref":"schema:TokenRef"},{"type":"object","required":["DATE","TA_GRADE","QUANT_GRADE","TM_TRADER_GRADE","TM_TRADER_GRADE_24H_PCT_CHANGE"],"properties":{"DATE":{"$ref":"schema:Day"},"TA_GRADE":{"$ref":"schema:NullableNumber"},"QUANT_GRADE":{"$ref":"schema:NullableNumber"},"TM_TRADER_GRADE":{"$ref":"schema:NullableNumber"},"TM_TRADER_GRADE_24H_PCT_CHANGE":{"$ref":"schema:NullableNumber"}}}]};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.TOKEN_ID === undefined){
const err0 = {instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: "TOKEN_ID"},message:"must have required property '"+"TOKEN_ID"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.TOKEN_NAME === undefined){
const err1 = {instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: "TOKEN_NAME"},message:"must have required property '"+"TOKEN_NAME"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.TOKEN_SYMBOL === undefined){
const err2 = {instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: "TOKEN_SYMBOL"},message:"must have required property '"+"TOKEN_SYMBOL"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.TOKEN_ID !== undefined){
let data0 = data.TOKEN_ID;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/TOKEN_ID",schemaPath:"schema:TokenRef/properties/TOKEN_ID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.TOKEN_NAME !== undefined){
if(typeof data.TOKEN_NAME !== "string"){
const err4 = {instancePath:instancePath+"/TOKEN_NAME",schemaPath:"schema:TokenRef/properties/TOKEN_NAME/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.TOKEN_SYMBOL !== undefined){
if(typeof data.TOKEN_SYMBOL !== "string"){
const err5 = {instancePath:instancePath+"/TOKEN_SYMBOL",schemaPath:"schema:TokenRef/properties/TOKEN_SYMBOL/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err6 = {instancePath,schemaPath:"schema:TokenRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.DATE === undefined){
const err7 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "DATE"},message:"must have required property '"+"DATE"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.TA_GRADE === undefined){
const err8 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "TA_GRADE"},message:"must have required property '"+"TA_GRADE"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.QUANT_GRADE === undefined){
const err9 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "QUANT_GRADE"},message:"must have required property '"+"QUANT_GRADE"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.TM_TRADER_GRADE === undefined){
const err10 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "TM_TRADER_GRADE"},message:"must have required property '"+"TM_TRADER_GRADE"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.TM_TRADER_GRADE_24H_PCT_CHANGE === undefined){
const err11 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "TM_TRADER_GRADE_24H_PCT_CHANGE"},message:"must have required property '"+"TM_TRADER_GRADE_24H_PCT_CHANGE"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.DATE !== undefined){
let data3 = data.DATE;
if(typeof data3 === "string"){
if(!(formats0.validate.test(data3))){
const err12 = {instancePath:instancePath+"/DATE",schemaPath:"schema:Day/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err13 = {instancePath:instancePath+"/DATE",schemaPath:"schema:Day/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.TA_GRADE !== undefined){
let data4 = data.TA_GRADE;
if((!((typeof data4 == "number") && (isFinite(data4)))) && (data4 !== null)){
const err14 = {instancePath:instancePath+"/TA_GRADE",schemaPath:"schema:NullableNumber/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.QUANT_GRADE !== undefined){
let data5 = data.QUANT_GRADE;
if((!((typeof data5 == "number") && (isFinite(data5)))) && (data5 !== null)){
const err15 = {instancePath:instancePath+"/QUANT_GRADE",schemaPath:"schema:NullableNumber/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.TM_TRADER_GRADE !== undefined){
let data6 = data.TM_TRADER_GRADE;
if((!((typeof data6 == "number") && (isFinite(data6)))) && (data6 !== null)){
const err16 = {instancePath:instancePath+"/TM_TRADER_GRADE",schemaPath:"schema:NullableNumber/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.TM_TRADER_GRADE_24H_PCT_CHANGE !== undefined){
let data7 = data.TM_TRADER_GRADE_24H_PCT_CHANGE;
if((!((typeof data7 == "number") && (isFinite(data7)))) && (data7 !== null)){
const err17 = {instancePath:instancePath+"/TM_TRADER_GRADE_24H_PCT_CHANGE",schemaPath:"schema:NullableNumber/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err18 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate42.errors = vErrors;
return errors === 0;
}


function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.success === undefined){
const err0 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.message === undefined){
const err1 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.length === undefined){
const err2 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "length"},message:"must have required property '"+"length"+"'"};
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
const err3 = {instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(data0 === true)){
const err4 = {instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/enum",keyword:"enum",params:{allowedValues: schema1.properties.success.enum},message:"must be equal to one of the allowed values"};
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
const err5 = {instancePath:instancePath+"/message",schemaPath:"schema:Envelope/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.length !== undefined){
let data2 = data.length;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err8 = {instancePath,schemaPath:"schema:Envelope/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err9 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.data !== undefined){
let data3 = data.data;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(!(validate42(data3[i0], {instancePath:instancePath+"/data/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err11 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}

exports.res_TradingIndicatorResponse = validate44;
const schema77 = {"allOf":[{"$ref":"schema:Envelope"},{"type":"object","required":["data"],"properties":{"data":{"type":"array","items":{"$ref":"schema:TradingIndicator"}}}}]};
const schema79 = {"allOf":[{"$ref":"schema:TokenRef"},{"type":"object","required":["DATE","CLOSE","SMA_20","SMA_50","MOMENTUM_14","RSI_14","TOKEN_TREND","TRADING_SIGNAL","TRADING_SIGNALS_RETURNS","HOLDING_RETURNS"],"properties":{"DATE":{"$ref":"schema:Day"},"CLOSE":{"type":"number"},"SMA_20":{"type":"number"},"SMA_50":{"type":"number"},"MOMENTUM_14":{"type":"number"},"RSI_14":{"type":"number"},"TOKEN_TREND":{"type":"integer","enum":[-1,0,1]},"TRADING_SIGNAL":{"type":"integer","enum":[-1,0,1]},"TRADING_SIGNALS_RETURNS":{"type":"number"},"HOLDING_RETURNS":{"type":"number"}}}]};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.TOKEN_ID === undefined){
const err0 = {instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: "TOKEN_ID"},message:"must have required property '"+"TOKEN_ID"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.TOKEN_NAME === undefined){
const err1 = {instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: "TOKEN_NAME"},message:"must have required property '"+"TOKEN_NAME"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.TOKEN_SYMBOL === undefined){
const err2 = {instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: "TOKEN_SYMBOL"},message:"must have required property '"+"TOKEN_SYMBOL"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.TOKEN_ID !== undefined){
let data0 = data.TOKEN_ID;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/TOKEN_ID",schemaPath:"schema:TokenRef/properties/TOKEN_ID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.TOKEN_NAME !== undefined){
if(typeof data.TOKEN_NAME !== "string"){
const err4 = {instancePath:instancePath+"/TOKEN_NAME",schemaPath:"schema:TokenRef/properties/TOKEN_NAME/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.TOKEN_SYMBOL !== undefined){
if(typeof data.TOKEN_SYMBOL !== "string"){
const err5 = {instancePath:instancePath+"/TOKEN_SYMBOL",schemaPath:"schema:TokenRef/properties/TOKEN_SYMBOL/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err6 = {instancePath,schemaPath:"schema:TokenRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.DATE === undefined){
const err7 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "DATE"},message:"must have required property '"+"DATE"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.CLOSE === undefined){
const err8 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "CLOSE"},message:"must have required property '"+"CLOSE"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.SMA_20 === undefined){
const err9 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "SMA_20"},message:"must have required property '"+"SMA_20"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.SMA_50 === undefined){
const err10 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "SMA_50"},message:"must have required property '"+"SMA_50"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.MOMENTUM_14 === undefined){
const err11 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "MOMENTUM_14"},message:"must have required property '"+"MOMENTUM_14"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.RSI_14 === undefined){
const err12 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "RSI_14"},message:"must have required property '"+"RSI_14"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.TOKEN_TREND === undefined){
const err13 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "TOKEN_TREND"},message:"must have required property '"+"TOKEN_TREND"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.TRADING_SIGNAL === undefined){
const err14 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "TRADING_SIGNAL"},message:"must have required property '"+"TRADING_SIGNAL"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.TRADING_SIGNALS_RETURNS === undefined){
const err15 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "TRADING_SIGNALS_RETURNS"},message:"must have required property '"+"TRADING_SIGNALS_RETURNS"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.HOLDING_RETURNS === undefined){
const err16 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "HOLDING_RETURNS"},message:"must have required property '"+"HOLDING_RETURNS"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.DATE !== undefined){
let data3 = data.DATE;
if(typeof data3 === "string"){
if(!(formats0.validate.test(data3))){
const err17 = {instancePath:instancePath+"/DATE",schemaPath:"schema:Day/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err18 = {instancePath:instancePath+"/DATE",schemaPath:"schema:Day/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.CLOSE !== undefined){
let data4 = data.CLOSE;
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err19 = {instancePath:instancePath+"/CLOSE",schemaPath:"#/allOf/1/properties/CLOSE/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.SMA_20 !== undefined){
let data5 = data.SMA_20;
if(!((typeof data5 == "number") && (isFinite(data5)))){
const err20 = {instancePath:instancePath+"/SMA_20",schemaPath:"#/allOf/1/properties/SMA_20/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.SMA_50 !== undefined){
let data6 = data.SMA_50;
if(!((typeof data6 == "number") && (isFinite(data6)))){
const err21 = {instancePath:instancePath+"/SMA_50",schemaPath:"#/allOf/1/properties/SMA_50/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.MOMENTUM_14 !== undefined){
let data7 = data.MOMENTUM_14;
if(!((typeof data7 == "number") && (isFinite(data7)))){
const err22 = {instancePath:instancePath+"/MOMENTUM_14",schemaPath:"#/allOf/1/properties/MOMENTUM_14/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.RSI_14 !== undefined){
let data8 = data.RSI_14;
if(!((typeof data8 == "number") && (isFinite(data8)))){
const err23 = {instancePath:instancePath+"/RSI_14",schemaPath:"#/allOf/1/properties/RSI_14/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.TOKEN_TREND !== undefined){
let data9 = data.TOKEN_TREND;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err24 = {instancePath:instancePath+"/TOKEN_TREND",schemaPath:"#/allOf/1/properties/TOKEN_TREND/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!(((data9 === -1) || (data9 === 0)) || (data9 === 1))){
const err25 = {instancePath:instancePath+"/TOKEN_TREND",schemaPath:"#/allOf/1/properties/TOKEN_TREND/enum",keyword:"enum",params:{allowedValues: schema79.allOf[1].properties.TOKEN_TREND.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.TRADING_SIGNAL !== undefined){
let data10 = data.TRADING_SIGNAL;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err26 = {instancePath:instancePath+"/TRADING_SIGNAL",schemaPath:"#/allOf/1/properties/TRADING_SIGNAL/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!(((data10 === -1) || (data10 === 0)) || (data10 === 1))){
const err27 = {instancePath:instancePath+"/TRADING_SIGNAL",schemaPath:"#/allOf/1/properties/TRADING_SIGNAL/enum",keyword:"enum",params:{allowedValues: schema79.allOf[1].properties.TRADING_SIGNAL.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.TRADING_SIGNALS_RETURNS !== undefined){
let data11 = data.TRADING_SIGNALS_RETURNS;
if(!((typeof data11 == "number") && (isFinite(data11)))){
const err28 = {instancePath:instancePath+"/TRADING_SIGNALS_RETURNS",schemaPath:"#/allOf/1/properties/TRADING_SIGNALS_RETURNS/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.HOLDING_RETURNS !== undefined){
let data12 = data.HOLDING_RETURNS;
if(!((typeof data12 == "number") && (isFinite(data12)))){
const err29 = {instancePath:instancePath+"/HOLDING_RETURNS",schemaPath:"#/allOf/1/properties/HOLDING_RETURNS/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err30 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate45.errors = vErrors;
return errors === 0;
}


function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.success === undefined){
const err0 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.message === undefined){
const err1 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.length === undefined){
const err2 = {instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: "length"},message:"must have required property '"+"length"+"'"};
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
const err3 = {instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(data0 === true)){
const err4 = {instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/enum",keyword:"enum",params:{allowedValues: schema1.properties.success.enum},message:"must be equal to one of the allowed values"};
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
const err5 = {instancePath:instancePath+"/message",schemaPath:"schema:Envelope/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.length !== undefined){
let data2 = data.length;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err8 = {instancePath,schemaPath:"schema:Envelope/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err9 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.data !== undefined){
let data3 = data.data;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(!(validate45(data3[i0], {instancePath:instancePath+"/data/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err11 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}
