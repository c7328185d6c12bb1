// generated from specs/merit-certificate.yaml — do not edit; run `make generate`
"use strict";
exports.res_0 = validate0;
const schema0 = {"type":"string"};

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}

exports.res_Certificate = validate1;
const schema1 = {"type":"object","required":["language","name","type","number","issuedAt","issueDate","validFromDate","status","IssuedBy","IssuedTo","CertificateData"],"additionalProperties":false,"properties":{"language":{"type":"string"},"name":{"type":"string"},"type":{"type":"string"},"number":{"type":"string"},"issuedAt":{"type":"string"},"issueDate":{"$ref":"schema:PrintedDate"},"validFromDate":{"$ref":"schema:PrintedDate"},"status":{"type":"string","enum":["A"]},"IssuedBy":{"type":"object","required":["Organization"],"additionalProperties":false,"properties":{"Organization":{"type":"object","required":["name","code","tin","uid","type","Address"],"additionalProperties":false,"properties":{"name":{"type":"string"},"code":{"type":"string"},"tin":{"type":"string"},"uid":{"type":"string"},"type":{"type":"string"},"Address":{"$ref":"schema:Address"}}}}},"IssuedTo":{"type":"object","required":["Person"],"additionalProperties":false,"properties":{"Person":{"$ref":"schema:Person"}}},"CertificateData":{"$ref":"schema:CertificateData"}}};
const schema2 = {"type":"string","pattern":"^[0-9]{2}-[0-9]{2}-[0-9]{4}$"};
const schema4 = {"type":"object","required":["type","line1","line2","house","landmark","locality","vtc","district","pin","state","country"],"additionalProperties":false,"properties":{"type":{"type":"string"},"line1":{"type":"string"},"line2":{"type":"string"},"house":{"type":"string"},"landmark":{"type":"string"},"locality":{"type":"string"},"vtc":{"type":"string"},"district":{"type":"string"},"pin":{"type":"string"},"state":{"type":"string"},"country":{"type":"string"}}};
const func0 = Object.prototype.hasOwnProperty;
const pattern0 = new RegExp("^[0-9]{2}-[0-9]{2}-[0-9]{4}$", "u");
const schema5 = {"type":"object","required":["uid","title","name","dob","swd","swdIndicator","motherName","gender","maritalStatus","disabilityStatus","category","religion","phone","email","Address","Photo"],"additionalProperties":false,"properties":{"uid":{"type":"string"},"title":{"type":"string"},"name":{"type":"string"},"dob":{"$ref":"schema:PrintedDate"},"swd":{"type":"string"},"swdIndicator":{"type":"string","enum":["S","W","D"]},"motherName":{"type":"string"},"gender":{"type":"string","enum":["M","F","T"]},"maritalStatus":{"type":"string"},"disabilityStatus":{"type":"string"},"category":{"type":"string"},"religion":{"type":"string"},"phone":{"type":"string"},"email":{"type":"string"},"Address":{"$ref":"schema:Address"},"Photo":{"type":"object","required":["format"],"additionalProperties":false,"properties":{"format":{"type":"string"}}}}};

