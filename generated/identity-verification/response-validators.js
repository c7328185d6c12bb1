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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((data.country === undefined) && (missing0 = "country")) || ((data.organisationNumber === undefined) && (missing0 = "organisationNumber"))) || ((data.registrationType === undefined) && (missing0 = "registrationType"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.incorporated === undefined) && (missing0 = "incorporated"))) || ((data.registeredAddress === undefined) && (missing0 = "registeredAddress"))) || ((data.officers === undefined) && (missing0 = "officers"))) || ((data.shareholders === undefined) && (missing0 = "shareholders"))){
validate1.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.country !== undefined){
const _errs1 = errors;
if(typeof data.country !== "string"){
validate1.errors = [{instancePath:instancePath+"/country",schemaPath:"#/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.organisationNumber !== undefined){
const _errs3 = errors;
if(typeof data.organisationNumber !== "string"){
validate1.errors = [{instancePath:instancePath+"/organisationNumber",schemaPath:"#/properties/organisationNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.registrationType !== undefined){
const _errs5 = errors;
if(typeof data.registrationType !== "string"){
validate1.errors = [{instancePath:instancePath+"/registrationType",schemaPath:"#/properties/registrationType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs7 = errors;
if(typeof data.name !== "string"){
validate1.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs9 = errors;
if(typeof data.status !== "string"){
validate1.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.incorporated !== undefined){
let data5 = data.incorporated;
const _errs11 = errors;
if(errors === _errs11){
if(errors === _errs11){
if(typeof data5 === "string"){
if(!(formats0.validate.test(data5))){
validate1.errors = [{instancePath:instancePath+"/incorporated",schemaPath:"#/properties/incorporated/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/incorporated",schemaPath:"#/properties/incorporated/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.registeredAddress !== undefined){
let data6 = data.registeredAddress;
const _errs13 = errors;
const _errs14 = errors;
if(errors === _errs14){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.streetNumber !== undefined){
let data7 = data6.streetNumber;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data7 === "string"){
if(func0(data7) > 20){
validate1.errors = [{instancePath:instancePath+"/registeredAddress/streetNumber",schemaPath:"schema:Address/properties/streetNumber/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/registeredAddress/streetNumber",schemaPath:"schema:Address/properties/streetNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs16 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.streetName !== undefined){
let data8 = data6.streetName;
const _errs18 = errors;
if(errors === _errs18){
if(typeof data8 === "string"){
if(func0(data8) > 100){
validate1.errors = [{instancePath:instancePath+"/registeredAddress/streetName",schemaPath:"schema:Address/properties/streetName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/registeredAddress/streetName",schemaPath:"schema:Address/properties/streetName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs18 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.streetType !== undefined){
let data9 = data6.streetType;
const _errs20 = errors;
if(errors === _errs20){
if(typeof data9 === "string"){
if(func0(data9) > 40){
validate1.errors = [{instancePath:instancePath+"/registeredAddress/streetType",schemaPath:"schema:Address/properties/streetType/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/registeredAddress/streetType",schemaPath:"schema:Address/properties/streetType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs20 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.suburb !== undefined){
let data10 = data6.suburb;
const _errs22 = errors;
if(errors === _errs22){
if(typeof data10 === "string"){
if(func0(data10) > 100){
validate1.errors = [{instancePath:instancePath+"/registeredAddress/suburb",schemaPath:"schema:Address/properties/suburb/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/registeredAddress/suburb",schemaPath:"schema:Address/properties/suburb/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs22 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.state !== undefined){
let data11 = data6.state;
const _errs24 = errors;
if(errors === _errs24){
if(typeof data11 === "string"){
if(func0(data11) > 40){
validate1.errors = [{instancePath:instancePath+"/registeredAddress/state",schemaPath:"schema:Address/properties/state/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/registeredAddress/state",schemaPath:"schema:Address/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs24 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.postalCode !== undefined){
let data12 = data6.postalCode;
const _errs26 = errors;
if(errors === _errs26){
if(typeof data12 === "string"){
if(func0(data12) > 12){
validate1.errors = [{instancePath:instancePath+"/registeredAddress/postalCode",schemaPath:"schema:Address/properties/postalCode/maxLength",keyword:"maxLength",params:{limit: 12},message:"must NOT have more than 12 characters"}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/registeredAddress/postalCode",schemaPath:"schema:Address/properties/postalCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs26 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.country !== undefined){
let data13 = data6.country;
const _errs28 = errors;
if(errors === _errs28){
if(typeof data13 === "string"){
if(func0(data13) > 3){
validate1.errors = [{instancePath:instancePath+"/registeredAddress/country",schemaPath:"schema:Address/properties/country/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/registeredAddress/country",schemaPath:"schema:Address/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs28 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/registeredAddress",schemaPath:"schema:Address/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.officers !== undefined){
let data14 = data.officers;
const _errs30 = errors;
if(errors === _errs30){
if(Array.isArray(data14)){
var valid3 = true;
const len0 = data14.length;
for(let i0=0; i0<len0; i0++){
let data15 = data14[i0];
const _errs32 = errors;
if(errors === _errs32){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.name !== undefined){
const _errs34 = errors;
if(typeof data15.name !== "string"){
validate1.errors = [{instancePath:instancePath+"/officers/" + i0+"/name",schemaPath:"#/properties/officers/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs34 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data15.role !== undefined){
const _errs36 = errors;
if(typeof data15.role !== "string"){
validate1.errors = [{instancePath:instancePath+"/officers/" + i0+"/role",schemaPath:"#/properties/officers/items/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs36 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data15.dateOfBirth !== undefined){
const _errs38 = errors;
if(typeof data15.dateOfBirth !== "string"){
validate1.errors = [{instancePath:instancePath+"/officers/" + i0+"/dateOfBirth",schemaPath:"#/properties/officers/items/properties/dateOfBirth/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs38 === errors;
}
else {
var valid4 = true;
}
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/officers/" + i0,schemaPath:"#/properties/officers/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs32 === errors;
if(!valid3){
break;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/officers",schemaPath:"#/properties/officers/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.shareholders !== undefined){
let data19 = data.shareholders;
const _errs40 = errors;
if(errors === _errs40){
if(Array.isArray(data19)){
var valid5 = true;
const len1 = data19.length;
for(let i1=0; i1<len1; i1++){
let data20 = data19[i1];
const _errs42 = errors;
const _errs43 = errors;
if(errors === _errs43){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
let missing1;
if(((((data20.kind === undefined) && (missing1 = "kind")) || ((data20.id === undefined) && (missing1 = "id"))) || ((data20.name === undefined) && (missing1 = "name"))) || ((data20.percentOwned === undefined) && (missing1 = "percentOwned"))){
validate1.errors = [{instancePath:instancePath+"/shareholders/" + i1,schemaPath:"schema:Holding/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data20.kind !== undefined){
let data21 = data20.kind;
const _errs45 = errors;
if(typeof data21 !== "string"){
validate1.errors = [{instancePath:instancePath+"/shareholders/" + i1+"/kind",schemaPath:"schema:Holding/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data21 === "individual") || (data21 === "company"))){
validate1.errors = [{instancePath:instancePath+"/shareholders/" + i1+"/kind",schemaPath:"schema:Holding/properties/kind/enum",keyword:"enum",params:{allowedValues: schema3.properties.kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid7 = _errs45 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data20.id !== undefined){
const _errs47 = errors;
if(typeof data20.id !== "string"){
validate1.errors = [{instancePath:instancePath+"/shareholders/" + i1+"/id",schemaPath:"schema:Holding/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs47 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data20.name !== undefined){
const _errs49 = errors;
if(typeof data20.name !== "string"){
validate1.errors = [{instancePath:instancePath+"/shareholders/" + i1+"/name",schemaPath:"schema:Holding/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs49 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data20.percentOwned !== undefined){
let data24 = data20.percentOwned;
const _errs51 = errors;
if(!((typeof data24 == "number") && (isFinite(data24)))){
validate1.errors = [{instancePath:instancePath+"/shareholders/" + i1+"/percentOwned",schemaPath:"schema:Holding/properties/percentOwned/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid7 = _errs51 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data20.ceasedOn !== undefined){
const _errs53 = errors;
if(typeof data20.ceasedOn !== "string"){
validate1.errors = [{instancePath:instancePath+"/shareholders/" + i1+"/ceasedOn",schemaPath:"schema:Holding/properties/ceasedOn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs53 === errors;
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
else {
validate1.errors = [{instancePath:instancePath+"/shareholders/" + i1,schemaPath:"schema:Holding/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs42 === errors;
if(!valid5){
break;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/shareholders",schemaPath:"#/properties/shareholders/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs40 === errors;
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
validate1.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate1.errors = vErrors;
return errors === 0;
}


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.requestId === undefined) && (missing0 = "requestId")) || ((data.profile === undefined) && (missing0 = "profile"))){
validate0.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.requestId !== undefined){
const _errs1 = errors;
if(typeof data.requestId !== "string"){
validate0.errors = [{instancePath:instancePath+"/requestId",schemaPath:"#/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.profile !== undefined){
const _errs3 = errors;
if(!(validate1(data.profile, {instancePath:instancePath+"/profile",parentData:data,parentDataProperty:"profile",rootData}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
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

exports.res_Error = validate3;
const schema4 = {"type":"object","required":["errorCode","errorMsg","httpStatusCode","issues","requestId"],"properties":{"errorCode":{"type":"string"},"errorMsg":{"type":"string"},"httpStatusCode":{"type":"integer"},"issues":{"type":"array","items":{"type":"object","required":["issue","issueLocation"],"properties":{"issue":{"type":"string"},"issueLocation":{"type":"string"}}}},"requestId":{"type":"string"}}};

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.errorCode === undefined) && (missing0 = "errorCode")) || ((data.errorMsg === undefined) && (missing0 = "errorMsg"))) || ((data.httpStatusCode === undefined) && (missing0 = "httpStatusCode"))) || ((data.issues === undefined) && (missing0 = "issues"))) || ((data.requestId === undefined) && (missing0 = "requestId"))){
validate3.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.errorCode !== undefined){
const _errs1 = errors;
if(typeof data.errorCode !== "string"){
validate3.errors = [{instancePath:instancePath+"/errorCode",schemaPath:"#/properties/errorCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.errorMsg !== undefined){
const _errs3 = errors;
if(typeof data.errorMsg !== "string"){
validate3.errors = [{instancePath:instancePath+"/errorMsg",schemaPath:"#/properties/errorMsg/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.httpStatusCode !== undefined){
let data2 = data.httpStatusCode;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate3.errors = [{instancePath:instancePath+"/httpStatusCode",schemaPath:"#/properties/httpStatusCode/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.issues !== undefined){
let data3 = data.issues;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing1;
if(((data4.issue === undefined) && (missing1 = "issue")) || ((data4.issueLocation === undefined) && (missing1 = "issueLocation"))){
validate3.errors = [{instancePath:instancePath+"/issues/" + i0,schemaPath:"#/properties/issues/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data4.issue !== undefined){
const _errs11 = errors;
if(typeof data4.issue !== "string"){
validate3.errors = [{instancePath:instancePath+"/issues/" + i0+"/issue",schemaPath:"#/properties/issues/items/properties/issue/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.issueLocation !== undefined){
const _errs13 = errors;
if(typeof data4.issueLocation !== "string"){
validate3.errors = [{instancePath:instancePath+"/issues/" + i0+"/issueLocation",schemaPath:"#/properties/issues/items/properties/issueLocation/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
else {
validate3.errors = [{instancePath:instancePath+"/issues/" + i0,schemaPath:"#/properties/issues/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/issues",schemaPath:"#/properties/issues/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requestId !== undefined){
const _errs15 = errors;
if(typeof data.requestId !== "string"){
validate3.errors = [{instancePath:instancePath+"/requestId",schemaPath:"#/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
}
else {
validate3.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.requestId === undefined) && (missing0 = "requestId")) || ((data.companies === undefined) && (missing0 = "companies"))){
validate4.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.requestId !== undefined){
const _errs1 = errors;
if(typeof data.requestId !== "string"){
validate4.errors = [{instancePath:instancePath+"/requestId",schemaPath:"#/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.companies !== undefined){
let data1 = data.companies;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((((((data2.country === undefined) && (missing1 = "country")) || ((data2.organisationNumber === undefined) && (missing1 = "organisationNumber"))) || ((data2.registrationType === undefined) && (missing1 = "registrationType"))) || ((data2.name === undefined) && (missing1 = "name"))) || ((data2.status === undefined) && (missing1 = "status"))){
validate4.errors = [{instancePath:instancePath+"/companies/" + i0,schemaPath:"schema:CompanySummary/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data2.country !== undefined){
const _errs8 = errors;
if(typeof data2.country !== "string"){
validate4.errors = [{instancePath:instancePath+"/companies/" + i0+"/country",schemaPath:"schema:CompanySummary/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.organisationNumber !== undefined){
const _errs10 = errors;
if(typeof data2.organisationNumber !== "string"){
validate4.errors = [{instancePath:instancePath+"/companies/" + i0+"/organisationNumber",schemaPath:"schema:CompanySummary/properties/organisationNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.registrationType !== undefined){
const _errs12 = errors;
if(typeof data2.registrationType !== "string"){
validate4.errors = [{instancePath:instancePath+"/companies/" + i0+"/registrationType",schemaPath:"schema:CompanySummary/properties/registrationType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.name !== undefined){
const _errs14 = errors;
if(typeof data2.name !== "string"){
validate4.errors = [{instancePath:instancePath+"/companies/" + i0+"/name",schemaPath:"schema:CompanySummary/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.status !== undefined){
const _errs16 = errors;
if(typeof data2.status !== "string"){
validate4.errors = [{instancePath:instancePath+"/companies/" + i0+"/status",schemaPath:"schema:CompanySummary/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
}
}
else {
validate4.errors = [{instancePath:instancePath+"/companies/" + i0,schemaPath:"schema:CompanySummary/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate4.errors = [{instancePath:instancePath+"/companies",schemaPath:"#/properties/companies/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs3 === errors;
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.documentId === undefined) && (missing0 = "documentId")) || ((data.idType === undefined) && (missing0 = "idType"))) || ((data.country === undefined) && (missing0 = "country"))) || ((data.documentStatus === undefined) && (missing0 = "documentStatus"))) || ((data.createdFromScan === undefined) && (missing0 = "createdFromScan"))) || ((data.docScan === undefined) && (missing0 = "docScan"))) || ((data.extraData === undefined) && (missing0 = "extraData"))){
validate7.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.documentId !== undefined){
const _errs1 = errors;
if(typeof data.documentId !== "string"){
validate7.errors = [{instancePath:instancePath+"/documentId",schemaPath:"#/properties/documentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.entityId !== undefined){
const _errs3 = errors;
if(typeof data.entityId !== "string"){
validate7.errors = [{instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idType !== undefined){
const _errs5 = errors;
if(typeof data.idType !== "string"){
validate7.errors = [{instancePath:instancePath+"/idType",schemaPath:"#/properties/idType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idNumber !== undefined){
const _errs7 = errors;
if(typeof data.idNumber !== "string"){
validate7.errors = [{instancePath:instancePath+"/idNumber",schemaPath:"#/properties/idNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idExpiry !== undefined){
const _errs9 = errors;
if(typeof data.idExpiry !== "string"){
validate7.errors = [{instancePath:instancePath+"/idExpiry",schemaPath:"#/properties/idExpiry/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idIssued !== undefined){
const _errs11 = errors;
if(typeof data.idIssued !== "string"){
validate7.errors = [{instancePath:instancePath+"/idIssued",schemaPath:"#/properties/idIssued/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.country !== undefined){
const _errs13 = errors;
if(typeof data.country !== "string"){
validate7.errors = [{instancePath:instancePath+"/country",schemaPath:"#/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.region !== undefined){
const _errs15 = errors;
if(typeof data.region !== "string"){
validate7.errors = [{instancePath:instancePath+"/region",schemaPath:"#/properties/region/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.documentStatus !== undefined){
const _errs17 = errors;
if(typeof data.documentStatus !== "string"){
validate7.errors = [{instancePath:instancePath+"/documentStatus",schemaPath:"#/properties/documentStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdFromScan !== undefined){
const _errs19 = errors;
if(typeof data.createdFromScan !== "boolean"){
validate7.errors = [{instancePath:instancePath+"/createdFromScan",schemaPath:"#/properties/createdFromScan/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.docScan !== undefined){
let data10 = data.docScan;
const _errs21 = errors;
if(errors === _errs21){
if(Array.isArray(data10)){
var valid1 = true;
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
let data11 = data10[i0];
const _errs23 = errors;
if(errors === _errs23){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
let missing1;
if((((data11.scanId === undefined) && (missing1 = "scanId")) || ((data11.sha256 === undefined) && (missing1 = "sha256"))) || ((data11.bytes === undefined) && (missing1 = "bytes"))){
validate7.errors = [{instancePath:instancePath+"/docScan/" + i0,schemaPath:"#/properties/docScan/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data11.scanId !== undefined){
const _errs25 = errors;
if(typeof data11.scanId !== "string"){
validate7.errors = [{instancePath:instancePath+"/docScan/" + i0+"/scanId",schemaPath:"#/properties/docScan/items/properties/scanId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs25 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data11.scanFilename !== undefined){
const _errs27 = errors;
if(typeof data11.scanFilename !== "string"){
validate7.errors = [{instancePath:instancePath+"/docScan/" + i0+"/scanFilename",schemaPath:"#/properties/docScan/items/properties/scanFilename/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs27 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data11.scanMIME !== undefined){
const _errs29 = errors;
if(typeof data11.scanMIME !== "string"){
validate7.errors = [{instancePath:instancePath+"/docScan/" + i0+"/scanMIME",schemaPath:"#/properties/docScan/items/properties/scanMIME/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs29 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data11.scanSide !== undefined){
const _errs31 = errors;
if(typeof data11.scanSide !== "string"){
validate7.errors = [{instancePath:instancePath+"/docScan/" + i0+"/scanSide",schemaPath:"#/properties/docScan/items/properties/scanSide/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs31 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data11.sha256 !== undefined){
const _errs33 = errors;
if(typeof data11.sha256 !== "string"){
validate7.errors = [{instancePath:instancePath+"/docScan/" + i0+"/sha256",schemaPath:"#/properties/docScan/items/properties/sha256/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs33 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data11.bytes !== undefined){
let data17 = data11.bytes;
const _errs35 = errors;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
validate7.errors = [{instancePath:instancePath+"/docScan/" + i0+"/bytes",schemaPath:"#/properties/docScan/items/properties/bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid2 = _errs35 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
}
}
else {
validate7.errors = [{instancePath:instancePath+"/docScan/" + i0,schemaPath:"#/properties/docScan/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs23 === errors;
if(!valid1){
break;
}
}
}
else {
validate7.errors = [{instancePath:instancePath+"/docScan",schemaPath:"#/properties/docScan/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.extraData !== undefined){
let data18 = data.extraData;
const _errs37 = errors;
if(errors === _errs37){
if(Array.isArray(data18)){
var valid3 = true;
const len1 = data18.length;
for(let i1=0; i1<len1; i1++){
let data19 = data18[i1];
const _errs39 = errors;
const _errs40 = errors;
if(errors === _errs40){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
let missing2;
if(((data19.kvpKey === undefined) && (missing2 = "kvpKey")) || ((data19.kvpValue === undefined) && (missing2 = "kvpValue"))){
validate7.errors = [{instancePath:instancePath+"/extraData/" + i1,schemaPath:"schema:KeyValue/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data19.kvpKey !== undefined){
let data20 = data19.kvpKey;
const _errs42 = errors;
if(errors === _errs42){
if(typeof data20 === "string"){
if(func0(data20) > 100){
validate7.errors = [{instancePath:instancePath+"/extraData/" + i1+"/kvpKey",schemaPath:"schema:KeyValue/properties/kvpKey/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate7.errors = [{instancePath:instancePath+"/extraData/" + i1+"/kvpKey",schemaPath:"schema:KeyValue/properties/kvpKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid5 = _errs42 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data19.kvpValue !== undefined){
let data21 = data19.kvpValue;
const _errs44 = errors;
if(errors === _errs44){
if(typeof data21 === "string"){
if(func0(data21) > 1000){
validate7.errors = [{instancePath:instancePath+"/extraData/" + i1+"/kvpValue",schemaPath:"schema:KeyValue/properties/kvpValue/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"}];
return false;
}
}
else {
validate7.errors = [{instancePath:instancePath+"/extraData/" + i1+"/kvpValue",schemaPath:"schema:KeyValue/properties/kvpValue/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid5 = _errs44 === errors;
}
else {
var valid5 = true;
}
}
}
}
else {
validate7.errors = [{instancePath:instancePath+"/extraData/" + i1,schemaPath:"schema:KeyValue/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs39 === errors;
if(!valid3){
break;
}
}
}
else {
validate7.errors = [{instancePath:instancePath+"/extraData",schemaPath:"#/properties/extraData/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs37 === errors;
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


function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((data.entityId === undefined) && (missing0 = "entityId")) || ((data.entityType === undefined) && (missing0 = "entityType"))) || ((data.addresses === undefined) && (missing0 = "addresses"))) || ((data.flags === undefined) && (missing0 = "flags"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.risk === undefined) && (missing0 = "risk"))) || ((data.identityDocs === undefined) && (missing0 = "identityDocs"))) || ((data.createdAt === undefined) && (missing0 = "createdAt"))) || ((data.updatedAt === undefined) && (missing0 = "updatedAt"))){
validate6.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.entityId !== undefined){
const _errs1 = errors;
if(typeof data.entityId !== "string"){
validate6.errors = [{instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.entityType !== undefined){
let data1 = data.entityType;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate6.errors = [{instancePath:instancePath+"/entityType",schemaPath:"#/properties/entityType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data1 === "INDIVIDUAL") || (data1 === "ORGANISATION"))){
validate6.errors = [{instancePath:instancePath+"/entityType",schemaPath:"#/properties/entityType/enum",keyword:"enum",params:{allowedValues: schema8.properties.entityType.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data2 = data.name;
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.givenName !== undefined){
let data3 = data2.givenName;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(func0(data3) > 100){
validate6.errors = [{instancePath:instancePath+"/name/givenName",schemaPath:"schema:Name/properties/givenName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate6.errors = [{instancePath:instancePath+"/name/givenName",schemaPath:"schema:Name/properties/givenName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.middleName !== undefined){
let data4 = data2.middleName;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(func0(data4) > 100){
validate6.errors = [{instancePath:instancePath+"/name/middleName",schemaPath:"schema:Name/properties/middleName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate6.errors = [{instancePath:instancePath+"/name/middleName",schemaPath:"schema:Name/properties/middleName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs10 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.familyName !== undefined){
let data5 = data2.familyName;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data5 === "string"){
if(func0(data5) > 100){
validate6.errors = [{instancePath:instancePath+"/name/familyName",schemaPath:"schema:Name/properties/familyName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate6.errors = [{instancePath:instancePath+"/name/familyName",schemaPath:"schema:Name/properties/familyName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs12 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/name",schemaPath:"schema:Name/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dateOfBirth !== undefined){
let data6 = data.dateOfBirth;
const _errs14 = errors;
const _errs15 = errors;
if(errors === _errs15){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing1;
if((data6.dateOfBirth === undefined) && (missing1 = "dateOfBirth")){
validate6.errors = [{instancePath:instancePath+"/dateOfBirth",schemaPath:"schema:DateOfBirth/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data6.dateOfBirth !== undefined){
let data7 = data6.dateOfBirth;
const _errs17 = errors;
if(errors === _errs17){
if(errors === _errs17){
if(typeof data7 === "string"){
if(!(formats0.validate.test(data7))){
validate6.errors = [{instancePath:instancePath+"/dateOfBirth/dateOfBirth",schemaPath:"schema:DateOfBirth/properties/dateOfBirth/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate6.errors = [{instancePath:instancePath+"/dateOfBirth/dateOfBirth",schemaPath:"schema:DateOfBirth/properties/dateOfBirth/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/dateOfBirth",schemaPath:"schema:DateOfBirth/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.addresses !== undefined){
let data8 = data.addresses;
const _errs19 = errors;
if(errors === _errs19){
if(Array.isArray(data8)){
var valid5 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
const _errs21 = errors;
const _errs22 = errors;
if(errors === _errs22){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.streetNumber !== undefined){
let data10 = data9.streetNumber;
const _errs24 = errors;
if(errors === _errs24){
if(typeof data10 === "string"){
if(func0(data10) > 20){
validate6.errors = [{instancePath:instancePath+"/addresses/" + i0+"/streetNumber",schemaPath:"schema:Address/properties/streetNumber/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"}];
return false;
}
}
else {
validate6.errors = [{instancePath:instancePath+"/addresses/" + i0+"/streetNumber",schemaPath:"schema:Address/properties/streetNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs24 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data9.streetName !== undefined){
let data11 = data9.streetName;
const _errs26 = errors;
if(errors === _errs26){
if(typeof data11 === "string"){
if(func0(data11) > 100){
validate6.errors = [{instancePath:instancePath+"/addresses/" + i0+"/streetName",schemaPath:"schema:Address/properties/streetName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate6.errors = [{instancePath:instancePath+"/addresses/" + i0+"/streetName",schemaPath:"schema:Address/properties/streetName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs26 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data9.streetType !== undefined){
let data12 = data9.streetType;
const _errs28 = errors;
if(errors === _errs28){
if(typeof data12 === "string"){
if(func0(data12) > 40){
validate6.errors = [{instancePath:instancePath+"/addresses/" + i0+"/streetType",schemaPath:"schema:Address/properties/streetType/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"}];
return false;
}
}
else {
validate6.errors = [{instancePath:instancePath+"/addresses/" + i0+"/streetType",schemaPath:"schema:Address/properties/streetType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs28 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data9.suburb !== undefined){
let data13 = data9.suburb;
const _errs30 = errors;
if(errors === _errs30){
if(typeof data13 === "string"){
if(func0(data13) > 100){
validate6.errors = [{instancePath:instancePath+"/addresses/" + i0+"/suburb",schemaPath:"schema:Address/properties/suburb/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate6.errors = [{instancePath:instancePath+"/addresses/" + i0+"/suburb",schemaPath:"schema:Address/properties/suburb/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs30 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data9.state !== undefined){
let data14 = data9.state;
const _errs32 = errors;
if(errors === _errs32){
if(typeof data14 === "string"){
if(func0(data14) > 40){
validate6.errors = [{instancePath:instancePath+"/addresses/" + i0+"/state",schemaPath:"schema:Address/properties/state/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"}];
return false;
}
}
else {
validate6.errors = [{instancePath:instancePath+"/addresses/" + i0+"/state",schemaPath:"schema:Address/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs32 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data9.postalCode !== undefined){
let data15 = data9.postalCode;
const _errs34 = errors;
if(errors === _errs34){
if(typeof data15 === "string"){
if(func0(data15) > 12){
validate6.errors = [{instancePath:instancePath+"/addresses/" + i0+"/postalCode",schemaPath:"schema:Address/properties/postalCode/maxLength",keyword:"maxLength",params:{limit: 12},message:"must NOT have more than 12 characters"}];
return false;
}
}
else {
validate6.errors = [{instancePath:instancePath+"/addresses/" + i0+"/postalCode",schemaPath:"schema:Address/properties/postalCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs34 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data9.country !== undefined){
let data16 = data9.country;
const _errs36 = errors;
if(errors === _errs36){
if(typeof data16 === "string"){
if(func0(data16) > 3){
validate6.errors = [{instancePath:instancePath+"/addresses/" + i0+"/country",schemaPath:"schema:Address/properties/country/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"}];
return false;
}
}
else {
validate6.errors = [{instancePath:instancePath+"/addresses/" + i0+"/country",schemaPath:"schema:Address/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs36 === errors;
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
validate6.errors = [{instancePath:instancePath+"/addresses/" + i0,schemaPath:"schema:Address/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs21 === errors;
if(!valid5){
break;
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/addresses",schemaPath:"#/properties/addresses/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.emailAddress !== undefined){
const _errs38 = errors;
if(typeof data.emailAddress !== "string"){
validate6.errors = [{instancePath:instancePath+"/emailAddress",schemaPath:"#/properties/emailAddress/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phoneNumber !== undefined){
const _errs40 = errors;
if(typeof data.phoneNumber !== "string"){
validate6.errors = [{instancePath:instancePath+"/phoneNumber",schemaPath:"#/properties/phoneNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs40 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.entityProfile !== undefined){
const _errs42 = errors;
if(typeof data.entityProfile !== "string"){
validate6.errors = [{instancePath:instancePath+"/entityProfile",schemaPath:"#/properties/entityProfile/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs42 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.organisationData !== undefined){
let data20 = data.organisationData;
const _errs44 = errors;
if(errors === _errs44){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.registeredName !== undefined){
const _errs46 = errors;
if(typeof data20.registeredName !== "string"){
validate6.errors = [{instancePath:instancePath+"/organisationData/registeredName",schemaPath:"#/properties/organisationData/properties/registeredName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs46 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data20.country !== undefined){
const _errs48 = errors;
if(typeof data20.country !== "string"){
validate6.errors = [{instancePath:instancePath+"/organisationData/country",schemaPath:"#/properties/organisationData/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs48 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data20.companyNumber !== undefined){
const _errs50 = errors;
if(typeof data20.companyNumber !== "string"){
validate6.errors = [{instancePath:instancePath+"/organisationData/companyNumber",schemaPath:"#/properties/organisationData/properties/companyNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs50 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data20.registrationType !== undefined){
const _errs52 = errors;
if(typeof data20.registrationType !== "string"){
validate6.errors = [{instancePath:instancePath+"/organisationData/registrationType",schemaPath:"#/properties/organisationData/properties/registrationType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs52 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data20.status !== undefined){
const _errs54 = errors;
if(typeof data20.status !== "string"){
validate6.errors = [{instancePath:instancePath+"/organisationData/status",schemaPath:"#/properties/organisationData/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs54 === errors;
}
else {
var valid8 = true;
}
}
}
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/organisationData",schemaPath:"#/properties/organisationData/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs44 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.flags !== undefined){
let data26 = data.flags;
const _errs56 = errors;
if(errors === _errs56){
if(Array.isArray(data26)){
var valid9 = true;
const len1 = data26.length;
for(let i1=0; i1<len1; i1++){
let data27 = data26[i1];
const _errs58 = errors;
if(errors === _errs58){
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
let missing2;
if(((data27.flag === undefined) && (missing2 = "flag")) || ((data27.value === undefined) && (missing2 = "value"))){
validate6.errors = [{instancePath:instancePath+"/flags/" + i1,schemaPath:"#/properties/flags/items/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data27.flag !== undefined){
const _errs60 = errors;
if(typeof data27.flag !== "string"){
validate6.errors = [{instancePath:instancePath+"/flags/" + i1+"/flag",schemaPath:"#/properties/flags/items/properties/flag/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid10 = _errs60 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data27.value !== undefined){
const _errs62 = errors;
if(typeof data27.value !== "string"){
validate6.errors = [{instancePath:instancePath+"/flags/" + i1+"/value",schemaPath:"#/properties/flags/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid10 = _errs62 === errors;
}
else {
var valid10 = true;
}
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/flags/" + i1,schemaPath:"#/properties/flags/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid9 = _errs58 === errors;
if(!valid9){
break;
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/flags",schemaPath:"#/properties/flags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs56 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data30 = data.status;
const _errs64 = errors;
if(errors === _errs64){
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
let missing3;
if((data30.status === undefined) && (missing3 = "status")){
validate6.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data30.status !== undefined){
const _errs66 = errors;
if(typeof data30.status !== "string"){
validate6.errors = [{instancePath:instancePath+"/status/status",schemaPath:"#/properties/status/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid11 = _errs66 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data30.manualStatus !== undefined){
const _errs68 = errors;
if(typeof data30.manualStatus !== "string"){
validate6.errors = [{instancePath:instancePath+"/status/manualStatus",schemaPath:"#/properties/status/properties/manualStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid11 = _errs68 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data30.comment !== undefined){
const _errs70 = errors;
if(typeof data30.comment !== "string"){
validate6.errors = [{instancePath:instancePath+"/status/comment",schemaPath:"#/properties/status/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid11 = _errs70 === errors;
}
else {
var valid11 = true;
}
}
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs64 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.risk !== undefined){
let data34 = data.risk;
const _errs72 = errors;
if(errors === _errs72){
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
let missing4;
if((((data34.riskLevel === undefined) && (missing4 = "riskLevel")) || ((data34.riskScore === undefined) && (missing4 = "riskScore"))) || ((data34.manual === undefined) && (missing4 = "manual"))){
validate6.errors = [{instancePath:instancePath+"/risk",schemaPath:"#/properties/risk/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
if(data34.riskLevel !== undefined){
const _errs74 = errors;
if(typeof data34.riskLevel !== "string"){
validate6.errors = [{instancePath:instancePath+"/risk/riskLevel",schemaPath:"#/properties/risk/properties/riskLevel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid12 = _errs74 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data34.riskScore !== undefined){
let data36 = data34.riskScore;
const _errs76 = errors;
if(!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))){
validate6.errors = [{instancePath:instancePath+"/risk/riskScore",schemaPath:"#/properties/risk/properties/riskScore/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid12 = _errs76 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data34.manual !== undefined){
const _errs78 = errors;
if(typeof data34.manual !== "boolean"){
validate6.errors = [{instancePath:instancePath+"/risk/manual",schemaPath:"#/properties/risk/properties/manual/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid12 = _errs78 === errors;
}
else {
var valid12 = true;
}
}
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/risk",schemaPath:"#/properties/risk/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs72 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idValidation !== undefined){
let data38 = data.idValidation;
const _errs80 = errors;
if(errors === _errs80){
if(data38 && typeof data38 == "object" && !Array.isArray(data38)){
if(data38.processId !== undefined){
const _errs82 = errors;
if(typeof data38.processId !== "string"){
validate6.errors = [{instancePath:instancePath+"/idValidation/processId",schemaPath:"#/properties/idValidation/properties/processId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid13 = _errs82 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data38.state !== undefined){
const _errs84 = errors;
if(typeof data38.state !== "string"){
validate6.errors = [{instancePath:instancePath+"/idValidation/state",schemaPath:"#/properties/idValidation/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid13 = _errs84 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data38.startedAt !== undefined){
let data41 = data38.startedAt;
const _errs86 = errors;
if(errors === _errs86){
if(errors === _errs86){
if(typeof data41 === "string"){
if(!(formats4.validate.test(data41))){
validate6.errors = [{instancePath:instancePath+"/idValidation/startedAt",schemaPath:"#/properties/idValidation/properties/startedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate6.errors = [{instancePath:instancePath+"/idValidation/startedAt",schemaPath:"#/properties/idValidation/properties/startedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid13 = _errs86 === errors;
}
else {
var valid13 = true;
}
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/idValidation",schemaPath:"#/properties/idValidation/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs80 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.identityDocs !== undefined){
let data42 = data.identityDocs;
const _errs88 = errors;
if(errors === _errs88){
if(Array.isArray(data42)){
var valid14 = true;
const len2 = data42.length;
for(let i2=0; i2<len2; i2++){
const _errs90 = errors;
if(!(validate7(data42[i2], {instancePath:instancePath+"/identityDocs/" + i2,parentData:data42,parentDataProperty:i2,rootData}))){
vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
errors = vErrors.length;
}
var valid14 = _errs90 === errors;
if(!valid14){
break;
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/identityDocs",schemaPath:"#/properties/identityDocs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs88 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.checks !== undefined){
let data44 = data.checks;
const _errs91 = errors;
if(errors === _errs91){
if(Array.isArray(data44)){
var valid15 = true;
const len3 = data44.length;
for(let i3=0; i3<len3; i3++){
let data45 = data44[i3];
const _errs93 = errors;
if(errors === _errs93){
if(data45 && typeof data45 == "object" && !Array.isArray(data45)){
if(data45.checkId !== undefined){
const _errs95 = errors;
if(typeof data45.checkId !== "string"){
validate6.errors = [{instancePath:instancePath+"/checks/" + i3+"/checkId",schemaPath:"#/properties/checks/items/properties/checkId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid16 = _errs95 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data45.checkDate !== undefined){
const _errs97 = errors;
if(typeof data45.checkDate !== "string"){
validate6.errors = [{instancePath:instancePath+"/checks/" + i3+"/checkDate",schemaPath:"#/properties/checks/items/properties/checkDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid16 = _errs97 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data45.checkTypes !== undefined){
let data48 = data45.checkTypes;
const _errs99 = errors;
if(errors === _errs99){
if(Array.isArray(data48)){
var valid17 = true;
const len4 = data48.length;
for(let i4=0; i4<len4; i4++){
const _errs101 = errors;
if(typeof data48[i4] !== "string"){
validate6.errors = [{instancePath:instancePath+"/checks/" + i3+"/checkTypes/" + i4,schemaPath:"#/properties/checks/items/properties/checkTypes/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid17 = _errs101 === errors;
if(!valid17){
break;
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/checks/" + i3+"/checkTypes",schemaPath:"#/properties/checks/items/properties/checkTypes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid16 = _errs99 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data45.resultState !== undefined){
const _errs103 = errors;
if(typeof data45.resultState !== "string"){
validate6.errors = [{instancePath:instancePath+"/checks/" + i3+"/resultState",schemaPath:"#/properties/checks/items/properties/resultState/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid16 = _errs103 === errors;
}
else {
var valid16 = true;
}
}
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/checks/" + i3,schemaPath:"#/properties/checks/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid15 = _errs93 === errors;
if(!valid15){
break;
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/checks",schemaPath:"#/properties/checks/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs91 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
let data51 = data.createdAt;
const _errs105 = errors;
if(errors === _errs105){
if(errors === _errs105){
if(typeof data51 === "string"){
if(!(formats4.validate.test(data51))){
validate6.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate6.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs105 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
let data52 = data.updatedAt;
const _errs107 = errors;
if(errors === _errs107){
if(errors === _errs107){
if(typeof data52 === "string"){
if(!(formats4.validate.test(data52))){
validate6.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate6.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs107 === errors;
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
}
}
}
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


function validate5(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.requestId === undefined) && (missing0 = "requestId")) || ((data.validation === undefined) && (missing0 = "validation"))){
validate5.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.requestId !== undefined){
const _errs1 = errors;
if(typeof data.requestId !== "string"){
validate5.errors = [{instancePath:instancePath+"/requestId",schemaPath:"#/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.validation !== undefined){
let data1 = data.validation;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((((data1.mode === undefined) && (missing1 = "mode")) || ((data1.validated === undefined) && (missing1 = "validated"))) || ((data1.organisationNumber === undefined) && (missing1 = "organisationNumber"))){
validate5.errors = [{instancePath:instancePath+"/validation",schemaPath:"#/properties/validation/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.mode !== undefined){
const _errs5 = errors;
if(typeof data1.mode !== "string"){
validate5.errors = [{instancePath:instancePath+"/validation/mode",schemaPath:"#/properties/validation/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.validated !== undefined){
const _errs7 = errors;
if(typeof data1.validated !== "boolean"){
validate5.errors = [{instancePath:instancePath+"/validation/validated",schemaPath:"#/properties/validation/properties/validated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.organisationNumber !== undefined){
const _errs9 = errors;
if(typeof data1.organisationNumber !== "string"){
validate5.errors = [{instancePath:instancePath+"/validation/organisationNumber",schemaPath:"#/properties/validation/properties/organisationNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.registeredName !== undefined){
const _errs11 = errors;
if(typeof data1.registeredName !== "string"){
validate5.errors = [{instancePath:instancePath+"/validation/registeredName",schemaPath:"#/properties/validation/properties/registeredName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
}
else {
validate5.errors = [{instancePath:instancePath+"/validation",schemaPath:"#/properties/validation/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.entityId !== undefined){
const _errs13 = errors;
if(typeof data.entityId !== "string"){
validate5.errors = [{instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.entity !== undefined){
const _errs15 = errors;
if(!(validate6(data.entity, {instancePath:instancePath+"/entity",parentData:data,parentDataProperty:"entity",rootData}))){
vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
errors = vErrors.length;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.profile !== undefined){
const _errs16 = errors;
if(!(validate1(data.profile, {instancePath:instancePath+"/profile",parentData:data,parentDataProperty:"profile",rootData}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ownership !== undefined){
let data9 = data.ownership;
const _errs17 = errors;
if(errors === _errs17){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.threshold !== undefined){
let data10 = data9.threshold;
const _errs19 = errors;
if(!((typeof data10 == "number") && (isFinite(data10)))){
validate5.errors = [{instancePath:instancePath+"/ownership/threshold",schemaPath:"#/properties/ownership/properties/threshold/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid2 = _errs19 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data9.ultimateBeneficialOwners !== undefined){
let data11 = data9.ultimateBeneficialOwners;
const _errs21 = errors;
if(errors === _errs21){
if(Array.isArray(data11)){
var valid3 = true;
const len0 = data11.length;
for(let i0=0; i0<len0; i0++){
let data12 = data11[i0];
const _errs23 = errors;
const _errs24 = errors;
if(errors === _errs24){
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
let missing2;
if((((((data12.personId === undefined) && (missing2 = "personId")) || ((data12.name === undefined) && (missing2 = "name"))) || ((data12.percentOwned === undefined) && (missing2 = "percentOwned"))) || ((data12.beneficiallyHeld === undefined) && (missing2 = "beneficiallyHeld"))) || ((data12.via === undefined) && (missing2 = "via"))){
validate5.errors = [{instancePath:instancePath+"/ownership/ultimateBeneficialOwners/" + i0,schemaPath:"schema:BeneficialOwner/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data12.personId !== undefined){
const _errs26 = errors;
if(typeof data12.personId !== "string"){
validate5.errors = [{instancePath:instancePath+"/ownership/ultimateBeneficialOwners/" + i0+"/personId",schemaPath:"schema:BeneficialOwner/properties/personId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs26 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data12.name !== undefined){
const _errs28 = errors;
if(typeof data12.name !== "string"){
validate5.errors = [{instancePath:instancePath+"/ownership/ultimateBeneficialOwners/" + i0+"/name",schemaPath:"schema:BeneficialOwner/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs28 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data12.percentOwned !== undefined){
let data15 = data12.percentOwned;
const _errs30 = errors;
if(!((typeof data15 == "number") && (isFinite(data15)))){
validate5.errors = [{instancePath:instancePath+"/ownership/ultimateBeneficialOwners/" + i0+"/percentOwned",schemaPath:"schema:BeneficialOwner/properties/percentOwned/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid5 = _errs30 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data12.beneficiallyHeld !== undefined){
const _errs32 = errors;
if(typeof data12.beneficiallyHeld !== "boolean"){
validate5.errors = [{instancePath:instancePath+"/ownership/ultimateBeneficialOwners/" + i0+"/beneficiallyHeld",schemaPath:"schema:BeneficialOwner/properties/beneficiallyHeld/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid5 = _errs32 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data12.via !== undefined){
let data17 = data12.via;
const _errs34 = errors;
if(errors === _errs34){
if(Array.isArray(data17)){
var valid6 = true;
const len1 = data17.length;
for(let i1=0; i1<len1; i1++){
const _errs36 = errors;
if(typeof data17[i1] !== "string"){
validate5.errors = [{instancePath:instancePath+"/ownership/ultimateBeneficialOwners/" + i0+"/via/" + i1,schemaPath:"schema:BeneficialOwner/properties/via/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs36 === errors;
if(!valid6){
break;
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/ownership/ultimateBeneficialOwners/" + i0+"/via",schemaPath:"schema:BeneficialOwner/properties/via/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid5 = _errs34 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/ownership/ultimateBeneficialOwners/" + i0,schemaPath:"schema:BeneficialOwner/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs23 === errors;
if(!valid3){
break;
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/ownership/ultimateBeneficialOwners",schemaPath:"#/properties/ownership/properties/ultimateBeneficialOwners/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs21 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data9.allOwners !== undefined){
let data19 = data9.allOwners;
const _errs38 = errors;
if(errors === _errs38){
if(Array.isArray(data19)){
var valid7 = true;
const len2 = data19.length;
for(let i2=0; i2<len2; i2++){
let data20 = data19[i2];
const _errs40 = errors;
const _errs41 = errors;
if(errors === _errs41){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
let missing3;
if((((((data20.personId === undefined) && (missing3 = "personId")) || ((data20.name === undefined) && (missing3 = "name"))) || ((data20.percentOwned === undefined) && (missing3 = "percentOwned"))) || ((data20.beneficiallyHeld === undefined) && (missing3 = "beneficiallyHeld"))) || ((data20.via === undefined) && (missing3 = "via"))){
validate5.errors = [{instancePath:instancePath+"/ownership/allOwners/" + i2,schemaPath:"schema:BeneficialOwner/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data20.personId !== undefined){
const _errs43 = errors;
if(typeof data20.personId !== "string"){
validate5.errors = [{instancePath:instancePath+"/ownership/allOwners/" + i2+"/personId",schemaPath:"schema:BeneficialOwner/properties/personId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs43 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data20.name !== undefined){
const _errs45 = errors;
if(typeof data20.name !== "string"){
validate5.errors = [{instancePath:instancePath+"/ownership/allOwners/" + i2+"/name",schemaPath:"schema:BeneficialOwner/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs45 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data20.percentOwned !== undefined){
let data23 = data20.percentOwned;
const _errs47 = errors;
if(!((typeof data23 == "number") && (isFinite(data23)))){
validate5.errors = [{instancePath:instancePath+"/ownership/allOwners/" + i2+"/percentOwned",schemaPath:"schema:BeneficialOwner/properties/percentOwned/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid9 = _errs47 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data20.beneficiallyHeld !== undefined){
const _errs49 = errors;
if(typeof data20.beneficiallyHeld !== "boolean"){
validate5.errors = [{instancePath:instancePath+"/ownership/allOwners/" + i2+"/beneficiallyHeld",schemaPath:"schema:BeneficialOwner/properties/beneficiallyHeld/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid9 = _errs49 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data20.via !== undefined){
let data25 = data20.via;
const _errs51 = errors;
if(errors === _errs51){
if(Array.isArray(data25)){
var valid10 = true;
const len3 = data25.length;
for(let i3=0; i3<len3; i3++){
const _errs53 = errors;
if(typeof data25[i3] !== "string"){
validate5.errors = [{instancePath:instancePath+"/ownership/allOwners/" + i2+"/via/" + i3,schemaPath:"schema:BeneficialOwner/properties/via/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid10 = _errs53 === errors;
if(!valid10){
break;
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/ownership/allOwners/" + i2+"/via",schemaPath:"schema:BeneficialOwner/properties/via/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid9 = _errs51 === errors;
}
else {
var valid9 = true;
}
}
}
}
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/ownership/allOwners/" + i2,schemaPath:"schema:BeneficialOwner/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid7 = _errs40 === errors;
if(!valid7){
break;
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/ownership/allOwners",schemaPath:"#/properties/ownership/properties/allOwners/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs38 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data9.directOwners !== undefined){
let data27 = data9.directOwners;
const _errs55 = errors;
if(errors === _errs55){
if(Array.isArray(data27)){
var valid11 = true;
const len4 = data27.length;
for(let i4=0; i4<len4; i4++){
let data28 = data27[i4];
const _errs57 = errors;
const _errs58 = errors;
if(errors === _errs58){
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
let missing4;
if(((((data28.kind === undefined) && (missing4 = "kind")) || ((data28.id === undefined) && (missing4 = "id"))) || ((data28.name === undefined) && (missing4 = "name"))) || ((data28.percentOwned === undefined) && (missing4 = "percentOwned"))){
validate5.errors = [{instancePath:instancePath+"/ownership/directOwners/" + i4,schemaPath:"schema:Holding/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
if(data28.kind !== undefined){
let data29 = data28.kind;
const _errs60 = errors;
if(typeof data29 !== "string"){
validate5.errors = [{instancePath:instancePath+"/ownership/directOwners/" + i4+"/kind",schemaPath:"schema:Holding/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data29 === "individual") || (data29 === "company"))){
validate5.errors = [{instancePath:instancePath+"/ownership/directOwners/" + i4+"/kind",schemaPath:"schema:Holding/properties/kind/enum",keyword:"enum",params:{allowedValues: schema3.properties.kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid13 = _errs60 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data28.id !== undefined){
const _errs62 = errors;
if(typeof data28.id !== "string"){
validate5.errors = [{instancePath:instancePath+"/ownership/directOwners/" + i4+"/id",schemaPath:"schema:Holding/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid13 = _errs62 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data28.name !== undefined){
const _errs64 = errors;
if(typeof data28.name !== "string"){
validate5.errors = [{instancePath:instancePath+"/ownership/directOwners/" + i4+"/name",schemaPath:"schema:Holding/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid13 = _errs64 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data28.percentOwned !== undefined){
let data32 = data28.percentOwned;
const _errs66 = errors;
if(!((typeof data32 == "number") && (isFinite(data32)))){
validate5.errors = [{instancePath:instancePath+"/ownership/directOwners/" + i4+"/percentOwned",schemaPath:"schema:Holding/properties/percentOwned/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid13 = _errs66 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data28.ceasedOn !== undefined){
const _errs68 = errors;
if(typeof data28.ceasedOn !== "string"){
validate5.errors = [{instancePath:instancePath+"/ownership/directOwners/" + i4+"/ceasedOn",schemaPath:"schema:Holding/properties/ceasedOn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid13 = _errs68 === errors;
}
else {
var valid13 = true;
}
}
}
}
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/ownership/directOwners/" + i4,schemaPath:"schema:Holding/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid11 = _errs57 === errors;
if(!valid11){
break;
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/ownership/directOwners",schemaPath:"#/properties/ownership/properties/directOwners/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs55 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data9.historicalOwners !== undefined){
let data34 = data9.historicalOwners;
const _errs70 = errors;
if(errors === _errs70){
if(Array.isArray(data34)){
var valid14 = true;
const len5 = data34.length;
for(let i5=0; i5<len5; i5++){
let data35 = data34[i5];
const _errs72 = errors;
const _errs73 = errors;
if(errors === _errs73){
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
let missing5;
if(((((data35.kind === undefined) && (missing5 = "kind")) || ((data35.id === undefined) && (missing5 = "id"))) || ((data35.name === undefined) && (missing5 = "name"))) || ((data35.percentOwned === undefined) && (missing5 = "percentOwned"))){
validate5.errors = [{instancePath:instancePath+"/ownership/historicalOwners/" + i5,schemaPath:"schema:Holding/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"}];
return false;
}
else {
if(data35.kind !== undefined){
let data36 = data35.kind;
const _errs75 = errors;
if(typeof data36 !== "string"){
validate5.errors = [{instancePath:instancePath+"/ownership/historicalOwners/" + i5+"/kind",schemaPath:"schema:Holding/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data36 === "individual") || (data36 === "company"))){
validate5.errors = [{instancePath:instancePath+"/ownership/historicalOwners/" + i5+"/kind",schemaPath:"schema:Holding/properties/kind/enum",keyword:"enum",params:{allowedValues: schema3.properties.kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid16 = _errs75 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data35.id !== undefined){
const _errs77 = errors;
if(typeof data35.id !== "string"){
validate5.errors = [{instancePath:instancePath+"/ownership/historicalOwners/" + i5+"/id",schemaPath:"schema:Holding/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid16 = _errs77 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data35.name !== undefined){
const _errs79 = errors;
if(typeof data35.name !== "string"){
validate5.errors = [{instancePath:instancePath+"/ownership/historicalOwners/" + i5+"/name",schemaPath:"schema:Holding/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid16 = _errs79 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data35.percentOwned !== undefined){
let data39 = data35.percentOwned;
const _errs81 = errors;
if(!((typeof data39 == "number") && (isFinite(data39)))){
validate5.errors = [{instancePath:instancePath+"/ownership/historicalOwners/" + i5+"/percentOwned",schemaPath:"schema:Holding/properties/percentOwned/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid16 = _errs81 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data35.ceasedOn !== undefined){
const _errs83 = errors;
if(typeof data35.ceasedOn !== "string"){
validate5.errors = [{instancePath:instancePath+"/ownership/historicalOwners/" + i5+"/ceasedOn",schemaPath:"schema:Holding/properties/ceasedOn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid16 = _errs83 === errors;
}
else {
var valid16 = true;
}
}
}
}
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/ownership/historicalOwners/" + i5,schemaPath:"schema:Holding/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid14 = _errs72 === errors;
if(!valid14){
break;
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/ownership/historicalOwners",schemaPath:"#/properties/ownership/properties/historicalOwners/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs70 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/ownership",schemaPath:"#/properties/ownership/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.checkResult !== undefined){
let data41 = data.checkResult;
const _errs85 = errors;
const _errs86 = errors;
if(errors === _errs86){
if(data41 && typeof data41 == "object" && !Array.isArray(data41)){
let missing6;
if(((((((((data41.requestId === undefined) && (missing6 = "requestId")) || ((data41.entityId === undefined) && (missing6 = "entityId"))) || ((data41.checkId === undefined) && (missing6 = "checkId"))) || ((data41.checkDate === undefined) && (missing6 = "checkDate"))) || ((data41.checkTypes === undefined) && (missing6 = "checkTypes"))) || ((data41.resultLevel === undefined) && (missing6 = "resultLevel"))) || ((data41.reused === undefined) && (missing6 = "reused"))) || ((data41.checkSummary === undefined) && (missing6 = "checkSummary"))){
validate5.errors = [{instancePath:instancePath+"/checkResult",schemaPath:"schema:CheckResult/required",keyword:"required",params:{missingProperty: missing6},message:"must have required property '"+missing6+"'"}];
return false;
}
else {
if(data41.requestId !== undefined){
const _errs88 = errors;
if(typeof data41.requestId !== "string"){
validate5.errors = [{instancePath:instancePath+"/checkResult/requestId",schemaPath:"schema:CheckResult/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid18 = _errs88 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data41.entityId !== undefined){
const _errs90 = errors;
if(typeof data41.entityId !== "string"){
validate5.errors = [{instancePath:instancePath+"/checkResult/entityId",schemaPath:"schema:CheckResult/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid18 = _errs90 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data41.checkId !== undefined){
const _errs92 = errors;
if(typeof data41.checkId !== "string"){
validate5.errors = [{instancePath:instancePath+"/checkResult/checkId",schemaPath:"schema:CheckResult/properties/checkId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid18 = _errs92 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data41.checkDate !== undefined){
let data45 = data41.checkDate;
const _errs94 = errors;
if(errors === _errs94){
if(errors === _errs94){
if(typeof data45 === "string"){
if(!(formats4.validate.test(data45))){
validate5.errors = [{instancePath:instancePath+"/checkResult/checkDate",schemaPath:"schema:CheckResult/properties/checkDate/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate5.errors = [{instancePath:instancePath+"/checkResult/checkDate",schemaPath:"schema:CheckResult/properties/checkDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid18 = _errs94 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data41.checkTypes !== undefined){
let data46 = data41.checkTypes;
const _errs96 = errors;
if(errors === _errs96){
if(Array.isArray(data46)){
var valid19 = true;
const len6 = data46.length;
for(let i6=0; i6<len6; i6++){
const _errs98 = errors;
if(typeof data46[i6] !== "string"){
validate5.errors = [{instancePath:instancePath+"/checkResult/checkTypes/" + i6,schemaPath:"schema:CheckResult/properties/checkTypes/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid19 = _errs98 === errors;
if(!valid19){
break;
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/checkResult/checkTypes",schemaPath:"schema:CheckResult/properties/checkTypes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid18 = _errs96 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data41.skippedCheckTypes !== undefined){
let data48 = data41.skippedCheckTypes;
const _errs100 = errors;
if(errors === _errs100){
if(Array.isArray(data48)){
var valid20 = true;
const len7 = data48.length;
for(let i7=0; i7<len7; i7++){
const _errs102 = errors;
if(typeof data48[i7] !== "string"){
validate5.errors = [{instancePath:instancePath+"/checkResult/skippedCheckTypes/" + i7,schemaPath:"schema:CheckResult/properties/skippedCheckTypes/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid20 = _errs102 === errors;
if(!valid20){
break;
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/checkResult/skippedCheckTypes",schemaPath:"schema:CheckResult/properties/skippedCheckTypes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid18 = _errs100 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data41.resultLevel !== undefined){
const _errs104 = errors;
if(typeof data41.resultLevel !== "string"){
validate5.errors = [{instancePath:instancePath+"/checkResult/resultLevel",schemaPath:"schema:CheckResult/properties/resultLevel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid18 = _errs104 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data41.reused !== undefined){
const _errs106 = errors;
if(typeof data41.reused !== "boolean"){
validate5.errors = [{instancePath:instancePath+"/checkResult/reused",schemaPath:"schema:CheckResult/properties/reused/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid18 = _errs106 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data41.checkSummary !== undefined){
let data52 = data41.checkSummary;
const _errs108 = errors;
if(errors === _errs108){
if(data52 && typeof data52 == "object" && !Array.isArray(data52)){
let missing7;
if(((((data52.resultState === undefined) && (missing7 = "resultState")) || ((data52.riskLevel === undefined) && (missing7 = "riskLevel"))) || ((data52.riskScore === undefined) && (missing7 = "riskScore"))) || ((data52.entityStatus === undefined) && (missing7 = "entityStatus"))){
validate5.errors = [{instancePath:instancePath+"/checkResult/checkSummary",schemaPath:"schema:CheckResult/properties/checkSummary/required",keyword:"required",params:{missingProperty: missing7},message:"must have required property '"+missing7+"'"}];
return false;
}
else {
if(data52.resultState !== undefined){
const _errs110 = errors;
if(typeof data52.resultState !== "string"){
validate5.errors = [{instancePath:instancePath+"/checkResult/checkSummary/resultState",schemaPath:"schema:CheckResult/properties/checkSummary/properties/resultState/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid21 = _errs110 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data52.riskLevel !== undefined){
const _errs112 = errors;
if(typeof data52.riskLevel !== "string"){
validate5.errors = [{instancePath:instancePath+"/checkResult/checkSummary/riskLevel",schemaPath:"schema:CheckResult/properties/checkSummary/properties/riskLevel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid21 = _errs112 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data52.riskScore !== undefined){
let data55 = data52.riskScore;
const _errs114 = errors;
if(!(((typeof data55 == "number") && (!(data55 % 1) && !isNaN(data55))) && (isFinite(data55)))){
validate5.errors = [{instancePath:instancePath+"/checkResult/checkSummary/riskScore",schemaPath:"schema:CheckResult/properties/checkSummary/properties/riskScore/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid21 = _errs114 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data52.entityStatus !== undefined){
const _errs116 = errors;
if(typeof data52.entityStatus !== "string"){
validate5.errors = [{instancePath:instancePath+"/checkResult/checkSummary/entityStatus",schemaPath:"schema:CheckResult/properties/checkSummary/properties/entityStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid21 = _errs116 === errors;
}
else {
var valid21 = true;
}
}
}
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/checkResult/checkSummary",schemaPath:"schema:CheckResult/properties/checkSummary/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid18 = _errs108 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data41.kycResult !== undefined){
let data57 = data41.kycResult;
const _errs118 = errors;
if(errors === _errs118){
if(data57 && typeof data57 == "object" && !Array.isArray(data57)){
}
else {
validate5.errors = [{instancePath:instancePath+"/checkResult/kycResult",schemaPath:"schema:CheckResult/properties/kycResult/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid18 = _errs118 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data41.idResult !== undefined){
let data58 = data41.idResult;
const _errs121 = errors;
if(errors === _errs121){
if(data58 && typeof data58 == "object" && !Array.isArray(data58)){
}
else {
validate5.errors = [{instancePath:instancePath+"/checkResult/idResult",schemaPath:"schema:CheckResult/properties/idResult/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid18 = _errs121 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data41.pepResult !== undefined){
let data59 = data41.pepResult;
const _errs124 = errors;
if(errors === _errs124){
if(data59 && typeof data59 == "object" && !Array.isArray(data59)){
}
else {
validate5.errors = [{instancePath:instancePath+"/checkResult/pepResult",schemaPath:"schema:CheckResult/properties/pepResult/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid18 = _errs124 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data41.fraudResult !== undefined){
let data60 = data41.fraudResult;
const _errs127 = errors;
if(errors === _errs127){
if(data60 && typeof data60 == "object" && !Array.isArray(data60)){
}
else {
validate5.errors = [{instancePath:instancePath+"/checkResult/fraudResult",schemaPath:"schema:CheckResult/properties/fraudResult/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid18 = _errs127 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data41.manualResult !== undefined){
let data61 = data41.manualResult;
const _errs130 = errors;
if(errors === _errs130){
if(data61 && typeof data61 == "object" && !Array.isArray(data61)){
}
else {
validate5.errors = [{instancePath:instancePath+"/checkResult/manualResult",schemaPath:"schema:CheckResult/properties/manualResult/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid18 = _errs130 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data41.idvalidateResult !== undefined){
let data62 = data41.idvalidateResult;
const _errs133 = errors;
if(errors === _errs133){
if(data62 && typeof data62 == "object" && !Array.isArray(data62)){
}
else {
validate5.errors = [{instancePath:instancePath+"/checkResult/idvalidateResult",schemaPath:"schema:CheckResult/properties/idvalidateResult/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid18 = _errs133 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data41.relatedResults !== undefined){
let data63 = data41.relatedResults;
const _errs136 = errors;
if(errors === _errs136){
if(Array.isArray(data63)){
var valid22 = true;
const len8 = data63.length;
for(let i8=0; i8<len8; i8++){
let data64 = data63[i8];
const _errs138 = errors;
if(errors === _errs138){
if(data64 && typeof data64 == "object" && !Array.isArray(data64)){
}
else {
validate5.errors = [{instancePath:instancePath+"/checkResult/relatedResults/" + i8,schemaPath:"schema:CheckResult/properties/relatedResults/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid22 = _errs138 === errors;
if(!valid22){
break;
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/checkResult/relatedResults",schemaPath:"schema:CheckResult/properties/relatedResults/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid18 = _errs136 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data41.reportDocumentId !== undefined){
const _errs141 = errors;
if(typeof data41.reportDocumentId !== "string"){
validate5.errors = [{instancePath:instancePath+"/checkResult/reportDocumentId",schemaPath:"schema:CheckResult/properties/reportDocumentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid18 = _errs141 === errors;
}
else {
var valid18 = true;
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
}
}
}
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/checkResult",schemaPath:"schema:CheckResult/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs85 === errors;
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
else {
validate5.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate5.errors = vErrors;
return errors === 0;
}

exports.res_BusinessReportsResponse = validate11;
const schema19 = {"type":"object","required":["requestId","entityId","reports"],"properties":{"requestId":{"type":"string"},"entityId":{"type":"string"},"reports":{"type":"array","items":{"type":"object","required":["reportType","documentId"],"properties":{"reportType":{"type":"string"},"documentId":{"type":"string"},"creditScore":{"type":"object","properties":{"score":{"type":"integer"},"band":{"type":"string"},"delinquencyRisk":{"type":"string"}}},"creditReport":{"type":"object","properties":{"paymentDefaults":{"type":"integer"},"courtJudgements":{"type":"integer"},"averageDaysToPay":{"type":"integer"},"tradeReferences":{"type":"integer"}}}}}}}};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.requestId === undefined) && (missing0 = "requestId")) || ((data.entityId === undefined) && (missing0 = "entityId"))) || ((data.reports === undefined) && (missing0 = "reports"))){
validate11.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.requestId !== undefined){
const _errs1 = errors;
if(typeof data.requestId !== "string"){
validate11.errors = [{instancePath:instancePath+"/requestId",schemaPath:"#/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.entityId !== undefined){
const _errs3 = errors;
if(typeof data.entityId !== "string"){
validate11.errors = [{instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reports !== undefined){
let data2 = data.reports;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs7 = errors;
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing1;
if(((data3.reportType === undefined) && (missing1 = "reportType")) || ((data3.documentId === undefined) && (missing1 = "documentId"))){
validate11.errors = [{instancePath:instancePath+"/reports/" + i0,schemaPath:"#/properties/reports/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data3.reportType !== undefined){
const _errs9 = errors;
if(typeof data3.reportType !== "string"){
validate11.errors = [{instancePath:instancePath+"/reports/" + i0+"/reportType",schemaPath:"#/properties/reports/items/properties/reportType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.documentId !== undefined){
const _errs11 = errors;
if(typeof data3.documentId !== "string"){
validate11.errors = [{instancePath:instancePath+"/reports/" + i0+"/documentId",schemaPath:"#/properties/reports/items/properties/documentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.creditScore !== undefined){
let data6 = data3.creditScore;
const _errs13 = errors;
if(errors === _errs13){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.score !== undefined){
let data7 = data6.score;
const _errs15 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate11.errors = [{instancePath:instancePath+"/reports/" + i0+"/creditScore/score",schemaPath:"#/properties/reports/items/properties/creditScore/properties/score/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid3 = _errs15 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data6.band !== undefined){
const _errs17 = errors;
if(typeof data6.band !== "string"){
validate11.errors = [{instancePath:instancePath+"/reports/" + i0+"/creditScore/band",schemaPath:"#/properties/reports/items/properties/creditScore/properties/band/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs17 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data6.delinquencyRisk !== undefined){
const _errs19 = errors;
if(typeof data6.delinquencyRisk !== "string"){
validate11.errors = [{instancePath:instancePath+"/reports/" + i0+"/creditScore/delinquencyRisk",schemaPath:"#/properties/reports/items/properties/creditScore/properties/delinquencyRisk/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs19 === errors;
}
else {
var valid3 = true;
}
}
}
}
else {
validate11.errors = [{instancePath:instancePath+"/reports/" + i0+"/creditScore",schemaPath:"#/properties/reports/items/properties/creditScore/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.creditReport !== undefined){
let data10 = data3.creditReport;
const _errs21 = errors;
if(errors === _errs21){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.paymentDefaults !== undefined){
let data11 = data10.paymentDefaults;
const _errs23 = errors;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
validate11.errors = [{instancePath:instancePath+"/reports/" + i0+"/creditReport/paymentDefaults",schemaPath:"#/properties/reports/items/properties/creditReport/properties/paymentDefaults/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid4 = _errs23 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data10.courtJudgements !== undefined){
let data12 = data10.courtJudgements;
const _errs25 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate11.errors = [{instancePath:instancePath+"/reports/" + i0+"/creditReport/courtJudgements",schemaPath:"#/properties/reports/items/properties/creditReport/properties/courtJudgements/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid4 = _errs25 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data10.averageDaysToPay !== undefined){
let data13 = data10.averageDaysToPay;
const _errs27 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
validate11.errors = [{instancePath:instancePath+"/reports/" + i0+"/creditReport/averageDaysToPay",schemaPath:"#/properties/reports/items/properties/creditReport/properties/averageDaysToPay/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid4 = _errs27 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data10.tradeReferences !== undefined){
let data14 = data10.tradeReferences;
const _errs29 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
validate11.errors = [{instancePath:instancePath+"/reports/" + i0+"/creditReport/tradeReferences",schemaPath:"#/properties/reports/items/properties/creditReport/properties/tradeReferences/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid4 = _errs29 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
else {
validate11.errors = [{instancePath:instancePath+"/reports/" + i0+"/creditReport",schemaPath:"#/properties/reports/items/properties/creditReport/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
}
}
else {
validate11.errors = [{instancePath:instancePath+"/reports/" + i0,schemaPath:"#/properties/reports/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate11.errors = [{instancePath:instancePath+"/reports",schemaPath:"#/properties/reports/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
}
else {
validate11.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate11.errors = vErrors;
return errors === 0;
}

exports.res_CheckResult = validate12;

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((data.requestId === undefined) && (missing0 = "requestId")) || ((data.entityId === undefined) && (missing0 = "entityId"))) || ((data.checkId === undefined) && (missing0 = "checkId"))) || ((data.checkDate === undefined) && (missing0 = "checkDate"))) || ((data.checkTypes === undefined) && (missing0 = "checkTypes"))) || ((data.resultLevel === undefined) && (missing0 = "resultLevel"))) || ((data.reused === undefined) && (missing0 = "reused"))) || ((data.checkSummary === undefined) && (missing0 = "checkSummary"))){
validate12.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.requestId !== undefined){
const _errs1 = errors;
if(typeof data.requestId !== "string"){
validate12.errors = [{instancePath:instancePath+"/requestId",schemaPath:"#/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.entityId !== undefined){
const _errs3 = errors;
if(typeof data.entityId !== "string"){
validate12.errors = [{instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.checkId !== undefined){
const _errs5 = errors;
if(typeof data.checkId !== "string"){
validate12.errors = [{instancePath:instancePath+"/checkId",schemaPath:"#/properties/checkId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.checkDate !== undefined){
let data3 = data.checkDate;
const _errs7 = errors;
if(errors === _errs7){
if(errors === _errs7){
if(typeof data3 === "string"){
if(!(formats4.validate.test(data3))){
validate12.errors = [{instancePath:instancePath+"/checkDate",schemaPath:"#/properties/checkDate/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate12.errors = [{instancePath:instancePath+"/checkDate",schemaPath:"#/properties/checkDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.checkTypes !== undefined){
let data4 = data.checkTypes;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs11 = errors;
if(typeof data4[i0] !== "string"){
validate12.errors = [{instancePath:instancePath+"/checkTypes/" + i0,schemaPath:"#/properties/checkTypes/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs11 === errors;
if(!valid1){
break;
}
}
}
else {
validate12.errors = [{instancePath:instancePath+"/checkTypes",schemaPath:"#/properties/checkTypes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.skippedCheckTypes !== undefined){
let data6 = data.skippedCheckTypes;
const _errs13 = errors;
if(errors === _errs13){
if(Array.isArray(data6)){
var valid2 = true;
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
const _errs15 = errors;
if(typeof data6[i1] !== "string"){
validate12.errors = [{instancePath:instancePath+"/skippedCheckTypes/" + i1,schemaPath:"#/properties/skippedCheckTypes/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs15 === errors;
if(!valid2){
break;
}
}
}
else {
validate12.errors = [{instancePath:instancePath+"/skippedCheckTypes",schemaPath:"#/properties/skippedCheckTypes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resultLevel !== undefined){
const _errs17 = errors;
if(typeof data.resultLevel !== "string"){
validate12.errors = [{instancePath:instancePath+"/resultLevel",schemaPath:"#/properties/resultLevel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reused !== undefined){
const _errs19 = errors;
if(typeof data.reused !== "boolean"){
validate12.errors = [{instancePath:instancePath+"/reused",schemaPath:"#/properties/reused/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.checkSummary !== undefined){
let data10 = data.checkSummary;
const _errs21 = errors;
if(errors === _errs21){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
let missing1;
if(((((data10.resultState === undefined) && (missing1 = "resultState")) || ((data10.riskLevel === undefined) && (missing1 = "riskLevel"))) || ((data10.riskScore === undefined) && (missing1 = "riskScore"))) || ((data10.entityStatus === undefined) && (missing1 = "entityStatus"))){
validate12.errors = [{instancePath:instancePath+"/checkSummary",schemaPath:"#/properties/checkSummary/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data10.resultState !== undefined){
const _errs23 = errors;
if(typeof data10.resultState !== "string"){
validate12.errors = [{instancePath:instancePath+"/checkSummary/resultState",schemaPath:"#/properties/checkSummary/properties/resultState/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs23 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data10.riskLevel !== undefined){
const _errs25 = errors;
if(typeof data10.riskLevel !== "string"){
validate12.errors = [{instancePath:instancePath+"/checkSummary/riskLevel",schemaPath:"#/properties/checkSummary/properties/riskLevel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs25 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data10.riskScore !== undefined){
let data13 = data10.riskScore;
const _errs27 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
validate12.errors = [{instancePath:instancePath+"/checkSummary/riskScore",schemaPath:"#/properties/checkSummary/properties/riskScore/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid3 = _errs27 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data10.entityStatus !== undefined){
const _errs29 = errors;
if(typeof data10.entityStatus !== "string"){
validate12.errors = [{instancePath:instancePath+"/checkSummary/entityStatus",schemaPath:"#/properties/checkSummary/properties/entityStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs29 === errors;
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
validate12.errors = [{instancePath:instancePath+"/checkSummary",schemaPath:"#/properties/checkSummary/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.kycResult !== undefined){
let data15 = data.kycResult;
const _errs31 = errors;
if(errors === _errs31){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
}
else {
validate12.errors = [{instancePath:instancePath+"/kycResult",schemaPath:"#/properties/kycResult/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idResult !== undefined){
let data16 = data.idResult;
const _errs34 = errors;
if(errors === _errs34){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
}
else {
validate12.errors = [{instancePath:instancePath+"/idResult",schemaPath:"#/properties/idResult/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pepResult !== undefined){
let data17 = data.pepResult;
const _errs37 = errors;
if(errors === _errs37){
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
}
else {
validate12.errors = [{instancePath:instancePath+"/pepResult",schemaPath:"#/properties/pepResult/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fraudResult !== undefined){
let data18 = data.fraudResult;
const _errs40 = errors;
if(errors === _errs40){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
}
else {
validate12.errors = [{instancePath:instancePath+"/fraudResult",schemaPath:"#/properties/fraudResult/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs40 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.manualResult !== undefined){
let data19 = data.manualResult;
const _errs43 = errors;
if(errors === _errs43){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
}
else {
validate12.errors = [{instancePath:instancePath+"/manualResult",schemaPath:"#/properties/manualResult/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs43 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idvalidateResult !== undefined){
let data20 = data.idvalidateResult;
const _errs46 = errors;
if(errors === _errs46){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
}
else {
validate12.errors = [{instancePath:instancePath+"/idvalidateResult",schemaPath:"#/properties/idvalidateResult/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs46 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.relatedResults !== undefined){
let data21 = data.relatedResults;
const _errs49 = errors;
if(errors === _errs49){
if(Array.isArray(data21)){
var valid4 = true;
const len2 = data21.length;
for(let i2=0; i2<len2; i2++){
let data22 = data21[i2];
const _errs51 = errors;
if(errors === _errs51){
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
}
else {
validate12.errors = [{instancePath:instancePath+"/relatedResults/" + i2,schemaPath:"#/properties/relatedResults/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs51 === errors;
if(!valid4){
break;
}
}
}
else {
validate12.errors = [{instancePath:instancePath+"/relatedResults",schemaPath:"#/properties/relatedResults/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs49 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reportDocumentId !== undefined){
const _errs54 = errors;
if(typeof data.reportDocumentId !== "string"){
validate12.errors = [{instancePath:instancePath+"/reportDocumentId",schemaPath:"#/properties/reportDocumentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs54 === errors;
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
}
}
}
}
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

exports.res_DocumentResponse = validate13;
const schema21 = {"type":"object","required":["requestId","document"],"properties":{"requestId":{"type":"string"},"documentId":{"type":"string"},"entityId":{"type":"string"},"checkId":{"type":"string"},"document":{"$ref":"schema:Document"},"scanResult":{"type":"object","properties":{"state":{"type":"string","enum":["SCANNED","UNREADABLE"]},"fields":{"type":"object","additionalProperties":true}}},"verifyResult":{"type":"object","properties":{"verified":{"type":"boolean"},"reason":{"type":"string"}}},"compareResult":{"type":"object","properties":{"originalDocumentId":{"type":"string"},"match":{"type":"boolean"},"confidenceLevel":{"type":"integer"},"fields":{"type":"array","items":{"type":"object","properties":{"field":{"type":"string"},"original":{"type":"string"},"compared":{"type":"string"},"match":{"type":"boolean"}}}}}},"utilityCompareResult":{"type":"object","properties":{"currentPlan":{"type":"string"},"currentAnnualCostCents":{"type":"integer"},"annualUsageKwh":{"type":"number"},"plans":{"type":"array","items":{"type":"object","properties":{"planId":{"type":"string"},"retailer":{"type":"string"},"planName":{"type":"string"},"annualCostCents":{"type":"integer"},"annualSavingCents":{"type":"integer"}}}}}}}};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.requestId === undefined) && (missing0 = "requestId")) || ((data.document === undefined) && (missing0 = "document"))){
validate13.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.requestId !== undefined){
const _errs1 = errors;
if(typeof data.requestId !== "string"){
validate13.errors = [{instancePath:instancePath+"/requestId",schemaPath:"#/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.documentId !== undefined){
const _errs3 = errors;
if(typeof data.documentId !== "string"){
validate13.errors = [{instancePath:instancePath+"/documentId",schemaPath:"#/properties/documentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.entityId !== undefined){
const _errs5 = errors;
if(typeof data.entityId !== "string"){
validate13.errors = [{instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.checkId !== undefined){
const _errs7 = errors;
if(typeof data.checkId !== "string"){
validate13.errors = [{instancePath:instancePath+"/checkId",schemaPath:"#/properties/checkId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.document !== undefined){
const _errs9 = errors;
if(!(validate7(data.document, {instancePath:instancePath+"/document",parentData:data,parentDataProperty:"document",rootData}))){
vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.scanResult !== undefined){
let data5 = data.scanResult;
const _errs10 = errors;
if(errors === _errs10){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.state !== undefined){
let data6 = data5.state;
const _errs12 = errors;
if(typeof data6 !== "string"){
validate13.errors = [{instancePath:instancePath+"/scanResult/state",schemaPath:"#/properties/scanResult/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data6 === "SCANNED") || (data6 === "UNREADABLE"))){
validate13.errors = [{instancePath:instancePath+"/scanResult/state",schemaPath:"#/properties/scanResult/properties/state/enum",keyword:"enum",params:{allowedValues: schema21.properties.scanResult.properties.state.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs12 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data5.fields !== undefined){
let data7 = data5.fields;
const _errs14 = errors;
if(errors === _errs14){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
}
else {
validate13.errors = [{instancePath:instancePath+"/scanResult/fields",schemaPath:"#/properties/scanResult/properties/fields/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs14 === errors;
}
else {
var valid1 = true;
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/scanResult",schemaPath:"#/properties/scanResult/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.verifyResult !== undefined){
let data8 = data.verifyResult;
const _errs17 = errors;
if(errors === _errs17){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.verified !== undefined){
const _errs19 = errors;
if(typeof data8.verified !== "boolean"){
validate13.errors = [{instancePath:instancePath+"/verifyResult/verified",schemaPath:"#/properties/verifyResult/properties/verified/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid2 = _errs19 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data8.reason !== undefined){
const _errs21 = errors;
if(typeof data8.reason !== "string"){
validate13.errors = [{instancePath:instancePath+"/verifyResult/reason",schemaPath:"#/properties/verifyResult/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs21 === errors;
}
else {
var valid2 = true;
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/verifyResult",schemaPath:"#/properties/verifyResult/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.compareResult !== undefined){
let data11 = data.compareResult;
const _errs23 = errors;
if(errors === _errs23){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.originalDocumentId !== undefined){
const _errs25 = errors;
if(typeof data11.originalDocumentId !== "string"){
validate13.errors = [{instancePath:instancePath+"/compareResult/originalDocumentId",schemaPath:"#/properties/compareResult/properties/originalDocumentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs25 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data11.match !== undefined){
const _errs27 = errors;
if(typeof data11.match !== "boolean"){
validate13.errors = [{instancePath:instancePath+"/compareResult/match",schemaPath:"#/properties/compareResult/properties/match/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid3 = _errs27 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data11.confidenceLevel !== undefined){
let data14 = data11.confidenceLevel;
const _errs29 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
validate13.errors = [{instancePath:instancePath+"/compareResult/confidenceLevel",schemaPath:"#/properties/compareResult/properties/confidenceLevel/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid3 = _errs29 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data11.fields !== undefined){
let data15 = data11.fields;
const _errs31 = errors;
if(errors === _errs31){
if(Array.isArray(data15)){
var valid4 = true;
const len0 = data15.length;
for(let i0=0; i0<len0; i0++){
let data16 = data15[i0];
const _errs33 = errors;
if(errors === _errs33){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.field !== undefined){
const _errs35 = errors;
if(typeof data16.field !== "string"){
validate13.errors = [{instancePath:instancePath+"/compareResult/fields/" + i0+"/field",schemaPath:"#/properties/compareResult/properties/fields/items/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs35 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data16.original !== undefined){
const _errs37 = errors;
if(typeof data16.original !== "string"){
validate13.errors = [{instancePath:instancePath+"/compareResult/fields/" + i0+"/original",schemaPath:"#/properties/compareResult/properties/fields/items/properties/original/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs37 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data16.compared !== undefined){
const _errs39 = errors;
if(typeof data16.compared !== "string"){
validate13.errors = [{instancePath:instancePath+"/compareResult/fields/" + i0+"/compared",schemaPath:"#/properties/compareResult/properties/fields/items/properties/compared/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs39 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data16.match !== undefined){
const _errs41 = errors;
if(typeof data16.match !== "boolean"){
validate13.errors = [{instancePath:instancePath+"/compareResult/fields/" + i0+"/match",schemaPath:"#/properties/compareResult/properties/fields/items/properties/match/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid5 = _errs41 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/compareResult/fields/" + i0,schemaPath:"#/properties/compareResult/properties/fields/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs33 === errors;
if(!valid4){
break;
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/compareResult/fields",schemaPath:"#/properties/compareResult/properties/fields/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs31 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/compareResult",schemaPath:"#/properties/compareResult/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.utilityCompareResult !== undefined){
let data21 = data.utilityCompareResult;
const _errs43 = errors;
if(errors === _errs43){
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(data21.currentPlan !== undefined){
const _errs45 = errors;
if(typeof data21.currentPlan !== "string"){
validate13.errors = [{instancePath:instancePath+"/utilityCompareResult/currentPlan",schemaPath:"#/properties/utilityCompareResult/properties/currentPlan/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs45 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data21.currentAnnualCostCents !== undefined){
let data23 = data21.currentAnnualCostCents;
const _errs47 = errors;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
validate13.errors = [{instancePath:instancePath+"/utilityCompareResult/currentAnnualCostCents",schemaPath:"#/properties/utilityCompareResult/properties/currentAnnualCostCents/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid6 = _errs47 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data21.annualUsageKwh !== undefined){
let data24 = data21.annualUsageKwh;
const _errs49 = errors;
if(!((typeof data24 == "number") && (isFinite(data24)))){
validate13.errors = [{instancePath:instancePath+"/utilityCompareResult/annualUsageKwh",schemaPath:"#/properties/utilityCompareResult/properties/annualUsageKwh/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid6 = _errs49 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data21.plans !== undefined){
let data25 = data21.plans;
const _errs51 = errors;
if(errors === _errs51){
if(Array.isArray(data25)){
var valid7 = true;
const len1 = data25.length;
for(let i1=0; i1<len1; i1++){
let data26 = data25[i1];
const _errs53 = errors;
if(errors === _errs53){
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
if(data26.planId !== undefined){
const _errs55 = errors;
if(typeof data26.planId !== "string"){
validate13.errors = [{instancePath:instancePath+"/utilityCompareResult/plans/" + i1+"/planId",schemaPath:"#/properties/utilityCompareResult/properties/plans/items/properties/planId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs55 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data26.retailer !== undefined){
const _errs57 = errors;
if(typeof data26.retailer !== "string"){
validate13.errors = [{instancePath:instancePath+"/utilityCompareResult/plans/" + i1+"/retailer",schemaPath:"#/properties/utilityCompareResult/properties/plans/items/properties/retailer/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs57 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data26.planName !== undefined){
const _errs59 = errors;
if(typeof data26.planName !== "string"){
validate13.errors = [{instancePath:instancePath+"/utilityCompareResult/plans/" + i1+"/planName",schemaPath:"#/properties/utilityCompareResult/properties/plans/items/properties/planName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs59 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data26.annualCostCents !== undefined){
let data30 = data26.annualCostCents;
const _errs61 = errors;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
validate13.errors = [{instancePath:instancePath+"/utilityCompareResult/plans/" + i1+"/annualCostCents",schemaPath:"#/properties/utilityCompareResult/properties/plans/items/properties/annualCostCents/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid8 = _errs61 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data26.annualSavingCents !== undefined){
let data31 = data26.annualSavingCents;
const _errs63 = errors;
if(!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))){
validate13.errors = [{instancePath:instancePath+"/utilityCompareResult/plans/" + i1+"/annualSavingCents",schemaPath:"#/properties/utilityCompareResult/properties/plans/items/properties/annualSavingCents/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid8 = _errs63 === errors;
}
else {
var valid8 = true;
}
}
}
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/utilityCompareResult/plans/" + i1,schemaPath:"#/properties/utilityCompareResult/properties/plans/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid7 = _errs53 === errors;
if(!valid7){
break;
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/utilityCompareResult/plans",schemaPath:"#/properties/utilityCompareResult/properties/plans/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid6 = _errs51 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/utilityCompareResult",schemaPath:"#/properties/utilityCompareResult/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs43 === errors;
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
validate13.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate13.errors = vErrors;
return errors === 0;
}

exports.res_Accepted = validate15;
const schema22 = {"type":"object","required":["requestId","function"],"properties":{"requestId":{"type":"string"},"function":{"type":"string"},"entityId":{"type":"string"},"documentId":{"type":"string"}}};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.requestId === undefined) && (missing0 = "requestId")) || ((data.function === undefined) && (missing0 = "function"))){
validate15.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.requestId !== undefined){
const _errs1 = errors;
if(typeof data.requestId !== "string"){
validate15.errors = [{instancePath:instancePath+"/requestId",schemaPath:"#/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.function !== undefined){
const _errs3 = errors;
if(typeof data.function !== "string"){
validate15.errors = [{instancePath:instancePath+"/function",schemaPath:"#/properties/function/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.entityId !== undefined){
const _errs5 = errors;
if(typeof data.entityId !== "string"){
validate15.errors = [{instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.documentId !== undefined){
const _errs7 = errors;
if(typeof data.documentId !== "string"){
validate15.errors = [{instancePath:instancePath+"/documentId",schemaPath:"#/properties/documentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
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
validate15.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate15.errors = vErrors;
return errors === 0;
}

exports.res_8 = validate16;
const schema23 = {"type":"object","required":["requestId","documents"],"properties":{"requestId":{"type":"string"},"documents":{"type":"array","items":{"$ref":"schema:Document"}}}};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.requestId === undefined) && (missing0 = "requestId")) || ((data.documents === undefined) && (missing0 = "documents"))){
validate16.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.requestId !== undefined){
const _errs1 = errors;
if(typeof data.requestId !== "string"){
validate16.errors = [{instancePath:instancePath+"/requestId",schemaPath:"#/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.documents !== undefined){
let data1 = data.documents;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(!(validate7(data1[i0], {instancePath:instancePath+"/documents/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate16.errors = [{instancePath:instancePath+"/documents",schemaPath:"#/properties/documents/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs3 === errors;
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

exports.res_Acknowledgement = validate18;
const schema24 = {"type":"object","required":["requestId"],"properties":{"requestId":{"type":"string"},"documentId":{"type":"string"}}};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.requestId === undefined) && (missing0 = "requestId")){
validate18.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.requestId !== undefined){
const _errs1 = errors;
if(typeof data.requestId !== "string"){
validate18.errors = [{instancePath:instancePath+"/requestId",schemaPath:"#/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.documentId !== undefined){
const _errs3 = errors;
if(typeof data.documentId !== "string"){
validate18.errors = [{instancePath:instancePath+"/documentId",schemaPath:"#/properties/documentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
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

exports.res_EntityResponse = validate19;
const schema25 = {"type":"object","required":["requestId","entityId","entity"],"properties":{"requestId":{"type":"string"},"entityId":{"type":"string"},"entity":{"$ref":"schema:Entity"}}};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.requestId === undefined) && (missing0 = "requestId")) || ((data.entityId === undefined) && (missing0 = "entityId"))) || ((data.entity === undefined) && (missing0 = "entity"))){
validate19.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.requestId !== undefined){
const _errs1 = errors;
if(typeof data.requestId !== "string"){
validate19.errors = [{instancePath:instancePath+"/requestId",schemaPath:"#/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.entityId !== undefined){
const _errs3 = errors;
if(typeof data.entityId !== "string"){
validate19.errors = [{instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.entity !== undefined){
const _errs5 = errors;
if(!(validate6(data.entity, {instancePath:instancePath+"/entity",parentData:data,parentDataProperty:"entity",rootData}))){
vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
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

exports.res_PushToMobileResponse = validate21;
const schema26 = {"type":"object","required":["requestId","entityId","function","sent"],"properties":{"requestId":{"type":"string"},"entityId":{"type":"string"},"function":{"type":"string"},"sent":{"type":"boolean"},"linkURL":{"type":"string"}}};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.requestId === undefined) && (missing0 = "requestId")) || ((data.entityId === undefined) && (missing0 = "entityId"))) || ((data.function === undefined) && (missing0 = "function"))) || ((data.sent === undefined) && (missing0 = "sent"))){
validate21.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.requestId !== undefined){
const _errs1 = errors;
if(typeof data.requestId !== "string"){
validate21.errors = [{instancePath:instancePath+"/requestId",schemaPath:"#/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.entityId !== undefined){
const _errs3 = errors;
if(typeof data.entityId !== "string"){
validate21.errors = [{instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.function !== undefined){
const _errs5 = errors;
if(typeof data.function !== "string"){
validate21.errors = [{instancePath:instancePath+"/function",schemaPath:"#/properties/function/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sent !== undefined){
const _errs7 = errors;
if(typeof data.sent !== "boolean"){
validate21.errors = [{instancePath:instancePath+"/sent",schemaPath:"#/properties/sent/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.linkURL !== undefined){
const _errs9 = errors;
if(typeof data.linkURL !== "string"){
validate21.errors = [{instancePath:instancePath+"/linkURL",schemaPath:"#/properties/linkURL/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
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

exports.res_RetrievedResponse = validate22;
const schema27 = {"type":"object","required":["requestId","function","state"],"properties":{"requestId":{"type":"string"},"function":{"type":"string"},"state":{"type":"string","enum":["PENDING","COMPLETE"]},"completesAt":{"type":"string","format":"date-time"},"httpStatusCode":{"type":"integer"},"payload":{},"notification":{"type":"object","properties":{"attempts":{"type":"integer"},"delivered":{"type":"boolean"},"gaveUp":{"type":"boolean"}}}}};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.requestId === undefined) && (missing0 = "requestId")) || ((data.function === undefined) && (missing0 = "function"))) || ((data.state === undefined) && (missing0 = "state"))){
validate22.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.requestId !== undefined){
const _errs1 = errors;
if(typeof data.requestId !== "string"){
validate22.errors = [{instancePath:instancePath+"/requestId",schemaPath:"#/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.function !== undefined){
const _errs3 = errors;
if(typeof data.function !== "string"){
validate22.errors = [{instancePath:instancePath+"/function",schemaPath:"#/properties/function/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
let data2 = data.state;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate22.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data2 === "PENDING") || (data2 === "COMPLETE"))){
validate22.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/enum",keyword:"enum",params:{allowedValues: schema27.properties.state.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.completesAt !== undefined){
let data3 = data.completesAt;
const _errs7 = errors;
if(errors === _errs7){
if(errors === _errs7){
if(typeof data3 === "string"){
if(!(formats4.validate.test(data3))){
validate22.errors = [{instancePath:instancePath+"/completesAt",schemaPath:"#/properties/completesAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/completesAt",schemaPath:"#/properties/completesAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.httpStatusCode !== undefined){
let data4 = data.httpStatusCode;
const _errs9 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate22.errors = [{instancePath:instancePath+"/httpStatusCode",schemaPath:"#/properties/httpStatusCode/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notification !== undefined){
let data5 = data.notification;
const _errs11 = errors;
if(errors === _errs11){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.attempts !== undefined){
let data6 = data5.attempts;
const _errs13 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate22.errors = [{instancePath:instancePath+"/notification/attempts",schemaPath:"#/properties/notification/properties/attempts/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data5.delivered !== undefined){
const _errs15 = errors;
if(typeof data5.delivered !== "boolean"){
validate22.errors = [{instancePath:instancePath+"/notification/delivered",schemaPath:"#/properties/notification/properties/delivered/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data5.gaveUp !== undefined){
const _errs17 = errors;
if(typeof data5.gaveUp !== "boolean"){
validate22.errors = [{instancePath:instancePath+"/notification/gaveUp",schemaPath:"#/properties/notification/properties/gaveUp/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/notification",schemaPath:"#/properties/notification/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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

exports.res_13 = validate23;
const schema28 = {"type":"object","required":["puppy"],"properties":{"puppy":{"type":"boolean"},"asknicely1":{"type":"string"},"commit":{"type":"string"}}};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.puppy === undefined) && (missing0 = "puppy")){
validate23.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.puppy !== undefined){
const _errs1 = errors;
if(typeof data.puppy !== "boolean"){
validate23.errors = [{instancePath:instancePath+"/puppy",schemaPath:"#/properties/puppy/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.asknicely1 !== undefined){
const _errs3 = errors;
if(typeof data.asknicely1 !== "string"){
validate23.errors = [{instancePath:instancePath+"/asknicely1",schemaPath:"#/properties/asknicely1/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.commit !== undefined){
const _errs5 = errors;
if(typeof data.commit !== "string"){
validate23.errors = [{instancePath:instancePath+"/commit",schemaPath:"#/properties/commit/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
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
