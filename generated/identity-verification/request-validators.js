// generated from specs/identity-verification.yaml — do not edit; run `make generate`
"use strict";
exports.req_0 = validate0;
const schema0 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"x-kyc-customerid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-customerchildid":{"type":"string","minLength":1,"maxLength":64}},"required":["x-kyc-customerid"]},"params":{"type":"object","properties":{}}}};
const func0 = require("ajv/dist/runtime/ucs2length").default;

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data1["x-kyc-customerid"] === undefined){
const err1 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: "x-kyc-customerid"},message:"must have required property '"+"x-kyc-customerid"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1["x-kyc-customerid"] !== undefined){
let data2 = data1["x-kyc-customerid"];
if(typeof data2 === "string"){
if(func0(data2) > 64){
const err2 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func0(data2) < 1){
const err3 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1["x-kyc-customerchildid"] !== undefined){
let data3 = data1["x-kyc-customerchildid"];
if(typeof data3 === "string"){
if(func0(data3) > 64){
const err5 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func0(data3) < 1){
const err6 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err7 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const schema1 = {"type":"object","required":["country","organisationNumber"],"properties":{"country":{"$ref":"schema:Country"},"organisationNumber":{"type":"string","minLength":1,"maxLength":32}}};
const schema2 = {"type":"string","pattern":"^[A-Za-z]{3}$"};
const pattern0 = new RegExp("^[A-Za-z]{3}$", "u");

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.country === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "country"},message:"must have required property '"+"country"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.organisationNumber === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "organisationNumber"},message:"must have required property '"+"organisationNumber"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.country !== undefined){
let data0 = data.country;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err2 = {instancePath:instancePath+"/country",schemaPath:"schema:Country/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z]{3}$"},message:"must match pattern \""+"^[A-Za-z]{3}$"+"\""};
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
const err3 = {instancePath:instancePath+"/country",schemaPath:"schema:Country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.organisationNumber !== undefined){
let data1 = data.organisationNumber;
if(typeof data1 === "string"){
if(func0(data1) > 32){
const err4 = {instancePath:instancePath+"/organisationNumber",schemaPath:"#/properties/organisationNumber/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func0(data1) < 1){
const err5 = {instancePath:instancePath+"/organisationNumber",schemaPath:"#/properties/organisationNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/organisationNumber",schemaPath:"#/properties/organisationNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data.organisationName === undefined){
const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "organisationName"},message:"must have required property '"+"organisationName"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
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
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.organisationNumber === undefined){
const err2 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "organisationNumber"},message:"must have required property '"+"organisationNumber"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
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
if(data.country === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "country"},message:"must have required property '"+"country"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.country !== undefined){
let data2 = data.country;
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err6 = {instancePath:instancePath+"/country",schemaPath:"schema:Country/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z]{3}$"},message:"must match pattern \""+"^[A-Za-z]{3}$"+"\""};
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
const err7 = {instancePath:instancePath+"/country",schemaPath:"schema:Country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.organisationName !== undefined){
let data3 = data.organisationName;
if(typeof data3 === "string"){
if(func0(data3) > 200){
const err8 = {instancePath:instancePath+"/organisationName",schemaPath:"#/properties/organisationName/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err9 = {instancePath:instancePath+"/organisationName",schemaPath:"#/properties/organisationName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.organisationNumber !== undefined){
let data4 = data.organisationNumber;
if(typeof data4 === "string"){
if(func0(data4) > 32){
const err10 = {instancePath:instancePath+"/organisationNumber",schemaPath:"#/properties/organisationNumber/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
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
const err11 = {instancePath:instancePath+"/organisationNumber",schemaPath:"#/properties/organisationNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate2.errors = vErrors;
return errors === 0;
}

exports.req_3 = validate3;
const schema5 = {"type":"object","properties":{"query":{"type":"object","properties":{"checkType":{"type":"string","minLength":1,"maxLength":200},"entityCategories":{"type":"string","pattern":"^(organisation|ubos|pseudo_ubos|direct_owners|officers|officers_directors|officers_other|all)(,(organisation|ubos|pseudo_ubos|direct_owners|officers|officers_directors|officers_other|all))*$"},"resultLevel":{"type":"string","enum":["summary","full"],"default":"summary"},"validation":{"type":"string","enum":["on","acn","only","off"],"default":"on"},"generateReport":{"type":"boolean"},"includeHistorical":{"type":"boolean"},"onlyProfile":{"type":"boolean"}}},"headers":{"type":"object","properties":{"x-kyc-customerid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-customerchildid":{"type":"string","minLength":1,"maxLength":64}},"required":["x-kyc-customerid"]},"params":{"type":"object","properties":{}}}};
const pattern2 = new RegExp("^(organisation|ubos|pseudo_ubos|direct_owners|officers|officers_directors|officers_other|all)(,(organisation|ubos|pseudo_ubos|direct_owners|officers|officers_directors|officers_other|all))*$", "u");

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.resultLevel === undefined){
data0.resultLevel = "summary";
}
if(data0.validation === undefined){
data0.validation = "on";
}
if(data0.checkType !== undefined){
let data1 = data0.checkType;
if(typeof data1 === "string"){
if(func0(data1) > 200){
const err0 = {instancePath:instancePath+"/query/checkType",schemaPath:"#/properties/query/properties/checkType/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func0(data1) < 1){
const err1 = {instancePath:instancePath+"/query/checkType",schemaPath:"#/properties/query/properties/checkType/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err2 = {instancePath:instancePath+"/query/checkType",schemaPath:"#/properties/query/properties/checkType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.entityCategories !== undefined){
let data2 = data0.entityCategories;
if(typeof data2 === "string"){
if(!pattern2.test(data2)){
const err3 = {instancePath:instancePath+"/query/entityCategories",schemaPath:"#/properties/query/properties/entityCategories/pattern",keyword:"pattern",params:{pattern: "^(organisation|ubos|pseudo_ubos|direct_owners|officers|officers_directors|officers_other|all)(,(organisation|ubos|pseudo_ubos|direct_owners|officers|officers_directors|officers_other|all))*$"},message:"must match pattern \""+"^(organisation|ubos|pseudo_ubos|direct_owners|officers|officers_directors|officers_other|all)(,(organisation|ubos|pseudo_ubos|direct_owners|officers|officers_directors|officers_other|all))*$"+"\""};
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
const err4 = {instancePath:instancePath+"/query/entityCategories",schemaPath:"#/properties/query/properties/entityCategories/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
let data3 = data0.resultLevel;
if(typeof data3 !== "string"){
const err5 = {instancePath:instancePath+"/query/resultLevel",schemaPath:"#/properties/query/properties/resultLevel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((data3 === "summary") || (data3 === "full"))){
const err6 = {instancePath:instancePath+"/query/resultLevel",schemaPath:"#/properties/query/properties/resultLevel/enum",keyword:"enum",params:{allowedValues: schema5.properties.query.properties.resultLevel.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
let data4 = data0.validation;
if(typeof data4 !== "string"){
const err7 = {instancePath:instancePath+"/query/validation",schemaPath:"#/properties/query/properties/validation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((((data4 === "on") || (data4 === "acn")) || (data4 === "only")) || (data4 === "off"))){
const err8 = {instancePath:instancePath+"/query/validation",schemaPath:"#/properties/query/properties/validation/enum",keyword:"enum",params:{allowedValues: schema5.properties.query.properties.validation.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0.generateReport !== undefined){
if(typeof data0.generateReport !== "boolean"){
const err9 = {instancePath:instancePath+"/query/generateReport",schemaPath:"#/properties/query/properties/generateReport/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.includeHistorical !== undefined){
if(typeof data0.includeHistorical !== "boolean"){
const err10 = {instancePath:instancePath+"/query/includeHistorical",schemaPath:"#/properties/query/properties/includeHistorical/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.onlyProfile !== undefined){
if(typeof data0.onlyProfile !== "boolean"){
const err11 = {instancePath:instancePath+"/query/onlyProfile",schemaPath:"#/properties/query/properties/onlyProfile/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
let data8 = data.headers;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8["x-kyc-customerid"] === undefined){
const err13 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: "x-kyc-customerid"},message:"must have required property '"+"x-kyc-customerid"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data8["x-kyc-customerid"] !== undefined){
let data9 = data8["x-kyc-customerid"];
if(typeof data9 === "string"){
if(func0(data9) > 64){
const err14 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func0(data9) < 1){
const err15 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err16 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data8["x-kyc-customerchildid"] !== undefined){
let data10 = data8["x-kyc-customerchildid"];
if(typeof data10 === "string"){
if(func0(data10) > 64){
const err17 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func0(data10) < 1){
const err18 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err19 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err20 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.params !== undefined){
let data11 = data.params;
if(!(data11 && typeof data11 == "object" && !Array.isArray(data11))){
const err21 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate3.errors = vErrors;
return errors === 0;
}

exports.req_OrganisationQuery = validate4;
const schema6 = {"type":"object","required":["country"],"properties":{"country":{"$ref":"schema:Country"},"organisationNumber":{"type":"string","maxLength":32},"registeredName":{"type":"string","maxLength":200}}};

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.country === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "country"},message:"must have required property '"+"country"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.country !== undefined){
let data0 = data.country;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err1 = {instancePath:instancePath+"/country",schemaPath:"schema:Country/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z]{3}$"},message:"must match pattern \""+"^[A-Za-z]{3}$"+"\""};
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
const err2 = {instancePath:instancePath+"/country",schemaPath:"schema:Country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.organisationNumber !== undefined){
let data1 = data.organisationNumber;
if(typeof data1 === "string"){
if(func0(data1) > 32){
const err3 = {instancePath:instancePath+"/organisationNumber",schemaPath:"#/properties/organisationNumber/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
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
const err4 = {instancePath:instancePath+"/organisationNumber",schemaPath:"#/properties/organisationNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.registeredName !== undefined){
let data2 = data.registeredName;
if(typeof data2 === "string"){
if(func0(data2) > 200){
const err5 = {instancePath:instancePath+"/registeredName",schemaPath:"#/properties/registeredName/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err6 = {instancePath:instancePath+"/registeredName",schemaPath:"#/properties/registeredName/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate4.errors = vErrors;
return errors === 0;
}

exports.req_5 = validate5;
const schema8 = {"type":"object","properties":{"query":{"type":"object","properties":{"reportTypes":{"type":"string","pattern":"^(creditScore|creditReport)(,(creditScore|creditReport))*$"}},"required":["reportTypes"]},"headers":{"type":"object","properties":{"x-kyc-customerid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-customerchildid":{"type":"string","minLength":1,"maxLength":64}},"required":["x-kyc-customerid"]},"params":{"type":"object","properties":{}}}};
const pattern4 = new RegExp("^(creditScore|creditReport)(,(creditScore|creditReport))*$", "u");

function validate5(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.reportTypes === undefined){
const err0 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: "reportTypes"},message:"must have required property '"+"reportTypes"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.reportTypes !== undefined){
let data1 = data0.reportTypes;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err1 = {instancePath:instancePath+"/query/reportTypes",schemaPath:"#/properties/query/properties/reportTypes/pattern",keyword:"pattern",params:{pattern: "^(creditScore|creditReport)(,(creditScore|creditReport))*$"},message:"must match pattern \""+"^(creditScore|creditReport)(,(creditScore|creditReport))*$"+"\""};
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
const err2 = {instancePath:instancePath+"/query/reportTypes",schemaPath:"#/properties/query/properties/reportTypes/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data2["x-kyc-customerid"] === undefined){
const err4 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: "x-kyc-customerid"},message:"must have required property '"+"x-kyc-customerid"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2["x-kyc-customerid"] !== undefined){
let data3 = data2["x-kyc-customerid"];
if(typeof data3 === "string"){
if(func0(data3) > 64){
const err5 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func0(data3) < 1){
const err6 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err7 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2["x-kyc-customerchildid"] !== undefined){
let data4 = data2["x-kyc-customerchildid"];
if(typeof data4 === "string"){
if(func0(data4) > 64){
const err8 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func0(data4) < 1){
const err9 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err10 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
let data5 = data.params;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
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
validate5.errors = vErrors;
return errors === 0;
}

exports.req_6 = validate6;
const schema9 = {"type":"object","required":["entityId"],"properties":{"entityId":{"type":"string","minLength":1}}};

function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.entityId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityId"},message:"must have required property '"+"entityId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.entityId !== undefined){
let data0 = data.entityId;
if(typeof data0 === "string"){
if(func0(data0) < 1){
const err1 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err2 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate6.errors = vErrors;
return errors === 0;
}

exports.req_7 = validate7;
const schema10 = {"type":"object","properties":{"query":{"type":"object","properties":{"checkType":{"type":"string","minLength":1,"maxLength":200},"entityCategories":{"type":"string","pattern":"^(organisation|ubos|pseudo_ubos|direct_owners|officers|officers_directors|officers_other|all)(,(organisation|ubos|pseudo_ubos|direct_owners|officers|officers_directors|officers_other|all))*$"},"resultLevel":{"type":"string","enum":["summary","full"],"default":"summary"},"generateReport":{"type":"boolean"}}},"headers":{"type":"object","properties":{"x-kyc-customerid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-customerchildid":{"type":"string","minLength":1,"maxLength":64}},"required":["x-kyc-customerid"]},"params":{"type":"object","properties":{"entityId":{"type":"string","minLength":1,"maxLength":64}},"required":["entityId"]}}};

function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.resultLevel === undefined){
data0.resultLevel = "summary";
}
if(data0.checkType !== undefined){
let data1 = data0.checkType;
if(typeof data1 === "string"){
if(func0(data1) > 200){
const err0 = {instancePath:instancePath+"/query/checkType",schemaPath:"#/properties/query/properties/checkType/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func0(data1) < 1){
const err1 = {instancePath:instancePath+"/query/checkType",schemaPath:"#/properties/query/properties/checkType/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err2 = {instancePath:instancePath+"/query/checkType",schemaPath:"#/properties/query/properties/checkType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.entityCategories !== undefined){
let data2 = data0.entityCategories;
if(typeof data2 === "string"){
if(!pattern2.test(data2)){
const err3 = {instancePath:instancePath+"/query/entityCategories",schemaPath:"#/properties/query/properties/entityCategories/pattern",keyword:"pattern",params:{pattern: "^(organisation|ubos|pseudo_ubos|direct_owners|officers|officers_directors|officers_other|all)(,(organisation|ubos|pseudo_ubos|direct_owners|officers|officers_directors|officers_other|all))*$"},message:"must match pattern \""+"^(organisation|ubos|pseudo_ubos|direct_owners|officers|officers_directors|officers_other|all)(,(organisation|ubos|pseudo_ubos|direct_owners|officers|officers_directors|officers_other|all))*$"+"\""};
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
const err4 = {instancePath:instancePath+"/query/entityCategories",schemaPath:"#/properties/query/properties/entityCategories/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
let data3 = data0.resultLevel;
if(typeof data3 !== "string"){
const err5 = {instancePath:instancePath+"/query/resultLevel",schemaPath:"#/properties/query/properties/resultLevel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((data3 === "summary") || (data3 === "full"))){
const err6 = {instancePath:instancePath+"/query/resultLevel",schemaPath:"#/properties/query/properties/resultLevel/enum",keyword:"enum",params:{allowedValues: schema10.properties.query.properties.resultLevel.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.generateReport !== undefined){
if(typeof data0.generateReport !== "boolean"){
const err7 = {instancePath:instancePath+"/query/generateReport",schemaPath:"#/properties/query/properties/generateReport/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
let data5 = data.headers;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5["x-kyc-customerid"] === undefined){
const err9 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: "x-kyc-customerid"},message:"must have required property '"+"x-kyc-customerid"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data5["x-kyc-customerid"] !== undefined){
let data6 = data5["x-kyc-customerid"];
if(typeof data6 === "string"){
if(func0(data6) > 64){
const err10 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func0(data6) < 1){
const err11 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err12 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data5["x-kyc-customerchildid"] !== undefined){
let data7 = data5["x-kyc-customerchildid"];
if(typeof data7 === "string"){
if(func0(data7) > 64){
const err13 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func0(data7) < 1){
const err14 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err15 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
let data8 = data.params;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.entityId === undefined){
const err17 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "entityId"},message:"must have required property '"+"entityId"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data8.entityId !== undefined){
let data9 = data8.entityId;
if(typeof data9 === "string"){
if(func0(data9) > 64){
const err18 = {instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(func0(data9) < 1){
const err19 = {instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err21 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.idType === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "idType"},message:"must have required property '"+"idType"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.country === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "country"},message:"must have required property '"+"country"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.idType !== undefined){
let data0 = data.idType;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/idType",schemaPath:"schema:IdType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(((((((data0 === "DRIVERS_LICENCE") || (data0 === "PASSPORT")) || (data0 === "VISA")) || (data0 === "NATIONAL_ID")) || (data0 === "UTILITY_BILL")) || (data0 === "REPORT")) || (data0 === "OTHER"))){
const err3 = {instancePath:instancePath+"/idType",schemaPath:"schema:IdType/enum",keyword:"enum",params:{allowedValues: schema12.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.idNumber !== undefined){
let data1 = data.idNumber;
if(typeof data1 === "string"){
if(func0(data1) > 64){
const err4 = {instancePath:instancePath+"/idNumber",schemaPath:"#/properties/idNumber/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
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
const err5 = {instancePath:instancePath+"/idNumber",schemaPath:"#/properties/idNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.idExpiry !== undefined){
let data2 = data.idExpiry;
if(typeof data2 === "string"){
if(!(formats0.validate.test(data2))){
const err6 = {instancePath:instancePath+"/idExpiry",schemaPath:"#/properties/idExpiry/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err7 = {instancePath:instancePath+"/idExpiry",schemaPath:"#/properties/idExpiry/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.idIssued !== undefined){
let data3 = data.idIssued;
if(typeof data3 === "string"){
if(!(formats0.validate.test(data3))){
const err8 = {instancePath:instancePath+"/idIssued",schemaPath:"#/properties/idIssued/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err9 = {instancePath:instancePath+"/idIssued",schemaPath:"#/properties/idIssued/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.country !== undefined){
let data4 = data.country;
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
const err10 = {instancePath:instancePath+"/country",schemaPath:"schema:Country/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z]{3}$"},message:"must match pattern \""+"^[A-Za-z]{3}$"+"\""};
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
const err11 = {instancePath:instancePath+"/country",schemaPath:"schema:Country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.region !== undefined){
let data5 = data.region;
if(typeof data5 === "string"){
if(func0(data5) > 40){
const err12 = {instancePath:instancePath+"/region",schemaPath:"#/properties/region/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
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
const err13 = {instancePath:instancePath+"/region",schemaPath:"#/properties/region/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.entityId !== undefined){
let data6 = data.entityId;
if(typeof data6 === "string"){
if(func0(data6) > 64){
const err14 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
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
const err15 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.docScan !== undefined){
let data7 = data.docScan;
if(Array.isArray(data7)){
if(data7.length > 4){
const err16 = {instancePath:instancePath+"/docScan",schemaPath:"#/properties/docScan/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.scanData === undefined){
const err17 = {instancePath:instancePath+"/docScan/" + i0,schemaPath:"schema:ScanInput/required",keyword:"required",params:{missingProperty: "scanData"},message:"must have required property '"+"scanData"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data8.scanData !== undefined){
let data9 = data8.scanData;
if(typeof data9 === "string"){
if(func0(data9) > 2000000){
const err18 = {instancePath:instancePath+"/docScan/" + i0+"/scanData",schemaPath:"schema:ScanInput/properties/scanData/maxLength",keyword:"maxLength",params:{limit: 2000000},message:"must NOT have more than 2000000 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(formats4(data9))){
const err19 = {instancePath:instancePath+"/docScan/" + i0+"/scanData",schemaPath:"schema:ScanInput/properties/scanData/format",keyword:"format",params:{format: "byte"},message:"must match format \""+"byte"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/docScan/" + i0+"/scanData",schemaPath:"schema:ScanInput/properties/scanData/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data8.scanFilename !== undefined){
let data10 = data8.scanFilename;
if(typeof data10 === "string"){
if(func0(data10) > 200){
const err21 = {instancePath:instancePath+"/docScan/" + i0+"/scanFilename",schemaPath:"schema:ScanInput/properties/scanFilename/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err22 = {instancePath:instancePath+"/docScan/" + i0+"/scanFilename",schemaPath:"schema:ScanInput/properties/scanFilename/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data8.scanMIME !== undefined){
let data11 = data8.scanMIME;
if(typeof data11 === "string"){
if(func0(data11) > 100){
const err23 = {instancePath:instancePath+"/docScan/" + i0+"/scanMIME",schemaPath:"schema:ScanInput/properties/scanMIME/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err24 = {instancePath:instancePath+"/docScan/" + i0+"/scanMIME",schemaPath:"schema:ScanInput/properties/scanMIME/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data8.scanSide !== undefined){
let data12 = data8.scanSide;
if(typeof data12 !== "string"){
const err25 = {instancePath:instancePath+"/docScan/" + i0+"/scanSide",schemaPath:"schema:ScanInput/properties/scanSide/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!((data12 === "F") || (data12 === "B"))){
const err26 = {instancePath:instancePath+"/docScan/" + i0+"/scanSide",schemaPath:"schema:ScanInput/properties/scanSide/enum",keyword:"enum",params:{allowedValues: schema14.properties.scanSide.enum},message:"must be equal to one of the allowed values"};
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
const err27 = {instancePath:instancePath+"/docScan/" + i0,schemaPath:"schema:ScanInput/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/docScan",schemaPath:"#/properties/docScan/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.extraData !== undefined){
let data13 = data.extraData;
if(Array.isArray(data13)){
if(data13.length > 50){
const err29 = {instancePath:instancePath+"/extraData",schemaPath:"#/properties/extraData/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
const len1 = data13.length;
for(let i1=0; i1<len1; i1++){
let data14 = data13[i1];
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.kvpKey === undefined){
const err30 = {instancePath:instancePath+"/extraData/" + i1,schemaPath:"schema:KeyValue/required",keyword:"required",params:{missingProperty: "kvpKey"},message:"must have required property '"+"kvpKey"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data14.kvpValue === undefined){
const err31 = {instancePath:instancePath+"/extraData/" + i1,schemaPath:"schema:KeyValue/required",keyword:"required",params:{missingProperty: "kvpValue"},message:"must have required property '"+"kvpValue"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data14.kvpKey !== undefined){
let data15 = data14.kvpKey;
if(typeof data15 === "string"){
if(func0(data15) > 100){
const err32 = {instancePath:instancePath+"/extraData/" + i1+"/kvpKey",schemaPath:"schema:KeyValue/properties/kvpKey/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err33 = {instancePath:instancePath+"/extraData/" + i1+"/kvpKey",schemaPath:"schema:KeyValue/properties/kvpKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data14.kvpValue !== undefined){
let data16 = data14.kvpValue;
if(typeof data16 === "string"){
if(func0(data16) > 1000){
const err34 = {instancePath:instancePath+"/extraData/" + i1+"/kvpValue",schemaPath:"schema:KeyValue/properties/kvpValue/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/extraData/" + i1+"/kvpValue",schemaPath:"schema:KeyValue/properties/kvpValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err36 = {instancePath:instancePath+"/extraData/" + i1,schemaPath:"schema:KeyValue/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err37 = {instancePath:instancePath+"/extraData",schemaPath:"#/properties/extraData/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err38 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
validate8.errors = vErrors;
return errors === 0;
}

exports.req_9 = validate9;
const schema16 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"x-kyc-customerid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-customerchildid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-background":{"type":"string","enum":["0","1"]}},"required":["x-kyc-customerid"]},"params":{"type":"object","properties":{}}}};

function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data1["x-kyc-customerid"] === undefined){
const err1 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: "x-kyc-customerid"},message:"must have required property '"+"x-kyc-customerid"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1["x-kyc-customerid"] !== undefined){
let data2 = data1["x-kyc-customerid"];
if(typeof data2 === "string"){
if(func0(data2) > 64){
const err2 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func0(data2) < 1){
const err3 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1["x-kyc-customerchildid"] !== undefined){
let data3 = data1["x-kyc-customerchildid"];
if(typeof data3 === "string"){
if(func0(data3) > 64){
const err5 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func0(data3) < 1){
const err6 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err7 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1["x-kyc-background"] !== undefined){
let data4 = data1["x-kyc-background"];
if(typeof data4 !== "string"){
const err8 = {instancePath:instancePath+"/headers/x-kyc-background",schemaPath:"#/properties/headers/properties/x-kyc-background/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((data4 === "0") || (data4 === "1"))){
const err9 = {instancePath:instancePath+"/headers/x-kyc-background",schemaPath:"#/properties/headers/properties/x-kyc-background/enum",keyword:"enum",params:{allowedValues: schema16.properties.headers.properties["x-kyc-background"].enum},message:"must be equal to one of the allowed values"};
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
validate9.errors = vErrors;
return errors === 0;
}

exports.req_10 = validate10;
const schema17 = {"type":"object","required":["document","originalDocumentId"],"properties":{"document":{"$ref":"schema:DocumentInput"},"originalDocumentId":{"type":"string","minLength":1}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.document === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "document"},message:"must have required property '"+"document"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.originalDocumentId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "originalDocumentId"},message:"must have required property '"+"originalDocumentId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.document !== undefined){
if(!(validate8(data.document, {instancePath:instancePath+"/document",parentData:data,parentDataProperty:"document",rootData}))){
vErrors = vErrors === null ? validate8.errors : vErrors.concat(validate8.errors);
errors = vErrors.length;
}
}
if(data.originalDocumentId !== undefined){
let data1 = data.originalDocumentId;
if(typeof data1 === "string"){
if(func0(data1) < 1){
const err2 = {instancePath:instancePath+"/originalDocumentId",schemaPath:"#/properties/originalDocumentId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err3 = {instancePath:instancePath+"/originalDocumentId",schemaPath:"#/properties/originalDocumentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

exports.req_11 = validate12;
const schema18 = {"type":"object","properties":{"query":{"type":"object","properties":{"planLimit":{"type":"integer","minimum":1,"maximum":50,"default":5,"safeInteger":true}}},"headers":{"type":"object","properties":{"x-kyc-customerid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-customerchildid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-background":{"type":"string","enum":["0","1"]}},"required":["x-kyc-customerid"]},"params":{"type":"object","properties":{}}}};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.planLimit === undefined){
data0.planLimit = 5;
}
let data1 = data0.planLimit;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err0 = {instancePath:instancePath+"/query/planLimit",schemaPath:"#/properties/query/properties/planLimit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 50 || isNaN(data1)){
const err1 = {instancePath:instancePath+"/query/planLimit",schemaPath:"#/properties/query/properties/planLimit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err2 = {instancePath:instancePath+"/query/planLimit",schemaPath:"#/properties/query/properties/planLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(Number.isInteger(data1) && !Number.isSafeInteger(data1)){
const err3 = {instancePath:instancePath+"/query/planLimit",schemaPath:"#/properties/query/properties/planLimit/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
else {
const err4 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.headers !== undefined){
let data2 = data.headers;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2["x-kyc-customerid"] === undefined){
const err5 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: "x-kyc-customerid"},message:"must have required property '"+"x-kyc-customerid"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2["x-kyc-customerid"] !== undefined){
let data3 = data2["x-kyc-customerid"];
if(typeof data3 === "string"){
if(func0(data3) > 64){
const err6 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func0(data3) < 1){
const err7 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2["x-kyc-customerchildid"] !== undefined){
let data4 = data2["x-kyc-customerchildid"];
if(typeof data4 === "string"){
if(func0(data4) > 64){
const err9 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func0(data4) < 1){
const err10 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err11 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2["x-kyc-background"] !== undefined){
let data5 = data2["x-kyc-background"];
if(typeof data5 !== "string"){
const err12 = {instancePath:instancePath+"/headers/x-kyc-background",schemaPath:"#/properties/headers/properties/x-kyc-background/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((data5 === "0") || (data5 === "1"))){
const err13 = {instancePath:instancePath+"/headers/x-kyc-background",schemaPath:"#/properties/headers/properties/x-kyc-background/enum",keyword:"enum",params:{allowedValues: schema18.properties.headers.properties["x-kyc-background"].enum},message:"must be equal to one of the allowed values"};
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
let data6 = data.params;
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
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
validate12.errors = vErrors;
return errors === 0;
}

exports.req_12 = validate13;
const schema19 = {"allOf":[{"$ref":"schema:DocumentInput"},{"properties":{"idType":{"type":"string","enum":["UTILITY_BILL"]}}}]};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(validate8(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate8.errors : vErrors.concat(validate8.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.idType !== undefined){
let data0 = data.idType;
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/idType",schemaPath:"#/allOf/1/properties/idType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(data0 === "UTILITY_BILL")){
const err1 = {instancePath:instancePath+"/idType",schemaPath:"#/allOf/1/properties/idType/enum",keyword:"enum",params:{allowedValues: schema19.allOf[1].properties.idType.enum},message:"must be equal to one of the allowed values"};
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
validate13.errors = vErrors;
return errors === 0;
}

exports.req_13 = validate15;
const schema20 = {"type":"object","properties":{"idType":{"$ref":"schema:IdType"},"idNumber":{"type":"string","maxLength":64},"country":{"$ref":"schema:Country"},"entityId":{"type":"string"},"limit":{"type":"integer","minimum":1,"maximum":100,"default":50,"safeInteger":true}}};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.limit === undefined){
data.limit = 50;
}
if(data.idType !== undefined){
let data0 = data.idType;
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/idType",schemaPath:"schema:IdType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((((((data0 === "DRIVERS_LICENCE") || (data0 === "PASSPORT")) || (data0 === "VISA")) || (data0 === "NATIONAL_ID")) || (data0 === "UTILITY_BILL")) || (data0 === "REPORT")) || (data0 === "OTHER"))){
const err1 = {instancePath:instancePath+"/idType",schemaPath:"schema:IdType/enum",keyword:"enum",params:{allowedValues: schema12.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.idNumber !== undefined){
let data1 = data.idNumber;
if(typeof data1 === "string"){
if(func0(data1) > 64){
const err2 = {instancePath:instancePath+"/idNumber",schemaPath:"#/properties/idNumber/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
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
const err3 = {instancePath:instancePath+"/idNumber",schemaPath:"#/properties/idNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.country !== undefined){
let data2 = data.country;
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err4 = {instancePath:instancePath+"/country",schemaPath:"schema:Country/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z]{3}$"},message:"must match pattern \""+"^[A-Za-z]{3}$"+"\""};
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
const err5 = {instancePath:instancePath+"/country",schemaPath:"schema:Country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.entityId !== undefined){
if(typeof data.entityId !== "string"){
const err6 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
let data4 = data.limit;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err7 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 100 || isNaN(data4)){
const err8 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err9 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(Number.isInteger(data4) && !Number.isSafeInteger(data4)){
const err10 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
validate15.errors = vErrors;
return errors === 0;
}

exports.req_14 = validate16;
const schema23 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"x-kyc-customerid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-customerchildid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-background":{"type":"string","enum":["0","1"]}},"required":["x-kyc-customerid"]},"params":{"type":"object","properties":{"documentId":{"type":"string"}},"required":["documentId"]}}};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data1["x-kyc-customerid"] === undefined){
const err1 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: "x-kyc-customerid"},message:"must have required property '"+"x-kyc-customerid"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1["x-kyc-customerid"] !== undefined){
let data2 = data1["x-kyc-customerid"];
if(typeof data2 === "string"){
if(func0(data2) > 64){
const err2 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func0(data2) < 1){
const err3 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1["x-kyc-customerchildid"] !== undefined){
let data3 = data1["x-kyc-customerchildid"];
if(typeof data3 === "string"){
if(func0(data3) > 64){
const err5 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func0(data3) < 1){
const err6 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err7 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1["x-kyc-background"] !== undefined){
let data4 = data1["x-kyc-background"];
if(typeof data4 !== "string"){
const err8 = {instancePath:instancePath+"/headers/x-kyc-background",schemaPath:"#/properties/headers/properties/x-kyc-background/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((data4 === "0") || (data4 === "1"))){
const err9 = {instancePath:instancePath+"/headers/x-kyc-background",schemaPath:"#/properties/headers/properties/x-kyc-background/enum",keyword:"enum",params:{allowedValues: schema23.properties.headers.properties["x-kyc-background"].enum},message:"must be equal to one of the allowed values"};
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
let data5 = data.params;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.documentId === undefined){
const err11 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "documentId"},message:"must have required property '"+"documentId"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data5.documentId !== undefined){
if(typeof data5.documentId !== "string"){
const err12 = {instancePath:instancePath+"/params/documentId",schemaPath:"#/properties/params/properties/documentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data.name !== undefined){
let data0 = data.name;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.givenName !== undefined){
let data1 = data0.givenName;
if(typeof data1 === "string"){
if(func0(data1) > 100){
const err1 = {instancePath:instancePath+"/name/givenName",schemaPath:"schema:Name/properties/givenName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err2 = {instancePath:instancePath+"/name/givenName",schemaPath:"schema:Name/properties/givenName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.middleName !== undefined){
let data2 = data0.middleName;
if(typeof data2 === "string"){
if(func0(data2) > 100){
const err3 = {instancePath:instancePath+"/name/middleName",schemaPath:"schema:Name/properties/middleName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err4 = {instancePath:instancePath+"/name/middleName",schemaPath:"schema:Name/properties/middleName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.familyName !== undefined){
let data3 = data0.familyName;
if(typeof data3 === "string"){
if(func0(data3) > 100){
const err5 = {instancePath:instancePath+"/name/familyName",schemaPath:"schema:Name/properties/familyName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err6 = {instancePath:instancePath+"/name/familyName",schemaPath:"schema:Name/properties/familyName/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err7 = {instancePath:instancePath+"/name",schemaPath:"schema:Name/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.dateOfBirth !== undefined){
let data4 = data.dateOfBirth;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.dateOfBirth === undefined){
const err8 = {instancePath:instancePath+"/dateOfBirth",schemaPath:"schema:DateOfBirth/required",keyword:"required",params:{missingProperty: "dateOfBirth"},message:"must have required property '"+"dateOfBirth"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data4.dateOfBirth !== undefined){
let data5 = data4.dateOfBirth;
if(typeof data5 === "string"){
if(!(formats0.validate.test(data5))){
const err9 = {instancePath:instancePath+"/dateOfBirth/dateOfBirth",schemaPath:"schema:DateOfBirth/properties/dateOfBirth/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err10 = {instancePath:instancePath+"/dateOfBirth/dateOfBirth",schemaPath:"schema:DateOfBirth/properties/dateOfBirth/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err11 = {instancePath:instancePath+"/dateOfBirth",schemaPath:"schema:DateOfBirth/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.addresses !== undefined){
let data6 = data.addresses;
if(Array.isArray(data6)){
if(data6.length > 10){
const err12 = {instancePath:instancePath+"/addresses",schemaPath:"#/properties/addresses/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.streetNumber !== undefined){
let data8 = data7.streetNumber;
if(typeof data8 === "string"){
if(func0(data8) > 20){
const err13 = {instancePath:instancePath+"/addresses/" + i0+"/streetNumber",schemaPath:"schema:Address/properties/streetNumber/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
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
const err14 = {instancePath:instancePath+"/addresses/" + i0+"/streetNumber",schemaPath:"schema:Address/properties/streetNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data7.streetName !== undefined){
let data9 = data7.streetName;
if(typeof data9 === "string"){
if(func0(data9) > 100){
const err15 = {instancePath:instancePath+"/addresses/" + i0+"/streetName",schemaPath:"schema:Address/properties/streetName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err16 = {instancePath:instancePath+"/addresses/" + i0+"/streetName",schemaPath:"schema:Address/properties/streetName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data7.streetType !== undefined){
let data10 = data7.streetType;
if(typeof data10 === "string"){
if(func0(data10) > 40){
const err17 = {instancePath:instancePath+"/addresses/" + i0+"/streetType",schemaPath:"schema:Address/properties/streetType/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
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
const err18 = {instancePath:instancePath+"/addresses/" + i0+"/streetType",schemaPath:"schema:Address/properties/streetType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data7.suburb !== undefined){
let data11 = data7.suburb;
if(typeof data11 === "string"){
if(func0(data11) > 100){
const err19 = {instancePath:instancePath+"/addresses/" + i0+"/suburb",schemaPath:"schema:Address/properties/suburb/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/addresses/" + i0+"/suburb",schemaPath:"schema:Address/properties/suburb/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data7.state !== undefined){
let data12 = data7.state;
if(typeof data12 === "string"){
if(func0(data12) > 40){
const err21 = {instancePath:instancePath+"/addresses/" + i0+"/state",schemaPath:"schema:Address/properties/state/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
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
const err22 = {instancePath:instancePath+"/addresses/" + i0+"/state",schemaPath:"schema:Address/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data7.postalCode !== undefined){
let data13 = data7.postalCode;
if(typeof data13 === "string"){
if(func0(data13) > 12){
const err23 = {instancePath:instancePath+"/addresses/" + i0+"/postalCode",schemaPath:"schema:Address/properties/postalCode/maxLength",keyword:"maxLength",params:{limit: 12},message:"must NOT have more than 12 characters"};
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
const err24 = {instancePath:instancePath+"/addresses/" + i0+"/postalCode",schemaPath:"schema:Address/properties/postalCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data7.country !== undefined){
let data14 = data7.country;
if(typeof data14 === "string"){
if(func0(data14) > 3){
const err25 = {instancePath:instancePath+"/addresses/" + i0+"/country",schemaPath:"schema:Address/properties/country/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/addresses/" + i0+"/country",schemaPath:"schema:Address/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err27 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"schema:Address/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/addresses",schemaPath:"#/properties/addresses/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.emailAddress !== undefined){
let data15 = data.emailAddress;
if(typeof data15 === "string"){
if(func0(data15) > 200){
const err29 = {instancePath:instancePath+"/emailAddress",schemaPath:"#/properties/emailAddress/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/emailAddress",schemaPath:"#/properties/emailAddress/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.phoneNumber !== undefined){
let data16 = data.phoneNumber;
if(typeof data16 === "string"){
if(func0(data16) > 30){
const err31 = {instancePath:instancePath+"/phoneNumber",schemaPath:"#/properties/phoneNumber/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
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
const err32 = {instancePath:instancePath+"/phoneNumber",schemaPath:"#/properties/phoneNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.entityProfile !== undefined){
let data17 = data.entityProfile;
if(typeof data17 === "string"){
if(func0(data17) > 64){
const err33 = {instancePath:instancePath+"/entityProfile",schemaPath:"#/properties/entityProfile/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
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
const err34 = {instancePath:instancePath+"/entityProfile",schemaPath:"#/properties/entityProfile/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err35 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

exports.req_16 = validate18;
const schema28 = {"type":"object","properties":{"query":{"type":"object","properties":{"set":{"type":"boolean"}},"required":["set"]},"headers":{"type":"object","properties":{"x-kyc-customerid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-customerchildid":{"type":"string","minLength":1,"maxLength":64}},"required":["x-kyc-customerid"]},"params":{"type":"object","properties":{"entityId":{"type":"string","minLength":1,"maxLength":64}},"required":["entityId"]}}};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.set === undefined){
const err0 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: "set"},message:"must have required property '"+"set"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.set !== undefined){
if(typeof data0.set !== "boolean"){
const err1 = {instancePath:instancePath+"/query/set",schemaPath:"#/properties/query/properties/set/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
else {
const err2 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.headers !== undefined){
let data2 = data.headers;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2["x-kyc-customerid"] === undefined){
const err3 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: "x-kyc-customerid"},message:"must have required property '"+"x-kyc-customerid"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2["x-kyc-customerid"] !== undefined){
let data3 = data2["x-kyc-customerid"];
if(typeof data3 === "string"){
if(func0(data3) > 64){
const err4 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func0(data3) < 1){
const err5 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data2["x-kyc-customerchildid"] !== undefined){
let data4 = data2["x-kyc-customerchildid"];
if(typeof data4 === "string"){
if(func0(data4) > 64){
const err7 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func0(data4) < 1){
const err8 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err9 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
let data5 = data.params;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.entityId === undefined){
const err11 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "entityId"},message:"must have required property '"+"entityId"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data5.entityId !== undefined){
let data6 = data5.entityId;
if(typeof data6 === "string"){
if(func0(data6) > 64){
const err12 = {instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func0(data6) < 1){
const err13 = {instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err14 = {instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate18.errors = vErrors;
return errors === 0;
}

exports.req_17 = validate19;
const schema29 = {"type":"object","properties":{"query":{"type":"object","properties":{"set":{"type":"boolean"},"reason":{"type":"string","enum":["WAS_BLACKLISTED"]},"comment":{"type":"string","maxLength":1000}},"required":["set"]},"headers":{"type":"object","properties":{"x-kyc-customerid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-customerchildid":{"type":"string","minLength":1,"maxLength":64}},"required":["x-kyc-customerid"]},"params":{"type":"object","properties":{"entityId":{"type":"string","minLength":1,"maxLength":64}},"required":["entityId"]}}};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.set === undefined){
const err0 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: "set"},message:"must have required property '"+"set"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.set !== undefined){
if(typeof data0.set !== "boolean"){
const err1 = {instancePath:instancePath+"/query/set",schemaPath:"#/properties/query/properties/set/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.reason !== undefined){
let data2 = data0.reason;
if(typeof data2 !== "string"){
const err2 = {instancePath:instancePath+"/query/reason",schemaPath:"#/properties/query/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(data2 === "WAS_BLACKLISTED")){
const err3 = {instancePath:instancePath+"/query/reason",schemaPath:"#/properties/query/properties/reason/enum",keyword:"enum",params:{allowedValues: schema29.properties.query.properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.comment !== undefined){
let data3 = data0.comment;
if(typeof data3 === "string"){
if(func0(data3) > 1000){
const err4 = {instancePath:instancePath+"/query/comment",schemaPath:"#/properties/query/properties/comment/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err5 = {instancePath:instancePath+"/query/comment",schemaPath:"#/properties/query/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
let data4 = data.headers;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4["x-kyc-customerid"] === undefined){
const err7 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: "x-kyc-customerid"},message:"must have required property '"+"x-kyc-customerid"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data4["x-kyc-customerid"] !== undefined){
let data5 = data4["x-kyc-customerid"];
if(typeof data5 === "string"){
if(func0(data5) > 64){
const err8 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func0(data5) < 1){
const err9 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err10 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data4["x-kyc-customerchildid"] !== undefined){
let data6 = data4["x-kyc-customerchildid"];
if(typeof data6 === "string"){
if(func0(data6) > 64){
const err11 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func0(data6) < 1){
const err12 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err13 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data7.entityId === undefined){
const err15 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "entityId"},message:"must have required property '"+"entityId"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data7.entityId !== undefined){
let data8 = data7.entityId;
if(typeof data8 === "string"){
if(func0(data8) > 64){
const err16 = {instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func0(data8) < 1){
const err17 = {instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err18 = {instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err19 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate19.errors = vErrors;
return errors === 0;
}

exports.req_18 = validate20;
const schema30 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{"x-kyc-customerid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-customerchildid":{"type":"string","minLength":1,"maxLength":64}},"required":["x-kyc-customerid"]},"params":{"type":"object","properties":{"entityId":{"type":"string","minLength":1,"maxLength":64}},"required":["entityId"]}}};

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
if(data1["x-kyc-customerid"] === undefined){
const err1 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: "x-kyc-customerid"},message:"must have required property '"+"x-kyc-customerid"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1["x-kyc-customerid"] !== undefined){
let data2 = data1["x-kyc-customerid"];
if(typeof data2 === "string"){
if(func0(data2) > 64){
const err2 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func0(data2) < 1){
const err3 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1["x-kyc-customerchildid"] !== undefined){
let data3 = data1["x-kyc-customerchildid"];
if(typeof data3 === "string"){
if(func0(data3) > 64){
const err5 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func0(data3) < 1){
const err6 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err7 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.entityId === undefined){
const err9 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "entityId"},message:"must have required property '"+"entityId"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data4.entityId !== undefined){
let data5 = data4.entityId;
if(typeof data5 === "string"){
if(func0(data5) > 64){
const err10 = {instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func0(data5) < 1){
const err11 = {instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err12 = {instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate20.errors = vErrors;
return errors === 0;
}

exports.req_EntityUpdate = validate21;
const schema31 = {"type":"object","properties":{"name":{"$ref":"schema:Name"},"dateOfBirth":{"$ref":"schema:DateOfBirth"},"addresses":{"type":"array","maxItems":10,"items":{"$ref":"schema:Address"}},"emailAddress":{"type":"string","maxLength":200},"phoneNumber":{"type":"string","maxLength":30},"entityProfile":{"type":"string","maxLength":64}}};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name !== undefined){
let data0 = data.name;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.givenName !== undefined){
let data1 = data0.givenName;
if(typeof data1 === "string"){
if(func0(data1) > 100){
const err0 = {instancePath:instancePath+"/name/givenName",schemaPath:"schema:Name/properties/givenName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err1 = {instancePath:instancePath+"/name/givenName",schemaPath:"schema:Name/properties/givenName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.middleName !== undefined){
let data2 = data0.middleName;
if(typeof data2 === "string"){
if(func0(data2) > 100){
const err2 = {instancePath:instancePath+"/name/middleName",schemaPath:"schema:Name/properties/middleName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err3 = {instancePath:instancePath+"/name/middleName",schemaPath:"schema:Name/properties/middleName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.familyName !== undefined){
let data3 = data0.familyName;
if(typeof data3 === "string"){
if(func0(data3) > 100){
const err4 = {instancePath:instancePath+"/name/familyName",schemaPath:"schema:Name/properties/familyName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err5 = {instancePath:instancePath+"/name/familyName",schemaPath:"schema:Name/properties/familyName/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err6 = {instancePath:instancePath+"/name",schemaPath:"schema:Name/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.dateOfBirth !== undefined){
let data4 = data.dateOfBirth;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.dateOfBirth === undefined){
const err7 = {instancePath:instancePath+"/dateOfBirth",schemaPath:"schema:DateOfBirth/required",keyword:"required",params:{missingProperty: "dateOfBirth"},message:"must have required property '"+"dateOfBirth"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data4.dateOfBirth !== undefined){
let data5 = data4.dateOfBirth;
if(typeof data5 === "string"){
if(!(formats0.validate.test(data5))){
const err8 = {instancePath:instancePath+"/dateOfBirth/dateOfBirth",schemaPath:"schema:DateOfBirth/properties/dateOfBirth/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err9 = {instancePath:instancePath+"/dateOfBirth/dateOfBirth",schemaPath:"schema:DateOfBirth/properties/dateOfBirth/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/dateOfBirth",schemaPath:"schema:DateOfBirth/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.addresses !== undefined){
let data6 = data.addresses;
if(Array.isArray(data6)){
if(data6.length > 10){
const err11 = {instancePath:instancePath+"/addresses",schemaPath:"#/properties/addresses/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
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
if(data7.streetNumber !== undefined){
let data8 = data7.streetNumber;
if(typeof data8 === "string"){
if(func0(data8) > 20){
const err12 = {instancePath:instancePath+"/addresses/" + i0+"/streetNumber",schemaPath:"schema:Address/properties/streetNumber/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
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
const err13 = {instancePath:instancePath+"/addresses/" + i0+"/streetNumber",schemaPath:"schema:Address/properties/streetNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data7.streetName !== undefined){
let data9 = data7.streetName;
if(typeof data9 === "string"){
if(func0(data9) > 100){
const err14 = {instancePath:instancePath+"/addresses/" + i0+"/streetName",schemaPath:"schema:Address/properties/streetName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err15 = {instancePath:instancePath+"/addresses/" + i0+"/streetName",schemaPath:"schema:Address/properties/streetName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data7.streetType !== undefined){
let data10 = data7.streetType;
if(typeof data10 === "string"){
if(func0(data10) > 40){
const err16 = {instancePath:instancePath+"/addresses/" + i0+"/streetType",schemaPath:"schema:Address/properties/streetType/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
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
const err17 = {instancePath:instancePath+"/addresses/" + i0+"/streetType",schemaPath:"schema:Address/properties/streetType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data7.suburb !== undefined){
let data11 = data7.suburb;
if(typeof data11 === "string"){
if(func0(data11) > 100){
const err18 = {instancePath:instancePath+"/addresses/" + i0+"/suburb",schemaPath:"schema:Address/properties/suburb/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err19 = {instancePath:instancePath+"/addresses/" + i0+"/suburb",schemaPath:"schema:Address/properties/suburb/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data7.state !== undefined){
let data12 = data7.state;
if(typeof data12 === "string"){
if(func0(data12) > 40){
const err20 = {instancePath:instancePath+"/addresses/" + i0+"/state",schemaPath:"schema:Address/properties/state/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
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
const err21 = {instancePath:instancePath+"/addresses/" + i0+"/state",schemaPath:"schema:Address/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data7.postalCode !== undefined){
let data13 = data7.postalCode;
if(typeof data13 === "string"){
if(func0(data13) > 12){
const err22 = {instancePath:instancePath+"/addresses/" + i0+"/postalCode",schemaPath:"schema:Address/properties/postalCode/maxLength",keyword:"maxLength",params:{limit: 12},message:"must NOT have more than 12 characters"};
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
const err23 = {instancePath:instancePath+"/addresses/" + i0+"/postalCode",schemaPath:"schema:Address/properties/postalCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data7.country !== undefined){
let data14 = data7.country;
if(typeof data14 === "string"){
if(func0(data14) > 3){
const err24 = {instancePath:instancePath+"/addresses/" + i0+"/country",schemaPath:"schema:Address/properties/country/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"};
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
const err25 = {instancePath:instancePath+"/addresses/" + i0+"/country",schemaPath:"schema:Address/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err26 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"schema:Address/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err27 = {instancePath:instancePath+"/addresses",schemaPath:"#/properties/addresses/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.emailAddress !== undefined){
let data15 = data.emailAddress;
if(typeof data15 === "string"){
if(func0(data15) > 200){
const err28 = {instancePath:instancePath+"/emailAddress",schemaPath:"#/properties/emailAddress/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err29 = {instancePath:instancePath+"/emailAddress",schemaPath:"#/properties/emailAddress/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.phoneNumber !== undefined){
let data16 = data.phoneNumber;
if(typeof data16 === "string"){
if(func0(data16) > 30){
const err30 = {instancePath:instancePath+"/phoneNumber",schemaPath:"#/properties/phoneNumber/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
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
const err31 = {instancePath:instancePath+"/phoneNumber",schemaPath:"#/properties/phoneNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.entityProfile !== undefined){
let data17 = data.entityProfile;
if(typeof data17 === "string"){
if(func0(data17) > 64){
const err32 = {instancePath:instancePath+"/entityProfile",schemaPath:"#/properties/entityProfile/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
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
const err33 = {instancePath:instancePath+"/entityProfile",schemaPath:"#/properties/entityProfile/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err34 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}

exports.req_20 = validate22;
const schema35 = {"type":"object","properties":{"query":{"type":"object","properties":{"set":{"type":"string","enum":["wait","fail","archived","clear","inactive"]},"risk":{"type":"string","enum":["low","medium","high","unacceptable","significant"]},"comment":{"type":"string","maxLength":1000}}},"headers":{"type":"object","properties":{"x-kyc-customerid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-customerchildid":{"type":"string","minLength":1,"maxLength":64}},"required":["x-kyc-customerid"]},"params":{"type":"object","properties":{"entityId":{"type":"string","minLength":1,"maxLength":64}},"required":["entityId"]}}};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.set !== undefined){
let data1 = data0.set;
if(typeof data1 !== "string"){
const err0 = {instancePath:instancePath+"/query/set",schemaPath:"#/properties/query/properties/set/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((((data1 === "wait") || (data1 === "fail")) || (data1 === "archived")) || (data1 === "clear")) || (data1 === "inactive"))){
const err1 = {instancePath:instancePath+"/query/set",schemaPath:"#/properties/query/properties/set/enum",keyword:"enum",params:{allowedValues: schema35.properties.query.properties.set.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.risk !== undefined){
let data2 = data0.risk;
if(typeof data2 !== "string"){
const err2 = {instancePath:instancePath+"/query/risk",schemaPath:"#/properties/query/properties/risk/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(((((data2 === "low") || (data2 === "medium")) || (data2 === "high")) || (data2 === "unacceptable")) || (data2 === "significant"))){
const err3 = {instancePath:instancePath+"/query/risk",schemaPath:"#/properties/query/properties/risk/enum",keyword:"enum",params:{allowedValues: schema35.properties.query.properties.risk.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.comment !== undefined){
let data3 = data0.comment;
if(typeof data3 === "string"){
if(func0(data3) > 1000){
const err4 = {instancePath:instancePath+"/query/comment",schemaPath:"#/properties/query/properties/comment/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err5 = {instancePath:instancePath+"/query/comment",schemaPath:"#/properties/query/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
let data4 = data.headers;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4["x-kyc-customerid"] === undefined){
const err7 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: "x-kyc-customerid"},message:"must have required property '"+"x-kyc-customerid"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data4["x-kyc-customerid"] !== undefined){
let data5 = data4["x-kyc-customerid"];
if(typeof data5 === "string"){
if(func0(data5) > 64){
const err8 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func0(data5) < 1){
const err9 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err10 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data4["x-kyc-customerchildid"] !== undefined){
let data6 = data4["x-kyc-customerchildid"];
if(typeof data6 === "string"){
if(func0(data6) > 64){
const err11 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func0(data6) < 1){
const err12 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err13 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data7.entityId === undefined){
const err15 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "entityId"},message:"must have required property '"+"entityId"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data7.entityId !== undefined){
let data8 = data7.entityId;
if(typeof data8 === "string"){
if(func0(data8) > 64){
const err16 = {instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func0(data8) < 1){
const err17 = {instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err18 = {instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err19 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}

exports.req_21 = validate23;
const schema36 = {"type":"object","properties":{"query":{"type":"object","properties":{"nopush":{"type":"boolean"},"phase":{"type":"integer","enum":[2],"safeInteger":true}}},"headers":{"type":"object","properties":{"x-kyc-customerid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-customerchildid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-background":{"type":"string","enum":["0","1"]}},"required":["x-kyc-customerid"]},"params":{"type":"object","properties":{"entityId":{"type":"string","minLength":1,"maxLength":64}},"required":["entityId"]}}};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.nopush !== undefined){
if(typeof data0.nopush !== "boolean"){
const err0 = {instancePath:instancePath+"/query/nopush",schemaPath:"#/properties/query/properties/nopush/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data0.phase !== undefined){
let data2 = data0.phase;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err1 = {instancePath:instancePath+"/query/phase",schemaPath:"#/properties/query/properties/phase/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(data2 === 2)){
const err2 = {instancePath:instancePath+"/query/phase",schemaPath:"#/properties/query/properties/phase/enum",keyword:"enum",params:{allowedValues: schema36.properties.query.properties.phase.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(Number.isInteger(data2) && !Number.isSafeInteger(data2)){
const err3 = {instancePath:instancePath+"/query/phase",schemaPath:"#/properties/query/properties/phase/safeInteger",keyword:"safeInteger",params:{},message:"must be an integer from -9007199254740991 to 9007199254740991: a larger one cannot be read exactly"};
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
else {
const err4 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.headers !== undefined){
let data3 = data.headers;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3["x-kyc-customerid"] === undefined){
const err5 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: "x-kyc-customerid"},message:"must have required property '"+"x-kyc-customerid"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data3["x-kyc-customerid"] !== undefined){
let data4 = data3["x-kyc-customerid"];
if(typeof data4 === "string"){
if(func0(data4) > 64){
const err6 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func0(data4) < 1){
const err7 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data3["x-kyc-customerchildid"] !== undefined){
let data5 = data3["x-kyc-customerchildid"];
if(typeof data5 === "string"){
if(func0(data5) > 64){
const err9 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func0(data5) < 1){
const err10 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err11 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data3["x-kyc-background"] !== undefined){
let data6 = data3["x-kyc-background"];
if(typeof data6 !== "string"){
const err12 = {instancePath:instancePath+"/headers/x-kyc-background",schemaPath:"#/properties/headers/properties/x-kyc-background/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((data6 === "0") || (data6 === "1"))){
const err13 = {instancePath:instancePath+"/headers/x-kyc-background",schemaPath:"#/properties/headers/properties/x-kyc-background/enum",keyword:"enum",params:{allowedValues: schema36.properties.headers.properties["x-kyc-background"].enum},message:"must be equal to one of the allowed values"};
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
if(data7.entityId === undefined){
const err15 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "entityId"},message:"must have required property '"+"entityId"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data7.entityId !== undefined){
let data8 = data7.entityId;
if(typeof data8 === "string"){
if(func0(data8) > 64){
const err16 = {instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func0(data8) < 1){
const err17 = {instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err18 = {instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err19 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}

exports.req_22 = validate24;
const schema37 = {"type":"object","properties":{"query":{"type":"object","properties":{"force":{"type":"boolean"},"noInvalidate":{"type":"boolean"}}},"headers":{"type":"object","properties":{"x-kyc-customerid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-customerchildid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-background":{"type":"string","enum":["0","1"]}},"required":["x-kyc-customerid"]},"params":{"type":"object","properties":{"entityId":{"type":"string","minLength":1,"maxLength":64},"checkType":{"type":"string","minLength":1,"maxLength":200},"resultLevel":{"type":"string","enum":["simple","summary","full"]}},"required":["entityId","checkType","resultLevel"]}}};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.force !== undefined){
if(typeof data0.force !== "boolean"){
const err0 = {instancePath:instancePath+"/query/force",schemaPath:"#/properties/query/properties/force/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data0.noInvalidate !== undefined){
if(typeof data0.noInvalidate !== "boolean"){
const err1 = {instancePath:instancePath+"/query/noInvalidate",schemaPath:"#/properties/query/properties/noInvalidate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
else {
const err2 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.headers !== undefined){
let data3 = data.headers;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3["x-kyc-customerid"] === undefined){
const err3 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: "x-kyc-customerid"},message:"must have required property '"+"x-kyc-customerid"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data3["x-kyc-customerid"] !== undefined){
let data4 = data3["x-kyc-customerid"];
if(typeof data4 === "string"){
if(func0(data4) > 64){
const err4 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func0(data4) < 1){
const err5 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data3["x-kyc-customerchildid"] !== undefined){
let data5 = data3["x-kyc-customerchildid"];
if(typeof data5 === "string"){
if(func0(data5) > 64){
const err7 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func0(data5) < 1){
const err8 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err9 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data3["x-kyc-background"] !== undefined){
let data6 = data3["x-kyc-background"];
if(typeof data6 !== "string"){
const err10 = {instancePath:instancePath+"/headers/x-kyc-background",schemaPath:"#/properties/headers/properties/x-kyc-background/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((data6 === "0") || (data6 === "1"))){
const err11 = {instancePath:instancePath+"/headers/x-kyc-background",schemaPath:"#/properties/headers/properties/x-kyc-background/enum",keyword:"enum",params:{allowedValues: schema37.properties.headers.properties["x-kyc-background"].enum},message:"must be equal to one of the allowed values"};
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
let data7 = data.params;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.entityId === undefined){
const err13 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "entityId"},message:"must have required property '"+"entityId"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data7.checkType === undefined){
const err14 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "checkType"},message:"must have required property '"+"checkType"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data7.resultLevel === undefined){
const err15 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "resultLevel"},message:"must have required property '"+"resultLevel"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data7.entityId !== undefined){
let data8 = data7.entityId;
if(typeof data8 === "string"){
if(func0(data8) > 64){
const err16 = {instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func0(data8) < 1){
const err17 = {instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err18 = {instancePath:instancePath+"/params/entityId",schemaPath:"#/properties/params/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data7.checkType !== undefined){
let data9 = data7.checkType;
if(typeof data9 === "string"){
if(func0(data9) > 200){
const err19 = {instancePath:instancePath+"/params/checkType",schemaPath:"#/properties/params/properties/checkType/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(func0(data9) < 1){
const err20 = {instancePath:instancePath+"/params/checkType",schemaPath:"#/properties/params/properties/checkType/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err21 = {instancePath:instancePath+"/params/checkType",schemaPath:"#/properties/params/properties/checkType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data7.resultLevel !== undefined){
let data10 = data7.resultLevel;
if(typeof data10 !== "string"){
const err22 = {instancePath:instancePath+"/params/resultLevel",schemaPath:"#/properties/params/properties/resultLevel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!(((data10 === "simple") || (data10 === "summary")) || (data10 === "full"))){
const err23 = {instancePath:instancePath+"/params/resultLevel",schemaPath:"#/properties/params/properties/resultLevel/enum",keyword:"enum",params:{allowedValues: schema37.properties.params.properties.resultLevel.enum},message:"must be equal to one of the allowed values"};
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
const err24 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate24.errors = vErrors;
return errors === 0;
}

exports.req_23 = validate25;
const schema38 = {"type":"object","properties":{"query":{"type":"object","properties":{"payload":{"type":"string","enum":["string","object"],"default":"string"}}},"headers":{"type":"object","properties":{"x-kyc-customerid":{"type":"string","minLength":1,"maxLength":64},"x-kyc-customerchildid":{"type":"string","minLength":1,"maxLength":64}},"required":["x-kyc-customerid"]},"params":{"type":"object","properties":{"requestId":{"type":"string"}},"required":["requestId"]}}};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.payload === undefined){
data0.payload = "string";
}
let data1 = data0.payload;
if(typeof data1 !== "string"){
const err0 = {instancePath:instancePath+"/query/payload",schemaPath:"#/properties/query/properties/payload/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((data1 === "string") || (data1 === "object"))){
const err1 = {instancePath:instancePath+"/query/payload",schemaPath:"#/properties/query/properties/payload/enum",keyword:"enum",params:{allowedValues: schema38.properties.query.properties.payload.enum},message:"must be equal to one of the allowed values"};
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
const err2 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.headers !== undefined){
let data2 = data.headers;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2["x-kyc-customerid"] === undefined){
const err3 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: "x-kyc-customerid"},message:"must have required property '"+"x-kyc-customerid"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2["x-kyc-customerid"] !== undefined){
let data3 = data2["x-kyc-customerid"];
if(typeof data3 === "string"){
if(func0(data3) > 64){
const err4 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func0(data3) < 1){
const err5 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/headers/x-kyc-customerid",schemaPath:"#/properties/headers/properties/x-kyc-customerid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data2["x-kyc-customerchildid"] !== undefined){
let data4 = data2["x-kyc-customerchildid"];
if(typeof data4 === "string"){
if(func0(data4) > 64){
const err7 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func0(data4) < 1){
const err8 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err9 = {instancePath:instancePath+"/headers/x-kyc-customerchildid",schemaPath:"#/properties/headers/properties/x-kyc-customerchildid/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
let data5 = data.params;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.requestId === undefined){
const err11 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "requestId"},message:"must have required property '"+"requestId"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data5.requestId !== undefined){
if(typeof data5.requestId !== "string"){
const err12 = {instancePath:instancePath+"/params/requestId",schemaPath:"#/properties/params/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate25.errors = vErrors;
return errors === 0;
}

exports.req_24 = validate26;
const schema39 = {"type":"object","properties":{"query":{"type":"object","properties":{"askingNicely":{"type":"boolean"}}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.askingNicely !== undefined){
if(typeof data0.askingNicely !== "boolean"){
const err0 = {instancePath:instancePath+"/query/askingNicely",schemaPath:"#/properties/query/properties/askingNicely/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
else {
const err1 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.headers !== undefined){
let data2 = data.headers;
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
const err2 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.params !== undefined){
let data3 = data.params;
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
const err3 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}

exports.req_25 = validate27;
const schema40 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{"requestId":{"type":"string","maxLength":64}},"required":["requestId"]}}};

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
if(data2.requestId === undefined){
const err2 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/required",keyword:"required",params:{missingProperty: "requestId"},message:"must have required property '"+"requestId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data2.requestId !== undefined){
let data3 = data2.requestId;
if(typeof data3 === "string"){
if(func0(data3) > 64){
const err3 = {instancePath:instancePath+"/params/requestId",schemaPath:"#/properties/params/properties/requestId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
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
const err4 = {instancePath:instancePath+"/params/requestId",schemaPath:"#/properties/params/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate27.errors = vErrors;
return errors === 0;
}

exports.req_26 = validate28;
const schema41 = {"type":"object","additionalProperties":true};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
