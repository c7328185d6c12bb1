// generated from specs/merit-certificate.yaml — do not edit; run `make generate`
"use strict";
exports.req_0 = validate0;
const schema0 = {"type":"object","properties":{"query":{"type":"object","properties":{}},"headers":{"type":"object","properties":{}},"params":{"type":"object","properties":{}}}};

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
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
const err2 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.consent === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "consent"},message:"must have required property '"+"consent"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.signature === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "signature"},message:"must have required property '"+"signature"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.consent !== undefined){
let data0 = data.consent;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.consentId === undefined){
const err2 = {instancePath:instancePath+"/consent",schemaPath:"#/properties/consent/required",keyword:"required",params:{missingProperty: "consentId"},message:"must have required property '"+"consentId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.timestamp === undefined){
const err3 = {instancePath:instancePath+"/consent",schemaPath:"#/properties/consent/required",keyword:"required",params:{missingProperty: "timestamp"},message:"must have required property '"+"timestamp"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.dataConsumer === undefined){
const err4 = {instancePath:instancePath+"/consent",schemaPath:"#/properties/consent/required",keyword:"required",params:{missingProperty: "dataConsumer"},message:"must have required property '"+"dataConsumer"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.dataProvider === undefined){
const err5 = {instancePath:instancePath+"/consent",schemaPath:"#/properties/consent/required",keyword:"required",params:{missingProperty: "dataProvider"},message:"must have required property '"+"dataProvider"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.purpose === undefined){
const err6 = {instancePath:instancePath+"/consent",schemaPath:"#/properties/consent/required",keyword:"required",params:{missingProperty: "purpose"},message:"must have required property '"+"purpose"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.user === undefined){
const err7 = {instancePath:instancePath+"/consent",schemaPath:"#/properties/consent/required",keyword:"required",params:{missingProperty: "user"},message:"must have required property '"+"user"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0.data === undefined){
const err8 = {instancePath:instancePath+"/consent",schemaPath:"#/properties/consent/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0.permission === undefined){
const err9 = {instancePath:instancePath+"/consent",schemaPath:"#/properties/consent/required",keyword:"required",params:{missingProperty: "permission"},message:"must have required property '"+"permission"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data0.consentId !== undefined){
let data1 = data0.consentId;
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
const err10 = {instancePath:instancePath+"/consent/consentId",schemaPath:"#/properties/consent/properties/consentId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err11 = {instancePath:instancePath+"/consent/consentId",schemaPath:"#/properties/consent/properties/consentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data0.timestamp !== undefined){
let data2 = data0.timestamp;
if(typeof data2 === "string"){
if(!(formats4.validate.test(data2))){
const err12 = {instancePath:instancePath+"/consent/timestamp",schemaPath:"#/properties/consent/properties/timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err13 = {instancePath:instancePath+"/consent/timestamp",schemaPath:"#/properties/consent/properties/timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data0.dataConsumer !== undefined){
let data3 = data0.dataConsumer;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.id === undefined){
const err14 = {instancePath:instancePath+"/consent/dataConsumer",schemaPath:"schema:ConsentParty/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data3.id !== undefined){
let data4 = data3.id;
if(typeof data4 === "string"){
if(func0(data4) < 1){
const err15 = {instancePath:instancePath+"/consent/dataConsumer/id",schemaPath:"schema:ConsentParty/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err16 = {instancePath:instancePath+"/consent/dataConsumer/id",schemaPath:"schema:ConsentParty/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err17 = {instancePath:instancePath+"/consent/dataConsumer",schemaPath:"schema:ConsentParty/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data0.dataProvider !== undefined){
let data5 = data0.dataProvider;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.id === undefined){
const err18 = {instancePath:instancePath+"/consent/dataProvider",schemaPath:"schema:ConsentParty/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data5.id !== undefined){
let data6 = data5.id;
if(typeof data6 === "string"){
if(func0(data6) < 1){
const err19 = {instancePath:instancePath+"/consent/dataProvider/id",schemaPath:"schema:ConsentParty/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err20 = {instancePath:instancePath+"/consent/dataProvider/id",schemaPath:"schema:ConsentParty/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err21 = {instancePath:instancePath+"/consent/dataProvider",schemaPath:"schema:ConsentParty/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data0.purpose !== undefined){
let data7 = data0.purpose;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.description === undefined){
const err22 = {instancePath:instancePath+"/consent/purpose",schemaPath:"#/properties/consent/properties/purpose/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data7.description !== undefined){
let data8 = data7.description;
if(typeof data8 === "string"){
if(func0(data8) < 1){
const err23 = {instancePath:instancePath+"/consent/purpose/description",schemaPath:"#/properties/consent/properties/purpose/properties/description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err24 = {instancePath:instancePath+"/consent/purpose/description",schemaPath:"#/properties/consent/properties/purpose/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err25 = {instancePath:instancePath+"/consent/purpose",schemaPath:"#/properties/consent/properties/purpose/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data0.user !== undefined){
let data9 = data0.user;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.idType === undefined){
const err26 = {instancePath:instancePath+"/consent/user",schemaPath:"#/properties/consent/properties/user/required",keyword:"required",params:{missingProperty: "idType"},message:"must have required property '"+"idType"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data9.idNumber === undefined){
const err27 = {instancePath:instancePath+"/consent/user",schemaPath:"#/properties/consent/properties/user/required",keyword:"required",params:{missingProperty: "idNumber"},message:"must have required property '"+"idNumber"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data9.mobile === undefined){
const err28 = {instancePath:instancePath+"/consent/user",schemaPath:"#/properties/consent/properties/user/required",keyword:"required",params:{missingProperty: "mobile"},message:"must have required property '"+"mobile"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data9.email === undefined){
const err29 = {instancePath:instancePath+"/consent/user",schemaPath:"#/properties/consent/properties/user/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data9.idType !== undefined){
let data10 = data9.idType;
if(typeof data10 === "string"){
if(func0(data10) < 1){
const err30 = {instancePath:instancePath+"/consent/user/idType",schemaPath:"#/properties/consent/properties/user/properties/idType/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err31 = {instancePath:instancePath+"/consent/user/idType",schemaPath:"#/properties/consent/properties/user/properties/idType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data9.idNumber !== undefined){
let data11 = data9.idNumber;
if(typeof data11 === "string"){
if(func0(data11) < 1){
const err32 = {instancePath:instancePath+"/consent/user/idNumber",schemaPath:"#/properties/consent/properties/user/properties/idNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err33 = {instancePath:instancePath+"/consent/user/idNumber",schemaPath:"#/properties/consent/properties/user/properties/idNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data9.mobile !== undefined){
let data12 = data9.mobile;
if(typeof data12 === "string"){
if(func0(data12) < 1){
const err34 = {instancePath:instancePath+"/consent/user/mobile",schemaPath:"#/properties/consent/properties/user/properties/mobile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err35 = {instancePath:instancePath+"/consent/user/mobile",schemaPath:"#/properties/consent/properties/user/properties/mobile/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data9.email !== undefined){
let data13 = data9.email;
if(typeof data13 === "string"){
if(func0(data13) < 1){
const err36 = {instancePath:instancePath+"/consent/user/email",schemaPath:"#/properties/consent/properties/user/properties/email/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/consent/user/email",schemaPath:"#/properties/consent/properties/user/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err38 = {instancePath:instancePath+"/consent/user",schemaPath:"#/properties/consent/properties/user/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data0.data !== undefined){
let data14 = data0.data;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.id === undefined){
const err39 = {instancePath:instancePath+"/consent/data",schemaPath:"schema:ConsentParty/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data14.id !== undefined){
let data15 = data14.id;
if(typeof data15 === "string"){
if(func0(data15) < 1){
const err40 = {instancePath:instancePath+"/consent/data/id",schemaPath:"schema:ConsentParty/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/consent/data/id",schemaPath:"schema:ConsentParty/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath:instancePath+"/consent/data",schemaPath:"schema:ConsentParty/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data0.permission !== undefined){
let data16 = data0.permission;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.access === undefined){
const err43 = {instancePath:instancePath+"/consent/permission",schemaPath:"#/properties/consent/properties/permission/required",keyword:"required",params:{missingProperty: "access"},message:"must have required property '"+"access"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data16.dateRange === undefined){
const err44 = {instancePath:instancePath+"/consent/permission",schemaPath:"#/properties/consent/properties/permission/required",keyword:"required",params:{missingProperty: "dateRange"},message:"must have required property '"+"dateRange"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data16.frequency === undefined){
const err45 = {instancePath:instancePath+"/consent/permission",schemaPath:"#/properties/consent/properties/permission/required",keyword:"required",params:{missingProperty: "frequency"},message:"must have required property '"+"frequency"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data16.access !== undefined){
let data17 = data16.access;
if(typeof data17 === "string"){
if(func0(data17) < 1){
const err46 = {instancePath:instancePath+"/consent/permission/access",schemaPath:"#/properties/consent/properties/permission/properties/access/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/consent/permission/access",schemaPath:"#/properties/consent/properties/permission/properties/access/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data16.dateRange !== undefined){
let data18 = data16.dateRange;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.from === undefined){
const err48 = {instancePath:instancePath+"/consent/permission/dateRange",schemaPath:"#/properties/consent/properties/permission/properties/dateRange/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data18.to === undefined){
const err49 = {instancePath:instancePath+"/consent/permission/dateRange",schemaPath:"#/properties/consent/properties/permission/properties/dateRange/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data18.from !== undefined){
let data19 = data18.from;
if(typeof data19 === "string"){
if(!(formats4.validate.test(data19))){
const err50 = {instancePath:instancePath+"/consent/permission/dateRange/from",schemaPath:"#/properties/consent/properties/permission/properties/dateRange/properties/from/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/consent/permission/dateRange/from",schemaPath:"#/properties/consent/properties/permission/properties/dateRange/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data18.to !== undefined){
let data20 = data18.to;
if(typeof data20 === "string"){
if(!(formats4.validate.test(data20))){
const err52 = {instancePath:instancePath+"/consent/permission/dateRange/to",schemaPath:"#/properties/consent/properties/permission/properties/dateRange/properties/to/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/consent/permission/dateRange/to",schemaPath:"#/properties/consent/properties/permission/properties/dateRange/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
else {
const err54 = {instancePath:instancePath+"/consent/permission/dateRange",schemaPath:"#/properties/consent/properties/permission/properties/dateRange/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data16.frequency !== undefined){
let data21 = data16.frequency;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(data21.unit === undefined){
const err55 = {instancePath:instancePath+"/consent/permission/frequency",schemaPath:"#/properties/consent/properties/permission/properties/frequency/required",keyword:"required",params:{missingProperty: "unit"},message:"must have required property '"+"unit"+"'"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data21.value === undefined){
const err56 = {instancePath:instancePath+"/consent/permission/frequency",schemaPath:"#/properties/consent/properties/permission/properties/frequency/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data21.repeats === undefined){
const err57 = {instancePath:instancePath+"/consent/permission/frequency",schemaPath:"#/properties/consent/properties/permission/properties/frequency/required",keyword:"required",params:{missingProperty: "repeats"},message:"must have required property '"+"repeats"+"'"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data21.unit !== undefined){
let data22 = data21.unit;
if(typeof data22 === "string"){
if(func0(data22) < 1){
const err58 = {instancePath:instancePath+"/consent/permission/frequency/unit",schemaPath:"#/properties/consent/properties/permission/properties/frequency/properties/unit/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/consent/permission/frequency/unit",schemaPath:"#/properties/consent/properties/permission/properties/frequency/properties/unit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data21.value !== undefined){
let data23 = data21.value;
if(!((typeof data23 == "number") && (isFinite(data23)))){
const err60 = {instancePath:instancePath+"/consent/permission/frequency/value",schemaPath:"#/properties/consent/properties/permission/properties/frequency/properties/value/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data21.repeats !== undefined){
let data24 = data21.repeats;
if(!((typeof data24 == "number") && (isFinite(data24)))){
const err61 = {instancePath:instancePath+"/consent/permission/frequency/repeats",schemaPath:"#/properties/consent/properties/permission/properties/frequency/properties/repeats/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
else {
const err62 = {instancePath:instancePath+"/consent/permission/frequency",schemaPath:"#/properties/consent/properties/permission/properties/frequency/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/consent/permission",schemaPath:"#/properties/consent/properties/permission/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
else {
const err64 = {instancePath:instancePath+"/consent",schemaPath:"#/properties/consent/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data.signature !== undefined){
let data25 = data.signature;
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.signature === undefined){
const err65 = {instancePath:instancePath+"/signature",schemaPath:"#/properties/signature/required",keyword:"required",params:{missingProperty: "signature"},message:"must have required property '"+"signature"+"'"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(data25.signature !== undefined){
if(typeof data25.signature !== "string"){
const err66 = {instancePath:instancePath+"/signature/signature",schemaPath:"#/properties/signature/properties/signature/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
else {
const err67 = {instancePath:instancePath+"/signature",schemaPath:"#/properties/signature/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
else {
const err68 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
validate2.errors = vErrors;
return errors === 0;
}


function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.txnId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "txnId"},message:"must have required property '"+"txnId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.format === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "format"},message:"must have required property '"+"format"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.certificateParameters === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "certificateParameters"},message:"must have required property '"+"certificateParameters"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.txnId !== undefined){
let data0 = data.txnId;
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
const err3 = {instancePath:instancePath+"/txnId",schemaPath:"#/properties/txnId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err4 = {instancePath:instancePath+"/txnId",schemaPath:"#/properties/txnId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.format !== undefined){
let data1 = data.format;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(((data1 === "pdf") || (data1 === "xml")) || (data1 === "json"))){
const err6 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/enum",keyword:"enum",params:{allowedValues: schema1.properties.format.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.certificateParameters !== undefined){
let data2 = data.certificateParameters;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.RROLL === undefined){
const err7 = {instancePath:instancePath+"/certificateParameters",schemaPath:"#/properties/certificateParameters/required",keyword:"required",params:{missingProperty: "RROLL"},message:"must have required property '"+"RROLL"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.CERT_TYPE === undefined){
const err8 = {instancePath:instancePath+"/certificateParameters",schemaPath:"#/properties/certificateParameters/required",keyword:"required",params:{missingProperty: "CERT_TYPE"},message:"must have required property '"+"CERT_TYPE"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.FullName === undefined){
const err9 = {instancePath:instancePath+"/certificateParameters",schemaPath:"#/properties/certificateParameters/required",keyword:"required",params:{missingProperty: "FullName"},message:"must have required property '"+"FullName"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.RROLL !== undefined){
if(typeof data2.RROLL !== "string"){
const err10 = {instancePath:instancePath+"/certificateParameters/RROLL",schemaPath:"#/properties/certificateParameters/properties/RROLL/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.CERT_TYPE !== undefined){
if(typeof data2.CERT_TYPE !== "string"){
const err11 = {instancePath:instancePath+"/certificateParameters/CERT_TYPE",schemaPath:"#/properties/certificateParameters/properties/CERT_TYPE/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.FullName !== undefined){
if(typeof data2.FullName !== "string"){
const err12 = {instancePath:instancePath+"/certificateParameters/FullName",schemaPath:"#/properties/certificateParameters/properties/FullName/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err13 = {instancePath:instancePath+"/certificateParameters",schemaPath:"#/properties/certificateParameters/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.consentArtifact !== undefined){
if(!(validate2(data.consentArtifact, {instancePath:instancePath+"/consentArtifact",parentData:data,parentDataProperty:"consentArtifact",rootData}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
errors = vErrors.length;
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
validate1.errors = vErrors;
return errors === 0;
}
