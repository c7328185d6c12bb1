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
const schema1 = {"type":"object","required":["txnId","format","certificateParameters"],"properties":{"txnId":{"type":"string","format":"uuid"},"format":{"type":"string","enum":["pdf","xml","json"]},"certificateParameters":{"type":"object","required":["RROLL","CERT_TYPE","FullName"],"properties":{"RROLL":{"type":"string"},"CERT_TYPE":{"type":"string"},"FullName":{"type":"string"}}},"consentArtifact":{"$ref":"schema:ConsentArtifact"}}};
const formats0 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const schema2 = {"type":"object","required":["consent","signature"],"properties":{"consent":{"type":"object","required":["consentId","timestamp","dataConsumer","dataProvider","purpose","user","data","permission"],"properties":{"consentId":{"type":"string","format":"uuid"},"timestamp":{"type":"string","format":"date-time"},"dataConsumer":{"$ref":"schema:ConsentParty"},"dataProvider":{"$ref":"schema:ConsentParty"},"purpose":{"type":"object","required":["description"],"properties":{"description":{"type":"string","minLength":1}}},"user":{"type":"object","required":["idType","idNumber","mobile","email"],"properties":{"idType":{"type":"string","minLength":1},"idNumber":{"type":"string","minLength":1},"mobile":{"type":"string","minLength":1},"email":{"type":"string","minLength":1}}},"data":{"$ref":"schema:ConsentParty"},"permission":{"type":"object","required":["access","dateRange","frequency"],"properties":{"access":{"type":"string","minLength":1},"dateRange":{"type":"object","required":["from","to"],"properties":{"from":{"type":"string","format":"date-time"},"to":{"type":"string","format":"date-time"}}},"frequency":{"type":"object","required":["unit","value","repeats"],"properties":{"unit":{"type":"string","minLength":1},"value":{"type":"number"},"repeats":{"type":"number"}}}}}}},"signature":{"type":"object","required":["signature"],"properties":{"signature":{"type":"string"}}}}};
const schema3 = {"type":"object","required":["id"],"properties":{"id":{"type":"string","minLength":1}}};
const formats4 = require("../formats")["date-time"];
const func0 = require("ajv/dist/runtime/ucs2length").default;

