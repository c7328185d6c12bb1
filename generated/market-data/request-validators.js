// generated from specs/market-data.yaml — do not edit; run `make generate`
"use strict";
exports.req_0 = validate0;
const schema0 = {"type":"object","properties":{"query":{"type":"object","properties":{"tokens":{"type":"string","pattern":"^[0-9]{1,9}(,[0-9]{1,9})*$","maxLength":1000},"limit":{"type":"integer","minimum":1,"maximum":1000,"default":50,"safeInteger":true}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};
const func0 = require("ajv/dist/runtime/ucs2length").default;
const pattern0 = new RegExp("^[0-9]{1,9}(,[0-9]{1,9})*$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.limit === undefined){
data0.limit = 50;
}
if(data0.tokens !== undefined){
let data1 = data0.tokens;
if(typeof data1 === "string"){
if(func0(data1) > 1000){
const err0 = {instancePath:instancePath+"/query/tokens",schemaPath:"#/properties/query/properties/tokens/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!pattern0.test(data1)){
const err1 = {instancePath:instancePath+"/query/tokens",schemaPath:"#/properties/query/properties/tokens/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,9}(,[0-9]{1,9})*$"},message:"must match pattern \""+"^[0-9]{1,9}(,[0-9]{1,9})*$"+"\""};
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
const err2 = {instancePath:instancePath+"/query/tokens",schemaPath:"#/properties/query/properties/tokens/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data2 > 1000 || isNaN(data2)){
const err4 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
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
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
const err8 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.params !== undefined){
let data4 = data.params;
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
const err9 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate0.errors = vErrors;
return errors === 0;
}

exports.req_1 = validate1;
const schema1 = {"type":"object","properties":{"query":{"type":"object","properties":{"exchanges":{"type":"string","pattern":"^[a-z]+(,[a-z]+)*$","maxLength":200},"timeHorizon":{"type":"string","enum":["daily","weekly","monthly"],"default":"monthly"},"lowCap":{"type":"boolean","default":false},"startDate":{"type":"string","format":"date"},"endDate":{"type":"string","format":"date"},"limit":{"type":"integer","minimum":1,"maximum":1000,"default":50,"safeInteger":true}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};
const pattern1 = new RegExp("^[a-z]+(,[a-z]+)*$", "u");
const formats0 = require("../formats").date;

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.timeHorizon === undefined){
data0.timeHorizon = "monthly";
}
if(data0.lowCap === undefined){
data0.lowCap = false;
}
if(data0.limit === undefined){
data0.limit = 50;
}
if(data0.exchanges !== undefined){
let data1 = data0.exchanges;
if(typeof data1 === "string"){
if(func0(data1) > 200){
const err0 = {instancePath:instancePath+"/query/exchanges",schemaPath:"#/properties/query/properties/exchanges/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!pattern1.test(data1)){
const err1 = {instancePath:instancePath+"/query/exchanges",schemaPath:"#/properties/query/properties/exchanges/pattern",keyword:"pattern",params:{pattern: "^[a-z]+(,[a-z]+)*$"},message:"must match pattern \""+"^[a-z]+(,[a-z]+)*$"+"\""};
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
const err2 = {instancePath:instancePath+"/query/exchanges",schemaPath:"#/properties/query/properties/exchanges/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
let data2 = data0.timeHorizon;
if(typeof data2 !== "string"){
const err3 = {instancePath:instancePath+"/query/timeHorizon",schemaPath:"#/properties/query/properties/timeHorizon/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(((data2 === "daily") || (data2 === "weekly")) || (data2 === "monthly"))){
const err4 = {instancePath:instancePath+"/query/timeHorizon",schemaPath:"#/properties/query/properties/timeHorizon/enum",keyword:"enum",params:{allowedValues: schema1.properties.query.properties.timeHorizon.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(typeof data0.lowCap !== "boolean"){
const err5 = {instancePath:instancePath+"/query/lowCap",schemaPath:"#/properties/query/properties/lowCap/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.startDate !== undefined){
let data4 = data0.startDate;
if(typeof data4 === "string"){
if(!(formats0.validate.test(data4))){
const err6 = {instancePath:instancePath+"/query/startDate",schemaPath:"#/properties/query/properties/startDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err7 = {instancePath:instancePath+"/query/startDate",schemaPath:"#/properties/query/properties/startDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.endDate !== undefined){
let data5 = data0.endDate;
if(typeof data5 === "string"){
if(!(formats0.validate.test(data5))){
const err8 = {instancePath:instancePath+"/query/endDate",schemaPath:"#/properties/query/properties/endDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err9 = {instancePath:instancePath+"/query/endDate",schemaPath:"#/properties/query/properties/endDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
let data6 = data0.limit;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err10 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 1000 || isNaN(data6)){
const err11 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err12 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(Number.isInteger(data6) && !Number.isSafeInteger(data6)){
const err13 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
const err14 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.headers !== undefined){
let data7 = data.headers;
if(!(data7 && typeof data7 == "object" && !Array.isArray(data7))){
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
validate1.errors = vErrors;
return errors === 0;
}

exports.req_2 = validate2;
const schema2 = {"type":"object","properties":{"query":{"type":"object","properties":{"tokens":{"type":"string","pattern":"^[0-9]{1,9}(,[0-9]{1,9})*$","maxLength":1000},"startDate":{"type":"string","format":"date"},"endDate":{"type":"string","format":"date"},"limit":{"type":"integer","minimum":1,"maximum":1000,"default":50,"safeInteger":true}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};

function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.limit === undefined){
data0.limit = 50;
}
if(data0.tokens !== undefined){
let data1 = data0.tokens;
if(typeof data1 === "string"){
if(func0(data1) > 1000){
const err0 = {instancePath:instancePath+"/query/tokens",schemaPath:"#/properties/query/properties/tokens/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!pattern0.test(data1)){
const err1 = {instancePath:instancePath+"/query/tokens",schemaPath:"#/properties/query/properties/tokens/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,9}(,[0-9]{1,9})*$"},message:"must match pattern \""+"^[0-9]{1,9}(,[0-9]{1,9})*$"+"\""};
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
const err2 = {instancePath:instancePath+"/query/tokens",schemaPath:"#/properties/query/properties/tokens/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.startDate !== undefined){
let data2 = data0.startDate;
if(typeof data2 === "string"){
if(!(formats0.validate.test(data2))){
const err3 = {instancePath:instancePath+"/query/startDate",schemaPath:"#/properties/query/properties/startDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err4 = {instancePath:instancePath+"/query/startDate",schemaPath:"#/properties/query/properties/startDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.endDate !== undefined){
let data3 = data0.endDate;
if(typeof data3 === "string"){
if(!(formats0.validate.test(data3))){
const err5 = {instancePath:instancePath+"/query/endDate",schemaPath:"#/properties/query/properties/endDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err6 = {instancePath:instancePath+"/query/endDate",schemaPath:"#/properties/query/properties/endDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
let data4 = data0.limit;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err7 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 1000 || isNaN(data4)){
const err8 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err9 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(Number.isInteger(data4) && !Number.isSafeInteger(data4)){
const err10 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
const err11 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.headers !== undefined){
let data5 = data.headers;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
const err12 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.params !== undefined){
let data6 = data.params;
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
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
validate2.errors = vErrors;
return errors === 0;
}

exports.req_3 = validate3;
const schema3 = {"type":"object","properties":{"query":{"type":"object","properties":{"startDate":{"type":"string","format":"date"},"endDate":{"type":"string","format":"date"},"limit":{"type":"integer","minimum":1,"maximum":1000,"default":50,"safeInteger":true}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.limit === undefined){
data0.limit = 50;
}
if(data0.startDate !== undefined){
let data1 = data0.startDate;
if(typeof data1 === "string"){
if(!(formats0.validate.test(data1))){
const err0 = {instancePath:instancePath+"/query/startDate",schemaPath:"#/properties/query/properties/startDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err1 = {instancePath:instancePath+"/query/startDate",schemaPath:"#/properties/query/properties/startDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.endDate !== undefined){
let data2 = data0.endDate;
if(typeof data2 === "string"){
if(!(formats0.validate.test(data2))){
const err2 = {instancePath:instancePath+"/query/endDate",schemaPath:"#/properties/query/properties/endDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err3 = {instancePath:instancePath+"/query/endDate",schemaPath:"#/properties/query/properties/endDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
let data3 = data0.limit;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err4 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1000 || isNaN(data3)){
const err5 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err6 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(Number.isInteger(data3) && !Number.isSafeInteger(data3)){
const err7 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
validate3.errors = vErrors;
return errors === 0;
}

exports.req_4 = validate4;
const schema4 = {"type":"object","properties":{"query":{"type":"object","properties":{"tokens":{"type":"string","pattern":"^[0-9]{1,9}(,[0-9]{1,9})*$","maxLength":1000},"startDate":{"type":"string","format":"date"},"endDate":{"type":"string","format":"date"},"limit":{"type":"integer","minimum":1,"maximum":1000,"default":50,"safeInteger":true},"page":{"type":"integer","minimum":1,"maximum":100000,"default":1,"safeInteger":true}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.limit === undefined){
data0.limit = 50;
}
if(data0.page === undefined){
data0.page = 1;
}
if(data0.tokens !== undefined){
let data1 = data0.tokens;
if(typeof data1 === "string"){
if(func0(data1) > 1000){
const err0 = {instancePath:instancePath+"/query/tokens",schemaPath:"#/properties/query/properties/tokens/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!pattern0.test(data1)){
const err1 = {instancePath:instancePath+"/query/tokens",schemaPath:"#/properties/query/properties/tokens/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,9}(,[0-9]{1,9})*$"},message:"must match pattern \""+"^[0-9]{1,9}(,[0-9]{1,9})*$"+"\""};
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
const err2 = {instancePath:instancePath+"/query/tokens",schemaPath:"#/properties/query/properties/tokens/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.startDate !== undefined){
let data2 = data0.startDate;
if(typeof data2 === "string"){
if(!(formats0.validate.test(data2))){
const err3 = {instancePath:instancePath+"/query/startDate",schemaPath:"#/properties/query/properties/startDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err4 = {instancePath:instancePath+"/query/startDate",schemaPath:"#/properties/query/properties/startDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.endDate !== undefined){
let data3 = data0.endDate;
if(typeof data3 === "string"){
if(!(formats0.validate.test(data3))){
const err5 = {instancePath:instancePath+"/query/endDate",schemaPath:"#/properties/query/properties/endDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err6 = {instancePath:instancePath+"/query/endDate",schemaPath:"#/properties/query/properties/endDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
let data4 = data0.limit;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err7 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 1000 || isNaN(data4)){
const err8 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err9 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(Number.isInteger(data4) && !Number.isSafeInteger(data4)){
const err10 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
let data5 = data0.page;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err11 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 100000 || isNaN(data5)){
const err12 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err13 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(Number.isInteger(data5) && !Number.isSafeInteger(data5)){
const err14 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
const err15 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.headers !== undefined){
let data6 = data.headers;
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
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
let data7 = data.params;
if(!(data7 && typeof data7 == "object" && !Array.isArray(data7))){
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
validate4.errors = vErrors;
return errors === 0;
}

exports.req_5 = validate5;
const schema5 = {"type":"object","properties":{"query":{"type":"object","properties":{"tokens":{"type":"string","pattern":"^[0-9]{1,9}(,[0-9]{1,9})*$","maxLength":1000},"date":{"type":"string","format":"date"},"limit":{"type":"integer","minimum":1,"maximum":1000,"default":50,"safeInteger":true}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};

function validate5(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.limit === undefined){
data0.limit = 50;
}
if(data0.tokens !== undefined){
let data1 = data0.tokens;
if(typeof data1 === "string"){
if(func0(data1) > 1000){
const err0 = {instancePath:instancePath+"/query/tokens",schemaPath:"#/properties/query/properties/tokens/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!pattern0.test(data1)){
const err1 = {instancePath:instancePath+"/query/tokens",schemaPath:"#/properties/query/properties/tokens/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,9}(,[0-9]{1,9})*$"},message:"must match pattern \""+"^[0-9]{1,9}(,[0-9]{1,9})*$"+"\""};
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
const err2 = {instancePath:instancePath+"/query/tokens",schemaPath:"#/properties/query/properties/tokens/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.date !== undefined){
let data2 = data0.date;
if(typeof data2 === "string"){
if(!(formats0.validate.test(data2))){
const err3 = {instancePath:instancePath+"/query/date",schemaPath:"#/properties/query/properties/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err4 = {instancePath:instancePath+"/query/date",schemaPath:"#/properties/query/properties/date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
let data3 = data0.limit;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err5 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1000 || isNaN(data3)){
const err6 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err7 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(Number.isInteger(data3) && !Number.isSafeInteger(data3)){
const err8 = {instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
let data4 = data.headers;
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
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
let data5 = data.params;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
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
validate5.errors = vErrors;
return errors === 0;
}

exports.req_6 = validate6;
const schema6 = {"type":"object","properties":{"query":{"type":"object","properties":{"token_ids":{"type":"string","pattern":"^[0-9]{1,9}(,[0-9]{1,9})*$","maxLength":1000},"token_names":{"type":"string","minLength":1,"maxLength":1000},"token_symbols":{"type":"string","minLength":1,"maxLength":1000}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};

function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.token_ids !== undefined){
let data1 = data0.token_ids;
if(typeof data1 === "string"){
if(func0(data1) > 1000){
const err0 = {instancePath:instancePath+"/query/token_ids",schemaPath:"#/properties/query/properties/token_ids/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!pattern0.test(data1)){
const err1 = {instancePath:instancePath+"/query/token_ids",schemaPath:"#/properties/query/properties/token_ids/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,9}(,[0-9]{1,9})*$"},message:"must match pattern \""+"^[0-9]{1,9}(,[0-9]{1,9})*$"+"\""};
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
const err2 = {instancePath:instancePath+"/query/token_ids",schemaPath:"#/properties/query/properties/token_ids/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.token_names !== undefined){
let data2 = data0.token_names;
if(typeof data2 === "string"){
if(func0(data2) > 1000){
const err3 = {instancePath:instancePath+"/query/token_names",schemaPath:"#/properties/query/properties/token_names/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func0(data2) < 1){
const err4 = {instancePath:instancePath+"/query/token_names",schemaPath:"#/properties/query/properties/token_names/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/query/token_names",schemaPath:"#/properties/query/properties/token_names/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.token_symbols !== undefined){
let data3 = data0.token_symbols;
if(typeof data3 === "string"){
if(func0(data3) > 1000){
const err6 = {instancePath:instancePath+"/query/token_symbols",schemaPath:"#/properties/query/properties/token_symbols/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func0(data3) < 1){
const err7 = {instancePath:instancePath+"/query/token_symbols",schemaPath:"#/properties/query/properties/token_symbols/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/query/token_symbols",schemaPath:"#/properties/query/properties/token_symbols/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
let data4 = data.headers;
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
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
let data5 = data.params;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
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
validate6.errors = vErrors;
return errors === 0;
}
