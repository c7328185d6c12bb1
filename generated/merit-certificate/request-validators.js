// generated from specs/merit-certificate.yaml — do not edit; run `make generate`
"use strict";
exports.req_0 = validate0;
const schema0 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};

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
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
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
let data2 = data.params;
const _errs5 = errors;
if(errors === _errs5){
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
validate0.errors = [{instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate0.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate0.errors = vErrors;
return errors === 0;
}

exports.req_CertificateRequest = validate1;
const schema1 = {"type":"object","required":["txnId","format","certificateParameters"],"properties":{"txnId":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},"format":{"type":"string","enum":["pdf","xml"]},"certificateParameters":{"type":"object","required":["RROLL","FullName","DOB","year"],"properties":{"RROLL":{"type":"string","pattern":"^[0-9A-Za-z]{4,20}$"},"FullName":{"type":"string","minLength":1,"maxLength":100},"DOB":{"type":"string","pattern":"^[0-9]{2}-[0-9]{2}-[0-9]{4}$"},"year":{"type":"string","pattern":"^[0-9]{4}$"}}},"consentArtifact":{"$ref":"schema:ConsentArtifact"}}};
const schema2 = {"type":"object","properties":{"consent":{"type":"object","required":["consentId","timestamp"],"properties":{"consentId":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},"timestamp":{"type":"string","format":"date-time"},"dataConsumer":{"type":"object","properties":{"id":{"type":"string"}}},"dataProvider":{"type":"object","properties":{"id":{"type":"string"}}},"purpose":{"type":"object","properties":{"description":{"type":"string"}}},"user":{"type":"object","properties":{"idType":{"type":"string"},"idNumber":{"type":"string"},"mobile":{"type":"string"},"email":{"type":"string"}}},"data":{"type":"object","properties":{"id":{"type":"string"}}},"permission":{"type":"object","properties":{"access":{"type":"string"},"dateRange":{"type":"object","properties":{"from":{"type":"string","format":"date-time"},"to":{"type":"string","format":"date-time"}}},"frequency":{"type":"object","properties":{"unit":{"type":"string"},"value":{"type":"integer"},"repeats":{"type":"integer"}}}}}}},"signature":{"type":"object","properties":{"signature":{"type":"string"}}}}};
const pattern0 = new RegExp("^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$", "u");
const pattern1 = new RegExp("^[0-9A-Za-z]{4,20}$", "u");
const pattern2 = new RegExp("^[0-9]{2}-[0-9]{2}-[0-9]{4}$", "u");
const pattern3 = new RegExp("^[0-9]{4}$", "u");
const func0 = require("ajv/dist/runtime/ucs2length").default;
const formats0 = require("../formats")["date-time"];

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.txnId === undefined) && (missing0 = "txnId")) || ((data.format === undefined) && (missing0 = "format"))) || ((data.certificateParameters === undefined) && (missing0 = "certificateParameters"))){
validate1.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.txnId !== undefined){
let data0 = data.txnId;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
validate1.errors = [{instancePath:instancePath+"/txnId",schemaPath:"#/properties/txnId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/txnId",schemaPath:"#/properties/txnId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.format !== undefined){
let data1 = data.format;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate1.errors = [{instancePath:instancePath+"/format",schemaPath:"#/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data1 === "pdf") || (data1 === "xml"))){
validate1.errors = [{instancePath:instancePath+"/format",schemaPath:"#/properties/format/enum",keyword:"enum",params:{allowedValues: schema1.properties.format.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.certificateParameters !== undefined){
let data2 = data.certificateParameters;
const _errs5 = errors;
if(errors === _errs5){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if(((((data2.RROLL === undefined) && (missing1 = "RROLL")) || ((data2.FullName === undefined) && (missing1 = "FullName"))) || ((data2.DOB === undefined) && (missing1 = "DOB"))) || ((data2.year === undefined) && (missing1 = "year"))){
validate1.errors = [{instancePath:instancePath+"/certificateParameters",schemaPath:"#/properties/certificateParameters/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data2.RROLL !== undefined){
let data3 = data2.RROLL;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(!pattern1.test(data3)){
validate1.errors = [{instancePath:instancePath+"/certificateParameters/RROLL",schemaPath:"#/properties/certificateParameters/properties/RROLL/pattern",keyword:"pattern",params:{pattern: "^[0-9A-Za-z]{4,20}$"},message:"must match pattern \""+"^[0-9A-Za-z]{4,20}$"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/certificateParameters/RROLL",schemaPath:"#/properties/certificateParameters/properties/RROLL/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.FullName !== undefined){
let data4 = data2.FullName;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 100){
validate1.errors = [{instancePath:instancePath+"/certificateParameters/FullName",schemaPath:"#/properties/certificateParameters/properties/FullName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(func0(data4) < 1){
validate1.errors = [{instancePath:instancePath+"/certificateParameters/FullName",schemaPath:"#/properties/certificateParameters/properties/FullName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/certificateParameters/FullName",schemaPath:"#/properties/certificateParameters/properties/FullName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.DOB !== undefined){
let data5 = data2.DOB;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data5 === "string"){
if(!pattern2.test(data5)){
validate1.errors = [{instancePath:instancePath+"/certificateParameters/DOB",schemaPath:"#/properties/certificateParameters/properties/DOB/pattern",keyword:"pattern",params:{pattern: "^[0-9]{2}-[0-9]{2}-[0-9]{4}$"},message:"must match pattern \""+"^[0-9]{2}-[0-9]{2}-[0-9]{4}$"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/certificateParameters/DOB",schemaPath:"#/properties/certificateParameters/properties/DOB/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.year !== undefined){
let data6 = data2.year;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data6 === "string"){
if(!pattern3.test(data6)){
validate1.errors = [{instancePath:instancePath+"/certificateParameters/year",schemaPath:"#/properties/certificateParameters/properties/year/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}$"},message:"must match pattern \""+"^[0-9]{4}$"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/certificateParameters/year",schemaPath:"#/properties/certificateParameters/properties/year/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/certificateParameters",schemaPath:"#/properties/certificateParameters/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.consentArtifact !== undefined){
let data7 = data.consentArtifact;
const _errs15 = errors;
const _errs16 = errors;
if(errors === _errs16){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.consent !== undefined){
let data8 = data7.consent;
const _errs18 = errors;
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing2;
if(((data8.consentId === undefined) && (missing2 = "consentId")) || ((data8.timestamp === undefined) && (missing2 = "timestamp"))){
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent",schemaPath:"schema:ConsentArtifact/properties/consent/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data8.consentId !== undefined){
let data9 = data8.consentId;
const _errs20 = errors;
if(errors === _errs20){
if(typeof data9 === "string"){
if(!pattern0.test(data9)){
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/consentId",schemaPath:"schema:ConsentArtifact/properties/consent/properties/consentId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/consentId",schemaPath:"schema:ConsentArtifact/properties/consent/properties/consentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid4 = _errs20 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.timestamp !== undefined){
let data10 = data8.timestamp;
const _errs22 = errors;
if(errors === _errs22){
if(errors === _errs22){
if(typeof data10 === "string"){
if(!(formats0.validate.test(data10))){
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/timestamp",schemaPath:"schema:ConsentArtifact/properties/consent/properties/timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/timestamp",schemaPath:"schema:ConsentArtifact/properties/consent/properties/timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid4 = _errs22 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.dataConsumer !== undefined){
let data11 = data8.dataConsumer;
const _errs24 = errors;
if(errors === _errs24){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.id !== undefined){
if(typeof data11.id !== "string"){
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/dataConsumer/id",schemaPath:"schema:ConsentArtifact/properties/consent/properties/dataConsumer/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/dataConsumer",schemaPath:"schema:ConsentArtifact/properties/consent/properties/dataConsumer/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs24 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.dataProvider !== undefined){
let data13 = data8.dataProvider;
const _errs28 = errors;
if(errors === _errs28){
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.id !== undefined){
if(typeof data13.id !== "string"){
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/dataProvider/id",schemaPath:"schema:ConsentArtifact/properties/consent/properties/dataProvider/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/dataProvider",schemaPath:"schema:ConsentArtifact/properties/consent/properties/dataProvider/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs28 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.purpose !== undefined){
let data15 = data8.purpose;
const _errs32 = errors;
if(errors === _errs32){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.description !== undefined){
if(typeof data15.description !== "string"){
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/purpose/description",schemaPath:"schema:ConsentArtifact/properties/consent/properties/purpose/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/purpose",schemaPath:"schema:ConsentArtifact/properties/consent/properties/purpose/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs32 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.user !== undefined){
let data17 = data8.user;
const _errs36 = errors;
if(errors === _errs36){
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.idType !== undefined){
const _errs38 = errors;
if(typeof data17.idType !== "string"){
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/user/idType",schemaPath:"schema:ConsentArtifact/properties/consent/properties/user/properties/idType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs38 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data17.idNumber !== undefined){
const _errs40 = errors;
if(typeof data17.idNumber !== "string"){
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/user/idNumber",schemaPath:"schema:ConsentArtifact/properties/consent/properties/user/properties/idNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs40 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data17.mobile !== undefined){
const _errs42 = errors;
if(typeof data17.mobile !== "string"){
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/user/mobile",schemaPath:"schema:ConsentArtifact/properties/consent/properties/user/properties/mobile/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs42 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data17.email !== undefined){
const _errs44 = errors;
if(typeof data17.email !== "string"){
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/user/email",schemaPath:"schema:ConsentArtifact/properties/consent/properties/user/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs44 === errors;
}
else {
var valid8 = true;
}
}
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/user",schemaPath:"schema:ConsentArtifact/properties/consent/properties/user/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs36 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.data !== undefined){
let data22 = data8.data;
const _errs46 = errors;
if(errors === _errs46){
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
if(data22.id !== undefined){
if(typeof data22.id !== "string"){
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/data/id",schemaPath:"schema:ConsentArtifact/properties/consent/properties/data/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/data",schemaPath:"schema:ConsentArtifact/properties/consent/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs46 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.permission !== undefined){
let data24 = data8.permission;
const _errs50 = errors;
if(errors === _errs50){
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
if(data24.access !== undefined){
const _errs52 = errors;
if(typeof data24.access !== "string"){
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/permission/access",schemaPath:"schema:ConsentArtifact/properties/consent/properties/permission/properties/access/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid10 = _errs52 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.dateRange !== undefined){
let data26 = data24.dateRange;
const _errs54 = errors;
if(errors === _errs54){
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
if(data26.from !== undefined){
let data27 = data26.from;
const _errs56 = errors;
if(errors === _errs56){
if(errors === _errs56){
if(typeof data27 === "string"){
if(!(formats0.validate.test(data27))){
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/permission/dateRange/from",schemaPath:"schema:ConsentArtifact/properties/consent/properties/permission/properties/dateRange/properties/from/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/permission/dateRange/from",schemaPath:"schema:ConsentArtifact/properties/consent/properties/permission/properties/dateRange/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid11 = _errs56 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data26.to !== undefined){
let data28 = data26.to;
const _errs58 = errors;
if(errors === _errs58){
if(errors === _errs58){
if(typeof data28 === "string"){
if(!(formats0.validate.test(data28))){
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/permission/dateRange/to",schemaPath:"schema:ConsentArtifact/properties/consent/properties/permission/properties/dateRange/properties/to/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/permission/dateRange/to",schemaPath:"schema:ConsentArtifact/properties/consent/properties/permission/properties/dateRange/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid11 = _errs58 === errors;
}
else {
var valid11 = true;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/permission/dateRange",schemaPath:"schema:ConsentArtifact/properties/consent/properties/permission/properties/dateRange/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid10 = _errs54 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.frequency !== undefined){
let data29 = data24.frequency;
const _errs60 = errors;
if(errors === _errs60){
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(data29.unit !== undefined){
const _errs62 = errors;
if(typeof data29.unit !== "string"){
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/permission/frequency/unit",schemaPath:"schema:ConsentArtifact/properties/consent/properties/permission/properties/frequency/properties/unit/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid12 = _errs62 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data29.value !== undefined){
let data31 = data29.value;
const _errs64 = errors;
if(!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))){
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/permission/frequency/value",schemaPath:"schema:ConsentArtifact/properties/consent/properties/permission/properties/frequency/properties/value/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid12 = _errs64 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data29.repeats !== undefined){
let data32 = data29.repeats;
const _errs66 = errors;
if(!(((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32))) && (isFinite(data32)))){
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/permission/frequency/repeats",schemaPath:"schema:ConsentArtifact/properties/consent/properties/permission/properties/frequency/properties/repeats/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid12 = _errs66 === errors;
}
else {
var valid12 = true;
}
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/permission/frequency",schemaPath:"schema:ConsentArtifact/properties/consent/properties/permission/properties/frequency/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid10 = _errs60 === errors;
}
else {
var valid10 = true;
}
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/permission",schemaPath:"schema:ConsentArtifact/properties/consent/properties/permission/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs50 === errors;
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
}
else {
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent",schemaPath:"schema:ConsentArtifact/properties/consent/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.signature !== undefined){
let data33 = data7.signature;
const _errs68 = errors;
if(errors === _errs68){
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
if(data33.signature !== undefined){
if(typeof data33.signature !== "string"){
validate1.errors = [{instancePath:instancePath+"/consentArtifact/signature/signature",schemaPath:"schema:ConsentArtifact/properties/signature/properties/signature/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/consentArtifact/signature",schemaPath:"schema:ConsentArtifact/properties/signature/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs68 === errors;
}
else {
var valid3 = true;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/consentArtifact",schemaPath:"schema:ConsentArtifact/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
