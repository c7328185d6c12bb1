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
const _errs0 = errors;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.TOKEN_ID === undefined) && (missing0 = "TOKEN_ID")) || ((data.TOKEN_NAME === undefined) && (missing0 = "TOKEN_NAME"))) || ((data.TOKEN_SYMBOL === undefined) && (missing0 = "TOKEN_SYMBOL"))){
validate1.errors = [{instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.TOKEN_ID !== undefined){
let data0 = data.TOKEN_ID;
const _errs3 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate1.errors = [{instancePath:instancePath+"/TOKEN_ID",schemaPath:"schema:TokenRef/properties/TOKEN_ID/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid2 = _errs3 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.TOKEN_NAME !== undefined){
const _errs5 = errors;
if(typeof data.TOKEN_NAME !== "string"){
validate1.errors = [{instancePath:instancePath+"/TOKEN_NAME",schemaPath:"schema:TokenRef/properties/TOKEN_NAME/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.TOKEN_SYMBOL !== undefined){
const _errs7 = errors;
if(typeof data.TOKEN_SYMBOL !== "string"){
validate1.errors = [{instancePath:instancePath+"/TOKEN_SYMBOL",schemaPath:"schema:TokenRef/properties/TOKEN_SYMBOL/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate1.errors = [{instancePath,schemaPath:"schema:TokenRef/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs9 = errors;
if(errors === _errs9){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((((data.DATE === undefined) && (missing1 = "DATE")) || ((data.WINDOW_DAYS === undefined) && (missing1 = "WINDOW_DAYS"))) || ((data.TOP_CORRELATION === undefined) && (missing1 = "TOP_CORRELATION"))) || ((data.BOTTOM_CORRELATION === undefined) && (missing1 = "BOTTOM_CORRELATION"))){
validate1.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data.DATE !== undefined){
let data3 = data.DATE;
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data3 === "string"){
if(!(formats0.validate.test(data3))){
validate1.errors = [{instancePath:instancePath+"/DATE",schemaPath:"schema:Day/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/DATE",schemaPath:"schema:Day/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.WINDOW_DAYS !== undefined){
let data4 = data.WINDOW_DAYS;
const _errs14 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate1.errors = [{instancePath:instancePath+"/WINDOW_DAYS",schemaPath:"#/allOf/1/properties/WINDOW_DAYS/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.TOP_CORRELATION !== undefined){
let data5 = data.TOP_CORRELATION;
const _errs16 = errors;
if(errors === _errs16){
if(Array.isArray(data5)){
var valid5 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
const _errs18 = errors;
const _errs19 = errors;
if(errors === _errs19){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing2;
if((((data6.token_id === undefined) && (missing2 = "token_id")) || ((data6.token === undefined) && (missing2 = "token"))) || ((data6.correlation === undefined) && (missing2 = "correlation"))){
validate1.errors = [{instancePath:instancePath+"/TOP_CORRELATION/" + i0,schemaPath:"schema:CorrelatedToken/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data6.token_id !== undefined){
let data7 = data6.token_id;
const _errs21 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate1.errors = [{instancePath:instancePath+"/TOP_CORRELATION/" + i0+"/token_id",schemaPath:"schema:CorrelatedToken/properties/token_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid7 = _errs21 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data6.token !== undefined){
const _errs23 = errors;
if(typeof data6.token !== "string"){
validate1.errors = [{instancePath:instancePath+"/TOP_CORRELATION/" + i0+"/token",schemaPath:"schema:CorrelatedToken/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs23 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data6.correlation !== undefined){
let data9 = data6.correlation;
const _errs25 = errors;
if(errors === _errs25){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 1 || isNaN(data9)){
validate1.errors = [{instancePath:instancePath+"/TOP_CORRELATION/" + i0+"/correlation",schemaPath:"schema:CorrelatedToken/properties/correlation/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"}];
return false;
}
else {
if(data9 < -1 || isNaN(data9)){
validate1.errors = [{instancePath:instancePath+"/TOP_CORRELATION/" + i0+"/correlation",schemaPath:"schema:CorrelatedToken/properties/correlation/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1},message:"must be >= -1"}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/TOP_CORRELATION/" + i0+"/correlation",schemaPath:"schema:CorrelatedToken/properties/correlation/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid7 = _errs25 === errors;
}
else {
var valid7 = true;
}
}
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/TOP_CORRELATION/" + i0,schemaPath:"schema:CorrelatedToken/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs18 === errors;
if(!valid5){
break;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/TOP_CORRELATION",schemaPath:"#/allOf/1/properties/TOP_CORRELATION/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.BOTTOM_CORRELATION !== undefined){
let data10 = data.BOTTOM_CORRELATION;
const _errs27 = errors;
if(errors === _errs27){
if(Array.isArray(data10)){
var valid8 = true;
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
let data11 = data10[i1];
const _errs29 = errors;
const _errs30 = errors;
if(errors === _errs30){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
let missing3;
if((((data11.token_id === undefined) && (missing3 = "token_id")) || ((data11.token === undefined) && (missing3 = "token"))) || ((data11.correlation === undefined) && (missing3 = "correlation"))){
validate1.errors = [{instancePath:instancePath+"/BOTTOM_CORRELATION/" + i1,schemaPath:"schema:CorrelatedToken/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data11.token_id !== undefined){
let data12 = data11.token_id;
const _errs32 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate1.errors = [{instancePath:instancePath+"/BOTTOM_CORRELATION/" + i1+"/token_id",schemaPath:"schema:CorrelatedToken/properties/token_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid10 = _errs32 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data11.token !== undefined){
const _errs34 = errors;
if(typeof data11.token !== "string"){
validate1.errors = [{instancePath:instancePath+"/BOTTOM_CORRELATION/" + i1+"/token",schemaPath:"schema:CorrelatedToken/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid10 = _errs34 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data11.correlation !== undefined){
let data14 = data11.correlation;
const _errs36 = errors;
if(errors === _errs36){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 1 || isNaN(data14)){
validate1.errors = [{instancePath:instancePath+"/BOTTOM_CORRELATION/" + i1+"/correlation",schemaPath:"schema:CorrelatedToken/properties/correlation/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"}];
return false;
}
else {
if(data14 < -1 || isNaN(data14)){
validate1.errors = [{instancePath:instancePath+"/BOTTOM_CORRELATION/" + i1+"/correlation",schemaPath:"schema:CorrelatedToken/properties/correlation/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1},message:"must be >= -1"}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/BOTTOM_CORRELATION/" + i1+"/correlation",schemaPath:"schema:CorrelatedToken/properties/correlation/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid10 = _errs36 === errors;
}
else {
var valid10 = true;
}
}
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/BOTTOM_CORRELATION/" + i1,schemaPath:"schema:CorrelatedToken/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid8 = _errs29 === errors;
if(!valid8){
break;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/BOTTOM_CORRELATION",schemaPath:"#/allOf/1/properties/BOTTOM_CORRELATION/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs27 === errors;
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
validate1.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
validate1.errors = vErrors;
return errors === 0;
}


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.success === undefined) && (missing0 = "success")) || ((data.message === undefined) && (missing0 = "message"))) || ((data.length === undefined) && (missing0 = "length"))){
validate0.errors = [{instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.success !== undefined){
let data0 = data.success;
const _errs3 = errors;
if(typeof data0 !== "boolean"){
validate0.errors = [{instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(!(data0 === true)){
validate0.errors = [{instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/enum",keyword:"enum",params:{allowedValues: schema1.properties.success.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs3 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.message !== undefined){
const _errs5 = errors;
if(typeof data.message !== "string"){
validate0.errors = [{instancePath:instancePath+"/message",schemaPath:"schema:Envelope/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.length !== undefined){
let data2 = data.length;
const _errs7 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate0.errors = [{instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate0.errors = [{instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate0.errors = [{instancePath,schemaPath:"schema:Envelope/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs9 = errors;
if(errors === _errs9){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.data === undefined) && (missing1 = "data")){
validate0.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data.data !== undefined){
let data3 = data.data;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data3)){
var valid4 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs13 = errors;
if(!(validate1(data3[i0], {instancePath:instancePath+"/data/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
var valid4 = _errs13 === errors;
if(!valid4){
break;
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate0.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
validate0.errors = vErrors;
return errors === 0;
}

exports.res_Error = validate3;
const schema7 = {"type":"object","required":["success","message"],"additionalProperties":false,"properties":{"success":{"type":"boolean","enum":[false]},"message":{"type":"string"}}};

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.success === undefined) && (missing0 = "success")) || ((data.message === undefined) && (missing0 = "message"))){
validate3.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "success") || (key0 === "message"))){
validate3.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.success !== undefined){
let data0 = data.success;
const _errs2 = errors;
if(typeof data0 !== "boolean"){
validate3.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(!(data0 === false)){
validate3.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema7.properties.success.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message !== undefined){
const _errs4 = errors;
if(typeof data.message !== "string"){
validate3.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate3.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.DATE === undefined) && (missing0 = "DATE")) || ((data.INDEX_VALUE === undefined) && (missing0 = "INDEX_VALUE"))) || ((data.DAILY_RETURN === undefined) && (missing0 = "DAILY_RETURN"))) || ((data.MARKET_CAP === undefined) && (missing0 = "MARKET_CAP"))) || ((data.CONSTITUENTS === undefined) && (missing0 = "CONSTITUENTS"))){
validate5.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.DATE !== undefined){
let data0 = data.DATE;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.validate.test(data0))){
validate5.errors = [{instancePath:instancePath+"/DATE",schemaPath:"schema:Day/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate5.errors = [{instancePath:instancePath+"/DATE",schemaPath:"schema:Day/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.INDEX_VALUE !== undefined){
let data1 = data.INDEX_VALUE;
const _errs4 = errors;
if(!((typeof data1 == "number") && (isFinite(data1)))){
validate5.errors = [{instancePath:instancePath+"/INDEX_VALUE",schemaPath:"#/properties/INDEX_VALUE/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.DAILY_RETURN !== undefined){
let data2 = data.DAILY_RETURN;
const _errs6 = errors;
if(!((typeof data2 == "number") && (isFinite(data2)))){
validate5.errors = [{instancePath:instancePath+"/DAILY_RETURN",schemaPath:"#/properties/DAILY_RETURN/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.MARKET_CAP !== undefined){
let data3 = data.MARKET_CAP;
const _errs8 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
validate5.errors = [{instancePath:instancePath+"/MARKET_CAP",schemaPath:"#/properties/MARKET_CAP/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.CONSTITUENTS !== undefined){
let data4 = data.CONSTITUENTS;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data4)){
var valid2 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
const _errs12 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate5.errors = [{instancePath:instancePath+"/CONSTITUENTS/" + i0,schemaPath:"#/properties/CONSTITUENTS/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid2 = _errs12 === errors;
if(!valid2){
break;
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/CONSTITUENTS",schemaPath:"#/properties/CONSTITUENTS/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs10 === errors;
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
validate5.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate5.errors = vErrors;
return errors === 0;
}


function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.success === undefined) && (missing0 = "success")) || ((data.message === undefined) && (missing0 = "message"))) || ((data.length === undefined) && (missing0 = "length"))){
validate4.errors = [{instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.success !== undefined){
let data0 = data.success;
const _errs3 = errors;
if(typeof data0 !== "boolean"){
validate4.errors = [{instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(!(data0 === true)){
validate4.errors = [{instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/enum",keyword:"enum",params:{allowedValues: schema1.properties.success.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs3 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.message !== undefined){
const _errs5 = errors;
if(typeof data.message !== "string"){
validate4.errors = [{instancePath:instancePath+"/message",schemaPath:"schema:Envelope/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.length !== undefined){
let data2 = data.length;
const _errs7 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate4.errors = [{instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate4.errors = [{instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate4.errors = [{instancePath,schemaPath:"schema:Envelope/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs9 = errors;
if(errors === _errs9){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.data === undefined) && (missing1 = "data")){
validate4.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data.data !== undefined){
let data3 = data.data;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data3)){
var valid4 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs13 = errors;
if(!(validate5(data3[i0], {instancePath:instancePath+"/data/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
errors = vErrors.length;
}
var valid4 = _errs13 === errors;
if(!valid4){
break;
}
}
}
else {
validate4.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate4.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
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
const _errs0 = errors;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.TOKEN_ID === undefined) && (missing0 = "TOKEN_ID")) || ((data.TOKEN_NAME === undefined) && (missing0 = "TOKEN_NAME"))) || ((data.TOKEN_SYMBOL === undefined) && (missing0 = "TOKEN_SYMBOL"))){
validate8.errors = [{instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.TOKEN_ID !== undefined){
let data0 = data.TOKEN_ID;
const _errs3 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate8.errors = [{instancePath:instancePath+"/TOKEN_ID",schemaPath:"schema:TokenRef/properties/TOKEN_ID/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid2 = _errs3 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.TOKEN_NAME !== undefined){
const _errs5 = errors;
if(typeof data.TOKEN_NAME !== "string"){
validate8.errors = [{instancePath:instancePath+"/TOKEN_NAME",schemaPath:"schema:TokenRef/properties/TOKEN_NAME/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.TOKEN_SYMBOL !== undefined){
const _errs7 = errors;
if(typeof data.TOKEN_SYMBOL !== "string"){
validate8.errors = [{instancePath:instancePath+"/TOKEN_SYMBOL",schemaPath:"schema:TokenRef/properties/TOKEN_SYMBOL/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate8.errors = [{instancePath,schemaPath:"schema:TokenRef/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs9 = errors;
if(errors === _errs9){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((((((data.DATE === undefined) && (missing1 = "DATE")) || ((data.FUNDAMENTAL_GRADE === undefined) && (missing1 = "FUNDAMENTAL_GRADE"))) || ((data.VALUATION_GRADE === undefined) && (missing1 = "VALUATION_GRADE"))) || ((data.LONG_TERM_QUANT_GRADE === undefined) && (missing1 = "LONG_TERM_QUANT_GRADE"))) || ((data.TM_INVESTOR_GRADE === undefined) && (missing1 = "TM_INVESTOR_GRADE"))){
validate8.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data.DATE !== undefined){
let data3 = data.DATE;
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data3 === "string"){
if(!(formats0.validate.test(data3))){
validate8.errors = [{instancePath:instancePath+"/DATE",schemaPath:"schema:Day/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate8.errors = [{instancePath:instancePath+"/DATE",schemaPath:"schema:Day/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.FUNDAMENTAL_GRADE !== undefined){
let data4 = data.FUNDAMENTAL_GRADE;
const _errs14 = errors;
if(!((typeof data4 == "number") && (isFinite(data4)))){
validate8.errors = [{instancePath:instancePath+"/FUNDAMENTAL_GRADE",schemaPath:"#/allOf/1/properties/FUNDAMENTAL_GRADE/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.VALUATION_GRADE !== undefined){
let data5 = data.VALUATION_GRADE;
const _errs16 = errors;
if(!((typeof data5 == "number") && (isFinite(data5)))){
validate8.errors = [{instancePath:instancePath+"/VALUATION_GRADE",schemaPath:"#/allOf/1/properties/VALUATION_GRADE/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.LONG_TERM_QUANT_GRADE !== undefined){
let data6 = data.LONG_TERM_QUANT_GRADE;
const _errs18 = errors;
if((!((typeof data6 == "number") && (isFinite(data6)))) && (data6 !== null)){
validate8.errors = [{instancePath:instancePath+"/LONG_TERM_QUANT_GRADE",schemaPath:"schema:NullableNumber/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.TM_INVESTOR_GRADE !== undefined){
let data7 = data.TM_INVESTOR_GRADE;
const _errs22 = errors;
if((!((typeof data7 == "number") && (isFinite(data7)))) && (data7 !== null)){
validate8.errors = [{instancePath:instancePath+"/TM_INVESTOR_GRADE",schemaPath:"schema:NullableNumber/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
else {
validate8.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
validate8.errors = vErrors;
return errors === 0;
}


function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.success === undefined) && (missing0 = "success")) || ((data.message === undefined) && (missing0 = "message"))) || ((data.length === undefined) && (missing0 = "length"))){
validate7.errors = [{instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.success !== undefined){
let data0 = data.success;
const _errs3 = errors;
if(typeof data0 !== "boolean"){
validate7.errors = [{instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(!(data0 === true)){
validate7.errors = [{instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/enum",keyword:"enum",params:{allowedValues: schema1.properties.success.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs3 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.message !== undefined){
const _errs5 = errors;
if(typeof data.message !== "string"){
validate7.errors = [{instancePath:instancePath+"/message",schemaPath:"schema:Envelope/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.length !== undefined){
let data2 = data.length;
const _errs7 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate7.errors = [{instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate7.errors = [{instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate7.errors = [{instancePath,schemaPath:"schema:Envelope/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs9 = errors;
if(errors === _errs9){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.data === undefined) && (missing1 = "data")){
validate7.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data.data !== undefined){
let data3 = data.data;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data3)){
var valid4 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs13 = errors;
if(!(validate8(data3[i0], {instancePath:instancePath+"/data/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate8.errors : vErrors.concat(validate8.errors);
errors = vErrors.length;
}
var valid4 = _errs13 === errors;
if(!valid4){
break;
}
}
}
else {
validate7.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate7.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.DATE === undefined) && (missing0 = "DATE")) || ((data.TOTAL_MARKET_CAP === undefined) && (missing0 = "TOTAL_MARKET_CAP"))) || ((data.MARKET_INDEX === undefined) && (missing0 = "MARKET_INDEX"))) || ((data.PCT_TOKENS_BULLISH === undefined) && (missing0 = "PCT_TOKENS_BULLISH"))) || ((data.MARKET_SIGNAL === undefined) && (missing0 = "MARKET_SIGNAL"))){
validate11.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.DATE !== undefined){
let data0 = data.DATE;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.validate.test(data0))){
validate11.errors = [{instancePath:instancePath+"/DATE",schemaPath:"schema:Day/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate11.errors = [{instancePath:instancePath+"/DATE",schemaPath:"schema:Day/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.TOTAL_MARKET_CAP !== undefined){
let data1 = data.TOTAL_MARKET_CAP;
const _errs4 = errors;
if(!((typeof data1 == "number") && (isFinite(data1)))){
validate11.errors = [{instancePath:instancePath+"/TOTAL_MARKET_CAP",schemaPath:"#/properties/TOTAL_MARKET_CAP/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.MARKET_INDEX !== undefined){
let data2 = data.MARKET_INDEX;
const _errs6 = errors;
if(!((typeof data2 == "number") && (isFinite(data2)))){
validate11.errors = [{instancePath:instancePath+"/MARKET_INDEX",schemaPath:"#/properties/MARKET_INDEX/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.PCT_TOKENS_BULLISH !== undefined){
let data3 = data.PCT_TOKENS_BULLISH;
const _errs8 = errors;
if((!((typeof data3 == "number") && (isFinite(data3)))) && (data3 !== null)){
validate11.errors = [{instancePath:instancePath+"/PCT_TOKENS_BULLISH",schemaPath:"schema:NullableNumber/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.MARKET_SIGNAL !== undefined){
let data4 = data.MARKET_SIGNAL;
const _errs12 = errors;
if((!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) && (data4 !== null)){
validate11.errors = [{instancePath:instancePath+"/MARKET_SIGNAL",schemaPath:"#/properties/MARKET_SIGNAL/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(!(((data4 === -1) || (data4 === 1)) || (data4 === null))){
validate11.errors = [{instancePath:instancePath+"/MARKET_SIGNAL",schemaPath:"#/properties/MARKET_SIGNAL/enum",keyword:"enum",params:{allowedValues: schema21.properties.MARKET_SIGNAL.enum},message:"must be equal to one of the allowed values"}];
return false;
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
const _errs0 = errors;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.success === undefined) && (missing0 = "success")) || ((data.message === undefined) && (missing0 = "message"))) || ((data.length === undefined) && (missing0 = "length"))){
validate10.errors = [{instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.success !== undefined){
let data0 = data.success;
const _errs3 = errors;
if(typeof data0 !== "boolean"){
validate10.errors = [{instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(!(data0 === true)){
validate10.errors = [{instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/enum",keyword:"enum",params:{allowedValues: schema1.properties.success.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs3 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.message !== undefined){
const _errs5 = errors;
if(typeof data.message !== "string"){
validate10.errors = [{instancePath:instancePath+"/message",schemaPath:"schema:Envelope/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.length !== undefined){
let data2 = data.length;
const _errs7 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate10.errors = [{instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate10.errors = [{instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate10.errors = [{instancePath,schemaPath:"schema:Envelope/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs9 = errors;
if(errors === _errs9){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.data === undefined) && (missing1 = "data")){
validate10.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data.data !== undefined){
let data3 = data.data;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data3)){
var valid4 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs13 = errors;
if(!(validate11(data3[i0], {instancePath:instancePath+"/data/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
var valid4 = _errs13 === errors;
if(!valid4){
break;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate10.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
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
const _errs0 = errors;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.TOKEN_ID === undefined) && (missing0 = "TOKEN_ID")) || ((data.TOKEN_NAME === undefined) && (missing0 = "TOKEN_NAME"))) || ((data.TOKEN_SYMBOL === undefined) && (missing0 = "TOKEN_SYMBOL"))){
validate14.errors = [{instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.TOKEN_ID !== undefined){
let data0 = data.TOKEN_ID;
const _errs3 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate14.errors = [{instancePath:instancePath+"/TOKEN_ID",schemaPath:"schema:TokenRef/properties/TOKEN_ID/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid2 = _errs3 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.TOKEN_NAME !== undefined){
const _errs5 = errors;
if(typeof data.TOKEN_NAME !== "string"){
validate14.errors = [{instancePath:instancePath+"/TOKEN_NAME",schemaPath:"schema:TokenRef/properties/TOKEN_NAME/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.TOKEN_SYMBOL !== undefined){
const _errs7 = errors;
if(typeof data.TOKEN_SYMBOL !== "string"){
validate14.errors = [{instancePath:instancePath+"/TOKEN_SYMBOL",schemaPath:"schema:TokenRef/properties/TOKEN_SYMBOL/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate14.errors = [{instancePath,schemaPath:"schema:TokenRef/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs9 = errors;
if(errors === _errs9){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((((((((data.DATE === undefined) && (missing1 = "DATE")) || ((data.OPEN === undefined) && (missing1 = "OPEN"))) || ((data.HIGH === undefined) && (missing1 = "HIGH"))) || ((data.LOW === undefined) && (missing1 = "LOW"))) || ((data.CLOSE === undefined) && (missing1 = "CLOSE"))) || ((data.VOLUME === undefined) && (missing1 = "VOLUME"))) || ((data.MARKET_CAP === undefined) && (missing1 = "MARKET_CAP"))){
validate14.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data.DATE !== undefined){
let data3 = data.DATE;
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data3 === "string"){
if(!(formats0.validate.test(data3))){
validate14.errors = [{instancePath:instancePath+"/DATE",schemaPath:"schema:Day/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate14.errors = [{instancePath:instancePath+"/DATE",schemaPath:"schema:Day/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.OPEN !== undefined){
let data4 = data.OPEN;
const _errs14 = errors;
if(!((typeof data4 == "number") && (isFinite(data4)))){
validate14.errors = [{instancePath:instancePath+"/OPEN",schemaPath:"#/allOf/1/properties/OPEN/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.HIGH !== undefined){
let data5 = data.HIGH;
const _errs16 = errors;
if(!((typeof data5 == "number") && (isFinite(data5)))){
validate14.errors = [{instancePath:instancePath+"/HIGH",schemaPath:"#/allOf/1/properties/HIGH/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.LOW !== undefined){
let data6 = data.LOW;
const _errs18 = errors;
if(!((typeof data6 == "number") && (isFinite(data6)))){
validate14.errors = [{instancePath:instancePath+"/LOW",schemaPath:"#/allOf/1/properties/LOW/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.CLOSE !== undefined){
let data7 = data.CLOSE;
const _errs20 = errors;
if(!((typeof data7 == "number") && (isFinite(data7)))){
validate14.errors = [{instancePath:instancePath+"/CLOSE",schemaPath:"#/allOf/1/properties/CLOSE/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs20 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.VOLUME !== undefined){
let data8 = data.VOLUME;
const _errs22 = errors;
if(!((typeof data8 == "number") && (isFinite(data8)))){
validate14.errors = [{instancePath:instancePath+"/VOLUME",schemaPath:"#/allOf/1/properties/VOLUME/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs22 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.MARKET_CAP !== undefined){
let data9 = data.MARKET_CAP;
const _errs24 = errors;
if(!((typeof data9 == "number") && (isFinite(data9)))){
validate14.errors = [{instancePath:instancePath+"/MARKET_CAP",schemaPath:"#/allOf/1/properties/MARKET_CAP/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs24 === errors;
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
validate14.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
validate14.errors = vErrors;
return errors === 0;
}


function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.success === undefined) && (missing0 = "success")) || ((data.message === undefined) && (missing0 = "message"))) || ((data.length === undefined) && (missing0 = "length"))){
validate13.errors = [{instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.success !== undefined){
let data0 = data.success;
const _errs3 = errors;
if(typeof data0 !== "boolean"){
validate13.errors = [{instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(!(data0 === true)){
validate13.errors = [{instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/enum",keyword:"enum",params:{allowedValues: schema1.properties.success.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs3 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.message !== undefined){
const _errs5 = errors;
if(typeof data.message !== "string"){
validate13.errors = [{instancePath:instancePath+"/message",schemaPath:"schema:Envelope/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.length !== undefined){
let data2 = data.length;
const _errs7 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate13.errors = [{instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate13.errors = [{instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate13.errors = [{instancePath,schemaPath:"schema:Envelope/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs9 = errors;
if(errors === _errs9){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.data === undefined) && (missing1 = "data")){
validate13.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data.data !== undefined){
let data3 = data.data;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data3)){
var valid4 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs13 = errors;
if(!(validate14(data3[i0], {instancePath:instancePath+"/data/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
errors = vErrors.length;
}
var valid4 = _errs13 === errors;
if(!valid4){
break;
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate13.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.date === undefined) && (missing0 = "date")) || ((data.forecast === undefined) && (missing0 = "forecast"))) || ((data.lower === undefined) && (missing0 = "lower"))) || ((data.upper === undefined) && (missing0 = "upper"))){
validate18.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.date !== undefined){
let data0 = data.date;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.validate.test(data0))){
validate18.errors = [{instancePath:instancePath+"/date",schemaPath:"schema:Day/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate18.errors = [{instancePath:instancePath+"/date",schemaPath:"schema:Day/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.forecast !== undefined){
let data1 = data.forecast;
const _errs4 = errors;
if(!((typeof data1 == "number") && (isFinite(data1)))){
validate18.errors = [{instancePath:instancePath+"/forecast",schemaPath:"#/properties/forecast/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lower !== undefined){
let data2 = data.lower;
const _errs6 = errors;
if(!((typeof data2 == "number") && (isFinite(data2)))){
validate18.errors = [{instancePath:instancePath+"/lower",schemaPath:"#/properties/lower/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.upper !== undefined){
let data3 = data.upper;
const _errs8 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
validate18.errors = [{instancePath:instancePath+"/upper",schemaPath:"#/properties/upper/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs8 === errors;
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
validate18.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate18.errors = vErrors;
return errors === 0;
}


function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.TOKEN_ID === undefined) && (missing0 = "TOKEN_ID")) || ((data.TOKEN_NAME === undefined) && (missing0 = "TOKEN_NAME"))) || ((data.TOKEN_SYMBOL === undefined) && (missing0 = "TOKEN_SYMBOL"))){
validate17.errors = [{instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.TOKEN_ID !== undefined){
let data0 = data.TOKEN_ID;
const _errs3 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate17.errors = [{instancePath:instancePath+"/TOKEN_ID",schemaPath:"schema:TokenRef/properties/TOKEN_ID/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid2 = _errs3 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.TOKEN_NAME !== undefined){
const _errs5 = errors;
if(typeof data.TOKEN_NAME !== "string"){
validate17.errors = [{instancePath:instancePath+"/TOKEN_NAME",schemaPath:"schema:TokenRef/properties/TOKEN_NAME/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.TOKEN_SYMBOL !== undefined){
const _errs7 = errors;
if(typeof data.TOKEN_SYMBOL !== "string"){
validate17.errors = [{instancePath:instancePath+"/TOKEN_SYMBOL",schemaPath:"schema:TokenRef/properties/TOKEN_SYMBOL/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate17.errors = [{instancePath,schemaPath:"schema:TokenRef/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs9 = errors;
if(errors === _errs9){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((((data.DATE === undefined) && (missing1 = "DATE")) || ((data.CLOSE === undefined) && (missing1 = "CLOSE"))) || ((data.TREND_SLOPE_DAILY === undefined) && (missing1 = "TREND_SLOPE_DAILY"))) || ((data.FORECASTS_FOR_NEXT_7_DAYS === undefined) && (missing1 = "FORECASTS_FOR_NEXT_7_DAYS"))){
validate17.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data.DATE !== undefined){
let data3 = data.DATE;
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data3 === "string"){
if(!(formats0.validate.test(data3))){
validate17.errors = [{instancePath:instancePath+"/DATE",schemaPath:"schema:Day/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate17.errors = [{instancePath:instancePath+"/DATE",schemaPath:"schema:Day/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.CLOSE !== undefined){
let data4 = data.CLOSE;
const _errs14 = errors;
if(!((typeof data4 == "number") && (isFinite(data4)))){
validate17.errors = [{instancePath:instancePath+"/CLOSE",schemaPath:"#/allOf/1/properties/CLOSE/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.TREND_SLOPE_DAILY !== undefined){
let data5 = data.TREND_SLOPE_DAILY;
const _errs16 = errors;
if(!((typeof data5 == "number") && (isFinite(data5)))){
validate17.errors = [{instancePath:instancePath+"/TREND_SLOPE_DAILY",schemaPath:"#/allOf/1/properties/TREND_SLOPE_DAILY/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.FORECASTS_FOR_NEXT_7_DAYS !== undefined){
let data6 = data.FORECASTS_FOR_NEXT_7_DAYS;
const _errs18 = errors;
if(errors === _errs18){
if(Array.isArray(data6)){
var valid5 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
const _errs20 = errors;
if(!(validate18(data6[i0], {instancePath:instancePath+"/FORECASTS_FOR_NEXT_7_DAYS/" + i0,parentData:data6,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
errors = vErrors.length;
}
var valid5 = _errs20 === errors;
if(!valid5){
break;
}
}
}
else {
validate17.errors = [{instancePath:instancePath+"/FORECASTS_FOR_NEXT_7_DAYS",schemaPath:"#/allOf/1/properties/FORECASTS_FOR_NEXT_7_DAYS/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs18 === errors;
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
validate17.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
validate17.errors = vErrors;
return errors === 0;
}


function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.success === undefined) && (missing0 = "success")) || ((data.message === undefined) && (missing0 = "message"))) || ((data.length === undefined) && (missing0 = "length"))){
validate16.errors = [{instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.success !== undefined){
let data0 = data.success;
const _errs3 = errors;
if(typeof data0 !== "boolean"){
validate16.errors = [{instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(!(data0 === true)){
validate16.errors = [{instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/enum",keyword:"enum",params:{allowedValues: schema1.properties.success.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs3 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.message !== undefined){
const _errs5 = errors;
if(typeof data.message !== "string"){
validate16.errors = [{instancePath:instancePath+"/message",schemaPath:"schema:Envelope/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.length !== undefined){
let data2 = data.length;
const _errs7 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate16.errors = [{instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate16.errors = [{instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate16.errors = [{instancePath,schemaPath:"schema:Envelope/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs9 = errors;
if(errors === _errs9){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.data === undefined) && (missing1 = "data")){
validate16.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data.data !== undefined){
let data3 = data.data;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data3)){
var valid4 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs13 = errors;
if(!(validate17(data3[i0], {instancePath:instancePath+"/data/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);
errors = vErrors.length;
}
var valid4 = _errs13 === errors;
if(!valid4){
break;
}
}
}
else {
validate16.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate16.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
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
const _errs0 = errors;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.TOKEN_ID === undefined) && (missing0 = "TOKEN_ID")) || ((data.TOKEN_NAME === undefined) && (missing0 = "TOKEN_NAME"))) || ((data.TOKEN_SYMBOL === undefined) && (missing0 = "TOKEN_SYMBOL"))){
validate22.errors = [{instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.TOKEN_ID !== undefined){
let data0 = data.TOKEN_ID;
const _errs3 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate22.errors = [{instancePath:instancePath+"/TOKEN_ID",schemaPath:"schema:TokenRef/properties/TOKEN_ID/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid2 = _errs3 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.TOKEN_NAME !== undefined){
const _errs5 = errors;
if(typeof data.TOKEN_NAME !== "string"){
validate22.errors = [{instancePath:instancePath+"/TOKEN_NAME",schemaPath:"schema:TokenRef/properties/TOKEN_NAME/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.TOKEN_SYMBOL !== undefined){
const _errs7 = errors;
if(typeof data.TOKEN_SYMBOL !== "string"){
validate22.errors = [{instancePath:instancePath+"/TOKEN_SYMBOL",schemaPath:"schema:TokenRef/properties/TOKEN_SYMBOL/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate22.errors = [{instancePath,schemaPath:"schema:TokenRef/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs9 = errors;
if(errors === _errs9){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((((((((((data.DATE === undefined) && (missing1 = "DATE")) || ((data.DAYS === undefined) && (missing1 = "DAYS"))) || ((data.VOLATILITY === undefined) && (missing1 = "VOLATILITY"))) || ((data.ALL_TIME_RETURN === undefined) && (missing1 = "ALL_TIME_RETURN"))) || ((data.CAGR === undefined) && (missing1 = "CAGR"))) || ((data.SHARPE === undefined) && (missing1 = "SHARPE"))) || ((data.SORTINO === undefined) && (missing1 = "SORTINO"))) || ((data.MAX_DRAWDOWN === undefined) && (missing1 = "MAX_DRAWDOWN"))) || ((data.DAILY_VALUE_AT_RISK === undefined) && (missing1 = "DAILY_VALUE_AT_RISK"))){
validate22.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data.DATE !== undefined){
let data3 = data.DATE;
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data3 === "string"){
if(!(formats0.validate.test(data3))){
validate22.errors = [{instancePath:instancePath+"/DATE",schemaPath:"schema:Day/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/DATE",schemaPath:"schema:Day/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.DAYS !== undefined){
let data4 = data.DAYS;
const _errs14 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate22.errors = [{instancePath:instancePath+"/DAYS",schemaPath:"#/allOf/1/properties/DAYS/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.VOLATILITY !== undefined){
let data5 = data.VOLATILITY;
const _errs16 = errors;
if(!((typeof data5 == "number") && (isFinite(data5)))){
validate22.errors = [{instancePath:instancePath+"/VOLATILITY",schemaPath:"#/allOf/1/properties/VOLATILITY/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.ALL_TIME_RETURN !== undefined){
let data6 = data.ALL_TIME_RETURN;
const _errs18 = errors;
if(!((typeof data6 == "number") && (isFinite(data6)))){
validate22.errors = [{instancePath:instancePath+"/ALL_TIME_RETURN",schemaPath:"#/allOf/1/properties/ALL_TIME_RETURN/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.CAGR !== undefined){
let data7 = data.CAGR;
const _errs20 = errors;
if(!((typeof data7 == "number") && (isFinite(data7)))){
validate22.errors = [{instancePath:instancePath+"/CAGR",schemaPath:"#/allOf/1/properties/CAGR/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs20 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.SHARPE !== undefined){
let data8 = data.SHARPE;
const _errs22 = errors;
if(!((typeof data8 == "number") && (isFinite(data8)))){
validate22.errors = [{instancePath:instancePath+"/SHARPE",schemaPath:"#/allOf/1/properties/SHARPE/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs22 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.SORTINO !== undefined){
let data9 = data.SORTINO;
const _errs24 = errors;
if(!((typeof data9 == "number") && (isFinite(data9)))){
validate22.errors = [{instancePath:instancePath+"/SORTINO",schemaPath:"#/allOf/1/properties/SORTINO/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs24 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.MAX_DRAWDOWN !== undefined){
let data10 = data.MAX_DRAWDOWN;
const _errs26 = errors;
if(errors === _errs26){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 0 || isNaN(data10)){
validate22.errors = [{instancePath:instancePath+"/MAX_DRAWDOWN",schemaPath:"#/allOf/1/properties/MAX_DRAWDOWN/maximum",keyword:"maximum",params:{comparison: "<=", limit: 0},message:"must be <= 0"}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/MAX_DRAWDOWN",schemaPath:"#/allOf/1/properties/MAX_DRAWDOWN/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid3 = _errs26 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.DAILY_VALUE_AT_RISK !== undefined){
let data11 = data.DAILY_VALUE_AT_RISK;
const _errs28 = errors;
if(!((typeof data11 == "number") && (isFinite(data11)))){
validate22.errors = [{instancePath:instancePath+"/DAILY_VALUE_AT_RISK",schemaPath:"#/allOf/1/properties/DAILY_VALUE_AT_RISK/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
validate22.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
validate22.errors = vErrors;
return errors === 0;
}


function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.success === undefined) && (missing0 = "success")) || ((data.message === undefined) && (missing0 = "message"))) || ((data.length === undefined) && (missing0 = "length"))){
validate21.errors = [{instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.success !== undefined){
let data0 = data.success;
const _errs3 = errors;
if(typeof data0 !== "boolean"){
validate21.errors = [{instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(!(data0 === true)){
validate21.errors = [{instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/enum",keyword:"enum",params:{allowedValues: schema1.properties.success.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs3 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.message !== undefined){
const _errs5 = errors;
if(typeof data.message !== "string"){
validate21.errors = [{instancePath:instancePath+"/message",schemaPath:"schema:Envelope/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.length !== undefined){
let data2 = data.length;
const _errs7 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate21.errors = [{instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate21.errors = [{instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate21.errors = [{instancePath,schemaPath:"schema:Envelope/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs9 = errors;
if(errors === _errs9){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.data === undefined) && (missing1 = "data")){
validate21.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data.data !== undefined){
let data3 = data.data;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data3)){
var valid4 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs13 = errors;
if(!(validate22(data3[i0], {instancePath:instancePath+"/data/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
var valid4 = _errs13 === errors;
if(!valid4){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate21.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
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
const _errs0 = errors;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.TOKEN_ID === undefined) && (missing0 = "TOKEN_ID")) || ((data.TOKEN_NAME === undefined) && (missing0 = "TOKEN_NAME"))) || ((data.TOKEN_SYMBOL === undefined) && (missing0 = "TOKEN_SYMBOL"))){
validate25.errors = [{instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.TOKEN_ID !== undefined){
let data0 = data.TOKEN_ID;
const _errs3 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate25.errors = [{instancePath:instancePath+"/TOKEN_ID",schemaPath:"schema:TokenRef/properties/TOKEN_ID/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid2 = _errs3 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.TOKEN_NAME !== undefined){
const _errs5 = errors;
if(typeof data.TOKEN_NAME !== "string"){
validate25.errors = [{instancePath:instancePath+"/TOKEN_NAME",schemaPath:"schema:TokenRef/properties/TOKEN_NAME/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.TOKEN_SYMBOL !== undefined){
const _errs7 = errors;
if(typeof data.TOKEN_SYMBOL !== "string"){
validate25.errors = [{instancePath:instancePath+"/TOKEN_SYMBOL",schemaPath:"schema:TokenRef/properties/TOKEN_SYMBOL/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate25.errors = [{instancePath,schemaPath:"schema:TokenRef/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs9 = errors;
if(errors === _errs9){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((((((((((((data.DATE === undefined) && (missing1 = "DATE")) || ((data.DAYS === undefined) && (missing1 = "DAYS"))) || ((data.BETA === undefined) && (missing1 = "BETA"))) || ((data.ALPHA === undefined) && (missing1 = "ALPHA"))) || ((data.CORRELATION_TO_MARKET === undefined) && (missing1 = "CORRELATION_TO_MARKET"))) || ((data.SKEW === undefined) && (missing1 = "SKEW"))) || ((data.KURTOSIS === undefined) && (missing1 = "KURTOSIS"))) || ((data.TAIL_RATIO === undefined) && (missing1 = "TAIL_RATIO"))) || ((data.WIN_RATE === undefined) && (missing1 = "WIN_RATE"))) || ((data.PROFIT_FACTOR === undefined) && (missing1 = "PROFIT_FACTOR"))) || ((data.CALMAR === undefined) && (missing1 = "CALMAR"))){
validate25.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data.DATE !== undefined){
let data3 = data.DATE;
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data3 === "string"){
if(!(formats0.validate.test(data3))){
validate25.errors = [{instancePath:instancePath+"/DATE",schemaPath:"schema:Day/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/DATE",schemaPath:"schema:Day/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.DAYS !== undefined){
let data4 = data.DAYS;
const _errs14 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate25.errors = [{instancePath:instancePath+"/DAYS",schemaPath:"#/allOf/1/properties/DAYS/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.BETA !== undefined){
let data5 = data.BETA;
const _errs16 = errors;
if(!((typeof data5 == "number") && (isFinite(data5)))){
validate25.errors = [{instancePath:instancePath+"/BETA",schemaPath:"#/allOf/1/properties/BETA/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.ALPHA !== undefined){
let data6 = data.ALPHA;
const _errs18 = errors;
if(!((typeof data6 == "number") && (isFinite(data6)))){
validate25.errors = [{instancePath:instancePath+"/ALPHA",schemaPath:"#/allOf/1/properties/ALPHA/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.CORRELATION_TO_MARKET !== undefined){
let data7 = data.CORRELATION_TO_MARKET;
const _errs20 = errors;
if(!((typeof data7 == "number") && (isFinite(data7)))){
validate25.errors = [{instancePath:instancePath+"/CORRELATION_TO_MARKET",schemaPath:"#/allOf/1/properties/CORRELATION_TO_MARKET/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs20 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.SKEW !== undefined){
let data8 = data.SKEW;
const _errs22 = errors;
if(!((typeof data8 == "number") && (isFinite(data8)))){
validate25.errors = [{instancePath:instancePath+"/SKEW",schemaPath:"#/allOf/1/properties/SKEW/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs22 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.KURTOSIS !== undefined){
let data9 = data.KURTOSIS;
const _errs24 = errors;
if(!((typeof data9 == "number") && (isFinite(data9)))){
validate25.errors = [{instancePath:instancePath+"/KURTOSIS",schemaPath:"#/allOf/1/properties/KURTOSIS/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs24 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.TAIL_RATIO !== undefined){
let data10 = data.TAIL_RATIO;
const _errs26 = errors;
if(!((typeof data10 == "number") && (isFinite(data10)))){
validate25.errors = [{instancePath:instancePath+"/TAIL_RATIO",schemaPath:"#/allOf/1/properties/TAIL_RATIO/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs26 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.WIN_RATE !== undefined){
let data11 = data.WIN_RATE;
const _errs28 = errors;
if(!((typeof data11 == "number") && (isFinite(data11)))){
validate25.errors = [{instancePath:instancePath+"/WIN_RATE",schemaPath:"#/allOf/1/properties/WIN_RATE/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs28 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.PROFIT_FACTOR !== undefined){
let data12 = data.PROFIT_FACTOR;
const _errs30 = errors;
if(!((typeof data12 == "number") && (isFinite(data12)))){
validate25.errors = [{instancePath:instancePath+"/PROFIT_FACTOR",schemaPath:"#/allOf/1/properties/PROFIT_FACTOR/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs30 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.CALMAR !== undefined){
let data13 = data.CALMAR;
const _errs32 = errors;
if(!((typeof data13 == "number") && (isFinite(data13)))){
validate25.errors = [{instancePath:instancePath+"/CALMAR",schemaPath:"#/allOf/1/properties/CALMAR/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs32 === errors;
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
validate25.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
validate25.errors = vErrors;
return errors === 0;
}


function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.success === undefined) && (missing0 = "success")) || ((data.message === undefined) && (missing0 = "message"))) || ((data.length === undefined) && (missing0 = "length"))){
validate24.errors = [{instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.success !== undefined){
let data0 = data.success;
const _errs3 = errors;
if(typeof data0 !== "boolean"){
validate24.errors = [{instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(!(data0 === true)){
validate24.errors = [{instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/enum",keyword:"enum",params:{allowedValues: schema1.properties.success.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs3 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.message !== undefined){
const _errs5 = errors;
if(typeof data.message !== "string"){
validate24.errors = [{instancePath:instancePath+"/message",schemaPath:"schema:Envelope/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.length !== undefined){
let data2 = data.length;
const _errs7 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate24.errors = [{instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate24.errors = [{instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate24.errors = [{instancePath,schemaPath:"schema:Envelope/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs9 = errors;
if(errors === _errs9){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.data === undefined) && (missing1 = "data")){
validate24.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data.data !== undefined){
let data3 = data.data;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data3)){
var valid4 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs13 = errors;
if(!(validate25(data3[i0], {instancePath:instancePath+"/data/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
var valid4 = _errs13 === errors;
if(!valid4){
break;
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate24.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.level === undefined) && (missing0 = "level")) || ((data.date === undefined) && (missing0 = "date"))) || ((data.touches === undefined) && (missing0 = "touches"))) || ((data.type === undefined) && (missing0 = "type"))){
validate29.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.level !== undefined){
let data0 = data.level;
const _errs1 = errors;
if(!((typeof data0 == "number") && (isFinite(data0)))){
validate29.errors = [{instancePath:instancePath+"/level",schemaPath:"#/properties/level/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.date !== undefined){
let data1 = data.date;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.validate.test(data1))){
validate29.errors = [{instancePath:instancePath+"/date",schemaPath:"schema:Day/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate29.errors = [{instancePath:instancePath+"/date",schemaPath:"schema:Day/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.touches !== undefined){
let data2 = data.touches;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate29.errors = [{instancePath:instancePath+"/touches",schemaPath:"#/properties/touches/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 2 || isNaN(data2)){
validate29.errors = [{instancePath:instancePath+"/touches",schemaPath:"#/properties/touches/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},message:"must be >= 2"}];
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
if(data.type !== undefined){
let data3 = data.type;
const _errs8 = errors;
if(typeof data3 !== "string"){
validate29.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data3 === "resistance") || (data3 === "support"))){
validate29.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema51.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs8 === errors;
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
validate29.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate29.errors = vErrors;
return errors === 0;
}


function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.TOKEN_ID === undefined) && (missing0 = "TOKEN_ID")) || ((data.TOKEN_NAME === undefined) && (missing0 = "TOKEN_NAME"))) || ((data.TOKEN_SYMBOL === undefined) && (missing0 = "TOKEN_SYMBOL"))){
validate28.errors = [{instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.TOKEN_ID !== undefined){
let data0 = data.TOKEN_ID;
const _errs3 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate28.errors = [{instancePath:instancePath+"/TOKEN_ID",schemaPath:"schema:TokenRef/properties/TOKEN_ID/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid2 = _errs3 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.TOKEN_NAME !== undefined){
const _errs5 = errors;
if(typeof data.TOKEN_NAME !== "string"){
validate28.errors = [{instancePath:instancePath+"/TOKEN_NAME",schemaPath:"schema:TokenRef/properties/TOKEN_NAME/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.TOKEN_SYMBOL !== undefined){
const _errs7 = errors;
if(typeof data.TOKEN_SYMBOL !== "string"){
validate28.errors = [{instancePath:instancePath+"/TOKEN_SYMBOL",schemaPath:"schema:TokenRef/properties/TOKEN_SYMBOL/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate28.errors = [{instancePath,schemaPath:"schema:TokenRef/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs9 = errors;
if(errors === _errs9){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((((data.DATE === undefined) && (missing1 = "DATE")) || ((data.CLOSE === undefined) && (missing1 = "CLOSE"))) || ((data.HISTORICAL_RESISTANCE_SUPPORT_LEVELS === undefined) && (missing1 = "HISTORICAL_RESISTANCE_SUPPORT_LEVELS"))){
validate28.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data.DATE !== undefined){
let data3 = data.DATE;
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data3 === "string"){
if(!(formats0.validate.test(data3))){
validate28.errors = [{instancePath:instancePath+"/DATE",schemaPath:"schema:Day/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate28.errors = [{instancePath:instancePath+"/DATE",schemaPath:"schema:Day/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.CLOSE !== undefined){
let data4 = data.CLOSE;
const _errs14 = errors;
if(!((typeof data4 == "number") && (isFinite(data4)))){
validate28.errors = [{instancePath:instancePath+"/CLOSE",schemaPath:"#/allOf/1/properties/CLOSE/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.HISTORICAL_RESISTANCE_SUPPORT_LEVELS !== undefined){
let data5 = data.HISTORICAL_RESISTANCE_SUPPORT_LEVELS;
const _errs16 = errors;
if(errors === _errs16){
if(Array.isArray(data5)){
var valid5 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
const _errs18 = errors;
if(!(validate29(data5[i0], {instancePath:instancePath+"/HISTORICAL_RESISTANCE_SUPPORT_LEVELS/" + i0,parentData:data5,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
var valid5 = _errs18 === errors;
if(!valid5){
break;
}
}
}
else {
validate28.errors = [{instancePath:instancePath+"/HISTORICAL_RESISTANCE_SUPPORT_LEVELS",schemaPath:"#/allOf/1/properties/HISTORICAL_RESISTANCE_SUPPORT_LEVELS/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate28.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
validate28.errors = vErrors;
return errors === 0;
}


function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.success === undefined) && (missing0 = "success")) || ((data.message === undefined) && (missing0 = "message"))) || ((data.length === undefined) && (missing0 = "length"))){
validate27.errors = [{instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.success !== undefined){
let data0 = data.success;
const _errs3 = errors;
if(typeof data0 !== "boolean"){
validate27.errors = [{instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(!(data0 === true)){
validate27.errors = [{instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/enum",keyword:"enum",params:{allowedValues: schema1.properties.success.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs3 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.message !== undefined){
const _errs5 = errors;
if(typeof data.message !== "string"){
validate27.errors = [{instancePath:instancePath+"/message",schemaPath:"schema:Envelope/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.length !== undefined){
let data2 = data.length;
const _errs7 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate27.errors = [{instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate27.errors = [{instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate27.errors = [{instancePath,schemaPath:"schema:Envelope/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs9 = errors;
if(errors === _errs9){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.data === undefined) && (missing1 = "data")){
validate27.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data.data !== undefined){
let data3 = data.data;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data3)){
var valid4 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs13 = errors;
if(!(validate28(data3[i0], {instancePath:instancePath+"/data/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
var valid4 = _errs13 === errors;
if(!valid4){
break;
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate27.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
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
const _errs0 = errors;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.TOKEN_ID === undefined) && (missing0 = "TOKEN_ID")) || ((data.TOKEN_NAME === undefined) && (missing0 = "TOKEN_NAME"))) || ((data.TOKEN_SYMBOL === undefined) && (missing0 = "TOKEN_SYMBOL"))){
validate33.errors = [{instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.TOKEN_ID !== undefined){
let data0 = data.TOKEN_ID;
const _errs3 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate33.errors = [{instancePath:instancePath+"/TOKEN_ID",schemaPath:"schema:TokenRef/properties/TOKEN_ID/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid2 = _errs3 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.TOKEN_NAME !== undefined){
const _errs5 = errors;
if(typeof data.TOKEN_NAME !== "string"){
validate33.errors = [{instancePath:instancePath+"/TOKEN_NAME",schemaPath:"schema:TokenRef/properties/TOKEN_NAME/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.TOKEN_SYMBOL !== undefined){
const _errs7 = errors;
if(typeof data.TOKEN_SYMBOL !== "string"){
validate33.errors = [{instancePath:instancePath+"/TOKEN_SYMBOL",schemaPath:"schema:TokenRef/properties/TOKEN_SYMBOL/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate33.errors = [{instancePath,schemaPath:"schema:TokenRef/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs9 = errors;
if(errors === _errs9){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((((((data.DATE === undefined) && (missing1 = "DATE")) || ((data.CLOSE === undefined) && (missing1 = "CLOSE"))) || ((data.DAILY_DRIFT === undefined) && (missing1 = "DAILY_DRIFT"))) || ((data.DAILY_VOLATILITY === undefined) && (missing1 = "DAILY_VOLATILITY"))) || ((data.SCENARIO_PREDICTION === undefined) && (missing1 = "SCENARIO_PREDICTION"))){
validate33.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data.DATE !== undefined){
let data3 = data.DATE;
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data3 === "string"){
if(!(formats0.validate.test(data3))){
validate33.errors = [{instancePath:instancePath+"/DATE",schemaPath:"schema:Day/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate33.errors = [{instancePath:instancePath+"/DATE",schemaPath:"schema:Day/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.CLOSE !== undefined){
let data4 = data.CLOSE;
const _errs14 = errors;
if(!((typeof data4 == "number") && (isFinite(data4)))){
validate33.errors = [{instancePath:instancePath+"/CLOSE",schemaPath:"#/allOf/1/properties/CLOSE/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.DAILY_DRIFT !== undefined){
let data5 = data.DAILY_DRIFT;
const _errs16 = errors;
if(!((typeof data5 == "number") && (isFinite(data5)))){
validate33.errors = [{instancePath:instancePath+"/DAILY_DRIFT",schemaPath:"#/allOf/1/properties/DAILY_DRIFT/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.DAILY_VOLATILITY !== undefined){
let data6 = data.DAILY_VOLATILITY;
const _errs18 = errors;
if(!((typeof data6 == "number") && (isFinite(data6)))){
validate33.errors = [{instancePath:instancePath+"/DAILY_VOLATILITY",schemaPath:"#/allOf/1/properties/DAILY_VOLATILITY/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.SCENARIO_PREDICTION !== undefined){
let data7 = data.SCENARIO_PREDICTION;
const _errs20 = errors;
if(errors === _errs20){
if(Array.isArray(data7)){
var valid5 = true;
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
const _errs22 = errors;
const _errs23 = errors;
if(errors === _errs23){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing2;
if(((((data8.horizon_days === undefined) && (missing2 = "horizon_days")) || ((data8.bear === undefined) && (missing2 = "bear"))) || ((data8.base === undefined) && (missing2 = "base"))) || ((data8.bull === undefined) && (missing2 = "bull"))){
validate33.errors = [{instancePath:instancePath+"/SCENARIO_PREDICTION/" + i0,schemaPath:"schema:Scenario/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data8.horizon_days !== undefined){
let data9 = data8.horizon_days;
const _errs25 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate33.errors = [{instancePath:instancePath+"/SCENARIO_PREDICTION/" + i0+"/horizon_days",schemaPath:"schema:Scenario/properties/horizon_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid7 = _errs25 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data8.bear !== undefined){
let data10 = data8.bear;
const _errs27 = errors;
if(!((typeof data10 == "number") && (isFinite(data10)))){
validate33.errors = [{instancePath:instancePath+"/SCENARIO_PREDICTION/" + i0+"/bear",schemaPath:"schema:Scenario/properties/bear/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid7 = _errs27 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data8.base !== undefined){
let data11 = data8.base;
const _errs29 = errors;
if(!((typeof data11 == "number") && (isFinite(data11)))){
validate33.errors = [{instancePath:instancePath+"/SCENARIO_PREDICTION/" + i0+"/base",schemaPath:"schema:Scenario/properties/base/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid7 = _errs29 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data8.bull !== undefined){
let data12 = data8.bull;
const _errs31 = errors;
if(!((typeof data12 == "number") && (isFinite(data12)))){
validate33.errors = [{instancePath:instancePath+"/SCENARIO_PREDICTION/" + i0+"/bull",schemaPath:"schema:Scenario/properties/bull/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid7 = _errs31 === errors;
}
else {
var valid7 = true;
}
}
}
}
}
}
else {
validate33.errors = [{instancePath:instancePath+"/SCENARIO_PREDICTION/" + i0,schemaPath:"schema:Scenario/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs22 === errors;
if(!valid5){
break;
}
}
}
else {
validate33.errors = [{instancePath:instancePath+"/SCENARIO_PREDICTION",schemaPath:"#/allOf/1/properties/SCENARIO_PREDICTION/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs20 === errors;
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
validate33.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
validate33.errors = vErrors;
return errors === 0;
}


function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.success === undefined) && (missing0 = "success")) || ((data.message === undefined) && (missing0 = "message"))) || ((data.length === undefined) && (missing0 = "length"))){
validate32.errors = [{instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.success !== undefined){
let data0 = data.success;
const _errs3 = errors;
if(typeof data0 !== "boolean"){
validate32.errors = [{instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(!(data0 === true)){
validate32.errors = [{instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/enum",keyword:"enum",params:{allowedValues: schema1.properties.success.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs3 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.message !== undefined){
const _errs5 = errors;
if(typeof data.message !== "string"){
validate32.errors = [{instancePath:instancePath+"/message",schemaPath:"schema:Envelope/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.length !== undefined){
let data2 = data.length;
const _errs7 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate32.errors = [{instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate32.errors = [{instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate32.errors = [{instancePath,schemaPath:"schema:Envelope/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs9 = errors;
if(errors === _errs9){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.data === undefined) && (missing1 = "data")){
validate32.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data.data !== undefined){
let data3 = data.data;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data3)){
var valid4 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs13 = errors;
if(!(validate33(data3[i0], {instancePath:instancePath+"/data/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
var valid4 = _errs13 === errors;
if(!valid4){
break;
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate32.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
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
const _errs0 = errors;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.TOKEN_ID === undefined) && (missing0 = "TOKEN_ID")) || ((data.TOKEN_NAME === undefined) && (missing0 = "TOKEN_NAME"))) || ((data.TOKEN_SYMBOL === undefined) && (missing0 = "TOKEN_SYMBOL"))){
validate36.errors = [{instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.TOKEN_ID !== undefined){
let data0 = data.TOKEN_ID;
const _errs3 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate36.errors = [{instancePath:instancePath+"/TOKEN_ID",schemaPath:"schema:TokenRef/properties/TOKEN_ID/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid2 = _errs3 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.TOKEN_NAME !== undefined){
const _errs5 = errors;
if(typeof data.TOKEN_NAME !== "string"){
validate36.errors = [{instancePath:instancePath+"/TOKEN_NAME",schemaPath:"schema:TokenRef/properties/TOKEN_NAME/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.TOKEN_SYMBOL !== undefined){
const _errs7 = errors;
if(typeof data.TOKEN_SYMBOL !== "string"){
validate36.errors = [{instancePath:instancePath+"/TOKEN_SYMBOL",schemaPath:"schema:TokenRef/properties/TOKEN_SYMBOL/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate36.errors = [{instancePath,schemaPath:"schema:TokenRef/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs9 = errors;
if(errors === _errs9){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((((((data.DATE === undefined) && (missing1 = "DATE")) || ((data.NEWS_SENTIMENT_GRADE === undefined) && (missing1 = "NEWS_SENTIMENT_GRADE"))) || ((data.SOCIAL_SENTIMENT_GRADE === undefined) && (missing1 = "SOCIAL_SENTIMENT_GRADE"))) || ((data.SENTIMENT_GRADE === undefined) && (missing1 = "SENTIMENT_GRADE"))) || ((data.SENTIMENT_LABEL === undefined) && (missing1 = "SENTIMENT_LABEL"))){
validate36.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data.DATE !== undefined){
let data3 = data.DATE;
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data3 === "string"){
if(!(formats0.validate.test(data3))){
validate36.errors = [{instancePath:instancePath+"/DATE",schemaPath:"schema:Day/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate36.errors = [{instancePath:instancePath+"/DATE",schemaPath:"schema:Day/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.NEWS_SENTIMENT_GRADE !== undefined){
let data4 = data.NEWS_SENTIMENT_GRADE;
const _errs14 = errors;
if(errors === _errs14){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 100 || isNaN(data4)){
validate36.errors = [{instancePath:instancePath+"/NEWS_SENTIMENT_GRADE",schemaPath:"#/allOf/1/properties/NEWS_SENTIMENT_GRADE/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data4 < 0 || isNaN(data4)){
validate36.errors = [{instancePath:instancePath+"/NEWS_SENTIMENT_GRADE",schemaPath:"#/allOf/1/properties/NEWS_SENTIMENT_GRADE/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
else {
validate36.errors = [{instancePath:instancePath+"/NEWS_SENTIMENT_GRADE",schemaPath:"#/allOf/1/properties/NEWS_SENTIMENT_GRADE/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.SOCIAL_SENTIMENT_GRADE !== undefined){
let data5 = data.SOCIAL_SENTIMENT_GRADE;
const _errs16 = errors;
if(errors === _errs16){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 100 || isNaN(data5)){
validate36.errors = [{instancePath:instancePath+"/SOCIAL_SENTIMENT_GRADE",schemaPath:"#/allOf/1/properties/SOCIAL_SENTIMENT_GRADE/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data5 < 0 || isNaN(data5)){
validate36.errors = [{instancePath:instancePath+"/SOCIAL_SENTIMENT_GRADE",schemaPath:"#/allOf/1/properties/SOCIAL_SENTIMENT_GRADE/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
else {
validate36.errors = [{instancePath:instancePath+"/SOCIAL_SENTIMENT_GRADE",schemaPath:"#/allOf/1/properties/SOCIAL_SENTIMENT_GRADE/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.SENTIMENT_GRADE !== undefined){
let data6 = data.SENTIMENT_GRADE;
const _errs18 = errors;
if(errors === _errs18){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 100 || isNaN(data6)){
validate36.errors = [{instancePath:instancePath+"/SENTIMENT_GRADE",schemaPath:"#/allOf/1/properties/SENTIMENT_GRADE/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data6 < 0 || isNaN(data6)){
validate36.errors = [{instancePath:instancePath+"/SENTIMENT_GRADE",schemaPath:"#/allOf/1/properties/SENTIMENT_GRADE/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
else {
validate36.errors = [{instancePath:instancePath+"/SENTIMENT_GRADE",schemaPath:"#/allOf/1/properties/SENTIMENT_GRADE/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.SENTIMENT_LABEL !== undefined){
let data7 = data.SENTIMENT_LABEL;
const _errs20 = errors;
if(typeof data7 !== "string"){
validate36.errors = [{instancePath:instancePath+"/SENTIMENT_LABEL",schemaPath:"#/allOf/1/properties/SENTIMENT_LABEL/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data7 === "very negative") || (data7 === "negative")) || (data7 === "neutral")) || (data7 === "positive")) || (data7 === "very positive"))){
validate36.errors = [{instancePath:instancePath+"/SENTIMENT_LABEL",schemaPath:"#/allOf/1/properties/SENTIMENT_LABEL/enum",keyword:"enum",params:{allowedValues: schema61.allOf[1].properties.SENTIMENT_LABEL.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs20 === errors;
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
validate36.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
validate36.errors = vErrors;
return errors === 0;
}


function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.success === undefined) && (missing0 = "success")) || ((data.message === undefined) && (missing0 = "message"))) || ((data.length === undefined) && (missing0 = "length"))){
validate35.errors = [{instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.success !== undefined){
let data0 = data.success;
const _errs3 = errors;
if(typeof data0 !== "boolean"){
validate35.errors = [{instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(!(data0 === true)){
validate35.errors = [{instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/enum",keyword:"enum",params:{allowedValues: schema1.properties.success.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs3 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.message !== undefined){
const _errs5 = errors;
if(typeof data.message !== "string"){
validate35.errors = [{instancePath:instancePath+"/message",schemaPath:"schema:Envelope/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.length !== undefined){
let data2 = data.length;
const _errs7 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate35.errors = [{instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate35.errors = [{instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate35.errors = [{instancePath,schemaPath:"schema:Envelope/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs9 = errors;
if(errors === _errs9){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.data === undefined) && (missing1 = "data")){
validate35.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data.data !== undefined){
let data3 = data.data;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data3)){
var valid4 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs13 = errors;
if(!(validate36(data3[i0], {instancePath:instancePath+"/data/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var valid4 = _errs13 === errors;
if(!valid4){
break;
}
}
}
else {
validate35.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate35.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
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
const _errs0 = errors;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.TOKEN_ID === undefined) && (missing0 = "TOKEN_ID")) || ((data.TOKEN_NAME === undefined) && (missing0 = "TOKEN_NAME"))) || ((data.TOKEN_SYMBOL === undefined) && (missing0 = "TOKEN_SYMBOL"))){
validate39.errors = [{instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.TOKEN_ID !== undefined){
let data0 = data.TOKEN_ID;
const _errs3 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate39.errors = [{instancePath:instancePath+"/TOKEN_ID",schemaPath:"schema:TokenRef/properties/TOKEN_ID/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid2 = _errs3 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.TOKEN_NAME !== undefined){
const _errs5 = errors;
if(typeof data.TOKEN_NAME !== "string"){
validate39.errors = [{instancePath:instancePath+"/TOKEN_NAME",schemaPath:"schema:TokenRef/properties/TOKEN_NAME/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.TOKEN_SYMBOL !== undefined){
const _errs7 = errors;
if(typeof data.TOKEN_SYMBOL !== "string"){
validate39.errors = [{instancePath:instancePath+"/TOKEN_SYMBOL",schemaPath:"schema:TokenRef/properties/TOKEN_SYMBOL/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate39.errors = [{instancePath,schemaPath:"schema:TokenRef/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs9 = errors;
if(errors === _errs9){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.CATEGORY_LIST === undefined) && (missing1 = "CATEGORY_LIST")) || ((data.EXCHANGE_LIST === undefined) && (missing1 = "EXCHANGE_LIST"))){
validate39.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data.CATEGORY_LIST !== undefined){
let data3 = data.CATEGORY_LIST;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data3)){
var valid4 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs13 = errors;
if(typeof data3[i0] !== "string"){
validate39.errors = [{instancePath:instancePath+"/CATEGORY_LIST/" + i0,schemaPath:"#/allOf/1/properties/CATEGORY_LIST/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs13 === errors;
if(!valid4){
break;
}
}
}
else {
validate39.errors = [{instancePath:instancePath+"/CATEGORY_LIST",schemaPath:"#/allOf/1/properties/CATEGORY_LIST/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs11 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.EXCHANGE_LIST !== undefined){
let data5 = data.EXCHANGE_LIST;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data5)){
var valid5 = true;
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
const _errs17 = errors;
if(typeof data5[i1] !== "string"){
validate39.errors = [{instancePath:instancePath+"/EXCHANGE_LIST/" + i1,schemaPath:"#/allOf/1/properties/EXCHANGE_LIST/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs17 === errors;
if(!valid5){
break;
}
}
}
else {
validate39.errors = [{instancePath:instancePath+"/EXCHANGE_LIST",schemaPath:"#/allOf/1/properties/EXCHANGE_LIST/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs15 === errors;
}
else {
var valid3 = true;
}
}
}
}
else {
validate39.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
validate39.errors = vErrors;
return errors === 0;
}


function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.success === undefined) && (missing0 = "success")) || ((data.message === undefined) && (missing0 = "message"))) || ((data.length === undefined) && (missing0 = "length"))){
validate38.errors = [{instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.success !== undefined){
let data0 = data.success;
const _errs3 = errors;
if(typeof data0 !== "boolean"){
validate38.errors = [{instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(!(data0 === true)){
validate38.errors = [{instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/enum",keyword:"enum",params:{allowedValues: schema1.properties.success.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs3 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.message !== undefined){
const _errs5 = errors;
if(typeof data.message !== "string"){
validate38.errors = [{instancePath:instancePath+"/message",schemaPath:"schema:Envelope/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.length !== undefined){
let data2 = data.length;
const _errs7 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate38.errors = [{instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate38.errors = [{instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate38.errors = [{instancePath,schemaPath:"schema:Envelope/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs9 = errors;
if(errors === _errs9){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.data === undefined) && (missing1 = "data")){
validate38.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data.data !== undefined){
let data3 = data.data;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data3)){
var valid4 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs13 = errors;
if(!(validate39(data3[i0], {instancePath:instancePath+"/data/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
errors = vErrors.length;
}
var valid4 = _errs13 === errors;
if(!valid4){
break;
}
}
}
else {
validate38.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate38.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
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
const _errs0 = errors;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.TOKEN_ID === undefined) && (missing0 = "TOKEN_ID")) || ((data.TOKEN_NAME === undefined) && (missing0 = "TOKEN_NAME"))) || ((data.TOKEN_SYMBOL === undefined) && (missing0 = "TOKEN_SYMBOL"))){
validate42.errors = [{instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.TOKEN_ID !== undefined){
let data0 = data.TOKEN_ID;
const _errs3 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate42.errors = [{instancePath:instancePath+"/TOKEN_ID",schemaPath:"schema:TokenRef/properties/TOKEN_ID/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid2 = _errs3 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.TOKEN_NAME !== undefined){
const _errs5 = errors;
if(typeof data.TOKEN_NAME !== "string"){
validate42.errors = [{instancePath:instancePath+"/TOKEN_NAME",schemaPath:"schema:TokenRef/properties/TOKEN_NAME/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.TOKEN_SYMBOL !== undefined){
const _errs7 = errors;
if(typeof data.TOKEN_SYMBOL !== "string"){
validate42.errors = [{instancePath:instancePath+"/TOKEN_SYMBOL",schemaPath:"schema:TokenRef/properties/TOKEN_SYMBOL/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate42.errors = [{instancePath,schemaPath:"schema:TokenRef/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs9 = errors;
if(errors === _errs9){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((((((data.DATE === undefined) && (missing1 = "DATE")) || ((data.TA_GRADE === undefined) && (missing1 = "TA_GRADE"))) || ((data.QUANT_GRADE === undefined) && (missing1 = "QUANT_GRADE"))) || ((data.TM_TRADER_GRADE === undefined) && (missing1 = "TM_TRADER_GRADE"))) || ((data.TM_TRADER_GRADE_24H_PCT_CHANGE === undefined) && (missing1 = "TM_TRADER_GRADE_24H_PCT_CHANGE"))){
validate42.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data.DATE !== undefined){
let data3 = data.DATE;
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data3 === "string"){
if(!(formats0.validate.test(data3))){
validate42.errors = [{instancePath:instancePath+"/DATE",schemaPath:"schema:Day/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate42.errors = [{instancePath:instancePath+"/DATE",schemaPath:"schema:Day/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.TA_GRADE !== undefined){
let data4 = data.TA_GRADE;
const _errs14 = errors;
if((!((typeof data4 == "number") && (isFinite(data4)))) && (data4 !== null)){
validate42.errors = [{instancePath:instancePath+"/TA_GRADE",schemaPath:"schema:NullableNumber/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.QUANT_GRADE !== undefined){
let data5 = data.QUANT_GRADE;
const _errs18 = errors;
if((!((typeof data5 == "number") && (isFinite(data5)))) && (data5 !== null)){
validate42.errors = [{instancePath:instancePath+"/QUANT_GRADE",schemaPath:"schema:NullableNumber/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.TM_TRADER_GRADE !== undefined){
let data6 = data.TM_TRADER_GRADE;
const _errs22 = errors;
if((!((typeof data6 == "number") && (isFinite(data6)))) && (data6 !== null)){
validate42.errors = [{instancePath:instancePath+"/TM_TRADER_GRADE",schemaPath:"schema:NullableNumber/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs22 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.TM_TRADER_GRADE_24H_PCT_CHANGE !== undefined){
let data7 = data.TM_TRADER_GRADE_24H_PCT_CHANGE;
const _errs26 = errors;
if((!((typeof data7 == "number") && (isFinite(data7)))) && (data7 !== null)){
validate42.errors = [{instancePath:instancePath+"/TM_TRADER_GRADE_24H_PCT_CHANGE",schemaPath:"schema:NullableNumber/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
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
else {
validate42.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
validate42.errors = vErrors;
return errors === 0;
}


function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.success === undefined) && (missing0 = "success")) || ((data.message === undefined) && (missing0 = "message"))) || ((data.length === undefined) && (missing0 = "length"))){
validate41.errors = [{instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.success !== undefined){
let data0 = data.success;
const _errs3 = errors;
if(typeof data0 !== "boolean"){
validate41.errors = [{instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(!(data0 === true)){
validate41.errors = [{instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/enum",keyword:"enum",params:{allowedValues: schema1.properties.success.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs3 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.message !== undefined){
const _errs5 = errors;
if(typeof data.message !== "string"){
validate41.errors = [{instancePath:instancePath+"/message",schemaPath:"schema:Envelope/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.length !== undefined){
let data2 = data.length;
const _errs7 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate41.errors = [{instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate41.errors = [{instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate41.errors = [{instancePath,schemaPath:"schema:Envelope/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs9 = errors;
if(errors === _errs9){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.data === undefined) && (missing1 = "data")){
validate41.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data.data !== undefined){
let data3 = data.data;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data3)){
var valid4 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs13 = errors;
if(!(validate42(data3[i0], {instancePath:instancePath+"/data/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
var valid4 = _errs13 === errors;
if(!valid4){
break;
}
}
}
else {
validate41.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate41.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
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
const _errs0 = errors;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.TOKEN_ID === undefined) && (missing0 = "TOKEN_ID")) || ((data.TOKEN_NAME === undefined) && (missing0 = "TOKEN_NAME"))) || ((data.TOKEN_SYMBOL === undefined) && (missing0 = "TOKEN_SYMBOL"))){
validate45.errors = [{instancePath,schemaPath:"schema:TokenRef/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.TOKEN_ID !== undefined){
let data0 = data.TOKEN_ID;
const _errs3 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate45.errors = [{instancePath:instancePath+"/TOKEN_ID",schemaPath:"schema:TokenRef/properties/TOKEN_ID/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid2 = _errs3 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.TOKEN_NAME !== undefined){
const _errs5 = errors;
if(typeof data.TOKEN_NAME !== "string"){
validate45.errors = [{instancePath:instancePath+"/TOKEN_NAME",schemaPath:"schema:TokenRef/properties/TOKEN_NAME/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.TOKEN_SYMBOL !== undefined){
const _errs7 = errors;
if(typeof data.TOKEN_SYMBOL !== "string"){
validate45.errors = [{instancePath:instancePath+"/TOKEN_SYMBOL",schemaPath:"schema:TokenRef/properties/TOKEN_SYMBOL/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate45.errors = [{instancePath,schemaPath:"schema:TokenRef/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs9 = errors;
if(errors === _errs9){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((((((((((data.DATE === undefined) && (missing1 = "DATE")) || ((data.CLOSE === undefined) && (missing1 = "CLOSE"))) || ((data.SMA_20 === undefined) && (missing1 = "SMA_20"))) || ((data.SMA_50 === undefined) && (missing1 = "SMA_50"))) || ((data.MOMENTUM_14 === undefined) && (missing1 = "MOMENTUM_14"))) || ((data.RSI_14 === undefined) && (missing1 = "RSI_14"))) || ((data.TOKEN_TREND === undefined) && (missing1 = "TOKEN_TREND"))) || ((data.TRADING_SIGNAL === undefined) && (missing1 = "TRADING_SIGNAL"))) || ((data.TRADING_SIGNALS_RETURNS === undefined) && (missing1 = "TRADING_SIGNALS_RETURNS"))) || ((data.HOLDING_RETURNS === undefined) && (missing1 = "HOLDING_RETURNS"))){
validate45.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data.DATE !== undefined){
let data3 = data.DATE;
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data3 === "string"){
if(!(formats0.validate.test(data3))){
validate45.errors = [{instancePath:instancePath+"/DATE",schemaPath:"schema:Day/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate45.errors = [{instancePath:instancePath+"/DATE",schemaPath:"schema:Day/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.CLOSE !== undefined){
let data4 = data.CLOSE;
const _errs14 = errors;
if(!((typeof data4 == "number") && (isFinite(data4)))){
validate45.errors = [{instancePath:instancePath+"/CLOSE",schemaPath:"#/allOf/1/properties/CLOSE/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.SMA_20 !== undefined){
let data5 = data.SMA_20;
const _errs16 = errors;
if(!((typeof data5 == "number") && (isFinite(data5)))){
validate45.errors = [{instancePath:instancePath+"/SMA_20",schemaPath:"#/allOf/1/properties/SMA_20/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.SMA_50 !== undefined){
let data6 = data.SMA_50;
const _errs18 = errors;
if(!((typeof data6 == "number") && (isFinite(data6)))){
validate45.errors = [{instancePath:instancePath+"/SMA_50",schemaPath:"#/allOf/1/properties/SMA_50/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.MOMENTUM_14 !== undefined){
let data7 = data.MOMENTUM_14;
const _errs20 = errors;
if(!((typeof data7 == "number") && (isFinite(data7)))){
validate45.errors = [{instancePath:instancePath+"/MOMENTUM_14",schemaPath:"#/allOf/1/properties/MOMENTUM_14/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs20 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.RSI_14 !== undefined){
let data8 = data.RSI_14;
const _errs22 = errors;
if(!((typeof data8 == "number") && (isFinite(data8)))){
validate45.errors = [{instancePath:instancePath+"/RSI_14",schemaPath:"#/allOf/1/properties/RSI_14/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs22 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.TOKEN_TREND !== undefined){
let data9 = data.TOKEN_TREND;
const _errs24 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate45.errors = [{instancePath:instancePath+"/TOKEN_TREND",schemaPath:"#/allOf/1/properties/TOKEN_TREND/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(!(((data9 === -1) || (data9 === 0)) || (data9 === 1))){
validate45.errors = [{instancePath:instancePath+"/TOKEN_TREND",schemaPath:"#/allOf/1/properties/TOKEN_TREND/enum",keyword:"enum",params:{allowedValues: schema79.allOf[1].properties.TOKEN_TREND.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs24 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.TRADING_SIGNAL !== undefined){
let data10 = data.TRADING_SIGNAL;
const _errs26 = errors;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
validate45.errors = [{instancePath:instancePath+"/TRADING_SIGNAL",schemaPath:"#/allOf/1/properties/TRADING_SIGNAL/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(!(((data10 === -1) || (data10 === 0)) || (data10 === 1))){
validate45.errors = [{instancePath:instancePath+"/TRADING_SIGNAL",schemaPath:"#/allOf/1/properties/TRADING_SIGNAL/enum",keyword:"enum",params:{allowedValues: schema79.allOf[1].properties.TRADING_SIGNAL.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs26 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.TRADING_SIGNALS_RETURNS !== undefined){
let data11 = data.TRADING_SIGNALS_RETURNS;
const _errs28 = errors;
if(!((typeof data11 == "number") && (isFinite(data11)))){
validate45.errors = [{instancePath:instancePath+"/TRADING_SIGNALS_RETURNS",schemaPath:"#/allOf/1/properties/TRADING_SIGNALS_RETURNS/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs28 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.HOLDING_RETURNS !== undefined){
let data12 = data.HOLDING_RETURNS;
const _errs30 = errors;
if(!((typeof data12 == "number") && (isFinite(data12)))){
validate45.errors = [{instancePath:instancePath+"/HOLDING_RETURNS",schemaPath:"#/allOf/1/properties/HOLDING_RETURNS/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs30 === errors;
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
else {
validate45.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
validate45.errors = vErrors;
return errors === 0;
}


function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.success === undefined) && (missing0 = "success")) || ((data.message === undefined) && (missing0 = "message"))) || ((data.length === undefined) && (missing0 = "length"))){
validate44.errors = [{instancePath,schemaPath:"schema:Envelope/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.success !== undefined){
let data0 = data.success;
const _errs3 = errors;
if(typeof data0 !== "boolean"){
validate44.errors = [{instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(!(data0 === true)){
validate44.errors = [{instancePath:instancePath+"/success",schemaPath:"schema:Envelope/properties/success/enum",keyword:"enum",params:{allowedValues: schema1.properties.success.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs3 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.message !== undefined){
const _errs5 = errors;
if(typeof data.message !== "string"){
validate44.errors = [{instancePath:instancePath+"/message",schemaPath:"schema:Envelope/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.length !== undefined){
let data2 = data.length;
const _errs7 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate44.errors = [{instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate44.errors = [{instancePath:instancePath+"/length",schemaPath:"schema:Envelope/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate44.errors = [{instancePath,schemaPath:"schema:Envelope/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs9 = errors;
if(errors === _errs9){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.data === undefined) && (missing1 = "data")){
validate44.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data.data !== undefined){
let data3 = data.data;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data3)){
var valid4 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs13 = errors;
if(!(validate45(data3[i0], {instancePath:instancePath+"/data/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
var valid4 = _errs13 === errors;
if(!valid4){
break;
}
}
}
else {
validate44.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate44.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
validate44.errors = vErrors;
return errors === 0;
}
