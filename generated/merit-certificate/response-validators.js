// generated from specs/merit-certificate.yaml — do not edit; run `make generate`
"use strict";
exports.res_Certificate = validate0;
const schema0 = {"type":"object","required":["language","name","type","number","issuedAt","issueDate","validFromDate","status","IssuedBy","IssuedTo","CertificateData"],"additionalProperties":false,"properties":{"language":{"type":"string"},"name":{"type":"string"},"type":{"type":"string"},"number":{"type":"string"},"issuedAt":{"type":"string"},"issueDate":{"$ref":"schema:PrintedDate"},"validFromDate":{"$ref":"schema:PrintedDate"},"status":{"type":"string","enum":["A"]},"IssuedBy":{"type":"object","required":["Organization"],"additionalProperties":false,"properties":{"Organization":{"type":"object","required":["name","code","tin","uid","type","Address"],"additionalProperties":false,"properties":{"name":{"type":"string"},"code":{"type":"string"},"tin":{"type":"string"},"uid":{"type":"string"},"type":{"type":"string"},"Address":{"$ref":"schema:Address"}}}}},"IssuedTo":{"type":"object","required":["Person"],"additionalProperties":false,"properties":{"Person":{"$ref":"schema:Person"}}},"CertificateData":{"$ref":"schema:CertificateData"}}};
const schema1 = {"type":"string","pattern":"^[0-9]{2}-[0-9]{2}-[0-9]{4}$"};
const schema3 = {"type":"object","required":["type","line1","line2","house","landmark","locality","vtc","district","pin","state","country"],"additionalProperties":false,"properties":{"type":{"type":"string"},"line1":{"type":"string"},"line2":{"type":"string"},"house":{"type":"string"},"landmark":{"type":"string"},"locality":{"type":"string"},"vtc":{"type":"string"},"district":{"type":"string"},"pin":{"type":"string"},"state":{"type":"string"},"country":{"type":"string"}}};
const func0 = Object.prototype.hasOwnProperty;
const pattern0 = new RegExp("^[0-9]{2}-[0-9]{2}-[0-9]{4}$", "u");
const schema4 = {"type":"object","required":["uid","title","name","dob","swd","swdIndicator","motherName","gender","maritalStatus","disabilityStatus","category","religion","phone","email","Address","Photo"],"additionalProperties":false,"properties":{"uid":{"type":"string"},"title":{"type":"string"},"name":{"type":"string"},"dob":{"$ref":"schema:PrintedDate"},"swd":{"type":"string"},"swdIndicator":{"type":"string","enum":["S","W","D"]},"motherName":{"type":"string"},"gender":{"type":"string","enum":["M","F","T"]},"maritalStatus":{"type":"string"},"disabilityStatus":{"type":"string"},"category":{"type":"string"},"religion":{"type":"string"},"phone":{"type":"string"},"email":{"type":"string"},"Address":{"$ref":"schema:Address"},"Photo":{"type":"object","required":["format"],"additionalProperties":false,"properties":{"format":{"type":"string"}}}}};

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((((((data.uid === undefined) && (missing0 = "uid")) || ((data.title === undefined) && (missing0 = "title"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.dob === undefined) && (missing0 = "dob"))) || ((data.swd === undefined) && (missing0 = "swd"))) || ((data.swdIndicator === undefined) && (missing0 = "swdIndicator"))) || ((data.motherName === undefined) && (missing0 = "motherName"))) || ((data.gender === undefined) && (missing0 = "gender"))) || ((data.maritalStatus === undefined) && (missing0 = "maritalStatus"))) || ((data.disabilityStatus === undefined) && (missing0 = "disabilityStatus"))) || ((data.category === undefined) && (missing0 = "category"))) || ((data.religion === undefined) && (missing0 = "religion"))) || ((data.phone === undefined) && (missing0 = "phone"))) || ((data.email === undefined) && (missing0 = "email"))) || ((data.Address === undefined) && (missing0 = "Address"))) || ((data.Photo === undefined) && (missing0 = "Photo"))){
validate1.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func0.call(schema4.properties, key0))){
validate1.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.uid !== undefined){
const _errs2 = errors;
if(typeof data.uid !== "string"){
validate1.errors = [{instancePath:instancePath+"/uid",schemaPath:"#/properties/uid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.title !== undefined){
const _errs4 = errors;
if(typeof data.title !== "string"){
validate1.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs6 = errors;
if(typeof data.name !== "string"){
validate1.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dob !== undefined){
let data3 = data.dob;
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
validate1.errors = [{instancePath:instancePath+"/dob",schemaPath:"schema:PrintedDate/pattern",keyword:"pattern",params:{pattern: "^[0-9]{2}-[0-9]{2}-[0-9]{4}$"},message:"must match pattern \""+"^[0-9]{2}-[0-9]{2}-[0-9]{4}$"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/dob",schemaPath:"schema:PrintedDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.swd !== undefined){
const _errs11 = errors;
if(typeof data.swd !== "string"){
validate1.errors = [{instancePath:instancePath+"/swd",schemaPath:"#/properties/swd/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.swdIndicator !== undefined){
let data5 = data.swdIndicator;
const _errs13 = errors;
if(typeof data5 !== "string"){
validate1.errors = [{instancePath:instancePath+"/swdIndicator",schemaPath:"#/properties/swdIndicator/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data5 === "S") || (data5 === "W")) || (data5 === "D"))){
validate1.errors = [{instancePath:instancePath+"/swdIndicator",schemaPath:"#/properties/swdIndicator/enum",keyword:"enum",params:{allowedValues: schema4.properties.swdIndicator.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.motherName !== undefined){
const _errs15 = errors;
if(typeof data.motherName !== "string"){
validate1.errors = [{instancePath:instancePath+"/motherName",schemaPath:"#/properties/motherName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gender !== undefined){
let data7 = data.gender;
const _errs17 = errors;
if(typeof data7 !== "string"){
validate1.errors = [{instancePath:instancePath+"/gender",schemaPath:"#/properties/gender/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data7 === "M") || (data7 === "F")) || (data7 === "T"))){
validate1.errors = [{instancePath:instancePath+"/gender",schemaPath:"#/properties/gender/enum",keyword:"enum",params:{allowedValues: schema4.properties.gender.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maritalStatus !== undefined){
const _errs19 = errors;
if(typeof data.maritalStatus !== "string"){
validate1.errors = [{instancePath:instancePath+"/maritalStatus",schemaPath:"#/properties/maritalStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.disabilityStatus !== undefined){
const _errs21 = errors;
if(typeof data.disabilityStatus !== "string"){
validate1.errors = [{instancePath:instancePath+"/disabilityStatus",schemaPath:"#/properties/disabilityStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.category !== undefined){
const _errs23 = errors;
if(typeof data.category !== "string"){
validate1.errors = [{instancePath:instancePath+"/category",schemaPath:"#/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.religion !== undefined){
const _errs25 = errors;
if(typeof data.religion !== "string"){
validate1.errors = [{instancePath:instancePath+"/religion",schemaPath:"#/properties/religion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phone !== undefined){
const _errs27 = errors;
if(typeof data.phone !== "string"){
validate1.errors = [{instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.email !== undefined){
const _errs29 = errors;
if(typeof data.email !== "string"){
validate1.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Address !== undefined){
let data14 = data.Address;
const _errs31 = errors;
const _errs32 = errors;
if(errors === _errs32){
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
let missing1;
if((((((((((((data14.type === undefined) && (missing1 = "type")) || ((data14.line1 === undefined) && (missing1 = "line1"))) || ((data14.line2 === undefined) && (missing1 = "line2"))) || ((data14.house === undefined) && (missing1 = "house"))) || ((data14.landmark === undefined) && (missing1 = "landmark"))) || ((data14.locality === undefined) && (missing1 = "locality"))) || ((data14.vtc === undefined) && (missing1 = "vtc"))) || ((data14.district === undefined) && (missing1 = "district"))) || ((data14.pin === undefined) && (missing1 = "pin"))) || ((data14.state === undefined) && (missing1 = "state"))) || ((data14.country === undefined) && (missing1 = "country"))){
validate1.errors = [{instancePath:instancePath+"/Address",schemaPath:"schema:Address/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs34 = errors;
for(const key1 in data14){
if(!(func0.call(schema3.properties, key1))){
validate1.errors = [{instancePath:instancePath+"/Address",schemaPath:"schema:Address/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs34 === errors){
if(data14.type !== undefined){
const _errs35 = errors;
if(typeof data14.type !== "string"){
validate1.errors = [{instancePath:instancePath+"/Address/type",schemaPath:"schema:Address/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs35 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data14.line1 !== undefined){
const _errs37 = errors;
if(typeof data14.line1 !== "string"){
validate1.errors = [{instancePath:instancePath+"/Address/line1",schemaPath:"schema:Address/properties/line1/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs37 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data14.line2 !== undefined){
const _errs39 = errors;
if(typeof data14.line2 !== "string"){
validate1.errors = [{instancePath:instancePath+"/Address/line2",schemaPath:"schema:Address/properties/line2/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs39 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data14.house !== undefined){
const _errs41 = errors;
if(typeof data14.house !== "string"){
validate1.errors = [{instancePath:instancePath+"/Address/house",schemaPath:"schema:Address/properties/house/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs41 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data14.landmark !== undefined){
const _errs43 = errors;
if(typeof data14.landmark !== "string"){
validate1.errors = [{instancePath:instancePath+"/Address/landmark",schemaPath:"schema:Address/properties/landmark/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs43 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data14.locality !== undefined){
const _errs45 = errors;
if(typeof data14.locality !== "string"){
validate1.errors = [{instancePath:instancePath+"/Address/locality",schemaPath:"schema:Address/properties/locality/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs45 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data14.vtc !== undefined){
const _errs47 = errors;
if(typeof data14.vtc !== "string"){
validate1.errors = [{instancePath:instancePath+"/Address/vtc",schemaPath:"schema:Address/properties/vtc/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs47 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data14.district !== undefined){
const _errs49 = errors;
if(typeof data14.district !== "string"){
validate1.errors = [{instancePath:instancePath+"/Address/district",schemaPath:"schema:Address/properties/district/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs49 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data14.pin !== undefined){
const _errs51 = errors;
if(typeof data14.pin !== "string"){
validate1.errors = [{instancePath:instancePath+"/Address/pin",schemaPath:"schema:Address/properties/pin/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs51 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data14.state !== undefined){
const _errs53 = errors;
if(typeof data14.state !== "string"){
validate1.errors = [{instancePath:instancePath+"/Address/state",schemaPath:"schema:Address/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs53 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data14.country !== undefined){
const _errs55 = errors;
if(typeof data14.country !== "string"){
validate1.errors = [{instancePath:instancePath+"/Address/country",schemaPath:"schema:Address/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs55 === errors;
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
}
}
}
}
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/Address",schemaPath:"schema:Address/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Photo !== undefined){
let data26 = data.Photo;
const _errs57 = errors;
if(errors === _errs57){
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
let missing2;
if((data26.format === undefined) && (missing2 = "format")){
validate1.errors = [{instancePath:instancePath+"/Photo",schemaPath:"#/properties/Photo/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs59 = errors;
for(const key2 in data26){
if(!(key2 === "format")){
validate1.errors = [{instancePath:instancePath+"/Photo",schemaPath:"#/properties/Photo/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs59 === errors){
if(data26.format !== undefined){
if(typeof data26.format !== "string"){
validate1.errors = [{instancePath:instancePath+"/Photo/format",schemaPath:"#/properties/Photo/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/Photo",schemaPath:"#/properties/Photo/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs57 === errors;
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
validate1.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate1.errors = vErrors;
return errors === 0;
}

const schema7 = {"type":"object","required":["School","Examination","Performance"],"additionalProperties":false,"properties":{"School":{"type":"object","required":["name","code"],"additionalProperties":false,"properties":{"name":{"type":"string"},"code":{"type":"string"}}},"Examination":{"type":"object","required":["name","month","year"],"additionalProperties":false,"properties":{"name":{"type":"string"},"month":{"type":"string"},"year":{"type":"string","pattern":"^[0-9]{4}$"}}},"Performance":{"type":"object","required":["result","marksTotal","marksMax","percentage","cgpa","cgpaMax","grade","resultDate","updateDate","Subjects"],"additionalProperties":false,"properties":{"result":{"type":"string"},"marksTotal":{"type":"string"},"marksMax":{"type":"string"},"percentage":{"type":"string"},"cgpa":{"type":"string"},"cgpaMax":{"type":"string"},"grade":{"type":"string"},"resultDate":{"$ref":"schema:PrintedDate"},"updateDate":{"type":"string"},"Subjects":{"type":"array","items":{"$ref":"schema:Subject"}}}}}};
const schema9 = {"type":"object","required":["name","code","marksTheory","marksMaxTheory","marksPractical","marksMaxPractical","marksTotal","marksMax","gp","gpMax","grade"],"additionalProperties":false,"properties":{"name":{"type":"string"},"code":{"type":"string"},"marksTheory":{"type":"string"},"marksMaxTheory":{"type":"string"},"marksPractical":{"type":"string"},"marksMaxPractical":{"type":"string"},"marksTotal":{"type":"string"},"marksMax":{"type":"string"},"gp":{"type":"string"},"gpMax":{"type":"string"},"grade":{"type":"string"}}};
const pattern3 = new RegExp("^[0-9]{4}$", "u");

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.School === undefined) && (missing0 = "School")) || ((data.Examination === undefined) && (missing0 = "Examination"))) || ((data.Performance === undefined) && (missing0 = "Performance"))){
validate3.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "School") || (key0 === "Examination")) || (key0 === "Performance"))){
validate3.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.School !== undefined){
let data0 = data.School;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if(((data0.name === undefined) && (missing1 = "name")) || ((data0.code === undefined) && (missing1 = "code"))){
validate3.errors = [{instancePath:instancePath+"/School",schemaPath:"#/properties/School/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs4 = errors;
for(const key1 in data0){
if(!((key1 === "name") || (key1 === "code"))){
validate3.errors = [{instancePath:instancePath+"/School",schemaPath:"#/properties/School/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs4 === errors){
if(data0.name !== undefined){
const _errs5 = errors;
if(typeof data0.name !== "string"){
validate3.errors = [{instancePath:instancePath+"/School/name",schemaPath:"#/properties/School/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.code !== undefined){
const _errs7 = errors;
if(typeof data0.code !== "string"){
validate3.errors = [{instancePath:instancePath+"/School/code",schemaPath:"#/properties/School/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
validate3.errors = [{instancePath:instancePath+"/School",schemaPath:"#/properties/School/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Examination !== undefined){
let data3 = data.Examination;
const _errs9 = errors;
if(errors === _errs9){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing2;
if((((data3.name === undefined) && (missing2 = "name")) || ((data3.month === undefined) && (missing2 = "month"))) || ((data3.year === undefined) && (missing2 = "year"))){
validate3.errors = [{instancePath:instancePath+"/Examination",schemaPath:"#/properties/Examination/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs11 = errors;
for(const key2 in data3){
if(!(((key2 === "name") || (key2 === "month")) || (key2 === "year"))){
validate3.errors = [{instancePath:instancePath+"/Examination",schemaPath:"#/properties/Examination/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs11 === errors){
if(data3.name !== undefined){
const _errs12 = errors;
if(typeof data3.name !== "string"){
validate3.errors = [{instancePath:instancePath+"/Examination/name",schemaPath:"#/properties/Examination/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs12 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.month !== undefined){
const _errs14 = errors;
if(typeof data3.month !== "string"){
validate3.errors = [{instancePath:instancePath+"/Examination/month",schemaPath:"#/properties/Examination/properties/month/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs14 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.year !== undefined){
let data6 = data3.year;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data6 === "string"){
if(!pattern3.test(data6)){
validate3.errors = [{instancePath:instancePath+"/Examination/year",schemaPath:"#/properties/Examination/properties/year/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}$"},message:"must match pattern \""+"^[0-9]{4}$"+"\""}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/Examination/year",schemaPath:"#/properties/Examination/properties/year/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs16 === errors;
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
validate3.errors = [{instancePath:instancePath+"/Examination",schemaPath:"#/properties/Examination/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Performance !== undefined){
let data7 = data.Performance;
const _errs18 = errors;
if(errors === _errs18){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing3;
if(((((((((((data7.result === undefined) && (missing3 = "result")) || ((data7.marksTotal === undefined) && (missing3 = "marksTotal"))) || ((data7.marksMax === undefined) && (missing3 = "marksMax"))) || ((data7.percentage === undefined) && (missing3 = "percentage"))) || ((data7.cgpa === undefined) && (missing3 = "cgpa"))) || ((data7.cgpaMax === undefined) && (missing3 = "cgpaMax"))) || ((data7.grade === undefined) && (missing3 = "grade"))) || ((data7.resultDate === undefined) && (missing3 = "resultDate"))) || ((data7.updateDate === undefined) && (missing3 = "updateDate"))) || ((data7.Subjects === undefined) && (missing3 = "Subjects"))){
validate3.errors = [{instancePath:instancePath+"/Performance",schemaPath:"#/properties/Performance/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs20 = errors;
for(const key3 in data7){
if(!(func0.call(schema7.properties.Performance.properties, key3))){
validate3.errors = [{instancePath:instancePath+"/Performance",schemaPath:"#/properties/Performance/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data7.result !== undefined){
const _errs21 = errors;
if(typeof data7.result !== "string"){
validate3.errors = [{instancePath:instancePath+"/Performance/result",schemaPath:"#/properties/Performance/properties/result/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs21 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.marksTotal !== undefined){
const _errs23 = errors;
if(typeof data7.marksTotal !== "string"){
validate3.errors = [{instancePath:instancePath+"/Performance/marksTotal",schemaPath:"#/properties/Performance/properties/marksTotal/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs23 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.marksMax !== undefined){
const _errs25 = errors;
if(typeof data7.marksMax !== "string"){
validate3.errors = [{instancePath:instancePath+"/Performance/marksMax",schemaPath:"#/properties/Performance/properties/marksMax/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs25 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.percentage !== undefined){
const _errs27 = errors;
if(typeof data7.percentage !== "string"){
validate3.errors = [{instancePath:instancePath+"/Performance/percentage",schemaPath:"#/properties/Performance/properties/percentage/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs27 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.cgpa !== undefined){
const _errs29 = errors;
if(typeof data7.cgpa !== "string"){
validate3.errors = [{instancePath:instancePath+"/Performance/cgpa",schemaPath:"#/properties/Performance/properties/cgpa/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs29 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.cgpaMax !== undefined){
const _errs31 = errors;
if(typeof data7.cgpaMax !== "string"){
validate3.errors = [{instancePath:instancePath+"/Performance/cgpaMax",schemaPath:"#/properties/Performance/properties/cgpaMax/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs31 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.grade !== undefined){
const _errs33 = errors;
if(typeof data7.grade !== "string"){
validate3.errors = [{instancePath:instancePath+"/Performance/grade",schemaPath:"#/properties/Performance/properties/grade/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs33 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.resultDate !== undefined){
let data15 = data7.resultDate;
const _errs35 = errors;
const _errs36 = errors;
if(errors === _errs36){
if(typeof data15 === "string"){
if(!pattern0.test(data15)){
validate3.errors = [{instancePath:instancePath+"/Performance/resultDate",schemaPath:"schema:PrintedDate/pattern",keyword:"pattern",params:{pattern: "^[0-9]{2}-[0-9]{2}-[0-9]{4}$"},message:"must match pattern \""+"^[0-9]{2}-[0-9]{2}-[0-9]{4}$"+"\""}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/Performance/resultDate",schemaPath:"schema:PrintedDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs35 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.updateDate !== undefined){
const _errs38 = errors;
if(typeof data7.updateDate !== "string"){
validate3.errors = [{instancePath:instancePath+"/Performance/updateDate",schemaPath:"#/properties/Performance/properties/updateDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs38 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.Subjects !== undefined){
let data17 = data7.Subjects;
const _errs40 = errors;
if(errors === _errs40){
if(Array.isArray(data17)){
var valid5 = true;
const len0 = data17.length;
for(let i0=0; i0<len0; i0++){
let data18 = data17[i0];
const _errs42 = errors;
const _errs43 = errors;
if(errors === _errs43){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
let missing4;
if((((((((((((data18.name === undefined) && (missing4 = "name")) || ((data18.code === undefined) && (missing4 = "code"))) || ((data18.marksTheory === undefined) && (missing4 = "marksTheory"))) || ((data18.marksMaxTheory === undefined) && (missing4 = "marksMaxTheory"))) || ((data18.marksPractical === undefined) && (missing4 = "marksPractical"))) || ((data18.marksMaxPractical === undefined) && (missing4 = "marksMaxPractical"))) || ((data18.marksTotal === undefined) && (missing4 = "marksTotal"))) || ((data18.marksMax === undefined) && (missing4 = "marksMax"))) || ((data18.gp === undefined) && (missing4 = "gp"))) || ((data18.gpMax === undefined) && (missing4 = "gpMax"))) || ((data18.grade === undefined) && (missing4 = "grade"))){
validate3.errors = [{instancePath:instancePath+"/Performance/Subjects/" + i0,schemaPath:"schema:Subject/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
const _errs45 = errors;
for(const key4 in data18){
if(!(func0.call(schema9.properties, key4))){
validate3.errors = [{instancePath:instancePath+"/Performance/Subjects/" + i0,schemaPath:"schema:Subject/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs45 === errors){
if(data18.name !== undefined){
const _errs46 = errors;
if(typeof data18.name !== "string"){
validate3.errors = [{instancePath:instancePath+"/Performance/Subjects/" + i0+"/name",schemaPath:"schema:Subject/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs46 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data18.code !== undefined){
const _errs48 = errors;
if(typeof data18.code !== "string"){
validate3.errors = [{instancePath:instancePath+"/Performance/Subjects/" + i0+"/code",schemaPath:"schema:Subject/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs48 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data18.marksTheory !== undefined){
const _errs50 = errors;
if(typeof data18.marksTheory !== "string"){
validate3.errors = [{instancePath:instancePath+"/Performance/Subjects/" + i0+"/marksTheory",schemaPath:"schema:Subject/properties/marksTheory/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs50 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data18.marksMaxTheory !== undefined){
const _errs52 = errors;
if(typeof data18.marksMaxTheory !== "string"){
validate3.errors = [{instancePath:instancePath+"/Performance/Subjects/" + i0+"/marksMaxTheory",schemaPath:"schema:Subject/properties/marksMaxTheory/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs52 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data18.marksPractical !== undefined){
const _errs54 = errors;
if(typeof data18.marksPractical !== "string"){
validate3.errors = [{instancePath:instancePath+"/Performance/Subjects/" + i0+"/marksPractical",schemaPath:"schema:Subject/properties/marksPractical/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs54 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data18.marksMaxPractical !== undefined){
const _errs56 = errors;
if(typeof data18.marksMaxPractical !== "string"){
validate3.errors = [{instancePath:instancePath+"/Performance/Subjects/" + i0+"/marksMaxPractical",schemaPath:"schema:Subject/properties/marksMaxPractical/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs56 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data18.marksTotal !== undefined){
const _errs58 = errors;
if(typeof data18.marksTotal !== "string"){
validate3.errors = [{instancePath:instancePath+"/Performance/Subjects/" + i0+"/marksTotal",schemaPath:"schema:Subject/properties/marksTotal/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs58 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data18.marksMax !== undefined){
const _errs60 = errors;
if(typeof data18.marksMax !== "string"){
validate3.errors = [{instancePath:instancePath+"/Performance/Subjects/" + i0+"/marksMax",schemaPath:"schema:Subject/properties/marksMax/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs60 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data18.gp !== undefined){
const _errs62 = errors;
if(typeof data18.gp !== "string"){
validate3.errors = [{instancePath:instancePath+"/Performance/Subjects/" + i0+"/gp",schemaPath:"schema:Subject/properties/gp/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs62 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data18.gpMax !== undefined){
const _errs64 = errors;
if(typeof data18.gpMax !== "string"){
validate3.errors = [{instancePath:instancePath+"/Performance/Subjects/" + i0+"/gpMax",schemaPath:"schema:Subject/properties/gpMax/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs64 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data18.grade !== undefined){
const _errs66 = errors;
if(typeof data18.grade !== "string"){
validate3.errors = [{instancePath:instancePath+"/Performance/Subjects/" + i0+"/grade",schemaPath:"schema:Subject/properties/grade/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs66 === errors;
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
}
}
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/Performance/Subjects/" + i0,schemaPath:"schema:Subject/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate3.errors = [{instancePath:instancePath+"/Performance/Subjects",schemaPath:"#/properties/Performance/properties/Subjects/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs40 === errors;
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
}
}
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/Performance",schemaPath:"#/properties/Performance/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs18 === errors;
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
validate3.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate3.errors = vErrors;
return errors === 0;
}


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((data.language === undefined) && (missing0 = "language")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.number === undefined) && (missing0 = "number"))) || ((data.issuedAt === undefined) && (missing0 = "issuedAt"))) || ((data.issueDate === undefined) && (missing0 = "issueDate"))) || ((data.validFromDate === undefined) && (missing0 = "validFromDate"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.IssuedBy === undefined) && (missing0 = "IssuedBy"))) || ((data.IssuedTo === undefined) && (missing0 = "IssuedTo"))) || ((data.CertificateData === undefined) && (missing0 = "CertificateData"))){
validate0.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func0.call(schema0.properties, key0))){
validate0.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.language !== undefined){
const _errs2 = errors;
if(typeof data.language !== "string"){
validate0.errors = [{instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs4 = errors;
if(typeof data.name !== "string"){
validate0.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
const _errs6 = errors;
if(typeof data.type !== "string"){
validate0.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.number !== undefined){
const _errs8 = errors;
if(typeof data.number !== "string"){
validate0.errors = [{instancePath:instancePath+"/number",schemaPath:"#/properties/number/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.issuedAt !== undefined){
const _errs10 = errors;
if(typeof data.issuedAt !== "string"){
validate0.errors = [{instancePath:instancePath+"/issuedAt",schemaPath:"#/properties/issuedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.issueDate !== undefined){
let data5 = data.issueDate;
const _errs12 = errors;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data5 === "string"){
if(!pattern0.test(data5)){
validate0.errors = [{instancePath:instancePath+"/issueDate",schemaPath:"schema:PrintedDate/pattern",keyword:"pattern",params:{pattern: "^[0-9]{2}-[0-9]{2}-[0-9]{4}$"},message:"must match pattern \""+"^[0-9]{2}-[0-9]{2}-[0-9]{4}$"+"\""}];
return false;
}
}
else {
validate0.errors = [{instancePath:instancePath+"/issueDate",schemaPath:"schema:PrintedDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.validFromDate !== undefined){
let data6 = data.validFromDate;
const _errs15 = errors;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data6 === "string"){
if(!pattern0.test(data6)){
validate0.errors = [{instancePath:instancePath+"/validFromDate",schemaPath:"schema:PrintedDate/pattern",keyword:"pattern",params:{pattern: "^[0-9]{2}-[0-9]{2}-[0-9]{4}$"},message:"must match pattern \""+"^[0-9]{2}-[0-9]{2}-[0-9]{4}$"+"\""}];
return false;
}
}
else {
validate0.errors = [{instancePath:instancePath+"/validFromDate",schemaPath:"schema:PrintedDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data7 = data.status;
const _errs18 = errors;
if(typeof data7 !== "string"){
validate0.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data7 === "A")){
validate0.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema0.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.IssuedBy !== undefined){
let data8 = data.IssuedBy;
const _errs20 = errors;
if(errors === _errs20){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if((data8.Organization === undefined) && (missing1 = "Organization")){
validate0.errors = [{instancePath:instancePath+"/IssuedBy",schemaPath:"#/properties/IssuedBy/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs22 = errors;
for(const key1 in data8){
if(!(key1 === "Organization")){
validate0.errors = [{instancePath:instancePath+"/IssuedBy",schemaPath:"#/properties/IssuedBy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs22 === errors){
if(data8.Organization !== undefined){
let data9 = data8.Organization;
const _errs23 = errors;
if(errors === _errs23){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing2;
if(((((((data9.name === undefined) && (missing2 = "name")) || ((data9.code === undefined) && (missing2 = "code"))) || ((data9.tin === undefined) && (missing2 = "tin"))) || ((data9.uid === undefined) && (missing2 = "uid"))) || ((data9.type === undefined) && (missing2 = "type"))) || ((data9.Address === undefined) && (missing2 = "Address"))){
validate0.errors = [{instancePath:instancePath+"/IssuedBy/Organization",schemaPath:"#/properties/IssuedBy/properties/Organization/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs25 = errors;
for(const key2 in data9){
if(!((((((key2 === "name") || (key2 === "code")) || (key2 === "tin")) || (key2 === "uid")) || (key2 === "type")) || (key2 === "Address"))){
validate0.errors = [{instancePath:instancePath+"/IssuedBy/Organization",schemaPath:"#/properties/IssuedBy/properties/Organization/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs25 === errors){
if(data9.name !== undefined){
const _errs26 = errors;
if(typeof data9.name !== "string"){
validate0.errors = [{instancePath:instancePath+"/IssuedBy/Organization/name",schemaPath:"#/properties/IssuedBy/properties/Organization/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs26 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data9.code !== undefined){
const _errs28 = errors;
if(typeof data9.code !== "string"){
validate0.errors = [{instancePath:instancePath+"/IssuedBy/Organization/code",schemaPath:"#/properties/IssuedBy/properties/Organization/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs28 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data9.tin !== undefined){
const _errs30 = errors;
if(typeof data9.tin !== "string"){
validate0.errors = [{instancePath:instancePath+"/IssuedBy/Organization/tin",schemaPath:"#/properties/IssuedBy/properties/Organization/properties/tin/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs30 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data9.uid !== undefined){
const _errs32 = errors;
if(typeof data9.uid !== "string"){
validate0.errors = [{instancePath:instancePath+"/IssuedBy/Organization/uid",schemaPath:"#/properties/IssuedBy/properties/Organization/properties/uid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs32 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data9.type !== undefined){
const _errs34 = errors;
if(typeof data9.type !== "string"){
validate0.errors = [{instancePath:instancePath+"/IssuedBy/Organization/type",schemaPath:"#/properties/IssuedBy/properties/Organization/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs34 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data9.Address !== undefined){
let data15 = data9.Address;
const _errs36 = errors;
const _errs37 = errors;
if(errors === _errs37){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
let missing3;
if((((((((((((data15.type === undefined) && (missing3 = "type")) || ((data15.line1 === undefined) && (missing3 = "line1"))) || ((data15.line2 === undefined) && (missing3 = "line2"))) || ((data15.house === undefined) && (missing3 = "house"))) || ((data15.landmark === undefined) && (missing3 = "landmark"))) || ((data15.locality === undefined) && (missing3 = "locality"))) || ((data15.vtc === undefined) && (missing3 = "vtc"))) || ((data15.district === undefined) && (missing3 = "district"))) || ((data15.pin === undefined) && (missing3 = "pin"))) || ((data15.state === undefined) && (missing3 = "state"))) || ((data15.country === undefined) && (missing3 = "country"))){
validate0.errors = [{instancePath:instancePath+"/IssuedBy/Organization/Address",schemaPath:"schema:Address/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs39 = errors;
for(const key3 in data15){
if(!(func0.call(schema3.properties, key3))){
validate0.errors = [{instancePath:instancePath+"/IssuedBy/Organization/Address",schemaPath:"schema:Address/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs39 === errors){
if(data15.type !== undefined){
const _errs40 = errors;
if(typeof data15.type !== "string"){
validate0.errors = [{instancePath:instancePath+"/IssuedBy/Organization/Address/type",schemaPath:"schema:Address/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs40 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data15.line1 !== undefined){
const _errs42 = errors;
if(typeof data15.line1 !== "string"){
validate0.errors = [{instancePath:instancePath+"/IssuedBy/Organization/Address/line1",schemaPath:"schema:Address/properties/line1/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs42 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data15.line2 !== undefined){
const _errs44 = errors;
if(typeof data15.line2 !== "string"){
validate0.errors = [{instancePath:instancePath+"/IssuedBy/Organization/Address/line2",schemaPath:"schema:Address/properties/line2/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs44 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data15.house !== undefined){
const _errs46 = errors;
if(typeof data15.house !== "string"){
validate0.errors = [{instancePath:instancePath+"/IssuedBy/Organization/Address/house",schemaPath:"schema:Address/properties/house/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs46 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data15.landmark !== undefined){
const _errs48 = errors;
if(typeof data15.landmark !== "string"){
validate0.errors = [{instancePath:instancePath+"/IssuedBy/Organization/Address/landmark",schemaPath:"schema:Address/properties/landmark/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs48 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data15.locality !== undefined){
const _errs50 = errors;
if(typeof data15.locality !== "string"){
validate0.errors = [{instancePath:instancePath+"/IssuedBy/Organization/Address/locality",schemaPath:"schema:Address/properties/locality/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs50 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data15.vtc !== undefined){
const _errs52 = errors;
if(typeof data15.vtc !== "string"){
validate0.errors = [{instancePath:instancePath+"/IssuedBy/Organization/Address/vtc",schemaPath:"schema:Address/properties/vtc/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs52 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data15.district !== undefined){
const _errs54 = errors;
if(typeof data15.district !== "string"){
validate0.errors = [{instancePath:instancePath+"/IssuedBy/Organization/Address/district",schemaPath:"schema:Address/properties/district/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs54 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data15.pin !== undefined){
const _errs56 = errors;
if(typeof data15.pin !== "string"){
validate0.errors = [{instancePath:instancePath+"/IssuedBy/Organization/Address/pin",schemaPath:"schema:Address/properties/pin/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs56 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data15.state !== undefined){
const _errs58 = errors;
if(typeof data15.state !== "string"){
validate0.errors = [{instancePath:instancePath+"/IssuedBy/Organization/Address/state",schemaPath:"schema:Address/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs58 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data15.country !== undefined){
const _errs60 = errors;
if(typeof data15.country !== "string"){
validate0.errors = [{instancePath:instancePath+"/IssuedBy/Organization/Address/country",schemaPath:"schema:Address/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs60 === errors;
}
else {
var valid6 = true;
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
validate0.errors = [{instancePath:instancePath+"/IssuedBy/Organization/Address",schemaPath:"schema:Address/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs36 === errors;
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
else {
validate0.errors = [{instancePath:instancePath+"/IssuedBy/Organization",schemaPath:"#/properties/IssuedBy/properties/Organization/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/IssuedBy",schemaPath:"#/properties/IssuedBy/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.IssuedTo !== undefined){
let data27 = data.IssuedTo;
const _errs62 = errors;
if(errors === _errs62){
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
let missing4;
if((data27.Person === undefined) && (missing4 = "Person")){
validate0.errors = [{instancePath:instancePath+"/IssuedTo",schemaPath:"#/properties/IssuedTo/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
const _errs64 = errors;
for(const key4 in data27){
if(!(key4 === "Person")){
validate0.errors = [{instancePath:instancePath+"/IssuedTo",schemaPath:"#/properties/IssuedTo/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs64 === errors){
if(data27.Person !== undefined){
if(!(validate1(data27.Person, {instancePath:instancePath+"/IssuedTo/Person",parentData:data27,parentDataProperty:"Person",rootData}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/IssuedTo",schemaPath:"#/properties/IssuedTo/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs62 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.CertificateData !== undefined){
const _errs66 = errors;
if(!(validate3(data.CertificateData, {instancePath:instancePath+"/CertificateData",parentData:data,parentDataProperty:"CertificateData",rootData}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
var valid0 = _errs66 === errors;
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
validate0.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate0.errors = vErrors;
return errors === 0;
}

exports.res_Error = validate5;
const schema10 = {"type":"object","required":["error","errorDescription"],"additionalProperties":false,"properties":{"error":{"type":"string","enum":["missing_parameter","invalid_parameter","invalid_format","invalid_txnid","invalid_consentid","invalid_authentication","invalid_authorization","record_not_found","url_not_found","internal_server_error","bad_gatewy","service_unavailable","gateway_timeout"]},"errorDescription":{"type":"string","enum":["Please provide all mandatory parameters","Bad request","The format parameter is invalid","The txnId parameter must be in UUID format","The consentId parameter must be in UUID format","Authentication failed","You are not authorized to use this API","No record found","Your API url or path is incorrect","Internal server error","Publisher service returned an invalid response","Publisher service is temporarily unavailable","Publisher service did not respond in time"]}}};

function validate5(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.error === undefined) && (missing0 = "error")) || ((data.errorDescription === undefined) && (missing0 = "errorDescription"))){
validate5.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "error") || (key0 === "errorDescription"))){
validate5.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.error !== undefined){
let data0 = data.error;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate5.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((((((data0 === "missing_parameter") || (data0 === "invalid_parameter")) || (data0 === "invalid_format")) || (data0 === "invalid_txnid")) || (data0 === "invalid_consentid")) || (data0 === "invalid_authentication")) || (data0 === "invalid_authorization")) || (data0 === "record_not_found")) || (data0 === "url_not_found")) || (data0 === "internal_server_error")) || (data0 === "bad_gatewy")) || (data0 === "service_unavailable")) || (data0 === "gateway_timeout"))){
validate5.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/enum",keyword:"enum",params:{allowedValues: schema10.properties.error.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.errorDescription !== undefined){
let data1 = data.errorDescription;
const _errs4 = errors;
if(typeof data1 !== "string"){
validate5.errors = [{instancePath:instancePath+"/errorDescription",schemaPath:"#/properties/errorDescription/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((((((data1 === "Please provide all mandatory parameters") || (data1 === "Bad request")) || (data1 === "The format parameter is invalid")) || (data1 === "The txnId parameter must be in UUID format")) || (data1 === "The consentId parameter must be in UUID format")) || (data1 === "Authentication failed")) || (data1 === "You are not authorized to use this API")) || (data1 === "No record found")) || (data1 === "Your API url or path is incorrect")) || (data1 === "Internal server error")) || (data1 === "Publisher service returned an invalid response")) || (data1 === "Publisher service is temporarily unavailable")) || (data1 === "Publisher service did not respond in time"))){
validate5.errors = [{instancePath:instancePath+"/errorDescription",schemaPath:"#/properties/errorDescription/enum",keyword:"enum",params:{allowedValues: schema10.properties.errorDescription.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
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
