// generated from specs/identity-verification.yaml — do not edit; run `make generate`
"use strict";
exports.res_BusinessProfileResponse = validate0;
const schema0 = {"type":"object","required":["requestId","profile"],"properties":{"requestId":{"type":"string"},"profile":{"$ref":"schema:BusinessProfile"}}};
const schema1 = {"type":"object","required":["country","organisationNumber","registrationType","name","status","incorporated","registeredAddress","officers","shareholders"],"properties":{"country":{"type":"string"},"organisationNumber":{"type":"string"},"registrationType":{"type":"string"},"name":{"type":"string"},"status":{"type":"string"},"incorporated":{"type":"string","format":"date"},"registeredAddress":{"$ref":"schema:Address"},"officers":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"},"role":{"type":"string"},"dateOfBirth":{"type":"string"}}}},"shareholders":{"type":"array","items":{"$ref":"schema:Holding"}}}};
const schema2 = {"type":"object","properties":{"streetNumber":{"type":"string","maxLength":20},"streetName":{"type":"string","maxLength":100},"streetType":{"type":"string","maxLength":40},"suburb":{"type":"string","maxLength":100},"state":{"type":"string","maxLength":40},"postalCode":{"type":"string","maxLength":12},"country":{"type":"string","maxLength":3}}};
const schema3 = {"type":"object","required":["kind","id","name","percentOwned"],"properties":{"kind":{"type":"string","enum":["individual","company"]},"id":{"type":"string"},"name":{"type":"string"},"percentOwned":{"type":"number"},"ceasedOn":{"type":"string"}}};
const formats0 = require("../formats").date;
const func0 = require("ajv/dist/runtime/ucs2length").default;

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
if(data.registrationType === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "registrationType"},message:"must have required property '"+"registrationType"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.name === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.status === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.incorporated === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "incorporated"},message:"must have required property '"+"incorporated"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.registeredAddress === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "registeredAddress"},message:"must have required property '"+"registeredAddress"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.officers === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "officers"},message:"must have required property '"+"officers"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.shareholders === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "shareholders"},message:"must have required property '"+"shareholders"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.country !== undefined){
if(typeof data.country !== "string"){
const err9 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(typeof data.organisationNumber !== "string"){
const err10 = {instancePath:instancePath+"/organisationNumber",schemaPath:"#/properties/organisationNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.registrationType !== undefined){
if(typeof data.registrationType !== "string"){
const err11 = {instancePath:instancePath+"/registrationType",schemaPath:"#/properties/registrationType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err12 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.status !== undefined){
if(typeof data.status !== "string"){
const err13 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.incorporated !== undefined){
let data5 = data.incorporated;
if(typeof data5 === "string"){
if(!(formats0.validate.test(data5))){
const err14 = {instancePath:instancePath+"/incorporated",schemaPath:"#/properties/incorporated/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err15 = {instancePath:instancePath+"/incorporated",schemaPath:"#/properties/incorporated/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.registeredAddress !== undefined){
let data6 = data.registeredAddress;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.streetNumber !== undefined){
let data7 = data6.streetNumber;
if(typeof data7 === "string"){
if(func0(data7) > 20){
const err16 = {instancePath:instancePath+"/registeredAddress/streetNumber",schemaPath:"schema:Address/properties/streetNumber/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
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
const err17 = {instancePath:instancePath+"/registeredAddress/streetNumber",schemaPath:"schema:Address/properties/streetNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data6.streetName !== undefined){
let data8 = data6.streetName;
if(typeof data8 === "string"){
if(func0(data8) > 100){
const err18 = {instancePath:instancePath+"/registeredAddress/streetName",schemaPath:"schema:Address/properties/streetName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err19 = {instancePath:instancePath+"/registeredAddress/streetName",schemaPath:"schema:Address/properties/streetName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data6.streetType !== undefined){
let data9 = data6.streetType;
if(typeof data9 === "string"){
if(func0(data9) > 40){
const err20 = {instancePath:instancePath+"/registeredAddress/streetType",schemaPath:"schema:Address/properties/streetType/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
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
const err21 = {instancePath:instancePath+"/registeredAddress/streetType",schemaPath:"schema:Address/properties/streetType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data6.suburb !== undefined){
let data10 = data6.suburb;
if(typeof data10 === "string"){
if(func0(data10) > 100){
const err22 = {instancePath:instancePath+"/registeredAddress/suburb",schemaPath:"schema:Address/properties/suburb/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err23 = {instancePath:instancePath+"/registeredAddress/suburb",schemaPath:"schema:Address/properties/suburb/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data6.state !== undefined){
let data11 = data6.state;
if(typeof data11 === "string"){
if(func0(data11) > 40){
const err24 = {instancePath:instancePath+"/registeredAddress/state",schemaPath:"schema:Address/properties/state/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
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
const err25 = {instancePath:instancePath+"/registeredAddress/state",schemaPath:"schema:Address/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data6.postalCode !== undefined){
let data12 = data6.postalCode;
if(typeof data12 === "string"){
if(func0(data12) > 12){
const err26 = {instancePath:instancePath+"/registeredAddress/postalCode",schemaPath:"schema:Address/properties/postalCode/maxLength",keyword:"maxLength",params:{limit: 12},message:"must NOT have more than 12 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/registeredAddress/postalCode",schemaPath:"schema:Address/properties/postalCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data6.country !== undefined){
let data13 = data6.country;
if(typeof data13 === "string"){
if(func0(data13) > 3){
const err28 = {instancePath:instancePath+"/registeredAddress/country",schemaPath:"schema:Address/properties/country/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"};
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
const err29 = {instancePath:instancePath+"/registeredAddress/country",schemaPath:"schema:Address/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err30 = {instancePath:instancePath+"/registeredAddress",schemaPath:"schema:Address/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.officers !== undefined){
let data14 = data.officers;
if(Array.isArray(data14)){
const len0 = data14.length;
for(let i0=0; i0<len0; i0++){
let data15 = data14[i0];
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.name !== undefined){
if(typeof data15.name !== "string"){
const err31 = {instancePath:instancePath+"/officers/" + i0+"/name",schemaPath:"#/properties/officers/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data15.role !== undefined){
if(typeof data15.role !== "string"){
const err32 = {instancePath:instancePath+"/officers/" + i0+"/role",schemaPath:"#/properties/officers/items/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data15.dateOfBirth !== undefined){
if(typeof data15.dateOfBirth !== "string"){
const err33 = {instancePath:instancePath+"/officers/" + i0+"/dateOfBirth",schemaPath:"#/properties/officers/items/properties/dateOfBirth/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err34 = {instancePath:instancePath+"/officers/" + i0,schemaPath:"#/properties/officers/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err35 = {instancePath:instancePath+"/officers",schemaPath:"#/properties/officers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.shareholders !== undefined){
let data19 = data.shareholders;
if(Array.isArray(data19)){
const len1 = data19.length;
for(let i1=0; i1<len1; i1++){
let data20 = data19[i1];
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.kind === undefined){
const err36 = {instancePath:instancePath+"/shareholders/" + i1,schemaPath:"schema:Holding/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data20.id === undefined){
const err37 = {instancePath:instancePath+"/shareholders/" + i1,schemaPath:"schema:Holding/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data20.name === undefined){
const err38 = {instancePath:instancePath+"/shareholders/" + i1,schemaPath:"schema:Holding/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data20.percentOwned === undefined){
const err39 = {instancePath:instancePath+"/shareholders/" + i1,schemaPath:"schema:Holding/required",keyword:"required",params:{missingProperty: "percentOwned"},message:"must have required property '"+"percentOwned"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data20.kind !== undefined){
let data21 = data20.kind;
if(typeof data21 !== "string"){
const err40 = {instancePath:instancePath+"/shareholders/" + i1+"/kind",schemaPath:"schema:Holding/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(!((data21 === "individual") || (data21 === "company"))){
const err41 = {instancePath:instancePath+"/shareholders/" + i1+"/kind",schemaPath:"schema:Holding/properties/kind/enum",keyword:"enum",params:{allowedValues: schema3.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data20.id !== undefined){
if(typeof data20.id !== "string"){
const err42 = {instancePath:instancePath+"/shareholders/" + i1+"/id",schemaPath:"schema:Holding/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data20.name !== undefined){
if(typeof data20.name !== "string"){
const err43 = {instancePath:instancePath+"/shareholders/" + i1+"/name",schemaPath:"schema:Holding/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data20.percentOwned !== undefined){
let data24 = data20.percentOwned;
if(!((typeof data24 == "number") && (isFinite(data24)))){
const err44 = {instancePath:instancePath+"/shareholders/" + i1+"/percentOwned",schemaPath:"schema:Holding/properties/percentOwned/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data20.ceasedOn !== undefined){
if(typeof data20.ceasedOn !== "string"){
const err45 = {instancePath:instancePath+"/shareholders/" + i1+"/ceasedOn",schemaPath:"schema:Holding/properties/ceasedOn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath:instancePath+"/shareholders/" + i1,schemaPath:"schema:Holding/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath:instancePath+"/shareholders",schemaPath:"#/properties/shareholders/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
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
if(data.requestId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requestId"},message:"must have required property '"+"requestId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.profile === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "profile"},message:"must have required property '"+"profile"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.requestId !== undefined){
if(typeof data.requestId !== "string"){
const err2 = {instancePath:instancePath+"/requestId",schemaPath:"#/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.profile !== undefined){
if(!(validate1(data.profile, {instancePath:instancePath+"/profile",parentData:data,parentDataProperty:"profile",rootData}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
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

exports.res_Error = validate3;
const schema4 = {"type":"object","required":["errorCode","errorMsg","httpStatusCode","issues","requestId"],"properties":{"errorCode":{"type":"string"},"errorMsg":{"type":"string"},"httpStatusCode":{"type":"integer"},"issues":{"type":"array","items":{"type":"object","required":["issue","issueLocation"],"properties":{"issue":{"type":"string"},"issueLocation":{"type":"string"}}}},"requestId":{"type":"string"}}};

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.errorCode === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "errorCode"},message:"must have required property '"+"errorCode"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.errorMsg === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "errorMsg"},message:"must have required property '"+"errorMsg"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.httpStatusCode === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "httpStatusCode"},message:"must have required property '"+"httpStatusCode"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.issues === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "issues"},message:"must have required property '"+"issues"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.requestId === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requestId"},message:"must have required property '"+"requestId"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.errorCode !== undefined){
if(typeof data.errorCode !== "string"){
const err5 = {instancePath:instancePath+"/errorCode",schemaPath:"#/properties/errorCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.errorMsg !== undefined){
if(typeof data.errorMsg !== "string"){
const err6 = {instancePath:instancePath+"/errorMsg",schemaPath:"#/properties/errorMsg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.httpStatusCode !== undefined){
let data2 = data.httpStatusCode;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err7 = {instancePath:instancePath+"/httpStatusCode",schemaPath:"#/properties/httpStatusCode/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.issues !== undefined){
let data3 = data.issues;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.issue === undefined){
const err8 = {instancePath:instancePath+"/issues/" + i0,schemaPath:"#/properties/issues/items/required",keyword:"required",params:{missingProperty: "issue"},message:"must have required property '"+"issue"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data4.issueLocation === undefined){
const err9 = {instancePath:instancePath+"/issues/" + i0,schemaPath:"#/properties/issues/items/required",keyword:"required",params:{missingProperty: "issueLocation"},message:"must have required property '"+"issueLocation"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data4.issue !== undefined){
if(typeof data4.issue !== "string"){
const err10 = {instancePath:instancePath+"/issues/" + i0+"/issue",schemaPath:"#/properties/issues/items/properties/issue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data4.issueLocation !== undefined){
if(typeof data4.issueLocation !== "string"){
const err11 = {instancePath:instancePath+"/issues/" + i0+"/issueLocation",schemaPath:"#/properties/issues/items/properties/issueLocation/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err12 = {instancePath:instancePath+"/issues/" + i0,schemaPath:"#/properties/issues/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err13 = {instancePath:instancePath+"/issues",schemaPath:"#/properties/issues/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.requestId !== undefined){
if(typeof data.requestId !== "string"){
const err14 = {instancePath:instancePath+"/requestId",schemaPath:"#/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate3.errors = vErrors;
return errors === 0;
}

exports.res_2 = validate4;
const schema5 = {"type":"object","required":["requestId","companies"],"properties":{"requestId":{"type":"string"},"companies":{"type":"array","items":{"$ref":"schema:CompanySummary"}}}};
const schema6 = {"type":"object","required":["country","organisationNumber","registrationType","name","status"],"properties":{"country":{"type":"string"},"organisationNumber":{"type":"string"},"registrationType":{"type":"string"},"name":{"type":"string"},"status":{"type":"string"}}};

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.requestId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requestId"},message:"must have required property '"+"requestId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.companies === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "companies"},message:"must have required property '"+"companies"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.requestId !== undefined){
if(typeof data.requestId !== "string"){
const err2 = {instancePath:instancePath+"/requestId",schemaPath:"#/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.companies !== undefined){
let data1 = data.companies;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.country === undefined){
const err3 = {instancePath:instancePath+"/companies/" + i0,schemaPath:"schema:CompanySummary/required",keyword:"required",params:{missingProperty: "country"},message:"must have required property '"+"country"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.organisationNumber === undefined){
const err4 = {instancePath:instancePath+"/companies/" + i0,schemaPath:"schema:CompanySummary/required",keyword:"required",params:{missingProperty: "organisationNumber"},message:"must have required property '"+"organisationNumber"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2.registrationType === undefined){
const err5 = {instancePath:instancePath+"/companies/" + i0,schemaPath:"schema:CompanySummary/required",keyword:"required",params:{missingProperty: "registrationType"},message:"must have required property '"+"registrationType"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.name === undefined){
const err6 = {instancePath:instancePath+"/companies/" + i0,schemaPath:"schema:CompanySummary/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.status === undefined){
const err7 = {instancePath:instancePath+"/companies/" + i0,schemaPath:"schema:CompanySummary/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.country !== undefined){
if(typeof data2.country !== "string"){
const err8 = {instancePath:instancePath+"/companies/" + i0+"/country",schemaPath:"schema:CompanySummary/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.organisationNumber !== undefined){
if(typeof data2.organisationNumber !== "string"){
const err9 = {instancePath:instancePath+"/companies/" + i0+"/organisationNumber",schemaPath:"schema:CompanySummary/properties/organisationNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.registrationType !== undefined){
if(typeof data2.registrationType !== "string"){
const err10 = {instancePath:instancePath+"/companies/" + i0+"/registrationType",schemaPath:"schema:CompanySummary/properties/registrationType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.name !== undefined){
if(typeof data2.name !== "string"){
const err11 = {instancePath:instancePath+"/companies/" + i0+"/name",schemaPath:"schema:CompanySummary/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.status !== undefined){
if(typeof data2.status !== "string"){
const err12 = {instancePath:instancePath+"/companies/" + i0+"/status",schemaPath:"schema:CompanySummary/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err13 = {instancePath:instancePath+"/companies/" + i0,schemaPath:"schema:CompanySummary/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err14 = {instancePath:instancePath+"/companies",schemaPath:"#/properties/companies/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate4.errors = vErrors;
return errors === 0;
}

exports.res_OwnershipResponse = validate5;
const schema7 = {"type":"object","required":["requestId","validation"],"properties":{"requestId":{"type":"string"},"validation":{"type":"object","required":["mode","validated","organisationNumber"],"properties":{"mode":{"type":"string"},"validated":{"type":"boolean"},"organisationNumber":{"type":"string"},"registeredName":{"type":"string"}}},"entityId":{"type":"string"},"entity":{"$ref":"schema:Entity"},"profile":{"$ref":"schema:BusinessProfile"},"ownership":{"type":"object","properties":{"threshold":{"type":"number"},"ultimateBeneficialOwners":{"type":"array","items":{"$ref":"schema:BeneficialOwner"}},"allOwners":{"type":"array","items":{"$ref":"schema:BeneficialOwner"}},"directOwners":{"type":"array","items":{"$ref":"schema:Holding"}},"historicalOwners":{"type":"array","items":{"$ref":"schema:Holding"}}}},"checkResult":{"$ref":"schema:CheckResult"}}};
const schema14 = {"type":"object","required":["personId","name","percentOwned","beneficiallyHeld","via"],"properties":{"personId":{"type":"string"},"name":{"type":"string"},"percentOwned":{"type":"number"},"beneficiallyHeld":{"type":"boolean"},"via":{"type":"array","items":{"type":"string"}}}};
const schema18 = {"type":"object","required":["requestId","entityId","checkId","checkDate","checkTypes","resultLevel","reused","checkSummary"],"properties":{"requestId":{"type":"string"},"entityId":{"type":"string"},"checkId":{"type":"string"},"checkDate":{"type":"string","format":"date-time"},"checkTypes":{"type":"array","items":{"type":"string"}},"skippedCheckTypes":{"type":"array","items":{"type":"string"}},"resultLevel":{"type":"string"},"reused":{"type":"boolean"},"checkSummary":{"type":"object","required":["resultState","riskLevel","riskScore","entityStatus"],"properties":{"resultState":{"type":"string"},"riskLevel":{"type":"string"},"riskScore":{"type":"integer"},"entityStatus":{"type":"string"}}},"kycResult":{"type":"object","additionalProperties":true},"idResult":{"type":"object","additionalProperties":true},"pepResult":{"type":"object","additionalProperties":true},"fraudResult":{"type":"object","additionalProperties":true},"manualResult":{"type":"object","additionalProperties":true},"idvalidateResult":{"type":"object","additionalProperties":true},"relatedResults":{"type":"array","items":{"type":"object","additionalProperties":true}},"reportDocumentId":{"type":"string"}}};
const schema8 = {"type":"object","required":["entityId","entityType","addresses","flags","status","risk","identityDocs","createdAt","updatedAt"],"properties":{"entityId":{"type":"string"},"entityType":{"type":"string","enum":["INDIVIDUAL","ORGANISATION"]},"name":{"$ref":"schema:Name"},"dateOfBirth":{"$ref":"schema:DateOfBirth"},"addresses":{"type":"array","items":{"$ref":"schema:Address"}},"emailAddress":{"type":"string"},"phoneNumber":{"type":"string"},"entityProfile":{"type":"string"},"organisationData":{"type":"object","properties":{"registeredName":{"type":"string"},"country":{"type":"string"},"companyNumber":{"type":"string"},"registrationType":{"type":"string"},"status":{"type":"string"}}},"flags":{"type":"array","items":{"type":"object","required":["flag","value"],"properties":{"flag":{"type":"string"},"value":{"type":"string"}}}},"status":{"type":"object","required":["status"],"properties":{"status":{"type":"string"},"manualStatus":{"type":"string"},"comment":{"type":"string"}}},"risk":{"type":"object","required":["riskLevel","riskScore","manual"],"properties":{"riskLevel":{"type":"string"},"riskScore":{"type":"integer"},"manual":{"type":"boolean"}}},"idValidation":{"type":"object","properties":{"processId":{"type":"string"},"state":{"type":"string"},"startedAt":{"type":"string","format":"date-time"}}},"identityDocs":{"type":"array","items":{"$ref":"schema:Document"}},"checks":{"type":"array","items":{"type":"object","properties":{"checkId":{"type":"string"},"checkDate":{"type":"string"},"checkTypes":{"type":"array","items":{"type":"string"}},"resultState":{"type":"string"}}}},"createdAt":{"type":"string","format":"date-time"},"updatedAt":{"type":"string","format":"date-time"}}};
const schema9 = {"type":"object","properties":{"givenName":{"type":"string","maxLength":100},"middleName":{"type":"string","maxLength":100},"familyName":{"type":"string","maxLength":100}}};
const schema10 = {"type":"object","required":["dateOfBirth"],"properties":{"dateOfBirth":{"type":"string","format":"date"}}};
const formats4 = require("../formats")["date-time"];
const schema12 = {"type":"object","required":["documentId","idType","country","documentStatus","createdFromScan","docScan","extraData"],"properties":{"documentId":{"type":"string"},"entityId":{"type":"string"},"idType":{"type":"string"},"idNumber":{"type":"string"},"idExpiry":{"type":"string"},"idIssued":{"type":"string"},"country":{"type":"string"},"region":{"type":"string"},"documentStatus":{"type":"string"},"createdFromScan":{"type":"boolean"},"docScan":{"type":"array","items":{"type":"object","required":["scanId","sha256","bytes"],"properties":{"scanId":{"type":"string"},"scanFilename":{"type":"string"},"scanMIME":{"type":"string"},"scanSide":{"type":"string"},"sha256":{"type":"string"},"bytes":{"type":"integer"}}}},"extraData":{"type":"array","items":{"$ref":"schema:KeyValue"}}}};
const schema13 = {"type":"object","required":["kvpKey","kvpValue"],"properties":{"kvpKey":{"type":"string","maxLength":100},"kvpValue":{"type":"string","maxLength":1000}}};

function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.documentId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "documentId"},message:"must have required property '"+"documentId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.idType === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "idType"},message:"must have required property '"+"idType"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.country === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "country"},message:"must have required property '"+"country"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.documentStatus === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "documentStatus"},message:"must have required property '"+"documentStatus"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.createdFromScan === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdFromScan"},message:"must have required property '"+"createdFromScan"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.docScan === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "docScan"},message:"must have required property '"+"docScan"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.extraData === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "extraData"},message:"must have required property '"+"extraData"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.documentId !== undefined){
if(typeof data.documentId !== "string"){
const err7 = {instancePath:instancePath+"/documentId",schemaPath:"#/properties/documentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.entityId !== undefined){
if(typeof data.entityId !== "string"){
const err8 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.idType !== undefined){
if(typeof data.idType !== "string"){
const err9 = {instancePath:instancePath+"/idType",schemaPath:"#/properties/idType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.idNumber !== undefined){
if(typeof data.idNumber !== "string"){
const err10 = {instancePath:instancePath+"/idNumber",schemaPath:"#/properties/idNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.idExpiry !== undefined){
if(typeof data.idExpiry !== "string"){
const err11 = {instancePath:instancePath+"/idExpiry",schemaPath:"#/properties/idExpiry/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.idIssued !== undefined){
if(typeof data.idIssued !== "string"){
const err12 = {instancePath:instancePath+"/idIssued",schemaPath:"#/properties/idIssued/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.country !== undefined){
if(typeof data.country !== "string"){
const err13 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.region !== undefined){
if(typeof data.region !== "string"){
const err14 = {instancePath:instancePath+"/region",schemaPath:"#/properties/region/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.documentStatus !== undefined){
if(typeof data.documentStatus !== "string"){
const err15 = {instancePath:instancePath+"/documentStatus",schemaPath:"#/properties/documentStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.createdFromScan !== undefined){
if(typeof data.createdFromScan !== "boolean"){
const err16 = {instancePath:instancePath+"/createdFromScan",schemaPath:"#/properties/createdFromScan/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.docScan !== undefined){
let data10 = data.docScan;
if(Array.isArray(data10)){
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
let data11 = data10[i0];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.scanId === undefined){
const err17 = {instancePath:instancePath+"/docScan/" + i0,schemaPath:"#/properties/docScan/items/required",keyword:"required",params:{missingProperty: "scanId"},message:"must have required property '"+"scanId"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data11.sha256 === undefined){
const err18 = {instancePath:instancePath+"/docScan/" + i0,schemaPath:"#/properties/docScan/items/required",keyword:"required",params:{missingProperty: "sha256"},message:"must have required property '"+"sha256"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data11.bytes === undefined){
const err19 = {instancePath:instancePath+"/docScan/" + i0,schemaPath:"#/properties/docScan/items/required",keyword:"required",params:{missingProperty: "bytes"},message:"must have required property '"+"bytes"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data11.scanId !== undefined){
if(typeof data11.scanId !== "string"){
const err20 = {instancePath:instancePath+"/docScan/" + i0+"/scanId",schemaPath:"#/properties/docScan/items/properties/scanId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data11.scanFilename !== undefined){
if(typeof data11.scanFilename !== "string"){
const err21 = {instancePath:instancePath+"/docScan/" + i0+"/scanFilename",schemaPath:"#/properties/docScan/items/properties/scanFilename/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data11.scanMIME !== undefined){
if(typeof data11.scanMIME !== "string"){
const err22 = {instancePath:instancePath+"/docScan/" + i0+"/scanMIME",schemaPath:"#/properties/docScan/items/properties/scanMIME/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data11.scanSide !== undefined){
if(typeof data11.scanSide !== "string"){
const err23 = {instancePath:instancePath+"/docScan/" + i0+"/scanSide",schemaPath:"#/properties/docScan/items/properties/scanSide/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data11.sha256 !== undefined){
if(typeof data11.sha256 !== "string"){
const err24 = {instancePath:instancePath+"/docScan/" + i0+"/sha256",schemaPath:"#/properties/docScan/items/properties/sha256/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data11.bytes !== undefined){
let data17 = data11.bytes;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err25 = {instancePath:instancePath+"/docScan/" + i0+"/bytes",schemaPath:"#/properties/docScan/items/properties/bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err26 = {instancePath:instancePath+"/docScan/" + i0,schemaPath:"#/properties/docScan/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err27 = {instancePath:instancePath+"/docScan",schemaPath:"#/properties/docScan/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.extraData !== undefined){
let data18 = data.extraData;
if(Array.isArray(data18)){
const len1 = data18.length;
for(let i1=0; i1<len1; i1++){
let data19 = data18[i1];
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(data19.kvpKey === undefined){
const err28 = {instancePath:instancePath+"/extraData/" + i1,schemaPath:"schema:KeyValue/required",keyword:"required",params:{missingProperty: "kvpKey"},message:"must have required property '"+"kvpKey"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data19.kvpValue === undefined){
const err29 = {instancePath:instancePath+"/extraData/" + i1,schemaPath:"schema:KeyValue/required",keyword:"required",params:{missingProperty: "kvpValue"},message:"must have required property '"+"kvpValue"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data19.kvpKey !== undefined){
let data20 = data19.kvpKey;
if(typeof data20 === "string"){
if(func0(data20) > 100){
const err30 = {instancePath:instancePath+"/extraData/" + i1+"/kvpKey",schemaPath:"schema:KeyValue/properties/kvpKey/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err31 = {instancePath:instancePath+"/extraData/" + i1+"/kvpKey",schemaPath:"schema:KeyValue/properties/kvpKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data19.kvpValue !== undefined){
let data21 = data19.kvpValue;
if(typeof data21 === "string"){
if(func0(data21) > 1000){
const err32 = {instancePath:instancePath+"/extraData/" + i1+"/kvpValue",schemaPath:"schema:KeyValue/properties/kvpValue/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err33 = {instancePath:instancePath+"/extraData/" + i1+"/kvpValue",schemaPath:"schema:KeyValue/properties/kvpValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err34 = {instancePath:instancePath+"/extraData/" + i1,schemaPath:"schema:KeyValue/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err35 = {instancePath:instancePath+"/extraData",schemaPath:"#/properties/extraData/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err36 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
validate7.errors = vErrors;
return errors === 0;
}


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
if(data.entityType === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityType"},message:"must have required property '"+"entityType"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.addresses === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "addresses"},message:"must have required property '"+"addresses"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.flags === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "flags"},message:"must have required property '"+"flags"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.status === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.risk === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "risk"},message:"must have required property '"+"risk"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.identityDocs === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "identityDocs"},message:"must have required property '"+"identityDocs"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.createdAt === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.updatedAt === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updatedAt"},message:"must have required property '"+"updatedAt"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.entityId !== undefined){
if(typeof data.entityId !== "string"){
const err9 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.entityType !== undefined){
let data1 = data.entityType;
if(typeof data1 !== "string"){
const err10 = {instancePath:instancePath+"/entityType",schemaPath:"#/properties/entityType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((data1 === "INDIVIDUAL") || (data1 === "ORGANISATION"))){
const err11 = {instancePath:instancePath+"/entityType",schemaPath:"#/properties/entityType/enum",keyword:"enum",params:{allowedValues: schema8.properties.entityType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.name !== undefined){
let data2 = data.name;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.givenName !== undefined){
let data3 = data2.givenName;
if(typeof data3 === "string"){
if(func0(data3) > 100){
const err12 = {instancePath:instancePath+"/name/givenName",schemaPath:"schema:Name/properties/givenName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err13 = {instancePath:instancePath+"/name/givenName",schemaPath:"schema:Name/properties/givenName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.middleName !== undefined){
let data4 = data2.middleName;
if(typeof data4 === "string"){
if(func0(data4) > 100){
const err14 = {instancePath:instancePath+"/name/middleName",schemaPath:"schema:Name/properties/middleName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err15 = {instancePath:instancePath+"/name/middleName",schemaPath:"schema:Name/properties/middleName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.familyName !== undefined){
let data5 = data2.familyName;
if(typeof data5 === "string"){
if(func0(data5) > 100){
const err16 = {instancePath:instancePath+"/name/familyName",schemaPath:"schema:Name/properties/familyName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err17 = {instancePath:instancePath+"/name/familyName",schemaPath:"schema:Name/properties/familyName/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err18 = {instancePath:instancePath+"/name",schemaPath:"schema:Name/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.dateOfBirth !== undefined){
let data6 = data.dateOfBirth;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.dateOfBirth === undefined){
const err19 = {instancePath:instancePath+"/dateOfBirth",schemaPath:"schema:DateOfBirth/required",keyword:"required",params:{missingProperty: "dateOfBirth"},message:"must have required property '"+"dateOfBirth"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data6.dateOfBirth !== undefined){
let data7 = data6.dateOfBirth;
if(typeof data7 === "string"){
if(!(formats0.validate.test(data7))){
const err20 = {instancePath:instancePath+"/dateOfBirth/dateOfBirth",schemaPath:"schema:DateOfBirth/properties/dateOfBirth/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err21 = {instancePath:instancePath+"/dateOfBirth/dateOfBirth",schemaPath:"schema:DateOfBirth/properties/dateOfBirth/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err22 = {instancePath:instancePath+"/dateOfBirth",schemaPath:"schema:DateOfBirth/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.addresses !== undefined){
let data8 = data.addresses;
if(Array.isArray(data8)){
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.streetNumber !== undefined){
let data10 = data9.streetNumber;
if(typeof data10 === "string"){
if(func0(data10) > 20){
const err23 = {instancePath:instancePath+"/addresses/" + i0+"/streetNumber",schemaPath:"schema:Address/properties/streetNumber/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
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
const err24 = {instancePath:instancePath+"/addresses/" + i0+"/streetNumber",schemaPath:"schema:Address/properties/streetNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data9.streetName !== undefined){
let data11 = data9.streetName;
if(typeof data11 === "string"){
if(func0(data11) > 100){
const err25 = {instancePath:instancePath+"/addresses/" + i0+"/streetName",schemaPath:"schema:Address/properties/streetName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err26 = {instancePath:instancePath+"/addresses/" + i0+"/streetName",schemaPath:"schema:Address/properties/streetName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data9.streetType !== undefined){
let data12 = data9.streetType;
if(typeof data12 === "string"){
if(func0(data12) > 40){
const err27 = {instancePath:instancePath+"/addresses/" + i0+"/streetType",schemaPath:"schema:Address/properties/streetType/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/addresses/" + i0+"/streetType",schemaPath:"schema:Address/properties/streetType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data9.suburb !== undefined){
let data13 = data9.suburb;
if(typeof data13 === "string"){
if(func0(data13) > 100){
const err29 = {instancePath:instancePath+"/addresses/" + i0+"/suburb",schemaPath:"schema:Address/properties/suburb/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err30 = {instancePath:instancePath+"/addresses/" + i0+"/suburb",schemaPath:"schema:Address/properties/suburb/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data9.state !== undefined){
let data14 = data9.state;
if(typeof data14 === "string"){
if(func0(data14) > 40){
const err31 = {instancePath:instancePath+"/addresses/" + i0+"/state",schemaPath:"schema:Address/properties/state/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
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
const err32 = {instancePath:instancePath+"/addresses/" + i0+"/state",schemaPath:"schema:Address/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data9.postalCode !== undefined){
let data15 = data9.postalCode;
if(typeof data15 === "string"){
if(func0(data15) > 12){
const err33 = {instancePath:instancePath+"/addresses/" + i0+"/postalCode",schemaPath:"schema:Address/properties/postalCode/maxLength",keyword:"maxLength",params:{limit: 12},message:"must NOT have more than 12 characters"};
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
const err34 = {instancePath:instancePath+"/addresses/" + i0+"/postalCode",schemaPath:"schema:Address/properties/postalCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data9.country !== undefined){
let data16 = data9.country;
if(typeof data16 === "string"){
if(func0(data16) > 3){
const err35 = {instancePath:instancePath+"/addresses/" + i0+"/country",schemaPath:"schema:Address/properties/country/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/addresses/" + i0+"/country",schemaPath:"schema:Address/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err37 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"schema:Address/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err38 = {instancePath:instancePath+"/addresses",schemaPath:"#/properties/addresses/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.emailAddress !== undefined){
if(typeof data.emailAddress !== "string"){
const err39 = {instancePath:instancePath+"/emailAddress",schemaPath:"#/properties/emailAddress/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.phoneNumber !== undefined){
if(typeof data.phoneNumber !== "string"){
const err40 = {instancePath:instancePath+"/phoneNumber",schemaPath:"#/properties/phoneNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.entityProfile !== undefined){
if(typeof data.entityProfile !== "string"){
const err41 = {instancePath:instancePath+"/entityProfile",schemaPath:"#/properties/entityProfile/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.organisationData !== undefined){
let data20 = data.organisationData;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.registeredName !== undefined){
if(typeof data20.registeredName !== "string"){
const err42 = {instancePath:instancePath+"/organisationData/registeredName",schemaPath:"#/properties/organisationData/properties/registeredName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data20.country !== undefined){
if(typeof data20.country !== "string"){
const err43 = {instancePath:instancePath+"/organisationData/country",schemaPath:"#/properties/organisationData/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data20.companyNumber !== undefined){
if(typeof data20.companyNumber !== "string"){
const err44 = {instancePath:instancePath+"/organisationData/companyNumber",schemaPath:"#/properties/organisationData/properties/companyNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data20.registrationType !== undefined){
if(typeof data20.registrationType !== "string"){
const err45 = {instancePath:instancePath+"/organisationData/registrationType",schemaPath:"#/properties/organisationData/properties/registrationType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data20.status !== undefined){
if(typeof data20.status !== "string"){
const err46 = {instancePath:instancePath+"/organisationData/status",schemaPath:"#/properties/organisationData/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath:instancePath+"/organisationData",schemaPath:"#/properties/organisationData/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.flags !== undefined){
let data26 = data.flags;
if(Array.isArray(data26)){
const len1 = data26.length;
for(let i1=0; i1<len1; i1++){
let data27 = data26[i1];
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
if(data27.flag === undefined){
const err48 = {instancePath:instancePath+"/flags/" + i1,schemaPath:"#/properties/flags/items/required",keyword:"required",params:{missingProperty: "flag"},message:"must have required property '"+"flag"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data27.value === undefined){
const err49 = {instancePath:instancePath+"/flags/" + i1,schemaPath:"#/properties/flags/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data27.flag !== undefined){
if(typeof data27.flag !== "string"){
const err50 = {instancePath:instancePath+"/flags/" + i1+"/flag",schemaPath:"#/properties/flags/items/properties/flag/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data27.value !== undefined){
if(typeof data27.value !== "string"){
const err51 = {instancePath:instancePath+"/flags/" + i1+"/value",schemaPath:"#/properties/flags/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
else {
const err52 = {instancePath:instancePath+"/flags/" + i1,schemaPath:"#/properties/flags/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath:instancePath+"/flags",schemaPath:"#/properties/flags/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.status !== undefined){
let data30 = data.status;
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
if(data30.status === undefined){
const err54 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data30.status !== undefined){
if(typeof data30.status !== "string"){
const err55 = {instancePath:instancePath+"/status/status",schemaPath:"#/properties/status/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data30.manualStatus !== undefined){
if(typeof data30.manualStatus !== "string"){
const err56 = {instancePath:instancePath+"/status/manualStatus",schemaPath:"#/properties/status/properties/manualStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data30.comment !== undefined){
if(typeof data30.comment !== "string"){
const err57 = {instancePath:instancePath+"/status/comment",schemaPath:"#/properties/status/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
else {
const err58 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.risk !== undefined){
let data34 = data.risk;
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
if(data34.riskLevel === undefined){
const err59 = {instancePath:instancePath+"/risk",schemaPath:"#/properties/risk/required",keyword:"required",params:{missingProperty: "riskLevel"},message:"must have required property '"+"riskLevel"+"'"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data34.riskScore === undefined){
const err60 = {instancePath:instancePath+"/risk",schemaPath:"#/properties/risk/required",keyword:"required",params:{missingProperty: "riskScore"},message:"must have required property '"+"riskScore"+"'"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(data34.manual === undefined){
const err61 = {instancePath:instancePath+"/risk",schemaPath:"#/properties/risk/required",keyword:"required",params:{missingProperty: "manual"},message:"must have required property '"+"manual"+"'"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data34.riskLevel !== undefined){
if(typeof data34.riskLevel !== "string"){
const err62 = {instancePath:instancePath+"/risk/riskLevel",schemaPath:"#/properties/risk/properties/riskLevel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data34.riskScore !== undefined){
let data36 = data34.riskScore;
if(!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))){
const err63 = {instancePath:instancePath+"/risk/riskScore",schemaPath:"#/properties/risk/properties/riskScore/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data34.manual !== undefined){
if(typeof data34.manual !== "boolean"){
const err64 = {instancePath:instancePath+"/risk/manual",schemaPath:"#/properties/risk/properties/manual/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
else {
const err65 = {instancePath:instancePath+"/risk",schemaPath:"#/properties/risk/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data.idValidation !== undefined){
let data38 = data.idValidation;
if(data38 && typeof data38 == "object" && !Array.isArray(data38)){
if(data38.processId !== undefined){
if(typeof data38.processId !== "string"){
const err66 = {instancePath:instancePath+"/idValidation/processId",schemaPath:"#/properties/idValidation/properties/processId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data38.state !== undefined){
if(typeof data38.state !== "string"){
const err67 = {instancePath:instancePath+"/idValidation/state",schemaPath:"#/properties/idValidation/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data38.startedAt !== undefined){
let data41 = data38.startedAt;
if(typeof data41 === "string"){
if(!(formats4.validate.test(data41))){
const err68 = {instancePath:instancePath+"/idValidation/startedAt",schemaPath:"#/properties/idValidation/properties/startedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
else {
const err69 = {instancePath:instancePath+"/idValidation/startedAt",schemaPath:"#/properties/idValidation/properties/startedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
else {
const err70 = {instancePath:instancePath+"/idValidation",schemaPath:"#/properties/idValidation/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data.identityDocs !== undefined){
let data42 = data.identityDocs;
if(Array.isArray(data42)){
const len2 = data42.length;
for(let i2=0; i2<len2; i2++){
if(!(validate7(data42[i2], {instancePath:instancePath+"/identityDocs/" + i2,parentData:data42,parentDataProperty:i2,rootData}))){
vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
errors = vErrors.length;
}
}
}
else {
const err71 = {instancePath:instancePath+"/identityDocs",schemaPath:"#/properties/identityDocs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data.checks !== undefined){
let data44 = data.checks;
if(Array.isArray(data44)){
const len3 = data44.length;
for(let i3=0; i3<len3; i3++){
let data45 = data44[i3];
if(data45 && typeof data45 == "object" && !Array.isArray(data45)){
if(data45.checkId !== undefined){
if(typeof data45.checkId !== "string"){
const err72 = {instancePath:instancePath+"/checks/" + i3+"/checkId",schemaPath:"#/properties/checks/items/properties/checkId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data45.checkDate !== undefined){
if(typeof data45.checkDate !== "string"){
const err73 = {instancePath:instancePath+"/checks/" + i3+"/checkDate",schemaPath:"#/properties/checks/items/properties/checkDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data45.checkTypes !== undefined){
let data48 = data45.checkTypes;
if(Array.isArray(data48)){
const len4 = data48.length;
for(let i4=0; i4<len4; i4++){
if(typeof data48[i4] !== "string"){
const err74 = {instancePath:instancePath+"/checks/" + i3+"/checkTypes/" + i4,schemaPath:"#/properties/checks/items/properties/checkTypes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
else {
const err75 = {instancePath:instancePath+"/checks/" + i3+"/checkTypes",schemaPath:"#/properties/checks/items/properties/checkTypes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data45.resultState !== undefined){
if(typeof data45.resultState !== "string"){
const err76 = {instancePath:instancePath+"/checks/" + i3+"/resultState",schemaPath:"#/properties/checks/items/properties/resultState/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
else {
const err77 = {instancePath:instancePath+"/checks/" + i3,schemaPath:"#/properties/checks/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
else {
const err78 = {instancePath:instancePath+"/checks",schemaPath:"#/properties/checks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data.createdAt !== undefined){
let data51 = data.createdAt;
if(typeof data51 === "string"){
if(!(formats4.validate.test(data51))){
const err79 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
else {
const err80 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data.updatedAt !== undefined){
let data52 = data.updatedAt;
if(typeof data52 === "string"){
if(!(formats4.validate.test(data52))){
const err81 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
else {
const err82 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
}
else {
const err83 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
validate6.errors = vErrors;
return errors === 0;
}


function validate5(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.requestId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requestId"},message:"must have required property '"+"requestId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.validation === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "validation"},message:"must have required property '"+"validation"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.requestId !== undefined){
if(typeof data.requestId !== "string"){
const err2 = {instancePath:instancePath+"/requestId",schemaPath:"#/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.validation !== undefined){
let data1 = data.validation;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.mode === undefined){
const err3 = {instancePath:instancePath+"/validation",schemaPath:"#/properties/validation/required",keyword:"required",params:{missingProperty: "mode"},message:"must have required property '"+"mode"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.validated === undefined){
const err4 = {instancePath:instancePath+"/validation",schemaPath:"#/properties/validation/required",keyword:"required",params:{missingProperty: "validated"},message:"must have required property '"+"validated"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.organisationNumber === undefined){
const err5 = {instancePath:instancePath+"/validation",schemaPath:"#/properties/validation/required",keyword:"required",params:{missingProperty: "organisationNumber"},message:"must have required property '"+"organisationNumber"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.mode !== undefined){
if(typeof data1.mode !== "string"){
const err6 = {instancePath:instancePath+"/validation/mode",schemaPath:"#/properties/validation/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.validated !== undefined){
if(typeof data1.validated !== "boolean"){
const err7 = {instancePath:instancePath+"/validation/validated",schemaPath:"#/properties/validation/properties/validated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.organisationNumber !== undefined){
if(typeof data1.organisationNumber !== "string"){
const err8 = {instancePath:instancePath+"/validation/organisationNumber",schemaPath:"#/properties/validation/properties/organisationNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.registeredName !== undefined){
if(typeof data1.registeredName !== "string"){
const err9 = {instancePath:instancePath+"/validation/registeredName",schemaPath:"#/properties/validation/properties/registeredName/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/validation",schemaPath:"#/properties/validation/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.entityId !== undefined){
if(typeof data.entityId !== "string"){
const err11 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.entity !== undefined){
if(!(validate6(data.entity, {instancePath:instancePath+"/entity",parentData:data,parentDataProperty:"entity",rootData}))){
vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
errors = vErrors.length;
}
}
if(data.profile !== undefined){
if(!(validate1(data.profile, {instancePath:instancePath+"/profile",parentData:data,parentDataProperty:"profile",rootData}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
}
if(data.ownership !== undefined){
let data9 = data.ownership;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.threshold !== undefined){
let data10 = data9.threshold;
if(!((typeof data10 == "number") && (isFinite(data10)))){
const err12 = {instancePath:instancePath+"/ownership/threshold",schemaPath:"#/properties/ownership/properties/threshold/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data9.ultimateBeneficialOwners !== undefined){
let data11 = data9.ultimateBeneficialOwners;
if(Array.isArray(data11)){
const len0 = data11.length;
for(let i0=0; i0<len0; i0++){
let data12 = data11[i0];
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.personId === undefined){
const err13 = {instancePath:instancePath+"/ownership/ultimateBeneficialOwners/" + i0,schemaPath:"schema:BeneficialOwner/required",keyword:"required",params:{missingProperty: "personId"},message:"must have required property '"+"personId"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data12.name === undefined){
const err14 = {instancePath:instancePath+"/ownership/ultimateBeneficialOwners/" + i0,schemaPath:"schema:BeneficialOwner/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data12.percentOwned === undefined){
const err15 = {instancePath:instancePath+"/ownership/ultimateBeneficialOwners/" + i0,schemaPath:"schema:BeneficialOwner/required",keyword:"required",params:{missingProperty: "percentOwned"},message:"must have required property '"+"percentOwned"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data12.beneficiallyHeld === undefined){
const err16 = {instancePath:instancePath+"/ownership/ultimateBeneficialOwners/" + i0,schemaPath:"schema:BeneficialOwner/required",keyword:"required",params:{missingProperty: "beneficiallyHeld"},message:"must have required property '"+"beneficiallyHeld"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data12.via === undefined){
const err17 = {instancePath:instancePath+"/ownership/ultimateBeneficialOwners/" + i0,schemaPath:"schema:BeneficialOwner/required",keyword:"required",params:{missingProperty: "via"},message:"must have required property '"+"via"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data12.personId !== undefined){
if(typeof data12.personId !== "string"){
const err18 = {instancePath:instancePath+"/ownership/ultimateBeneficialOwners/" + i0+"/personId",schemaPath:"schema:BeneficialOwner/properties/personId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data12.name !== undefined){
if(typeof data12.name !== "string"){
const err19 = {instancePath:instancePath+"/ownership/ultimateBeneficialOwners/" + i0+"/name",schemaPath:"schema:BeneficialOwner/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data12.percentOwned !== undefined){
let data15 = data12.percentOwned;
if(!((typeof data15 == "number") && (isFinite(data15)))){
const err20 = {instancePath:instancePath+"/ownership/ultimateBeneficialOwners/" + i0+"/percentOwned",schemaPath:"schema:BeneficialOwner/properties/percentOwned/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data12.beneficiallyHeld !== undefined){
if(typeof data12.beneficiallyHeld !== "boolean"){
const err21 = {instancePath:instancePath+"/ownership/ultimateBeneficialOwners/" + i0+"/beneficiallyHeld",schemaPath:"schema:BeneficialOwner/properties/beneficiallyHeld/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data12.via !== undefined){
let data17 = data12.via;
if(Array.isArray(data17)){
const len1 = data17.length;
for(let i1=0; i1<len1; i1++){
if(typeof data17[i1] !== "string"){
const err22 = {instancePath:instancePath+"/ownership/ultimateBeneficialOwners/" + i0+"/via/" + i1,schemaPath:"schema:BeneficialOwner/properties/via/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err23 = {instancePath:instancePath+"/ownership/ultimateBeneficialOwners/" + i0+"/via",schemaPath:"schema:BeneficialOwner/properties/via/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err24 = {instancePath:instancePath+"/ownership/ultimateBeneficialOwners/" + i0,schemaPath:"schema:BeneficialOwner/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err25 = {instancePath:instancePath+"/ownership/ultimateBeneficialOwners",schemaPath:"#/properties/ownership/properties/ultimateBeneficialOwners/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data9.allOwners !== undefined){
let data19 = data9.allOwners;
if(Array.isArray(data19)){
const len2 = data19.length;
for(let i2=0; i2<len2; i2++){
let data20 = data19[i2];
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.personId === undefined){
const err26 = {instancePath:instancePath+"/ownership/allOwners/" + i2,schemaPath:"schema:BeneficialOwner/required",keyword:"required",params:{missingProperty: "personId"},message:"must have required property '"+"personId"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data20.name === undefined){
const err27 = {instancePath:instancePath+"/ownership/allOwners/" + i2,schemaPath:"schema:BeneficialOwner/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data20.percentOwned === undefined){
const err28 = {instancePath:instancePath+"/ownership/allOwners/" + i2,schemaPath:"schema:BeneficialOwner/required",keyword:"required",params:{missingProperty: "percentOwned"},message:"must have required property '"+"percentOwned"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data20.beneficiallyHeld === undefined){
const err29 = {instancePath:instancePath+"/ownership/allOwners/" + i2,schemaPath:"schema:BeneficialOwner/required",keyword:"required",params:{missingProperty: "beneficiallyHeld"},message:"must have required property '"+"beneficiallyHeld"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data20.via === undefined){
const err30 = {instancePath:instancePath+"/ownership/allOwners/" + i2,schemaPath:"schema:BeneficialOwner/required",keyword:"required",params:{missingProperty: "via"},message:"must have required property '"+"via"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data20.personId !== undefined){
if(typeof data20.personId !== "string"){
const err31 = {instancePath:instancePath+"/ownership/allOwners/" + i2+"/personId",schemaPath:"schema:BeneficialOwner/properties/personId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data20.name !== undefined){
if(typeof data20.name !== "string"){
const err32 = {instancePath:instancePath+"/ownership/allOwners/" + i2+"/name",schemaPath:"schema:BeneficialOwner/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data20.percentOwned !== undefined){
let data23 = data20.percentOwned;
if(!((typeof data23 == "number") && (isFinite(data23)))){
const err33 = {instancePath:instancePath+"/ownership/allOwners/" + i2+"/percentOwned",schemaPath:"schema:BeneficialOwner/properties/percentOwned/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data20.beneficiallyHeld !== undefined){
if(typeof data20.beneficiallyHeld !== "boolean"){
const err34 = {instancePath:instancePath+"/ownership/allOwners/" + i2+"/beneficiallyHeld",schemaPath:"schema:BeneficialOwner/properties/beneficiallyHeld/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data20.via !== undefined){
let data25 = data20.via;
if(Array.isArray(data25)){
const len3 = data25.length;
for(let i3=0; i3<len3; i3++){
if(typeof data25[i3] !== "string"){
const err35 = {instancePath:instancePath+"/ownership/allOwners/" + i2+"/via/" + i3,schemaPath:"schema:BeneficialOwner/properties/via/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err36 = {instancePath:instancePath+"/ownership/allOwners/" + i2+"/via",schemaPath:"schema:BeneficialOwner/properties/via/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err37 = {instancePath:instancePath+"/ownership/allOwners/" + i2,schemaPath:"schema:BeneficialOwner/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err38 = {instancePath:instancePath+"/ownership/allOwners",schemaPath:"#/properties/ownership/properties/allOwners/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data9.directOwners !== undefined){
let data27 = data9.directOwners;
if(Array.isArray(data27)){
const len4 = data27.length;
for(let i4=0; i4<len4; i4++){
let data28 = data27[i4];
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
if(data28.kind === undefined){
const err39 = {instancePath:instancePath+"/ownership/directOwners/" + i4,schemaPath:"schema:Holding/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data28.id === undefined){
const err40 = {instancePath:instancePath+"/ownership/directOwners/" + i4,schemaPath:"schema:Holding/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data28.name === undefined){
const err41 = {instancePath:instancePath+"/ownership/directOwners/" + i4,schemaPath:"schema:Holding/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data28.percentOwned === undefined){
const err42 = {instancePath:instancePath+"/ownership/directOwners/" + i4,schemaPath:"schema:Holding/required",keyword:"required",params:{missingProperty: "percentOwned"},message:"must have required property '"+"percentOwned"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data28.kind !== undefined){
let data29 = data28.kind;
if(typeof data29 !== "string"){
const err43 = {instancePath:instancePath+"/ownership/directOwners/" + i4+"/kind",schemaPath:"schema:Holding/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(!((data29 === "individual") || (data29 === "company"))){
const err44 = {instancePath:instancePath+"/ownership/directOwners/" + i4+"/kind",schemaPath:"schema:Holding/properties/kind/enum",keyword:"enum",params:{allowedValues: schema3.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data28.id !== undefined){
if(typeof data28.id !== "string"){
const err45 = {instancePath:instancePath+"/ownership/directOwners/" + i4+"/id",schemaPath:"schema:Holding/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data28.name !== undefined){
if(typeof data28.name !== "string"){
const err46 = {instancePath:instancePath+"/ownership/directOwners/" + i4+"/name",schemaPath:"schema:Holding/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data28.percentOwned !== undefined){
let data32 = data28.percentOwned;
if(!((typeof data32 == "number") && (isFinite(data32)))){
const err47 = {instancePath:instancePath+"/ownership/directOwners/" + i4+"/percentOwned",schemaPath:"schema:Holding/properties/percentOwned/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data28.ceasedOn !== undefined){
if(typeof data28.ceasedOn !== "string"){
const err48 = {instancePath:instancePath+"/ownership/directOwners/" + i4+"/ceasedOn",schemaPath:"schema:Holding/properties/ceasedOn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath:instancePath+"/ownership/directOwners/" + i4,schemaPath:"schema:Holding/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath:instancePath+"/ownership/directOwners",schemaPath:"#/properties/ownership/properties/directOwners/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data9.historicalOwners !== undefined){
let data34 = data9.historicalOwners;
if(Array.isArray(data34)){
const len5 = data34.length;
for(let i5=0; i5<len5; i5++){
let data35 = data34[i5];
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
if(data35.kind === undefined){
const err51 = {instancePath:instancePath+"/ownership/historicalOwners/" + i5,schemaPath:"schema:Holding/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data35.id === undefined){
const err52 = {instancePath:instancePath+"/ownership/historicalOwners/" + i5,schemaPath:"schema:Holding/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data35.name === undefined){
const err53 = {instancePath:instancePath+"/ownership/historicalOwners/" + i5,schemaPath:"schema:Holding/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data35.percentOwned === undefined){
const err54 = {instancePath:instancePath+"/ownership/historicalOwners/" + i5,schemaPath:"schema:Holding/required",keyword:"required",params:{missingProperty: "percentOwned"},message:"must have required property '"+"percentOwned"+"'"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data35.kind !== undefined){
let data36 = data35.kind;
if(typeof data36 !== "string"){
const err55 = {instancePath:instancePath+"/ownership/historicalOwners/" + i5+"/kind",schemaPath:"schema:Holding/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(!((data36 === "individual") || (data36 === "company"))){
const err56 = {instancePath:instancePath+"/ownership/historicalOwners/" + i5+"/kind",schemaPath:"schema:Holding/properties/kind/enum",keyword:"enum",params:{allowedValues: schema3.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data35.id !== undefined){
if(typeof data35.id !== "string"){
const err57 = {instancePath:instancePath+"/ownership/historicalOwners/" + i5+"/id",schemaPath:"schema:Holding/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data35.name !== undefined){
if(typeof data35.name !== "string"){
const err58 = {instancePath:instancePath+"/ownership/historicalOwners/" + i5+"/name",schemaPath:"schema:Holding/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data35.percentOwned !== undefined){
let data39 = data35.percentOwned;
if(!((typeof data39 == "number") && (isFinite(data39)))){
const err59 = {instancePath:instancePath+"/ownership/historicalOwners/" + i5+"/percentOwned",schemaPath:"schema:Holding/properties/percentOwned/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data35.ceasedOn !== undefined){
if(typeof data35.ceasedOn !== "string"){
const err60 = {instancePath:instancePath+"/ownership/historicalOwners/" + i5+"/ceasedOn",schemaPath:"schema:Holding/properties/ceasedOn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
else {
const err61 = {instancePath:instancePath+"/ownership/historicalOwners/" + i5,schemaPath:"schema:Holding/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err62 = {instancePath:instancePath+"/ownership/historicalOwners",schemaPath:"#/properties/ownership/properties/historicalOwners/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err63 = {instancePath:instancePath+"/ownership",schemaPath:"#/properties/ownership/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data.checkResult !== undefined){
let data41 = data.checkResult;
if(data41 && typeof data41 == "object" && !Array.isArray(data41)){
if(data41.requestId === undefined){
const err64 = {instancePath:instancePath+"/checkResult",schemaPath:"schema:CheckResult/required",keyword:"required",params:{missingProperty: "requestId"},message:"must have required property '"+"requestId"+"'"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data41.entityId === undefined){
const err65 = {instancePath:instancePath+"/checkResult",schemaPath:"schema:CheckResult/required",keyword:"required",params:{missingProperty: "entityId"},message:"must have required property '"+"entityId"+"'"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(data41.checkId === undefined){
const err66 = {instancePath:instancePath+"/checkResult",schemaPath:"schema:CheckResult/required",keyword:"required",params:{missingProperty: "checkId"},message:"must have required property '"+"checkId"+"'"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(data41.checkDate === undefined){
const err67 = {instancePath:instancePath+"/checkResult",schemaPath:"schema:CheckResult/required",keyword:"required",params:{missingProperty: "checkDate"},message:"must have required property '"+"checkDate"+"'"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(data41.checkTypes === undefined){
const err68 = {instancePath:instancePath+"/checkResult",schemaPath:"schema:CheckResult/required",keyword:"required",params:{missingProperty: "checkTypes"},message:"must have required property '"+"checkTypes"+"'"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data41.resultLevel === undefined){
const err69 = {instancePath:instancePath+"/checkResult",schemaPath:"schema:CheckResult/required",keyword:"required",params:{missingProperty: "resultLevel"},message:"must have required property '"+"resultLevel"+"'"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data41.reused === undefined){
const err70 = {instancePath:instancePath+"/checkResult",schemaPath:"schema:CheckResult/required",keyword:"required",params:{missingProperty: "reused"},message:"must have required property '"+"reused"+"'"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data41.checkSummary === undefined){
const err71 = {instancePath:instancePath+"/checkResult",schemaPath:"schema:CheckResult/required",keyword:"required",params:{missingProperty: "checkSummary"},message:"must have required property '"+"checkSummary"+"'"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(data41.requestId !== undefined){
if(typeof data41.requestId !== "string"){
const err72 = {instancePath:instancePath+"/checkResult/requestId",schemaPath:"schema:CheckResult/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data41.entityId !== undefined){
if(typeof data41.entityId !== "string"){
const err73 = {instancePath:instancePath+"/checkResult/entityId",schemaPath:"schema:CheckResult/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data41.checkId !== undefined){
if(typeof data41.checkId !== "string"){
const err74 = {instancePath:instancePath+"/checkResult/checkId",schemaPath:"schema:CheckResult/properties/checkId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data41.checkDate !== undefined){
let data45 = data41.checkDate;
if(typeof data45 === "string"){
if(!(formats4.validate.test(data45))){
const err75 = {instancePath:instancePath+"/checkResult/checkDate",schemaPath:"schema:CheckResult/properties/checkDate/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
else {
const err76 = {instancePath:instancePath+"/checkResult/checkDate",schemaPath:"schema:CheckResult/properties/checkDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data41.checkTypes !== undefined){
let data46 = data41.checkTypes;
if(Array.isArray(data46)){
const len6 = data46.length;
for(let i6=0; i6<len6; i6++){
if(typeof data46[i6] !== "string"){
const err77 = {instancePath:instancePath+"/checkResult/checkTypes/" + i6,schemaPath:"schema:CheckResult/properties/checkTypes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
else {
const err78 = {instancePath:instancePath+"/checkResult/checkTypes",schemaPath:"schema:CheckResult/properties/checkTypes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data41.skippedCheckTypes !== undefined){
let data48 = data41.skippedCheckTypes;
if(Array.isArray(data48)){
const len7 = data48.length;
for(let i7=0; i7<len7; i7++){
if(typeof data48[i7] !== "string"){
const err79 = {instancePath:instancePath+"/checkResult/skippedCheckTypes/" + i7,schemaPath:"schema:CheckResult/properties/skippedCheckTypes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
}
else {
const err80 = {instancePath:instancePath+"/checkResult/skippedCheckTypes",schemaPath:"schema:CheckResult/properties/skippedCheckTypes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data41.resultLevel !== undefined){
if(typeof data41.resultLevel !== "string"){
const err81 = {instancePath:instancePath+"/checkResult/resultLevel",schemaPath:"schema:CheckResult/properties/resultLevel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data41.reused !== undefined){
if(typeof data41.reused !== "boolean"){
const err82 = {instancePath:instancePath+"/checkResult/reused",schemaPath:"schema:CheckResult/properties/reused/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data41.checkSummary !== undefined){
let data52 = data41.checkSummary;
if(data52 && typeof data52 == "object" && !Array.isArray(data52)){
if(data52.resultState === undefined){
const err83 = {instancePath:instancePath+"/checkResult/checkSummary",schemaPath:"schema:CheckResult/properties/checkSummary/required",keyword:"required",params:{missingProperty: "resultState"},message:"must have required property '"+"resultState"+"'"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(data52.riskLevel === undefined){
const err84 = {instancePath:instancePath+"/checkResult/checkSummary",schemaPath:"schema:CheckResult/properties/checkSummary/required",keyword:"required",params:{missingProperty: "riskLevel"},message:"must have required property '"+"riskLevel"+"'"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(data52.riskScore === undefined){
const err85 = {instancePath:instancePath+"/checkResult/checkSummary",schemaPath:"schema:CheckResult/properties/checkSummary/required",keyword:"required",params:{missingProperty: "riskScore"},message:"must have required property '"+"riskScore"+"'"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(data52.entityStatus === undefined){
const err86 = {instancePath:instancePath+"/checkResult/checkSummary",schemaPath:"schema:CheckResult/properties/checkSummary/required",keyword:"required",params:{missingProperty: "entityStatus"},message:"must have required property '"+"entityStatus"+"'"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(data52.resultState !== undefined){
if(typeof data52.resultState !== "string"){
const err87 = {instancePath:instancePath+"/checkResult/checkSummary/resultState",schemaPath:"schema:CheckResult/properties/checkSummary/properties/resultState/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data52.riskLevel !== undefined){
if(typeof data52.riskLevel !== "string"){
const err88 = {instancePath:instancePath+"/checkResult/checkSummary/riskLevel",schemaPath:"schema:CheckResult/properties/checkSummary/properties/riskLevel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data52.riskScore !== undefined){
let data55 = data52.riskScore;
if(!(((typeof data55 == "number") && (!(data55 % 1) && !isNaN(data55))) && (isFinite(data55)))){
const err89 = {instancePath:instancePath+"/checkResult/checkSummary/riskScore",schemaPath:"schema:CheckResult/properties/checkSummary/properties/riskScore/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data52.entityStatus !== undefined){
if(typeof data52.entityStatus !== "string"){
const err90 = {instancePath:instancePath+"/checkResult/checkSummary/entityStatus",schemaPath:"schema:CheckResult/properties/checkSummary/properties/entityStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
}
else {
const err91 = {instancePath:instancePath+"/checkResult/checkSummary",schemaPath:"schema:CheckResult/properties/checkSummary/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data41.kycResult !== undefined){
let data57 = data41.kycResult;
if(data57 && typeof data57 == "object" && !Array.isArray(data57)){
}
else {
const err92 = {instancePath:instancePath+"/checkResult/kycResult",schemaPath:"schema:CheckResult/properties/kycResult/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data41.idResult !== undefined){
let data58 = data41.idResult;
if(data58 && typeof data58 == "object" && !Array.isArray(data58)){
}
else {
const err93 = {instancePath:instancePath+"/checkResult/idResult",schemaPath:"schema:CheckResult/properties/idResult/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data41.pepResult !== undefined){
let data59 = data41.pepResult;
if(data59 && typeof data59 == "object" && !Array.isArray(data59)){
}
else {
const err94 = {instancePath:instancePath+"/checkResult/pepResult",schemaPath:"schema:CheckResult/properties/pepResult/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data41.fraudResult !== undefined){
let data60 = data41.fraudResult;
if(data60 && typeof data60 == "object" && !Array.isArray(data60)){
}
else {
const err95 = {instancePath:instancePath+"/checkResult/fraudResult",schemaPath:"schema:CheckResult/properties/fraudResult/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data41.manualResult !== undefined){
let data61 = data41.manualResult;
if(data61 && typeof data61 == "object" && !Array.isArray(data61)){
}
else {
const err96 = {instancePath:instancePath+"/checkResult/manualResult",schemaPath:"schema:CheckResult/properties/manualResult/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data41.idvalidateResult !== undefined){
let data62 = data41.idvalidateResult;
if(data62 && typeof data62 == "object" && !Array.isArray(data62)){
}
else {
const err97 = {instancePath:instancePath+"/checkResult/idvalidateResult",schemaPath:"schema:CheckResult/properties/idvalidateResult/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data41.relatedResults !== undefined){
let data63 = data41.relatedResults;
if(Array.isArray(data63)){
const len8 = data63.length;
for(let i8=0; i8<len8; i8++){
let data64 = data63[i8];
if(data64 && typeof data64 == "object" && !Array.isArray(data64)){
}
else {
const err98 = {instancePath:instancePath+"/checkResult/relatedResults/" + i8,schemaPath:"schema:CheckResult/properties/relatedResults/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
}
else {
const err99 = {instancePath:instancePath+"/checkResult/relatedResults",schemaPath:"schema:CheckResult/properties/relatedResults/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data41.reportDocumentId !== undefined){
if(typeof data41.reportDocumentId !== "string"){
const err100 = {instancePath:instancePath+"/checkResult/reportDocumentId",schemaPath:"schema:CheckResult/properties/reportDocumentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
}
else {
const err101 = {instancePath:instancePath+"/checkResult",schemaPath:"schema:CheckResult/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
}
else {
const err102 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
validate5.errors = vErrors;
return errors === 0;
}

exports.res_BusinessReportsResponse = validate11;
const schema19 = {"type":"object","required":["requestId","entityId","reports"],"properties":{"requestId":{"type":"string"},"entityId":{"type":"string"},"reports":{"type":"array","items":{"type":"object","required":["reportType","documentId"],"properties":{"reportType":{"type":"string"},"documentId":{"type":"string"},"creditScore":{"type":"object","properties":{"score":{"type":"integer"},"band":{"type":"string"},"delinquencyRisk":{"type":"string"}}},"creditReport":{"type":"object","properties":{"paymentDefaults":{"type":"integer"},"courtJudgements":{"type":"integer"},"averageDaysToPay":{"type":"integer"},"tradeReferences":{"type":"integer"}}}}}}}};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.requestId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requestId"},message:"must have required property '"+"requestId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.entityId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityId"},message:"must have required property '"+"entityId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.reports === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reports"},message:"must have required property '"+"reports"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.requestId !== undefined){
if(typeof data.requestId !== "string"){
const err3 = {instancePath:instancePath+"/requestId",schemaPath:"#/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.entityId !== undefined){
if(typeof data.entityId !== "string"){
const err4 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.reports !== undefined){
let data2 = data.reports;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.reportType === undefined){
const err5 = {instancePath:instancePath+"/reports/" + i0,schemaPath:"#/properties/reports/items/required",keyword:"required",params:{missingProperty: "reportType"},message:"must have required property '"+"reportType"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data3.documentId === undefined){
const err6 = {instancePath:instancePath+"/reports/" + i0,schemaPath:"#/properties/reports/items/required",keyword:"required",params:{missingProperty: "documentId"},message:"must have required property '"+"documentId"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data3.reportType !== undefined){
if(typeof data3.reportType !== "string"){
const err7 = {instancePath:instancePath+"/reports/" + i0+"/reportType",schemaPath:"#/properties/reports/items/properties/reportType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data3.documentId !== undefined){
if(typeof data3.documentId !== "string"){
const err8 = {instancePath:instancePath+"/reports/" + i0+"/documentId",schemaPath:"#/properties/reports/items/properties/documentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data3.creditScore !== undefined){
let data6 = data3.creditScore;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.score !== undefined){
let data7 = data6.score;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err9 = {instancePath:instancePath+"/reports/" + i0+"/creditScore/score",schemaPath:"#/properties/reports/items/properties/creditScore/properties/score/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data6.band !== undefined){
if(typeof data6.band !== "string"){
const err10 = {instancePath:instancePath+"/reports/" + i0+"/creditScore/band",schemaPath:"#/properties/reports/items/properties/creditScore/properties/band/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data6.delinquencyRisk !== undefined){
if(typeof data6.delinquencyRisk !== "string"){
const err11 = {instancePath:instancePath+"/reports/" + i0+"/creditScore/delinquencyRisk",schemaPath:"#/properties/reports/items/properties/creditScore/properties/delinquencyRisk/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err12 = {instancePath:instancePath+"/reports/" + i0+"/creditScore",schemaPath:"#/properties/reports/items/properties/creditScore/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data3.creditReport !== undefined){
let data10 = data3.creditReport;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.paymentDefaults !== undefined){
let data11 = data10.paymentDefaults;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err13 = {instancePath:instancePath+"/reports/" + i0+"/creditReport/paymentDefaults",schemaPath:"#/properties/reports/items/properties/creditReport/properties/paymentDefaults/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data10.courtJudgements !== undefined){
let data12 = data10.courtJudgements;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err14 = {instancePath:instancePath+"/reports/" + i0+"/creditReport/courtJudgements",schemaPath:"#/properties/reports/items/properties/creditReport/properties/courtJudgements/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data10.averageDaysToPay !== undefined){
let data13 = data10.averageDaysToPay;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err15 = {instancePath:instancePath+"/reports/" + i0+"/creditReport/averageDaysToPay",schemaPath:"#/properties/reports/items/properties/creditReport/properties/averageDaysToPay/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data10.tradeReferences !== undefined){
let data14 = data10.tradeReferences;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err16 = {instancePath:instancePath+"/reports/" + i0+"/creditReport/tradeReferences",schemaPath:"#/properties/reports/items/properties/creditReport/properties/tradeReferences/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err17 = {instancePath:instancePath+"/reports/" + i0+"/creditReport",schemaPath:"#/properties/reports/items/properties/creditReport/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err18 = {instancePath:instancePath+"/reports/" + i0,schemaPath:"#/properties/reports/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err19 = {instancePath:instancePath+"/reports",schemaPath:"#/properties/reports/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate11.errors = vErrors;
return errors === 0;
}

exports.res_CheckResult = validate12;

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.requestId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requestId"},message:"must have required property '"+"requestId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.entityId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityId"},message:"must have required property '"+"entityId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.checkId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "checkId"},message:"must have required property '"+"checkId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.checkDate === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "checkDate"},message:"must have required property '"+"checkDate"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.checkTypes === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "checkTypes"},message:"must have required property '"+"checkTypes"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.resultLevel === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "resultLevel"},message:"must have required property '"+"resultLevel"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.reused === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reused"},message:"must have required property '"+"reused"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.checkSummary === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "checkSummary"},message:"must have required property '"+"checkSummary"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.requestId !== undefined){
if(typeof data.requestId !== "string"){
const err8 = {instancePath:instancePath+"/requestId",schemaPath:"#/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.entityId !== undefined){
if(typeof data.entityId !== "string"){
const err9 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.checkId !== undefined){
if(typeof data.checkId !== "string"){
const err10 = {instancePath:instancePath+"/checkId",schemaPath:"#/properties/checkId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.checkDate !== undefined){
let data3 = data.checkDate;
if(typeof data3 === "string"){
if(!(formats4.validate.test(data3))){
const err11 = {instancePath:instancePath+"/checkDate",schemaPath:"#/properties/checkDate/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err12 = {instancePath:instancePath+"/checkDate",schemaPath:"#/properties/checkDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.checkTypes !== undefined){
let data4 = data.checkTypes;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
if(typeof data4[i0] !== "string"){
const err13 = {instancePath:instancePath+"/checkTypes/" + i0,schemaPath:"#/properties/checkTypes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err14 = {instancePath:instancePath+"/checkTypes",schemaPath:"#/properties/checkTypes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.skippedCheckTypes !== undefined){
let data6 = data.skippedCheckTypes;
if(Array.isArray(data6)){
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
if(typeof data6[i1] !== "string"){
const err15 = {instancePath:instancePath+"/skippedCheckTypes/" + i1,schemaPath:"#/properties/skippedCheckTypes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err16 = {instancePath:instancePath+"/skippedCheckTypes",schemaPath:"#/properties/skippedCheckTypes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.resultLevel !== undefined){
if(typeof data.resultLevel !== "string"){
const err17 = {instancePath:instancePath+"/resultLevel",schemaPath:"#/properties/resultLevel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.reused !== undefined){
if(typeof data.reused !== "boolean"){
const err18 = {instancePath:instancePath+"/reused",schemaPath:"#/properties/reused/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.checkSummary !== undefined){
let data10 = data.checkSummary;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.resultState === undefined){
const err19 = {instancePath:instancePath+"/checkSummary",schemaPath:"#/properties/checkSummary/required",keyword:"required",params:{missingProperty: "resultState"},message:"must have required property '"+"resultState"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data10.riskLevel === undefined){
const err20 = {instancePath:instancePath+"/checkSummary",schemaPath:"#/properties/checkSummary/required",keyword:"required",params:{missingProperty: "riskLevel"},message:"must have required property '"+"riskLevel"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data10.riskScore === undefined){
const err21 = {instancePath:instancePath+"/checkSummary",schemaPath:"#/properties/checkSummary/required",keyword:"required",params:{missingProperty: "riskScore"},message:"must have required property '"+"riskScore"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data10.entityStatus === undefined){
const err22 = {instancePath:instancePath+"/checkSummary",schemaPath:"#/properties/checkSummary/required",keyword:"required",params:{missingProperty: "entityStatus"},message:"must have required property '"+"entityStatus"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data10.resultState !== undefined){
if(typeof data10.resultState !== "string"){
const err23 = {instancePath:instancePath+"/checkSummary/resultState",schemaPath:"#/properties/checkSummary/properties/resultState/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data10.riskLevel !== undefined){
if(typeof data10.riskLevel !== "string"){
const err24 = {instancePath:instancePath+"/checkSummary/riskLevel",schemaPath:"#/properties/checkSummary/properties/riskLevel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data10.riskScore !== undefined){
let data13 = data10.riskScore;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err25 = {instancePath:instancePath+"/checkSummary/riskScore",schemaPath:"#/properties/checkSummary/properties/riskScore/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data10.entityStatus !== undefined){
if(typeof data10.entityStatus !== "string"){
const err26 = {instancePath:instancePath+"/checkSummary/entityStatus",schemaPath:"#/properties/checkSummary/properties/entityStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err27 = {instancePath:instancePath+"/checkSummary",schemaPath:"#/properties/checkSummary/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.kycResult !== undefined){
let data15 = data.kycResult;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
}
else {
const err28 = {instancePath:instancePath+"/kycResult",schemaPath:"#/properties/kycResult/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.idResult !== undefined){
let data16 = data.idResult;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
}
else {
const err29 = {instancePath:instancePath+"/idResult",schemaPath:"#/properties/idResult/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.pepResult !== undefined){
let data17 = data.pepResult;
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
}
else {
const err30 = {instancePath:instancePath+"/pepResult",schemaPath:"#/properties/pepResult/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.fraudResult !== undefined){
let data18 = data.fraudResult;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
}
else {
const err31 = {instancePath:instancePath+"/fraudResult",schemaPath:"#/properties/fraudResult/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.manualResult !== undefined){
let data19 = data.manualResult;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
}
else {
const err32 = {instancePath:instancePath+"/manualResult",schemaPath:"#/properties/manualResult/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.idvalidateResult !== undefined){
let data20 = data.idvalidateResult;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
}
else {
const err33 = {instancePath:instancePath+"/idvalidateResult",schemaPath:"#/properties/idvalidateResult/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.relatedResults !== undefined){
let data21 = data.relatedResults;
if(Array.isArray(data21)){
const len2 = data21.length;
for(let i2=0; i2<len2; i2++){
let data22 = data21[i2];
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
}
else {
const err34 = {instancePath:instancePath+"/relatedResults/" + i2,schemaPath:"#/properties/relatedResults/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err35 = {instancePath:instancePath+"/relatedResults",schemaPath:"#/properties/relatedResults/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.reportDocumentId !== undefined){
if(typeof data.reportDocumentId !== "string"){
const err36 = {instancePath:instancePath+"/reportDocumentId",schemaPath:"#/properties/reportDocumentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err37 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

exports.res_DocumentResponse = validate13;
const schema21 = {"type":"object","required":["requestId","document"],"properties":{"requestId":{"type":"string"},"documentId":{"type":"string"},"entityId":{"type":"string"},"checkId":{"type":"string"},"document":{"$ref":"schema:Document"},"scanResult":{"type":"object","properties":{"state":{"type":"string","enum":["SCANNED","UNREADABLE"]},"fields":{"type":"object","additionalProperties":true}}},"verifyResult":{"type":"object","properties":{"verified":{"type":"boolean"},"reason":{"type":"string"}}},"compareResult":{"type":"object","properties":{"originalDocumentId":{"type":"string"},"match":{"type":"boolean"},"confidenceLevel":{"type":"integer"},"fields":{"type":"array","items":{"type":"object","properties":{"field":{"type":"string"},"original":{"type":"string"},"compared":{"type":"string"},"match":{"type":"boolean"}}}}}},"utilityCompareResult":{"type":"object","properties":{"currentPlan":{"type":"string"},"currentAnnualCostCents":{"type":"integer"},"annualUsageKwh":{"type":"number"},"plans":{"type":"array","items":{"type":"object","properties":{"planId":{"type":"string"},"retailer":{"type":"string"},"planName":{"type":"string"},"annualCostCents":{"type":"integer"},"annualSavingCents":{"type":"integer"}}}}}}}};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.requestId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requestId"},message:"must have required property '"+"requestId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.document === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "document"},message:"must have required property '"+"document"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.requestId !== undefined){
if(typeof data.requestId !== "string"){
const err2 = {instancePath:instancePath+"/requestId",schemaPath:"#/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.documentId !== undefined){
if(typeof data.documentId !== "string"){
const err3 = {instancePath:instancePath+"/documentId",schemaPath:"#/properties/documentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.entityId !== undefined){
if(typeof data.entityId !== "string"){
const err4 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.checkId !== undefined){
if(typeof data.checkId !== "string"){
const err5 = {instancePath:instancePath+"/checkId",schemaPath:"#/properties/checkId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.document !== undefined){
if(!(validate7(data.document, {instancePath:instancePath+"/document",parentData:data,parentDataProperty:"document",rootData}))){
vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
errors = vErrors.length;
}
}
if(data.scanResult !== undefined){
let data5 = data.scanResult;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.state !== undefined){
let data6 = data5.state;
if(typeof data6 !== "string"){
const err6 = {instancePath:instancePath+"/scanResult/state",schemaPath:"#/properties/scanResult/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((data6 === "SCANNED") || (data6 === "UNREADABLE"))){
const err7 = {instancePath:instancePath+"/scanResult/state",schemaPath:"#/properties/scanResult/properties/state/enum",keyword:"enum",params:{allowedValues: schema21.properties.scanResult.properties.state.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data5.fields !== undefined){
let data7 = data5.fields;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
}
else {
const err8 = {instancePath:instancePath+"/scanResult/fields",schemaPath:"#/properties/scanResult/properties/fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err9 = {instancePath:instancePath+"/scanResult",schemaPath:"#/properties/scanResult/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.verifyResult !== undefined){
let data8 = data.verifyResult;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.verified !== undefined){
if(typeof data8.verified !== "boolean"){
const err10 = {instancePath:instancePath+"/verifyResult/verified",schemaPath:"#/properties/verifyResult/properties/verified/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data8.reason !== undefined){
if(typeof data8.reason !== "string"){
const err11 = {instancePath:instancePath+"/verifyResult/reason",schemaPath:"#/properties/verifyResult/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err12 = {instancePath:instancePath+"/verifyResult",schemaPath:"#/properties/verifyResult/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.compareResult !== undefined){
let data11 = data.compareResult;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.originalDocumentId !== undefined){
if(typeof data11.originalDocumentId !== "string"){
const err13 = {instancePath:instancePath+"/compareResult/originalDocumentId",schemaPath:"#/properties/compareResult/properties/originalDocumentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data11.match !== undefined){
if(typeof data11.match !== "boolean"){
const err14 = {instancePath:instancePath+"/compareResult/match",schemaPath:"#/properties/compareResult/properties/match/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data11.confidenceLevel !== undefined){
let data14 = data11.confidenceLevel;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err15 = {instancePath:instancePath+"/compareResult/confidenceLevel",schemaPath:"#/properties/compareResult/properties/confidenceLevel/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data11.fields !== undefined){
let data15 = data11.fields;
if(Array.isArray(data15)){
const len0 = data15.length;
for(let i0=0; i0<len0; i0++){
let data16 = data15[i0];
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.field !== undefined){
if(typeof data16.field !== "string"){
const err16 = {instancePath:instancePath+"/compareResult/fields/" + i0+"/field",schemaPath:"#/properties/compareResult/properties/fields/items/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data16.original !== undefined){
if(typeof data16.original !== "string"){
const err17 = {instancePath:instancePath+"/compareResult/fields/" + i0+"/original",schemaPath:"#/properties/compareResult/properties/fields/items/properties/original/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data16.compared !== undefined){
if(typeof data16.compared !== "string"){
const err18 = {instancePath:instancePath+"/compareResult/fields/" + i0+"/compared",schemaPath:"#/properties/compareResult/properties/fields/items/properties/compared/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data16.match !== undefined){
if(typeof data16.match !== "boolean"){
const err19 = {instancePath:instancePath+"/compareResult/fields/" + i0+"/match",schemaPath:"#/properties/compareResult/properties/fields/items/properties/match/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err20 = {instancePath:instancePath+"/compareResult/fields/" + i0,schemaPath:"#/properties/compareResult/properties/fields/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err21 = {instancePath:instancePath+"/compareResult/fields",schemaPath:"#/properties/compareResult/properties/fields/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err22 = {instancePath:instancePath+"/compareResult",schemaPath:"#/properties/compareResult/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.utilityCompareResult !== undefined){
let data21 = data.utilityCompareResult;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(data21.currentPlan !== undefined){
if(typeof data21.currentPlan !== "string"){
const err23 = {instancePath:instancePath+"/utilityCompareResult/currentPlan",schemaPath:"#/properties/utilityCompareResult/properties/currentPlan/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data21.currentAnnualCostCents !== undefined){
let data23 = data21.currentAnnualCostCents;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err24 = {instancePath:instancePath+"/utilityCompareResult/currentAnnualCostCents",schemaPath:"#/properties/utilityCompareResult/properties/currentAnnualCostCents/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data21.annualUsageKwh !== undefined){
let data24 = data21.annualUsageKwh;
if(!((typeof data24 == "number") && (isFinite(data24)))){
const err25 = {instancePath:instancePath+"/utilityCompareResult/annualUsageKwh",schemaPath:"#/properties/utilityCompareResult/properties/annualUsageKwh/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data21.plans !== undefined){
let data25 = data21.plans;
if(Array.isArray(data25)){
const len1 = data25.length;
for(let i1=0; i1<len1; i1++){
let data26 = data25[i1];
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
if(data26.planId !== undefined){
if(typeof data26.planId !== "string"){
const err26 = {instancePath:instancePath+"/utilityCompareResult/plans/" + i1+"/planId",schemaPath:"#/properties/utilityCompareResult/properties/plans/items/properties/planId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data26.retailer !== undefined){
if(typeof data26.retailer !== "string"){
const err27 = {instancePath:instancePath+"/utilityCompareResult/plans/" + i1+"/retailer",schemaPath:"#/properties/utilityCompareResult/properties/plans/items/properties/retailer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data26.planName !== undefined){
if(typeof data26.planName !== "string"){
const err28 = {instancePath:instancePath+"/utilityCompareResult/plans/" + i1+"/planName",schemaPath:"#/properties/utilityCompareResult/properties/plans/items/properties/planName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data26.annualCostCents !== undefined){
let data30 = data26.annualCostCents;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
const err29 = {instancePath:instancePath+"/utilityCompareResult/plans/" + i1+"/annualCostCents",schemaPath:"#/properties/utilityCompareResult/properties/plans/items/properties/annualCostCents/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data26.annualSavingCents !== undefined){
let data31 = data26.annualSavingCents;
if(!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))){
const err30 = {instancePath:instancePath+"/utilityCompareResult/plans/" + i1+"/annualSavingCents",schemaPath:"#/properties/utilityCompareResult/properties/plans/items/properties/annualSavingCents/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/utilityCompareResult/plans/" + i1,schemaPath:"#/properties/utilityCompareResult/properties/plans/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err32 = {instancePath:instancePath+"/utilityCompareResult/plans",schemaPath:"#/properties/utilityCompareResult/properties/plans/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err33 = {instancePath:instancePath+"/utilityCompareResult",schemaPath:"#/properties/utilityCompareResult/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate13.errors = vErrors;
return errors === 0;
}

exports.res_Accepted = validate15;
const schema22 = {"type":"object","required":["requestId","function"],"properties":{"requestId":{"type":"string"},"function":{"type":"string"},"entityId":{"type":"string"},"documentId":{"type":"string"}}};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.requestId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requestId"},message:"must have required property '"+"requestId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.function === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "function"},message:"must have required property '"+"function"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.requestId !== undefined){
if(typeof data.requestId !== "string"){
const err2 = {instancePath:instancePath+"/requestId",schemaPath:"#/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.function !== undefined){
if(typeof data.function !== "string"){
const err3 = {instancePath:instancePath+"/function",schemaPath:"#/properties/function/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.entityId !== undefined){
if(typeof data.entityId !== "string"){
const err4 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.documentId !== undefined){
if(typeof data.documentId !== "string"){
const err5 = {instancePath:instancePath+"/documentId",schemaPath:"#/properties/documentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate15.errors = vErrors;
return errors === 0;
}

exports.res_8 = validate16;
const schema23 = {"type":"object","required":["requestId","documents"],"properties":{"requestId":{"type":"string"},"documents":{"type":"array","items":{"$ref":"schema:Document"}}}};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.requestId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requestId"},message:"must have required property '"+"requestId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.documents === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "documents"},message:"must have required property '"+"documents"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.requestId !== undefined){
if(typeof data.requestId !== "string"){
const err2 = {instancePath:instancePath+"/requestId",schemaPath:"#/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.documents !== undefined){
let data1 = data.documents;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate7(data1[i0], {instancePath:instancePath+"/documents/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath:instancePath+"/documents",schemaPath:"#/properties/documents/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate16.errors = vErrors;
return errors === 0;
}

exports.res_Acknowledgement = validate18;
const schema24 = {"type":"object","required":["requestId"],"properties":{"requestId":{"type":"string"},"documentId":{"type":"string"}}};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.requestId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requestId"},message:"must have required property '"+"requestId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.requestId !== undefined){
if(typeof data.requestId !== "string"){
const err1 = {instancePath:instancePath+"/requestId",schemaPath:"#/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.documentId !== undefined){
if(typeof data.documentId !== "string"){
const err2 = {instancePath:instancePath+"/documentId",schemaPath:"#/properties/documentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate18.errors = vErrors;
return errors === 0;
}

exports.res_EntityResponse = validate19;
const schema25 = {"type":"object","required":["requestId","entityId","entity"],"properties":{"requestId":{"type":"string"},"entityId":{"type":"string"},"entity":{"$ref":"schema:Entity"}}};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.requestId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requestId"},message:"must have required property '"+"requestId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.entityId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityId"},message:"must have required property '"+"entityId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.entity === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entity"},message:"must have required property '"+"entity"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.requestId !== undefined){
if(typeof data.requestId !== "string"){
const err3 = {instancePath:instancePath+"/requestId",schemaPath:"#/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.entityId !== undefined){
if(typeof data.entityId !== "string"){
const err4 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.entity !== undefined){
if(!(validate6(data.entity, {instancePath:instancePath+"/entity",parentData:data,parentDataProperty:"entity",rootData}))){
vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
errors = vErrors.length;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate19.errors = vErrors;
return errors === 0;
}

exports.res_PushToMobileResponse = validate21;
const schema26 = {"type":"object","required":["requestId","entityId","function","sent"],"properties":{"requestId":{"type":"string"},"entityId":{"type":"string"},"function":{"type":"string"},"sent":{"type":"boolean"},"linkURL":{"type":"string"}}};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.requestId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requestId"},message:"must have required property '"+"requestId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.entityId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityId"},message:"must have required property '"+"entityId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.function === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "function"},message:"must have required property '"+"function"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.sent === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sent"},message:"must have required property '"+"sent"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.requestId !== undefined){
if(typeof data.requestId !== "string"){
const err4 = {instancePath:instancePath+"/requestId",schemaPath:"#/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.entityId !== undefined){
if(typeof data.entityId !== "string"){
const err5 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.function !== undefined){
if(typeof data.function !== "string"){
const err6 = {instancePath:instancePath+"/function",schemaPath:"#/properties/function/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.sent !== undefined){
if(typeof data.sent !== "boolean"){
const err7 = {instancePath:instancePath+"/sent",schemaPath:"#/properties/sent/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.linkURL !== undefined){
if(typeof data.linkURL !== "string"){
const err8 = {instancePath:instancePath+"/linkURL",schemaPath:"#/properties/linkURL/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate21.errors = vErrors;
return errors === 0;
}

exports.res_RetrievedResponse = validate22;
const schema27 = {"type":"object","required":["requestId","function","state"],"properties":{"requestId":{"type":"string"},"function":{"type":"string"},"state":{"type":"string","enum":["PENDING","COMPLETE"]},"completesAt":{"type":"string","format":"date-time"},"httpStatusCode":{"type":"integer"},"payload":{},"notification":{"type":"object","properties":{"attempts":{"type":"integer"},"delivered":{"type":"boolean"},"gaveUp":{"type":"boolean"}}}}};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.requestId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requestId"},message:"must have required property '"+"requestId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.function === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "function"},message:"must have required property '"+"function"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.state === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.requestId !== undefined){
if(typeof data.requestId !== "string"){
const err3 = {instancePath:instancePath+"/requestId",schemaPath:"#/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.function !== undefined){
if(typeof data.function !== "string"){
const err4 = {instancePath:instancePath+"/function",schemaPath:"#/properties/function/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.state !== undefined){
let data2 = data.state;
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((data2 === "PENDING") || (data2 === "COMPLETE"))){
const err6 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/enum",keyword:"enum",params:{allowedValues: schema27.properties.state.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.completesAt !== undefined){
let data3 = data.completesAt;
if(typeof data3 === "string"){
if(!(formats4.validate.test(data3))){
const err7 = {instancePath:instancePath+"/completesAt",schemaPath:"#/properties/completesAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err8 = {instancePath:instancePath+"/completesAt",schemaPath:"#/properties/completesAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.httpStatusCode !== undefined){
let data4 = data.httpStatusCode;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err9 = {instancePath:instancePath+"/httpStatusCode",schemaPath:"#/properties/httpStatusCode/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.notification !== undefined){
let data5 = data.notification;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.attempts !== undefined){
let data6 = data5.attempts;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err10 = {instancePath:instancePath+"/notification/attempts",schemaPath:"#/properties/notification/properties/attempts/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data5.delivered !== undefined){
if(typeof data5.delivered !== "boolean"){
const err11 = {instancePath:instancePath+"/notification/delivered",schemaPath:"#/properties/notification/properties/delivered/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data5.gaveUp !== undefined){
if(typeof data5.gaveUp !== "boolean"){
const err12 = {instancePath:instancePath+"/notification/gaveUp",schemaPath:"#/properties/notification/properties/gaveUp/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err13 = {instancePath:instancePath+"/notification",schemaPath:"#/properties/notification/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate22.errors = vErrors;
return errors === 0;
}

exports.res_13 = validate23;
const schema28 = {"type":"object","required":["puppy"],"properties":{"puppy":{"type":"boolean"},"asknicely1":{"type":"string"},"commit":{"type":"string"}}};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.puppy === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "puppy"},message:"must have required property '"+"puppy"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.puppy !== undefined){
if(typeof data.puppy !== "boolean"){
const err1 = {instancePath:instancePath+"/puppy",schemaPath:"#/properties/puppy/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.asknicely1 !== undefined){
if(typeof data.asknicely1 !== "string"){
const err2 = {instancePath:instancePath+"/asknicely1",schemaPath:"#/properties/asknicely1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.commit !== undefined){
if(typeof data.commit !== "string"){
const err3 = {instancePath:instancePath+"/commit",schemaPath:"#/properties/commit/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate23.errors = vErrors;
return errors === 0;
}
