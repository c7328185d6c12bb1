// generated from specs/degree-certificate.yaml — do not edit; run `make generate`
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
const schema1 = {"type":"object","required":["txnId","format","certificateParameters"],"properties":{"txnId":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},"format":{"type":"string","enum":["pdf","xml"]},"certificateParameters":{"type":"object","required":["REGNO","CNAME","YEAR"],"properties":{"REGNO":{"type":"string","pattern":"^[0-9A-Za-z/-]{4,30}$"},"CNAME":{"type":"string","minLength":1,"maxLength":100},"YEAR":{"type":"string","pattern":"^[0-9]{4}$"}}},"consentArtifact":{"$ref":"schema:ConsentArtifact"}}};
const schema2 = {"type":"object","properties":{"consent":{"type":"object","required":["consentId","timestamp"],"properties":{"consentId":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},"timestamp":{"type":"string","format":"date-time"},"dataConsumer":{"type":"object","properties":{"id":{"type":"string"}}},"dataProvider":{"type":"object","properties":{"id":{"type":"string"}}},"purpose":{"type":"object","properties":{"description":{"type":"string"}}},"user":{"type":"object","properties":{"idType":{"type":"string"},"idNumber":{"type":"string"},"mobile":{"type":"string"},"email":{"type":"string"}}},"data":{"type":"object","properties":{"id":{"type":"string"}}},"permission":{"type":"object","properties":{"access":{"type":"string"},"dateRange":{"type":"object","properties":{"from":{"type":"string","format":"date-time"},"to":{"type":"string","format":"date-time"}}},"frequency":{"type":"object","properties":{"unit":{"type":"string"},"value":{"type":"integer"},"repeats":{"type":"integer"}}}}}}},"signature":{"type":"object","properties":{"signature":{"type":"string"}}}}};
const pattern0 = new RegExp("^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$", "u");
const pattern1 = new RegExp("^[0-9A-Za-z/-]{4,30}$", "u");
const pattern2 = new RegExp("^[0-9]{4}$", "u");
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
if((((data2.REGNO === undefined) && (missing1 = "REGNO")) || ((data2.CNAME === undefined) && (missing1 = "CNAME"))) || ((data2.YEAR === undefined) && (missing1 = "YEAR"))){
validate1.errors = [{instancePath:instancePath+"/certificateParameters",schemaPath:"#/properties/certificateParameters/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data2.REGNO !== undefined){
let data3 = data2.REGNO;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(!pattern1.test(data3)){
validate1.errors = [{instancePath:instancePath+"/certificateParameters/REGNO",schemaPath:"#/properties/certificateParameters/properties/REGNO/pattern",keyword:"pattern",params:{pattern: "^[0-9A-Za-z/-]{4,30}$"},message:"must match pattern \""+"^[0-9A-Za-z/-]{4,30}$"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/certificateParameters/REGNO",schemaPath:"#/properties/certificateParameters/properties/REGNO/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.CNAME !== undefined){
let data4 = data2.CNAME;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 100){
validate1.errors = [{instancePath:instancePath+"/certificateParameters/CNAME",schemaPath:"#/properties/certificateParameters/properties/CNAME/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(func0(data4) < 1){
validate1.errors = [{instancePath:instancePath+"/certificateParameters/CNAME",schemaPath:"#/properties/certificateParameters/properties/CNAME/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/certificateParameters/CNAME",schemaPath:"#/properties/certificateParameters/properties/CNAME/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.YEAR !== undefined){
let data5 = data2.YEAR;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data5 === "string"){
if(!pattern2.test(data5)){
validate1.errors = [{instancePath:instancePath+"/certificateParameters/YEAR",schemaPath:"#/properties/certificateParameters/properties/YEAR/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}$"},message:"must match pattern \""+"^[0-9]{4}$"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/certificateParameters/YEAR",schemaPath:"#/properties/certificateParameters/properties/YEAR/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
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
let data6 = data.consentArtifact;
const _errs13 = errors;
const _errs14 = errors;
if(errors === _errs14){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.consent !== undefined){
let data7 = data6.consent;
const _errs16 = errors;
if(errors === _errs16){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing2;
if(((data7.consentId === undefined) && (missing2 = "consentId")) || ((data7.timestamp === undefined) && (missing2 = "timestamp"))){
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent",schemaPath:"schema:ConsentArtifact/properties/consent/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data7.consentId !== undefined){
let data8 = data7.consentId;
const _errs18 = errors;
if(errors === _errs18){
if(typeof data8 === "string"){
if(!pattern0.test(data8)){
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/consentId",schemaPath:"schema:ConsentArtifact/properties/consent/properties/consentId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/consentId",schemaPath:"schema:ConsentArtifact/properties/consent/properties/consentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid4 = _errs18 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.timestamp !== undefined){
let data9 = data7.timestamp;
const _errs20 = errors;
if(errors === _errs20){
if(errors === _errs20){
if(typeof data9 === "string"){
if(!(formats0.validate.test(data9))){
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
var valid4 = _errs20 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.dataConsumer !== undefined){
let data10 = data7.dataConsumer;
const _errs22 = errors;
if(errors === _errs22){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.id !== undefined){
if(typeof data10.id !== "string"){
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
var valid4 = _errs22 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.dataProvider !== undefined){
let data12 = data7.dataProvider;
const _errs26 = errors;
if(errors === _errs26){
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.id !== undefined){
if(typeof data12.id !== "string"){
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
var valid4 = _errs26 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.purpose !== undefined){
let data14 = data7.purpose;
const _errs30 = errors;
if(errors === _errs30){
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.description !== undefined){
if(typeof data14.description !== "string"){
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
var valid4 = _errs30 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.user !== undefined){
let data16 = data7.user;
const _errs34 = errors;
if(errors === _errs34){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.idType !== undefined){
const _errs36 = errors;
if(typeof data16.idType !== "string"){
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/user/idType",schemaPath:"schema:ConsentArtifact/properties/consent/properties/user/properties/idType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs36 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data16.idNumber !== undefined){
const _errs38 = errors;
if(typeof data16.idNumber !== "string"){
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/user/idNumber",schemaPath:"schema:ConsentArtifact/properties/consent/properties/user/properties/idNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs38 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data16.mobile !== undefined){
const _errs40 = errors;
if(typeof data16.mobile !== "string"){
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/user/mobile",schemaPath:"schema:ConsentArtifact/properties/consent/properties/user/properties/mobile/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs40 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data16.email !== undefined){
const _errs42 = errors;
if(typeof data16.email !== "string"){
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/user/email",schemaPath:"schema:ConsentArtifact/properties/consent/properties/user/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs42 === errors;
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
var valid4 = _errs34 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.data !== undefined){
let data21 = data7.data;
const _errs44 = errors;
if(errors === _errs44){
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(data21.id !== undefined){
if(typeof data21.id !== "string"){
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
var valid4 = _errs44 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.permission !== undefined){
let data23 = data7.permission;
const _errs48 = errors;
if(errors === _errs48){
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.access !== undefined){
const _errs50 = errors;
if(typeof data23.access !== "string"){
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/permission/access",schemaPath:"schema:ConsentArtifact/properties/consent/properties/permission/properties/access/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid10 = _errs50 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data23.dateRange !== undefined){
let data25 = data23.dateRange;
const _errs52 = errors;
if(errors === _errs52){
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.from !== undefined){
let data26 = data25.from;
const _errs54 = errors;
if(errors === _errs54){
if(errors === _errs54){
if(typeof data26 === "string"){
if(!(formats0.validate.test(data26))){
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
var valid11 = _errs54 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data25.to !== undefined){
let data27 = data25.to;
const _errs56 = errors;
if(errors === _errs56){
if(errors === _errs56){
if(typeof data27 === "string"){
if(!(formats0.validate.test(data27))){
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
var valid11 = _errs56 === errors;
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
var valid10 = _errs52 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data23.frequency !== undefined){
let data28 = data23.frequency;
const _errs58 = errors;
if(errors === _errs58){
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
if(data28.unit !== undefined){
const _errs60 = errors;
if(typeof data28.unit !== "string"){
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/permission/frequency/unit",schemaPath:"schema:ConsentArtifact/properties/consent/properties/permission/properties/frequency/properties/unit/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid12 = _errs60 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data28.value !== undefined){
let data30 = data28.value;
const _errs62 = errors;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/permission/frequency/value",schemaPath:"schema:ConsentArtifact/properties/consent/properties/permission/properties/frequency/properties/value/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid12 = _errs62 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data28.repeats !== undefined){
let data31 = data28.repeats;
const _errs64 = errors;
if(!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))){
validate1.errors = [{instancePath:instancePath+"/consentArtifact/consent/permission/frequency/repeats",schemaPath:"schema:ConsentArtifact/properties/consent/properties/permission/properties/frequency/properties/repeats/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid12 = _errs64 === errors;
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
var valid10 = _errs58 === errors;
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
var valid4 = _errs48 === errors;
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
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data6.signature !== undefined){
let data32 = data6.signature;
const _errs66 = errors;
if(errors === _errs66){
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
if(data32.signature !== undefined){
if(typeof data32.signature !== "string"){
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
var valid3 = _errs66 === errors;
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
else {
validate1.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate1.errors = vErrors;
return errors === 0;
}
