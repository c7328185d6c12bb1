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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.Id === undefined) && (missing0 = "Id")) || ((data.Name === undefined) && (missing0 = "Name"))){
validate1.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.Id !== undefined){
let data0 = data.Id;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
validate1.errors = [{instancePath:instancePath+"/Id",schemaPath:"schema:Id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/Id",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Name !== undefined){
let data1 = data.Name;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(func0(data1) > 64){
validate1.errors = [{instancePath:instancePath+"/Name",schemaPath:"schema:Name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data1) < 1){
validate1.errors = [{instancePath:instancePath+"/Name",schemaPath:"schema:Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/Name",schemaPath:"schema:Name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Description !== undefined){
let data2 = data.Description;
const _errs7 = errors;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data2 === "string"){
if(func0(data2) > 1024){
validate1.errors = [{instancePath:instancePath+"/Description",schemaPath:"schema:Description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/Description",schemaPath:"schema:Description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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
if((data.Items === undefined) && (missing0 = "Items")){
validate0.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.Items !== undefined){
let data0 = data.Items;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate1(data0[i0], {instancePath:instancePath+"/Items/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/Items",schemaPath:"#/properties/Items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.NextToken !== undefined){
const _errs4 = errors;
if(typeof data.NextToken !== "string"){
validate0.errors = [{instancePath:instancePath+"/NextToken",schemaPath:"#/properties/NextToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
else {
validate0.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.Message === undefined) && (missing0 = "Message")){
validate3.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.Message !== undefined){
const _errs1 = errors;
if(typeof data.Message !== "string"){
validate3.errors = [{instancePath:instancePath+"/Message",schemaPath:"#/properties/Message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Reason !== undefined){
let data1 = data.Reason;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate3.errors = [{instancePath:instancePath+"/Reason",schemaPath:"#/properties/Reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data1 === "InvalidConfiguration")){
validate3.errors = [{instancePath:instancePath+"/Reason",schemaPath:"#/properties/Reason/enum",keyword:"enum",params:{allowedValues: schema5.properties.Reason.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Details !== undefined){
let data2 = data.Details;
const _errs5 = errors;
if(errors === _errs5){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.InvalidConfiguration !== undefined){
let data3 = data2.InvalidConfiguration;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid2 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs9 = errors;
const _errs10 = errors;
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.Constraint !== undefined){
const _errs12 = errors;
if(typeof data4.Constraint !== "string"){
validate3.errors = [{instancePath:instancePath+"/Details/InvalidConfiguration/" + i0+"/Constraint",schemaPath:"schema:InvalidConfigurationDetail/properties/Constraint/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs12 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.Location !== undefined){
const _errs14 = errors;
if(typeof data4.Location !== "string"){
validate3.errors = [{instancePath:instancePath+"/Details/InvalidConfiguration/" + i0+"/Location",schemaPath:"schema:InvalidConfigurationDetail/properties/Location/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs14 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.Reason !== undefined){
const _errs16 = errors;
if(typeof data4.Reason !== "string"){
validate3.errors = [{instancePath:instancePath+"/Details/InvalidConfiguration/" + i0+"/Reason",schemaPath:"schema:InvalidConfigurationDetail/properties/Reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs16 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.Type !== undefined){
const _errs18 = errors;
if(typeof data4.Type !== "string"){
validate3.errors = [{instancePath:instancePath+"/Details/InvalidConfiguration/" + i0+"/Type",schemaPath:"schema:InvalidConfigurationDetail/properties/Type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs18 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.Value !== undefined){
const _errs20 = errors;
if(typeof data4.Value !== "string"){
validate3.errors = [{instancePath:instancePath+"/Details/InvalidConfiguration/" + i0+"/Value",schemaPath:"schema:InvalidConfigurationDetail/properties/Value/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs20 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/Details/InvalidConfiguration/" + i0,schemaPath:"schema:InvalidConfigurationDetail/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs9 === errors;
if(!valid2){
break;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/Details/InvalidConfiguration",schemaPath:"#/properties/Details/properties/InvalidConfiguration/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/Details",schemaPath:"#/properties/Details/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ResourceName !== undefined){
const _errs22 = errors;
if(typeof data.ResourceName !== "string"){
validate3.errors = [{instancePath:instancePath+"/ResourceName",schemaPath:"#/properties/ResourceName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Measure !== undefined){
let data11 = data.Measure;
const _errs24 = errors;
if(typeof data11 !== "string"){
validate3.errors = [{instancePath:instancePath+"/Measure",schemaPath:"#/properties/Measure/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data11 === "KILOBYTES") || (data11 === "MEGABYTES")) || (data11 === "GIGABYTES"))){
validate3.errors = [{instancePath:instancePath+"/Measure",schemaPath:"#/properties/Measure/enum",keyword:"enum",params:{allowedValues: schema5.properties.Measure.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Limit !== undefined){
let data12 = data.Limit;
const _errs26 = errors;
if(!((typeof data12 == "number") && (isFinite(data12)))){
validate3.errors = [{instancePath:instancePath+"/Limit",schemaPath:"#/properties/Limit/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Size !== undefined){
let data13 = data.Size;
const _errs28 = errors;
if(!((typeof data13 == "number") && (isFinite(data13)))){
validate3.errors = [{instancePath:instancePath+"/Size",schemaPath:"#/properties/Size/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs28 === errors;
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
validate3.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.ApplicationId === undefined) && (missing0 = "ApplicationId")) || ((data.Id === undefined) && (missing0 = "Id"))) || ((data.Name === undefined) && (missing0 = "Name"))) || ((data.LocationUri === undefined) && (missing0 = "LocationUri"))) || ((data.ValidatorTypes === undefined) && (missing0 = "ValidatorTypes"))) || ((data.Type === undefined) && (missing0 = "Type"))){
validate5.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.ApplicationId !== undefined){
let data0 = data.ApplicationId;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
validate5.errors = [{instancePath:instancePath+"/ApplicationId",schemaPath:"schema:Id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""}];
return false;
}
}
else {
validate5.errors = [{instancePath:instancePath+"/ApplicationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Id !== undefined){
let data1 = data.Id;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
validate5.errors = [{instancePath:instancePath+"/Id",schemaPath:"schema:Id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""}];
return false;
}
}
else {
validate5.errors = [{instancePath:instancePath+"/Id",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Name !== undefined){
const _errs7 = errors;
if(typeof data.Name !== "string"){
validate5.errors = [{instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.LocationUri !== undefined){
const _errs9 = errors;
if(typeof data.LocationUri !== "string"){
validate5.errors = [{instancePath:instancePath+"/LocationUri",schemaPath:"#/properties/LocationUri/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ValidatorTypes !== undefined){
let data4 = data.ValidatorTypes;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data4)){
var valid3 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
const _errs13 = errors;
if(typeof data5 !== "string"){
validate5.errors = [{instancePath:instancePath+"/ValidatorTypes/" + i0,schemaPath:"schema:ValidatorType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data5 === "JSON_SCHEMA") || (data5 === "LAMBDA"))){
validate5.errors = [{instancePath:instancePath+"/ValidatorTypes/" + i0,schemaPath:"schema:ValidatorType/enum",keyword:"enum",params:{allowedValues: schema11.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs13 === errors;
if(!valid3){
break;
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/ValidatorTypes",schemaPath:"#/properties/ValidatorTypes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Type !== undefined){
let data6 = data.Type;
const _errs16 = errors;
if(typeof data6 !== "string"){
validate5.errors = [{instancePath:instancePath+"/Type",schemaPath:"schema:ConfigurationProfileType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data6 === "AWS.AppConfig.FeatureFlags") || (data6 === "AWS.Freeform"))){
validate5.errors = [{instancePath:instancePath+"/Type",schemaPath:"schema:ConfigurationProfileType/enum",keyword:"enum",params:{allowedValues: schema12.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs16 === errors;
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
validate5.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate5.errors = vErrors;
return errors === 0;
}


function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.Items === undefined) && (missing0 = "Items")){
validate4.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.Items !== undefined){
let data0 = data.Items;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate5(data0[i0], {instancePath:instancePath+"/Items/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate4.errors = [{instancePath:instancePath+"/Items",schemaPath:"#/properties/Items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.NextToken !== undefined){
const _errs4 = errors;
if(typeof data.NextToken !== "string"){
validate4.errors = [{instancePath:instancePath+"/NextToken",schemaPath:"#/properties/NextToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
else {
validate4.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.Type === undefined) && (missing0 = "Type")) || ((data.Content === undefined) && (missing0 = "Content"))){
validate9.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.Type !== undefined){
let data0 = data.Type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate9.errors = [{instancePath:instancePath+"/Type",schemaPath:"schema:ValidatorType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data0 === "JSON_SCHEMA") || (data0 === "LAMBDA"))){
validate9.errors = [{instancePath:instancePath+"/Type",schemaPath:"schema:ValidatorType/enum",keyword:"enum",params:{allowedValues: schema11.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Content !== undefined){
let data1 = data.Content;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func0(data1) > 32768){
validate9.errors = [{instancePath:instancePath+"/Content",schemaPath:"#/properties/Content/maxLength",keyword:"maxLength",params:{limit: 32768},message:"must NOT have more than 32768 characters"}];
return false;
}
}
else {
validate9.errors = [{instancePath:instancePath+"/Content",schemaPath:"#/properties/Content/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate9.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate9.errors = vErrors;
return errors === 0;
}


function validate8(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate8.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate9(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate9.errors : vErrors.concat(validate9.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
}
else {
validate8.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate8.errors = vErrors;
return errors === 0;
}


function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.ApplicationId === undefined) && (missing0 = "ApplicationId")) || ((data.Id === undefined) && (missing0 = "Id"))) || ((data.Name === undefined) && (missing0 = "Name"))) || ((data.LocationUri === undefined) && (missing0 = "LocationUri"))) || ((data.Type === undefined) && (missing0 = "Type"))){
validate7.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.ApplicationId !== undefined){
let data0 = data.ApplicationId;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
validate7.errors = [{instancePath:instancePath+"/ApplicationId",schemaPath:"schema:Id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""}];
return false;
}
}
else {
validate7.errors = [{instancePath:instancePath+"/ApplicationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Id !== undefined){
let data1 = data.Id;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
validate7.errors = [{instancePath:instancePath+"/Id",schemaPath:"schema:Id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""}];
return false;
}
}
else {
validate7.errors = [{instancePath:instancePath+"/Id",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Name !== undefined){
let data2 = data.Name;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data2 === "string"){
if(func0(data2) > 128){
validate7.errors = [{instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
else {
if(func0(data2) < 1){
validate7.errors = [{instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate7.errors = [{instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Description !== undefined){
let data3 = data.Description;
const _errs9 = errors;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data3 === "string"){
if(func0(data3) > 1024){
validate7.errors = [{instancePath:instancePath+"/Description",schemaPath:"schema:Description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
}
}
else {
validate7.errors = [{instancePath:instancePath+"/Description",schemaPath:"schema:Description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.LocationUri !== undefined){
const _errs12 = errors;
if(typeof data.LocationUri !== "string"){
validate7.errors = [{instancePath:instancePath+"/LocationUri",schemaPath:"#/properties/LocationUri/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.RetrievalRoleArn !== undefined){
let data5 = data.RetrievalRoleArn;
const _errs14 = errors;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data5 === "string"){
if(func0(data5) > 2048){
validate7.errors = [{instancePath:instancePath+"/RetrievalRoleArn",schemaPath:"schema:RoleArn/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data5) < 20){
validate7.errors = [{instancePath:instancePath+"/RetrievalRoleArn",schemaPath:"schema:RoleArn/minLength",keyword:"minLength",params:{limit: 20},message:"must NOT have fewer than 20 characters"}];
return false;
}
else {
if(!pattern5.test(data5)){
validate7.errors = [{instancePath:instancePath+"/RetrievalRoleArn",schemaPath:"schema:RoleArn/pattern",keyword:"pattern",params:{pattern: "^arn:(aws|aws-cn|aws-iso|aws-iso-[a-z]{1}|aws-us-gov):iam::\\d{12}:role/.*$"},message:"must match pattern \""+"^arn:(aws|aws-cn|aws-iso|aws-iso-[a-z]{1}|aws-us-gov):iam::\\d{12}:role/.*$"+"\""}];
return false;
}
}
}
}
else {
validate7.errors = [{instancePath:instancePath+"/RetrievalRoleArn",schemaPath:"schema:RoleArn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Validators !== undefined){
const _errs17 = errors;
if(!(validate8(data.Validators, {instancePath:instancePath+"/Validators",parentData:data,parentDataProperty:"Validators",rootData}))){
vErrors = vErrors === null ? validate8.errors : vErrors.concat(validate8.errors);
errors = vErrors.length;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Type !== undefined){
let data7 = data.Type;
const _errs18 = errors;
if(typeof data7 !== "string"){
validate7.errors = [{instancePath:instancePath+"/Type",schemaPath:"schema:ConfigurationProfileType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data7 === "AWS.AppConfig.FeatureFlags") || (data7 === "AWS.Freeform"))){
validate7.errors = [{instancePath:instancePath+"/Type",schemaPath:"schema:ConfigurationProfileType/enum",keyword:"enum",params:{allowedValues: schema12.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.KmsKeyArn !== undefined){
const _errs21 = errors;
if(typeof data.KmsKeyArn !== "string"){
validate7.errors = [{instancePath:instancePath+"/KmsKeyArn",schemaPath:"#/properties/KmsKeyArn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.KmsKeyIdentifier !== undefined){
const _errs23 = errors;
if(typeof data.KmsKeyIdentifier !== "string"){
validate7.errors = [{instancePath:instancePath+"/KmsKeyIdentifier",schemaPath:"#/properties/KmsKeyIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs23 === errors;
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
else {
validate7.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.ApplicationId === undefined) && (missing0 = "ApplicationId")) || ((data.ConfigurationProfileId === undefined) && (missing0 = "ConfigurationProfileId"))) || ((data.VersionNumber === undefined) && (missing0 = "VersionNumber"))) || ((data.ContentType === undefined) && (missing0 = "ContentType"))){
validate13.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.ApplicationId !== undefined){
let data0 = data.ApplicationId;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
validate13.errors = [{instancePath:instancePath+"/ApplicationId",schemaPath:"schema:Id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""}];
return false;
}
}
else {
validate13.errors = [{instancePath:instancePath+"/ApplicationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ConfigurationProfileId !== undefined){
let data1 = data.ConfigurationProfileId;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
validate13.errors = [{instancePath:instancePath+"/ConfigurationProfileId",schemaPath:"schema:Id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""}];
return false;
}
}
else {
validate13.errors = [{instancePath:instancePath+"/ConfigurationProfileId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.VersionNumber !== undefined){
let data2 = data.VersionNumber;
const _errs7 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate13.errors = [{instancePath:instancePath+"/VersionNumber",schemaPath:"#/properties/VersionNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Description !== undefined){
const _errs9 = errors;
if(typeof data.Description !== "string"){
validate13.errors = [{instancePath:instancePath+"/Description",schemaPath:"#/properties/Description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ContentType !== undefined){
const _errs11 = errors;
if(typeof data.ContentType !== "string"){
validate13.errors = [{instancePath:instancePath+"/ContentType",schemaPath:"#/properties/ContentType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.VersionLabel !== undefined){
const _errs13 = errors;
if(typeof data.VersionLabel !== "string"){
validate13.errors = [{instancePath:instancePath+"/VersionLabel",schemaPath:"#/properties/VersionLabel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.KmsKeyArn !== undefined){
const _errs15 = errors;
if(typeof data.KmsKeyArn !== "string"){
validate13.errors = [{instancePath:instancePath+"/KmsKeyArn",schemaPath:"#/properties/KmsKeyArn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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


function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.Items === undefined) && (missing0 = "Items")){
validate12.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.Items !== undefined){
let data0 = data.Items;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate13(data0[i0], {instancePath:instancePath+"/Items/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate12.errors = [{instancePath:instancePath+"/Items",schemaPath:"#/properties/Items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.NextToken !== undefined){
const _errs4 = errors;
if(typeof data.NextToken !== "string"){
validate12.errors = [{instancePath:instancePath+"/NextToken",schemaPath:"#/properties/NextToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
else {
validate12.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate12.errors = vErrors;
return errors === 0;
}

exports.res_6 = validate15;
const schema26 = {"type":"string","format":"binary"};
const formats0 = require("../formats").binary;

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(errors === 0){
if(typeof data === "string"){
if(!(formats0(data))){
validate15.errors = [{instancePath,schemaPath:"#/format",keyword:"format",params:{format: "binary"},message:"must match format \""+"binary"+"\""}];
return false;
}
}
else {
validate15.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
validate15.errors = vErrors;
return errors === 0;
}

exports.res_Environments = validate16;
const schema27 = {"type":"object","required":["Items"],"properties":{"Items":{"type":"array","items":{"$ref":"schema:Environment"}},"NextToken":{"type":"string"}}};
const schema28 = {"type":"object","required":["ApplicationId","Id","Name","State"],"properties":{"ApplicationId":{"$ref":"schema:Id"},"Id":{"$ref":"schema:Id"},"Name":{"$ref":"schema:Name"},"Description":{"$ref":"schema:Description"},"State":{"$ref":"schema:EnvironmentState"},"Monitors":{"$ref":"schema:Monitors"}}};
const schema33 = {"type":"string","enum":["READY_FOR_DEPLOYMENT","DEPLOYING","ROLLING_BACK","ROLLED_BACK","REVERTED"]};
const schema34 = {"type":"array","maxItems":5,"items":{"$ref":"schema:Monitor"}};
const schema35 = {"type":"object","required":["AlarmArn"],"properties":{"AlarmArn":{"type":"string","minLength":1,"maxLength":2048},"AlarmRoleArn":{"type":"string","minLength":20,"maxLength":2048,"pattern":"^arn:(aws|aws-cn|aws-iso|aws-iso-[a-z]{1}|aws-us-gov):iam::\\d{12}:role/.*$"}}};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 5){
validate18.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items"}];
return false;
}
else {
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if((data0.AlarmArn === undefined) && (missing0 = "AlarmArn")){
validate18.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"schema:Monitor/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data0.AlarmArn !== undefined){
let data1 = data0.AlarmArn;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func0(data1) > 2048){
validate18.errors = [{instancePath:instancePath+"/" + i0+"/AlarmArn",schemaPath:"schema:Monitor/properties/AlarmArn/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data1) < 1){
validate18.errors = [{instancePath:instancePath+"/" + i0+"/AlarmArn",schemaPath:"schema:Monitor/properties/AlarmArn/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate18.errors = [{instancePath:instancePath+"/" + i0+"/AlarmArn",schemaPath:"schema:Monitor/properties/AlarmArn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.AlarmRoleArn !== undefined){
let data2 = data0.AlarmRoleArn;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(func0(data2) > 2048){
validate18.errors = [{instancePath:instancePath+"/" + i0+"/AlarmRoleArn",schemaPath:"schema:Monitor/properties/AlarmRoleArn/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data2) < 20){
validate18.errors = [{instancePath:instancePath+"/" + i0+"/AlarmRoleArn",schemaPath:"schema:Monitor/properties/AlarmRoleArn/minLength",keyword:"minLength",params:{limit: 20},message:"must NOT have fewer than 20 characters"}];
return false;
}
else {
if(!pattern5.test(data2)){
validate18.errors = [{instancePath:instancePath+"/" + i0+"/AlarmRoleArn",schemaPath:"schema:Monitor/properties/AlarmRoleArn/pattern",keyword:"pattern",params:{pattern: "^arn:(aws|aws-cn|aws-iso|aws-iso-[a-z]{1}|aws-us-gov):iam::\\d{12}:role/.*$"},message:"must match pattern \""+"^arn:(aws|aws-cn|aws-iso|aws-iso-[a-z]{1}|aws-us-gov):iam::\\d{12}:role/.*$"+"\""}];
return false;
}
}
}
}
else {
validate18.errors = [{instancePath:instancePath+"/" + i0+"/AlarmRoleArn",schemaPath:"schema:Monitor/properties/AlarmRoleArn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate18.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"schema:Monitor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
}
else {
validate18.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate18.errors = vErrors;
return errors === 0;
}


function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.ApplicationId === undefined) && (missing0 = "ApplicationId")) || ((data.Id === undefined) && (missing0 = "Id"))) || ((data.Name === undefined) && (missing0 = "Name"))) || ((data.State === undefined) && (missing0 = "State"))){
validate17.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.ApplicationId !== undefined){
let data0 = data.ApplicationId;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
validate17.errors = [{instancePath:instancePath+"/ApplicationId",schemaPath:"schema:Id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""}];
return false;
}
}
else {
validate17.errors = [{instancePath:instancePath+"/ApplicationId",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Id !== undefined){
let data1 = data.Id;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
validate17.errors = [{instancePath:instancePath+"/Id",schemaPath:"schema:Id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{4,7}$"},message:"must match pattern \""+"^[a-z0-9]{4,7}$"+"\""}];
return false;
}
}
else {
validate17.errors = [{instancePath:instancePath+"/Id",schemaPath:"schema:Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Name !== undefined){
let data2 = data.Name;
const _errs7 = errors;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data2 === "string"){
if(func0(data2) > 64){
validate17.errors = [{instancePath:instancePath+"/Name",schemaPath:"schema:Name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data2) < 1){
validate17.errors = [{instancePath:instancePath+"/Name",schemaPath:"schema:Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate17.errors = [{instancePath:instancePath+"/Name",schemaPath:"schema:Name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Description !== undefined){
let data3 = data.Description;
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data3 === "string"){
if(func0(data3) > 1024){
validate17.errors = [{instancePath:instancePath+"/Description",schemaPath:"schema:Description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
}
}
else {
validate17.errors = [{instancePath:instancePath+"/Description",schemaPath:"schema:Description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.State !== undefined){
let data4 = data.State;
const _errs13 = errors;
if(typeof data4 !== "string"){
validate17.errors = [{instancePath:instancePath+"/State",schemaPath:"schema:EnvironmentState/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data4 === "READY_FOR_DEPLOYMENT") || (data4 === "DEPLOYING")) || (data4 === "ROLLING_BACK")) || (data4 === "ROLLED_BACK")) || (data4 === "REVERTED"))){
validate17.errors = [{instancePath:instancePath+"/State",schemaPath:"schema:EnvironmentState/enum",keyword:"enum",params:{allowedValues: schema33.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Monitors !== undefined){
const _errs16 = errors;
if(!(validate18(data.Monitors, {instancePath:instancePath+"/Monitors",parentData:data,parentDataProperty:"Monitors",rootData}))){
vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
errors = vErrors.length;
}
var valid0 = _errs16 === errors;
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
validate17.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate17.errors = vErrors;
return errors === 0;
}


function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.Items === undefined) && (missing0 = "Items")){
validate16.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.Items !== undefined){
let data0 = data.Items;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate17(data0[i0], {instancePath:instancePath+"/Items/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate16.errors = [{instancePath:instancePath+"/Items",schemaPath:"#/properties/Items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.NextToken !== undefined){
const _errs4 = errors;
if(typeof data.NextToken !== "string"){
validate16.errors = [{instancePath:instancePath+"/NextToken",schemaPath:"#/properties/NextToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
else {
validate16.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate16.errors = vErrors;
return errors === 0;
}

exports.res_Environment = validate17;

exports.res_Deployments = validate21;
const schema36 = {"type":"object","required":["Items"],"properties":{"Items":{"type":"array","items":{"$ref":"schema:DeploymentSummary"}},"NextToken":{"type":"string"}}};
const schema37 = {"type":"object","required":["DeploymentNumber","ConfigurationName","ConfigurationVersion","DeploymentDurationInMinutes","GrowthType","GrowthFactor","FinalBakeTimeInMinutes","State","PercentageComplete","StartedAt"],"properties":{"DeploymentNumber":{"type":"integer"},"ConfigurationName":{"type":"string"},"ConfigurationVersion":{"type":"string"},"DeploymentDurationInMinutes":{"type":"integer"},"GrowthType":{"$ref":"schema:GrowthType"},"GrowthFactor":{"type":"number"},"FinalBakeTimeInMinutes":{"type":"integer"},"State":{"$ref":"schema:DeploymentState"},"PercentageComplete":{"type":"number"},"StartedAt":{"type":"string","format":"date-time"},"CompletedAt":{"type":"string","format":"date-time"},"VersionLabel":{"type":"string"}}};
const schema38 = {"type":"string","enum":["LINEAR","EXPONENTIAL"]};
const schema39 = {"type":"string","enum":["BAKING","VALIDATING","DEPLOYING","COMPLETE","ROLLING_BACK","ROLLED_BACK","REVERTED"]};
const formats2 = require("../formats")["date-time"];

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data.DeploymentNumber === undefined) && (missing0 = "DeploymentNumber")) || ((data.ConfigurationName === undefined) && (missing0 = "ConfigurationName"))) || ((data.ConfigurationVersion === undefined) && (missing0 = "ConfigurationVersion"))) || ((data.DeploymentDurationInMinutes === undefined) && (missing0 = "DeploymentDurationInMinutes"))) || ((data.GrowthType === undefined) && (missing0 = "GrowthType"))) || ((data.GrowthFactor === undefined) && (missing0 = "GrowthFactor"))) || ((data.FinalBakeTimeInMinutes === undefined) && (missing0 = "FinalBakeTimeInMinutes"))) || ((data.State === undefined) && (missing0 = "State"))) || ((data.PercentageComplete === undefined) && (missing0 = "PercentageComplete"))) || ((data.StartedAt === undefined) && (missing0 = "StartedAt"))){
validate22.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.DeploymentNumber !== undefined){
let data0 = data.DeploymentNumber;
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate22.errors = [{instancePath:instancePath+"/DeploymentNumber",schemaPath:"#/properties/DeploymentNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ConfigurationName !== undefined){
const _errs3 = errors;
if(typeof data.ConfigurationName !== "string"){
validate22.errors = [{instancePath:instancePath+"/ConfigurationName",schemaPath:"#/properties/ConfigurationName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ConfigurationVersion !== undefined){
const _errs5 = errors;
if(typeof data.ConfigurationVersion !== "string"){
validate22.errors = [{instancePath:instancePath+"/ConfigurationVersion",schemaPath:"#/properties/ConfigurationVersion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.DeploymentDurationInMinutes !== undefined){
let data3 = data.DeploymentDurationInMinutes;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate22.errors = [{instancePath:instancePath+"/DeploymentDurationInMinutes",schemaPath:"#/properties/DeploymentDurationInMinutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.GrowthType !== undefined){
let data4 = data.GrowthType;
const _errs9 = errors;
if(typeof data4 !== "string"){
validate22.errors = [{instancePath:instancePath+"/GrowthType",schemaPath:"schema:GrowthType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data4 === "LINEAR") || (data4 === "EXPONENTIAL"))){
validate22.errors = [{instancePath:instancePath+"/GrowthType",schemaPath:"schema:GrowthType/enum",keyword:"enum",params:{allowedValues: schema38.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.GrowthFactor !== undefined){
let data5 = data.GrowthFactor;
const _errs12 = errors;
if(!((typeof data5 == "number") && (isFinite(data5)))){
validate22.errors = [{instancePath:instancePath+"/GrowthFactor",schemaPath:"#/properties/GrowthFactor/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.FinalBakeTimeInMinutes !== undefined){
let data6 = data.FinalBakeTimeInMinutes;
const _errs14 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate22.errors = [{instancePath:instancePath+"/FinalBakeTimeInMinutes",schemaPath:"#/properties/FinalBakeTimeInMinutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.State !== undefined){
let data7 = data.State;
const _errs16 = errors;
if(typeof data7 !== "string"){
validate22.errors = [{instancePath:instancePath+"/State",schemaPath:"schema:DeploymentState/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data7 === "BAKING") || (data7 === "VALIDATING")) || (data7 === "DEPLOYING")) || (data7 === "COMPLETE")) || (data7 === "ROLLING_BACK")) || (data7 === "ROLLED_BACK")) || (data7 === "REVERTED"))){
validate22.errors = [{instancePath:instancePath+"/State",schemaPath:"schema:DeploymentState/enum",keyword:"enum",params:{allowedValues: schema39.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.PercentageComplete !== undefined){
let data8 = data.PercentageComplete;
const _errs19 = errors;
if(!((typeof data8 == "number") && (isFinite(data8)))){
validate22.errors = [{instancePath:instancePath+"/PercentageComplete",schemaPath:"#/properties/PercentageComplete/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.StartedAt !== undefined){
let data9 = data.StartedAt;
const _errs21 = errors;
if(errors === _errs21){
if(errors === _errs21){
if(typeof data9 === "string"){
if(!(formats2.validate.test(data9))){
validate22.errors = [{instancePath:instancePath+"/StartedAt",schemaPath:"#/properties/StartedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/StartedAt",schemaPath:"#/properties/StartedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.CompletedAt !== undefined){
let data10 = data.CompletedAt;
const _errs23 = errors;
if(errors === _errs23){
if(errors === _errs23){
if(typeof data10 === "string"){
if(!(formats2.validate.test(data10))){
validate22.errors = [{instancePath:instancePath+"/CompletedAt",schemaPath:"#/properties/CompletedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/CompletedAt",schemaPath:"#/properties/CompletedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.VersionLabel !== undefined){
const _errs25 = errors;
if(typeof data.VersionLabel !== "string"){
validate22.errors = [{instancePath:instancePath+"/VersionLabel",schemaPath:"#/properties/VersionLabel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs25 === errors;
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
validate22.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate22.errors = vErrors;
return errors === 0;
}


function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.Items === undefined) && (missing0 = "Items")){
validate21.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.Items !== undefined){
let data0 = data.Items;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate22(data0[i0], {instancePath:instancePath+"/Items/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/Items",schemaPath:"#/properties/Items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.NextToken !== undefined){
const _errs4 = errors;
if(typeof data.NextToken !== "string"){
validate21.errors = [{instancePath:instancePath+"/NextToken",schemaPath:"#/properties/NextToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
else {
validate21.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate21.errors = vErrors;
return errors === 0;
}

exports.res_Deployment = validate24;
const schema40 = {"type":"object","required":["ApplicationId","EnvironmentId","DeploymentStrategyId","ConfigurationProfileId","DeploymentNumber","ConfigurationName","ConfigurationLocationUri","ConfigurationVersion","DeploymentDurationInMinutes","GrowthType","GrowthFactor","FinalBakeTimeInMinutes","State","EventLog","PercentageComplete","StartedAt"],"properties":{"ApplicationId":{"type":"string"},"EnvironmentId":{"type":"string"},"DeploymentStrategyId":{"type":"string"},"ConfigurationProfileId":{"type":"string"},"DeploymentNumber":{"type":"integer"},"ConfigurationName":{"type":"string"},"ConfigurationLocationUri":{"type":"string"},"ConfigurationVersion":{"type":"string"},"Description":{"type":"string"},"DeploymentDurationInMinutes":{"type":"integer"},"GrowthType":{"$ref":"schema:GrowthType"},"GrowthFactor":{"type":"number"},"FinalBakeTimeInMinutes":{"type":"integer"},"State":{"$ref":"schema:DeploymentState"},"EventLog":{"type":"array","items":{"$ref":"schema:DeploymentEvent"}},"PercentageComplete":{"type":"number"},"StartedAt":{"type":"string","format":"date-time"},"CompletedAt":{"type":"string","format":"date-time"},"AppliedExtensions":{"type":"array","items":{"$ref":"schema:AppliedExtension"}},"KmsKeyArn":{"type":"string"},"KmsKeyIdentifier":{"type":"string"},"VersionLabel":{"type":"string"}}};
const schema45 = {"type":"object","properties":{"ExtensionId":{"type":"string"},"ExtensionAssociationId":{"type":"string"},"VersionNumber":{"type":"integer"},"Parameters":{"type":"object","additionalProperties":{"type":"string"}}}};
const schema43 = {"type":"object","required":["EventType","TriggeredBy","Description","OccurredAt"],"properties":{"EventType":{"type":"string","enum":["PERCENTAGE_UPDATED","ROLLBACK_STARTED","ROLLBACK_COMPLETED","BAKE_TIME_STARTED","DEPLOYMENT_STARTED","DEPLOYMENT_COMPLETED","REVERT_COMPLETED"]},"TriggeredBy":{"type":"string","enum":["USER","APPCONFIG","CLOUDWATCH_ALARM","INTERNAL_ERROR"]},"Description":{"type":"string"},"ActionInvocations":{"type":"array","items":{"$ref":"schema:ActionInvocation"}},"OccurredAt":{"type":"string","format":"date-time"}}};
const schema44 = {"type":"object","properties":{"ExtensionIdentifier":{"type":"string"},"ActionName":{"type":"string"},"Uri":{"type":"string"},"RoleArn":{"type":"string"},"ErrorMessage":{"type":"string"},"ErrorCode":{"type":"string"},"InvocationId":{"type":"string"}}};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.EventType === undefined) && (missing0 = "EventType")) || ((data.TriggeredBy === undefined) && (missing0 = "TriggeredBy"))) || ((data.Description === undefined) && (missing0 = "Description"))) || ((data.OccurredAt === undefined) && (missing0 = "OccurredAt"))){
validate25.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.EventType !== undefined){
let data0 = data.EventType;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate25.errors = [{instancePath:instancePath+"/EventType",schemaPath:"#/properties/EventType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data0 === "PERCENTAGE_UPDATED") || (data0 === "ROLLBACK_STARTED")) || (data0 === "ROLLBACK_COMPLETED")) || (data0 === "BAKE_TIME_STARTED")) || (data0 === "DEPLOYMENT_STARTED")) || (data0 === "DEPLOYMENT_COMPLETED")) || (data0 === "REVERT_COMPLETED"))){
validate25.errors = [{instancePath:instancePath+"/EventType",schemaPath:"#/properties/EventType/enum",keyword:"enum",params:{allowedValues: schema43.properties.EventType.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.TriggeredBy !== undefined){
let data1 = data.TriggeredBy;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate25.errors = [{instancePath:instancePath+"/TriggeredBy",schemaPath:"#/properties/TriggeredBy/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data1 === "USER") || (data1 === "APPCONFIG")) || (data1 === "CLOUDWATCH_ALARM")) || (data1 === "INTERNAL_ERROR"))){
validate25.errors = [{instancePath:instancePath+"/TriggeredBy",schemaPath:"#/properties/TriggeredBy/enum",keyword:"enum",params:{allowedValues: schema43.properties.TriggeredBy.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Description !== undefined){
const _errs5 = errors;
if(typeof data.Description !== "string"){
validate25.errors = [{instancePath:instancePath+"/Description",schemaPath:"#/properties/Description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ActionInvocations !== undefined){
let data3 = data.ActionInvocations;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs9 = errors;
const _errs10 = errors;
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.ExtensionIdentifier !== undefined){
const _errs12 = errors;
if(typeof data4.ExtensionIdentifier !== "string"){
validate25.errors = [{instancePath:instancePath+"/ActionInvocations/" + i0+"/ExtensionIdentifier",schemaPath:"schema:ActionInvocation/properties/ExtensionIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.ActionName !== undefined){
const _errs14 = errors;
if(typeof data4.ActionName !== "string"){
validate25.errors = [{instancePath:instancePath+"/ActionInvocations/" + i0+"/ActionName",schemaPath:"schema:ActionInvocation/properties/ActionName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.Uri !== undefined){
const _errs16 = errors;
if(typeof data4.Uri !== "string"){
validate25.errors = [{instancePath:instancePath+"/ActionInvocations/" + i0+"/Uri",schemaPath:"schema:ActionInvocation/properties/Uri/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.RoleArn !== undefined){
const _errs18 = errors;
if(typeof data4.RoleArn !== "string"){
validate25.errors = [{instancePath:instancePath+"/ActionInvocations/" + i0+"/RoleArn",schemaPath:"schema:ActionInvocation/properties/RoleArn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.ErrorMessage !== undefined){
const _errs20 = errors;
if(typeof data4.ErrorMessage !== "string"){
validate25.errors = [{instancePath:instancePath+"/ActionInvocations/" + i0+"/ErrorMessage",schemaPath:"schema:ActionInvocation/properties/ErrorMessage/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs20 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.ErrorCode !== undefined){
const _errs22 = errors;
if(typeof data4.ErrorCode !== "string"){
validate25.errors = [{instancePath:instancePath+"/ActionInvocations/" + i0+"/ErrorCode",schemaPath:"schema:ActionInvocation/properties/ErrorCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs22 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.InvocationId !== undefined){
const _errs24 = errors;
if(typeof data4.InvocationId !== "string"){
validate25.errors = [{instancePath:instancePath+"/ActionInvocations/" + i0+"/InvocationId",schemaPath:"schema:ActionInvocation/properties/InvocationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs24 === errors;
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
else {
validate25.errors = [{instancePath:instancePath+"/ActionInvocations/" + i0,schemaPath:"schema:ActionInvocation/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate25.errors = [{instancePath:instancePath+"/ActionInvocations",schemaPath:"#/properties/ActionInvocations/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.OccurredAt !== undefined){
let data12 = data.OccurredAt;
const _errs26 = errors;
if(errors === _errs26){
if(errors === _errs26){
if(typeof data12 === "string"){
if(!(formats2.validate.test(data12))){
validate25.errors = [{instancePath:instancePath+"/OccurredAt",schemaPath:"#/properties/OccurredAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/OccurredAt",schemaPath:"#/properties/OccurredAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs26 === errors;
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
validate25.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate25.errors = vErrors;
return errors === 0;
}


function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((((((data.ApplicationId === undefined) && (missing0 = "ApplicationId")) || ((data.EnvironmentId === undefined) && (missing0 = "EnvironmentId"))) || ((data.DeploymentStrategyId === undefined) && (missing0 = "DeploymentStrategyId"))) || ((data.ConfigurationProfileId === undefined) && (missing0 = "ConfigurationProfileId"))) || ((data.DeploymentNumber === undefined) && (missing0 = "DeploymentNumber"))) || ((data.ConfigurationName === undefined) && (missing0 = "ConfigurationName"))) || ((data.ConfigurationLocationUri === undefined) && (missing0 = "ConfigurationLocationUri"))) || ((data.ConfigurationVersion === undefined) && (missing0 = "ConfigurationVersion"))) || ((data.DeploymentDurationInMinutes === undefined) && (missing0 = "DeploymentDurationInMinutes"))) || ((data.GrowthType === undefined) && (missing0 = "GrowthType"))) || ((data.GrowthFactor === undefined) && (missing0 = "GrowthFactor"))) || ((data.FinalBakeTimeInMinutes === undefined) && (missing0 = "FinalBakeTimeInMinutes"))) || ((data.State === undefined) && (missing0 = "State"))) || ((data.EventLog === undefined) && (missing0 = "EventLog"))) || ((data.PercentageComplete === undefined) && (missing0 = "PercentageComplete"))) || ((data.StartedAt === undefined) && (missing0 = "StartedAt"))){
validate24.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.ApplicationId !== undefined){
const _errs1 = errors;
if(typeof data.ApplicationId !== "string"){
validate24.errors = [{instancePath:instancePath+"/ApplicationId",schemaPath:"#/properties/ApplicationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.EnvironmentId !== undefined){
const _errs3 = errors;
if(typeof data.EnvironmentId !== "string"){
validate24.errors = [{instancePath:instancePath+"/EnvironmentId",schemaPath:"#/properties/EnvironmentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.DeploymentStrategyId !== undefined){
const _errs5 = errors;
if(typeof data.DeploymentStrategyId !== "string"){
validate24.errors = [{instancePath:instancePath+"/DeploymentStrategyId",schemaPath:"#/properties/DeploymentStrategyId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ConfigurationProfileId !== undefined){
const _errs7 = errors;
if(typeof data.ConfigurationProfileId !== "string"){
validate24.errors = [{instancePath:instancePath+"/ConfigurationProfileId",schemaPath:"#/properties/ConfigurationProfileId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.DeploymentNumber !== undefined){
let data4 = data.DeploymentNumber;
const _errs9 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate24.errors = [{instancePath:instancePath+"/DeploymentNumber",schemaPath:"#/properties/DeploymentNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ConfigurationName !== undefined){
const _errs11 = errors;
if(typeof data.ConfigurationName !== "string"){
validate24.errors = [{instancePath:instancePath+"/ConfigurationName",schemaPath:"#/properties/ConfigurationName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ConfigurationLocationUri !== undefined){
const _errs13 = errors;
if(typeof data.ConfigurationLocationUri !== "string"){
validate24.errors = [{instancePath:instancePath+"/ConfigurationLocationUri",schemaPath:"#/properties/ConfigurationLocationUri/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ConfigurationVersion !== undefined){
const _errs15 = errors;
if(typeof data.ConfigurationVersion !== "string"){
validate24.errors = [{instancePath:instancePath+"/ConfigurationVersion",schemaPath:"#/properties/ConfigurationVersion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Description !== undefined){
const _errs17 = errors;
if(typeof data.Description !== "string"){
validate24.errors = [{instancePath:instancePath+"/Description",schemaPath:"#/properties/Description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.DeploymentDurationInMinutes !== undefined){
let data9 = data.DeploymentDurationInMinutes;
const _errs19 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate24.errors = [{instancePath:instancePath+"/DeploymentDurationInMinutes",schemaPath:"#/properties/DeploymentDurationInMinutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.GrowthType !== undefined){
let data10 = data.GrowthType;
const _errs21 = errors;
if(typeof data10 !== "string"){
validate24.errors = [{instancePath:instancePath+"/GrowthType",schemaPath:"schema:GrowthType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data10 === "LINEAR") || (data10 === "EXPONENTIAL"))){
validate24.errors = [{instancePath:instancePath+"/GrowthType",schemaPath:"schema:GrowthType/enum",keyword:"enum",params:{allowedValues: schema38.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.GrowthFactor !== undefined){
let data11 = data.GrowthFactor;
const _errs24 = errors;
if(!((typeof data11 == "number") && (isFinite(data11)))){
validate24.errors = [{instancePath:instancePath+"/GrowthFactor",schemaPath:"#/properties/GrowthFactor/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.FinalBakeTimeInMinutes !== undefined){
let data12 = data.FinalBakeTimeInMinutes;
const _errs26 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate24.errors = [{instancePath:instancePath+"/FinalBakeTimeInMinutes",schemaPath:"#/properties/FinalBakeTimeInMinutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.State !== undefined){
let data13 = data.State;
const _errs28 = errors;
if(typeof data13 !== "string"){
validate24.errors = [{instancePath:instancePath+"/State",schemaPath:"schema:DeploymentState/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data13 === "BAKING") || (data13 === "VALIDATING")) || (data13 === "DEPLOYING")) || (data13 === "COMPLETE")) || (data13 === "ROLLING_BACK")) || (data13 === "ROLLED_BACK")) || (data13 === "REVERTED"))){
validate24.errors = [{instancePath:instancePath+"/State",schemaPath:"schema:DeploymentState/enum",keyword:"enum",params:{allowedValues: schema39.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.EventLog !== undefined){
let data14 = data.EventLog;
const _errs31 = errors;
if(errors === _errs31){
if(Array.isArray(data14)){
var valid3 = true;
const len0 = data14.length;
for(let i0=0; i0<len0; i0++){
const _errs33 = errors;
if(!(validate25(data14[i0], {instancePath:instancePath+"/EventLog/" + i0,parentData:data14,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
var valid3 = _errs33 === errors;
if(!valid3){
break;
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/EventLog",schemaPath:"#/properties/EventLog/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.PercentageComplete !== undefined){
let data16 = data.PercentageComplete;
const _errs34 = errors;
if(!((typeof data16 == "number") && (isFinite(data16)))){
validate24.errors = [{instancePath:instancePath+"/PercentageComplete",schemaPath:"#/properties/PercentageComplete/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.StartedAt !== undefined){
let data17 = data.StartedAt;
const _errs36 = errors;
if(errors === _errs36){
if(errors === _errs36){
if(typeof data17 === "string"){
if(!(formats2.validate.test(data17))){
validate24.errors = [{instancePath:instancePath+"/StartedAt",schemaPath:"#/properties/StartedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/StartedAt",schemaPath:"#/properties/StartedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.CompletedAt !== undefined){
let data18 = data.CompletedAt;
const _errs38 = errors;
if(errors === _errs38){
if(errors === _errs38){
if(typeof data18 === "string"){
if(!(formats2.validate.test(data18))){
validate24.errors = [{instancePath:instancePath+"/CompletedAt",schemaPath:"#/properties/CompletedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/CompletedAt",schemaPath:"#/properties/CompletedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.AppliedExtensions !== undefined){
let data19 = data.AppliedExtensions;
const _errs40 = errors;
if(errors === _errs40){
if(Array.isArray(data19)){
var valid4 = true;
const len1 = data19.length;
for(let i1=0; i1<len1; i1++){
let data20 = data19[i1];
const _errs42 = errors;
const _errs43 = errors;
if(errors === _errs43){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.ExtensionId !== undefined){
const _errs45 = errors;
if(typeof data20.ExtensionId !== "string"){
validate24.errors = [{instancePath:instancePath+"/AppliedExtensions/" + i1+"/ExtensionId",schemaPath:"schema:AppliedExtension/properties/ExtensionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs45 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data20.ExtensionAssociationId !== undefined){
const _errs47 = errors;
if(typeof data20.ExtensionAssociationId !== "string"){
validate24.errors = [{instancePath:instancePath+"/AppliedExtensions/" + i1+"/ExtensionAssociationId",schemaPath:"schema:AppliedExtension/properties/ExtensionAssociationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs47 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data20.VersionNumber !== undefined){
let data23 = data20.VersionNumber;
const _errs49 = errors;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
validate24.errors = [{instancePath:instancePath+"/AppliedExtensions/" + i1+"/VersionNumber",schemaPath:"schema:AppliedExtension/properties/VersionNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid6 = _errs49 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data20.Parameters !== undefined){
let data24 = data20.Parameters;
const _errs51 = errors;
if(errors === _errs51){
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
for(const key0 in data24){
const _errs54 = errors;
if(typeof data24[key0] !== "string"){
validate24.errors = [{instancePath:instancePath+"/AppliedExtensions/" + i1+"/Parameters/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:AppliedExtension/properties/Parameters/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs54 === errors;
if(!valid7){
break;
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/AppliedExtensions/" + i1+"/Parameters",schemaPath:"schema:AppliedExtension/properties/Parameters/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate24.errors = [{instancePath:instancePath+"/AppliedExtensions/" + i1,schemaPath:"schema:AppliedExtension/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs42 === errors;
if(!valid4){
break;
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/AppliedExtensions",schemaPath:"#/properties/AppliedExtensions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs40 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.KmsKeyArn !== undefined){
const _errs56 = errors;
if(typeof data.KmsKeyArn !== "string"){
validate24.errors = [{instancePath:instancePath+"/KmsKeyArn",schemaPath:"#/properties/KmsKeyArn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs56 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.KmsKeyIdentifier !== undefined){
const _errs58 = errors;
if(typeof data.KmsKeyIdentifier !== "string"){
validate24.errors = [{instancePath:instancePath+"/KmsKeyIdentifier",schemaPath:"#/properties/KmsKeyIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs58 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.VersionLabel !== undefined){
const _errs60 = errors;
if(typeof data.VersionLabel !== "string"){
validate24.errors = [{instancePath:instancePath+"/VersionLabel",schemaPath:"#/properties/VersionLabel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs60 === errors;
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
}
}
}
}
}
else {
validate24.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate24.errors = vErrors;
return errors === 0;
}

exports.res_DeploymentStrategies = validate27;
const schema46 = {"type":"object","required":["Items"],"properties":{"Items":{"type":"array","items":{"$ref":"schema:DeploymentStrategy"}},"NextToken":{"type":"string"}}};
const schema47 = {"type":"object","required":["Id","Name","DeploymentDurationInMinutes","GrowthType","GrowthFactor","FinalBakeTimeInMinutes"],"properties":{"Id":{"type":"string"},"Name":{"type":"string"},"Description":{"type":"string"},"DeploymentDurationInMinutes":{"type":"integer"},"GrowthType":{"$ref":"schema:GrowthType"},"GrowthFactor":{"type":"number"},"FinalBakeTimeInMinutes":{"type":"integer"},"ReplicateTo":{"$ref":"schema:ReplicateTo"}}};
const schema49 = {"type":"string","enum":["NONE","SSM_DOCUMENT"]};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.Id === undefined) && (missing0 = "Id")) || ((data.Name === undefined) && (missing0 = "Name"))) || ((data.DeploymentDurationInMinutes === undefined) && (missing0 = "DeploymentDurationInMinutes"))) || ((data.GrowthType === undefined) && (missing0 = "GrowthType"))) || ((data.GrowthFactor === undefined) && (missing0 = "GrowthFactor"))) || ((data.FinalBakeTimeInMinutes === undefined) && (missing0 = "FinalBakeTimeInMinutes"))){
validate28.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.Id !== undefined){
const _errs1 = errors;
if(typeof data.Id !== "string"){
validate28.errors = [{instancePath:instancePath+"/Id",schemaPath:"#/properties/Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Name !== undefined){
const _errs3 = errors;
if(typeof data.Name !== "string"){
validate28.errors = [{instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Description !== undefined){
const _errs5 = errors;
if(typeof data.Description !== "string"){
validate28.errors = [{instancePath:instancePath+"/Description",schemaPath:"#/properties/Description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.DeploymentDurationInMinutes !== undefined){
let data3 = data.DeploymentDurationInMinutes;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate28.errors = [{instancePath:instancePath+"/DeploymentDurationInMinutes",schemaPath:"#/properties/DeploymentDurationInMinutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.GrowthType !== undefined){
let data4 = data.GrowthType;
const _errs9 = errors;
if(typeof data4 !== "string"){
validate28.errors = [{instancePath:instancePath+"/GrowthType",schemaPath:"schema:GrowthType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data4 === "LINEAR") || (data4 === "EXPONENTIAL"))){
validate28.errors = [{instancePath:instancePath+"/GrowthType",schemaPath:"schema:GrowthType/enum",keyword:"enum",params:{allowedValues: schema38.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.GrowthFactor !== undefined){
let data5 = data.GrowthFactor;
const _errs12 = errors;
if(!((typeof data5 == "number") && (isFinite(data5)))){
validate28.errors = [{instancePath:instancePath+"/GrowthFactor",schemaPath:"#/properties/GrowthFactor/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.FinalBakeTimeInMinutes !== undefined){
let data6 = data.FinalBakeTimeInMinutes;
const _errs14 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate28.errors = [{instancePath:instancePath+"/FinalBakeTimeInMinutes",schemaPath:"#/properties/FinalBakeTimeInMinutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ReplicateTo !== undefined){
let data7 = data.ReplicateTo;
const _errs16 = errors;
if(typeof data7 !== "string"){
validate28.errors = [{instancePath:instancePath+"/ReplicateTo",schemaPath:"schema:ReplicateTo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data7 === "NONE") || (data7 === "SSM_DOCUMENT"))){
validate28.errors = [{instancePath:instancePath+"/ReplicateTo",schemaPath:"schema:ReplicateTo/enum",keyword:"enum",params:{allowedValues: schema49.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs16 === errors;
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
else {
validate28.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate28.errors = vErrors;
return errors === 0;
}


function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.Items === undefined) && (missing0 = "Items")){
validate27.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.Items !== undefined){
let data0 = data.Items;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate28(data0[i0], {instancePath:instancePath+"/Items/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/Items",schemaPath:"#/properties/Items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.NextToken !== undefined){
const _errs4 = errors;
if(typeof data.NextToken !== "string"){
validate27.errors = [{instancePath:instancePath+"/NextToken",schemaPath:"#/properties/NextToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
else {
validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate27.errors = vErrors;
return errors === 0;
}

exports.res_DeploymentStrategy = validate28;

exports.res_Extensions = validate30;
const schema50 = {"type":"object","required":["Items"],"properties":{"Items":{"type":"array","items":{"$ref":"schema:ExtensionSummary"}},"NextToken":{"type":"string"}}};
const schema51 = {"type":"object","required":["Id","Name","VersionNumber","Arn"],"properties":{"Id":{"type":"string"},"Name":{"type":"string"},"VersionNumber":{"type":"integer"},"Arn":{"type":"string"},"Description":{"type":"string"}}};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.Items === undefined) && (missing0 = "Items")){
validate30.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.Items !== undefined){
let data0 = data.Items;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((((data1.Id === undefined) && (missing1 = "Id")) || ((data1.Name === undefined) && (missing1 = "Name"))) || ((data1.VersionNumber === undefined) && (missing1 = "VersionNumber"))) || ((data1.Arn === undefined) && (missing1 = "Arn"))){
validate30.errors = [{instancePath:instancePath+"/Items/" + i0,schemaPath:"schema:ExtensionSummary/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.Id !== undefined){
const _errs6 = errors;
if(typeof data1.Id !== "string"){
validate30.errors = [{instancePath:instancePath+"/Items/" + i0+"/Id",schemaPath:"schema:ExtensionSummary/properties/Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.Name !== undefined){
const _errs8 = errors;
if(typeof data1.Name !== "string"){
validate30.errors = [{instancePath:instancePath+"/Items/" + i0+"/Name",schemaPath:"schema:ExtensionSummary/properties/Name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.VersionNumber !== undefined){
let data4 = data1.VersionNumber;
const _errs10 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate30.errors = [{instancePath:instancePath+"/Items/" + i0+"/VersionNumber",schemaPath:"schema:ExtensionSummary/properties/VersionNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.Arn !== undefined){
const _errs12 = errors;
if(typeof data1.Arn !== "string"){
validate30.errors = [{instancePath:instancePath+"/Items/" + i0+"/Arn",schemaPath:"schema:ExtensionSummary/properties/Arn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.Description !== undefined){
const _errs14 = errors;
if(typeof data1.Description !== "string"){
validate30.errors = [{instancePath:instancePath+"/Items/" + i0+"/Description",schemaPath:"schema:ExtensionSummary/properties/Description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs14 === errors;
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
validate30.errors = [{instancePath:instancePath+"/Items/" + i0,schemaPath:"schema:ExtensionSummary/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate30.errors = [{instancePath:instancePath+"/Items",schemaPath:"#/properties/Items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.NextToken !== undefined){
const _errs16 = errors;
if(typeof data.NextToken !== "string"){
validate30.errors = [{instancePath:instancePath+"/NextToken",schemaPath:"#/properties/NextToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate30.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate30.errors = vErrors;
return errors === 0;
}

exports.res_Extension = validate31;
const schema52 = {"type":"object","required":["Id","Name","VersionNumber","Arn","Actions"],"properties":{"Id":{"type":"string"},"Name":{"type":"string"},"VersionNumber":{"type":"integer"},"Arn":{"type":"string"},"Description":{"type":"string"},"Actions":{"$ref":"schema:Actions"},"Parameters":{"$ref":"schema:Parameters"}}};
const schema53 = {"type":"object","minProperties":1,"additionalProperties":false,"properties":{"PRE_CREATE_HOSTED_CONFIGURATION_VERSION":{"$ref":"schema:ActionList"},"PRE_START_DEPLOYMENT":{"$ref":"schema:ActionList"},"AT_DEPLOYMENT_TICK":{"$ref":"schema:ActionList"},"ON_DEPLOYMENT_START":{"$ref":"schema:ActionList"},"ON_DEPLOYMENT_STEP":{"$ref":"schema:ActionList"},"ON_DEPLOYMENT_BAKING":{"$ref":"schema:ActionList"},"ON_DEPLOYMENT_COMPLETE":{"$ref":"schema:ActionList"},"ON_DEPLOYMENT_ROLLED_BACK":{"$ref":"schema:ActionList"}}};
const schema54 = {"type":"array","minItems":1,"maxItems":1,"items":{"$ref":"schema:Action"}};
const schema55 = {"type":"object","required":["Name","Uri"],"properties":{"Name":{"type":"string","minLength":1,"maxLength":64},"Description":{"$ref":"schema:Description"},"Uri":{"type":"string","minLength":1,"maxLength":2048},"RoleArn":{"type":"string","minLength":20,"maxLength":2048}}};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.Name === undefined) && (missing0 = "Name")) || ((data.Uri === undefined) && (missing0 = "Uri"))){
validate34.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.Name !== undefined){
let data0 = data.Name;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func0(data0) > 64){
validate34.errors = [{instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate34.errors = [{instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate34.errors = [{instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Description !== undefined){
let data1 = data.Description;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func0(data1) > 1024){
validate34.errors = [{instancePath:instancePath+"/Description",schemaPath:"schema:Description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
}
}
else {
validate34.errors = [{instancePath:instancePath+"/Description",schemaPath:"schema:Description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Uri !== undefined){
let data2 = data.Uri;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(func0(data2) > 2048){
validate34.errors = [{instancePath:instancePath+"/Uri",schemaPath:"#/properties/Uri/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data2) < 1){
validate34.errors = [{instancePath:instancePath+"/Uri",schemaPath:"#/properties/Uri/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate34.errors = [{instancePath:instancePath+"/Uri",schemaPath:"#/properties/Uri/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.RoleArn !== undefined){
let data3 = data.RoleArn;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(func0(data3) > 2048){
validate34.errors = [{instancePath:instancePath+"/RoleArn",schemaPath:"#/properties/RoleArn/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
return false;
}
else {
if(func0(data3) < 20){
validate34.errors = [{instancePath:instancePath+"/RoleArn",schemaPath:"#/properties/RoleArn/minLength",keyword:"minLength",params:{limit: 20},message:"must NOT have fewer than 20 characters"}];
return false;
}
}
}
else {
validate34.errors = [{instancePath:instancePath+"/RoleArn",schemaPath:"#/properties/RoleArn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs8 === errors;
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
validate34.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate34.errors = vErrors;
return errors === 0;
}


function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate33.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate33.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate34(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
}
}
else {
validate33.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate33.errors = vErrors;
return errors === 0;
}


function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
validate32.errors = [{instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((((key0 === "PRE_CREATE_HOSTED_CONFIGURATION_VERSION") || (key0 === "PRE_START_DEPLOYMENT")) || (key0 === "AT_DEPLOYMENT_TICK")) || (key0 === "ON_DEPLOYMENT_START")) || (key0 === "ON_DEPLOYMENT_STEP")) || (key0 === "ON_DEPLOYMENT_BAKING")) || (key0 === "ON_DEPLOYMENT_COMPLETE")) || (key0 === "ON_DEPLOYMENT_ROLLED_BACK"))){
validate32.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.PRE_CREATE_HOSTED_CONFIGURATION_VERSION !== undefined){
const _errs2 = errors;
if(!(validate33(data.PRE_CREATE_HOSTED_CONFIGURATION_VERSION, {instancePath:instancePath+"/PRE_CREATE_HOSTED_CONFIGURATION_VERSION",parentData:data,parentDataProperty:"PRE_CREATE_HOSTED_CONFIGURATION_VERSION",rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.PRE_START_DEPLOYMENT !== undefined){
const _errs3 = errors;
if(!(validate33(data.PRE_START_DEPLOYMENT, {instancePath:instancePath+"/PRE_START_DEPLOYMENT",parentData:data,parentDataProperty:"PRE_START_DEPLOYMENT",rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.AT_DEPLOYMENT_TICK !== undefined){
const _errs4 = errors;
if(!(validate33(data.AT_DEPLOYMENT_TICK, {instancePath:instancePath+"/AT_DEPLOYMENT_TICK",parentData:data,parentDataProperty:"AT_DEPLOYMENT_TICK",rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ON_DEPLOYMENT_START !== undefined){
const _errs5 = errors;
if(!(validate33(data.ON_DEPLOYMENT_START, {instancePath:instancePath+"/ON_DEPLOYMENT_START",parentData:data,parentDataProperty:"ON_DEPLOYMENT_START",rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ON_DEPLOYMENT_STEP !== undefined){
const _errs6 = errors;
if(!(validate33(data.ON_DEPLOYMENT_STEP, {instancePath:instancePath+"/ON_DEPLOYMENT_STEP",parentData:data,parentDataProperty:"ON_DEPLOYMENT_STEP",rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ON_DEPLOYMENT_BAKING !== undefined){
const _errs7 = errors;
if(!(validate33(data.ON_DEPLOYMENT_BAKING, {instancePath:instancePath+"/ON_DEPLOYMENT_BAKING",parentData:data,parentDataProperty:"ON_DEPLOYMENT_BAKING",rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ON_DEPLOYMENT_COMPLETE !== undefined){
const _errs8 = errors;
if(!(validate33(data.ON_DEPLOYMENT_COMPLETE, {instancePath:instancePath+"/ON_DEPLOYMENT_COMPLETE",parentData:data,parentDataProperty:"ON_DEPLOYMENT_COMPLETE",rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ON_DEPLOYMENT_ROLLED_BACK !== undefined){
const _errs9 = errors;
if(!(validate33(data.ON_DEPLOYMENT_ROLLED_BACK, {instancePath:instancePath+"/ON_DEPLOYMENT_ROLLED_BACK",parentData:data,parentDataProperty:"ON_DEPLOYMENT_ROLLED_BACK",rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
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
}
}
}
}
else {
validate32.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate32.errors = vErrors;
return errors === 0;
}

const schema57 = {"type":"object","maxProperties":10,"additionalProperties":{"$ref":"schema:Parameter"}};
const schema58 = {"type":"object","properties":{"Description":{"$ref":"schema:Description"},"Required":{"type":"boolean"},"Dynamic":{"type":"boolean"}}};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Description !== undefined){
let data0 = data.Description;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func0(data0) > 1024){
validate46.errors = [{instancePath:instancePath+"/Description",schemaPath:"schema:Description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
}
}
else {
validate46.errors = [{instancePath:instancePath+"/Description",schemaPath:"schema:Description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Required !== undefined){
const _errs4 = errors;
if(typeof data.Required !== "boolean"){
validate46.errors = [{instancePath:instancePath+"/Required",schemaPath:"#/properties/Required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Dynamic !== undefined){
const _errs6 = errors;
if(typeof data.Dynamic !== "boolean"){
validate46.errors = [{instancePath:instancePath+"/Dynamic",schemaPath:"#/properties/Dynamic/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate46.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate46.errors = vErrors;
return errors === 0;
}


function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length > 10){
validate45.errors = [{instancePath,schemaPath:"#/maxProperties",keyword:"maxProperties",params:{limit: 10},message:"must NOT have more than 10 properties"}];
return false;
}
else {
for(const key0 in data){
const _errs2 = errors;
if(!(validate46(data[key0], {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key0,rootData}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
if(!valid0){
break;
}
}
}
}
else {
validate45.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate45.errors = vErrors;
return errors === 0;
}


function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.Id === undefined) && (missing0 = "Id")) || ((data.Name === undefined) && (missing0 = "Name"))) || ((data.VersionNumber === undefined) && (missing0 = "VersionNumber"))) || ((data.Arn === undefined) && (missing0 = "Arn"))) || ((data.Actions === undefined) && (missing0 = "Actions"))){
validate31.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.Id !== undefined){
const _errs1 = errors;
if(typeof data.Id !== "string"){
validate31.errors = [{instancePath:instancePath+"/Id",schemaPath:"#/properties/Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Name !== undefined){
const _errs3 = errors;
if(typeof data.Name !== "string"){
validate31.errors = [{instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.VersionNumber !== undefined){
let data2 = data.VersionNumber;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate31.errors = [{instancePath:instancePath+"/VersionNumber",schemaPath:"#/properties/VersionNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Arn !== undefined){
const _errs7 = errors;
if(typeof data.Arn !== "string"){
validate31.errors = [{instancePath:instancePath+"/Arn",schemaPath:"#/properties/Arn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Description !== undefined){
const _errs9 = errors;
if(typeof data.Description !== "string"){
validate31.errors = [{instancePath:instancePath+"/Description",schemaPath:"#/properties/Description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Actions !== undefined){
const _errs11 = errors;
if(!(validate32(data.Actions, {instancePath:instancePath+"/Actions",parentData:data,parentDataProperty:"Actions",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Parameters !== undefined){
const _errs12 = errors;
if(!(validate45(data.Parameters, {instancePath:instancePath+"/Parameters",parentData:data,parentDataProperty:"Parameters",rootData}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
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
validate31.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}

exports.res_ExtensionAssociations = validate49;
const schema60 = {"type":"object","required":["Items"],"properties":{"Items":{"type":"array","items":{"$ref":"schema:ExtensionAssociationSummary"}},"NextToken":{"type":"string"}}};
const schema61 = {"type":"object","required":["Id","ExtensionArn","ResourceArn"],"properties":{"Id":{"type":"string"},"ExtensionArn":{"type":"string"},"ResourceArn":{"type":"string"}}};

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.Items === undefined) && (missing0 = "Items")){
validate49.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.Items !== undefined){
let data0 = data.Items;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((((data1.Id === undefined) && (missing1 = "Id")) || ((data1.ExtensionArn === undefined) && (missing1 = "ExtensionArn"))) || ((data1.ResourceArn === undefined) && (missing1 = "ResourceArn"))){
validate49.errors = [{instancePath:instancePath+"/Items/" + i0,schemaPath:"schema:ExtensionAssociationSummary/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.Id !== undefined){
const _errs6 = errors;
if(typeof data1.Id !== "string"){
validate49.errors = [{instancePath:instancePath+"/Items/" + i0+"/Id",schemaPath:"schema:ExtensionAssociationSummary/properties/Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.ExtensionArn !== undefined){
const _errs8 = errors;
if(typeof data1.ExtensionArn !== "string"){
validate49.errors = [{instancePath:instancePath+"/Items/" + i0+"/ExtensionArn",schemaPath:"schema:ExtensionAssociationSummary/properties/ExtensionArn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.ResourceArn !== undefined){
const _errs10 = errors;
if(typeof data1.ResourceArn !== "string"){
validate49.errors = [{instancePath:instancePath+"/Items/" + i0+"/ResourceArn",schemaPath:"schema:ExtensionAssociationSummary/properties/ResourceArn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/Items/" + i0,schemaPath:"schema:ExtensionAssociationSummary/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/Items",schemaPath:"#/properties/Items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.NextToken !== undefined){
const _errs12 = errors;
if(typeof data.NextToken !== "string"){
validate49.errors = [{instancePath:instancePath+"/NextToken",schemaPath:"#/properties/NextToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate49.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate49.errors = vErrors;
return errors === 0;
}

exports.res_ExtensionAssociation = validate50;
const schema62 = {"type":"object","required":["Id","ExtensionArn","ResourceArn","Arn","ExtensionVersionNumber"],"properties":{"Id":{"type":"string"},"ExtensionArn":{"type":"string"},"ResourceArn":{"type":"string"},"Arn":{"type":"string"},"Parameters":{"type":"object","additionalProperties":{"type":"string"}},"ExtensionVersionNumber":{"type":"integer"}}};

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.Id === undefined) && (missing0 = "Id")) || ((data.ExtensionArn === undefined) && (missing0 = "ExtensionArn"))) || ((data.ResourceArn === undefined) && (missing0 = "ResourceArn"))) || ((data.Arn === undefined) && (missing0 = "Arn"))) || ((data.ExtensionVersionNumber === undefined) && (missing0 = "ExtensionVersionNumber"))){
validate50.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.Id !== undefined){
const _errs1 = errors;
if(typeof data.Id !== "string"){
validate50.errors = [{instancePath:instancePath+"/Id",schemaPath:"#/properties/Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ExtensionArn !== undefined){
const _errs3 = errors;
if(typeof data.ExtensionArn !== "string"){
validate50.errors = [{instancePath:instancePath+"/ExtensionArn",schemaPath:"#/properties/ExtensionArn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ResourceArn !== undefined){
const _errs5 = errors;
if(typeof data.ResourceArn !== "string"){
validate50.errors = [{instancePath:instancePath+"/ResourceArn",schemaPath:"#/properties/ResourceArn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Arn !== undefined){
const _errs7 = errors;
if(typeof data.Arn !== "string"){
validate50.errors = [{instancePath:instancePath+"/Arn",schemaPath:"#/properties/Arn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Parameters !== undefined){
let data4 = data.Parameters;
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
const _errs12 = errors;
if(typeof data4[key0] !== "string"){
validate50.errors = [{instancePath:instancePath+"/Parameters/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/Parameters/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs12 === errors;
if(!valid1){
break;
}
}
}
else {
validate50.errors = [{instancePath:instancePath+"/Parameters",schemaPath:"#/properties/Parameters/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ExtensionVersionNumber !== undefined){
let data6 = data.ExtensionVersionNumber;
const _errs14 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate50.errors = [{instancePath:instancePath+"/ExtensionVersionNumber",schemaPath:"#/properties/ExtensionVersionNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs14 === errors;
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
validate50.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate50.errors = vErrors;
return errors === 0;
}

exports.res_17 = validate51;
const schema63 = {"type":"object","required":["InitialConfigurationToken"],"properties":{"InitialConfigurationToken":{"$ref":"schema:ConfigurationToken"}}};
const schema64 = {"type":"string","minLength":1,"maxLength":8192,"pattern":"^\\S+$"};
const pattern11 = new RegExp("^\\S+$", "u");

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.InitialConfigurationToken === undefined) && (missing0 = "InitialConfigurationToken")){
validate51.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.InitialConfigurationToken !== undefined){
let data0 = data.InitialConfigurationToken;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func0(data0) > 8192){
validate51.errors = [{instancePath:instancePath+"/InitialConfigurationToken",schemaPath:"schema:ConfigurationToken/maxLength",keyword:"maxLength",params:{limit: 8192},message:"must NOT have more than 8192 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate51.errors = [{instancePath:instancePath+"/InitialConfigurationToken",schemaPath:"schema:ConfigurationToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern11.test(data0)){
validate51.errors = [{instancePath:instancePath+"/InitialConfigurationToken",schemaPath:"schema:ConfigurationToken/pattern",keyword:"pattern",params:{pattern: "^\\S+$"},message:"must match pattern \""+"^\\S+$"+"\""}];
return false;
}
}
}
}
else {
validate51.errors = [{instancePath:instancePath+"/InitialConfigurationToken",schemaPath:"schema:ConfigurationToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate51.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate51.errors = vErrors;
return errors === 0;
}

exports.res_SessionError = validate52;
const schema65 = {"type":"object","required":["Message"],"properties":{"Message":{"type":"string"},"Reason":{"type":"string","enum":["InvalidParameters"]},"Details":{"type":"object","properties":{"InvalidParameters":{"type":"object","additionalProperties":{"type":"object","properties":{"Problem":{"type":"string","enum":["Corrupted","Expired","PollIntervalNotSatisfied"]}}}}}},"ResourceType":{"type":"string","enum":["Application","ConfigurationProfile","Deployment","Environment","Configuration"]}}};

function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.Message === undefined) && (missing0 = "Message")){
validate52.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.Message !== undefined){
const _errs1 = errors;
if(typeof data.Message !== "string"){
validate52.errors = [{instancePath:instancePath+"/Message",schemaPath:"#/properties/Message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Reason !== undefined){
let data1 = data.Reason;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate52.errors = [{instancePath:instancePath+"/Reason",schemaPath:"#/properties/Reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data1 === "InvalidParameters")){
validate52.errors = [{instancePath:instancePath+"/Reason",schemaPath:"#/properties/Reason/enum",keyword:"enum",params:{allowedValues: schema65.properties.Reason.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Details !== undefined){
let data2 = data.Details;
const _errs5 = errors;
if(errors === _errs5){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.InvalidParameters !== undefined){
let data3 = data2.InvalidParameters;
const _errs7 = errors;
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key0 in data3){
let data4 = data3[key0];
const _errs10 = errors;
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.Problem !== undefined){
let data5 = data4.Problem;
if(typeof data5 !== "string"){
validate52.errors = [{instancePath:instancePath+"/Details/InvalidParameters/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/Problem",schemaPath:"#/properties/Details/properties/InvalidParameters/additionalProperties/properties/Problem/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data5 === "Corrupted") || (data5 === "Expired")) || (data5 === "PollIntervalNotSatisfied"))){
validate52.errors = [{instancePath:instancePath+"/Details/InvalidParameters/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/Problem",schemaPath:"#/properties/Details/properties/InvalidParameters/additionalProperties/properties/Problem/enum",keyword:"enum",params:{allowedValues: schema65.properties.Details.properties.InvalidParameters.additionalProperties.properties.Problem.enum},message:"must be equal to one of the allowed values"}];
return false;
}
}
}
else {
validate52.errors = [{instancePath:instancePath+"/Details/InvalidParameters/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/Details/properties/InvalidParameters/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs10 === errors;
if(!valid2){
break;
}
}
}
else {
validate52.errors = [{instancePath:instancePath+"/Details/InvalidParameters",schemaPath:"#/properties/Details/properties/InvalidParameters/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
else {
validate52.errors = [{instancePath:instancePath+"/Details",schemaPath:"#/properties/Details/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ResourceType !== undefined){
let data6 = data.ResourceType;
const _errs14 = errors;
if(typeof data6 !== "string"){
validate52.errors = [{instancePath:instancePath+"/ResourceType",schemaPath:"#/properties/ResourceType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data6 === "Application") || (data6 === "ConfigurationProfile")) || (data6 === "Deployment")) || (data6 === "Environment")) || (data6 === "Configuration"))){
validate52.errors = [{instancePath:instancePath+"/ResourceType",schemaPath:"#/properties/ResourceType/enum",keyword:"enum",params:{allowedValues: schema65.properties.ResourceType.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs14 === errors;
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
validate52.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate52.errors = vErrors;
return errors === 0;
}

exports.res_ResourceTags = validate53;
const schema66 = {"type":"object","required":["Tags"],"properties":{"Tags":{"$ref":"schema:Tags"}}};
const schema67 = {"type":"object","maxProperties":50,"additionalProperties":{"type":"string","maxLength":256}};

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.Tags === undefined) && (missing0 = "Tags")){
validate53.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.Tags !== undefined){
let data0 = data.Tags;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(Object.keys(data0).length > 50){
validate53.errors = [{instancePath:instancePath+"/Tags",schemaPath:"schema:Tags/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"}];
return false;
}
else {
for(const key0 in data0){
let data1 = data0[key0];
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(func0(data1) > 256){
validate53.errors = [{instancePath:instancePath+"/Tags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate53.errors = [{instancePath:instancePath+"/Tags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"schema:Tags/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs5 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/Tags",schemaPath:"schema:Tags/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
}
else {
validate53.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate53.errors = vErrors;
return errors === 0;
}
