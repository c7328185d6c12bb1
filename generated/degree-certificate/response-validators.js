// generated from specs/degree-certificate.yaml — do not edit; run `make generate`
"use strict";
exports.res_Error = validate0;
const schema0 = {"type":"object","required":["error","errorDescription"],"additionalProperties":false,"properties":{"error":{"type":"string","enum":["missing_parameter","invalid_parameter","invalid_format","invalid_txnid","invalid_consentid","invalid_authentication","invalid_authorization","record_not_found","url_not_found","internal_server_error","bad_gatewy","service_unavailable","gateway_timeout"]},"errorDescription":{"type":"string"}}};

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.error === undefined) && (missing0 = "error")) || ((data.errorDescription === undefined) && (missing0 = "errorDescription"))){
validate0.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "error") || (key0 === "errorDescription"))){
validate0.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.error !== undefined){
let data0 = data.error;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate0.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((((((data0 === "missing_parameter") || (data0 === "invalid_parameter")) || (data0 === "invalid_format")) || (data0 === "invalid_txnid")) || (data0 === "invalid_consentid")) || (data0 === "invalid_authentication")) || (data0 === "invalid_authorization")) || (data0 === "record_not_found")) || (data0 === "url_not_found")) || (data0 === "internal_server_error")) || (data0 === "bad_gatewy")) || (data0 === "service_unavailable")) || (data0 === "gateway_timeout"))){
validate0.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/enum",keyword:"enum",params:{allowedValues: schema0.properties.error.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.errorDescription !== undefined){
const _errs4 = errors;
if(typeof data.errorDescription !== "string"){
validate0.errors = [{instancePath:instancePath+"/errorDescription",schemaPath:"#/properties/errorDescription/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate0.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate0.errors = vErrors;
return errors === 0;
}
