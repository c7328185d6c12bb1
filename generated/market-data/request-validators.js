// generated from specs/market-data.yaml — do not edit; run `make generate`
"use strict";
exports.req_0 = validate0;
const schema0 = {"type":"object","properties":{"query":{"type":"object","properties":{"tokens":{"type":"string","pattern":"^[0-9]{1,9}(,[0-9]{1,9})*$","maxLength":1000},"limit":{"type":"integer","minimum":1,"maximum":1000,"default":50}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};
const func0 = require("ajv/dist/runtime/ucs2length").default;
const pattern0 = new RegExp("^[0-9]{1,9}(,[0-9]{1,9})*$", "u");

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
if(data0.limit === undefined){
data0.limit = 50;
}
if(data0.tokens !== undefined){
let data1 = data0.tokens;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 1000){
validate0.errors = [{instancePath:instancePath+"/query/tokens",schemaPath:"#/properties/query/properties/tokens/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"}];
return false;
}
else {
if(!pattern0.test(data1)){
validate0.errors = [{instancePath:instancePath+"/query/tokens",schemaPath:"#/properties/query/properties/tokens/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,9}(,[0-9]{1,9})*$"},message:"must match pattern \""+"^[0-9]{1,9}(,[0-9]{1,9})*$"+"\""}];
return false;
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/query/tokens",schemaPath:"#/properties/query/properties/tokens/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
let data2 = data0.limit;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate0.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs5){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1000 || isNaN(data2)){
validate0.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"}];
return false;
}
else {
if(data2 < 1 || isNaN(data2)){
validate0.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid1 = _errs5 === errors;
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
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
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
let data4 = data.params;
const _errs9 = errors;
if(errors === _errs9){
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
validate0.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
else {
validate0.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate0.errors = vErrors;
return errors === 0;
}

exports.req_1 = validate1;
const schema1 = {"type":"object","properties":{"query":{"type":"object","properties":{"exchanges":{"type":"string","pattern":"^[a-z]+(,[a-z]+)*$","maxLength":200},"timeHorizon":{"type":"string","enum":["daily","weekly","monthly"],"default":"monthly"},"lowCap":{"type":"boolean","default":false},"startDate":{"type":"string","format":"date"},"endDate":{"type":"string","format":"date"},"limit":{"type":"integer","minimum":1,"maximum":1000,"default":50}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};
const pattern1 = new RegExp("^[a-z]+(,[a-z]+)*$", "u");
const formats0 = require("../formats").date;

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
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 200){
validate1.errors = [{instancePath:instancePath+"/query/exchanges",schemaPath:"#/properties/query/properties/exchanges/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
else {
if(!pattern1.test(data1)){
validate1.errors = [{instancePath:instancePath+"/query/exchanges",schemaPath:"#/properties/query/properties/exchanges/pattern",keyword:"pattern",params:{pattern: "^[a-z]+(,[a-z]+)*$"},message:"must match pattern \""+"^[a-z]+(,[a-z]+)*$"+"\""}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/query/exchanges",schemaPath:"#/properties/query/properties/exchanges/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
let data2 = data0.timeHorizon;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate1.errors = [{instancePath:instancePath+"/query/timeHorizon",schemaPath:"#/properties/query/properties/timeHorizon/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data2 === "daily") || (data2 === "weekly")) || (data2 === "monthly"))){
validate1.errors = [{instancePath:instancePath+"/query/timeHorizon",schemaPath:"#/properties/query/properties/timeHorizon/enum",keyword:"enum",params:{allowedValues: schema1.properties.query.properties.timeHorizon.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs5 === errors;
if(valid1){
const _errs7 = errors;
if(typeof data0.lowCap !== "boolean"){
validate1.errors = [{instancePath:instancePath+"/query/lowCap",schemaPath:"#/properties/query/properties/lowCap/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid1 = _errs7 === errors;
if(valid1){
if(data0.startDate !== undefined){
let data4 = data0.startDate;
const _errs9 = errors;
if(errors === _errs9){
if(errors === _errs9){
if(typeof data4 === "string"){
if(!(formats0.validate.test(data4))){
validate1.errors = [{instancePath:instancePath+"/query/startDate",schemaPath:"#/properties/query/properties/startDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/query/startDate",schemaPath:"#/properties/query/properties/startDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.endDate !== undefined){
let data5 = data0.endDate;
const _errs11 = errors;
if(errors === _errs11){
if(errors === _errs11){
if(typeof data5 === "string"){
if(!(formats0.validate.test(data5))){
validate1.errors = [{instancePath:instancePath+"/query/endDate",schemaPath:"#/properties/query/properties/endDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/query/endDate",schemaPath:"#/properties/query/properties/endDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
let data6 = data0.limit;
const _errs13 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate1.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs13){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 1000 || isNaN(data6)){
validate1.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"}];
return false;
}
else {
if(data6 < 1 || isNaN(data6)){
validate1.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid1 = _errs13 === errors;
}
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
let data7 = data.headers;
const _errs15 = errors;
if(errors === _errs15){
if(!(data7 && typeof data7 == "object" && !Array.isArray(data7))){
validate1.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs15 === errors;
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
validate1.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate1.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate1.errors = vErrors;
return errors === 0;
}

exports.req_2 = validate2;
const schema2 = {"type":"object","properties":{"query":{"type":"object","properties":{"tokens":{"type":"string","pattern":"^[0-9]{1,9}(,[0-9]{1,9})*$","maxLength":1000},"startDate":{"type":"string","format":"date"},"endDate":{"type":"string","format":"date"},"limit":{"type":"integer","minimum":1,"maximum":1000,"default":50}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};

function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.limit === undefined){
data0.limit = 50;
}
if(data0.tokens !== undefined){
let data1 = data0.tokens;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 1000){
validate2.errors = [{instancePath:instancePath+"/query/tokens",schemaPath:"#/properties/query/properties/tokens/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"}];
return false;
}
else {
if(!pattern0.test(data1)){
validate2.errors = [{instancePath:instancePath+"/query/tokens",schemaPath:"#/properties/query/properties/tokens/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,9}(,[0-9]{1,9})*$"},message:"must match pattern \""+"^[0-9]{1,9}(,[0-9]{1,9})*$"+"\""}];
return false;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/query/tokens",schemaPath:"#/properties/query/properties/tokens/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.startDate !== undefined){
let data2 = data0.startDate;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data2 === "string"){
if(!(formats0.validate.test(data2))){
validate2.errors = [{instancePath:instancePath+"/query/startDate",schemaPath:"#/properties/query/properties/startDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/query/startDate",schemaPath:"#/properties/query/properties/startDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data0.endDate !== undefined){
let data3 = data0.endDate;
const _errs7 = errors;
if(errors === _errs7){
if(errors === _errs7){
if(typeof data3 === "string"){
if(!(formats0.validate.test(data3))){
validate2.errors = [{instancePath:instancePath+"/query/endDate",schemaPath:"#/properties/query/properties/endDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/query/endDate",schemaPath:"#/properties/query/properties/endDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
let data4 = data0.limit;
const _errs9 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate2.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs9){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 1000 || isNaN(data4)){
validate2.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"}];
return false;
}
else {
if(data4 < 1 || isNaN(data4)){
validate2.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid1 = _errs9 === errors;
}
}
}
}
else {
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
let data5 = data.headers;
const _errs11 = errors;
if(errors === _errs11){
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
validate2.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data6 = data.params;
const _errs13 = errors;
if(errors === _errs13){
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
validate2.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate2.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate2.errors = vErrors;
return errors === 0;
}

exports.req_3 = validate3;
const schema3 = {"type":"object","properties":{"query":{"type":"object","properties":{"startDate":{"type":"string","format":"date"},"endDate":{"type":"string","format":"date"},"limit":{"type":"integer","minimum":1,"maximum":1000,"default":50}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.limit === undefined){
data0.limit = 50;
}
if(data0.startDate !== undefined){
let data1 = data0.startDate;
const _errs3 = errors;
if(errors === _errs3){
if(errors === _errs3){
if(typeof data1 === "string"){
if(!(formats0.validate.test(data1))){
validate3.errors = [{instancePath:instancePath+"/query/startDate",schemaPath:"#/properties/query/properties/startDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/query/startDate",schemaPath:"#/properties/query/properties/startDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.endDate !== undefined){
let data2 = data0.endDate;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data2 === "string"){
if(!(formats0.validate.test(data2))){
validate3.errors = [{instancePath:instancePath+"/query/endDate",schemaPath:"#/properties/query/properties/endDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/query/endDate",schemaPath:"#/properties/query/properties/endDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
let data3 = data0.limit;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate3.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1000 || isNaN(data3)){
validate3.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"}];
return false;
}
else {
if(data3 < 1 || isNaN(data3)){
validate3.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
validate3.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate3.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate3.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate3.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate3.errors = vErrors;
return errors === 0;
}

exports.req_4 = validate4;
const schema4 = {"type":"object","properties":{"query":{"type":"object","properties":{"tokens":{"type":"string","pattern":"^[0-9]{1,9}(,[0-9]{1,9})*$","maxLength":1000},"startDate":{"type":"string","format":"date"},"endDate":{"type":"string","format":"date"},"limit":{"type":"integer","minimum":1,"maximum":1000,"default":50},"page":{"type":"integer","minimum":1,"maximum":100000,"default":1}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.limit === undefined){
data0.limit = 50;
}
if(data0.page === undefined){
data0.page = 1;
}
if(data0.tokens !== undefined){
let data1 = data0.tokens;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 1000){
validate4.errors = [{instancePath:instancePath+"/query/tokens",schemaPath:"#/properties/query/properties/tokens/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"}];
return false;
}
else {
if(!pattern0.test(data1)){
validate4.errors = [{instancePath:instancePath+"/query/tokens",schemaPath:"#/properties/query/properties/tokens/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,9}(,[0-9]{1,9})*$"},message:"must match pattern \""+"^[0-9]{1,9}(,[0-9]{1,9})*$"+"\""}];
return false;
}
}
}
else {
validate4.errors = [{instancePath:instancePath+"/query/tokens",schemaPath:"#/properties/query/properties/tokens/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.startDate !== undefined){
let data2 = data0.startDate;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data2 === "string"){
if(!(formats0.validate.test(data2))){
validate4.errors = [{instancePath:instancePath+"/query/startDate",schemaPath:"#/properties/query/properties/startDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate4.errors = [{instancePath:instancePath+"/query/startDate",schemaPath:"#/properties/query/properties/startDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data0.endDate !== undefined){
let data3 = data0.endDate;
const _errs7 = errors;
if(errors === _errs7){
if(errors === _errs7){
if(typeof data3 === "string"){
if(!(formats0.validate.test(data3))){
validate4.errors = [{instancePath:instancePath+"/query/endDate",schemaPath:"#/properties/query/properties/endDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate4.errors = [{instancePath:instancePath+"/query/endDate",schemaPath:"#/properties/query/properties/endDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
let data4 = data0.limit;
const _errs9 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate4.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs9){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 1000 || isNaN(data4)){
validate4.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"}];
return false;
}
else {
if(data4 < 1 || isNaN(data4)){
validate4.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid1 = _errs9 === errors;
if(valid1){
let data5 = data0.page;
const _errs11 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate4.errors = [{instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs11){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 100000 || isNaN(data5)){
validate4.errors = [{instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"}];
return false;
}
else {
if(data5 < 1 || isNaN(data5)){
validate4.errors = [{instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
let data6 = data.headers;
const _errs13 = errors;
if(errors === _errs13){
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
validate4.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data7 = data.params;
const _errs15 = errors;
if(errors === _errs15){
if(!(data7 && typeof data7 == "object" && !Array.isArray(data7))){
validate4.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate4.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate4.errors = vErrors;
return errors === 0;
}

exports.req_5 = validate5;
const schema5 = {"type":"object","properties":{"query":{"type":"object","properties":{"tokens":{"type":"string","pattern":"^[0-9]{1,9}(,[0-9]{1,9})*$","maxLength":1000},"date":{"type":"string","format":"date"},"limit":{"type":"integer","minimum":1,"maximum":1000,"default":50}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};

function validate5(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.limit === undefined){
data0.limit = 50;
}
if(data0.tokens !== undefined){
let data1 = data0.tokens;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 1000){
validate5.errors = [{instancePath:instancePath+"/query/tokens",schemaPath:"#/properties/query/properties/tokens/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"}];
return false;
}
else {
if(!pattern0.test(data1)){
validate5.errors = [{instancePath:instancePath+"/query/tokens",schemaPath:"#/properties/query/properties/tokens/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,9}(,[0-9]{1,9})*$"},message:"must match pattern \""+"^[0-9]{1,9}(,[0-9]{1,9})*$"+"\""}];
return false;
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/query/tokens",schemaPath:"#/properties/query/properties/tokens/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.date !== undefined){
let data2 = data0.date;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data2 === "string"){
if(!(formats0.validate.test(data2))){
validate5.errors = [{instancePath:instancePath+"/query/date",schemaPath:"#/properties/query/properties/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate5.errors = [{instancePath:instancePath+"/query/date",schemaPath:"#/properties/query/properties/date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
let data3 = data0.limit;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate5.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1000 || isNaN(data3)){
validate5.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"}];
return false;
}
else {
if(data3 < 1 || isNaN(data3)){
validate5.errors = [{instancePath:instancePath+"/query/limit",schemaPath:"#/properties/query/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
let data4 = data.headers;
const _errs9 = errors;
if(errors === _errs9){
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
validate5.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate5.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate5.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate5.errors = vErrors;
return errors === 0;
}

exports.req_6 = validate6;
const schema6 = {"type":"object","properties":{"query":{"type":"object","properties":{"token_ids":{"type":"string","pattern":"^[0-9]{1,9}(,[0-9]{1,9})*$","maxLength":1000},"token_names":{"type":"string","minLength":1,"maxLength":1000},"token_symbols":{"type":"string","minLength":1,"maxLength":1000}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};

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
if(data0.token_ids !== undefined){
let data1 = data0.token_ids;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 1000){
validate6.errors = [{instancePath:instancePath+"/query/token_ids",schemaPath:"#/properties/query/properties/token_ids/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"}];
return false;
}
else {
if(!pattern0.test(data1)){
validate6.errors = [{instancePath:instancePath+"/query/token_ids",schemaPath:"#/properties/query/properties/token_ids/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,9}(,[0-9]{1,9})*$"},message:"must match pattern \""+"^[0-9]{1,9}(,[0-9]{1,9})*$"+"\""}];
return false;
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/query/token_ids",schemaPath:"#/properties/query/properties/token_ids/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.token_names !== undefined){
let data2 = data0.token_names;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 1000){
validate6.errors = [{instancePath:instancePath+"/query/token_names",schemaPath:"#/properties/query/properties/token_names/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"}];
return false;
}
else {
if(func0(data2) < 1){
validate6.errors = [{instancePath:instancePath+"/query/token_names",schemaPath:"#/properties/query/properties/token_names/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/query/token_names",schemaPath:"#/properties/query/properties/token_names/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.token_symbols !== undefined){
let data3 = data0.token_symbols;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func0(data3) > 1000){
validate6.errors = [{instancePath:instancePath+"/query/token_symbols",schemaPath:"#/properties/query/properties/token_symbols/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"}];
return false;
}
else {
if(func0(data3) < 1){
validate6.errors = [{instancePath:instancePath+"/query/token_symbols",schemaPath:"#/properties/query/properties/token_symbols/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/query/token_symbols",schemaPath:"#/properties/query/properties/token_symbols/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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
let data4 = data.headers;
const _errs9 = errors;
if(errors === _errs9){
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
validate6.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate6.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate6.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate6.errors = vErrors;
return errors === 0;
}
