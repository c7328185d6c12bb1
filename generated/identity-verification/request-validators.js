// generated from specs/identity-verification.yaml — do not edit; run `make generate`
"use strict";
exports.req_0 = validate0;
const schema0 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"x-kyc-customerid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-customerchildid":{"type":"string","minLength":1,"maxLength":64}},"required":["x-kyc-customerid"]},"params":{"type":"object","properties":{}}}};
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
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
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
let data1 = data.headers;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing0;
if((data1["x-kyc-customerid"] === undefined) && (missing0 = "x-kyc-customerid")){
validate0.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data1["x-kyc-customerid"] !== undefined){
let data2 = data1["x-kyc-customerid"];
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 64){
validate0.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data2) < 1){
validate0.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1["x-kyc-customerchildid"] !== undefined){
let data3 = data1["x-kyc-customerchildid"];
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func0(data3) > 64){
validate0.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data3) < 1){
validate0.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate0.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
const schema1 = {"type":"object","required":["country","organisationNumber"],"properties":{"country":{"$ref":"schema:Country"},"organisationNumber":{"type":"string","minLength":1,"maxLength":32}}};
const schema2 = {"type":"string","pattern":"^[A-Za-z]{3}$"};
const pattern0 = new RegExp("^[A-Za-z]{3}$", "u");

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.country === undefined) && (missing0 = "country")) || ((data.organisationNumber === undefined) && (missing0 = "organisationNumber"))){
validate1.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.country !== undefined){
let data0 = data.country;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
validate1.errors = [{instancePath:instancePath+"/country",schemaPath:"schema:Country/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z]{3}$"},message:"must match pattern \""+"^[A-Za-z]{3}$"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/country",schemaPath:"schema:Country/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.organisationNumber !== undefined){
let data1 = data.organisationNumber;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func0(data1) > 32){
validate1.errors = [{instancePath:instancePath+"/organisationNumber",schemaPath:"#/properties/organisationNumber/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
else {
if(func0(data1) < 1){
validate1.errors = [{instancePath:instancePath+"/organisationNumber",schemaPath:"#/properties/organisationNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/organisationNumber",schemaPath:"#/properties/organisationNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate1.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate1.errors = vErrors;
return errors === 0;
}

exports.req_2 = validate2;
const schema3 = {"type":"object","required":["country"],"anyOf":[{"required":["organisationName"],"properties":{"organisationName":{"minLength":1}}},{"required":["organisationNumber"],"properties":{"organisationNumber":{"minLength":1}}}],"properties":{"country":{"$ref":"schema:Country"},"organisationName":{"type":"string","maxLength":200},"organisationNumber":{"type":"string","maxLength":32}}};

function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
let valid0 = false;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.organisationName === undefined) && (missing0 = "organisationName")){
const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.organisationName !== undefined){
let data0 = data.organisationName;
if(typeof data0 === "string"){
if(func0(data0) < 1){
const err1 = {instancePath:instancePath+"/organisationName",schemaPath:"#/anyOf/0/properties/organisationName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.organisationNumber === undefined) && (missing1 = "organisationNumber")){
const err2 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(data.organisationNumber !== undefined){
let data1 = data.organisationNumber;
if(typeof data1 === "string"){
if(func0(data1) < 1){
const err3 = {instancePath:instancePath+"/organisationNumber",schemaPath:"#/anyOf/1/properties/organisationNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
}
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err4 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate2.errors = vErrors;
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
let missing2;
if((data.country === undefined) && (missing2 = "country")){
validate2.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data.country !== undefined){
let data2 = data.country;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
validate2.errors = [{instancePath:instancePath+"/country",schemaPath:"schema:Country/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z]{3}$"},message:"must match pattern \""+"^[A-Za-z]{3}$"+"\""}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/country",schemaPath:"schema:Country/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.organisationName !== undefined){
let data3 = data.organisationName;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(func0(data3) > 200){
validate2.errors = [{instancePath:instancePath+"/organisationName",schemaPath:"#/properties/organisationName/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/organisationName",schemaPath:"#/properties/organisationName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.organisationNumber !== undefined){
let data4 = data.organisationNumber;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(func0(data4) > 32){
validate2.errors = [{instancePath:instancePath+"/organisationNumber",schemaPath:"#/properties/organisationNumber/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/organisationNumber",schemaPath:"#/properties/organisationNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs11 === errors;
}
else {
var valid3 = true;
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

exports.req_3 = validate3;
const schema5 = {"type":"object","properties":{"query":{"type":"object","properties":{"checkType":{"type":"string","minLength":1,"maxLength":200},"entityCategories":{"type":"string","pattern":"^(organisation|ubos|pseudo_ubos|direct_owners|officers|officers_directors|officers_other|all)(,(organisation|ubos|pseudo_ubos|direct_owners|officers|officers_directors|officers_other|all))*$"},"resultLevel":{"type":"string","enum":["summary","full"],"default":"summary"},"validation":{"type":"string","enum":["on","acn","only","off"],"default":"on"},"generateReport":{"type":"boolean"},"includeHistorical":{"type":"boolean"},"onlyProfile":{"type":"boolean"}}},"headers":{"type":"object","properties":{"x-kyc-customerid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-customerchildid":{"type":"string","minLength":1,"maxLength":64}},"required":["x-kyc-customerid"]},"params":{"type":"object","properties":{}}}};
const pattern2 = new RegExp("^(organisation|ubos|pseudo_ubos|direct_owners|officers|officers_directors|officers_other|all)(,(organisation|ubos|pseudo_ubos|direct_owners|officers|officers_directors|officers_other|all))*$", "u");

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
if(data0.resultLevel === undefined){
data0.resultLevel = "summary";
}
if(data0.validation === undefined){
data0.validation = "on";
}
if(data0.checkType !== undefined){
let data1 = data0.checkType;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 200){
validate3.errors = [{instancePath:instancePath+"/query/checkType",schemaPath:"#/properties/query/properties/checkType/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
else {
if(func0(data1) < 1){
validate3.errors = [{instancePath:instancePath+"/query/checkType",schemaPath:"#/properties/query/properties/checkType/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/query/checkType",schemaPath:"#/properties/query/properties/checkType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.entityCategories !== undefined){
let data2 = data0.entityCategories;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(!pattern2.test(data2)){
validate3.errors = [{instancePath:instancePath+"/query/entityCategories",schemaPath:"#/properties/query/properties/entityCategories/pattern",keyword:"pattern",params:{pattern: "^(organisation|ubos|pseudo_ubos|direct_owners|officers|officers_directors|officers_other|all)(,(organisation|ubos|pseudo_ubos|direct_owners|officers|officers_directors|officers_other|all))*$"},message:"must match pattern \""+"^(organisation|ubos|pseudo_ubos|direct_owners|officers|officers_directors|officers_other|all)(,(organisation|ubos|pseudo_ubos|direct_owners|officers|officers_directors|officers_other|all))*$"+"\""}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/query/entityCategories",schemaPath:"#/properties/query/properties/entityCategories/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
let data3 = data0.resultLevel;
const _errs7 = errors;
if(typeof data3 !== "string"){
validate3.errors = [{instancePath:instancePath+"/query/resultLevel",schemaPath:"#/properties/query/properties/resultLevel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data3 === "summary") || (data3 === "full"))){
validate3.errors = [{instancePath:instancePath+"/query/resultLevel",schemaPath:"#/properties/query/properties/resultLevel/enum",keyword:"enum",params:{allowedValues: schema5.properties.query.properties.resultLevel.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs7 === errors;
if(valid1){
let data4 = data0.validation;
const _errs9 = errors;
if(typeof data4 !== "string"){
validate3.errors = [{instancePath:instancePath+"/query/validation",schemaPath:"#/properties/query/properties/validation/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data4 === "on") || (data4 === "acn")) || (data4 === "only")) || (data4 === "off"))){
validate3.errors = [{instancePath:instancePath+"/query/validation",schemaPath:"#/properties/query/properties/validation/enum",keyword:"enum",params:{allowedValues: schema5.properties.query.properties.validation.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs9 === errors;
if(valid1){
if(data0.generateReport !== undefined){
const _errs11 = errors;
if(typeof data0.generateReport !== "boolean"){
validate3.errors = [{instancePath:instancePath+"/query/generateReport",schemaPath:"#/properties/query/properties/generateReport/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.includeHistorical !== undefined){
const _errs13 = errors;
if(typeof data0.includeHistorical !== "boolean"){
validate3.errors = [{instancePath:instancePath+"/query/includeHistorical",schemaPath:"#/properties/query/properties/includeHistorical/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.onlyProfile !== undefined){
const _errs15 = errors;
if(typeof data0.onlyProfile !== "boolean"){
validate3.errors = [{instancePath:instancePath+"/query/onlyProfile",schemaPath:"#/properties/query/properties/onlyProfile/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid1 = _errs15 === errors;
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
let data8 = data.headers;
const _errs17 = errors;
if(errors === _errs17){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing0;
if((data8["x-kyc-customerid"] === undefined) && (missing0 = "x-kyc-customerid")){
validate3.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data8["x-kyc-customerid"] !== undefined){
let data9 = data8["x-kyc-customerid"];
const _errs19 = errors;
if(errors === _errs19){
if(typeof data9 === "string"){
if(func0(data9) > 64){
validate3.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data9) < 1){
validate3.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs19 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data8["x-kyc-customerchildid"] !== undefined){
let data10 = data8["x-kyc-customerchildid"];
const _errs21 = errors;
if(errors === _errs21){
if(typeof data10 === "string"){
if(func0(data10) > 64){
validate3.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data10) < 1){
validate3.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs21 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.params !== undefined){
let data11 = data.params;
const _errs23 = errors;
if(errors === _errs23){
if(!(data11 && typeof data11 == "object" && !Array.isArray(data11))){
validate3.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
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
else {
validate3.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate3.errors = vErrors;
return errors === 0;
}

exports.req_OrganisationQuery = validate4;
const schema6 = {"type":"object","required":["country"],"properties":{"country":{"$ref":"schema:Country"},"organisationNumber":{"type":"string","maxLength":32},"registeredName":{"type":"string","maxLength":200}}};

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.country === undefined) && (missing0 = "country")){
validate4.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.country !== undefined){
let data0 = data.country;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
validate4.errors = [{instancePath:instancePath+"/country",schemaPath:"schema:Country/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z]{3}$"},message:"must match pattern \""+"^[A-Za-z]{3}$"+"\""}];
return false;
}
}
else {
validate4.errors = [{instancePath:instancePath+"/country",schemaPath:"schema:Country/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.organisationNumber !== undefined){
let data1 = data.organisationNumber;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func0(data1) > 32){
validate4.errors = [{instancePath:instancePath+"/organisationNumber",schemaPath:"#/properties/organisationNumber/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
else {
validate4.errors = [{instancePath:instancePath+"/organisationNumber",schemaPath:"#/properties/organisationNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.registeredName !== undefined){
let data2 = data.registeredName;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(func0(data2) > 200){
validate4.errors = [{instancePath:instancePath+"/registeredName",schemaPath:"#/properties/registeredName/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
}
else {
validate4.errors = [{instancePath:instancePath+"/registeredName",schemaPath:"#/properties/registeredName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
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

exports.req_5 = validate5;
const schema8 = {"type":"object","properties":{"query":{"type":"object","properties":{"reportTypes":{"type":"string","pattern":"^(creditScore|creditReport)(,(creditScore|creditReport))*$"}},"required":["reportTypes"]},"headers":{"type":"object","properties":{"x-kyc-customerid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-customerchildid":{"type":"string","minLength":1,"maxLength":64}},"required":["x-kyc-customerid"]},"params":{"type":"object","properties":{}}}};
const pattern4 = new RegExp("^(creditScore|creditReport)(,(creditScore|creditReport))*$", "u");

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
let missing0;
if((data0.reportTypes === undefined) && (missing0 = "reportTypes")){
validate5.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data0.reportTypes !== undefined){
let data1 = data0.reportTypes;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
validate5.errors = [{instancePath:instancePath+"/query/reportTypes",schemaPath:"#/properties/query/properties/reportTypes/pattern",keyword:"pattern",params:{pattern: "^(creditScore|creditReport)(,(creditScore|creditReport))*$"},message:"must match pattern \""+"^(creditScore|creditReport)(,(creditScore|creditReport))*$"+"\""}];
return false;
}
}
else {
validate5.errors = [{instancePath:instancePath+"/query/reportTypes",schemaPath:"#/properties/query/properties/reportTypes/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
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
let data2 = data.headers;
const _errs5 = errors;
if(errors === _errs5){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((data2["x-kyc-customerid"] === undefined) && (missing1 = "x-kyc-customerid")){
validate5.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data2["x-kyc-customerid"] !== undefined){
let data3 = data2["x-kyc-customerid"];
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func0(data3) > 64){
validate5.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data3) < 1){
validate5.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2["x-kyc-customerchildid"] !== undefined){
let data4 = data2["x-kyc-customerchildid"];
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 64){
validate5.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data4) < 1){
validate5.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
const schema9 = {"type":"object","required":["entityId"],"properties":{"entityId":{"type":"string","minLength":1}}};

function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.entityId === undefined) && (missing0 = "entityId")){
validate6.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.entityId !== undefined){
let data0 = data.entityId;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func0(data0) < 1){
validate6.errors = [{instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate6.errors = [{instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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

exports.req_7 = validate7;
const schema10 = {"type":"object","properties":{"query":{"type":"object","properties":{"checkType":{"type":"string","minLength":1,"maxLength":200},"entityCategories":{"type":"string","pattern":"^(organisation|ubos|pseudo_ubos|direct_owners|officers|officers_directors|officers_other|all)(,(organisation|ubos|pseudo_ubos|direct_owners|officers|officers_directors|officers_other|all))*$"},"resultLevel":{"type":"string","enum":["summary","full"],"default":"summary"},"generateReport":{"type":"boolean"}}},"headers":{"type":"object","properties":{"x-kyc-customerid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-customerchildid":{"type":"string","minLength":1,"maxLength":64}},"required":["x-kyc-customerid"]},"params":{"type":"object","properties":{"entityId":{"type":"string","minLength":1,"maxLength":64}},"required":["entityId"]}}};

function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.resultLevel === undefined){
data0.resultLevel = "summary";
}
if(data0.checkType !== undefined){
let data1 = data0.checkType;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 200){
validate7.errors = [{instancePath:instancePath+"/query/checkType",schemaPath:"#/properties/query/properties/checkType/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
else {
if(func0(data1) < 1){
validate7.errors = [{instancePath:instancePath+"/query/checkType",schemaPath:"#/properties/query/properties/checkType/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate7.errors = [{instancePath:instancePath+"/query/checkType",schemaPath:"#/properties/query/properties/checkType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.entityCategories !== undefined){
let data2 = data0.entityCategories;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(!pattern2.test(data2)){
validate7.errors = [{instancePath:instancePath+"/query/entityCategories",schemaPath:"#/properties/query/properties/entityCategories/pattern",keyword:"pattern",params:{pattern: "^(organisation|ubos|pseudo_ubos|direct_owners|officers|officers_directors|officers_other|all)(,(organisation|ubos|pseudo_ubos|direct_owners|officers|officers_directors|officers_other|all))*$"},message:"must match pattern \""+"^(organisation|ubos|pseudo_ubos|direct_owners|officers|officers_directors|officers_other|all)(,(organisation|ubos|pseudo_ubos|direct_owners|officers|officers_directors|officers_other|all))*$"+"\""}];
return false;
}
}
else {
validate7.errors = [{instancePath:instancePath+"/query/entityCategories",schemaPath:"#/properties/query/properties/entityCategories/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
let data3 = data0.resultLevel;
const _errs7 = errors;
if(typeof data3 !== "string"){
validate7.errors = [{instancePath:instancePath+"/query/resultLevel",schemaPath:"#/properties/query/properties/resultLevel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data3 === "summary") || (data3 === "full"))){
validate7.errors = [{instancePath:instancePath+"/query/resultLevel",schemaPath:"#/properties/query/properties/resultLevel/enum",keyword:"enum",params:{allowedValues: schema10.properties.query.properties.resultLevel.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs7 === errors;
if(valid1){
if(data0.generateReport !== undefined){
const _errs9 = errors;
if(typeof data0.generateReport !== "boolean"){
validate7.errors = [{instancePath:instancePath+"/query/generateReport",schemaPath:"#/properties/query/properties/generateReport/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate7.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let missing0;
if((data5["x-kyc-customerid"] === undefined) && (missing0 = "x-kyc-customerid")){
validate7.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data5["x-kyc-customerid"] !== undefined){
let data6 = data5["x-kyc-customerid"];
const _errs13 = errors;
if(errors === _errs13){
if(typeof data6 === "string"){
if(func0(data6) > 64){
validate7.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data6) < 1){
validate7.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate7.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5["x-kyc-customerchildid"] !== undefined){
let data7 = data5["x-kyc-customerchildid"];
const _errs15 = errors;
if(errors === _errs15){
if(typeof data7 === "string"){
if(func0(data7) > 64){
validate7.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data7) < 1){
validate7.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate7.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate7.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data8 = data.params;
const _errs17 = errors;
if(errors === _errs17){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if((data8.entityId === undefined) && (missing1 = "entityId")){
validate7.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data8.entityId !== undefined){
let data9 = data8.entityId;
const _errs19 = errors;
if(errors === _errs19){
if(typeof data9 === "string"){
if(func0(data9) > 64){
validate7.errors = [{instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data9) < 1){
validate7.errors = [{instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate7.errors = [{instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate7.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate7.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate7.errors = vErrors;
return errors === 0;
}

exports.req_DocumentInput = validate8;
const schema11 = {"type":"object","required":["idType","country"],"properties":{"idType":{"$ref":"schema:IdType"},"idNumber":{"type":"string","maxLength":64},"idExpiry":{"type":"string","format":"date"},"idIssued":{"type":"string","format":"date"},"country":{"$ref":"schema:Country"},"region":{"type":"string","maxLength":40},"entityId":{"type":"string","maxLength":64},"docScan":{"type":"array","maxItems":4,"items":{"$ref":"schema:ScanInput"}},"extraData":{"type":"array","maxItems":50,"items":{"$ref":"schema:KeyValue"}}}};
const schema12 = {"type":"string","enum":["DRIVERS_LICENCE","PASSPORT","VISA","NATIONAL_ID","UTILITY_BILL","REPORT","OTHER"]};
const schema14 = {"type":"object","required":["scanData"],"properties":{"scanData":{"type":"string","format":"byte","maxLength":2000000},"scanFilename":{"type":"string","maxLength":200},"scanMIME":{"type":"string","maxLength":100},"scanSide":{"type":"string","enum":["F","B"]}}};
const schema15 = {"type":"object","required":["kvpKey","kvpValue"],"properties":{"kvpKey":{"type":"string","maxLength":100},"kvpValue":{"type":"string","maxLength":1000}}};
const formats0 = require("../formats").date;
const formats4 = require("../formats").byte;

function validate8(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.idType === undefined) && (missing0 = "idType")) || ((data.country === undefined) && (missing0 = "country"))){
validate8.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.idType !== undefined){
let data0 = data.idType;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate8.errors = [{instancePath:instancePath+"/idType",schemaPath:"schema:IdType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data0 === "DRIVERS_LICENCE") || (data0 === "PASSPORT")) || (data0 === "VISA")) || (data0 === "NATIONAL_ID")) || (data0 === "UTILITY_BILL")) || (data0 === "REPORT")) || (data0 === "OTHER"))){
validate8.errors = [{instancePath:instancePath+"/idType",schemaPath:"schema:IdType/enum",keyword:"enum",params:{allowedValues: schema12.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idNumber !== undefined){
let data1 = data.idNumber;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func0(data1) > 64){
validate8.errors = [{instancePath:instancePath+"/idNumber",schemaPath:"#/properties/idNumber/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
else {
validate8.errors = [{instancePath:instancePath+"/idNumber",schemaPath:"#/properties/idNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idExpiry !== undefined){
let data2 = data.idExpiry;
const _errs6 = errors;
if(errors === _errs6){
if(errors === _errs6){
if(typeof data2 === "string"){
if(!(formats0.validate.test(data2))){
validate8.errors = [{instancePath:instancePath+"/idExpiry",schemaPath:"#/properties/idExpiry/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate8.errors = [{instancePath:instancePath+"/idExpiry",schemaPath:"#/properties/idExpiry/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.idIssued !== undefined){
let data3 = data.idIssued;
const _errs8 = errors;
if(errors === _errs8){
if(errors === _errs8){
if(typeof data3 === "string"){
if(!(formats0.validate.test(data3))){
validate8.errors = [{instancePath:instancePath+"/idIssued",schemaPath:"#/properties/idIssued/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate8.errors = [{instancePath:instancePath+"/idIssued",schemaPath:"#/properties/idIssued/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.country !== undefined){
let data4 = data.country;
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
validate8.errors = [{instancePath:instancePath+"/country",schemaPath:"schema:Country/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z]{3}$"},message:"must match pattern \""+"^[A-Za-z]{3}$"+"\""}];
return false;
}
}
else {
validate8.errors = [{instancePath:instancePath+"/country",schemaPath:"schema:Country/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.region !== undefined){
let data5 = data.region;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data5 === "string"){
if(func0(data5) > 40){
validate8.errors = [{instancePath:instancePath+"/region",schemaPath:"#/properties/region/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"}];
return false;
}
}
else {
validate8.errors = [{instancePath:instancePath+"/region",schemaPath:"#/properties/region/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.entityId !== undefined){
let data6 = data.entityId;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data6 === "string"){
if(func0(data6) > 64){
validate8.errors = [{instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
else {
validate8.errors = [{instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.docScan !== undefined){
let data7 = data.docScan;
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data7)){
if(data7.length > 4){
validate8.errors = [{instancePath:instancePath+"/docScan",schemaPath:"#/properties/docScan/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"}];
return false;
}
else {
var valid3 = true;
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
const _errs19 = errors;
const _errs20 = errors;
if(errors === _errs20){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if((data8.scanData === undefined) && (missing1 = "scanData")){
validate8.errors = [{instancePath:instancePath+"/docScan/" + i0,schemaPath:"schema:ScanInput/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data8.scanData !== undefined){
let data9 = data8.scanData;
const _errs22 = errors;
if(errors === _errs22){
if(errors === _errs22){
if(typeof data9 === "string"){
if(func0(data9) > 2000000){
validate8.errors = [{instancePath:instancePath+"/docScan/" + i0+"/scanData",schemaPath:"schema:ScanInput/properties/scanData/maxLength",keyword:"maxLength",params:{limit: 2000000},message:"must NOT have more than 2000000 characters"}];
return false;
}
else {
if(!(formats4(data9))){
validate8.errors = [{instancePath:instancePath+"/docScan/" + i0+"/scanData",schemaPath:"schema:ScanInput/properties/scanData/format",keyword:"format",params:{format: "byte"},message:"must match format \""+"byte"+"\""}];
return false;
}
}
}
else {
validate8.errors = [{instancePath:instancePath+"/docScan/" + i0+"/scanData",schemaPath:"schema:ScanInput/properties/scanData/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid5 = _errs22 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data8.scanFilename !== undefined){
let data10 = data8.scanFilename;
const _errs24 = errors;
if(errors === _errs24){
if(typeof data10 === "string"){
if(func0(data10) > 200){
validate8.errors = [{instancePath:instancePath+"/docScan/" + i0+"/scanFilename",schemaPath:"schema:ScanInput/properties/scanFilename/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
}
else {
validate8.errors = [{instancePath:instancePath+"/docScan/" + i0+"/scanFilename",schemaPath:"schema:ScanInput/properties/scanFilename/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid5 = _errs24 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data8.scanMIME !== undefined){
let data11 = data8.scanMIME;
const _errs26 = errors;
if(errors === _errs26){
if(typeof data11 === "string"){
if(func0(data11) > 100){
validate8.errors = [{instancePath:instancePath+"/docScan/" + i0+"/scanMIME",schemaPath:"schema:ScanInput/properties/scanMIME/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate8.errors = [{instancePath:instancePath+"/docScan/" + i0+"/scanMIME",schemaPath:"schema:ScanInput/properties/scanMIME/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid5 = _errs26 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data8.scanSide !== undefined){
let data12 = data8.scanSide;
const _errs28 = errors;
if(typeof data12 !== "string"){
validate8.errors = [{instancePath:instancePath+"/docScan/" + i0+"/scanSide",schemaPath:"schema:ScanInput/properties/scanSide/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data12 === "F") || (data12 === "B"))){
validate8.errors = [{instancePath:instancePath+"/docScan/" + i0+"/scanSide",schemaPath:"schema:ScanInput/properties/scanSide/enum",keyword:"enum",params:{allowedValues: schema14.properties.scanSide.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid5 = _errs28 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
else {
validate8.errors = [{instancePath:instancePath+"/docScan/" + i0,schemaPath:"schema:ScanInput/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs19 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate8.errors = [{instancePath:instancePath+"/docScan",schemaPath:"#/properties/docScan/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.extraData !== undefined){
let data13 = data.extraData;
const _errs30 = errors;
if(errors === _errs30){
if(Array.isArray(data13)){
if(data13.length > 50){
validate8.errors = [{instancePath:instancePath+"/extraData",schemaPath:"#/properties/extraData/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"}];
return false;
}
else {
var valid6 = true;
const len1 = data13.length;
for(let i1=0; i1<len1; i1++){
let data14 = data13[i1];
const _errs32 = errors;
const _errs33 = errors;
if(errors === _errs33){
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
let missing2;
if(((data14.kvpKey === undefined) && (missing2 = "kvpKey")) || ((data14.kvpValue === undefined) && (missing2 = "kvpValue"))){
validate8.errors = [{instancePath:instancePath+"/extraData/" + i1,schemaPath:"schema:KeyValue/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data14.kvpKey !== undefined){
let data15 = data14.kvpKey;
const _errs35 = errors;
if(errors === _errs35){
if(typeof data15 === "string"){
if(func0(data15) > 100){
validate8.errors = [{instancePath:instancePath+"/extraData/" + i1+"/kvpKey",schemaPath:"schema:KeyValue/properties/kvpKey/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate8.errors = [{instancePath:instancePath+"/extraData/" + i1+"/kvpKey",schemaPath:"schema:KeyValue/properties/kvpKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid8 = _errs35 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data14.kvpValue !== undefined){
let data16 = data14.kvpValue;
const _errs37 = errors;
if(errors === _errs37){
if(typeof data16 === "string"){
if(func0(data16) > 1000){
validate8.errors = [{instancePath:instancePath+"/extraData/" + i1+"/kvpValue",schemaPath:"schema:KeyValue/properties/kvpValue/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"}];
return false;
}
}
else {
validate8.errors = [{instancePath:instancePath+"/extraData/" + i1+"/kvpValue",schemaPath:"schema:KeyValue/properties/kvpValue/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid8 = _errs37 === errors;
}
else {
var valid8 = true;
}
}
}
}
else {
validate8.errors = [{instancePath:instancePath+"/extraData/" + i1,schemaPath:"schema:KeyValue/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid6 = _errs32 === errors;
if(!valid6){
break;
}
}
}
}
else {
validate8.errors = [{instancePath:instancePath+"/extraData",schemaPath:"#/properties/extraData/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs30 === errors;
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
const schema16 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"x-kyc-customerid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-customerchildid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-background":{"type":"string","enum":["0","1"]}},"required":["x-kyc-customerid"]},"params":{"type":"object","properties":{}}}};

function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
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
let data1 = data.headers;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing0;
if((data1["x-kyc-customerid"] === undefined) && (missing0 = "x-kyc-customerid")){
validate9.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data1["x-kyc-customerid"] !== undefined){
let data2 = data1["x-kyc-customerid"];
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 64){
validate9.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data2) < 1){
validate9.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate9.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1["x-kyc-customerchildid"] !== undefined){
let data3 = data1["x-kyc-customerchildid"];
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func0(data3) > 64){
validate9.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data3) < 1){
validate9.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate9.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1["x-kyc-background"] !== undefined){
let data4 = data1["x-kyc-background"];
const _errs9 = errors;
if(typeof data4 !== "string"){
validate9.errors = [{instancePath:instancePath+"/headers/x-kyc-background",schemaPath:"#/properties/headers/properties/x-kyc-background/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data4 === "0") || (data4 === "1"))){
validate9.errors = [{instancePath:instancePath+"/headers/x-kyc-background",schemaPath:"#/properties/headers/properties/x-kyc-background/enum",keyword:"enum",params:{allowedValues: schema16.properties.headers.properties["x-kyc-background"].enum},message:"must be equal to one of the allowed values"}];
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
validate9.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate9.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate9.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate9.errors = vErrors;
return errors === 0;
}

exports.req_10 = validate10;
const schema17 = {"type":"object","required":["document","originalDocumentId"],"properties":{"document":{"$ref":"schema:DocumentInput"},"originalDocumentId":{"type":"string","minLength":1}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.document === undefined) && (missing0 = "document")) || ((data.originalDocumentId === undefined) && (missing0 = "originalDocumentId"))){
validate10.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.document !== undefined){
const _errs1 = errors;
if(!(validate8(data.document, {instancePath:instancePath+"/document",parentData:data,parentDataProperty:"document",rootData}))){
vErrors = vErrors === null ? validate8.errors : vErrors.concat(validate8.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.originalDocumentId !== undefined){
let data1 = data.originalDocumentId;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data1 === "string"){
if(func0(data1) < 1){
validate10.errors = [{instancePath:instancePath+"/originalDocumentId",schemaPath:"#/properties/originalDocumentId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/originalDocumentId",schemaPath:"#/properties/originalDocumentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
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

exports.req_11 = validate12;
const schema18 = {"type":"object","properties":{"query":{"type":"object","properties":{"planLimit":{"type":"integer","minimum":1,"maximum":50,"default":5}}},"headers":{"type":"object","properties":{"x-kyc-customerid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-customerchildid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-background":{"type":"string","enum":["0","1"]}},"required":["x-kyc-customerid"]},"params":{"type":"object","properties":{}}}};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.planLimit === undefined){
data0.planLimit = 5;
}
let data1 = data0.planLimit;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate12.errors = [{instancePath:instancePath+"/query/planLimit",schemaPath:"#/properties/query/properties/planLimit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 50 || isNaN(data1)){
validate12.errors = [{instancePath:instancePath+"/query/planLimit",schemaPath:"#/properties/query/properties/planLimit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data1 < 1 || isNaN(data1)){
validate12.errors = [{instancePath:instancePath+"/query/planLimit",schemaPath:"#/properties/query/properties/planLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
}
else {
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
let data2 = data.headers;
const _errs5 = errors;
if(errors === _errs5){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing0;
if((data2["x-kyc-customerid"] === undefined) && (missing0 = "x-kyc-customerid")){
validate12.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data2["x-kyc-customerid"] !== undefined){
let data3 = data2["x-kyc-customerid"];
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func0(data3) > 64){
validate12.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data3) < 1){
validate12.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate12.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2["x-kyc-customerchildid"] !== undefined){
let data4 = data2["x-kyc-customerchildid"];
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 64){
validate12.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data4) < 1){
validate12.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate12.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2["x-kyc-background"] !== undefined){
let data5 = data2["x-kyc-background"];
const _errs11 = errors;
if(typeof data5 !== "string"){
validate12.errors = [{instancePath:instancePath+"/headers/x-kyc-background",schemaPath:"#/properties/headers/properties/x-kyc-background/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data5 === "0") || (data5 === "1"))){
validate12.errors = [{instancePath:instancePath+"/headers/x-kyc-background",schemaPath:"#/properties/headers/properties/x-kyc-background/enum",keyword:"enum",params:{allowedValues: schema18.properties.headers.properties["x-kyc-background"].enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate12.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate12.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate12.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate12.errors = vErrors;
return errors === 0;
}

exports.req_12 = validate13;
const schema19 = {"allOf":[{"$ref":"schema:DocumentInput"},{"properties":{"idType":{"type":"string","enum":["UTILITY_BILL"]}}}]};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(!(validate8(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate8.errors : vErrors.concat(validate8.errors);
errors = vErrors.length;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.idType !== undefined){
let data0 = data.idType;
if(typeof data0 !== "string"){
validate13.errors = [{instancePath:instancePath+"/idType",schemaPath:"#/allOf/1/properties/idType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data0 === "UTILITY_BILL")){
validate13.errors = [{instancePath:instancePath+"/idType",schemaPath:"#/allOf/1/properties/idType/enum",keyword:"enum",params:{allowedValues: schema19.allOf[1].properties.idType.enum},message:"must be equal to one of the allowed values"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
validate13.errors = vErrors;
return errors === 0;
}

exports.req_13 = validate15;
const schema20 = {"type":"object","properties":{"idType":{"$ref":"schema:IdType"},"idNumber":{"type":"string","maxLength":64},"country":{"$ref":"schema:Country"},"entityId":{"type":"string"},"limit":{"type":"integer","minimum":1,"maximum":100,"default":50}}};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.limit === undefined){
data.limit = 50;
}
if(data.idType !== undefined){
let data0 = data.idType;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate15.errors = [{instancePath:instancePath+"/idType",schemaPath:"schema:IdType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data0 === "DRIVERS_LICENCE") || (data0 === "PASSPORT")) || (data0 === "VISA")) || (data0 === "NATIONAL_ID")) || (data0 === "UTILITY_BILL")) || (data0 === "REPORT")) || (data0 === "OTHER"))){
validate15.errors = [{instancePath:instancePath+"/idType",schemaPath:"schema:IdType/enum",keyword:"enum",params:{allowedValues: schema12.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idNumber !== undefined){
let data1 = data.idNumber;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func0(data1) > 64){
validate15.errors = [{instancePath:instancePath+"/idNumber",schemaPath:"#/properties/idNumber/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
else {
validate15.errors = [{instancePath:instancePath+"/idNumber",schemaPath:"#/properties/idNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.country !== undefined){
let data2 = data.country;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
validate15.errors = [{instancePath:instancePath+"/country",schemaPath:"schema:Country/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z]{3}$"},message:"must match pattern \""+"^[A-Za-z]{3}$"+"\""}];
return false;
}
}
else {
validate15.errors = [{instancePath:instancePath+"/country",schemaPath:"schema:Country/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.entityId !== undefined){
const _errs9 = errors;
if(typeof data.entityId !== "string"){
validate15.errors = [{instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data4 = data.limit;
const _errs11 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate15.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs11){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 100 || isNaN(data4)){
validate15.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data4 < 1 || isNaN(data4)){
validate15.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs11 === errors;
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

exports.req_14 = validate16;
const schema23 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"x-kyc-customerid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-customerchildid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-background":{"type":"string","enum":["0","1"]}},"required":["x-kyc-customerid"]},"params":{"type":"object","properties":{"documentId":{"type":"string"}},"required":["documentId"]}}};

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
let missing0;
if((data1["x-kyc-customerid"] === undefined) && (missing0 = "x-kyc-customerid")){
validate16.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data1["x-kyc-customerid"] !== undefined){
let data2 = data1["x-kyc-customerid"];
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 64){
validate16.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data2) < 1){
validate16.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate16.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1["x-kyc-customerchildid"] !== undefined){
let data3 = data1["x-kyc-customerchildid"];
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func0(data3) > 64){
validate16.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data3) < 1){
validate16.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate16.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1["x-kyc-background"] !== undefined){
let data4 = data1["x-kyc-background"];
const _errs9 = errors;
if(typeof data4 !== "string"){
validate16.errors = [{instancePath:instancePath+"/headers/x-kyc-background",schemaPath:"#/properties/headers/properties/x-kyc-background/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data4 === "0") || (data4 === "1"))){
validate16.errors = [{instancePath:instancePath+"/headers/x-kyc-background",schemaPath:"#/properties/headers/properties/x-kyc-background/enum",keyword:"enum",params:{allowedValues: schema23.properties.headers.properties["x-kyc-background"].enum},message:"must be equal to one of the allowed values"}];
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
let missing1;
if((data5.documentId === undefined) && (missing1 = "documentId")){
validate16.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data5.documentId !== undefined){
if(typeof data5.documentId !== "string"){
validate16.errors = [{instancePath:instancePath+"/params/documentId",schemaPath:"#/properties/params/properties/documentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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

exports.req_EntityInput = validate17;
const schema24 = {"type":"object","required":["name"],"properties":{"name":{"$ref":"schema:Name"},"dateOfBirth":{"$ref":"schema:DateOfBirth"},"addresses":{"type":"array","maxItems":10,"items":{"$ref":"schema:Address"}},"emailAddress":{"type":"string","maxLength":200},"phoneNumber":{"type":"string","maxLength":30},"entityProfile":{"type":"string","maxLength":64}}};
const schema25 = {"type":"object","properties":{"givenName":{"type":"string","maxLength":100},"middleName":{"type":"string","maxLength":100},"familyName":{"type":"string","maxLength":100}}};
const schema26 = {"type":"object","required":["dateOfBirth"],"properties":{"dateOfBirth":{"type":"string","format":"date"}}};
const schema27 = {"type":"object","properties":{"streetNumber":{"type":"string","maxLength":20},"streetName":{"type":"string","maxLength":100},"streetType":{"type":"string","maxLength":40},"suburb":{"type":"string","maxLength":100},"state":{"type":"string","maxLength":40},"postalCode":{"type":"string","maxLength":12},"country":{"type":"string","maxLength":3}}};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.name === undefined) && (missing0 = "name")){
validate17.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
let data0 = data.name;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.givenName !== undefined){
let data1 = data0.givenName;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func0(data1) > 100){
validate17.errors = [{instancePath:instancePath+"/name/givenName",schemaPath:"schema:Name/properties/givenName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate17.errors = [{instancePath:instancePath+"/name/givenName",schemaPath:"schema:Name/properties/givenName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.middleName !== undefined){
let data2 = data0.middleName;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(func0(data2) > 100){
validate17.errors = [{instancePath:instancePath+"/name/middleName",schemaPath:"schema:Name/properties/middleName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate17.errors = [{instancePath:instancePath+"/name/middleName",schemaPath:"schema:Name/properties/middleName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.familyName !== undefined){
let data3 = data0.familyName;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(func0(data3) > 100){
validate17.errors = [{instancePath:instancePath+"/name/familyName",schemaPath:"schema:Name/properties/familyName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate17.errors = [{instancePath:instancePath+"/name/familyName",schemaPath:"schema:Name/properties/familyName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate17.errors = [{instancePath:instancePath+"/name",schemaPath:"schema:Name/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dateOfBirth !== undefined){
let data4 = data.dateOfBirth;
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing1;
if((data4.dateOfBirth === undefined) && (missing1 = "dateOfBirth")){
validate17.errors = [{instancePath:instancePath+"/dateOfBirth",schemaPath:"schema:DateOfBirth/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data4.dateOfBirth !== undefined){
let data5 = data4.dateOfBirth;
const _errs13 = errors;
if(errors === _errs13){
if(errors === _errs13){
if(typeof data5 === "string"){
if(!(formats0.validate.test(data5))){
validate17.errors = [{instancePath:instancePath+"/dateOfBirth/dateOfBirth",schemaPath:"schema:DateOfBirth/properties/dateOfBirth/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate17.errors = [{instancePath:instancePath+"/dateOfBirth/dateOfBirth",schemaPath:"schema:DateOfBirth/properties/dateOfBirth/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
}
else {
validate17.errors = [{instancePath:instancePath+"/dateOfBirth",schemaPath:"schema:DateOfBirth/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.addresses !== undefined){
let data6 = data.addresses;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data6)){
if(data6.length > 10){
validate17.errors = [{instancePath:instancePath+"/addresses",schemaPath:"#/properties/addresses/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"}];
return false;
}
else {
var valid5 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs17 = errors;
const _errs18 = errors;
if(errors === _errs18){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.streetNumber !== undefined){
let data8 = data7.streetNumber;
const _errs20 = errors;
if(errors === _errs20){
if(typeof data8 === "string"){
if(func0(data8) > 20){
validate17.errors = [{instancePath:instancePath+"/addresses/" + i0+"/streetNumber",schemaPath:"schema:Address/properties/streetNumber/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"}];
return false;
}
}
else {
validate17.errors = [{instancePath:instancePath+"/addresses/" + i0+"/streetNumber",schemaPath:"schema:Address/properties/streetNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs20 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data7.streetName !== undefined){
let data9 = data7.streetName;
const _errs22 = errors;
if(errors === _errs22){
if(typeof data9 === "string"){
if(func0(data9) > 100){
validate17.errors = [{instancePath:instancePath+"/addresses/" + i0+"/streetName",schemaPath:"schema:Address/properties/streetName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate17.errors = [{instancePath:instancePath+"/addresses/" + i0+"/streetName",schemaPath:"schema:Address/properties/streetName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs22 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data7.streetType !== undefined){
let data10 = data7.streetType;
const _errs24 = errors;
if(errors === _errs24){
if(typeof data10 === "string"){
if(func0(data10) > 40){
validate17.errors = [{instancePath:instancePath+"/addresses/" + i0+"/streetType",schemaPath:"schema:Address/properties/streetType/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"}];
return false;
}
}
else {
validate17.errors = [{instancePath:instancePath+"/addresses/" + i0+"/streetType",schemaPath:"schema:Address/properties/streetType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs24 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data7.suburb !== undefined){
let data11 = data7.suburb;
const _errs26 = errors;
if(errors === _errs26){
if(typeof data11 === "string"){
if(func0(data11) > 100){
validate17.errors = [{instancePath:instancePath+"/addresses/" + i0+"/suburb",schemaPath:"schema:Address/properties/suburb/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate17.errors = [{instancePath:instancePath+"/addresses/" + i0+"/suburb",schemaPath:"schema:Address/properties/suburb/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs26 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data7.state !== undefined){
let data12 = data7.state;
const _errs28 = errors;
if(errors === _errs28){
if(typeof data12 === "string"){
if(func0(data12) > 40){
validate17.errors = [{instancePath:instancePath+"/addresses/" + i0+"/state",schemaPath:"schema:Address/properties/state/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"}];
return false;
}
}
else {
validate17.errors = [{instancePath:instancePath+"/addresses/" + i0+"/state",schemaPath:"schema:Address/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs28 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data7.postalCode !== undefined){
let data13 = data7.postalCode;
const _errs30 = errors;
if(errors === _errs30){
if(typeof data13 === "string"){
if(func0(data13) > 12){
validate17.errors = [{instancePath:instancePath+"/addresses/" + i0+"/postalCode",schemaPath:"schema:Address/properties/postalCode/maxLength",keyword:"maxLength",params:{limit: 12},message:"must NOT have more than 12 characters"}];
return false;
}
}
else {
validate17.errors = [{instancePath:instancePath+"/addresses/" + i0+"/postalCode",schemaPath:"schema:Address/properties/postalCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs30 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data7.country !== undefined){
let data14 = data7.country;
const _errs32 = errors;
if(errors === _errs32){
if(typeof data14 === "string"){
if(func0(data14) > 3){
validate17.errors = [{instancePath:instancePath+"/addresses/" + i0+"/country",schemaPath:"schema:Address/properties/country/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"}];
return false;
}
}
else {
validate17.errors = [{instancePath:instancePath+"/addresses/" + i0+"/country",schemaPath:"schema:Address/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs32 === errors;
}
else {
var valid7 = true;
}
}
}
}
}
}
}
}
else {
validate17.errors = [{instancePath:instancePath+"/addresses/" + i0,schemaPath:"schema:Address/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs17 === errors;
if(!valid5){
break;
}
}
}
}
else {
validate17.errors = [{instancePath:instancePath+"/addresses",schemaPath:"#/properties/addresses/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.emailAddress !== undefined){
let data15 = data.emailAddress;
const _errs34 = errors;
if(errors === _errs34){
if(typeof data15 === "string"){
if(func0(data15) > 200){
validate17.errors = [{instancePath:instancePath+"/emailAddress",schemaPath:"#/properties/emailAddress/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
}
else {
validate17.errors = [{instancePath:instancePath+"/emailAddress",schemaPath:"#/properties/emailAddress/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phoneNumber !== undefined){
let data16 = data.phoneNumber;
const _errs36 = errors;
if(errors === _errs36){
if(typeof data16 === "string"){
if(func0(data16) > 30){
validate17.errors = [{instancePath:instancePath+"/phoneNumber",schemaPath:"#/properties/phoneNumber/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"}];
return false;
}
}
else {
validate17.errors = [{instancePath:instancePath+"/phoneNumber",schemaPath:"#/properties/phoneNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.entityProfile !== undefined){
let data17 = data.entityProfile;
const _errs38 = errors;
if(errors === _errs38){
if(typeof data17 === "string"){
if(func0(data17) > 64){
validate17.errors = [{instancePath:instancePath+"/entityProfile",schemaPath:"#/properties/entityProfile/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
else {
validate17.errors = [{instancePath:instancePath+"/entityProfile",schemaPath:"#/properties/entityProfile/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs38 === errors;
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
validate17.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate17.errors = vErrors;
return errors === 0;
}

exports.req_16 = validate18;
const schema28 = {"type":"object","properties":{"query":{"type":"object","properties":{"set":{"type":"boolean"}},"required":["set"]},"headers":{"type":"object","properties":{"x-kyc-customerid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-customerchildid":{"type":"string","minLength":1,"maxLength":64}},"required":["x-kyc-customerid"]},"params":{"type":"object","properties":{"entityId":{"type":"string","minLength":1,"maxLength":64}},"required":["entityId"]}}};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if((data0.set === undefined) && (missing0 = "set")){
validate18.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data0.set !== undefined){
if(typeof data0.set !== "boolean"){
validate18.errors = [{instancePath:instancePath+"/query/set",schemaPath:"#/properties/query/properties/set/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
}
}
}
else {
validate18.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let missing1;
if((data2["x-kyc-customerid"] === undefined) && (missing1 = "x-kyc-customerid")){
validate18.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data2["x-kyc-customerid"] !== undefined){
let data3 = data2["x-kyc-customerid"];
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func0(data3) > 64){
validate18.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data3) < 1){
validate18.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate18.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2["x-kyc-customerchildid"] !== undefined){
let data4 = data2["x-kyc-customerchildid"];
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 64){
validate18.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data4) < 1){
validate18.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate18.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate18.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data5 = data.params;
const _errs11 = errors;
if(errors === _errs11){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing2;
if((data5.entityId === undefined) && (missing2 = "entityId")){
validate18.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data5.entityId !== undefined){
let data6 = data5.entityId;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data6 === "string"){
if(func0(data6) > 64){
validate18.errors = [{instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data6) < 1){
validate18.errors = [{instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate18.errors = [{instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate18.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate18.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate18.errors = vErrors;
return errors === 0;
}

exports.req_17 = validate19;
const schema29 = {"type":"object","properties":{"query":{"type":"object","properties":{"set":{"type":"boolean"},"reason":{"type":"string","enum":["WAS_BLACKLISTED"]},"comment":{"type":"string","maxLength":1000}},"required":["set"]},"headers":{"type":"object","properties":{"x-kyc-customerid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-customerchildid":{"type":"string","minLength":1,"maxLength":64}},"required":["x-kyc-customerid"]},"params":{"type":"object","properties":{"entityId":{"type":"string","minLength":1,"maxLength":64}},"required":["entityId"]}}};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if((data0.set === undefined) && (missing0 = "set")){
validate19.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data0.set !== undefined){
const _errs3 = errors;
if(typeof data0.set !== "boolean"){
validate19.errors = [{instancePath:instancePath+"/query/set",schemaPath:"#/properties/query/properties/set/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.reason !== undefined){
let data2 = data0.reason;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate19.errors = [{instancePath:instancePath+"/query/reason",schemaPath:"#/properties/query/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data2 === "WAS_BLACKLISTED")){
validate19.errors = [{instancePath:instancePath+"/query/reason",schemaPath:"#/properties/query/properties/reason/enum",keyword:"enum",params:{allowedValues: schema29.properties.query.properties.reason.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.comment !== undefined){
let data3 = data0.comment;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func0(data3) > 1000){
validate19.errors = [{instancePath:instancePath+"/query/comment",schemaPath:"#/properties/query/properties/comment/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"}];
return false;
}
}
else {
validate19.errors = [{instancePath:instancePath+"/query/comment",schemaPath:"#/properties/query/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
}
else {
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
let data4 = data.headers;
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing1;
if((data4["x-kyc-customerid"] === undefined) && (missing1 = "x-kyc-customerid")){
validate19.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data4["x-kyc-customerid"] !== undefined){
let data5 = data4["x-kyc-customerid"];
const _errs11 = errors;
if(errors === _errs11){
if(typeof data5 === "string"){
if(func0(data5) > 64){
validate19.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data5) < 1){
validate19.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate19.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4["x-kyc-customerchildid"] !== undefined){
let data6 = data4["x-kyc-customerchildid"];
const _errs13 = errors;
if(errors === _errs13){
if(typeof data6 === "string"){
if(func0(data6) > 64){
validate19.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data6) < 1){
validate19.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate19.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate19.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data7 = data.params;
const _errs15 = errors;
if(errors === _errs15){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing2;
if((data7.entityId === undefined) && (missing2 = "entityId")){
validate19.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data7.entityId !== undefined){
let data8 = data7.entityId;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data8 === "string"){
if(func0(data8) > 64){
validate19.errors = [{instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data8) < 1){
validate19.errors = [{instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate19.errors = [{instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate19.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate19.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate19.errors = vErrors;
return errors === 0;
}

exports.req_18 = validate20;
const schema30 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"x-kyc-customerid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-customerchildid":{"type":"string","minLength":1,"maxLength":64}},"required":["x-kyc-customerid"]},"params":{"type":"object","properties":{"entityId":{"type":"string","minLength":1,"maxLength":64}},"required":["entityId"]}}};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
validate20.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if((data1["x-kyc-customerid"] === undefined) && (missing0 = "x-kyc-customerid")){
validate20.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data1["x-kyc-customerid"] !== undefined){
let data2 = data1["x-kyc-customerid"];
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 64){
validate20.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data2) < 1){
validate20.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1["x-kyc-customerchildid"] !== undefined){
let data3 = data1["x-kyc-customerchildid"];
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func0(data3) > 64){
validate20.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data3) < 1){
validate20.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate20.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data4 = data.params;
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing1;
if((data4.entityId === undefined) && (missing1 = "entityId")){
validate20.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data4.entityId !== undefined){
let data5 = data4.entityId;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data5 === "string"){
if(func0(data5) > 64){
validate20.errors = [{instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data5) < 1){
validate20.errors = [{instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate20.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate20.errors = vErrors;
return errors === 0;
}

exports.req_EntityUpdate = validate21;
const schema31 = {"type":"object","properties":{"name":{"$ref":"schema:Name"},"dateOfBirth":{"$ref":"schema:DateOfBirth"},"addresses":{"type":"array","maxItems":10,"items":{"$ref":"schema:Address"}},"emailAddress":{"type":"string","maxLength":200},"phoneNumber":{"type":"string","maxLength":30},"entityProfile":{"type":"string","maxLength":64}}};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name !== undefined){
let data0 = data.name;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.givenName !== undefined){
let data1 = data0.givenName;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func0(data1) > 100){
validate21.errors = [{instancePath:instancePath+"/name/givenName",schemaPath:"schema:Name/properties/givenName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/name/givenName",schemaPath:"schema:Name/properties/givenName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.middleName !== undefined){
let data2 = data0.middleName;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(func0(data2) > 100){
validate21.errors = [{instancePath:instancePath+"/name/middleName",schemaPath:"schema:Name/properties/middleName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/name/middleName",schemaPath:"schema:Name/properties/middleName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.familyName !== undefined){
let data3 = data0.familyName;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(func0(data3) > 100){
validate21.errors = [{instancePath:instancePath+"/name/familyName",schemaPath:"schema:Name/properties/familyName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/name/familyName",schemaPath:"schema:Name/properties/familyName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/name",schemaPath:"schema:Name/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dateOfBirth !== undefined){
let data4 = data.dateOfBirth;
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing0;
if((data4.dateOfBirth === undefined) && (missing0 = "dateOfBirth")){
validate21.errors = [{instancePath:instancePath+"/dateOfBirth",schemaPath:"schema:DateOfBirth/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data4.dateOfBirth !== undefined){
let data5 = data4.dateOfBirth;
const _errs13 = errors;
if(errors === _errs13){
if(errors === _errs13){
if(typeof data5 === "string"){
if(!(formats0.validate.test(data5))){
validate21.errors = [{instancePath:instancePath+"/dateOfBirth/dateOfBirth",schemaPath:"schema:DateOfBirth/properties/dateOfBirth/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/dateOfBirth/dateOfBirth",schemaPath:"schema:DateOfBirth/properties/dateOfBirth/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/dateOfBirth",schemaPath:"schema:DateOfBirth/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.addresses !== undefined){
let data6 = data.addresses;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data6)){
if(data6.length > 10){
validate21.errors = [{instancePath:instancePath+"/addresses",schemaPath:"#/properties/addresses/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"}];
return false;
}
else {
var valid5 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs17 = errors;
const _errs18 = errors;
if(errors === _errs18){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.streetNumber !== undefined){
let data8 = data7.streetNumber;
const _errs20 = errors;
if(errors === _errs20){
if(typeof data8 === "string"){
if(func0(data8) > 20){
validate21.errors = [{instancePath:instancePath+"/addresses/" + i0+"/streetNumber",schemaPath:"schema:Address/properties/streetNumber/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/addresses/" + i0+"/streetNumber",schemaPath:"schema:Address/properties/streetNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs20 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data7.streetName !== undefined){
let data9 = data7.streetName;
const _errs22 = errors;
if(errors === _errs22){
if(typeof data9 === "string"){
if(func0(data9) > 100){
validate21.errors = [{instancePath:instancePath+"/addresses/" + i0+"/streetName",schemaPath:"schema:Address/properties/streetName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/addresses/" + i0+"/streetName",schemaPath:"schema:Address/properties/streetName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs22 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data7.streetType !== undefined){
let data10 = data7.streetType;
const _errs24 = errors;
if(errors === _errs24){
if(typeof data10 === "string"){
if(func0(data10) > 40){
validate21.errors = [{instancePath:instancePath+"/addresses/" + i0+"/streetType",schemaPath:"schema:Address/properties/streetType/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/addresses/" + i0+"/streetType",schemaPath:"schema:Address/properties/streetType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs24 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data7.suburb !== undefined){
let data11 = data7.suburb;
const _errs26 = errors;
if(errors === _errs26){
if(typeof data11 === "string"){
if(func0(data11) > 100){
validate21.errors = [{instancePath:instancePath+"/addresses/" + i0+"/suburb",schemaPath:"schema:Address/properties/suburb/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/addresses/" + i0+"/suburb",schemaPath:"schema:Address/properties/suburb/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs26 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data7.state !== undefined){
let data12 = data7.state;
const _errs28 = errors;
if(errors === _errs28){
if(typeof data12 === "string"){
if(func0(data12) > 40){
validate21.errors = [{instancePath:instancePath+"/addresses/" + i0+"/state",schemaPath:"schema:Address/properties/state/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/addresses/" + i0+"/state",schemaPath:"schema:Address/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs28 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data7.postalCode !== undefined){
let data13 = data7.postalCode;
const _errs30 = errors;
if(errors === _errs30){
if(typeof data13 === "string"){
if(func0(data13) > 12){
validate21.errors = [{instancePath:instancePath+"/addresses/" + i0+"/postalCode",schemaPath:"schema:Address/properties/postalCode/maxLength",keyword:"maxLength",params:{limit: 12},message:"must NOT have more than 12 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/addresses/" + i0+"/postalCode",schemaPath:"schema:Address/properties/postalCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs30 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data7.country !== undefined){
let data14 = data7.country;
const _errs32 = errors;
if(errors === _errs32){
if(typeof data14 === "string"){
if(func0(data14) > 3){
validate21.errors = [{instancePath:instancePath+"/addresses/" + i0+"/country",schemaPath:"schema:Address/properties/country/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/addresses/" + i0+"/country",schemaPath:"schema:Address/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs32 === errors;
}
else {
var valid7 = true;
}
}
}
}
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/addresses/" + i0,schemaPath:"schema:Address/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs17 === errors;
if(!valid5){
break;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/addresses",schemaPath:"#/properties/addresses/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.emailAddress !== undefined){
let data15 = data.emailAddress;
const _errs34 = errors;
if(errors === _errs34){
if(typeof data15 === "string"){
if(func0(data15) > 200){
validate21.errors = [{instancePath:instancePath+"/emailAddress",schemaPath:"#/properties/emailAddress/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/emailAddress",schemaPath:"#/properties/emailAddress/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phoneNumber !== undefined){
let data16 = data.phoneNumber;
const _errs36 = errors;
if(errors === _errs36){
if(typeof data16 === "string"){
if(func0(data16) > 30){
validate21.errors = [{instancePath:instancePath+"/phoneNumber",schemaPath:"#/properties/phoneNumber/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/phoneNumber",schemaPath:"#/properties/phoneNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.entityProfile !== undefined){
let data17 = data.entityProfile;
const _errs38 = errors;
if(errors === _errs38){
if(typeof data17 === "string"){
if(func0(data17) > 64){
validate21.errors = [{instancePath:instancePath+"/entityProfile",schemaPath:"#/properties/entityProfile/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/entityProfile",schemaPath:"#/properties/entityProfile/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs38 === errors;
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
validate21.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate21.errors = vErrors;
return errors === 0;
}

exports.req_20 = validate22;
const schema35 = {"type":"object","properties":{"query":{"type":"object","properties":{"set":{"type":"string","enum":["wait","fail","archived","clear","inactive"]},"risk":{"type":"string","enum":["low","medium","high","unacceptable","significant"]},"comment":{"type":"string","maxLength":1000}}},"headers":{"type":"object","properties":{"x-kyc-customerid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-customerchildid":{"type":"string","minLength":1,"maxLength":64}},"required":["x-kyc-customerid"]},"params":{"type":"object","properties":{"entityId":{"type":"string","minLength":1,"maxLength":64}},"required":["entityId"]}}};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.set !== undefined){
let data1 = data0.set;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate22.errors = [{instancePath:instancePath+"/query/set",schemaPath:"#/properties/query/properties/set/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data1 === "wait") || (data1 === "fail")) || (data1 === "archived")) || (data1 === "clear")) || (data1 === "inactive"))){
validate22.errors = [{instancePath:instancePath+"/query/set",schemaPath:"#/properties/query/properties/set/enum",keyword:"enum",params:{allowedValues: schema35.properties.query.properties.set.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.risk !== undefined){
let data2 = data0.risk;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate22.errors = [{instancePath:instancePath+"/query/risk",schemaPath:"#/properties/query/properties/risk/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data2 === "low") || (data2 === "medium")) || (data2 === "high")) || (data2 === "unacceptable")) || (data2 === "significant"))){
validate22.errors = [{instancePath:instancePath+"/query/risk",schemaPath:"#/properties/query/properties/risk/enum",keyword:"enum",params:{allowedValues: schema35.properties.query.properties.risk.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.comment !== undefined){
let data3 = data0.comment;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func0(data3) > 1000){
validate22.errors = [{instancePath:instancePath+"/query/comment",schemaPath:"#/properties/query/properties/comment/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/query/comment",schemaPath:"#/properties/query/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate22.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let missing0;
if((data4["x-kyc-customerid"] === undefined) && (missing0 = "x-kyc-customerid")){
validate22.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data4["x-kyc-customerid"] !== undefined){
let data5 = data4["x-kyc-customerid"];
const _errs11 = errors;
if(errors === _errs11){
if(typeof data5 === "string"){
if(func0(data5) > 64){
validate22.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data5) < 1){
validate22.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4["x-kyc-customerchildid"] !== undefined){
let data6 = data4["x-kyc-customerchildid"];
const _errs13 = errors;
if(errors === _errs13){
if(typeof data6 === "string"){
if(func0(data6) > 64){
validate22.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data6) < 1){
validate22.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate22.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data7 = data.params;
const _errs15 = errors;
if(errors === _errs15){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing1;
if((data7.entityId === undefined) && (missing1 = "entityId")){
validate22.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data7.entityId !== undefined){
let data8 = data7.entityId;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data8 === "string"){
if(func0(data8) > 64){
validate22.errors = [{instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data8) < 1){
validate22.errors = [{instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate22.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate22.errors = vErrors;
return errors === 0;
}

exports.req_21 = validate23;
const schema36 = {"type":"object","properties":{"query":{"type":"object","properties":{"nopush":{"type":"boolean"},"phase":{"type":"integer","enum":[2]}}},"headers":{"type":"object","properties":{"x-kyc-customerid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-customerchildid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-background":{"type":"string","enum":["0","1"]}},"required":["x-kyc-customerid"]},"params":{"type":"object","properties":{"entityId":{"type":"string","minLength":1,"maxLength":64}},"required":["entityId"]}}};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.nopush !== undefined){
const _errs3 = errors;
if(typeof data0.nopush !== "boolean"){
validate23.errors = [{instancePath:instancePath+"/query/nopush",schemaPath:"#/properties/query/properties/nopush/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.phase !== undefined){
let data2 = data0.phase;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate23.errors = [{instancePath:instancePath+"/query/phase",schemaPath:"#/properties/query/properties/phase/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(!(data2 === 2)){
validate23.errors = [{instancePath:instancePath+"/query/phase",schemaPath:"#/properties/query/properties/phase/enum",keyword:"enum",params:{allowedValues: schema36.properties.query.properties.phase.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let missing0;
if((data3["x-kyc-customerid"] === undefined) && (missing0 = "x-kyc-customerid")){
validate23.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data3["x-kyc-customerid"] !== undefined){
let data4 = data3["x-kyc-customerid"];
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 64){
validate23.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data4) < 1){
validate23.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3["x-kyc-customerchildid"] !== undefined){
let data5 = data3["x-kyc-customerchildid"];
const _errs11 = errors;
if(errors === _errs11){
if(typeof data5 === "string"){
if(func0(data5) > 64){
validate23.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data5) < 1){
validate23.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3["x-kyc-background"] !== undefined){
let data6 = data3["x-kyc-background"];
const _errs13 = errors;
if(typeof data6 !== "string"){
validate23.errors = [{instancePath:instancePath+"/headers/x-kyc-background",schemaPath:"#/properties/headers/properties/x-kyc-background/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data6 === "0") || (data6 === "1"))){
validate23.errors = [{instancePath:instancePath+"/headers/x-kyc-background",schemaPath:"#/properties/headers/properties/x-kyc-background/enum",keyword:"enum",params:{allowedValues: schema36.properties.headers.properties["x-kyc-background"].enum},message:"must be equal to one of the allowed values"}];
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
else {
validate23.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let missing1;
if((data7.entityId === undefined) && (missing1 = "entityId")){
validate23.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data7.entityId !== undefined){
let data8 = data7.entityId;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data8 === "string"){
if(func0(data8) > 64){
validate23.errors = [{instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data8) < 1){
validate23.errors = [{instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate23.errors = vErrors;
return errors === 0;
}

exports.req_22 = validate24;
const schema37 = {"type":"object","properties":{"query":{"type":"object","properties":{"force":{"type":"boolean"},"noInvalidate":{"type":"boolean"}}},"headers":{"type":"object","properties":{"x-kyc-customerid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-customerchildid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-background":{"type":"string","enum":["0","1"]}},"required":["x-kyc-customerid"]},"params":{"type":"object","properties":{"entityId":{"type":"string","minLength":1,"maxLength":64},"checkType":{"type":"string","minLength":1,"maxLength":200},"resultLevel":{"type":"string","enum":["simple","summary","full"]}},"required":["entityId","checkType","resultLevel"]}}};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.force !== undefined){
const _errs3 = errors;
if(typeof data0.force !== "boolean"){
validate24.errors = [{instancePath:instancePath+"/query/force",schemaPath:"#/properties/query/properties/force/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.noInvalidate !== undefined){
const _errs5 = errors;
if(typeof data0.noInvalidate !== "boolean"){
validate24.errors = [{instancePath:instancePath+"/query/noInvalidate",schemaPath:"#/properties/query/properties/noInvalidate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let missing0;
if((data3["x-kyc-customerid"] === undefined) && (missing0 = "x-kyc-customerid")){
validate24.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data3["x-kyc-customerid"] !== undefined){
let data4 = data3["x-kyc-customerid"];
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 64){
validate24.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data4) < 1){
validate24.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3["x-kyc-customerchildid"] !== undefined){
let data5 = data3["x-kyc-customerchildid"];
const _errs11 = errors;
if(errors === _errs11){
if(typeof data5 === "string"){
if(func0(data5) > 64){
validate24.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data5) < 1){
validate24.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3["x-kyc-background"] !== undefined){
let data6 = data3["x-kyc-background"];
const _errs13 = errors;
if(typeof data6 !== "string"){
validate24.errors = [{instancePath:instancePath+"/headers/x-kyc-background",schemaPath:"#/properties/headers/properties/x-kyc-background/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data6 === "0") || (data6 === "1"))){
validate24.errors = [{instancePath:instancePath+"/headers/x-kyc-background",schemaPath:"#/properties/headers/properties/x-kyc-background/enum",keyword:"enum",params:{allowedValues: schema37.properties.headers.properties["x-kyc-background"].enum},message:"must be equal to one of the allowed values"}];
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
else {
validate24.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let missing1;
if((((data7.entityId === undefined) && (missing1 = "entityId")) || ((data7.checkType === undefined) && (missing1 = "checkType"))) || ((data7.resultLevel === undefined) && (missing1 = "resultLevel"))){
validate24.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data7.entityId !== undefined){
let data8 = data7.entityId;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data8 === "string"){
if(func0(data8) > 64){
validate24.errors = [{instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data8) < 1){
validate24.errors = [{instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs17 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.checkType !== undefined){
let data9 = data7.checkType;
const _errs19 = errors;
if(errors === _errs19){
if(typeof data9 === "string"){
if(func0(data9) > 200){
validate24.errors = [{instancePath:instancePath+"/params/checkType",schemaPath:"#/properties/params/properties/checkType/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
else {
if(func0(data9) < 1){
validate24.errors = [{instancePath:instancePath+"/params/checkType",schemaPath:"#/properties/params/properties/checkType/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/params/checkType",schemaPath:"#/properties/params/properties/checkType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs19 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.resultLevel !== undefined){
let data10 = data7.resultLevel;
const _errs21 = errors;
if(typeof data10 !== "string"){
validate24.errors = [{instancePath:instancePath+"/params/resultLevel",schemaPath:"#/properties/params/properties/resultLevel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data10 === "simple") || (data10 === "summary")) || (data10 === "full"))){
validate24.errors = [{instancePath:instancePath+"/params/resultLevel",schemaPath:"#/properties/params/properties/resultLevel/enum",keyword:"enum",params:{allowedValues: schema37.properties.params.properties.resultLevel.enum},message:"must be equal to one of the allowed values"}];
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
else {
validate24.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate24.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate24.errors = vErrors;
return errors === 0;
}

exports.req_23 = validate25;
const schema38 = {"type":"object","properties":{"query":{"type":"object","properties":{"payload":{"type":"string","enum":["string","object"],"default":"string"}}},"headers":{"type":"object","properties":{"x-kyc-customerid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-customerchildid":{"type":"string","minLength":1,"maxLength":64}},"required":["x-kyc-customerid"]},"params":{"type":"object","properties":{"requestId":{"type":"string"}},"required":["requestId"]}}};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.payload === undefined){
data0.payload = "string";
}
let data1 = data0.payload;
if(typeof data1 !== "string"){
validate25.errors = [{instancePath:instancePath+"/query/payload",schemaPath:"#/properties/query/properties/payload/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data1 === "string") || (data1 === "object"))){
validate25.errors = [{instancePath:instancePath+"/query/payload",schemaPath:"#/properties/query/properties/payload/enum",keyword:"enum",params:{allowedValues: schema38.properties.query.properties.payload.enum},message:"must be equal to one of the allowed values"}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let missing0;
if((data2["x-kyc-customerid"] === undefined) && (missing0 = "x-kyc-customerid")){
validate25.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data2["x-kyc-customerid"] !== undefined){
let data3 = data2["x-kyc-customerid"];
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func0(data3) > 64){
validate25.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data3) < 1){
validate25.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2["x-kyc-customerchildid"] !== undefined){
let data4 = data2["x-kyc-customerchildid"];
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 64){
validate25.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data4) < 1){
validate25.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data5 = data.params;
const _errs11 = errors;
if(errors === _errs11){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing1;
if((data5.requestId === undefined) && (missing1 = "requestId")){
validate25.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data5.requestId !== undefined){
if(typeof data5.requestId !== "string"){
validate25.errors = [{instancePath:instancePath+"/params/requestId",schemaPath:"#/properties/params/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate25.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate25.errors = vErrors;
return errors === 0;
}

exports.req_24 = validate26;
const schema39 = {"type":"object","properties":{"query":{"type":"object","properties":{"askingNicely":{"type":"boolean"}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.askingNicely !== undefined){
if(typeof data0.askingNicely !== "boolean"){
validate26.errors = [{instancePath:instancePath+"/query/askingNicely",schemaPath:"#/properties/query/properties/askingNicely/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
}
}
else {
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
let data2 = data.headers;
const _errs5 = errors;
if(errors === _errs5){
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
validate26.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data3 = data.params;
const _errs7 = errors;
if(errors === _errs7){
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
validate26.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
else {
validate26.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}

exports.req_25 = validate27;
const schema40 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"requestId":{"type":"string","maxLength":64}},"required":["requestId"]}}};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
const _errs1 = errors;
if(errors === _errs1){
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
validate27.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate27.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if((data2.requestId === undefined) && (missing0 = "requestId")){
validate27.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data2.requestId !== undefined){
let data3 = data2.requestId;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func0(data3) > 64){
validate27.errors = [{instancePath:instancePath+"/params/requestId",schemaPath:"#/properties/params/properties/requestId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
else {
validate27.errors = [{instancePath:instancePath+"/params/requestId",schemaPath:"#/properties/params/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate27.errors = vErrors;
return errors === 0;
}

exports.req_26 = validate28;
const schema41 = {"type":"object","additionalProperties":true};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
validate28.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate28.errors = vErrors;
return errors === 0;
}