function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.consent === undefined) && (missing0 = "consent")) || ((data.signature === undefined) && (missing0 = "signature"))){
validate2.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.consent !== undefined){
let data0 = data.consent;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if(((((((((data0.consentId === undefined) && (missing1 = "consentId")) || ((data0.timestamp === undefined) && (missing1 = "timestamp"))) || ((data0.dataConsumer === undefined) && (missing1 = "dataConsumer"))) || ((data0.dataProvider === undefined) && (missing1 = "dataProvider"))) || ((data0.purpose === undefined) && (missing1 = "purpose"))) || ((data0.user === undefined) && (missing1 = "user"))) || ((data0.data === undefined) && (missing1 = "data"))) || ((data0.permission === undefined) && (missing1 = "permission"))){
validate2.errors = [{instancePath:instancePath+"/consent",schemaPath:"#/properties/consent/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data0.consentId !== undefined){
let data1 = data0.consentId;
const _errs3 = errors;
if(errors === _errs3){
if(errors === _errs3){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate2.errors = [{instancePath:instancePath+"/consent/consentId",schemaPath:"#/properties/consent/properties/consentId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/consent/consentId",schemaPath:"#/properties/consent/properties/consentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data0.timestamp !== undefined){
let data2 = data0.timestamp;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data2 === "string"){
if(!(formats4.validate.test(data2))){
validate2.errors = [{instancePath:instancePath+"/consent/timestamp",schemaPath:"#/properties/consent/properties/timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/consent/timestamp",schemaPath:"#/properties/consent/properties/timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data0.dataConsumer !== undefined){
let data3 = data0.dataConsumer;
const _errs7 = errors;
const _errs8 = errors;
if(errors === _errs8){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing2;
if((data3.id === undefined) && (missing2 = "id")){
validate2.errors = [{instancePath:instancePath+"/consent/dataConsumer",schemaPath:"schema:ConsentParty/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data3.id !== undefined){
let data4 = data3.id;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(func0(data4) < 1){
validate2.errors = [{instancePath:instancePath+"/consent/dataConsumer/id",schemaPath:"schema:ConsentParty/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/consent/dataConsumer/id",schemaPath:"schema:ConsentParty/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/consent/dataConsumer",schemaPath:"schema:ConsentParty/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.dataProvider !== undefined){
let data5 = data0.dataProvider;
const _errs12 = errors;
const _errs13 = errors;
if(errors === _errs13){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing3;
if((data5.id === undefined) && (missing3 = "id")){
validate2.errors = [{instancePath:instancePath+"/consent/dataProvider",schemaPath:"schema:ConsentParty/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data5.id !== undefined){
let data6 = data5.id;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data6 === "string"){
if(func0(data6) < 1){
validate2.errors = [{instancePath:instancePath+"/consent/dataProvider/id",schemaPath:"schema:ConsentParty/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/consent/dataProvider/id",schemaPath:"schema:ConsentParty/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/consent/dataProvider",schemaPath:"schema:ConsentParty/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs12 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.purpose !== undefined){
let data7 = data0.purpose;
const _errs17 = errors;
if(errors === _errs17){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing4;
if((data7.description === undefined) && (missing4 = "description")){
validate2.errors = [{instancePath:instancePath+"/consent/purpose",schemaPath:"#/properties/consent/properties/purpose/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
if(data7.description !== undefined){
let data8 = data7.description;
const _errs19 = errors;
if(errors === _errs19){
if(typeof data8 === "string"){
if(func0(data8) < 1){
validate2.errors = [{instancePath:instancePath+"/consent/purpose/description",schemaPath:"#/properties/consent/properties/purpose/properties/description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/consent/purpose/description",schemaPath:"#/properties/consent/properties/purpose/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/consent/purpose",schemaPath:"#/properties/consent/properties/purpose/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.user !== undefined){
let data9 = data0.user;
const _errs21 = errors;
if(errors === _errs21){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing5;
if(((((data9.idType === undefined) && (missing5 = "idType")) || ((data9.idNumber === undefined) && (missing5 = "idNumber"))) || ((data9.mobile === undefined) && (missing5 = "mobile"))) || ((data9.email === undefined) && (missing5 = "email"))){
validate2.errors = [{instancePath:instancePath+"/consent/user",schemaPath:"#/properties/consent/properties/user/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"}];
return false;
}
else {
if(data9.idType !== undefined){
let data10 = data9.idType;
const _errs23 = errors;
if(errors === _errs23){
if(typeof data10 === "string"){
if(func0(data10) < 1){
validate2.errors = [{instancePath:instancePath+"/consent/user/idType",schemaPath:"#/properties/consent/properties/user/properties/idType/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/consent/user/idType",schemaPath:"#/properties/consent/properties/user/properties/idType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs23 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data9.idNumber !== undefined){
let data11 = data9.idNumber;
const _errs25 = errors;
if(errors === _errs25){
if(typeof data11 === "string"){
if(func0(data11) < 1){
validate2.errors = [{instancePath:instancePath+"/consent/user/idNumber",schemaPath:"#/properties/consent/properties/user/properties/idNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/consent/user/idNumber",schemaPath:"#/properties/consent/properties/user/properties/idNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs25 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data9.mobile !== undefined){
let data12 = data9.mobile;
const _errs27 = errors;
if(errors === _errs27){
if(typeof data12 === "string"){
if(func0(data12) < 1){
validate2.errors = [{instancePath:instancePath+"/consent/user/mobile",schemaPath:"#/properties/consent/properties/user/properties/mobile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/consent/user/mobile",schemaPath:"#/properties/consent/properties/user/properties/mobile/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs27 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data9.email !== undefined){
let data13 = data9.email;
const _errs29 = errors;
if(errors === _errs29){
if(typeof data13 === "string"){
if(func0(data13) < 1){
validate2.errors = [{instancePath:instancePath+"/consent/user/email",schemaPath:"#/properties/consent/properties/user/properties/email/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/consent/user/email",schemaPath:"#/properties/consent/properties/user/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs29 === errors;
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
validate2.errors = [{instancePath:instancePath+"/consent/user",schemaPath:"#/properties/consent/properties/user/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.data !== undefined){
let data14 = data0.data;
const _errs31 = errors;
const _errs32 = errors;
if(errors === _errs32){
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
let missing6;
if((data14.id === undefined) && (missing6 = "id")){
validate2.errors = [{instancePath:instancePath+"/consent/data",schemaPath:"schema:ConsentParty/required",keyword:"required",params:{missingProperty: missing6},message:"must have required property '"+missing6+"'"}];
return false;
}
else {
if(data14.id !== undefined){
let data15 = data14.id;
const _errs34 = errors;
if(errors === _errs34){
if(typeof data15 === "string"){
if(func0(data15) < 1){
validate2.errors = [{instancePath:instancePath+"/consent/data/id",schemaPath:"schema:ConsentParty/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/consent/data/id",schemaPath:"schema:ConsentParty/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/consent/data",schemaPath:"schema:ConsentParty/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs31 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.permission !== undefined){
let data16 = data0.permission;
const _errs36 = errors;
if(errors === _errs36){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing7;
if((((data16.access === undefined) && (missing7 = "access")) || ((data16.dateRange === undefined) && (missing7 = "dateRange"))) || ((data16.frequency === undefined) && (missing7 = "frequency"))){
validate2.errors = [{instancePath:instancePath+"/consent/permission",schemaPath:"#/properties/consent/properties/permission/required",keyword:"required",params:{missingProperty: missing7},message:"must have required property '"+missing7+"'"}];
return false;
}
else {
if(data16.access !== undefined){
let data17 = data16.access;
const _errs38 = errors;
if(errors === _errs38){
if(typeof data17 === "string"){
if(func0(data17) < 1){
validate2.errors = [{instancePath:instancePath+"/consent/permission/access",schemaPath:"#/properties/consent/properties/permission/properties/access/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/consent/permission/access",schemaPath:"#/properties/consent/properties/permission/properties/access/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid10 = _errs38 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data16.dateRange !== undefined){
let data18 = data16.dateRange;
const _errs40 = errors;
if(errors === _errs40){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
let missing8;
if(((data18.from === undefined) && (missing8 = "from")) || ((data18.to === undefined) && (missing8 = "to"))){
validate2.errors = [{instancePath:instancePath+"/consent/permission/dateRange",schemaPath:"#/properties/consent/properties/permission/properties/dateRange/required",keyword:"required",params:{missingProperty: missing8},message:"must have required property '"+missing8+"'"}];
return false;
}
else {
if(data18.from !== undefined){
let data19 = data18.from;
const _errs42 = errors;
if(errors === _errs42){
if(errors === _errs42){
if(typeof data19 === "string"){
if(!(formats4.validate.test(data19))){
validate2.errors = [{instancePath:instancePath+"/consent/permission/dateRange/from",schemaPath:"#/properties/consent/properties/permission/properties/dateRange/properties/from/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/consent/permission/dateRange/from",schemaPath:"#/properties/consent/properties/permission/properties/dateRange/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid11 = _errs42 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data18.to !== undefined){
let data20 = data18.to;
const _errs44 = errors;
if(errors === _errs44){
if(errors === _errs44){
if(typeof data20 === "string"){
if(!(formats4.validate.test(data20))){
validate2.errors = [{instancePath:instancePath+"/consent/permission/dateRange/to",schemaPath:"#/properties/consent/properties/permission/properties/dateRange/properties/to/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/consent/permission/dateRange/to",schemaPath:"#/properties/consent/properties/permission/properties/dateRange/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid11 = _errs44 === errors;
}
else {
var valid11 = true;
}
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/consent/permission/dateRange",schemaPath:"#/properties/consent/properties/permission/properties/dateRange/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid10 = _errs40 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data16.frequency !== undefined){
let data21 = data16.frequency;
const _errs46 = errors;
if(errors === _errs46){
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
let missing9;
if((((data21.unit === undefined) && (missing9 = "unit")) || ((data21.value === undefined) && (missing9 = "value"))) || ((data21.repeats === undefined) && (missing9 = "repeats"))){
validate2.errors = [{instancePath:instancePath+"/consent/permission/frequency",schemaPath:"#/properties/consent/properties/permission/properties/frequency/required",keyword:"required",params:{missingProperty: missing9},message:"must have required property '"+missing9+"'"}];
return false;
}
else {
if(data21.unit !== undefined){
let data22 = data21.unit;
const _errs48 = errors;
if(errors === _errs48){
if(typeof data22 === "string"){
if(func0(data22) < 1){
validate2.errors = [{instancePath:instancePath+"/consent/permission/frequency/unit",schemaPath:"#/properties/consent/properties/permission/properties/frequency/properties/unit/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/consent/permission/frequency/unit",schemaPath:"#/properties/consent/properties/permission/properties/frequency/properties/unit/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid12 = _errs48 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data21.value !== undefined){
let data23 = data21.value;
const _errs50 = errors;
if(!((typeof data23 == "number") && (isFinite(data23)))){
validate2.errors = [{instancePath:instancePath+"/consent/permission/frequency/value",schemaPath:"#/properties/consent/properties/permission/properties/frequency/properties/value/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid12 = _errs50 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data21.repeats !== undefined){
let data24 = data21.repeats;
const _errs52 = errors;
if(!((typeof data24 == "number") && (isFinite(data24)))){
validate2.errors = [{instancePath:instancePath+"/consent/permission/frequency/repeats",schemaPath:"#/properties/consent/properties/permission/properties/frequency/properties/repeats/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid12 = _errs52 === errors;
}
else {
var valid12 = true;
}
}
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/consent/permission/frequency",schemaPath:"#/properties/consent/properties/permission/properties/frequency/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
else {
validate2.errors = [{instancePath:instancePath+"/consent/permission",schemaPath:"#/properties/consent/properties/permission/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs36 === errors;
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
}
}
else {
validate2.errors = [{instancePath:instancePath+"/consent",schemaPath:"#/properties/consent/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.signature !== undefined){
let data25 = data.signature;
const _errs54 = errors;
if(errors === _errs54){
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
let missing10;
if((data25.signature === undefined) && (missing10 = "signature")){
validate2.errors = [{instancePath:instancePath+"/signature",schemaPath:"#/properties/signature/required",keyword:"required",params:{missingProperty: missing10},message:"must have required property '"+missing10+"'"}];
return false;
}
else {
if(data25.signature !== undefined){
if(typeof data25.signature !== "string"){
validate2.errors = [{instancePath:instancePath+"/signature/signature",schemaPath:"#/properties/signature/properties/signature/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/signature",schemaPath:"#/properties/signature/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs54 === errors;
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
if(errors === _errs1){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate1.errors = [{instancePath:instancePath+"/txnId",schemaPath:"#/properties/txnId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/txnId",schemaPath:"#/properties/txnId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data.format !== undefined){
let data1 = data.format;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate1.errors = [{instancePath:instancePath+"/format",schemaPath:"#/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data1 === "pdf") || (data1 === "xml")) || (data1 === "json"))){
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
if((((data2.RROLL === undefined) && (missing1 = "RROLL")) || ((data2.CERT_TYPE === undefined) && (missing1 = "CERT_TYPE"))) || ((data2.FullName === undefined) && (missing1 = "FullName"))){
validate1.errors = [{instancePath:instancePath+"/certificateParameters",schemaPath:"#/properties/certificateParameters/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data2.RROLL !== undefined){
const _errs7 = errors;
if(typeof data2.RROLL !== "string"){
validate1.errors = [{instancePath:instancePath+"/certificateParameters/RROLL",schemaPath:"#/properties/certificateParameters/properties/RROLL/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.CERT_TYPE !== undefined){
const _errs9 = errors;
if(typeof data2.CERT_TYPE !== "string"){
validate1.errors = [{instancePath:instancePath+"/certificateParameters/CERT_TYPE",schemaPath:"#/properties/certificateParameters/properties/CERT_TYPE/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.FullName !== undefined){
const _errs11 = errors;
if(typeof data2.FullName !== "string"){
validate1.errors = [{instancePath:instancePath+"/certificateParameters/FullName",schemaPath:"#/properties/certificateParameters/properties/FullName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
const _errs13 = errors;
if(!(validate2(data.consentArtifact, {instancePath:instancePath+"/consentArtifact",parentData:data,parentDataProperty:"consentArtifact",rootData}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
errors = vErrors.length;
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
