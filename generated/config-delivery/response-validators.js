// generated from specs/config-delivery.yaml — do not edit; run `make generate`
"use strict";
exports.res_Applications = validate0;
const schema0 = {"type":"object","required":["Items"],"properties":{"Items":{"type":"array","items":{"$ref":"schema:Application"}},"NextToken":{"type":"string"}}};
const schema1 = {"type":"object","required":["Id","Name"],"properties":{"Id":{"$ref":"schema:Id"},"Name":{"$ref":"schema:Name"},"Description":{"$ref":"schema:Description"}}};
const schema2 = {"type":"string","pattern":"^[a-z0-9]{4,7}$"};
const schema3 = {"type":"string","minLength":1,"maxLength":64};
const schema4 = {"type":"string","maxLength":1024};
const pattern0 = new RegExp("^[a-z0-9]{4,7}$", "u");
const func0 = require("ajv/dist/runtime/ucs2length").default;

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Id"},message:"must have required property '"+"Id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Name"},message:"must have required property '"+"Name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.Id !== undefined){
let data0 = data.Id;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err2 = {instancePath:instancePath+"/Id",schemaPath:"schema:Id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""};
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
const err3 = {instancePath:instancePath+"/Id",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.Name !== undefined){
let data1 = data.Name;
if(typeof data1 === "string"){
if(func0(data1) > 64){
const err4 = {instancePath:instancePath+"/Name",schemaPath:"schema:Name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func0(data1) < 1){
const err5 = {instancePath:instancePath+"/Name",schemaPath:"schema:Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/Name",schemaPath:"schema:Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.Description !== undefined){
let data2 = data.Description;
if(typeof data2 === "string"){
if(func0(data2) > 1024){
const err7 = {instancePath:instancePath+"/Description",schemaPath:"schema:Description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
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
const err8 = {instancePath:instancePath+"/Description",schemaPath:"schema:Description/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate1.errors = vErrors;
return errors === 0;
}


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Items === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Items"},message:"must have required property '"+"Items"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Items !== undefined){
let data0 = data.Items;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate1(data0[i0], {instancePath:instancePath+"/Items/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/Items",schemaPath:"#/properties/Items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.NextToken !== undefined){
if(typeof data.NextToken !== "string"){
const err2 = {instancePath:instancePath+"/NextToken",schemaPath:"#/properties/NextToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
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

exports.res_Error = validate3;
const schema5 = {"type":"object","required":["Message"],"properties":{"Message":{"type":"string"},"Reason":{"type":"string","enum":["InvalidConfiguration"]},"Details":{"type":"object","properties":{"InvalidConfiguration":{"type":"array","items":{"$ref":"schema:InvalidConfigurationDetail"}}}},"ResourceName":{"type":"string"},"Measure":{"type":"string","enum":["KILOBYTES","MEGABYTES","GIGABYTES"]},"Limit":{"type":"number"},"Size":{"type":"number"}}};
const schema6 = {"type":"object","properties":{"Constraint":{"type":"string"},"Location":{"type":"string"},"Reason":{"type":"string"},"Type":{"type":"string"},"Value":{"type":"string"}}};

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Message === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Message"},message:"must have required property '"+"Message"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Message !== undefined){
if(typeof data.Message !== "string"){
const err1 = {instancePath:instancePath+"/Message",schemaPath:"#/properties/Message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.Reason !== undefined){
let data1 = data.Reason;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/Reason",schemaPath:"#/properties/Reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(data1 === "InvalidConfiguration")){
const err3 = {instancePath:instancePath+"/Reason",schemaPath:"#/properties/Reason/enum",keyword:"enum",params:{allowedValues: schema5.properties.Reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.Details !== undefined){
let data2 = data.Details;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.InvalidConfiguration !== undefined){
let data3 = data2.InvalidConfiguration;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.Constraint !== undefined){
if(typeof data4.Constraint !== "string"){
const err4 = {instancePath:instancePath+"/Details/InvalidConfiguration/" + i0+"/Constraint",schemaPath:"schema:InvalidConfigurationDetail/properties/Constraint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data4.Location !== undefined){
if(typeof data4.Location !== "string"){
const err5 = {instancePath:instancePath+"/Details/InvalidConfiguration/" + i0+"/Location",schemaPath:"schema:InvalidConfigurationDetail/properties/Location/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data4.Reason !== undefined){
if(typeof data4.Reason !== "string"){
const err6 = {instancePath:instancePath+"/Details/InvalidConfiguration/" + i0+"/Reason",schemaPath:"schema:InvalidConfigurationDetail/properties/Reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data4.Type !== undefined){
if(typeof data4.Type !== "string"){
const err7 = {instancePath:instancePath+"/Details/InvalidConfiguration/" + i0+"/Type",schemaPath:"schema:InvalidConfigurationDetail/properties/Type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data4.Value !== undefined){
if(typeof data4.Value !== "string"){
const err8 = {instancePath:instancePath+"/Details/InvalidConfiguration/" + i0+"/Value",schemaPath:"schema:InvalidConfigurationDetail/properties/Value/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err9 = {instancePath:instancePath+"/Details/InvalidConfiguration/" + i0,schemaPath:"schema:InvalidConfigurationDetail/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err10 = {instancePath:instancePath+"/Details/InvalidConfiguration",schemaPath:"#/properties/Details/properties/InvalidConfiguration/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err11 = {instancePath:instancePath+"/Details",schemaPath:"#/properties/Details/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.ResourceName !== undefined){
if(typeof data.ResourceName !== "string"){
const err12 = {instancePath:instancePath+"/ResourceName",schemaPath:"#/properties/ResourceName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.Measure !== undefined){
let data11 = data.Measure;
if(typeof data11 !== "string"){
const err13 = {instancePath:instancePath+"/Measure",schemaPath:"#/properties/Measure/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(((data11 === "KILOBYTES") || (data11 === "MEGABYTES")) || (data11 === "GIGABYTES"))){
const err14 = {instancePath:instancePath+"/Measure",schemaPath:"#/properties/Measure/enum",keyword:"enum",params:{allowedValues: schema5.properties.Measure.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.Limit !== undefined){
let data12 = data.Limit;
if(!((typeof data12 == "number") && (isFinite(data12)))){
const err15 = {instancePath:instancePath+"/Limit",schemaPath:"#/properties/Limit/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.Size !== undefined){
let data13 = data.Size;
if(!((typeof data13 == "number") && (isFinite(data13)))){
const err16 = {instancePath:instancePath+"/Size",schemaPath:"#/properties/Size/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate3.errors = vErrors;
return errors === 0;
}

exports.res_Application = validate1;

exports.res_ConfigurationProfiles = validate4;
const schema7 = {"type":"object","required":["Items"],"properties":{"Items":{"type":"array","items":{"$ref":"schema:ConfigurationProfileSummary"}},"NextToken":{"type":"string"}}};
const schema8 = {"type":"object","required":["ApplicationId","Id","Name","LocationUri","ValidatorTypes","Type"],"properties":{"ApplicationId":{"$ref":"schema:Id"},"Id":{"$ref":"schema:Id"},"Name":{"type":"string"},"LocationUri":{"type":"string"},"ValidatorTypes":{"type":"array","items":{"$ref":"schema:ValidatorType"}},"Type":{"$ref":"schema:ConfigurationProfileType"}}};
const schema11 = {"type":"string","enum":["JSON_SCHEMA","LAMBDA"]};
const schema12 = {"type":"string","enum":["AWS.AppConfig.FeatureFlags","AWS.Freeform"]};

function validate5(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ApplicationId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ApplicationId"},message:"must have required property '"+"ApplicationId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Id"},message:"must have required property '"+"Id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.Name === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Name"},message:"must have required property '"+"Name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.LocationUri === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "LocationUri"},message:"must have required property '"+"LocationUri"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.ValidatorTypes === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ValidatorTypes"},message:"must have required property '"+"ValidatorTypes"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.Type === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Type"},message:"must have required property '"+"Type"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.ApplicationId !== undefined){
let data0 = data.ApplicationId;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err6 = {instancePath:instancePath+"/ApplicationId",schemaPath:"schema:Id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""};
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
const err7 = {instancePath:instancePath+"/ApplicationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.Id !== undefined){
let data1 = data.Id;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err8 = {instancePath:instancePath+"/Id",schemaPath:"schema:Id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""};
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
const err9 = {instancePath:instancePath+"/Id",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.Name !== undefined){
if(typeof data.Name !== "string"){
const err10 = {instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.LocationUri !== undefined){
if(typeof data.LocationUri !== "string"){
const err11 = {instancePath:instancePath+"/LocationUri",schemaPath:"#/properties/LocationUri/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.ValidatorTypes !== undefined){
let data4 = data.ValidatorTypes;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(typeof data5 !== "string"){
const err12 = {instancePath:instancePath+"/ValidatorTypes/" + i0,schemaPath:"schema:ValidatorType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((data5 === "JSON_SCHEMA") || (data5 === "LAMBDA"))){
const err13 = {instancePath:instancePath+"/ValidatorTypes/" + i0,schemaPath:"schema:ValidatorType/enum",keyword:"enum",params:{allowedValues: schema11.enum},message:"must be equal to one of the allowed values"};
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
const err14 = {instancePath:instancePath+"/ValidatorTypes",schemaPath:"#/properties/ValidatorTypes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.Type !== undefined){
let data6 = data.Type;
if(typeof data6 !== "string"){
const err15 = {instancePath:instancePath+"/Type",schemaPath:"schema:ConfigurationProfileType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!((data6 === "AWS.AppConfig.FeatureFlags") || (data6 === "AWS.Freeform"))){
const err16 = {instancePath:instancePath+"/Type",schemaPath:"schema:ConfigurationProfileType/enum",keyword:"enum",params:{allowedValues: schema12.enum},message:"must be equal to one of the allowed values"};
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
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate5.errors = vErrors;
return errors === 0;
}


function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Items === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Items"},message:"must have required property '"+"Items"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Items !== undefined){
let data0 = data.Items;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate5(data0[i0], {instancePath:instancePath+"/Items/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/Items",schemaPath:"#/properties/Items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.NextToken !== undefined){
if(typeof data.NextToken !== "string"){
const err2 = {instancePath:instancePath+"/NextToken",schemaPath:"#/properties/NextToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate4.errors = vErrors;
return errors === 0;
}

exports.res_ConfigurationProfile = validate7;
const schema13 = {"type":"object","required":["ApplicationId","Id","Name","LocationUri","Type"],"properties":{"ApplicationId":{"$ref":"schema:Id"},"Id":{"$ref":"schema:Id"},"Name":{"type":"string","minLength":1,"maxLength":128},"Description":{"$ref":"schema:Description"},"LocationUri":{"type":"string"},"RetrievalRoleArn":{"$ref":"schema:RoleArn"},"Validators":{"$ref":"schema:Validators"},"Type":{"$ref":"schema:ConfigurationProfileType"},"KmsKeyArn":{"type":"string"},"KmsKeyIdentifier":{"type":"string"}}};
const schema17 = {"type":"string","minLength":20,"maxLength":2048,"pattern":"^arn:(aws|aws-cn|aws-iso|aws-iso-[a-z]{1}|aws-us-gov):iam::\\d{12}:role/.*$"};
const pattern5 = new RegExp("^arn:(aws|aws-cn|aws-iso|aws-iso-[a-z]{1}|aws-us-gov):iam::\\d{12}:role/.*$", "u");
const schema18 = {"type":"array","maxItems":2,"items":{"$ref":"schema:Validator"}};
const schema19 = {"type":"object","required":["Type","Content"],"properties":{"Type":{"$ref":"schema:ValidatorType"},"Content":{"type":"string","maxLength":32768}}};

function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Type"},message:"must have required property '"+"Type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Content === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Content"},message:"must have required property '"+"Content"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.Type !== undefined){
let data0 = data.Type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/Type",schemaPath:"schema:ValidatorType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((data0 === "JSON_SCHEMA") || (data0 === "LAMBDA"))){
const err3 = {instancePath:instancePath+"/Type",schemaPath:"schema:ValidatorType/enum",keyword:"enum",params:{allowedValues: schema11.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.Content !== undefined){
let data1 = data.Content;
if(typeof data1 === "string"){
if(func0(data1) > 32768){
const err4 = {instancePath:instancePath+"/Content",schemaPath:"#/properties/Content/maxLength",keyword:"maxLength",params:{limit: 32768},message:"must NOT have more than 32768 characters"};
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
const err5 = {instancePath:instancePath+"/Content",schemaPath:"#/properties/Content/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate9.errors = vErrors;
return errors === 0;
}


function validate8(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
if(data.length > 2){
const err0 = {instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate9(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate9.errors : vErrors.concat(validate9.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate8.errors = vErrors;
return errors === 0;
}


function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ApplicationId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ApplicationId"},message:"must have required property '"+"ApplicationId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Id"},message:"must have required property '"+"Id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.Name === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Name"},message:"must have required property '"+"Name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.LocationUri === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "LocationUri"},message:"must have required property '"+"LocationUri"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.Type === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Type"},message:"must have required property '"+"Type"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.ApplicationId !== undefined){
let data0 = data.ApplicationId;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err5 = {instancePath:instancePath+"/ApplicationId",schemaPath:"schema:Id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""};
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
const err6 = {instancePath:instancePath+"/ApplicationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.Id !== undefined){
let data1 = data.Id;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err7 = {instancePath:instancePath+"/Id",schemaPath:"schema:Id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""};
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
const err8 = {instancePath:instancePath+"/Id",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.Name !== undefined){
let data2 = data.Name;
if(typeof data2 === "string"){
if(func0(data2) > 128){
const err9 = {instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func0(data2) < 1){
const err10 = {instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err11 = {instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.Description !== undefined){
let data3 = data.Description;
if(typeof data3 === "string"){
if(func0(data3) > 1024){
const err12 = {instancePath:instancePath+"/Description",schemaPath:"schema:Description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
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
const err13 = {instancePath:instancePath+"/Description",schemaPath:"schema:Description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.LocationUri !== undefined){
if(typeof data.LocationUri !== "string"){
const err14 = {instancePath:instancePath+"/LocationUri",schemaPath:"#/properties/LocationUri/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.RetrievalRoleArn !== undefined){
let data5 = data.RetrievalRoleArn;
if(typeof data5 === "string"){
if(func0(data5) > 2048){
const err15 = {instancePath:instancePath+"/RetrievalRoleArn",schemaPath:"schema:RoleArn/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func0(data5) < 20){
const err16 = {instancePath:instancePath+"/RetrievalRoleArn",schemaPath:"schema:RoleArn/minLength",keyword:"minLength",params:{limit: 20},message:"must NOT have fewer than 20 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!pattern5.test(data5)){
const err17 = {instancePath:instancePath+"/RetrievalRoleArn",schemaPath:"schema:RoleArn/pattern",keyword:"pattern",params:{pattern: "^arn:(aws|aws-cn|aws-iso|aws-iso-[a-z]{1}|aws-us-gov):iam::\\d{12}:role/.*$"},message:"must match pattern \""+"^arn:(aws|aws-cn|aws-iso|aws-iso-[a-z]{1}|aws-us-gov):iam::\\d{12}:role/.*$"+"\""};
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
const err18 = {instancePath:instancePath+"/RetrievalRoleArn",schemaPath:"schema:RoleArn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.Validators !== undefined){
if(!(validate8(data.Validators, {instancePath:instancePath+"/Validators",parentData:data,parentDataProperty:"Validators",rootData}))){
vErrors = vErrors === null ? validate8.errors : vErrors.concat(validate8.errors);
errors = vErrors.length;
}
}
if(data.Type !== undefined){
let data7 = data.Type;
if(typeof data7 !== "string"){
const err19 = {instancePath:instancePath+"/Type",schemaPath:"schema:ConfigurationProfileType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!((data7 === "AWS.AppConfig.FeatureFlags") || (data7 === "AWS.Freeform"))){
const err20 = {instancePath:instancePath+"/Type",schemaPath:"schema:ConfigurationProfileType/enum",keyword:"enum",params:{allowedValues: schema12.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.KmsKeyArn !== undefined){
if(typeof data.KmsKeyArn !== "string"){
const err21 = {instancePath:instancePath+"/KmsKeyArn",schemaPath:"#/properties/KmsKeyArn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.KmsKeyIdentifier !== undefined){
if(typeof data.KmsKeyIdentifier !== "string"){
const err22 = {instancePath:instancePath+"/KmsKeyIdentifier",schemaPath:"#/properties/KmsKeyIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate7.errors = vErrors;
return errors === 0;
}

exports.res_HostedConfigurationVersions = validate12;
const schema22 = {"type":"object","required":["Items"],"properties":{"Items":{"type":"array","items":{"$ref":"schema:HostedConfigurationVersionSummary"}},"NextToken":{"type":"string"}}};
const schema23 = {"type":"object","required":["ApplicationId","ConfigurationProfileId","VersionNumber","ContentType"],"properties":{"ApplicationId":{"$ref":"schema:Id"},"ConfigurationProfileId":{"$ref":"schema:Id"},"VersionNumber":{"type":"integer"},"Description":{"type":"string"},"ContentType":{"type":"string"},"VersionLabel":{"type":"string"},"KmsKeyArn":{"type":"string"}}};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ApplicationId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ApplicationId"},message:"must have required property '"+"ApplicationId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.ConfigurationProfileId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ConfigurationProfileId"},message:"must have required property '"+"ConfigurationProfileId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.VersionNumber === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "VersionNumber"},message:"must have required property '"+"VersionNumber"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.ContentType === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ContentType"},message:"must have required property '"+"ContentType"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.ApplicationId !== undefined){
let data0 = data.ApplicationId;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err4 = {instancePath:instancePath+"/ApplicationId",schemaPath:"schema:Id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""};
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
const err5 = {instancePath:instancePath+"/ApplicationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.ConfigurationProfileId !== undefined){
let data1 = data.ConfigurationProfileId;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err6 = {instancePath:instancePath+"/ConfigurationProfileId",schemaPath:"schema:Id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""};
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
const err7 = {instancePath:instancePath+"/ConfigurationProfileId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.VersionNumber !== undefined){
let data2 = data.VersionNumber;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err8 = {instancePath:instancePath+"/VersionNumber",schemaPath:"#/properties/VersionNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.Description !== undefined){
if(typeof data.Description !== "string"){
const err9 = {instancePath:instancePath+"/Description",schemaPath:"#/properties/Description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.ContentType !== undefined){
if(typeof data.ContentType !== "string"){
const err10 = {instancePath:instancePath+"/ContentType",schemaPath:"#/properties/ContentType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.VersionLabel !== undefined){
if(typeof data.VersionLabel !== "string"){
const err11 = {instancePath:instancePath+"/VersionLabel",schemaPath:"#/properties/VersionLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.KmsKeyArn !== undefined){
if(typeof data.KmsKeyArn !== "string"){
const err12 = {instancePath:instancePath+"/KmsKeyArn",schemaPath:"#/properties/KmsKeyArn/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate13.errors = vErrors;
return errors === 0;
}


function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Items === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Items"},message:"must have required property '"+"Items"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Items !== undefined){
let data0 = data.Items;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate13(data0[i0], {instancePath:instancePath+"/Items/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/Items",schemaPath:"#/properties/Items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.NextToken !== undefined){
if(typeof data.NextToken !== "string"){
const err2 = {instancePath:instancePath+"/NextToken",schemaPath:"#/properties/NextToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate12.errors = vErrors;
return errors === 0;
}

exports.res_Environments = validate15;
const schema26 = {"type":"object","required":["Items"],"properties":{"Items":{"type":"array","items":{"$ref":"schema:Environment"}},"NextToken":{"type":"string"}}};
const schema27 = {"type":"object","required":["ApplicationId","Id","Name","State"],"properties":{"ApplicationId":{"$ref":"schema:Id"},"Id":{"$ref":"schema:Id"},"Name":{"$ref":"schema:Name"},"Description":{"$ref":"schema:Description"},"State":{"$ref":"schema:EnvironmentState"},"Monitors":{"$ref":"schema:Monitors"}}};
const schema32 = {"type":"string","enum":["READY_FOR_DEPLOYMENT","DEPLOYING","ROLLING_BACK","ROLLED_BACK","REVERTED"]};
const schema33 = {"type":"array","maxItems":5,"items":{"$ref":"schema:Monitor"}};
const schema34 = {"type":"object","required":["AlarmArn"],"properties":{"AlarmArn":{"type":"string","minLength":1,"maxLength":2048},"AlarmRoleArn":{"type":"string","minLength":20,"maxLength":2048,"pattern":"^arn:(aws|aws-cn|aws-iso|aws-iso-[a-z]{1}|aws-us-gov):iam::\\d{12}:role/.*$"}}};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
if(data.length > 5){
const err0 = {instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.AlarmArn === undefined){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"schema:Monitor/required",keyword:"required",params:{missingProperty: "AlarmArn"},message:"must have required property '"+"AlarmArn"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.AlarmArn !== undefined){
let data1 = data0.AlarmArn;
if(typeof data1 === "string"){
if(func0(data1) > 2048){
const err2 = {instancePath:instancePath+"/" + i0+"/AlarmArn",schemaPath:"schema:Monitor/properties/AlarmArn/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func0(data1) < 1){
const err3 = {instancePath:instancePath+"/" + i0+"/AlarmArn",schemaPath:"schema:Monitor/properties/AlarmArn/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/" + i0+"/AlarmArn",schemaPath:"schema:Monitor/properties/AlarmArn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.AlarmRoleArn !== undefined){
let data2 = data0.AlarmRoleArn;
if(typeof data2 === "string"){
if(func0(data2) > 2048){
const err5 = {instancePath:instancePath+"/" + i0+"/AlarmRoleArn",schemaPath:"schema:Monitor/properties/AlarmRoleArn/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func0(data2) < 20){
const err6 = {instancePath:instancePath+"/" + i0+"/AlarmRoleArn",schemaPath:"schema:Monitor/properties/AlarmRoleArn/minLength",keyword:"minLength",params:{limit: 20},message:"must NOT have fewer than 20 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern5.test(data2)){
const err7 = {instancePath:instancePath+"/" + i0+"/AlarmRoleArn",schemaPath:"schema:Monitor/properties/AlarmRoleArn/pattern",keyword:"pattern",params:{pattern: "^arn:(aws|aws-cn|aws-iso|aws-iso-[a-z]{1}|aws-us-gov):iam::\\d{12}:role/.*$"},message:"must match pattern \""+"^arn:(aws|aws-cn|aws-iso|aws-iso-[a-z]{1}|aws-us-gov):iam::\\d{12}:role/.*$"+"\""};
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
const err8 = {instancePath:instancePath+"/" + i0+"/AlarmRoleArn",schemaPath:"schema:Monitor/properties/AlarmRoleArn/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err9 = {instancePath:instancePath+"/" + i0,schemaPath:"schema:Monitor/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}


function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ApplicationId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ApplicationId"},message:"must have required property '"+"ApplicationId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Id"},message:"must have required property '"+"Id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.Name === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Name"},message:"must have required property '"+"Name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.State === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "State"},message:"must have required property '"+"State"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.ApplicationId !== undefined){
let data0 = data.ApplicationId;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err4 = {instancePath:instancePath+"/ApplicationId",schemaPath:"schema:Id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""};
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
const err5 = {instancePath:instancePath+"/ApplicationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.Id !== undefined){
let data1 = data.Id;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err6 = {instancePath:instancePath+"/Id",schemaPath:"schema:Id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""};
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
const err7 = {instancePath:instancePath+"/Id",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.Name !== undefined){
let data2 = data.Name;
if(typeof data2 === "string"){
if(func0(data2) > 64){
const err8 = {instancePath:instancePath+"/Name",schemaPath:"schema:Name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func0(data2) < 1){
const err9 = {instancePath:instancePath+"/Name",schemaPath:"schema:Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err10 = {instancePath:instancePath+"/Name",schemaPath:"schema:Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.Description !== undefined){
let data3 = data.Description;
if(typeof data3 === "string"){
if(func0(data3) > 1024){
const err11 = {instancePath:instancePath+"/Description",schemaPath:"schema:Description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
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
const err12 = {instancePath:instancePath+"/Description",schemaPath:"schema:Description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.State !== undefined){
let data4 = data.State;
if(typeof data4 !== "string"){
const err13 = {instancePath:instancePath+"/State",schemaPath:"schema:EnvironmentState/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(((((data4 === "READY_FOR_DEPLOYMENT") || (data4 === "DEPLOYING")) || (data4 === "ROLLING_BACK")) || (data4 === "ROLLED_BACK")) || (data4 === "REVERTED"))){
const err14 = {instancePath:instancePath+"/State",schemaPath:"schema:EnvironmentState/enum",keyword:"enum",params:{allowedValues: schema32.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.Monitors !== undefined){
if(!(validate17(data.Monitors, {instancePath:instancePath+"/Monitors",parentData:data,parentDataProperty:"Monitors",rootData}))){
vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);
errors = vErrors.length;
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
validate16.errors = vErrors;
return errors === 0;
}


function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Items === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Items"},message:"must have required property '"+"Items"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Items !== undefined){
let data0 = data.Items;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate16(data0[i0], {instancePath:instancePath+"/Items/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/Items",schemaPath:"#/properties/Items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.NextToken !== undefined){
if(typeof data.NextToken !== "string"){
const err2 = {instancePath:instancePath+"/NextToken",schemaPath:"#/properties/NextToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate15.errors = vErrors;
return errors === 0;
}

exports.res_Environment = validate16;

exports.res_Deployments = validate20;
const schema35 = {"type":"object","required":["Items"],"properties":{"Items":{"type":"array","items":{"$ref":"schema:DeploymentSummary"}},"NextToken":{"type":"string"}}};
const schema36 = {"type":"object","required":["DeploymentNumber","ConfigurationName","ConfigurationVersion","DeploymentDurationInMinutes","GrowthType","GrowthFactor","FinalBakeTimeInMinutes","State","PercentageComplete","StartedAt"],"properties":{"DeploymentNumber":{"type":"integer"},"ConfigurationName":{"type":"string"},"ConfigurationVersion":{"type":"string"},"DeploymentDurationInMinutes":{"type":"integer"},"GrowthType":{"$ref":"schema:GrowthType"},"GrowthFactor":{"type":"number"},"FinalBakeTimeInMinutes":{"type":"integer"},"State":{"$ref":"schema:DeploymentState"},"PercentageComplete":{"type":"number"},"StartedAt":{"type":"string","format":"date-time"},"CompletedAt":{"type":"string","format":"date-time"},"VersionLabel":{"type":"string"}}};
const schema37 = {"type":"string","enum":["LINEAR","EXPONENTIAL"]};
const schema38 = {"type":"string","enum":["BAKING","VALIDATING","DEPLOYING","COMPLETE","ROLLING_BACK","ROLLED_BACK","REVERTED"]};
const formats0 = require("../formats")["date-time"];

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.DeploymentNumber === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "DeploymentNumber"},message:"must have required property '"+"DeploymentNumber"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.ConfigurationName === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ConfigurationName"},message:"must have required property '"+"ConfigurationName"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.ConfigurationVersion === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ConfigurationVersion"},message:"must have required property '"+"ConfigurationVersion"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.DeploymentDurationInMinutes === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "DeploymentDurationInMinutes"},message:"must have required property '"+"DeploymentDurationInMinutes"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.GrowthType === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "GrowthType"},message:"must have required property '"+"GrowthType"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.GrowthFactor === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "GrowthFactor"},message:"must have required property '"+"GrowthFactor"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.FinalBakeTimeInMinutes === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "FinalBakeTimeInMinutes"},message:"must have required property '"+"FinalBakeTimeInMinutes"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.State === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "State"},message:"must have required property '"+"State"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.PercentageComplete === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "PercentageComplete"},message:"must have required property '"+"PercentageComplete"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.StartedAt === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "StartedAt"},message:"must have required property '"+"StartedAt"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.DeploymentNumber !== undefined){
let data0 = data.DeploymentNumber;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err10 = {instancePath:instancePath+"/DeploymentNumber",schemaPath:"#/properties/DeploymentNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.ConfigurationName !== undefined){
if(typeof data.ConfigurationName !== "string"){
const err11 = {instancePath:instancePath+"/ConfigurationName",schemaPath:"#/properties/ConfigurationName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.ConfigurationVersion !== undefined){
if(typeof data.ConfigurationVersion !== "string"){
const err12 = {instancePath:instancePath+"/ConfigurationVersion",schemaPath:"#/properties/ConfigurationVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.DeploymentDurationInMinutes !== undefined){
let data3 = data.DeploymentDurationInMinutes;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err13 = {instancePath:instancePath+"/DeploymentDurationInMinutes",schemaPath:"#/properties/DeploymentDurationInMinutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.GrowthType !== undefined){
let data4 = data.GrowthType;
if(typeof data4 !== "string"){
const err14 = {instancePath:instancePath+"/GrowthType",schemaPath:"schema:GrowthType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!((data4 === "LINEAR") || (data4 === "EXPONENTIAL"))){
const err15 = {instancePath:instancePath+"/GrowthType",schemaPath:"schema:GrowthType/enum",keyword:"enum",params:{allowedValues: schema37.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.GrowthFactor !== undefined){
let data5 = data.GrowthFactor;
if(!((typeof data5 == "number") && (isFinite(data5)))){
const err16 = {instancePath:instancePath+"/GrowthFactor",schemaPath:"#/properties/GrowthFactor/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.FinalBakeTimeInMinutes !== undefined){
let data6 = data.FinalBakeTimeInMinutes;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err17 = {instancePath:instancePath+"/FinalBakeTimeInMinutes",schemaPath:"#/properties/FinalBakeTimeInMinutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.State !== undefined){
let data7 = data.State;
if(typeof data7 !== "string"){
const err18 = {instancePath:instancePath+"/State",schemaPath:"schema:DeploymentState/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(((((((data7 === "BAKING") || (data7 === "VALIDATING")) || (data7 === "DEPLOYING")) || (data7 === "COMPLETE")) || (data7 === "ROLLING_BACK")) || (data7 === "ROLLED_BACK")) || (data7 === "REVERTED"))){
const err19 = {instancePath:instancePath+"/State",schemaPath:"schema:DeploymentState/enum",keyword:"enum",params:{allowedValues: schema38.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.PercentageComplete !== undefined){
let data8 = data.PercentageComplete;
if(!((typeof data8 == "number") && (isFinite(data8)))){
const err20 = {instancePath:instancePath+"/PercentageComplete",schemaPath:"#/properties/PercentageComplete/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.StartedAt !== undefined){
let data9 = data.StartedAt;
if(typeof data9 === "string"){
if(!(formats0.validate.test(data9))){
const err21 = {instancePath:instancePath+"/StartedAt",schemaPath:"#/properties/StartedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err22 = {instancePath:instancePath+"/StartedAt",schemaPath:"#/properties/StartedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.CompletedAt !== undefined){
let data10 = data.CompletedAt;
if(typeof data10 === "string"){
if(!(formats0.validate.test(data10))){
const err23 = {instancePath:instancePath+"/CompletedAt",schemaPath:"#/properties/CompletedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err24 = {instancePath:instancePath+"/CompletedAt",schemaPath:"#/properties/CompletedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.VersionLabel !== undefined){
if(typeof data.VersionLabel !== "string"){
const err25 = {instancePath:instancePath+"/VersionLabel",schemaPath:"#/properties/VersionLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Items === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Items"},message:"must have required property '"+"Items"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Items !== undefined){
let data0 = data.Items;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate21(data0[i0], {instancePath:instancePath+"/Items/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/Items",schemaPath:"#/properties/Items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.NextToken !== undefined){
if(typeof data.NextToken !== "string"){
const err2 = {instancePath:instancePath+"/NextToken",schemaPath:"#/properties/NextToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate20.errors = vErrors;
return errors === 0;
}

exports.res_Deployment = validate23;
const schema39 = {"type":"object","required":["ApplicationId","EnvironmentId","DeploymentStrategyId","ConfigurationProfileId","DeploymentNumber","ConfigurationName","ConfigurationLocationUri","ConfigurationVersion","DeploymentDurationInMinutes","GrowthType","GrowthFactor","FinalBakeTimeInMinutes","State","EventLog","PercentageComplete","StartedAt"],"properties":{"ApplicationId":{"type":"string"},"EnvironmentId":{"type":"string"},"DeploymentStrategyId":{"type":"string"},"ConfigurationProfileId":{"type":"string"},"DeploymentNumber":{"type":"integer"},"ConfigurationName":{"type":"string"},"ConfigurationLocationUri":{"type":"string"},"ConfigurationVersion":{"type":"string"},"Description":{"type":"string"},"DeploymentDurationInMinutes":{"type":"integer"},"GrowthType":{"$ref":"schema:GrowthType"},"GrowthFactor":{"type":"number"},"FinalBakeTimeInMinutes":{"type":"integer"},"State":{"$ref":"schema:DeploymentState"},"EventLog":{"type":"array","items":{"$ref":"schema:DeploymentEvent"}},"PercentageComplete":{"type":"number"},"StartedAt":{"type":"string","format":"date-time"},"CompletedAt":{"type":"string","format":"date-time"},"AppliedExtensions":{"type":"array","items":{"$ref":"schema:AppliedExtension"}},"KmsKeyArn":{"type":"string"},"KmsKeyIdentifier":{"type":"string"},"VersionLabel":{"type":"string"}}};
const schema44 = {"type":"object","properties":{"ExtensionId":{"type":"string"},"ExtensionAssociationId":{"type":"string"},"VersionNumber":{"type":"integer"},"Parameters":{"type":"object","additionalProperties":{"type":"string"}}}};
const schema42 = {"type":"object","required":["EventType","TriggeredBy","Description","OccurredAt"],"properties":{"EventType":{"type":"string","enum":["PERCENTAGE_UPDATED","ROLLBACK_STARTED","ROLLBACK_COMPLETED","BAKE_TIME_STARTED","DEPLOYMENT_STARTED","DEPLOYMENT_COMPLETED","REVERT_COMPLETED"]},"TriggeredBy":{"type":"string","enum":["USER","APPCONFIG","CLOUDWATCH_ALARM","INTERNAL_ERROR"]},"Description":{"type":"string"},"ActionInvocations":{"type":"array","items":{"$ref":"schema:ActionInvocation"}},"OccurredAt":{"type":"string","format":"date-time"}}};
const schema43 = {"type":"object","properties":{"ExtensionIdentifier":{"type":"string"},"ActionName":{"type":"string"},"Uri":{"type":"string"},"RoleArn":{"type":"string"},"ErrorMessage":{"type":"string"},"ErrorCode":{"type":"string"},"InvocationId":{"type":"string"}}};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.EventType === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "EventType"},message:"must have required property '"+"EventType"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.TriggeredBy === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "TriggeredBy"},message:"must have required property '"+"TriggeredBy"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.Description === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Description"},message:"must have required property '"+"Description"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.OccurredAt === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "OccurredAt"},message:"must have required property '"+"OccurredAt"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.EventType !== undefined){
let data0 = data.EventType;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/EventType",schemaPath:"#/properties/EventType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(((((((data0 === "PERCENTAGE_UPDATED") || (data0 === "ROLLBACK_STARTED")) || (data0 === "ROLLBACK_COMPLETED")) || (data0 === "BAKE_TIME_STARTED")) || (data0 === "DEPLOYMENT_STARTED")) || (data0 === "DEPLOYMENT_COMPLETED")) || (data0 === "REVERT_COMPLETED"))){
const err5 = {instancePath:instancePath+"/EventType",schemaPath:"#/properties/EventType/enum",keyword:"enum",params:{allowedValues: schema42.properties.EventType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.TriggeredBy !== undefined){
let data1 = data.TriggeredBy;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/TriggeredBy",schemaPath:"#/properties/TriggeredBy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((((data1 === "USER") || (data1 === "APPCONFIG")) || (data1 === "CLOUDWATCH_ALARM")) || (data1 === "INTERNAL_ERROR"))){
const err7 = {instancePath:instancePath+"/TriggeredBy",schemaPath:"#/properties/TriggeredBy/enum",keyword:"enum",params:{allowedValues: schema42.properties.TriggeredBy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.Description !== undefined){
if(typeof data.Description !== "string"){
const err8 = {instancePath:instancePath+"/Description",schemaPath:"#/properties/Description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.ActionInvocations !== undefined){
let data3 = data.ActionInvocations;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.ExtensionIdentifier !== undefined){
if(typeof data4.ExtensionIdentifier !== "string"){
const err9 = {instancePath:instancePath+"/ActionInvocations/" + i0+"/ExtensionIdentifier",schemaPath:"schema:ActionInvocation/properties/ExtensionIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data4.ActionName !== undefined){
if(typeof data4.ActionName !== "string"){
const err10 = {instancePath:instancePath+"/ActionInvocations/" + i0+"/ActionName",schemaPath:"schema:ActionInvocation/properties/ActionName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data4.Uri !== undefined){
if(typeof data4.Uri !== "string"){
const err11 = {instancePath:instancePath+"/ActionInvocations/" + i0+"/Uri",schemaPath:"schema:ActionInvocation/properties/Uri/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data4.RoleArn !== undefined){
if(typeof data4.RoleArn !== "string"){
const err12 = {instancePath:instancePath+"/ActionInvocations/" + i0+"/RoleArn",schemaPath:"schema:ActionInvocation/properties/RoleArn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data4.ErrorMessage !== undefined){
if(typeof data4.ErrorMessage !== "string"){
const err13 = {instancePath:instancePath+"/ActionInvocations/" + i0+"/ErrorMessage",schemaPath:"schema:ActionInvocation/properties/ErrorMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data4.ErrorCode !== undefined){
if(typeof data4.ErrorCode !== "string"){
const err14 = {instancePath:instancePath+"/ActionInvocations/" + i0+"/ErrorCode",schemaPath:"schema:ActionInvocation/properties/ErrorCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data4.InvocationId !== undefined){
if(typeof data4.InvocationId !== "string"){
const err15 = {instancePath:instancePath+"/ActionInvocations/" + i0+"/InvocationId",schemaPath:"schema:ActionInvocation/properties/InvocationId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err16 = {instancePath:instancePath+"/ActionInvocations/" + i0,schemaPath:"schema:ActionInvocation/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err17 = {instancePath:instancePath+"/ActionInvocations",schemaPath:"#/properties/ActionInvocations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.OccurredAt !== undefined){
let data12 = data.OccurredAt;
if(typeof data12 === "string"){
if(!(formats0.validate.test(data12))){
const err18 = {instancePath:instancePath+"/OccurredAt",schemaPath:"#/properties/OccurredAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err19 = {instancePath:instancePath+"/OccurredAt",schemaPath:"#/properties/OccurredAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate24.errors = vErrors;
return errors === 0;
}


function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ApplicationId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ApplicationId"},message:"must have required property '"+"ApplicationId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.EnvironmentId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "EnvironmentId"},message:"must have required property '"+"EnvironmentId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.DeploymentStrategyId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "DeploymentStrategyId"},message:"must have required property '"+"DeploymentStrategyId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.ConfigurationProfileId === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ConfigurationProfileId"},message:"must have required property '"+"ConfigurationProfileId"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.DeploymentNumber === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "DeploymentNumber"},message:"must have required property '"+"DeploymentNumber"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.ConfigurationName === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ConfigurationName"},message:"must have required property '"+"ConfigurationName"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.ConfigurationLocationUri === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ConfigurationLocationUri"},message:"must have required property '"+"ConfigurationLocationUri"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.ConfigurationVersion === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ConfigurationVersion"},message:"must have required property '"+"ConfigurationVersion"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.DeploymentDurationInMinutes === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "DeploymentDurationInMinutes"},message:"must have required property '"+"DeploymentDurationInMinutes"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.GrowthType === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "GrowthType"},message:"must have required property '"+"GrowthType"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.GrowthFactor === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "GrowthFactor"},message:"must have required property '"+"GrowthFactor"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.FinalBakeTimeInMinutes === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "FinalBakeTimeInMinutes"},message:"must have required property '"+"FinalBakeTimeInMinutes"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.State === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "State"},message:"must have required property '"+"State"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.EventLog === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "EventLog"},message:"must have required property '"+"EventLog"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.PercentageComplete === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "PercentageComplete"},message:"must have required property '"+"PercentageComplete"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.StartedAt === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "StartedAt"},message:"must have required property '"+"StartedAt"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.ApplicationId !== undefined){
if(typeof data.ApplicationId !== "string"){
const err16 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/properties/ApplicationId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.EnvironmentId !== undefined){
if(typeof data.EnvironmentId !== "string"){
const err17 = {instancePath:instancePath+"/EnvironmentId",schemaPath:"#/properties/EnvironmentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.DeploymentStrategyId !== undefined){
if(typeof data.DeploymentStrategyId !== "string"){
const err18 = {instancePath:instancePath+"/DeploymentStrategyId",schemaPath:"#/properties/DeploymentStrategyId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.ConfigurationProfileId !== undefined){
if(typeof data.ConfigurationProfileId !== "string"){
const err19 = {instancePath:instancePath+"/ConfigurationProfileId",schemaPath:"#/properties/ConfigurationProfileId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.DeploymentNumber !== undefined){
let data4 = data.DeploymentNumber;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err20 = {instancePath:instancePath+"/DeploymentNumber",schemaPath:"#/properties/DeploymentNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.ConfigurationName !== undefined){
if(typeof data.ConfigurationName !== "string"){
const err21 = {instancePath:instancePath+"/ConfigurationName",schemaPath:"#/properties/ConfigurationName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.ConfigurationLocationUri !== undefined){
if(typeof data.ConfigurationLocationUri !== "string"){
const err22 = {instancePath:instancePath+"/ConfigurationLocationUri",schemaPath:"#/properties/ConfigurationLocationUri/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.ConfigurationVersion !== undefined){
if(typeof data.ConfigurationVersion !== "string"){
const err23 = {instancePath:instancePath+"/ConfigurationVersion",schemaPath:"#/properties/ConfigurationVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.Description !== undefined){
if(typeof data.Description !== "string"){
const err24 = {instancePath:instancePath+"/Description",schemaPath:"#/properties/Description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.DeploymentDurationInMinutes !== undefined){
let data9 = data.DeploymentDurationInMinutes;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err25 = {instancePath:instancePath+"/DeploymentDurationInMinutes",schemaPath:"#/properties/DeploymentDurationInMinutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.GrowthType !== undefined){
let data10 = data.GrowthType;
if(typeof data10 !== "string"){
const err26 = {instancePath:instancePath+"/GrowthType",schemaPath:"schema:GrowthType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!((data10 === "LINEAR") || (data10 === "EXPONENTIAL"))){
const err27 = {instancePath:instancePath+"/GrowthType",schemaPath:"schema:GrowthType/enum",keyword:"enum",params:{allowedValues: schema37.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.GrowthFactor !== undefined){
let data11 = data.GrowthFactor;
if(!((typeof data11 == "number") && (isFinite(data11)))){
const err28 = {instancePath:instancePath+"/GrowthFactor",schemaPath:"#/properties/GrowthFactor/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.FinalBakeTimeInMinutes !== undefined){
let data12 = data.FinalBakeTimeInMinutes;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err29 = {instancePath:instancePath+"/FinalBakeTimeInMinutes",schemaPath:"#/properties/FinalBakeTimeInMinutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.State !== undefined){
let data13 = data.State;
if(typeof data13 !== "string"){
const err30 = {instancePath:instancePath+"/State",schemaPath:"schema:DeploymentState/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(!(((((((data13 === "BAKING") || (data13 === "VALIDATING")) || (data13 === "DEPLOYING")) || (data13 === "COMPLETE")) || (data13 === "ROLLING_BACK")) || (data13 === "ROLLED_BACK")) || (data13 === "REVERTED"))){
const err31 = {instancePath:instancePath+"/State",schemaPath:"schema:DeploymentState/enum",keyword:"enum",params:{allowedValues: schema38.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.EventLog !== undefined){
let data14 = data.EventLog;
if(Array.isArray(data14)){
const len0 = data14.length;
for(let i0=0; i0<len0; i0++){
if(!(validate24(data14[i0], {instancePath:instancePath+"/EventLog/" + i0,parentData:data14,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
}
else {
const err32 = {instancePath:instancePath+"/EventLog",schemaPath:"#/properties/EventLog/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.PercentageComplete !== undefined){
let data16 = data.PercentageComplete;
if(!((typeof data16 == "number") && (isFinite(data16)))){
const err33 = {instancePath:instancePath+"/PercentageComplete",schemaPath:"#/properties/PercentageComplete/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.StartedAt !== undefined){
let data17 = data.StartedAt;
if(typeof data17 === "string"){
if(!(formats0.validate.test(data17))){
const err34 = {instancePath:instancePath+"/StartedAt",schemaPath:"#/properties/StartedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err35 = {instancePath:instancePath+"/StartedAt",schemaPath:"#/properties/StartedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.CompletedAt !== undefined){
let data18 = data.CompletedAt;
if(typeof data18 === "string"){
if(!(formats0.validate.test(data18))){
const err36 = {instancePath:instancePath+"/CompletedAt",schemaPath:"#/properties/CompletedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err37 = {instancePath:instancePath+"/CompletedAt",schemaPath:"#/properties/CompletedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.AppliedExtensions !== undefined){
let data19 = data.AppliedExtensions;
if(Array.isArray(data19)){
const len1 = data19.length;
for(let i1=0; i1<len1; i1++){
let data20 = data19[i1];
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.ExtensionId !== undefined){
if(typeof data20.ExtensionId !== "string"){
const err38 = {instancePath:instancePath+"/AppliedExtensions/" + i1+"/ExtensionId",schemaPath:"schema:AppliedExtension/properties/ExtensionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data20.ExtensionAssociationId !== undefined){
if(typeof data20.ExtensionAssociationId !== "string"){
const err39 = {instancePath:instancePath+"/AppliedExtensions/" + i1+"/ExtensionAssociationId",schemaPath:"schema:AppliedExtension/properties/ExtensionAssociationId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data20.VersionNumber !== undefined){
let data23 = data20.VersionNumber;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err40 = {instancePath:instancePath+"/AppliedExtensions/" + i1+"/VersionNumber",schemaPath:"schema:AppliedExtension/properties/VersionNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data20.Parameters !== undefined){
let data24 = data20.Parameters;
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
for(const key0 in data24){
if(typeof data24[key0] !== "string"){
const err41 = {instancePath:instancePath+"/AppliedExtensions/" + i1+"/Parameters/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:AppliedExtension/properties/Parameters/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err42 = {instancePath:instancePath+"/AppliedExtensions/" + i1+"/Parameters",schemaPath:"schema:AppliedExtension/properties/Parameters/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/AppliedExtensions/" + i1,schemaPath:"schema:AppliedExtension/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/AppliedExtensions",schemaPath:"#/properties/AppliedExtensions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.KmsKeyArn !== undefined){
if(typeof data.KmsKeyArn !== "string"){
const err45 = {instancePath:instancePath+"/KmsKeyArn",schemaPath:"#/properties/KmsKeyArn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.KmsKeyIdentifier !== undefined){
if(typeof data.KmsKeyIdentifier !== "string"){
const err46 = {instancePath:instancePath+"/KmsKeyIdentifier",schemaPath:"#/properties/KmsKeyIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.VersionLabel !== undefined){
if(typeof data.VersionLabel !== "string"){
const err47 = {instancePath:instancePath+"/VersionLabel",schemaPath:"#/properties/VersionLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate23.errors = vErrors;
return errors === 0;
}

exports.res_DeploymentStrategies = validate26;
const schema45 = {"type":"object","required":["Items"],"properties":{"Items":{"type":"array","items":{"$ref":"schema:DeploymentStrategy"}},"NextToken":{"type":"string"}}};
const schema46 = {"type":"object","required":["Id","Name","DeploymentDurationInMinutes","GrowthType","GrowthFactor","FinalBakeTimeInMinutes"],"properties":{"Id":{"type":"string"},"Name":{"type":"string"},"Description":{"type":"string"},"DeploymentDurationInMinutes":{"type":"integer"},"GrowthType":{"$ref":"schema:GrowthType"},"GrowthFactor":{"type":"number"},"FinalBakeTimeInMinutes":{"type":"integer"},"ReplicateTo":{"$ref":"schema:ReplicateTo"}}};
const schema48 = {"type":"string","enum":["NONE","SSM_DOCUMENT"]};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Id"},message:"must have required property '"+"Id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Name"},message:"must have required property '"+"Name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.DeploymentDurationInMinutes === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "DeploymentDurationInMinutes"},message:"must have required property '"+"DeploymentDurationInMinutes"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.GrowthType === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "GrowthType"},message:"must have required property '"+"GrowthType"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.GrowthFactor === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "GrowthFactor"},message:"must have required property '"+"GrowthFactor"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.FinalBakeTimeInMinutes === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "FinalBakeTimeInMinutes"},message:"must have required property '"+"FinalBakeTimeInMinutes"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.Id !== undefined){
if(typeof data.Id !== "string"){
const err6 = {instancePath:instancePath+"/Id",schemaPath:"#/properties/Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.Name !== undefined){
if(typeof data.Name !== "string"){
const err7 = {instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.Description !== undefined){
if(typeof data.Description !== "string"){
const err8 = {instancePath:instancePath+"/Description",schemaPath:"#/properties/Description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.DeploymentDurationInMinutes !== undefined){
let data3 = data.DeploymentDurationInMinutes;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err9 = {instancePath:instancePath+"/DeploymentDurationInMinutes",schemaPath:"#/properties/DeploymentDurationInMinutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.GrowthType !== undefined){
let data4 = data.GrowthType;
if(typeof data4 !== "string"){
const err10 = {instancePath:instancePath+"/GrowthType",schemaPath:"schema:GrowthType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((data4 === "LINEAR") || (data4 === "EXPONENTIAL"))){
const err11 = {instancePath:instancePath+"/GrowthType",schemaPath:"schema:GrowthType/enum",keyword:"enum",params:{allowedValues: schema37.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.GrowthFactor !== undefined){
let data5 = data.GrowthFactor;
if(!((typeof data5 == "number") && (isFinite(data5)))){
const err12 = {instancePath:instancePath+"/GrowthFactor",schemaPath:"#/properties/GrowthFactor/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.FinalBakeTimeInMinutes !== undefined){
let data6 = data.FinalBakeTimeInMinutes;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err13 = {instancePath:instancePath+"/FinalBakeTimeInMinutes",schemaPath:"#/properties/FinalBakeTimeInMinutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.ReplicateTo !== undefined){
let data7 = data.ReplicateTo;
if(typeof data7 !== "string"){
const err14 = {instancePath:instancePath+"/ReplicateTo",schemaPath:"schema:ReplicateTo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!((data7 === "NONE") || (data7 === "SSM_DOCUMENT"))){
const err15 = {instancePath:instancePath+"/ReplicateTo",schemaPath:"schema:ReplicateTo/enum",keyword:"enum",params:{allowedValues: schema48.enum},message:"must be equal to one of the allowed values"};
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
validate27.errors = vErrors;
return errors === 0;
}


function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Items === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Items"},message:"must have required property '"+"Items"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Items !== undefined){
let data0 = data.Items;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate27(data0[i0], {instancePath:instancePath+"/Items/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/Items",schemaPath:"#/properties/Items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.NextToken !== undefined){
if(typeof data.NextToken !== "string"){
const err2 = {instancePath:instancePath+"/NextToken",schemaPath:"#/properties/NextToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate26.errors = vErrors;
return errors === 0;
}

exports.res_DeploymentStrategy = validate27;

exports.res_Extensions = validate29;
const schema49 = {"type":"object","required":["Items"],"properties":{"Items":{"type":"array","items":{"$ref":"schema:ExtensionSummary"}},"NextToken":{"type":"string"}}};
const schema50 = {"type":"object","required":["Id","Name","VersionNumber","Arn"],"properties":{"Id":{"type":"string"},"Name":{"type":"string"},"VersionNumber":{"type":"integer"},"Arn":{"type":"string"},"Description":{"type":"string"}}};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Items === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Items"},message:"must have required property '"+"Items"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Items !== undefined){
let data0 = data.Items;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.Id === undefined){
const err1 = {instancePath:instancePath+"/Items/" + i0,schemaPath:"schema:ExtensionSummary/required",keyword:"required",params:{missingProperty: "Id"},message:"must have required property '"+"Id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1.Name === undefined){
const err2 = {instancePath:instancePath+"/Items/" + i0,schemaPath:"schema:ExtensionSummary/required",keyword:"required",params:{missingProperty: "Name"},message:"must have required property '"+"Name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.VersionNumber === undefined){
const err3 = {instancePath:instancePath+"/Items/" + i0,schemaPath:"schema:ExtensionSummary/required",keyword:"required",params:{missingProperty: "VersionNumber"},message:"must have required property '"+"VersionNumber"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.Arn === undefined){
const err4 = {instancePath:instancePath+"/Items/" + i0,schemaPath:"schema:ExtensionSummary/required",keyword:"required",params:{missingProperty: "Arn"},message:"must have required property '"+"Arn"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.Id !== undefined){
if(typeof data1.Id !== "string"){
const err5 = {instancePath:instancePath+"/Items/" + i0+"/Id",schemaPath:"schema:ExtensionSummary/properties/Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.Name !== undefined){
if(typeof data1.Name !== "string"){
const err6 = {instancePath:instancePath+"/Items/" + i0+"/Name",schemaPath:"schema:ExtensionSummary/properties/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.VersionNumber !== undefined){
let data4 = data1.VersionNumber;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err7 = {instancePath:instancePath+"/Items/" + i0+"/VersionNumber",schemaPath:"schema:ExtensionSummary/properties/VersionNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.Arn !== undefined){
if(typeof data1.Arn !== "string"){
const err8 = {instancePath:instancePath+"/Items/" + i0+"/Arn",schemaPath:"schema:ExtensionSummary/properties/Arn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.Description !== undefined){
if(typeof data1.Description !== "string"){
const err9 = {instancePath:instancePath+"/Items/" + i0+"/Description",schemaPath:"schema:ExtensionSummary/properties/Description/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/Items/" + i0,schemaPath:"schema:ExtensionSummary/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err11 = {instancePath:instancePath+"/Items",schemaPath:"#/properties/Items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.NextToken !== undefined){
if(typeof data.NextToken !== "string"){
const err12 = {instancePath:instancePath+"/NextToken",schemaPath:"#/properties/NextToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate29.errors = vErrors;
return errors === 0;
}

exports.res_Extension = validate30;
const schema51 = {"type":"object","required":["Id","Name","VersionNumber","Arn","Actions"],"properties":{"Id":{"type":"string"},"Name":{"type":"string"},"VersionNumber":{"type":"integer"},"Arn":{"type":"string"},"Description":{"type":"string"},"Actions":{"$ref":"schema:Actions"},"Parameters":{"$ref":"schema:Parameters"}}};
const schema52 = {"type":"object","minProperties":1,"additionalProperties":false,"properties":{"PRE_CREATE_HOSTED_CONFIGURATION_VERSION":{"$ref":"schema:ActionList"},"PRE_START_DEPLOYMENT":{"$ref":"schema:ActionList"},"AT_DEPLOYMENT_TICK":{"$ref":"schema:ActionList"},"ON_DEPLOYMENT_START":{"$ref":"schema:ActionList"},"ON_DEPLOYMENT_STEP":{"$ref":"schema:ActionList"},"ON_DEPLOYMENT_BAKING":{"$ref":"schema:ActionList"},"ON_DEPLOYMENT_COMPLETE":{"$ref":"schema:ActionList"},"ON_DEPLOYMENT_ROLLED_BACK":{"$ref":"schema:ActionList"}}};
const schema53 = {"type":"array","minItems":1,"maxItems":1,"items":{"$ref":"schema:Action"}};
const schema54 = {"type":"object","required":["Name","Uri"],"properties":{"Name":{"type":"string","minLength":1,"maxLength":64},"Description":{"$ref":"schema:Description"},"Uri":{"type":"string","minLength":1,"maxLength":2048},"RoleArn":{"type":"string","minLength":20,"maxLength":2048}}};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Name"},message:"must have required property '"+"Name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Uri === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Uri"},message:"must have required property '"+"Uri"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.Name !== undefined){
let data0 = data.Name;
if(typeof data0 === "string"){
if(func0(data0) > 64){
const err2 = {instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func0(data0) < 1){
const err3 = {instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.Description !== undefined){
let data1 = data.Description;
if(typeof data1 === "string"){
if(func0(data1) > 1024){
const err5 = {instancePath:instancePath+"/Description",schemaPath:"schema:Description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
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
const err6 = {instancePath:instancePath+"/Description",schemaPath:"schema:Description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.Uri !== undefined){
let data2 = data.Uri;
if(typeof data2 === "string"){
if(func0(data2) > 2048){
const err7 = {instancePath:instancePath+"/Uri",schemaPath:"#/properties/Uri/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func0(data2) < 1){
const err8 = {instancePath:instancePath+"/Uri",schemaPath:"#/properties/Uri/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err9 = {instancePath:instancePath+"/Uri",schemaPath:"#/properties/Uri/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.RoleArn !== undefined){
let data3 = data.RoleArn;
if(typeof data3 === "string"){
if(func0(data3) > 2048){
const err10 = {instancePath:instancePath+"/RoleArn",schemaPath:"#/properties/RoleArn/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func0(data3) < 20){
const err11 = {instancePath:instancePath+"/RoleArn",schemaPath:"#/properties/RoleArn/minLength",keyword:"minLength",params:{limit: 20},message:"must NOT have fewer than 20 characters"};
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
const err12 = {instancePath:instancePath+"/RoleArn",schemaPath:"#/properties/RoleArn/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate33.errors = vErrors;
return errors === 0;
}


function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
if(data.length > 1){
const err0 = {instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.length < 1){
const err1 = {instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate33(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}


function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "PRE_CREATE_HOSTED_CONFIGURATION_VERSION") || (key0 === "PRE_START_DEPLOYMENT")) || (key0 === "AT_DEPLOYMENT_TICK")) || (key0 === "ON_DEPLOYMENT_START")) || (key0 === "ON_DEPLOYMENT_STEP")) || (key0 === "ON_DEPLOYMENT_BAKING")) || (key0 === "ON_DEPLOYMENT_COMPLETE")) || (key0 === "ON_DEPLOYMENT_ROLLED_BACK"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.PRE_CREATE_HOSTED_CONFIGURATION_VERSION !== undefined){
if(!(validate32(data.PRE_CREATE_HOSTED_CONFIGURATION_VERSION, {instancePath:instancePath+"/PRE_CREATE_HOSTED_CONFIGURATION_VERSION",parentData:data,parentDataProperty:"PRE_CREATE_HOSTED_CONFIGURATION_VERSION",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data.PRE_START_DEPLOYMENT !== undefined){
if(!(validate32(data.PRE_START_DEPLOYMENT, {instancePath:instancePath+"/PRE_START_DEPLOYMENT",parentData:data,parentDataProperty:"PRE_START_DEPLOYMENT",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data.AT_DEPLOYMENT_TICK !== undefined){
if(!(validate32(data.AT_DEPLOYMENT_TICK, {instancePath:instancePath+"/AT_DEPLOYMENT_TICK",parentData:data,parentDataProperty:"AT_DEPLOYMENT_TICK",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data.ON_DEPLOYMENT_START !== undefined){
if(!(validate32(data.ON_DEPLOYMENT_START, {instancePath:instancePath+"/ON_DEPLOYMENT_START",parentData:data,parentDataProperty:"ON_DEPLOYMENT_START",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data.ON_DEPLOYMENT_STEP !== undefined){
if(!(validate32(data.ON_DEPLOYMENT_STEP, {instancePath:instancePath+"/ON_DEPLOYMENT_STEP",parentData:data,parentDataProperty:"ON_DEPLOYMENT_STEP",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data.ON_DEPLOYMENT_BAKING !== undefined){
if(!(validate32(data.ON_DEPLOYMENT_BAKING, {instancePath:instancePath+"/ON_DEPLOYMENT_BAKING",parentData:data,parentDataProperty:"ON_DEPLOYMENT_BAKING",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data.ON_DEPLOYMENT_COMPLETE !== undefined){
if(!(validate32(data.ON_DEPLOYMENT_COMPLETE, {instancePath:instancePath+"/ON_DEPLOYMENT_COMPLETE",parentData:data,parentDataProperty:"ON_DEPLOYMENT_COMPLETE",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data.ON_DEPLOYMENT_ROLLED_BACK !== undefined){
if(!(validate32(data.ON_DEPLOYMENT_ROLLED_BACK, {instancePath:instancePath+"/ON_DEPLOYMENT_ROLLED_BACK",parentData:data,parentDataProperty:"ON_DEPLOYMENT_ROLLED_BACK",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}

const schema56 = {"type":"object","maxProperties":10,"additionalProperties":{"$ref":"schema:Parameter"}};
const schema57 = {"type":"object","properties":{"Description":{"$ref":"schema:Description"},"Required":{"type":"boolean"},"Dynamic":{"type":"boolean"}}};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Description !== undefined){
let data0 = data.Description;
if(typeof data0 === "string"){
if(func0(data0) > 1024){
const err0 = {instancePath:instancePath+"/Description",schemaPath:"schema:Description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
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
const err1 = {instancePath:instancePath+"/Description",schemaPath:"schema:Description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.Required !== undefined){
if(typeof data.Required !== "boolean"){
const err2 = {instancePath:instancePath+"/Required",schemaPath:"#/properties/Required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.Dynamic !== undefined){
if(typeof data.Dynamic !== "boolean"){
const err3 = {instancePath:instancePath+"/Dynamic",schemaPath:"#/properties/Dynamic/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate45.errors = vErrors;
return errors === 0;
}


function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length > 10){
const err0 = {instancePath,schemaPath:"#/maxProperties",keyword:"maxProperties",params:{limit: 10},message:"must NOT have more than 10 properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(validate45(data[key0], {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key0,rootData}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}


function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Id"},message:"must have required property '"+"Id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Name"},message:"must have required property '"+"Name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.VersionNumber === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "VersionNumber"},message:"must have required property '"+"VersionNumber"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.Arn === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Arn"},message:"must have required property '"+"Arn"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.Actions === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Actions"},message:"must have required property '"+"Actions"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.Id !== undefined){
if(typeof data.Id !== "string"){
const err5 = {instancePath:instancePath+"/Id",schemaPath:"#/properties/Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.Name !== undefined){
if(typeof data.Name !== "string"){
const err6 = {instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.VersionNumber !== undefined){
let data2 = data.VersionNumber;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err7 = {instancePath:instancePath+"/VersionNumber",schemaPath:"#/properties/VersionNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.Arn !== undefined){
if(typeof data.Arn !== "string"){
const err8 = {instancePath:instancePath+"/Arn",schemaPath:"#/properties/Arn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.Description !== undefined){
if(typeof data.Description !== "string"){
const err9 = {instancePath:instancePath+"/Description",schemaPath:"#/properties/Description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.Actions !== undefined){
if(!(validate31(data.Actions, {instancePath:instancePath+"/Actions",parentData:data,parentDataProperty:"Actions",rootData}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
}
if(data.Parameters !== undefined){
if(!(validate44(data.Parameters, {instancePath:instancePath+"/Parameters",parentData:data,parentDataProperty:"Parameters",rootData}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
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
validate30.errors = vErrors;
return errors === 0;
}

exports.res_ExtensionAssociations = validate48;
const schema59 = {"type":"object","required":["Items"],"properties":{"Items":{"type":"array","items":{"$ref":"schema:ExtensionAssociationSummary"}},"NextToken":{"type":"string"}}};
const schema60 = {"type":"object","required":["Id","ExtensionArn","ResourceArn"],"properties":{"Id":{"type":"string"},"ExtensionArn":{"type":"string"},"ResourceArn":{"type":"string"}}};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Items === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Items"},message:"must have required property '"+"Items"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Items !== undefined){
let data0 = data.Items;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.Id === undefined){
const err1 = {instancePath:instancePath+"/Items/" + i0,schemaPath:"schema:ExtensionAssociationSummary/required",keyword:"required",params:{missingProperty: "Id"},message:"must have required property '"+"Id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1.ExtensionArn === undefined){
const err2 = {instancePath:instancePath+"/Items/" + i0,schemaPath:"schema:ExtensionAssociationSummary/required",keyword:"required",params:{missingProperty: "ExtensionArn"},message:"must have required property '"+"ExtensionArn"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.ResourceArn === undefined){
const err3 = {instancePath:instancePath+"/Items/" + i0,schemaPath:"schema:ExtensionAssociationSummary/required",keyword:"required",params:{missingProperty: "ResourceArn"},message:"must have required property '"+"ResourceArn"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.Id !== undefined){
if(typeof data1.Id !== "string"){
const err4 = {instancePath:instancePath+"/Items/" + i0+"/Id",schemaPath:"schema:ExtensionAssociationSummary/properties/Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.ExtensionArn !== undefined){
if(typeof data1.ExtensionArn !== "string"){
const err5 = {instancePath:instancePath+"/Items/" + i0+"/ExtensionArn",schemaPath:"schema:ExtensionAssociationSummary/properties/ExtensionArn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.ResourceArn !== undefined){
if(typeof data1.ResourceArn !== "string"){
const err6 = {instancePath:instancePath+"/Items/" + i0+"/ResourceArn",schemaPath:"schema:ExtensionAssociationSummary/properties/ResourceArn/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err7 = {instancePath:instancePath+"/Items/" + i0,schemaPath:"schema:ExtensionAssociationSummary/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err8 = {instancePath:instancePath+"/Items",schemaPath:"#/properties/Items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.NextToken !== undefined){
if(typeof data.NextToken !== "string"){
const err9 = {instancePath:instancePath+"/NextToken",schemaPath:"#/properties/NextToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate48.errors = vErrors;
return errors === 0;
}

exports.res_ExtensionAssociation = validate49;
const schema61 = {"type":"object","required":["Id","ExtensionArn","ResourceArn","Arn","ExtensionVersionNumber"],"properties":{"Id":{"type":"string"},"ExtensionArn":{"type":"string"},"ResourceArn":{"type":"string"},"Arn":{"type":"string"},"Parameters":{"type":"object","additionalProperties":{"type":"string"}},"ExtensionVersionNumber":{"type":"integer"}}};

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Id"},message:"must have required property '"+"Id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.ExtensionArn === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ExtensionArn"},message:"must have required property '"+"ExtensionArn"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.ResourceArn === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ResourceArn"},message:"must have required property '"+"ResourceArn"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.Arn === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Arn"},message:"must have required property '"+"Arn"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.ExtensionVersionNumber === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ExtensionVersionNumber"},message:"must have required property '"+"ExtensionVersionNumber"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.Id !== undefined){
if(typeof data.Id !== "string"){
const err5 = {instancePath:instancePath+"/Id",schemaPath:"#/properties/Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.ExtensionArn !== undefined){
if(typeof data.ExtensionArn !== "string"){
const err6 = {instancePath:instancePath+"/ExtensionArn",schemaPath:"#/properties/ExtensionArn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.ResourceArn !== undefined){
if(typeof data.ResourceArn !== "string"){
const err7 = {instancePath:instancePath+"/ResourceArn",schemaPath:"#/properties/ResourceArn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.Arn !== undefined){
if(typeof data.Arn !== "string"){
const err8 = {instancePath:instancePath+"/Arn",schemaPath:"#/properties/Arn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.Parameters !== undefined){
let data4 = data.Parameters;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
if(typeof data4[key0] !== "string"){
const err9 = {instancePath:instancePath+"/Parameters/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/Parameters/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/Parameters",schemaPath:"#/properties/Parameters/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.ExtensionVersionNumber !== undefined){
let data6 = data.ExtensionVersionNumber;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err11 = {instancePath:instancePath+"/ExtensionVersionNumber",schemaPath:"#/properties/ExtensionVersionNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
validate49.errors = vErrors;
return errors === 0;
}

exports.res_16 = validate50;
const schema62 = {"type":"object","required":["InitialConfigurationToken"],"properties":{"InitialConfigurationToken":{"$ref":"schema:ConfigurationToken"}}};
const schema63 = {"type":"string","minLength":1,"maxLength":8192,"pattern":"^\\S+$"};
const pattern11 = new RegExp("^\\S+$", "u");

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.InitialConfigurationToken === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "InitialConfigurationToken"},message:"must have required property '"+"InitialConfigurationToken"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.InitialConfigurationToken !== undefined){
let data0 = data.InitialConfigurationToken;
if(typeof data0 === "string"){
if(func0(data0) > 8192){
const err1 = {instancePath:instancePath+"/InitialConfigurationToken",schemaPath:"schema:ConfigurationToken/maxLength",keyword:"maxLength",params:{limit: 8192},message:"must NOT have more than 8192 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func0(data0) < 1){
const err2 = {instancePath:instancePath+"/InitialConfigurationToken",schemaPath:"schema:ConfigurationToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern11.test(data0)){
const err3 = {instancePath:instancePath+"/InitialConfigurationToken",schemaPath:"schema:ConfigurationToken/pattern",keyword:"pattern",params:{pattern: "^\\S+$"},message:"must match pattern \""+"^\\S+$"+"\""};
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
const err4 = {instancePath:instancePath+"/InitialConfigurationToken",schemaPath:"schema:ConfigurationToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate50.errors = vErrors;
return errors === 0;
}

exports.res_SessionError = validate51;
const schema64 = {"type":"object","required":["Message"],"properties":{"Message":{"type":"string"},"Reason":{"type":"string","enum":["InvalidParameters"]},"Details":{"type":"object","properties":{"InvalidParameters":{"type":"object","additionalProperties":{"type":"object","properties":{"Problem":{"type":"string","enum":["Corrupted","Expired","PollIntervalNotSatisfied"]}}}}}},"ResourceType":{"type":"string","enum":["Application","ConfigurationProfile","Deployment","Environment","Configuration"]}}};

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Message === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Message"},message:"must have required property '"+"Message"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Message !== undefined){
if(typeof data.Message !== "string"){
const err1 = {instancePath:instancePath+"/Message",schemaPath:"#/properties/Message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.Reason !== undefined){
let data1 = data.Reason;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/Reason",schemaPath:"#/properties/Reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(data1 === "InvalidParameters")){
const err3 = {instancePath:instancePath+"/Reason",schemaPath:"#/properties/Reason/enum",keyword:"enum",params:{allowedValues: schema64.properties.Reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.Details !== undefined){
let data2 = data.Details;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.InvalidParameters !== undefined){
let data3 = data2.InvalidParameters;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key0 in data3){
let data4 = data3[key0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.Problem !== undefined){
let data5 = data4.Problem;
if(typeof data5 !== "string"){
const err4 = {instancePath:instancePath+"/Details/InvalidParameters/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/Problem",schemaPath:"#/properties/Details/properties/InvalidParameters/additionalProperties/properties/Problem/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(((data5 === "Corrupted") || (data5 === "Expired")) || (data5 === "PollIntervalNotSatisfied"))){
const err5 = {instancePath:instancePath+"/Details/InvalidParameters/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/Problem",schemaPath:"#/properties/Details/properties/InvalidParameters/additionalProperties/properties/Problem/enum",keyword:"enum",params:{allowedValues: schema64.properties.Details.properties.InvalidParameters.additionalProperties.properties.Problem.enum},message:"must be equal to one of the allowed values"};
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
const err6 = {instancePath:instancePath+"/Details/InvalidParameters/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/Details/properties/InvalidParameters/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err7 = {instancePath:instancePath+"/Details/InvalidParameters",schemaPath:"#/properties/Details/properties/InvalidParameters/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err8 = {instancePath:instancePath+"/Details",schemaPath:"#/properties/Details/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.ResourceType !== undefined){
let data6 = data.ResourceType;
if(typeof data6 !== "string"){
const err9 = {instancePath:instancePath+"/ResourceType",schemaPath:"#/properties/ResourceType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(((((data6 === "Application") || (data6 === "ConfigurationProfile")) || (data6 === "Deployment")) || (data6 === "Environment")) || (data6 === "Configuration"))){
const err10 = {instancePath:instancePath+"/ResourceType",schemaPath:"#/properties/ResourceType/enum",keyword:"enum",params:{allowedValues: schema64.properties.ResourceType.enum},message:"must be equal to one of the allowed values"};
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
validate51.errors = vErrors;
return errors === 0;
}

exports.res_ResourceTags = validate52;
const schema65 = {"type":"object","required":["Tags"],"properties":{"Tags":{"$ref":"schema:Tags"}}};
const schema66 = {"type":"object","maxProperties":50,"additionalProperties":{"type":"string","maxLength":256}};

function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Tags === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Tags"},message:"must have required property '"+"Tags"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Tags !== undefined){
let data0 = data.Tags;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(Object.keys(data0).length > 50){
const err1 = {instancePath:instancePath+"/Tags",schemaPath:"schema:Tags/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data0){
let data1 = data0[key0];
if(typeof data1 === "string"){
if(func0(data1) > 256){
const err2 = {instancePath:instancePath+"/Tags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
const err3 = {instancePath:instancePath+"/Tags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err4 = {instancePath:instancePath+"/Tags",schemaPath:"schema:Tags/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate52.errors = vErrors;
return errors === 0;
}