function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.uid === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "uid"},message:"must have required property '"+"uid"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.title === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.dob === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dob"},message:"must have required property '"+"dob"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.swd === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "swd"},message:"must have required property '"+"swd"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.swdIndicator === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "swdIndicator"},message:"must have required property '"+"swdIndicator"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.motherName === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "motherName"},message:"must have required property '"+"motherName"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.gender === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "gender"},message:"must have required property '"+"gender"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.maritalStatus === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "maritalStatus"},message:"must have required property '"+"maritalStatus"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.disabilityStatus === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "disabilityStatus"},message:"must have required property '"+"disabilityStatus"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.category === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "category"},message:"must have required property '"+"category"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.religion === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "religion"},message:"must have required property '"+"religion"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.phone === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phone"},message:"must have required property '"+"phone"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.email === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.Address === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Address"},message:"must have required property '"+"Address"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.Photo === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Photo"},message:"must have required property '"+"Photo"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key0 in data){
if(!(func0.call(schema5.properties, key0))){
const err16 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.uid !== undefined){
if(typeof data.uid !== "string"){
const err17 = {instancePath:instancePath+"/uid",schemaPath:"#/properties/uid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err18 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err19 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.dob !== undefined){
let data3 = data.dob;
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err20 = {instancePath:instancePath+"/dob",schemaPath:"schema:PrintedDate/pattern",keyword:"pattern",params:{pattern: "^[0-9]{2}-[0-9]{2}-[0-9]{4}$"},message:"must match pattern \""+"^[0-9]{2}-[0-9]{2}-[0-9]{4}$"+"\""};
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
const err21 = {instancePath:instancePath+"/dob",schemaPath:"schema:PrintedDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.swd !== undefined){
if(typeof data.swd !== "string"){
const err22 = {instancePath:instancePath+"/swd",schemaPath:"#/properties/swd/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.swdIndicator !== undefined){
let data5 = data.swdIndicator;
if(typeof data5 !== "string"){
const err23 = {instancePath:instancePath+"/swdIndicator",schemaPath:"#/properties/swdIndicator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(((data5 === "S") || (data5 === "W")) || (data5 === "D"))){
const err24 = {instancePath:instancePath+"/swdIndicator",schemaPath:"#/properties/swdIndicator/enum",keyword:"enum",params:{allowedValues: schema5.properties.swdIndicator.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.motherName !== undefined){
if(typeof data.motherName !== "string"){
const err25 = {instancePath:instancePath+"/motherName",schemaPath:"#/properties/motherName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.gender !== undefined){
let data7 = data.gender;
if(typeof data7 !== "string"){
const err26 = {instancePath:instancePath+"/gender",schemaPath:"#/properties/gender/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!(((data7 === "M") || (data7 === "F")) || (data7 === "T"))){
const err27 = {instancePath:instancePath+"/gender",schemaPath:"#/properties/gender/enum",keyword:"enum",params:{allowedValues: schema5.properties.gender.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.maritalStatus !== undefined){
if(typeof data.maritalStatus !== "string"){
const err28 = {instancePath:instancePath+"/maritalStatus",schemaPath:"#/properties/maritalStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.disabilityStatus !== undefined){
if(typeof data.disabilityStatus !== "string"){
const err29 = {instancePath:instancePath+"/disabilityStatus",schemaPath:"#/properties/disabilityStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.category !== undefined){
if(typeof data.category !== "string"){
const err30 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.religion !== undefined){
if(typeof data.religion !== "string"){
const err31 = {instancePath:instancePath+"/religion",schemaPath:"#/properties/religion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.phone !== undefined){
if(typeof data.phone !== "string"){
const err32 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.email !== undefined){
if(typeof data.email !== "string"){
const err33 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.Address !== undefined){
let data14 = data.Address;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.type === undefined){
const err34 = {instancePath:instancePath+"/Address",schemaPath:"schema:Address/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data14.line1 === undefined){
const err35 = {instancePath:instancePath+"/Address",schemaPath:"schema:Address/required",keyword:"required",params:{missingProperty: "line1"},message:"must have required property '"+"line1"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data14.line2 === undefined){
const err36 = {instancePath:instancePath+"/Address",schemaPath:"schema:Address/required",keyword:"required",params:{missingProperty: "line2"},message:"must have required property '"+"line2"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data14.house === undefined){
const err37 = {instancePath:instancePath+"/Address",schemaPath:"schema:Address/required",keyword:"required",params:{missingProperty: "house"},message:"must have required property '"+"house"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data14.landmark === undefined){
const err38 = {instancePath:instancePath+"/Address",schemaPath:"schema:Address/required",keyword:"required",params:{missingProperty: "landmark"},message:"must have required property '"+"landmark"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data14.locality === undefined){
const err39 = {instancePath:instancePath+"/Address",schemaPath:"schema:Address/required",keyword:"required",params:{missingProperty: "locality"},message:"must have required property '"+"locality"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data14.vtc === undefined){
const err40 = {instancePath:instancePath+"/Address",schemaPath:"schema:Address/required",keyword:"required",params:{missingProperty: "vtc"},message:"must have required property '"+"vtc"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data14.district === undefined){
const err41 = {instancePath:instancePath+"/Address",schemaPath:"schema:Address/required",keyword:"required",params:{missingProperty: "district"},message:"must have required property '"+"district"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data14.pin === undefined){
const err42 = {instancePath:instancePath+"/Address",schemaPath:"schema:Address/required",keyword:"required",params:{missingProperty: "pin"},message:"must have required property '"+"pin"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data14.state === undefined){
const err43 = {instancePath:instancePath+"/Address",schemaPath:"schema:Address/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data14.country === undefined){
const err44 = {instancePath:instancePath+"/Address",schemaPath:"schema:Address/required",keyword:"required",params:{missingProperty: "country"},message:"must have required property '"+"country"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
for(const key1 in data14){
if(!(func0.call(schema4.properties, key1))){
const err45 = {instancePath:instancePath+"/Address",schemaPath:"schema:Address/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data14.type !== undefined){
if(typeof data14.type !== "string"){
const err46 = {instancePath:instancePath+"/Address/type",schemaPath:"schema:Address/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data14.line1 !== undefined){
if(typeof data14.line1 !== "string"){
const err47 = {instancePath:instancePath+"/Address/line1",schemaPath:"schema:Address/properties/line1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data14.line2 !== undefined){
if(typeof data14.line2 !== "string"){
const err48 = {instancePath:instancePath+"/Address/line2",schemaPath:"schema:Address/properties/line2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data14.house !== undefined){
if(typeof data14.house !== "string"){
const err49 = {instancePath:instancePath+"/Address/house",schemaPath:"schema:Address/properties/house/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data14.landmark !== undefined){
if(typeof data14.landmark !== "string"){
const err50 = {instancePath:instancePath+"/Address/landmark",schemaPath:"schema:Address/properties/landmark/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data14.locality !== undefined){
if(typeof data14.locality !== "string"){
const err51 = {instancePath:instancePath+"/Address/locality",schemaPath:"schema:Address/properties/locality/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data14.vtc !== undefined){
if(typeof data14.vtc !== "string"){
const err52 = {instancePath:instancePath+"/Address/vtc",schemaPath:"schema:Address/properties/vtc/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data14.district !== undefined){
if(typeof data14.district !== "string"){
const err53 = {instancePath:instancePath+"/Address/district",schemaPath:"schema:Address/properties/district/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data14.pin !== undefined){
if(typeof data14.pin !== "string"){
const err54 = {instancePath:instancePath+"/Address/pin",schemaPath:"schema:Address/properties/pin/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data14.state !== undefined){
if(typeof data14.state !== "string"){
const err55 = {instancePath:instancePath+"/Address/state",schemaPath:"schema:Address/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data14.country !== undefined){
if(typeof data14.country !== "string"){
const err56 = {instancePath:instancePath+"/Address/country",schemaPath:"schema:Address/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
else {
const err57 = {instancePath:instancePath+"/Address",schemaPath:"schema:Address/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.Photo !== undefined){
let data26 = data.Photo;
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
if(data26.format === undefined){
const err58 = {instancePath:instancePath+"/Photo",schemaPath:"#/properties/Photo/required",keyword:"required",params:{missingProperty: "format"},message:"must have required property '"+"format"+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
for(const key2 in data26){
if(!(key2 === "format")){
const err59 = {instancePath:instancePath+"/Photo",schemaPath:"#/properties/Photo/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data26.format !== undefined){
if(typeof data26.format !== "string"){
const err60 = {instancePath:instancePath+"/Photo/format",schemaPath:"#/properties/Photo/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err61 = {instancePath:instancePath+"/Photo",schemaPath:"#/properties/Photo/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err62 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
validate2.errors = vErrors;
return errors === 0;
}

const schema8 = {"type":"object","required":["School","Examination","Performance"],"additionalProperties":false,"properties":{"School":{"type":"object","required":["name","code"],"additionalProperties":false,"properties":{"name":{"type":"string"},"code":{"type":"string"}}},"Examination":{"type":"object","required":["name","month","year"],"additionalProperties":false,"properties":{"name":{"type":"string"},"month":{"type":"string"},"year":{"type":"string","pattern":"^[0-9]{4}$"}}},"Performance":{"type":"object","required":["result","marksTotal","marksMax","percentage","cgpa","cgpaMax","grade","resultDate","updateDate","Subjects"],"additionalProperties":false,"properties":{"result":{"type":"string"},"marksTotal":{"type":"string"},"marksMax":{"type":"string"},"percentage":{"type":"string"},"cgpa":{"type":"string"},"cgpaMax":{"type":"string"},"grade":{"type":"string"},"resultDate":{"$ref":"schema:PrintedDate"},"updateDate":{"type":"string"},"Subjects":{"type":"array","items":{"$ref":"schema:Subject"}}}}}};
const schema10 = {"type":"object","required":["name","code","marksTheory","marksMaxTheory","marksPractical","marksMaxPractical","marksTotal","marksMax","gp","gpMax","grade"],"additionalProperties":false,"properties":{"name":{"type":"string"},"code":{"type":"string"},"marksTheory":{"type":"string"},"marksMaxTheory":{"type":"string"},"marksPractical":{"type":"string"},"marksMaxPractical":{"type":"string"},"marksTotal":{"type":"string"},"marksMax":{"type":"string"},"gp":{"type":"string"},"gpMax":{"type":"string"},"grade":{"type":"string"}}};
const pattern3 = new RegExp("^[0-9]{4}$", "u");

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.School === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "School"},message:"must have required property '"+"School"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Examination === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Examination"},message:"must have required property '"+"Examination"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.Performance === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Performance"},message:"must have required property '"+"Performance"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "School") || (key0 === "Examination")) || (key0 === "Performance"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.School !== undefined){
let data0 = data.School;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.name === undefined){
const err4 = {instancePath:instancePath+"/School",schemaPath:"#/properties/School/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.code === undefined){
const err5 = {instancePath:instancePath+"/School",schemaPath:"#/properties/School/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key1 in data0){
if(!((key1 === "name") || (key1 === "code"))){
const err6 = {instancePath:instancePath+"/School",schemaPath:"#/properties/School/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.name !== undefined){
if(typeof data0.name !== "string"){
const err7 = {instancePath:instancePath+"/School/name",schemaPath:"#/properties/School/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.code !== undefined){
if(typeof data0.code !== "string"){
const err8 = {instancePath:instancePath+"/School/code",schemaPath:"#/properties/School/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err9 = {instancePath:instancePath+"/School",schemaPath:"#/properties/School/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.Examination !== undefined){
let data3 = data.Examination;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.name === undefined){
const err10 = {instancePath:instancePath+"/Examination",schemaPath:"#/properties/Examination/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3.month === undefined){
const err11 = {instancePath:instancePath+"/Examination",schemaPath:"#/properties/Examination/required",keyword:"required",params:{missingProperty: "month"},message:"must have required property '"+"month"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3.year === undefined){
const err12 = {instancePath:instancePath+"/Examination",schemaPath:"#/properties/Examination/required",keyword:"required",params:{missingProperty: "year"},message:"must have required property '"+"year"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key2 in data3){
if(!(((key2 === "name") || (key2 === "month")) || (key2 === "year"))){
const err13 = {instancePath:instancePath+"/Examination",schemaPath:"#/properties/Examination/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data3.name !== undefined){
if(typeof data3.name !== "string"){
const err14 = {instancePath:instancePath+"/Examination/name",schemaPath:"#/properties/Examination/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data3.month !== undefined){
if(typeof data3.month !== "string"){
const err15 = {instancePath:instancePath+"/Examination/month",schemaPath:"#/properties/Examination/properties/month/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data3.year !== undefined){
let data6 = data3.year;
if(typeof data6 === "string"){
if(!pattern3.test(data6)){
const err16 = {instancePath:instancePath+"/Examination/year",schemaPath:"#/properties/Examination/properties/year/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}$"},message:"must match pattern \""+"^[0-9]{4}$"+"\""};
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
const err17 = {instancePath:instancePath+"/Examination/year",schemaPath:"#/properties/Examination/properties/year/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err18 = {instancePath:instancePath+"/Examination",schemaPath:"#/properties/Examination/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.Performance !== undefined){
let data7 = data.Performance;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.result === undefined){
const err19 = {instancePath:instancePath+"/Performance",schemaPath:"#/properties/Performance/required",keyword:"required",params:{missingProperty: "result"},message:"must have required property '"+"result"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data7.marksTotal === undefined){
const err20 = {instancePath:instancePath+"/Performance",schemaPath:"#/properties/Performance/required",keyword:"required",params:{missingProperty: "marksTotal"},message:"must have required property '"+"marksTotal"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data7.marksMax === undefined){
const err21 = {instancePath:instancePath+"/Performance",schemaPath:"#/properties/Performance/required",keyword:"required",params:{missingProperty: "marksMax"},message:"must have required property '"+"marksMax"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data7.percentage === undefined){
const err22 = {instancePath:instancePath+"/Performance",schemaPath:"#/properties/Performance/required",keyword:"required",params:{missingProperty: "percentage"},message:"must have required property '"+"percentage"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data7.cgpa === undefined){
const err23 = {instancePath:instancePath+"/Performance",schemaPath:"#/properties/Performance/required",keyword:"required",params:{missingProperty: "cgpa"},message:"must have required property '"+"cgpa"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data7.cgpaMax === undefined){
const err24 = {instancePath:instancePath+"/Performance",schemaPath:"#/properties/Performance/required",keyword:"required",params:{missingProperty: "cgpaMax"},message:"must have required property '"+"cgpaMax"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data7.grade === undefined){
const err25 = {instancePath:instancePath+"/Performance",schemaPath:"#/properties/Performance/required",keyword:"required",params:{missingProperty: "grade"},message:"must have required property '"+"grade"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data7.resultDate === undefined){
const err26 = {instancePath:instancePath+"/Performance",schemaPath:"#/properties/Performance/required",keyword:"required",params:{missingProperty: "resultDate"},message:"must have required property '"+"resultDate"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data7.updateDate === undefined){
const err27 = {instancePath:instancePath+"/Performance",schemaPath:"#/properties/Performance/required",keyword:"required",params:{missingProperty: "updateDate"},message:"must have required property '"+"updateDate"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data7.Subjects === undefined){
const err28 = {instancePath:instancePath+"/Performance",schemaPath:"#/properties/Performance/required",keyword:"required",params:{missingProperty: "Subjects"},message:"must have required property '"+"Subjects"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
for(const key3 in data7){
if(!(func0.call(schema8.properties.Performance.properties, key3))){
const err29 = {instancePath:instancePath+"/Performance",schemaPath:"#/properties/Performance/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data7.result !== undefined){
if(typeof data7.result !== "string"){
const err30 = {instancePath:instancePath+"/Performance/result",schemaPath:"#/properties/Performance/properties/result/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data7.marksTotal !== undefined){
if(typeof data7.marksTotal !== "string"){
const err31 = {instancePath:instancePath+"/Performance/marksTotal",schemaPath:"#/properties/Performance/properties/marksTotal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data7.marksMax !== undefined){
if(typeof data7.marksMax !== "string"){
const err32 = {instancePath:instancePath+"/Performance/marksMax",schemaPath:"#/properties/Performance/properties/marksMax/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data7.percentage !== undefined){
if(typeof data7.percentage !== "string"){
const err33 = {instancePath:instancePath+"/Performance/percentage",schemaPath:"#/properties/Performance/properties/percentage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data7.cgpa !== undefined){
if(typeof data7.cgpa !== "string"){
const err34 = {instancePath:instancePath+"/Performance/cgpa",schemaPath:"#/properties/Performance/properties/cgpa/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data7.cgpaMax !== undefined){
if(typeof data7.cgpaMax !== "string"){
const err35 = {instancePath:instancePath+"/Performance/cgpaMax",schemaPath:"#/properties/Performance/properties/cgpaMax/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data7.grade !== undefined){
if(typeof data7.grade !== "string"){
const err36 = {instancePath:instancePath+"/Performance/grade",schemaPath:"#/properties/Performance/properties/grade/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data7.resultDate !== undefined){
let data15 = data7.resultDate;
if(typeof data15 === "string"){
if(!pattern0.test(data15)){
const err37 = {instancePath:instancePath+"/Performance/resultDate",schemaPath:"schema:PrintedDate/pattern",keyword:"pattern",params:{pattern: "^[0-9]{2}-[0-9]{2}-[0-9]{4}$"},message:"must match pattern \""+"^[0-9]{2}-[0-9]{2}-[0-9]{4}$"+"\""};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/Performance/resultDate",schemaPath:"schema:PrintedDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data7.updateDate !== undefined){
if(typeof data7.updateDate !== "string"){
const err39 = {instancePath:instancePath+"/Performance/updateDate",schemaPath:"#/properties/Performance/properties/updateDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data7.Subjects !== undefined){
let data17 = data7.Subjects;
if(Array.isArray(data17)){
const len0 = data17.length;
for(let i0=0; i0<len0; i0++){
let data18 = data17[i0];
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.name === undefined){
const err40 = {instancePath:instancePath+"/Performance/Subjects/" + i0,schemaPath:"schema:Subject/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data18.code === undefined){
const err41 = {instancePath:instancePath+"/Performance/Subjects/" + i0,schemaPath:"schema:Subject/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data18.marksTheory === undefined){
const err42 = {instancePath:instancePath+"/Performance/Subjects/" + i0,schemaPath:"schema:Subject/required",keyword:"required",params:{missingProperty: "marksTheory"},message:"must have required property '"+"marksTheory"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data18.marksMaxTheory === undefined){
const err43 = {instancePath:instancePath+"/Performance/Subjects/" + i0,schemaPath:"schema:Subject/required",keyword:"required",params:{missingProperty: "marksMaxTheory"},message:"must have required property '"+"marksMaxTheory"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data18.marksPractical === undefined){
const err44 = {instancePath:instancePath+"/Performance/Subjects/" + i0,schemaPath:"schema:Subject/required",keyword:"required",params:{missingProperty: "marksPractical"},message:"must have required property '"+"marksPractical"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data18.marksMaxPractical === undefined){
const err45 = {instancePath:instancePath+"/Performance/Subjects/" + i0,schemaPath:"schema:Subject/required",keyword:"required",params:{missingProperty: "marksMaxPractical"},message:"must have required property '"+"marksMaxPractical"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data18.marksTotal === undefined){
const err46 = {instancePath:instancePath+"/Performance/Subjects/" + i0,schemaPath:"schema:Subject/required",keyword:"required",params:{missingProperty: "marksTotal"},message:"must have required property '"+"marksTotal"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data18.marksMax === undefined){
const err47 = {instancePath:instancePath+"/Performance/Subjects/" + i0,schemaPath:"schema:Subject/required",keyword:"required",params:{missingProperty: "marksMax"},message:"must have required property '"+"marksMax"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data18.gp === undefined){
const err48 = {instancePath:instancePath+"/Performance/Subjects/" + i0,schemaPath:"schema:Subject/required",keyword:"required",params:{missingProperty: "gp"},message:"must have required property '"+"gp"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data18.gpMax === undefined){
const err49 = {instancePath:instancePath+"/Performance/Subjects/" + i0,schemaPath:"schema:Subject/required",keyword:"required",params:{missingProperty: "gpMax"},message:"must have required property '"+"gpMax"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data18.grade === undefined){
const err50 = {instancePath:instancePath+"/Performance/Subjects/" + i0,schemaPath:"schema:Subject/required",keyword:"required",params:{missingProperty: "grade"},message:"must have required property '"+"grade"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
for(const key4 in data18){
if(!(func0.call(schema10.properties, key4))){
const err51 = {instancePath:instancePath+"/Performance/Subjects/" + i0,schemaPath:"schema:Subject/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data18.name !== undefined){
if(typeof data18.name !== "string"){
const err52 = {instancePath:instancePath+"/Performance/Subjects/" + i0+"/name",schemaPath:"schema:Subject/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data18.code !== undefined){
if(typeof data18.code !== "string"){
const err53 = {instancePath:instancePath+"/Performance/Subjects/" + i0+"/code",schemaPath:"schema:Subject/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data18.marksTheory !== undefined){
if(typeof data18.marksTheory !== "string"){
const err54 = {instancePath:instancePath+"/Performance/Subjects/" + i0+"/marksTheory",schemaPath:"schema:Subject/properties/marksTheory/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data18.marksMaxTheory !== undefined){
if(typeof data18.marksMaxTheory !== "string"){
const err55 = {instancePath:instancePath+"/Performance/Subjects/" + i0+"/marksMaxTheory",schemaPath:"schema:Subject/properties/marksMaxTheory/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data18.marksPractical !== undefined){
if(typeof data18.marksPractical !== "string"){
const err56 = {instancePath:instancePath+"/Performance/Subjects/" + i0+"/marksPractical",schemaPath:"schema:Subject/properties/marksPractical/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data18.marksMaxPractical !== undefined){
if(typeof data18.marksMaxPractical !== "string"){
const err57 = {instancePath:instancePath+"/Performance/Subjects/" + i0+"/marksMaxPractical",schemaPath:"schema:Subject/properties/marksMaxPractical/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data18.marksTotal !== undefined){
if(typeof data18.marksTotal !== "string"){
const err58 = {instancePath:instancePath+"/Performance/Subjects/" + i0+"/marksTotal",schemaPath:"schema:Subject/properties/marksTotal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data18.marksMax !== undefined){
if(typeof data18.marksMax !== "string"){
const err59 = {instancePath:instancePath+"/Performance/Subjects/" + i0+"/marksMax",schemaPath:"schema:Subject/properties/marksMax/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data18.gp !== undefined){
if(typeof data18.gp !== "string"){
const err60 = {instancePath:instancePath+"/Performance/Subjects/" + i0+"/gp",schemaPath:"schema:Subject/properties/gp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data18.gpMax !== undefined){
if(typeof data18.gpMax !== "string"){
const err61 = {instancePath:instancePath+"/Performance/Subjects/" + i0+"/gpMax",schemaPath:"schema:Subject/properties/gpMax/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data18.grade !== undefined){
if(typeof data18.grade !== "string"){
const err62 = {instancePath:instancePath+"/Performance/Subjects/" + i0+"/grade",schemaPath:"schema:Subject/properties/grade/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err63 = {instancePath:instancePath+"/Performance/Subjects/" + i0,schemaPath:"schema:Subject/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err64 = {instancePath:instancePath+"/Performance/Subjects",schemaPath:"#/properties/Performance/properties/Subjects/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err65 = {instancePath:instancePath+"/Performance",schemaPath:"#/properties/Performance/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
else {
const err66 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
validate4.errors = vErrors;
return errors === 0;
}


function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.language === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "language"},message:"must have required property '"+"language"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.number === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "number"},message:"must have required property '"+"number"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.issuedAt === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "issuedAt"},message:"must have required property '"+"issuedAt"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.issueDate === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "issueDate"},message:"must have required property '"+"issueDate"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.validFromDate === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "validFromDate"},message:"must have required property '"+"validFromDate"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.status === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.IssuedBy === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "IssuedBy"},message:"must have required property '"+"IssuedBy"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.IssuedTo === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "IssuedTo"},message:"must have required property '"+"IssuedTo"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.CertificateData === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "CertificateData"},message:"must have required property '"+"CertificateData"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key0 in data){
if(!(func0.call(schema1.properties, key0))){
const err11 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.language !== undefined){
if(typeof data.language !== "string"){
const err12 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err13 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.type !== undefined){
if(typeof data.type !== "string"){
const err14 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.number !== undefined){
if(typeof data.number !== "string"){
const err15 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.issuedAt !== undefined){
if(typeof data.issuedAt !== "string"){
const err16 = {instancePath:instancePath+"/issuedAt",schemaPath:"#/properties/issuedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.issueDate !== undefined){
let data5 = data.issueDate;
if(typeof data5 === "string"){
if(!pattern0.test(data5)){
const err17 = {instancePath:instancePath+"/issueDate",schemaPath:"schema:PrintedDate/pattern",keyword:"pattern",params:{pattern: "^[0-9]{2}-[0-9]{2}-[0-9]{4}$"},message:"must match pattern \""+"^[0-9]{2}-[0-9]{2}-[0-9]{4}$"+"\""};
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
const err18 = {instancePath:instancePath+"/issueDate",schemaPath:"schema:PrintedDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.validFromDate !== undefined){
let data6 = data.validFromDate;
if(typeof data6 === "string"){
if(!pattern0.test(data6)){
const err19 = {instancePath:instancePath+"/validFromDate",schemaPath:"schema:PrintedDate/pattern",keyword:"pattern",params:{pattern: "^[0-9]{2}-[0-9]{2}-[0-9]{4}$"},message:"must match pattern \""+"^[0-9]{2}-[0-9]{2}-[0-9]{4}$"+"\""};
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
const err20 = {instancePath:instancePath+"/validFromDate",schemaPath:"schema:PrintedDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.status !== undefined){
let data7 = data.status;
if(typeof data7 !== "string"){
const err21 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!(data7 === "A")){
const err22 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema1.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.IssuedBy !== undefined){
let data8 = data.IssuedBy;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.Organization === undefined){
const err23 = {instancePath:instancePath+"/IssuedBy",schemaPath:"#/properties/IssuedBy/required",keyword:"required",params:{missingProperty: "Organization"},message:"must have required property '"+"Organization"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
for(const key1 in data8){
if(!(key1 === "Organization")){
const err24 = {instancePath:instancePath+"/IssuedBy",schemaPath:"#/properties/IssuedBy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data8.Organization !== undefined){
let data9 = data8.Organization;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.name === undefined){
const err25 = {instancePath:instancePath+"/IssuedBy/Organization",schemaPath:"#/properties/IssuedBy/properties/Organization/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data9.code === undefined){
const err26 = {instancePath:instancePath+"/IssuedBy/Organization",schemaPath:"#/properties/IssuedBy/properties/Organization/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data9.tin === undefined){
const err27 = {instancePath:instancePath+"/IssuedBy/Organization",schemaPath:"#/properties/IssuedBy/properties/Organization/required",keyword:"required",params:{missingProperty: "tin"},message:"must have required property '"+"tin"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data9.uid === undefined){
const err28 = {instancePath:instancePath+"/IssuedBy/Organization",schemaPath:"#/properties/IssuedBy/properties/Organization/required",keyword:"required",params:{missingProperty: "uid"},message:"must have required property '"+"uid"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data9.type === undefined){
const err29 = {instancePath:instancePath+"/IssuedBy/Organization",schemaPath:"#/properties/IssuedBy/properties/Organization/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data9.Address === undefined){
const err30 = {instancePath:instancePath+"/IssuedBy/Organization",schemaPath:"#/properties/IssuedBy/properties/Organization/required",keyword:"required",params:{missingProperty: "Address"},message:"must have required property '"+"Address"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
for(const key2 in data9){
if(!((((((key2 === "name") || (key2 === "code")) || (key2 === "tin")) || (key2 === "uid")) || (key2 === "type")) || (key2 === "Address"))){
const err31 = {instancePath:instancePath+"/IssuedBy/Organization",schemaPath:"#/properties/IssuedBy/properties/Organization/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data9.name !== undefined){
if(typeof data9.name !== "string"){
const err32 = {instancePath:instancePath+"/IssuedBy/Organization/name",schemaPath:"#/properties/IssuedBy/properties/Organization/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data9.code !== undefined){
if(typeof data9.code !== "string"){
const err33 = {instancePath:instancePath+"/IssuedBy/Organization/code",schemaPath:"#/properties/IssuedBy/properties/Organization/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data9.tin !== undefined){
if(typeof data9.tin !== "string"){
const err34 = {instancePath:instancePath+"/IssuedBy/Organization/tin",schemaPath:"#/properties/IssuedBy/properties/Organization/properties/tin/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data9.uid !== undefined){
if(typeof data9.uid !== "string"){
const err35 = {instancePath:instancePath+"/IssuedBy/Organization/uid",schemaPath:"#/properties/IssuedBy/properties/Organization/properties/uid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data9.type !== undefined){
if(typeof data9.type !== "string"){
const err36 = {instancePath:instancePath+"/IssuedBy/Organization/type",schemaPath:"#/properties/IssuedBy/properties/Organization/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data9.Address !== undefined){
let data15 = data9.Address;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.type === undefined){
const err37 = {instancePath:instancePath+"/IssuedBy/Organization/Address",schemaPath:"schema:Address/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data15.line1 === undefined){
const err38 = {instancePath:instancePath+"/IssuedBy/Organization/Address",schemaPath:"schema:Address/required",keyword:"required",params:{missingProperty: "line1"},message:"must have required property '"+"line1"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data15.line2 === undefined){
const err39 = {instancePath:instancePath+"/IssuedBy/Organization/Address",schemaPath:"schema:Address/required",keyword:"required",params:{missingProperty: "line2"},message:"must have required property '"+"line2"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data15.house === undefined){
const err40 = {instancePath:instancePath+"/IssuedBy/Organization/Address",schemaPath:"schema:Address/required",keyword:"required",params:{missingProperty: "house"},message:"must have required property '"+"house"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data15.landmark === undefined){
const err41 = {instancePath:instancePath+"/IssuedBy/Organization/Address",schemaPath:"schema:Address/required",keyword:"required",params:{missingProperty: "landmark"},message:"must have required property '"+"landmark"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data15.locality === undefined){
const err42 = {instancePath:instancePath+"/IssuedBy/Organization/Address",schemaPath:"schema:Address/required",keyword:"required",params:{missingProperty: "locality"},message:"must have required property '"+"locality"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data15.vtc === undefined){
const err43 = {instancePath:instancePath+"/IssuedBy/Organization/Address",schemaPath:"schema:Address/required",keyword:"required",params:{missingProperty: "vtc"},message:"must have required property '"+"vtc"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data15.district === undefined){
const err44 = {instancePath:instancePath+"/IssuedBy/Organization/Address",schemaPath:"schema:Address/required",keyword:"required",params:{missingProperty: "district"},message:"must have required property '"+"district"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data15.pin === undefined){
const err45 = {instancePath:instancePath+"/IssuedBy/Organization/Address",schemaPath:"schema:Address/required",keyword:"required",params:{missingProperty: "pin"},message:"must have required property '"+"pin"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data15.state === undefined){
const err46 = {instancePath:instancePath+"/IssuedBy/Organization/Address",schemaPath:"schema:Address/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data15.country === undefined){
const err47 = {instancePath:instancePath+"/IssuedBy/Organization/Address",schemaPath:"schema:Address/required",keyword:"required",params:{missingProperty: "country"},message:"must have required property '"+"country"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
for(const key3 in data15){
if(!(func0.call(schema4.properties, key3))){
const err48 = {instancePath:instancePath+"/IssuedBy/Organization/Address",schemaPath:"schema:Address/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data15.type !== undefined){
if(typeof data15.type !== "string"){
const err49 = {instancePath:instancePath+"/IssuedBy/Organization/Address/type",schemaPath:"schema:Address/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data15.line1 !== undefined){
if(typeof data15.line1 !== "string"){
const err50 = {instancePath:instancePath+"/IssuedBy/Organization/Address/line1",schemaPath:"schema:Address/properties/line1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data15.line2 !== undefined){
if(typeof data15.line2 !== "string"){
const err51 = {instancePath:instancePath+"/IssuedBy/Organization/Address/line2",schemaPath:"schema:Address/properties/line2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data15.house !== undefined){
if(typeof data15.house !== "string"){
const err52 = {instancePath:instancePath+"/IssuedBy/Organization/Address/house",schemaPath:"schema:Address/properties/house/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data15.landmark !== undefined){
if(typeof data15.landmark !== "string"){
const err53 = {instancePath:instancePath+"/IssuedBy/Organization/Address/landmark",schemaPath:"schema:Address/properties/landmark/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data15.locality !== undefined){
if(typeof data15.locality !== "string"){
const err54 = {instancePath:instancePath+"/IssuedBy/Organization/Address/locality",schemaPath:"schema:Address/properties/locality/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data15.vtc !== undefined){
if(typeof data15.vtc !== "string"){
const err55 = {instancePath:instancePath+"/IssuedBy/Organization/Address/vtc",schemaPath:"schema:Address/properties/vtc/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data15.district !== undefined){
if(typeof data15.district !== "string"){
const err56 = {instancePath:instancePath+"/IssuedBy/Organization/Address/district",schemaPath:"schema:Address/properties/district/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data15.pin !== undefined){
if(typeof data15.pin !== "string"){
const err57 = {instancePath:instancePath+"/IssuedBy/Organization/Address/pin",schemaPath:"schema:Address/properties/pin/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data15.state !== undefined){
if(typeof data15.state !== "string"){
const err58 = {instancePath:instancePath+"/IssuedBy/Organization/Address/state",schemaPath:"schema:Address/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data15.country !== undefined){
if(typeof data15.country !== "string"){
const err59 = {instancePath:instancePath+"/IssuedBy/Organization/Address/country",schemaPath:"schema:Address/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
else {
const err60 = {instancePath:instancePath+"/IssuedBy/Organization/Address",schemaPath:"schema:Address/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err61 = {instancePath:instancePath+"/IssuedBy/Organization",schemaPath:"#/properties/IssuedBy/properties/Organization/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err62 = {instancePath:instancePath+"/IssuedBy",schemaPath:"#/properties/IssuedBy/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data.IssuedTo !== undefined){
let data27 = data.IssuedTo;
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
if(data27.Person === undefined){
const err63 = {instancePath:instancePath+"/IssuedTo",schemaPath:"#/properties/IssuedTo/required",keyword:"required",params:{missingProperty: "Person"},message:"must have required property '"+"Person"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
for(const key4 in data27){
if(!(key4 === "Person")){
const err64 = {instancePath:instancePath+"/IssuedTo",schemaPath:"#/properties/IssuedTo/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data27.Person !== undefined){
if(!(validate2(data27.Person, {instancePath:instancePath+"/IssuedTo/Person",parentData:data27,parentDataProperty:"Person",rootData}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
errors = vErrors.length;
}
}
}
else {
const err65 = {instancePath:instancePath+"/IssuedTo",schemaPath:"#/properties/IssuedTo/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data.CertificateData !== undefined){
if(!(validate4(data.CertificateData, {instancePath:instancePath+"/CertificateData",parentData:data,parentDataProperty:"CertificateData",rootData}))){
vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
errors = vErrors.length;
}
}
}
else {
const err66 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}

exports.res_Error = validate6;
const schema11 = {"type":"object","required":["error","errorDescription"],"additionalProperties":false,"properties":{"error":{"type":"string","enum":["missing_parameter","invalid_parameter","invalid_format","invalid_txnid","invalid_consentid","invalid_authentication","invalid_authorization","record_not_found","url_not_found","internal_server_error","bad_gatewy","service_unavailable","gateway_timeout"]},"errorDescription":{"type":"string","enum":["Please provide all mandatory parameters","Bad request","The format parameter is invalid","The txnId parameter must be in UUID format","The consentId parameter must be in UUID format","Authentication failed","You are not authorized to use this API","No record found","Your API url or path is incorrect","Internal server error","Publisher service returned an invalid response","Publisher service is temporarily unavailable","Publisher service did not respond in time"]}}};

function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.errorDescription === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "errorDescription"},message:"must have required property '"+"errorDescription"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "error") || (key0 === "errorDescription"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.error !== undefined){
let data0 = data.error;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(((((((((((((data0 === "missing_parameter") || (data0 === "invalid_parameter")) || (data0 === "invalid_format")) || (data0 === "invalid_txnid")) || (data0 === "invalid_consentid")) || (data0 === "invalid_authentication")) || (data0 === "invalid_authorization")) || (data0 === "record_not_found")) || (data0 === "url_not_found")) || (data0 === "internal_server_error")) || (data0 === "bad_gatewy")) || (data0 === "service_unavailable")) || (data0 === "gateway_timeout"))){
const err4 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/enum",keyword:"enum",params:{allowedValues: schema11.properties.error.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.errorDescription !== undefined){
let data1 = data.errorDescription;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/errorDescription",schemaPath:"#/properties/errorDescription/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(((((((((((((data1 === "Please provide all mandatory parameters") || (data1 === "Bad request")) || (data1 === "The format parameter is invalid")) || (data1 === "The txnId parameter must be in UUID format")) || (data1 === "The consentId parameter must be in UUID format")) || (data1 === "Authentication failed")) || (data1 === "You are not authorized to use this API")) || (data1 === "No record found")) || (data1 === "Your API url or path is incorrect")) || (data1 === "Internal server error")) || (data1 === "Publisher service returned an invalid response")) || (data1 === "Publisher service is temporarily unavailable")) || (data1 === "Publisher service did not respond in time"))){
const err6 = {instancePath:instancePath+"/errorDescription",schemaPath:"#/properties/errorDescription/enum",keyword:"enum",params:{allowedValues: schema11.properties.errorDescription.enum},message:"must be equal to one of the allowed values"};
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
validate6.errors = vErrors;
return errors === 0;
}
