// generated from specs/address-lookup.yaml — do not edit; run `make generate`
"use strict";
exports.res_0 = validate0;
const schema0 = {"type":"object","required":["result","code","message"],"properties":{"result":{"type":"object","required":["hits","total","limit","page"],"properties":{"hits":{"type":"array","items":{"$ref":"schema:UkAddress"}},"total":{"type":"integer","minimum":0},"limit":{"type":"integer","minimum":1,"maximum":100},"page":{"type":"integer","minimum":0}}},"code":{"$ref":"schema:SuccessCode"},"message":{"$ref":"schema:SuccessMessage"}}};
const schema1 = {"type":"object","properties":{"id":{"type":"string"},"dataset":{"type":"string","enum":["paf","mr"]},"country_iso":{"type":"string"},"country_iso_2":{"type":"string"},"country":{"type":"string"},"language":{"type":"string"},"line_1":{"type":"string"},"line_2":{"type":"string"},"line_3":{"type":"string"},"premise":{"type":"string"},"post_town":{"type":"string"},"postcode":{"type":"string"},"postcode_outward":{"type":"string"},"postcode_inward":{"type":"string"},"postcode_type":{"type":"string","enum":["S","L"]},"su_organisation_indicator":{"type":"string"},"delivery_point_suffix":{"type":"string"},"udprn":{"type":"integer"},"umprn":{"oneOf":[{"type":"integer"},{"type":"string","enum":[""]}]},"uprn":{"type":"string"},"organisation_name":{"type":"string"},"department_name":{"type":"string"},"po_box":{"type":"string"},"building_name":{"type":"string"},"building_number":{"type":"string"},"sub_building_name":{"type":"string"},"thoroughfare":{"type":"string"},"dependant_thoroughfare":{"type":"string"},"dependant_locality":{"type":"string"},"double_dependant_locality":{"type":"string"},"county":{"type":"string"},"county_code":{"type":"string"},"postal_county":{"type":"string"},"traditional_county":{"type":"string"},"administrative_county":{"type":"string"},"district":{"type":"string"},"ward":{"type":"string"},"longitude":{"type":"number"},"latitude":{"type":"number"},"eastings":{"type":"integer"},"northings":{"type":"integer"}}};
const schema2 = {"type":"integer","enum":[2000]};
const schema3 = {"type":"string","enum":["Success"]};

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.result === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "result"},message:"must have required property '"+"result"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.message === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.result !== undefined){
let data0 = data.result;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.hits === undefined){
const err3 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/required",keyword:"required",params:{missingProperty: "hits"},message:"must have required property '"+"hits"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.total === undefined){
const err4 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.limit === undefined){
const err5 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/required",keyword:"required",params:{missingProperty: "limit"},message:"must have required property '"+"limit"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.page === undefined){
const err6 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/required",keyword:"required",params:{missingProperty: "page"},message:"must have required property '"+"page"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.hits !== undefined){
let data1 = data0.hits;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.id !== undefined){
if(typeof data2.id !== "string"){
const err7 = {instancePath:instancePath+"/result/hits/" + i0+"/id",schemaPath:"schema:UkAddress/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.dataset !== undefined){
let data4 = data2.dataset;
if(typeof data4 !== "string"){
const err8 = {instancePath:instancePath+"/result/hits/" + i0+"/dataset",schemaPath:"schema:UkAddress/properties/dataset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((data4 === "paf") || (data4 === "mr"))){
const err9 = {instancePath:instancePath+"/result/hits/" + i0+"/dataset",schemaPath:"schema:UkAddress/properties/dataset/enum",keyword:"enum",params:{allowedValues: schema1.properties.dataset.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.country_iso !== undefined){
if(typeof data2.country_iso !== "string"){
const err10 = {instancePath:instancePath+"/result/hits/" + i0+"/country_iso",schemaPath:"schema:UkAddress/properties/country_iso/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.country_iso_2 !== undefined){
if(typeof data2.country_iso_2 !== "string"){
const err11 = {instancePath:instancePath+"/result/hits/" + i0+"/country_iso_2",schemaPath:"schema:UkAddress/properties/country_iso_2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.country !== undefined){
if(typeof data2.country !== "string"){
const err12 = {instancePath:instancePath+"/result/hits/" + i0+"/country",schemaPath:"schema:UkAddress/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.language !== undefined){
if(typeof data2.language !== "string"){
const err13 = {instancePath:instancePath+"/result/hits/" + i0+"/language",schemaPath:"schema:UkAddress/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.line_1 !== undefined){
if(typeof data2.line_1 !== "string"){
const err14 = {instancePath:instancePath+"/result/hits/" + i0+"/line_1",schemaPath:"schema:UkAddress/properties/line_1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.line_2 !== undefined){
if(typeof data2.line_2 !== "string"){
const err15 = {instancePath:instancePath+"/result/hits/" + i0+"/line_2",schemaPath:"schema:UkAddress/properties/line_2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.line_3 !== undefined){
if(typeof data2.line_3 !== "string"){
const err16 = {instancePath:instancePath+"/result/hits/" + i0+"/line_3",schemaPath:"schema:UkAddress/properties/line_3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data2.premise !== undefined){
if(typeof data2.premise !== "string"){
const err17 = {instancePath:instancePath+"/result/hits/" + i0+"/premise",schemaPath:"schema:UkAddress/properties/premise/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.post_town !== undefined){
if(typeof data2.post_town !== "string"){
const err18 = {instancePath:instancePath+"/result/hits/" + i0+"/post_town",schemaPath:"schema:UkAddress/properties/post_town/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data2.postcode !== undefined){
if(typeof data2.postcode !== "string"){
const err19 = {instancePath:instancePath+"/result/hits/" + i0+"/postcode",schemaPath:"schema:UkAddress/properties/postcode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data2.postcode_outward !== undefined){
if(typeof data2.postcode_outward !== "string"){
const err20 = {instancePath:instancePath+"/result/hits/" + i0+"/postcode_outward",schemaPath:"schema:UkAddress/properties/postcode_outward/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data2.postcode_inward !== undefined){
if(typeof data2.postcode_inward !== "string"){
const err21 = {instancePath:instancePath+"/result/hits/" + i0+"/postcode_inward",schemaPath:"schema:UkAddress/properties/postcode_inward/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data2.postcode_type !== undefined){
let data17 = data2.postcode_type;
if(typeof data17 !== "string"){
const err22 = {instancePath:instancePath+"/result/hits/" + i0+"/postcode_type",schemaPath:"schema:UkAddress/properties/postcode_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!((data17 === "S") || (data17 === "L"))){
const err23 = {instancePath:instancePath+"/result/hits/" + i0+"/postcode_type",schemaPath:"schema:UkAddress/properties/postcode_type/enum",keyword:"enum",params:{allowedValues: schema1.properties.postcode_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data2.su_organisation_indicator !== undefined){
if(typeof data2.su_organisation_indicator !== "string"){
const err24 = {instancePath:instancePath+"/result/hits/" + i0+"/su_organisation_indicator",schemaPath:"schema:UkAddress/properties/su_organisation_indicator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data2.delivery_point_suffix !== undefined){
if(typeof data2.delivery_point_suffix !== "string"){
const err25 = {instancePath:instancePath+"/result/hits/" + i0+"/delivery_point_suffix",schemaPath:"schema:UkAddress/properties/delivery_point_suffix/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data2.udprn !== undefined){
let data20 = data2.udprn;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err26 = {instancePath:instancePath+"/result/hits/" + i0+"/udprn",schemaPath:"schema:UkAddress/properties/udprn/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data2.umprn !== undefined){
let data21 = data2.umprn;
const _errs45 = errors;
let valid6 = false;
let passing0 = null;
const _errs46 = errors;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err27 = {instancePath:instancePath+"/result/hits/" + i0+"/umprn",schemaPath:"schema:UkAddress/properties/umprn/oneOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid0 = _errs46 === errors;
if(_valid0){
valid6 = true;
passing0 = 0;
}
const _errs48 = errors;
if(typeof data21 !== "string"){
const err28 = {instancePath:instancePath+"/result/hits/" + i0+"/umprn",schemaPath:"schema:UkAddress/properties/umprn/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!(data21 === "")){
const err29 = {instancePath:instancePath+"/result/hits/" + i0+"/umprn",schemaPath:"schema:UkAddress/properties/umprn/oneOf/1/enum",keyword:"enum",params:{allowedValues: schema1.properties.umprn.oneOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid0 = _errs48 === errors;
if(_valid0 && valid6){
valid6 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid6 = true;
passing0 = 1;
}
}
if(!valid6){
const err30 = {instancePath:instancePath+"/result/hits/" + i0+"/umprn",schemaPath:"schema:UkAddress/properties/umprn/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
errors = _errs45;
if(vErrors !== null){
if(_errs45){
vErrors.length = _errs45;
}
else {
vErrors = null;
}
}
}
}
if(data2.uprn !== undefined){
if(typeof data2.uprn !== "string"){
const err31 = {instancePath:instancePath+"/result/hits/" + i0+"/uprn",schemaPath:"schema:UkAddress/properties/uprn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data2.organisation_name !== undefined){
if(typeof data2.organisation_name !== "string"){
const err32 = {instancePath:instancePath+"/result/hits/" + i0+"/organisation_name",schemaPath:"schema:UkAddress/properties/organisation_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data2.department_name !== undefined){
if(typeof data2.department_name !== "string"){
const err33 = {instancePath:instancePath+"/result/hits/" + i0+"/department_name",schemaPath:"schema:UkAddress/properties/department_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data2.po_box !== undefined){
if(typeof data2.po_box !== "string"){
const err34 = {instancePath:instancePath+"/result/hits/" + i0+"/po_box",schemaPath:"schema:UkAddress/properties/po_box/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data2.building_name !== undefined){
if(typeof data2.building_name !== "string"){
const err35 = {instancePath:instancePath+"/result/hits/" + i0+"/building_name",schemaPath:"schema:UkAddress/properties/building_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data2.building_number !== undefined){
if(typeof data2.building_number !== "string"){
const err36 = {instancePath:instancePath+"/result/hits/" + i0+"/building_number",schemaPath:"schema:UkAddress/properties/building_number/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data2.sub_building_name !== undefined){
if(typeof data2.sub_building_name !== "string"){
const err37 = {instancePath:instancePath+"/result/hits/" + i0+"/sub_building_name",schemaPath:"schema:UkAddress/properties/sub_building_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data2.thoroughfare !== undefined){
if(typeof data2.thoroughfare !== "string"){
const err38 = {instancePath:instancePath+"/result/hits/" + i0+"/thoroughfare",schemaPath:"schema:UkAddress/properties/thoroughfare/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data2.dependant_thoroughfare !== undefined){
if(typeof data2.dependant_thoroughfare !== "string"){
const err39 = {instancePath:instancePath+"/result/hits/" + i0+"/dependant_thoroughfare",schemaPath:"schema:UkAddress/properties/dependant_thoroughfare/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data2.dependant_locality !== undefined){
if(typeof data2.dependant_locality !== "string"){
const err40 = {instancePath:instancePath+"/result/hits/" + i0+"/dependant_locality",schemaPath:"schema:UkAddress/properties/dependant_locality/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data2.double_dependant_locality !== undefined){
if(typeof data2.double_dependant_locality !== "string"){
const err41 = {instancePath:instancePath+"/result/hits/" + i0+"/double_dependant_locality",schemaPath:"schema:UkAddress/properties/double_dependant_locality/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data2.county !== undefined){
if(typeof data2.county !== "string"){
const err42 = {instancePath:instancePath+"/result/hits/" + i0+"/county",schemaPath:"schema:UkAddress/properties/county/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data2.county_code !== undefined){
if(typeof data2.county_code !== "string"){
const err43 = {instancePath:instancePath+"/result/hits/" + i0+"/county_code",schemaPath:"schema:UkAddress/properties/county_code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data2.postal_county !== undefined){
if(typeof data2.postal_county !== "string"){
const err44 = {instancePath:instancePath+"/result/hits/" + i0+"/postal_county",schemaPath:"schema:UkAddress/properties/postal_county/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data2.traditional_county !== undefined){
if(typeof data2.traditional_county !== "string"){
const err45 = {instancePath:instancePath+"/result/hits/" + i0+"/traditional_county",schemaPath:"schema:UkAddress/properties/traditional_county/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data2.administrative_county !== undefined){
if(typeof data2.administrative_county !== "string"){
const err46 = {instancePath:instancePath+"/result/hits/" + i0+"/administrative_county",schemaPath:"schema:UkAddress/properties/administrative_county/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data2.district !== undefined){
if(typeof data2.district !== "string"){
const err47 = {instancePath:instancePath+"/result/hits/" + i0+"/district",schemaPath:"schema:UkAddress/properties/district/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data2.ward !== undefined){
if(typeof data2.ward !== "string"){
const err48 = {instancePath:instancePath+"/result/hits/" + i0+"/ward",schemaPath:"schema:UkAddress/properties/ward/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data2.longitude !== undefined){
let data40 = data2.longitude;
if(!((typeof data40 == "number") && (isFinite(data40)))){
const err49 = {instancePath:instancePath+"/result/hits/" + i0+"/longitude",schemaPath:"schema:UkAddress/properties/longitude/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data2.latitude !== undefined){
let data41 = data2.latitude;
if(!((typeof data41 == "number") && (isFinite(data41)))){
const err50 = {instancePath:instancePath+"/result/hits/" + i0+"/latitude",schemaPath:"schema:UkAddress/properties/latitude/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data2.eastings !== undefined){
let data42 = data2.eastings;
if(!(((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42))) && (isFinite(data42)))){
const err51 = {instancePath:instancePath+"/result/hits/" + i0+"/eastings",schemaPath:"schema:UkAddress/properties/eastings/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data2.northings !== undefined){
let data43 = data2.northings;
if(!(((typeof data43 == "number") && (!(data43 % 1) && !isNaN(data43))) && (isFinite(data43)))){
const err52 = {instancePath:instancePath+"/result/hits/" + i0+"/northings",schemaPath:"schema:UkAddress/properties/northings/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err53 = {instancePath:instancePath+"/result/hits/" + i0,schemaPath:"schema:UkAddress/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err54 = {instancePath:instancePath+"/result/hits",schemaPath:"#/properties/result/properties/hits/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data0.total !== undefined){
let data44 = data0.total;
if(!(((typeof data44 == "number") && (!(data44 % 1) && !isNaN(data44))) && (isFinite(data44)))){
const err55 = {instancePath:instancePath+"/result/total",schemaPath:"#/properties/result/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if((typeof data44 == "number") && (isFinite(data44))){
if(data44 < 0 || isNaN(data44)){
const err56 = {instancePath:instancePath+"/result/total",schemaPath:"#/properties/result/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data0.limit !== undefined){
let data45 = data0.limit;
if(!(((typeof data45 == "number") && (!(data45 % 1) && !isNaN(data45))) && (isFinite(data45)))){
const err57 = {instancePath:instancePath+"/result/limit",schemaPath:"#/properties/result/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if((typeof data45 == "number") && (isFinite(data45))){
if(data45 > 100 || isNaN(data45)){
const err58 = {instancePath:instancePath+"/result/limit",schemaPath:"#/properties/result/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data45 < 1 || isNaN(data45)){
const err59 = {instancePath:instancePath+"/result/limit",schemaPath:"#/properties/result/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data0.page !== undefined){
let data46 = data0.page;
if(!(((typeof data46 == "number") && (!(data46 % 1) && !isNaN(data46))) && (isFinite(data46)))){
const err60 = {instancePath:instancePath+"/result/page",schemaPath:"#/properties/result/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if((typeof data46 == "number") && (isFinite(data46))){
if(data46 < 0 || isNaN(data46)){
const err61 = {instancePath:instancePath+"/result/page",schemaPath:"#/properties/result/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err62 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data.code !== undefined){
let data47 = data.code;
if(!(((typeof data47 == "number") && (!(data47 % 1) && !isNaN(data47))) && (isFinite(data47)))){
const err63 = {instancePath:instancePath+"/code",schemaPath:"schema:SuccessCode/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(!(data47 === 2000)){
const err64 = {instancePath:instancePath+"/code",schemaPath:"schema:SuccessCode/enum",keyword:"enum",params:{allowedValues: schema2.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data.message !== undefined){
let data48 = data.message;
if(typeof data48 !== "string"){
const err65 = {instancePath:instancePath+"/message",schemaPath:"schema:SuccessMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(!(data48 === "Success")){
const err66 = {instancePath:instancePath+"/message",schemaPath:"schema:SuccessMessage/enum",keyword:"enum",params:{allowedValues: schema3.enum},message:"must be equal to one of the allowed values"};
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
const err67 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}

exports.res_Error = validate1;
const schema4 = {"type":"object","required":["code","message"],"properties":{"code":{"type":"integer"},"message":{"type":"string"},"suggestions":{"type":"array","items":{"type":"string"}},"errors":{"type":"array","items":{"type":"object","required":["field","message"],"properties":{"field":{"type":"string"},"message":{"type":"string"}}}}}};

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.message === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.code !== undefined){
let data0 = data.code;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err3 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.suggestions !== undefined){
let data2 = data.suggestions;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(typeof data2[i0] !== "string"){
const err4 = {instancePath:instancePath+"/suggestions/" + i0,schemaPath:"#/properties/suggestions/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err5 = {instancePath:instancePath+"/suggestions",schemaPath:"#/properties/suggestions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.errors !== undefined){
let data4 = data.errors;
if(Array.isArray(data4)){
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.field === undefined){
const err6 = {instancePath:instancePath+"/errors/" + i1,schemaPath:"#/properties/errors/items/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data5.message === undefined){
const err7 = {instancePath:instancePath+"/errors/" + i1,schemaPath:"#/properties/errors/items/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data5.field !== undefined){
if(typeof data5.field !== "string"){
const err8 = {instancePath:instancePath+"/errors/" + i1+"/field",schemaPath:"#/properties/errors/items/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data5.message !== undefined){
if(typeof data5.message !== "string"){
const err9 = {instancePath:instancePath+"/errors/" + i1+"/message",schemaPath:"#/properties/errors/items/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/errors/" + i1,schemaPath:"#/properties/errors/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err11 = {instancePath:instancePath+"/errors",schemaPath:"#/properties/errors/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate1.errors = vErrors;
return errors === 0;
}

exports.res_2 = validate2;
const schema5 = {"type":"object","required":["result","code","message"],"properties":{"result":{"type":"object","required":["hits"],"properties":{"hits":{"type":"array","items":{"$ref":"schema:AddressSuggestion"}}}},"code":{"$ref":"schema:SuccessCode"},"message":{"$ref":"schema:SuccessMessage"}}};
const schema6 = {"type":"object","required":["id","suggestion","urls"],"properties":{"id":{"type":"string"},"suggestion":{"type":"string"},"udprn":{"type":"integer"},"umprn":{"type":"integer"},"urls":{"type":"object","properties":{"udprn":{"type":"string"},"umprn":{"type":"string"},"gbr":{"type":"string"},"usa":{"type":"string"}}}}};

function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.result === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "result"},message:"must have required property '"+"result"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.message === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.result !== undefined){
let data0 = data.result;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.hits === undefined){
const err3 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/required",keyword:"required",params:{missingProperty: "hits"},message:"must have required property '"+"hits"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.hits !== undefined){
let data1 = data0.hits;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.id === undefined){
const err4 = {instancePath:instancePath+"/result/hits/" + i0,schemaPath:"schema:AddressSuggestion/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2.suggestion === undefined){
const err5 = {instancePath:instancePath+"/result/hits/" + i0,schemaPath:"schema:AddressSuggestion/required",keyword:"required",params:{missingProperty: "suggestion"},message:"must have required property '"+"suggestion"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.urls === undefined){
const err6 = {instancePath:instancePath+"/result/hits/" + i0,schemaPath:"schema:AddressSuggestion/required",keyword:"required",params:{missingProperty: "urls"},message:"must have required property '"+"urls"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.id !== undefined){
if(typeof data2.id !== "string"){
const err7 = {instancePath:instancePath+"/result/hits/" + i0+"/id",schemaPath:"schema:AddressSuggestion/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.suggestion !== undefined){
if(typeof data2.suggestion !== "string"){
const err8 = {instancePath:instancePath+"/result/hits/" + i0+"/suggestion",schemaPath:"schema:AddressSuggestion/properties/suggestion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.udprn !== undefined){
let data5 = data2.udprn;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err9 = {instancePath:instancePath+"/result/hits/" + i0+"/udprn",schemaPath:"schema:AddressSuggestion/properties/udprn/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.umprn !== undefined){
let data6 = data2.umprn;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err10 = {instancePath:instancePath+"/result/hits/" + i0+"/umprn",schemaPath:"schema:AddressSuggestion/properties/umprn/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.urls !== undefined){
let data7 = data2.urls;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.udprn !== undefined){
if(typeof data7.udprn !== "string"){
const err11 = {instancePath:instancePath+"/result/hits/" + i0+"/urls/udprn",schemaPath:"schema:AddressSuggestion/properties/urls/properties/udprn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data7.umprn !== undefined){
if(typeof data7.umprn !== "string"){
const err12 = {instancePath:instancePath+"/result/hits/" + i0+"/urls/umprn",schemaPath:"schema:AddressSuggestion/properties/urls/properties/umprn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data7.gbr !== undefined){
if(typeof data7.gbr !== "string"){
const err13 = {instancePath:instancePath+"/result/hits/" + i0+"/urls/gbr",schemaPath:"schema:AddressSuggestion/properties/urls/properties/gbr/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data7.usa !== undefined){
if(typeof data7.usa !== "string"){
const err14 = {instancePath:instancePath+"/result/hits/" + i0+"/urls/usa",schemaPath:"schema:AddressSuggestion/properties/urls/properties/usa/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err15 = {instancePath:instancePath+"/result/hits/" + i0+"/urls",schemaPath:"schema:AddressSuggestion/properties/urls/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err16 = {instancePath:instancePath+"/result/hits/" + i0,schemaPath:"schema:AddressSuggestion/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err17 = {instancePath:instancePath+"/result/hits",schemaPath:"#/properties/result/properties/hits/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err18 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.code !== undefined){
let data12 = data.code;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err19 = {instancePath:instancePath+"/code",schemaPath:"schema:SuccessCode/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!(data12 === 2000)){
const err20 = {instancePath:instancePath+"/code",schemaPath:"schema:SuccessCode/enum",keyword:"enum",params:{allowedValues: schema2.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.message !== undefined){
let data13 = data.message;
if(typeof data13 !== "string"){
const err21 = {instancePath:instancePath+"/message",schemaPath:"schema:SuccessMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!(data13 === "Success")){
const err22 = {instancePath:instancePath+"/message",schemaPath:"schema:SuccessMessage/enum",keyword:"enum",params:{allowedValues: schema3.enum},message:"must be equal to one of the allowed values"};
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
validate2.errors = vErrors;
return errors === 0;
}

exports.res_3 = validate3;
const schema9 = {"type":"object","required":["result","code","message"],"properties":{"result":{"$ref":"schema:UkAddress"},"code":{"$ref":"schema:SuccessCode"},"message":{"$ref":"schema:SuccessMessage"}}};

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.result === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "result"},message:"must have required property '"+"result"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.message === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.result !== undefined){
let data0 = data.result;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.id !== undefined){
if(typeof data0.id !== "string"){
const err3 = {instancePath:instancePath+"/result/id",schemaPath:"schema:UkAddress/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.dataset !== undefined){
let data2 = data0.dataset;
if(typeof data2 !== "string"){
const err4 = {instancePath:instancePath+"/result/dataset",schemaPath:"schema:UkAddress/properties/dataset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((data2 === "paf") || (data2 === "mr"))){
const err5 = {instancePath:instancePath+"/result/dataset",schemaPath:"schema:UkAddress/properties/dataset/enum",keyword:"enum",params:{allowedValues: schema1.properties.dataset.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.country_iso !== undefined){
if(typeof data0.country_iso !== "string"){
const err6 = {instancePath:instancePath+"/result/country_iso",schemaPath:"schema:UkAddress/properties/country_iso/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.country_iso_2 !== undefined){
if(typeof data0.country_iso_2 !== "string"){
const err7 = {instancePath:instancePath+"/result/country_iso_2",schemaPath:"schema:UkAddress/properties/country_iso_2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.country !== undefined){
if(typeof data0.country !== "string"){
const err8 = {instancePath:instancePath+"/result/country",schemaPath:"schema:UkAddress/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.language !== undefined){
if(typeof data0.language !== "string"){
const err9 = {instancePath:instancePath+"/result/language",schemaPath:"schema:UkAddress/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.line_1 !== undefined){
if(typeof data0.line_1 !== "string"){
const err10 = {instancePath:instancePath+"/result/line_1",schemaPath:"schema:UkAddress/properties/line_1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.line_2 !== undefined){
if(typeof data0.line_2 !== "string"){
const err11 = {instancePath:instancePath+"/result/line_2",schemaPath:"schema:UkAddress/properties/line_2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data0.line_3 !== undefined){
if(typeof data0.line_3 !== "string"){
const err12 = {instancePath:instancePath+"/result/line_3",schemaPath:"schema:UkAddress/properties/line_3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data0.premise !== undefined){
if(typeof data0.premise !== "string"){
const err13 = {instancePath:instancePath+"/result/premise",schemaPath:"schema:UkAddress/properties/premise/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data0.post_town !== undefined){
if(typeof data0.post_town !== "string"){
const err14 = {instancePath:instancePath+"/result/post_town",schemaPath:"schema:UkAddress/properties/post_town/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data0.postcode !== undefined){
if(typeof data0.postcode !== "string"){
const err15 = {instancePath:instancePath+"/result/postcode",schemaPath:"schema:UkAddress/properties/postcode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data0.postcode_outward !== undefined){
if(typeof data0.postcode_outward !== "string"){
const err16 = {instancePath:instancePath+"/result/postcode_outward",schemaPath:"schema:UkAddress/properties/postcode_outward/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data0.postcode_inward !== undefined){
if(typeof data0.postcode_inward !== "string"){
const err17 = {instancePath:instancePath+"/result/postcode_inward",schemaPath:"schema:UkAddress/properties/postcode_inward/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data0.postcode_type !== undefined){
let data15 = data0.postcode_type;
if(typeof data15 !== "string"){
const err18 = {instancePath:instancePath+"/result/postcode_type",schemaPath:"schema:UkAddress/properties/postcode_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!((data15 === "S") || (data15 === "L"))){
const err19 = {instancePath:instancePath+"/result/postcode_type",schemaPath:"schema:UkAddress/properties/postcode_type/enum",keyword:"enum",params:{allowedValues: schema1.properties.postcode_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data0.su_organisation_indicator !== undefined){
if(typeof data0.su_organisation_indicator !== "string"){
const err20 = {instancePath:instancePath+"/result/su_organisation_indicator",schemaPath:"schema:UkAddress/properties/su_organisation_indicator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data0.delivery_point_suffix !== undefined){
if(typeof data0.delivery_point_suffix !== "string"){
const err21 = {instancePath:instancePath+"/result/delivery_point_suffix",schemaPath:"schema:UkAddress/properties/delivery_point_suffix/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data0.udprn !== undefined){
let data18 = data0.udprn;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err22 = {instancePath:instancePath+"/result/udprn",schemaPath:"schema:UkAddress/properties/udprn/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data0.umprn !== undefined){
let data19 = data0.umprn;
const _errs41 = errors;
let valid3 = false;
let passing0 = null;
const _errs42 = errors;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err23 = {instancePath:instancePath+"/result/umprn",schemaPath:"schema:UkAddress/properties/umprn/oneOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid0 = _errs42 === errors;
if(_valid0){
valid3 = true;
passing0 = 0;
}
const _errs44 = errors;
if(typeof data19 !== "string"){
const err24 = {instancePath:instancePath+"/result/umprn",schemaPath:"schema:UkAddress/properties/umprn/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!(data19 === "")){
const err25 = {instancePath:instancePath+"/result/umprn",schemaPath:"schema:UkAddress/properties/umprn/oneOf/1/enum",keyword:"enum",params:{allowedValues: schema1.properties.umprn.oneOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid0 = _errs44 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid3 = true;
passing0 = 1;
}
}
if(!valid3){
const err26 = {instancePath:instancePath+"/result/umprn",schemaPath:"schema:UkAddress/properties/umprn/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
errors = _errs41;
if(vErrors !== null){
if(_errs41){
vErrors.length = _errs41;
}
else {
vErrors = null;
}
}
}
}
if(data0.uprn !== undefined){
if(typeof data0.uprn !== "string"){
const err27 = {instancePath:instancePath+"/result/uprn",schemaPath:"schema:UkAddress/properties/uprn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data0.organisation_name !== undefined){
if(typeof data0.organisation_name !== "string"){
const err28 = {instancePath:instancePath+"/result/organisation_name",schemaPath:"schema:UkAddress/properties/organisation_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data0.department_name !== undefined){
if(typeof data0.department_name !== "string"){
const err29 = {instancePath:instancePath+"/result/department_name",schemaPath:"schema:UkAddress/properties/department_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data0.po_box !== undefined){
if(typeof data0.po_box !== "string"){
const err30 = {instancePath:instancePath+"/result/po_box",schemaPath:"schema:UkAddress/properties/po_box/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data0.building_name !== undefined){
if(typeof data0.building_name !== "string"){
const err31 = {instancePath:instancePath+"/result/building_name",schemaPath:"schema:UkAddress/properties/building_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data0.building_number !== undefined){
if(typeof data0.building_number !== "string"){
const err32 = {instancePath:instancePath+"/result/building_number",schemaPath:"schema:UkAddress/properties/building_number/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data0.sub_building_name !== undefined){
if(typeof data0.sub_building_name !== "string"){
const err33 = {instancePath:instancePath+"/result/sub_building_name",schemaPath:"schema:UkAddress/properties/sub_building_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data0.thoroughfare !== undefined){
if(typeof data0.thoroughfare !== "string"){
const err34 = {instancePath:instancePath+"/result/thoroughfare",schemaPath:"schema:UkAddress/properties/thoroughfare/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data0.dependant_thoroughfare !== undefined){
if(typeof data0.dependant_thoroughfare !== "string"){
const err35 = {instancePath:instancePath+"/result/dependant_thoroughfare",schemaPath:"schema:UkAddress/properties/dependant_thoroughfare/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data0.dependant_locality !== undefined){
if(typeof data0.dependant_locality !== "string"){
const err36 = {instancePath:instancePath+"/result/dependant_locality",schemaPath:"schema:UkAddress/properties/dependant_locality/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data0.double_dependant_locality !== undefined){
if(typeof data0.double_dependant_locality !== "string"){
const err37 = {instancePath:instancePath+"/result/double_dependant_locality",schemaPath:"schema:UkAddress/properties/double_dependant_locality/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data0.county !== undefined){
if(typeof data0.county !== "string"){
const err38 = {instancePath:instancePath+"/result/county",schemaPath:"schema:UkAddress/properties/county/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data0.county_code !== undefined){
if(typeof data0.county_code !== "string"){
const err39 = {instancePath:instancePath+"/result/county_code",schemaPath:"schema:UkAddress/properties/county_code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data0.postal_county !== undefined){
if(typeof data0.postal_county !== "string"){
const err40 = {instancePath:instancePath+"/result/postal_county",schemaPath:"schema:UkAddress/properties/postal_county/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data0.traditional_county !== undefined){
if(typeof data0.traditional_county !== "string"){
const err41 = {instancePath:instancePath+"/result/traditional_county",schemaPath:"schema:UkAddress/properties/traditional_county/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data0.administrative_county !== undefined){
if(typeof data0.administrative_county !== "string"){
const err42 = {instancePath:instancePath+"/result/administrative_county",schemaPath:"schema:UkAddress/properties/administrative_county/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data0.district !== undefined){
if(typeof data0.district !== "string"){
const err43 = {instancePath:instancePath+"/result/district",schemaPath:"schema:UkAddress/properties/district/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data0.ward !== undefined){
if(typeof data0.ward !== "string"){
const err44 = {instancePath:instancePath+"/result/ward",schemaPath:"schema:UkAddress/properties/ward/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data0.longitude !== undefined){
let data38 = data0.longitude;
if(!((typeof data38 == "number") && (isFinite(data38)))){
const err45 = {instancePath:instancePath+"/result/longitude",schemaPath:"schema:UkAddress/properties/longitude/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data0.latitude !== undefined){
let data39 = data0.latitude;
if(!((typeof data39 == "number") && (isFinite(data39)))){
const err46 = {instancePath:instancePath+"/result/latitude",schemaPath:"schema:UkAddress/properties/latitude/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data0.eastings !== undefined){
let data40 = data0.eastings;
if(!(((typeof data40 == "number") && (!(data40 % 1) && !isNaN(data40))) && (isFinite(data40)))){
const err47 = {instancePath:instancePath+"/result/eastings",schemaPath:"schema:UkAddress/properties/eastings/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data0.northings !== undefined){
let data41 = data0.northings;
if(!(((typeof data41 == "number") && (!(data41 % 1) && !isNaN(data41))) && (isFinite(data41)))){
const err48 = {instancePath:instancePath+"/result/northings",schemaPath:"schema:UkAddress/properties/northings/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err49 = {instancePath:instancePath+"/result",schemaPath:"schema:UkAddress/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.code !== undefined){
let data42 = data.code;
if(!(((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42))) && (isFinite(data42)))){
const err50 = {instancePath:instancePath+"/code",schemaPath:"schema:SuccessCode/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(!(data42 === 2000)){
const err51 = {instancePath:instancePath+"/code",schemaPath:"schema:SuccessCode/enum",keyword:"enum",params:{allowedValues: schema2.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.message !== undefined){
let data43 = data.message;
if(typeof data43 !== "string"){
const err52 = {instancePath:instancePath+"/message",schemaPath:"schema:SuccessMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(!(data43 === "Success")){
const err53 = {instancePath:instancePath+"/message",schemaPath:"schema:SuccessMessage/enum",keyword:"enum",params:{allowedValues: schema3.enum},message:"must be equal to one of the allowed values"};
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
const err54 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
validate3.errors = vErrors;
return errors === 0;
}

exports.res_4 = validate4;
const schema13 = {"type":"object","required":["result","code","message"],"properties":{"result":{"$ref":"schema:UsAddress"},"code":{"$ref":"schema:SuccessCode"},"message":{"$ref":"schema:SuccessMessage"}}};
const schema14 = {"type":"object","required":["id","dataset","country_iso","line_1","last_line","city","state_abbreviation","zip_code"],"properties":{"id":{"type":"string"},"dataset":{"type":"string","enum":["usps"]},"country_iso":{"type":"string"},"country_iso_2":{"type":"string"},"country":{"type":"string"},"language":{"type":"string"},"primary_number":{"type":"string"},"secondary_number":{"type":"string"},"street_pre_directional_abbreviation":{"type":"string"},"street_name":{"type":"string"},"street_suffix_abbreviation":{"type":"string"},"street_post_directional_abbreviation":{"type":"string"},"address_secondary_abbreviation":{"type":"string"},"building_or_firm_name":{"type":"string"},"line_1":{"type":"string"},"line_2":{"type":"string"},"last_line":{"type":"string"},"city":{"type":"string"},"preferred_city":{"type":"string"},"state":{"type":"string"},"state_abbreviation":{"type":"string"},"county":{"type":"string"},"zip_code":{"type":"string"},"plus_4_code":{"type":"string"},"zip_plus_4_code":{"type":"string"},"record_type_code":{"type":"string"},"carrier_route_id":{"type":"string"},"longitude":{"type":"number"},"latitude":{"type":"number"}}};

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.result === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "result"},message:"must have required property '"+"result"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.message === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.result !== undefined){
let data0 = data.result;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.id === undefined){
const err3 = {instancePath:instancePath+"/result",schemaPath:"schema:UsAddress/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.dataset === undefined){
const err4 = {instancePath:instancePath+"/result",schemaPath:"schema:UsAddress/required",keyword:"required",params:{missingProperty: "dataset"},message:"must have required property '"+"dataset"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.country_iso === undefined){
const err5 = {instancePath:instancePath+"/result",schemaPath:"schema:UsAddress/required",keyword:"required",params:{missingProperty: "country_iso"},message:"must have required property '"+"country_iso"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.line_1 === undefined){
const err6 = {instancePath:instancePath+"/result",schemaPath:"schema:UsAddress/required",keyword:"required",params:{missingProperty: "line_1"},message:"must have required property '"+"line_1"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.last_line === undefined){
const err7 = {instancePath:instancePath+"/result",schemaPath:"schema:UsAddress/required",keyword:"required",params:{missingProperty: "last_line"},message:"must have required property '"+"last_line"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0.city === undefined){
const err8 = {instancePath:instancePath+"/result",schemaPath:"schema:UsAddress/required",keyword:"required",params:{missingProperty: "city"},message:"must have required property '"+"city"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0.state_abbreviation === undefined){
const err9 = {instancePath:instancePath+"/result",schemaPath:"schema:UsAddress/required",keyword:"required",params:{missingProperty: "state_abbreviation"},message:"must have required property '"+"state_abbreviation"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data0.zip_code === undefined){
const err10 = {instancePath:instancePath+"/result",schemaPath:"schema:UsAddress/required",keyword:"required",params:{missingProperty: "zip_code"},message:"must have required property '"+"zip_code"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data0.id !== undefined){
if(typeof data0.id !== "string"){
const err11 = {instancePath:instancePath+"/result/id",schemaPath:"schema:UsAddress/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data0.dataset !== undefined){
let data2 = data0.dataset;
if(typeof data2 !== "string"){
const err12 = {instancePath:instancePath+"/result/dataset",schemaPath:"schema:UsAddress/properties/dataset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(data2 === "usps")){
const err13 = {instancePath:instancePath+"/result/dataset",schemaPath:"schema:UsAddress/properties/dataset/enum",keyword:"enum",params:{allowedValues: schema14.properties.dataset.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data0.country_iso !== undefined){
if(typeof data0.country_iso !== "string"){
const err14 = {instancePath:instancePath+"/result/country_iso",schemaPath:"schema:UsAddress/properties/country_iso/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data0.country_iso_2 !== undefined){
if(typeof data0.country_iso_2 !== "string"){
const err15 = {instancePath:instancePath+"/result/country_iso_2",schemaPath:"schema:UsAddress/properties/country_iso_2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data0.country !== undefined){
if(typeof data0.country !== "string"){
const err16 = {instancePath:instancePath+"/result/country",schemaPath:"schema:UsAddress/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data0.language !== undefined){
if(typeof data0.language !== "string"){
const err17 = {instancePath:instancePath+"/result/language",schemaPath:"schema:UsAddress/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data0.primary_number !== undefined){
if(typeof data0.primary_number !== "string"){
const err18 = {instancePath:instancePath+"/result/primary_number",schemaPath:"schema:UsAddress/properties/primary_number/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data0.secondary_number !== undefined){
if(typeof data0.secondary_number !== "string"){
const err19 = {instancePath:instancePath+"/result/secondary_number",schemaPath:"schema:UsAddress/properties/secondary_number/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data0.street_pre_directional_abbreviation !== undefined){
if(typeof data0.street_pre_directional_abbreviation !== "string"){
const err20 = {instancePath:instancePath+"/result/street_pre_directional_abbreviation",schemaPath:"schema:UsAddress/properties/street_pre_directional_abbreviation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data0.street_name !== undefined){
if(typeof data0.street_name !== "string"){
const err21 = {instancePath:instancePath+"/result/street_name",schemaPath:"schema:UsAddress/properties/street_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data0.street_suffix_abbreviation !== undefined){
if(typeof data0.street_suffix_abbreviation !== "string"){
const err22 = {instancePath:instancePath+"/result/street_suffix_abbreviation",schemaPath:"schema:UsAddress/properties/street_suffix_abbreviation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data0.street_post_directional_abbreviation !== undefined){
if(typeof data0.street_post_directional_abbreviation !== "string"){
const err23 = {instancePath:instancePath+"/result/street_post_directional_abbreviation",schemaPath:"schema:UsAddress/properties/street_post_directional_abbreviation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data0.address_secondary_abbreviation !== undefined){
if(typeof data0.address_secondary_abbreviation !== "string"){
const err24 = {instancePath:instancePath+"/result/address_secondary_abbreviation",schemaPath:"schema:UsAddress/properties/address_secondary_abbreviation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data0.building_or_firm_name !== undefined){
if(typeof data0.building_or_firm_name !== "string"){
const err25 = {instancePath:instancePath+"/result/building_or_firm_name",schemaPath:"schema:UsAddress/properties/building_or_firm_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data0.line_1 !== undefined){
if(typeof data0.line_1 !== "string"){
const err26 = {instancePath:instancePath+"/result/line_1",schemaPath:"schema:UsAddress/properties/line_1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data0.line_2 !== undefined){
if(typeof data0.line_2 !== "string"){
const err27 = {instancePath:instancePath+"/result/line_2",schemaPath:"schema:UsAddress/properties/line_2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data0.last_line !== undefined){
if(typeof data0.last_line !== "string"){
const err28 = {instancePath:instancePath+"/result/last_line",schemaPath:"schema:UsAddress/properties/last_line/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data0.city !== undefined){
if(typeof data0.city !== "string"){
const err29 = {instancePath:instancePath+"/result/city",schemaPath:"schema:UsAddress/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data0.preferred_city !== undefined){
if(typeof data0.preferred_city !== "string"){
const err30 = {instancePath:instancePath+"/result/preferred_city",schemaPath:"schema:UsAddress/properties/preferred_city/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data0.state !== undefined){
if(typeof data0.state !== "string"){
const err31 = {instancePath:instancePath+"/result/state",schemaPath:"schema:UsAddress/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data0.state_abbreviation !== undefined){
if(typeof data0.state_abbreviation !== "string"){
const err32 = {instancePath:instancePath+"/result/state_abbreviation",schemaPath:"schema:UsAddress/properties/state_abbreviation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data0.county !== undefined){
if(typeof data0.county !== "string"){
const err33 = {instancePath:instancePath+"/result/county",schemaPath:"schema:UsAddress/properties/county/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data0.zip_code !== undefined){
if(typeof data0.zip_code !== "string"){
const err34 = {instancePath:instancePath+"/result/zip_code",schemaPath:"schema:UsAddress/properties/zip_code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data0.plus_4_code !== undefined){
if(typeof data0.plus_4_code !== "string"){
const err35 = {instancePath:instancePath+"/result/plus_4_code",schemaPath:"schema:UsAddress/properties/plus_4_code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data0.zip_plus_4_code !== undefined){
if(typeof data0.zip_plus_4_code !== "string"){
const err36 = {instancePath:instancePath+"/result/zip_plus_4_code",schemaPath:"schema:UsAddress/properties/zip_plus_4_code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data0.record_type_code !== undefined){
if(typeof data0.record_type_code !== "string"){
const err37 = {instancePath:instancePath+"/result/record_type_code",schemaPath:"schema:UsAddress/properties/record_type_code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data0.carrier_route_id !== undefined){
if(typeof data0.carrier_route_id !== "string"){
const err38 = {instancePath:instancePath+"/result/carrier_route_id",schemaPath:"schema:UsAddress/properties/carrier_route_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data0.longitude !== undefined){
let data28 = data0.longitude;
if(!((typeof data28 == "number") && (isFinite(data28)))){
const err39 = {instancePath:instancePath+"/result/longitude",schemaPath:"schema:UsAddress/properties/longitude/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data0.latitude !== undefined){
let data29 = data0.latitude;
if(!((typeof data29 == "number") && (isFinite(data29)))){
const err40 = {instancePath:instancePath+"/result/latitude",schemaPath:"schema:UsAddress/properties/latitude/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/result",schemaPath:"schema:UsAddress/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.code !== undefined){
let data30 = data.code;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
const err42 = {instancePath:instancePath+"/code",schemaPath:"schema:SuccessCode/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(!(data30 === 2000)){
const err43 = {instancePath:instancePath+"/code",schemaPath:"schema:SuccessCode/enum",keyword:"enum",params:{allowedValues: schema2.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.message !== undefined){
let data31 = data.message;
if(typeof data31 !== "string"){
const err44 = {instancePath:instancePath+"/message",schemaPath:"schema:SuccessMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(!(data31 === "Success")){
const err45 = {instancePath:instancePath+"/message",schemaPath:"schema:SuccessMessage/enum",keyword:"enum",params:{allowedValues: schema3.enum},message:"must be equal to one of the allowed values"};
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
const err46 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
validate4.errors = vErrors;
return errors === 0;
}

exports.res_5 = validate5;
const schema17 = {"type":"object","required":["result","code","message"],"properties":{"result":{"$ref":"schema:CleanseResult"},"code":{"$ref":"schema:SuccessCode"},"message":{"$ref":"schema:SuccessMessage"}}};
const schema18 = {"type":"object","required":["query","match","confidence","match_level","matched_fields"],"properties":{"query":{"type":"string"},"match":{"oneOf":[{"$ref":"schema:UkAddress"},{"type":"object","nullable":true,"additionalProperties":false,"maxProperties":0}]},"confidence":{"type":"number","minimum":0,"maximum":1},"match_level":{"type":"string","enum":["exact","high","partial","none"]},"matched_fields":{"type":"array","items":{"type":"string","enum":["premise","thoroughfare","post_town","postcode","organisation_name","dependant_locality","county"]}}}};

function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "query"},message:"must have required property '"+"query"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.match === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "match"},message:"must have required property '"+"match"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.confidence === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "confidence"},message:"must have required property '"+"confidence"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.match_level === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "match_level"},message:"must have required property '"+"match_level"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.matched_fields === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "matched_fields"},message:"must have required property '"+"matched_fields"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.query !== undefined){
if(typeof data.query !== "string"){
const err5 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.match !== undefined){
let data1 = data.match;
const _errs4 = errors;
let valid1 = false;
let passing0 = null;
const _errs5 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id !== undefined){
if(typeof data1.id !== "string"){
const err6 = {instancePath:instancePath+"/match/id",schemaPath:"schema:UkAddress/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.dataset !== undefined){
let data3 = data1.dataset;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/match/dataset",schemaPath:"schema:UkAddress/properties/dataset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data3 === "paf") || (data3 === "mr"))){
const err8 = {instancePath:instancePath+"/match/dataset",schemaPath:"schema:UkAddress/properties/dataset/enum",keyword:"enum",params:{allowedValues: schema1.properties.dataset.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.country_iso !== undefined){
if(typeof data1.country_iso !== "string"){
const err9 = {instancePath:instancePath+"/match/country_iso",schemaPath:"schema:UkAddress/properties/country_iso/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.country_iso_2 !== undefined){
if(typeof data1.country_iso_2 !== "string"){
const err10 = {instancePath:instancePath+"/match/country_iso_2",schemaPath:"schema:UkAddress/properties/country_iso_2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.country !== undefined){
if(typeof data1.country !== "string"){
const err11 = {instancePath:instancePath+"/match/country",schemaPath:"schema:UkAddress/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.language !== undefined){
if(typeof data1.language !== "string"){
const err12 = {instancePath:instancePath+"/match/language",schemaPath:"schema:UkAddress/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.line_1 !== undefined){
if(typeof data1.line_1 !== "string"){
const err13 = {instancePath:instancePath+"/match/line_1",schemaPath:"schema:UkAddress/properties/line_1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.line_2 !== undefined){
if(typeof data1.line_2 !== "string"){
const err14 = {instancePath:instancePath+"/match/line_2",schemaPath:"schema:UkAddress/properties/line_2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data1.line_3 !== undefined){
if(typeof data1.line_3 !== "string"){
const err15 = {instancePath:instancePath+"/match/line_3",schemaPath:"schema:UkAddress/properties/line_3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data1.premise !== undefined){
if(typeof data1.premise !== "string"){
const err16 = {instancePath:instancePath+"/match/premise",schemaPath:"schema:UkAddress/properties/premise/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data1.post_town !== undefined){
if(typeof data1.post_town !== "string"){
const err17 = {instancePath:instancePath+"/match/post_town",schemaPath:"schema:UkAddress/properties/post_town/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data1.postcode !== undefined){
if(typeof data1.postcode !== "string"){
const err18 = {instancePath:instancePath+"/match/postcode",schemaPath:"schema:UkAddress/properties/postcode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data1.postcode_outward !== undefined){
if(typeof data1.postcode_outward !== "string"){
const err19 = {instancePath:instancePath+"/match/postcode_outward",schemaPath:"schema:UkAddress/properties/postcode_outward/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data1.postcode_inward !== undefined){
if(typeof data1.postcode_inward !== "string"){
const err20 = {instancePath:instancePath+"/match/postcode_inward",schemaPath:"schema:UkAddress/properties/postcode_inward/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data1.postcode_type !== undefined){
let data16 = data1.postcode_type;
if(typeof data16 !== "string"){
const err21 = {instancePath:instancePath+"/match/postcode_type",schemaPath:"schema:UkAddress/properties/postcode_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!((data16 === "S") || (data16 === "L"))){
const err22 = {instancePath:instancePath+"/match/postcode_type",schemaPath:"schema:UkAddress/properties/postcode_type/enum",keyword:"enum",params:{allowedValues: schema1.properties.postcode_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data1.su_organisation_indicator !== undefined){
if(typeof data1.su_organisation_indicator !== "string"){
const err23 = {instancePath:instancePath+"/match/su_organisation_indicator",schemaPath:"schema:UkAddress/properties/su_organisation_indicator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data1.delivery_point_suffix !== undefined){
if(typeof data1.delivery_point_suffix !== "string"){
const err24 = {instancePath:instancePath+"/match/delivery_point_suffix",schemaPath:"schema:UkAddress/properties/delivery_point_suffix/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data1.udprn !== undefined){
let data19 = data1.udprn;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err25 = {instancePath:instancePath+"/match/udprn",schemaPath:"schema:UkAddress/properties/udprn/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data1.umprn !== undefined){
let data20 = data1.umprn;
const _errs45 = errors;
let valid4 = false;
let passing1 = null;
const _errs46 = errors;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err26 = {instancePath:instancePath+"/match/umprn",schemaPath:"schema:UkAddress/properties/umprn/oneOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid1 = _errs46 === errors;
if(_valid1){
valid4 = true;
passing1 = 0;
}
const _errs48 = errors;
if(typeof data20 !== "string"){
const err27 = {instancePath:instancePath+"/match/umprn",schemaPath:"schema:UkAddress/properties/umprn/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!(data20 === "")){
const err28 = {instancePath:instancePath+"/match/umprn",schemaPath:"schema:UkAddress/properties/umprn/oneOf/1/enum",keyword:"enum",params:{allowedValues: schema1.properties.umprn.oneOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid1 = _errs48 === errors;
if(_valid1 && valid4){
valid4 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid4 = true;
passing1 = 1;
}
}
if(!valid4){
const err29 = {instancePath:instancePath+"/match/umprn",schemaPath:"schema:UkAddress/properties/umprn/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
else {
errors = _errs45;
if(vErrors !== null){
if(_errs45){
vErrors.length = _errs45;
}
else {
vErrors = null;
}
}
}
}
if(data1.uprn !== undefined){
if(typeof data1.uprn !== "string"){
const err30 = {instancePath:instancePath+"/match/uprn",schemaPath:"schema:UkAddress/properties/uprn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data1.organisation_name !== undefined){
if(typeof data1.organisation_name !== "string"){
const err31 = {instancePath:instancePath+"/match/organisation_name",schemaPath:"schema:UkAddress/properties/organisation_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data1.department_name !== undefined){
if(typeof data1.department_name !== "string"){
const err32 = {instancePath:instancePath+"/match/department_name",schemaPath:"schema:UkAddress/properties/department_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data1.po_box !== undefined){
if(typeof data1.po_box !== "string"){
const err33 = {instancePath:instancePath+"/match/po_box",schemaPath:"schema:UkAddress/properties/po_box/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data1.building_name !== undefined){
if(typeof data1.building_name !== "string"){
const err34 = {instancePath:instancePath+"/match/building_name",schemaPath:"schema:UkAddress/properties/building_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data1.building_number !== undefined){
if(typeof data1.building_number !== "string"){
const err35 = {instancePath:instancePath+"/match/building_number",schemaPath:"schema:UkAddress/properties/building_number/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data1.sub_building_name !== undefined){
if(typeof data1.sub_building_name !== "string"){
const err36 = {instancePath:instancePath+"/match/sub_building_name",schemaPath:"schema:UkAddress/properties/sub_building_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data1.thoroughfare !== undefined){
if(typeof data1.thoroughfare !== "string"){
const err37 = {instancePath:instancePath+"/match/thoroughfare",schemaPath:"schema:UkAddress/properties/thoroughfare/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data1.dependant_thoroughfare !== undefined){
if(typeof data1.dependant_thoroughfare !== "string"){
const err38 = {instancePath:instancePath+"/match/dependant_thoroughfare",schemaPath:"schema:UkAddress/properties/dependant_thoroughfare/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data1.dependant_locality !== undefined){
if(typeof data1.dependant_locality !== "string"){
const err39 = {instancePath:instancePath+"/match/dependant_locality",schemaPath:"schema:UkAddress/properties/dependant_locality/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data1.double_dependant_locality !== undefined){
if(typeof data1.double_dependant_locality !== "string"){
const err40 = {instancePath:instancePath+"/match/double_dependant_locality",schemaPath:"schema:UkAddress/properties/double_dependant_locality/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data1.county !== undefined){
if(typeof data1.county !== "string"){
const err41 = {instancePath:instancePath+"/match/county",schemaPath:"schema:UkAddress/properties/county/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data1.county_code !== undefined){
if(typeof data1.county_code !== "string"){
const err42 = {instancePath:instancePath+"/match/county_code",schemaPath:"schema:UkAddress/properties/county_code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data1.postal_county !== undefined){
if(typeof data1.postal_county !== "string"){
const err43 = {instancePath:instancePath+"/match/postal_county",schemaPath:"schema:UkAddress/properties/postal_county/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data1.traditional_county !== undefined){
if(typeof data1.traditional_county !== "string"){
const err44 = {instancePath:instancePath+"/match/traditional_county",schemaPath:"schema:UkAddress/properties/traditional_county/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data1.administrative_county !== undefined){
if(typeof data1.administrative_county !== "string"){
const err45 = {instancePath:instancePath+"/match/administrative_county",schemaPath:"schema:UkAddress/properties/administrative_county/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data1.district !== undefined){
if(typeof data1.district !== "string"){
const err46 = {instancePath:instancePath+"/match/district",schemaPath:"schema:UkAddress/properties/district/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data1.ward !== undefined){
if(typeof data1.ward !== "string"){
const err47 = {instancePath:instancePath+"/match/ward",schemaPath:"schema:UkAddress/properties/ward/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data1.longitude !== undefined){
let data39 = data1.longitude;
if(!((typeof data39 == "number") && (isFinite(data39)))){
const err48 = {instancePath:instancePath+"/match/longitude",schemaPath:"schema:UkAddress/properties/longitude/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data1.latitude !== undefined){
let data40 = data1.latitude;
if(!((typeof data40 == "number") && (isFinite(data40)))){
const err49 = {instancePath:instancePath+"/match/latitude",schemaPath:"schema:UkAddress/properties/latitude/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data1.eastings !== undefined){
let data41 = data1.eastings;
if(!(((typeof data41 == "number") && (!(data41 % 1) && !isNaN(data41))) && (isFinite(data41)))){
const err50 = {instancePath:instancePath+"/match/eastings",schemaPath:"schema:UkAddress/properties/eastings/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data1.northings !== undefined){
let data42 = data1.northings;
if(!(((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42))) && (isFinite(data42)))){
const err51 = {instancePath:instancePath+"/match/northings",schemaPath:"schema:UkAddress/properties/northings/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err52 = {instancePath:instancePath+"/match",schemaPath:"schema:UkAddress/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var _valid0 = _errs5 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs94 = errors;
if((!(data1 && typeof data1 == "object" && !Array.isArray(data1))) && (data1 !== null)){
const err53 = {instancePath:instancePath+"/match",schemaPath:"#/properties/match/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(Object.keys(data1).length > 0){
const err54 = {instancePath:instancePath+"/match",schemaPath:"#/properties/match/oneOf/1/maxProperties",keyword:"maxProperties",params:{limit: 0},message:"must NOT have more than 0 properties"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
for(const key0 in data1){
const err55 = {instancePath:instancePath+"/match",schemaPath:"#/properties/match/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
var _valid0 = _errs94 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err56 = {instancePath:instancePath+"/match",schemaPath:"#/properties/match/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
if(data.confidence !== undefined){
let data43 = data.confidence;
if((typeof data43 == "number") && (isFinite(data43))){
if(data43 > 1 || isNaN(data43)){
const err57 = {instancePath:instancePath+"/confidence",schemaPath:"#/properties/confidence/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data43 < 0 || isNaN(data43)){
const err58 = {instancePath:instancePath+"/confidence",schemaPath:"#/properties/confidence/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err59 = {instancePath:instancePath+"/confidence",schemaPath:"#/properties/confidence/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data.match_level !== undefined){
let data44 = data.match_level;
if(typeof data44 !== "string"){
const err60 = {instancePath:instancePath+"/match_level",schemaPath:"#/properties/match_level/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(!((((data44 === "exact") || (data44 === "high")) || (data44 === "partial")) || (data44 === "none"))){
const err61 = {instancePath:instancePath+"/match_level",schemaPath:"#/properties/match_level/enum",keyword:"enum",params:{allowedValues: schema18.properties.match_level.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data.matched_fields !== undefined){
let data45 = data.matched_fields;
if(Array.isArray(data45)){
const len0 = data45.length;
for(let i0=0; i0<len0; i0++){
let data46 = data45[i0];
if(typeof data46 !== "string"){
const err62 = {instancePath:instancePath+"/matched_fields/" + i0,schemaPath:"#/properties/matched_fields/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(!(((((((data46 === "premise") || (data46 === "thoroughfare")) || (data46 === "post_town")) || (data46 === "postcode")) || (data46 === "organisation_name")) || (data46 === "dependant_locality")) || (data46 === "county"))){
const err63 = {instancePath:instancePath+"/matched_fields/" + i0,schemaPath:"#/properties/matched_fields/items/enum",keyword:"enum",params:{allowedValues: schema18.properties.matched_fields.items.enum},message:"must be equal to one of the allowed values"};
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
const err64 = {instancePath:instancePath+"/matched_fields",schemaPath:"#/properties/matched_fields/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err65 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
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
if(data.result === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "result"},message:"must have required property '"+"result"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.message === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.result !== undefined){
if(!(validate6(data.result, {instancePath:instancePath+"/result",parentData:data,parentDataProperty:"result",rootData}))){
vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
errors = vErrors.length;
}
}
if(data.code !== undefined){
let data1 = data.code;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/code",schemaPath:"schema:SuccessCode/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(data1 === 2000)){
const err4 = {instancePath:instancePath+"/code",schemaPath:"schema:SuccessCode/enum",keyword:"enum",params:{allowedValues: schema2.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.message !== undefined){
let data2 = data.message;
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/message",schemaPath:"schema:SuccessMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(data2 === "Success")){
const err6 = {instancePath:instancePath+"/message",schemaPath:"schema:SuccessMessage/enum",keyword:"enum",params:{allowedValues: schema3.enum},message:"must be equal to one of the allowed values"};
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
validate5.errors = vErrors;
return errors === 0;
}

exports.res_6 = validate8;
const schema22 = {"type":"object","required":["result","code","message"],"properties":{"result":{"$ref":"schema:EmailVerdict"},"code":{"$ref":"schema:SuccessCode"},"message":{"$ref":"schema:SuccessMessage"}}};
const schema23 = {"type":"object","required":["query","result","syntax_valid","domain_valid","disposable","free","role","deliverability"],"properties":{"query":{"type":"string"},"result":{"type":"boolean"},"syntax_valid":{"type":"boolean"},"domain_valid":{"type":"boolean"},"disposable":{"type":"boolean"},"free":{"type":"boolean"},"role":{"type":"boolean"},"deliverability":{"type":"string","enum":["deliverable","risky","undeliverable"]},"local_part":{"type":"string"},"domain":{"type":"string"}}};

function validate8(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.result === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "result"},message:"must have required property '"+"result"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.message === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.result !== undefined){
let data0 = data.result;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.query === undefined){
const err3 = {instancePath:instancePath+"/result",schemaPath:"schema:EmailVerdict/required",keyword:"required",params:{missingProperty: "query"},message:"must have required property '"+"query"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.result === undefined){
const err4 = {instancePath:instancePath+"/result",schemaPath:"schema:EmailVerdict/required",keyword:"required",params:{missingProperty: "result"},message:"must have required property '"+"result"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.syntax_valid === undefined){
const err5 = {instancePath:instancePath+"/result",schemaPath:"schema:EmailVerdict/required",keyword:"required",params:{missingProperty: "syntax_valid"},message:"must have required property '"+"syntax_valid"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.domain_valid === undefined){
const err6 = {instancePath:instancePath+"/result",schemaPath:"schema:EmailVerdict/required",keyword:"required",params:{missingProperty: "domain_valid"},message:"must have required property '"+"domain_valid"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.disposable === undefined){
const err7 = {instancePath:instancePath+"/result",schemaPath:"schema:EmailVerdict/required",keyword:"required",params:{missingProperty: "disposable"},message:"must have required property '"+"disposable"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0.free === undefined){
const err8 = {instancePath:instancePath+"/result",schemaPath:"schema:EmailVerdict/required",keyword:"required",params:{missingProperty: "free"},message:"must have required property '"+"free"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0.role === undefined){
const err9 = {instancePath:instancePath+"/result",schemaPath:"schema:EmailVerdict/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data0.deliverability === undefined){
const err10 = {instancePath:instancePath+"/result",schemaPath:"schema:EmailVerdict/required",keyword:"required",params:{missingProperty: "deliverability"},message:"must have required property '"+"deliverability"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data0.query !== undefined){
if(typeof data0.query !== "string"){
const err11 = {instancePath:instancePath+"/result/query",schemaPath:"schema:EmailVerdict/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data0.result !== undefined){
if(typeof data0.result !== "boolean"){
const err12 = {instancePath:instancePath+"/result/result",schemaPath:"schema:EmailVerdict/properties/result/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data0.syntax_valid !== undefined){
if(typeof data0.syntax_valid !== "boolean"){
const err13 = {instancePath:instancePath+"/result/syntax_valid",schemaPath:"schema:EmailVerdict/properties/syntax_valid/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data0.domain_valid !== undefined){
if(typeof data0.domain_valid !== "boolean"){
const err14 = {instancePath:instancePath+"/result/domain_valid",schemaPath:"schema:EmailVerdict/properties/domain_valid/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data0.disposable !== undefined){
if(typeof data0.disposable !== "boolean"){
const err15 = {instancePath:instancePath+"/result/disposable",schemaPath:"schema:EmailVerdict/properties/disposable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data0.free !== undefined){
if(typeof data0.free !== "boolean"){
const err16 = {instancePath:instancePath+"/result/free",schemaPath:"schema:EmailVerdict/properties/free/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data0.role !== undefined){
if(typeof data0.role !== "boolean"){
const err17 = {instancePath:instancePath+"/result/role",schemaPath:"schema:EmailVerdict/properties/role/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data0.deliverability !== undefined){
let data8 = data0.deliverability;
if(typeof data8 !== "string"){
const err18 = {instancePath:instancePath+"/result/deliverability",schemaPath:"schema:EmailVerdict/properties/deliverability/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(((data8 === "deliverable") || (data8 === "risky")) || (data8 === "undeliverable"))){
const err19 = {instancePath:instancePath+"/result/deliverability",schemaPath:"schema:EmailVerdict/properties/deliverability/enum",keyword:"enum",params:{allowedValues: schema23.properties.deliverability.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data0.local_part !== undefined){
if(typeof data0.local_part !== "string"){
const err20 = {instancePath:instancePath+"/result/local_part",schemaPath:"schema:EmailVerdict/properties/local_part/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data0.domain !== undefined){
if(typeof data0.domain !== "string"){
const err21 = {instancePath:instancePath+"/result/domain",schemaPath:"schema:EmailVerdict/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err22 = {instancePath:instancePath+"/result",schemaPath:"schema:EmailVerdict/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.code !== undefined){
let data11 = data.code;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err23 = {instancePath:instancePath+"/code",schemaPath:"schema:SuccessCode/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(data11 === 2000)){
const err24 = {instancePath:instancePath+"/code",schemaPath:"schema:SuccessCode/enum",keyword:"enum",params:{allowedValues: schema2.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.message !== undefined){
let data12 = data.message;
if(typeof data12 !== "string"){
const err25 = {instancePath:instancePath+"/message",schemaPath:"schema:SuccessMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!(data12 === "Success")){
const err26 = {instancePath:instancePath+"/message",schemaPath:"schema:SuccessMessage/enum",keyword:"enum",params:{allowedValues: schema3.enum},message:"must be equal to one of the allowed values"};
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
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate8.errors = vErrors;
return errors === 0;
}

exports.res_7 = validate9;
const schema26 = {"type":"object","required":["result","code","message"],"properties":{"result":{"$ref":"schema:PhoneVerdict"},"code":{"$ref":"schema:SuccessCode"},"message":{"$ref":"schema:SuccessMessage"}}};
const schema27 = {"type":"object","required":["query","result"],"properties":{"query":{"type":"string"},"result":{"type":"boolean"},"reason":{"type":"string","enum":["missing_country_code","unknown_country_code","invalid_length","invalid_number"]},"country_iso":{"type":"string"},"country_calling_code":{"type":"string"},"e164_format":{"type":"string"},"international_format":{"type":"string"},"national_format":{"type":"string"},"line_type":{"type":"string","enum":["mobile","landline","toll_free","premium_rate","shared_cost","personal","voip","pager","fixed_line_or_mobile"]}}};

function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.result === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "result"},message:"must have required property '"+"result"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.message === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.result !== undefined){
let data0 = data.result;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.query === undefined){
const err3 = {instancePath:instancePath+"/result",schemaPath:"schema:PhoneVerdict/required",keyword:"required",params:{missingProperty: "query"},message:"must have required property '"+"query"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.result === undefined){
const err4 = {instancePath:instancePath+"/result",schemaPath:"schema:PhoneVerdict/required",keyword:"required",params:{missingProperty: "result"},message:"must have required property '"+"result"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.query !== undefined){
if(typeof data0.query !== "string"){
const err5 = {instancePath:instancePath+"/result/query",schemaPath:"schema:PhoneVerdict/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.result !== undefined){
if(typeof data0.result !== "boolean"){
const err6 = {instancePath:instancePath+"/result/result",schemaPath:"schema:PhoneVerdict/properties/result/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.reason !== undefined){
let data3 = data0.reason;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/result/reason",schemaPath:"schema:PhoneVerdict/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((((data3 === "missing_country_code") || (data3 === "unknown_country_code")) || (data3 === "invalid_length")) || (data3 === "invalid_number"))){
const err8 = {instancePath:instancePath+"/result/reason",schemaPath:"schema:PhoneVerdict/properties/reason/enum",keyword:"enum",params:{allowedValues: schema27.properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.country_iso !== undefined){
if(typeof data0.country_iso !== "string"){
const err9 = {instancePath:instancePath+"/result/country_iso",schemaPath:"schema:PhoneVerdict/properties/country_iso/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.country_calling_code !== undefined){
if(typeof data0.country_calling_code !== "string"){
const err10 = {instancePath:instancePath+"/result/country_calling_code",schemaPath:"schema:PhoneVerdict/properties/country_calling_code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.e164_format !== undefined){
if(typeof data0.e164_format !== "string"){
const err11 = {instancePath:instancePath+"/result/e164_format",schemaPath:"schema:PhoneVerdict/properties/e164_format/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data0.international_format !== undefined){
if(typeof data0.international_format !== "string"){
const err12 = {instancePath:instancePath+"/result/international_format",schemaPath:"schema:PhoneVerdict/properties/international_format/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data0.national_format !== undefined){
if(typeof data0.national_format !== "string"){
const err13 = {instancePath:instancePath+"/result/national_format",schemaPath:"schema:PhoneVerdict/properties/national_format/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data0.line_type !== undefined){
let data9 = data0.line_type;
if(typeof data9 !== "string"){
const err14 = {instancePath:instancePath+"/result/line_type",schemaPath:"schema:PhoneVerdict/properties/line_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(((((((((data9 === "mobile") || (data9 === "landline")) || (data9 === "toll_free")) || (data9 === "premium_rate")) || (data9 === "shared_cost")) || (data9 === "personal")) || (data9 === "voip")) || (data9 === "pager")) || (data9 === "fixed_line_or_mobile"))){
const err15 = {instancePath:instancePath+"/result/line_type",schemaPath:"schema:PhoneVerdict/properties/line_type/enum",keyword:"enum",params:{allowedValues: schema27.properties.line_type.enum},message:"must be equal to one of the allowed values"};
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
const err16 = {instancePath:instancePath+"/result",schemaPath:"schema:PhoneVerdict/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.code !== undefined){
let data10 = data.code;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err17 = {instancePath:instancePath+"/code",schemaPath:"schema:SuccessCode/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!(data10 === 2000)){
const err18 = {instancePath:instancePath+"/code",schemaPath:"schema:SuccessCode/enum",keyword:"enum",params:{allowedValues: schema2.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.message !== undefined){
let data11 = data.message;
if(typeof data11 !== "string"){
const err19 = {instancePath:instancePath+"/message",schemaPath:"schema:SuccessMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!(data11 === "Success")){
const err20 = {instancePath:instancePath+"/message",schemaPath:"schema:SuccessMessage/enum",keyword:"enum",params:{allowedValues: schema3.enum},message:"must be equal to one of the allowed values"};
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
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate9.errors = vErrors;
return errors === 0;
}

exports.res_8 = validate10;
const schema30 = {"type":"object","required":["result","code","message"],"properties":{"result":{"type":"object","required":["hits"],"properties":{"hits":{"type":"array","items":{"$ref":"schema:PlaceSuggestion"}}}},"code":{"$ref":"schema:SuccessCode"},"message":{"$ref":"schema:SuccessMessage"}}};
const schema31 = {"type":"object","required":["id","suggestion","name","place_type","country_iso","urls"],"properties":{"id":{"type":"string"},"suggestion":{"type":"string"},"name":{"type":"string"},"place_type":{"type":"string","enum":["city","town","village","landmark"]},"country_iso":{"type":"string"},"urls":{"type":"object","required":["place"],"properties":{"place":{"type":"string"}}}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.result === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "result"},message:"must have required property '"+"result"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.message === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.result !== undefined){
let data0 = data.result;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.hits === undefined){
const err3 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/required",keyword:"required",params:{missingProperty: "hits"},message:"must have required property '"+"hits"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.hits !== undefined){
let data1 = data0.hits;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.id === undefined){
const err4 = {instancePath:instancePath+"/result/hits/" + i0,schemaPath:"schema:PlaceSuggestion/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2.suggestion === undefined){
const err5 = {instancePath:instancePath+"/result/hits/" + i0,schemaPath:"schema:PlaceSuggestion/required",keyword:"required",params:{missingProperty: "suggestion"},message:"must have required property '"+"suggestion"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.name === undefined){
const err6 = {instancePath:instancePath+"/result/hits/" + i0,schemaPath:"schema:PlaceSuggestion/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.place_type === undefined){
const err7 = {instancePath:instancePath+"/result/hits/" + i0,schemaPath:"schema:PlaceSuggestion/required",keyword:"required",params:{missingProperty: "place_type"},message:"must have required property '"+"place_type"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.country_iso === undefined){
const err8 = {instancePath:instancePath+"/result/hits/" + i0,schemaPath:"schema:PlaceSuggestion/required",keyword:"required",params:{missingProperty: "country_iso"},message:"must have required property '"+"country_iso"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.urls === undefined){
const err9 = {instancePath:instancePath+"/result/hits/" + i0,schemaPath:"schema:PlaceSuggestion/required",keyword:"required",params:{missingProperty: "urls"},message:"must have required property '"+"urls"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.id !== undefined){
if(typeof data2.id !== "string"){
const err10 = {instancePath:instancePath+"/result/hits/" + i0+"/id",schemaPath:"schema:PlaceSuggestion/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.suggestion !== undefined){
if(typeof data2.suggestion !== "string"){
const err11 = {instancePath:instancePath+"/result/hits/" + i0+"/suggestion",schemaPath:"schema:PlaceSuggestion/properties/suggestion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.name !== undefined){
if(typeof data2.name !== "string"){
const err12 = {instancePath:instancePath+"/result/hits/" + i0+"/name",schemaPath:"schema:PlaceSuggestion/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.place_type !== undefined){
let data6 = data2.place_type;
if(typeof data6 !== "string"){
const err13 = {instancePath:instancePath+"/result/hits/" + i0+"/place_type",schemaPath:"schema:PlaceSuggestion/properties/place_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!((((data6 === "city") || (data6 === "town")) || (data6 === "village")) || (data6 === "landmark"))){
const err14 = {instancePath:instancePath+"/result/hits/" + i0+"/place_type",schemaPath:"schema:PlaceSuggestion/properties/place_type/enum",keyword:"enum",params:{allowedValues: schema31.properties.place_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.country_iso !== undefined){
if(typeof data2.country_iso !== "string"){
const err15 = {instancePath:instancePath+"/result/hits/" + i0+"/country_iso",schemaPath:"schema:PlaceSuggestion/properties/country_iso/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.urls !== undefined){
let data8 = data2.urls;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.place === undefined){
const err16 = {instancePath:instancePath+"/result/hits/" + i0+"/urls",schemaPath:"schema:PlaceSuggestion/properties/urls/required",keyword:"required",params:{missingProperty: "place"},message:"must have required property '"+"place"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data8.place !== undefined){
if(typeof data8.place !== "string"){
const err17 = {instancePath:instancePath+"/result/hits/" + i0+"/urls/place",schemaPath:"schema:PlaceSuggestion/properties/urls/properties/place/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err18 = {instancePath:instancePath+"/result/hits/" + i0+"/urls",schemaPath:"schema:PlaceSuggestion/properties/urls/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err19 = {instancePath:instancePath+"/result/hits/" + i0,schemaPath:"schema:PlaceSuggestion/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err20 = {instancePath:instancePath+"/result/hits",schemaPath:"#/properties/result/properties/hits/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err21 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.code !== undefined){
let data10 = data.code;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err22 = {instancePath:instancePath+"/code",schemaPath:"schema:SuccessCode/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!(data10 === 2000)){
const err23 = {instancePath:instancePath+"/code",schemaPath:"schema:SuccessCode/enum",keyword:"enum",params:{allowedValues: schema2.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.message !== undefined){
let data11 = data.message;
if(typeof data11 !== "string"){
const err24 = {instancePath:instancePath+"/message",schemaPath:"schema:SuccessMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!(data11 === "Success")){
const err25 = {instancePath:instancePath+"/message",schemaPath:"schema:SuccessMessage/enum",keyword:"enum",params:{allowedValues: schema3.enum},message:"must be equal to one of the allowed values"};
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
validate10.errors = vErrors;
return errors === 0;
}

exports.res_9 = validate11;
const schema34 = {"type":"object","required":["result","code","message"],"properties":{"result":{"$ref":"schema:Place"},"code":{"$ref":"schema:SuccessCode"},"message":{"$ref":"schema:SuccessMessage"}}};
const schema35 = {"type":"object","required":["id","name","place_type","area","country","country_iso","longitude","latitude"],"properties":{"id":{"type":"string"},"name":{"type":"string"},"place_type":{"type":"string","enum":["city","town","village","landmark"]},"area":{"type":"string"},"country":{"type":"string"},"country_iso":{"type":"string"},"longitude":{"type":"number"},"latitude":{"type":"number"}}};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.result === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "result"},message:"must have required property '"+"result"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.message === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.result !== undefined){
let data0 = data.result;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.id === undefined){
const err3 = {instancePath:instancePath+"/result",schemaPath:"schema:Place/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.name === undefined){
const err4 = {instancePath:instancePath+"/result",schemaPath:"schema:Place/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.place_type === undefined){
const err5 = {instancePath:instancePath+"/result",schemaPath:"schema:Place/required",keyword:"required",params:{missingProperty: "place_type"},message:"must have required property '"+"place_type"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.area === undefined){
const err6 = {instancePath:instancePath+"/result",schemaPath:"schema:Place/required",keyword:"required",params:{missingProperty: "area"},message:"must have required property '"+"area"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.country === undefined){
const err7 = {instancePath:instancePath+"/result",schemaPath:"schema:Place/required",keyword:"required",params:{missingProperty: "country"},message:"must have required property '"+"country"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0.country_iso === undefined){
const err8 = {instancePath:instancePath+"/result",schemaPath:"schema:Place/required",keyword:"required",params:{missingProperty: "country_iso"},message:"must have required property '"+"country_iso"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0.longitude === undefined){
const err9 = {instancePath:instancePath+"/result",schemaPath:"schema:Place/required",keyword:"required",params:{missingProperty: "longitude"},message:"must have required property '"+"longitude"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data0.latitude === undefined){
const err10 = {instancePath:instancePath+"/result",schemaPath:"schema:Place/required",keyword:"required",params:{missingProperty: "latitude"},message:"must have required property '"+"latitude"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data0.id !== undefined){
if(typeof data0.id !== "string"){
const err11 = {instancePath:instancePath+"/result/id",schemaPath:"schema:Place/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data0.name !== undefined){
if(typeof data0.name !== "string"){
const err12 = {instancePath:instancePath+"/result/name",schemaPath:"schema:Place/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data0.place_type !== undefined){
let data3 = data0.place_type;
if(typeof data3 !== "string"){
const err13 = {instancePath:instancePath+"/result/place_type",schemaPath:"schema:Place/properties/place_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!((((data3 === "city") || (data3 === "town")) || (data3 === "village")) || (data3 === "landmark"))){
const err14 = {instancePath:instancePath+"/result/place_type",schemaPath:"schema:Place/properties/place_type/enum",keyword:"enum",params:{allowedValues: schema35.properties.place_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data0.area !== undefined){
if(typeof data0.area !== "string"){
const err15 = {instancePath:instancePath+"/result/area",schemaPath:"schema:Place/properties/area/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data0.country !== undefined){
if(typeof data0.country !== "string"){
const err16 = {instancePath:instancePath+"/result/country",schemaPath:"schema:Place/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data0.country_iso !== undefined){
if(typeof data0.country_iso !== "string"){
const err17 = {instancePath:instancePath+"/result/country_iso",schemaPath:"schema:Place/properties/country_iso/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data0.longitude !== undefined){
let data7 = data0.longitude;
if(!((typeof data7 == "number") && (isFinite(data7)))){
const err18 = {instancePath:instancePath+"/result/longitude",schemaPath:"schema:Place/properties/longitude/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data0.latitude !== undefined){
let data8 = data0.latitude;
if(!((typeof data8 == "number") && (isFinite(data8)))){
const err19 = {instancePath:instancePath+"/result/latitude",schemaPath:"schema:Place/properties/latitude/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err20 = {instancePath:instancePath+"/result",schemaPath:"schema:Place/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.code !== undefined){
let data9 = data.code;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err21 = {instancePath:instancePath+"/code",schemaPath:"schema:SuccessCode/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!(data9 === 2000)){
const err22 = {instancePath:instancePath+"/code",schemaPath:"schema:SuccessCode/enum",keyword:"enum",params:{allowedValues: schema2.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.message !== undefined){
let data10 = data.message;
if(typeof data10 !== "string"){
const err23 = {instancePath:instancePath+"/message",schemaPath:"schema:SuccessMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(data10 === "Success")){
const err24 = {instancePath:instancePath+"/message",schemaPath:"schema:SuccessMessage/enum",keyword:"enum",params:{allowedValues: schema3.enum},message:"must be equal to one of the allowed values"};
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
const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

exports.res_10 = validate12;
const schema38 = {"type":"object","required":["result","code","message"],"properties":{"result":{"type":"array","items":{"$ref":"schema:UkAddress"}},"code":{"$ref":"schema:SuccessCode"},"message":{"$ref":"schema:SuccessMessage"}}};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.result === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "result"},message:"must have required property '"+"result"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.message === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.result !== undefined){
let data0 = data.result;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id !== undefined){
if(typeof data1.id !== "string"){
const err3 = {instancePath:instancePath+"/result/" + i0+"/id",schemaPath:"schema:UkAddress/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1.dataset !== undefined){
let data3 = data1.dataset;
if(typeof data3 !== "string"){
const err4 = {instancePath:instancePath+"/result/" + i0+"/dataset",schemaPath:"schema:UkAddress/properties/dataset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((data3 === "paf") || (data3 === "mr"))){
const err5 = {instancePath:instancePath+"/result/" + i0+"/dataset",schemaPath:"schema:UkAddress/properties/dataset/enum",keyword:"enum",params:{allowedValues: schema1.properties.dataset.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.country_iso !== undefined){
if(typeof data1.country_iso !== "string"){
const err6 = {instancePath:instancePath+"/result/" + i0+"/country_iso",schemaPath:"schema:UkAddress/properties/country_iso/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.country_iso_2 !== undefined){
if(typeof data1.country_iso_2 !== "string"){
const err7 = {instancePath:instancePath+"/result/" + i0+"/country_iso_2",schemaPath:"schema:UkAddress/properties/country_iso_2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.country !== undefined){
if(typeof data1.country !== "string"){
const err8 = {instancePath:instancePath+"/result/" + i0+"/country",schemaPath:"schema:UkAddress/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.language !== undefined){
if(typeof data1.language !== "string"){
const err9 = {instancePath:instancePath+"/result/" + i0+"/language",schemaPath:"schema:UkAddress/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.line_1 !== undefined){
if(typeof data1.line_1 !== "string"){
const err10 = {instancePath:instancePath+"/result/" + i0+"/line_1",schemaPath:"schema:UkAddress/properties/line_1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.line_2 !== undefined){
if(typeof data1.line_2 !== "string"){
const err11 = {instancePath:instancePath+"/result/" + i0+"/line_2",schemaPath:"schema:UkAddress/properties/line_2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.line_3 !== undefined){
if(typeof data1.line_3 !== "string"){
const err12 = {instancePath:instancePath+"/result/" + i0+"/line_3",schemaPath:"schema:UkAddress/properties/line_3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.premise !== undefined){
if(typeof data1.premise !== "string"){
const err13 = {instancePath:instancePath+"/result/" + i0+"/premise",schemaPath:"schema:UkAddress/properties/premise/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.post_town !== undefined){
if(typeof data1.post_town !== "string"){
const err14 = {instancePath:instancePath+"/result/" + i0+"/post_town",schemaPath:"schema:UkAddress/properties/post_town/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data1.postcode !== undefined){
if(typeof data1.postcode !== "string"){
const err15 = {instancePath:instancePath+"/result/" + i0+"/postcode",schemaPath:"schema:UkAddress/properties/postcode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data1.postcode_outward !== undefined){
if(typeof data1.postcode_outward !== "string"){
const err16 = {instancePath:instancePath+"/result/" + i0+"/postcode_outward",schemaPath:"schema:UkAddress/properties/postcode_outward/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data1.postcode_inward !== undefined){
if(typeof data1.postcode_inward !== "string"){
const err17 = {instancePath:instancePath+"/result/" + i0+"/postcode_inward",schemaPath:"schema:UkAddress/properties/postcode_inward/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data1.postcode_type !== undefined){
let data16 = data1.postcode_type;
if(typeof data16 !== "string"){
const err18 = {instancePath:instancePath+"/result/" + i0+"/postcode_type",schemaPath:"schema:UkAddress/properties/postcode_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!((data16 === "S") || (data16 === "L"))){
const err19 = {instancePath:instancePath+"/result/" + i0+"/postcode_type",schemaPath:"schema:UkAddress/properties/postcode_type/enum",keyword:"enum",params:{allowedValues: schema1.properties.postcode_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data1.su_organisation_indicator !== undefined){
if(typeof data1.su_organisation_indicator !== "string"){
const err20 = {instancePath:instancePath+"/result/" + i0+"/su_organisation_indicator",schemaPath:"schema:UkAddress/properties/su_organisation_indicator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data1.delivery_point_suffix !== undefined){
if(typeof data1.delivery_point_suffix !== "string"){
const err21 = {instancePath:instancePath+"/result/" + i0+"/delivery_point_suffix",schemaPath:"schema:UkAddress/properties/delivery_point_suffix/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data1.udprn !== undefined){
let data19 = data1.udprn;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err22 = {instancePath:instancePath+"/result/" + i0+"/udprn",schemaPath:"schema:UkAddress/properties/udprn/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data1.umprn !== undefined){
let data20 = data1.umprn;
const _errs43 = errors;
let valid5 = false;
let passing0 = null;
const _errs44 = errors;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err23 = {instancePath:instancePath+"/result/" + i0+"/umprn",schemaPath:"schema:UkAddress/properties/umprn/oneOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid0 = _errs44 === errors;
if(_valid0){
valid5 = true;
passing0 = 0;
}
const _errs46 = errors;
if(typeof data20 !== "string"){
const err24 = {instancePath:instancePath+"/result/" + i0+"/umprn",schemaPath:"schema:UkAddress/properties/umprn/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!(data20 === "")){
const err25 = {instancePath:instancePath+"/result/" + i0+"/umprn",schemaPath:"schema:UkAddress/properties/umprn/oneOf/1/enum",keyword:"enum",params:{allowedValues: schema1.properties.umprn.oneOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid0 = _errs46 === errors;
if(_valid0 && valid5){
valid5 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid5 = true;
passing0 = 1;
}
}
if(!valid5){
const err26 = {instancePath:instancePath+"/result/" + i0+"/umprn",schemaPath:"schema:UkAddress/properties/umprn/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
errors = _errs43;
if(vErrors !== null){
if(_errs43){
vErrors.length = _errs43;
}
else {
vErrors = null;
}
}
}
}
if(data1.uprn !== undefined){
if(typeof data1.uprn !== "string"){
const err27 = {instancePath:instancePath+"/result/" + i0+"/uprn",schemaPath:"schema:UkAddress/properties/uprn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data1.organisation_name !== undefined){
if(typeof data1.organisation_name !== "string"){
const err28 = {instancePath:instancePath+"/result/" + i0+"/organisation_name",schemaPath:"schema:UkAddress/properties/organisation_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data1.department_name !== undefined){
if(typeof data1.department_name !== "string"){
const err29 = {instancePath:instancePath+"/result/" + i0+"/department_name",schemaPath:"schema:UkAddress/properties/department_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data1.po_box !== undefined){
if(typeof data1.po_box !== "string"){
const err30 = {instancePath:instancePath+"/result/" + i0+"/po_box",schemaPath:"schema:UkAddress/properties/po_box/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data1.building_name !== undefined){
if(typeof data1.building_name !== "string"){
const err31 = {instancePath:instancePath+"/result/" + i0+"/building_name",schemaPath:"schema:UkAddress/properties/building_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data1.building_number !== undefined){
if(typeof data1.building_number !== "string"){
const err32 = {instancePath:instancePath+"/result/" + i0+"/building_number",schemaPath:"schema:UkAddress/properties/building_number/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data1.sub_building_name !== undefined){
if(typeof data1.sub_building_name !== "string"){
const err33 = {instancePath:instancePath+"/result/" + i0+"/sub_building_name",schemaPath:"schema:UkAddress/properties/sub_building_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data1.thoroughfare !== undefined){
if(typeof data1.thoroughfare !== "string"){
const err34 = {instancePath:instancePath+"/result/" + i0+"/thoroughfare",schemaPath:"schema:UkAddress/properties/thoroughfare/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data1.dependant_thoroughfare !== undefined){
if(typeof data1.dependant_thoroughfare !== "string"){
const err35 = {instancePath:instancePath+"/result/" + i0+"/dependant_thoroughfare",schemaPath:"schema:UkAddress/properties/dependant_thoroughfare/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data1.dependant_locality !== undefined){
if(typeof data1.dependant_locality !== "string"){
const err36 = {instancePath:instancePath+"/result/" + i0+"/dependant_locality",schemaPath:"schema:UkAddress/properties/dependant_locality/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data1.double_dependant_locality !== undefined){
if(typeof data1.double_dependant_locality !== "string"){
const err37 = {instancePath:instancePath+"/result/" + i0+"/double_dependant_locality",schemaPath:"schema:UkAddress/properties/double_dependant_locality/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data1.county !== undefined){
if(typeof data1.county !== "string"){
const err38 = {instancePath:instancePath+"/result/" + i0+"/county",schemaPath:"schema:UkAddress/properties/county/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data1.county_code !== undefined){
if(typeof data1.county_code !== "string"){
const err39 = {instancePath:instancePath+"/result/" + i0+"/county_code",schemaPath:"schema:UkAddress/properties/county_code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data1.postal_county !== undefined){
if(typeof data1.postal_county !== "string"){
const err40 = {instancePath:instancePath+"/result/" + i0+"/postal_county",schemaPath:"schema:UkAddress/properties/postal_county/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data1.traditional_county !== undefined){
if(typeof data1.traditional_county !== "string"){
const err41 = {instancePath:instancePath+"/result/" + i0+"/traditional_county",schemaPath:"schema:UkAddress/properties/traditional_county/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data1.administrative_county !== undefined){
if(typeof data1.administrative_county !== "string"){
const err42 = {instancePath:instancePath+"/result/" + i0+"/administrative_county",schemaPath:"schema:UkAddress/properties/administrative_county/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data1.district !== undefined){
if(typeof data1.district !== "string"){
const err43 = {instancePath:instancePath+"/result/" + i0+"/district",schemaPath:"schema:UkAddress/properties/district/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data1.ward !== undefined){
if(typeof data1.ward !== "string"){
const err44 = {instancePath:instancePath+"/result/" + i0+"/ward",schemaPath:"schema:UkAddress/properties/ward/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data1.longitude !== undefined){
let data39 = data1.longitude;
if(!((typeof data39 == "number") && (isFinite(data39)))){
const err45 = {instancePath:instancePath+"/result/" + i0+"/longitude",schemaPath:"schema:UkAddress/properties/longitude/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data1.latitude !== undefined){
let data40 = data1.latitude;
if(!((typeof data40 == "number") && (isFinite(data40)))){
const err46 = {instancePath:instancePath+"/result/" + i0+"/latitude",schemaPath:"schema:UkAddress/properties/latitude/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data1.eastings !== undefined){
let data41 = data1.eastings;
if(!(((typeof data41 == "number") && (!(data41 % 1) && !isNaN(data41))) && (isFinite(data41)))){
const err47 = {instancePath:instancePath+"/result/" + i0+"/eastings",schemaPath:"schema:UkAddress/properties/eastings/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data1.northings !== undefined){
let data42 = data1.northings;
if(!(((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42))) && (isFinite(data42)))){
const err48 = {instancePath:instancePath+"/result/" + i0+"/northings",schemaPath:"schema:UkAddress/properties/northings/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err49 = {instancePath:instancePath+"/result/" + i0,schemaPath:"schema:UkAddress/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err50 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.code !== undefined){
let data43 = data.code;
if(!(((typeof data43 == "number") && (!(data43 % 1) && !isNaN(data43))) && (isFinite(data43)))){
const err51 = {instancePath:instancePath+"/code",schemaPath:"schema:SuccessCode/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(!(data43 === 2000)){
const err52 = {instancePath:instancePath+"/code",schemaPath:"schema:SuccessCode/enum",keyword:"enum",params:{allowedValues: schema2.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.message !== undefined){
let data44 = data.message;
if(typeof data44 !== "string"){
const err53 = {instancePath:instancePath+"/message",schemaPath:"schema:SuccessMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(!(data44 === "Success")){
const err54 = {instancePath:instancePath+"/message",schemaPath:"schema:SuccessMessage/enum",keyword:"enum",params:{allowedValues: schema3.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

exports.res_11 = validate13;
const schema42 = {"type":"object","required":["result","code","message"],"properties":{"result":{"$ref":"schema:KeyAvailability"},"code":{"$ref":"schema:SuccessCode"},"message":{"$ref":"schema:SuccessMessage"}}};
const schema43 = {"type":"object","required":["available","context","contexts"],"properties":{"available":{"type":"boolean"},"reason":{"type":"string","enum":["balance_depleted","daily_limit_reached","suspended","licensee_cancelled","licensee_daily_limit_reached"]},"context":{"type":"string"},"contexts":{"type":"array","items":{"type":"object","properties":{"iso_3":{"type":"string"},"iso_2":{"type":"string"},"emoji":{"type":"string"}}}}}};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.result === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "result"},message:"must have required property '"+"result"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.message === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.result !== undefined){
let data0 = data.result;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.available === undefined){
const err3 = {instancePath:instancePath+"/result",schemaPath:"schema:KeyAvailability/required",keyword:"required",params:{missingProperty: "available"},message:"must have required property '"+"available"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.context === undefined){
const err4 = {instancePath:instancePath+"/result",schemaPath:"schema:KeyAvailability/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.contexts === undefined){
const err5 = {instancePath:instancePath+"/result",schemaPath:"schema:KeyAvailability/required",keyword:"required",params:{missingProperty: "contexts"},message:"must have required property '"+"contexts"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.available !== undefined){
if(typeof data0.available !== "boolean"){
const err6 = {instancePath:instancePath+"/result/available",schemaPath:"schema:KeyAvailability/properties/available/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.reason !== undefined){
let data2 = data0.reason;
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/result/reason",schemaPath:"schema:KeyAvailability/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(((((data2 === "balance_depleted") || (data2 === "daily_limit_reached")) || (data2 === "suspended")) || (data2 === "licensee_cancelled")) || (data2 === "licensee_daily_limit_reached"))){
const err8 = {instancePath:instancePath+"/result/reason",schemaPath:"schema:KeyAvailability/properties/reason/enum",keyword:"enum",params:{allowedValues: schema43.properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.context !== undefined){
if(typeof data0.context !== "string"){
const err9 = {instancePath:instancePath+"/result/context",schemaPath:"schema:KeyAvailability/properties/context/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.contexts !== undefined){
let data4 = data0.contexts;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.iso_3 !== undefined){
if(typeof data5.iso_3 !== "string"){
const err10 = {instancePath:instancePath+"/result/contexts/" + i0+"/iso_3",schemaPath:"schema:KeyAvailability/properties/contexts/items/properties/iso_3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data5.iso_2 !== undefined){
if(typeof data5.iso_2 !== "string"){
const err11 = {instancePath:instancePath+"/result/contexts/" + i0+"/iso_2",schemaPath:"schema:KeyAvailability/properties/contexts/items/properties/iso_2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data5.emoji !== undefined){
if(typeof data5.emoji !== "string"){
const err12 = {instancePath:instancePath+"/result/contexts/" + i0+"/emoji",schemaPath:"schema:KeyAvailability/properties/contexts/items/properties/emoji/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err13 = {instancePath:instancePath+"/result/contexts/" + i0,schemaPath:"schema:KeyAvailability/properties/contexts/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err14 = {instancePath:instancePath+"/result/contexts",schemaPath:"schema:KeyAvailability/properties/contexts/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err15 = {instancePath:instancePath+"/result",schemaPath:"schema:KeyAvailability/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.code !== undefined){
let data9 = data.code;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err16 = {instancePath:instancePath+"/code",schemaPath:"schema:SuccessCode/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(data9 === 2000)){
const err17 = {instancePath:instancePath+"/code",schemaPath:"schema:SuccessCode/enum",keyword:"enum",params:{allowedValues: schema2.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.message !== undefined){
let data10 = data.message;
if(typeof data10 !== "string"){
const err18 = {instancePath:instancePath+"/message",schemaPath:"schema:SuccessMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(data10 === "Success")){
const err19 = {instancePath:instancePath+"/message",schemaPath:"schema:SuccessMessage/enum",keyword:"enum",params:{allowedValues: schema3.enum},message:"must be equal to one of the allowed values"};
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
validate13.errors = vErrors;
return errors === 0;
}

exports.res_12 = validate14;
const schema46 = {"type":"object","required":["result","code","message"],"properties":{"result":{"$ref":"schema:KeyDetails"},"code":{"$ref":"schema:SuccessCode"},"message":{"$ref":"schema:SuccessMessage"}}};
const schema47 = {"type":"object","required":["lookups_remaining","daily_limit","individual_limit","allowed_urls","notifications","datasets","automated_topups","current_purchases"],"properties":{"lookups_remaining":{"type":"integer","minimum":0},"daily_limit":{"type":"object","required":["limit","consumed"],"properties":{"limit":{"type":"integer","nullable":true,"minimum":0},"consumed":{"type":"integer","minimum":0}}},"individual_limit":{"type":"object","required":["limit"],"properties":{"limit":{"type":"integer","nullable":true,"minimum":0}}},"allowed_urls":{"type":"array","items":{"type":"string"}},"notifications":{"type":"object","required":["emails","enabled"],"properties":{"emails":{"type":"array","items":{"type":"string"}},"enabled":{"type":"boolean"}}},"datasets":{"type":"object","required":["paf","mr","nyb"],"properties":{"paf":{"type":"boolean"},"mr":{"type":"boolean"},"nyb":{"type":"boolean"}}},"automated_topups":{"type":"object","required":["enabled"],"properties":{"enabled":{"type":"boolean"}}},"current_purchases":{"type":"array","items":{"type":"object","required":["expires","purchased","consumed"],"properties":{"expires":{"type":"string","nullable":true},"purchased":{"type":"integer","minimum":0},"consumed":{"type":"integer","minimum":0}}}}}};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.result === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "result"},message:"must have required property '"+"result"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.message === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.result !== undefined){
let data0 = data.result;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.lookups_remaining === undefined){
const err3 = {instancePath:instancePath+"/result",schemaPath:"schema:KeyDetails/required",keyword:"required",params:{missingProperty: "lookups_remaining"},message:"must have required property '"+"lookups_remaining"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.daily_limit === undefined){
const err4 = {instancePath:instancePath+"/result",schemaPath:"schema:KeyDetails/required",keyword:"required",params:{missingProperty: "daily_limit"},message:"must have required property '"+"daily_limit"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.individual_limit === undefined){
const err5 = {instancePath:instancePath+"/result",schemaPath:"schema:KeyDetails/required",keyword:"required",params:{missingProperty: "individual_limit"},message:"must have required property '"+"individual_limit"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.allowed_urls === undefined){
const err6 = {instancePath:instancePath+"/result",schemaPath:"schema:KeyDetails/required",keyword:"required",params:{missingProperty: "allowed_urls"},message:"must have required property '"+"allowed_urls"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.notifications === undefined){
const err7 = {instancePath:instancePath+"/result",schemaPath:"schema:KeyDetails/required",keyword:"required",params:{missingProperty: "notifications"},message:"must have required property '"+"notifications"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0.datasets === undefined){
const err8 = {instancePath:instancePath+"/result",schemaPath:"schema:KeyDetails/required",keyword:"required",params:{missingProperty: "datasets"},message:"must have required property '"+"datasets"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0.automated_topups === undefined){
const err9 = {instancePath:instancePath+"/result",schemaPath:"schema:KeyDetails/required",keyword:"required",params:{missingProperty: "automated_topups"},message:"must have required property '"+"automated_topups"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data0.current_purchases === undefined){
const err10 = {instancePath:instancePath+"/result",schemaPath:"schema:KeyDetails/required",keyword:"required",params:{missingProperty: "current_purchases"},message:"must have required property '"+"current_purchases"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data0.lookups_remaining !== undefined){
let data1 = data0.lookups_remaining;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err11 = {instancePath:instancePath+"/result/lookups_remaining",schemaPath:"schema:KeyDetails/properties/lookups_remaining/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err12 = {instancePath:instancePath+"/result/lookups_remaining",schemaPath:"schema:KeyDetails/properties/lookups_remaining/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data0.daily_limit !== undefined){
let data2 = data0.daily_limit;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.limit === undefined){
const err13 = {instancePath:instancePath+"/result/daily_limit",schemaPath:"schema:KeyDetails/properties/daily_limit/required",keyword:"required",params:{missingProperty: "limit"},message:"must have required property '"+"limit"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data2.consumed === undefined){
const err14 = {instancePath:instancePath+"/result/daily_limit",schemaPath:"schema:KeyDetails/properties/daily_limit/required",keyword:"required",params:{missingProperty: "consumed"},message:"must have required property '"+"consumed"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data2.limit !== undefined){
let data3 = data2.limit;
if((!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) && (data3 !== null)){
const err15 = {instancePath:instancePath+"/result/daily_limit/limit",schemaPath:"schema:KeyDetails/properties/daily_limit/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err16 = {instancePath:instancePath+"/result/daily_limit/limit",schemaPath:"schema:KeyDetails/properties/daily_limit/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.consumed !== undefined){
let data4 = data2.consumed;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err17 = {instancePath:instancePath+"/result/daily_limit/consumed",schemaPath:"schema:KeyDetails/properties/daily_limit/properties/consumed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err18 = {instancePath:instancePath+"/result/daily_limit/consumed",schemaPath:"schema:KeyDetails/properties/daily_limit/properties/consumed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err19 = {instancePath:instancePath+"/result/daily_limit",schemaPath:"schema:KeyDetails/properties/daily_limit/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data0.individual_limit !== undefined){
let data5 = data0.individual_limit;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.limit === undefined){
const err20 = {instancePath:instancePath+"/result/individual_limit",schemaPath:"schema:KeyDetails/properties/individual_limit/required",keyword:"required",params:{missingProperty: "limit"},message:"must have required property '"+"limit"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data5.limit !== undefined){
let data6 = data5.limit;
if((!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))) && (data6 !== null)){
const err21 = {instancePath:instancePath+"/result/individual_limit/limit",schemaPath:"schema:KeyDetails/properties/individual_limit/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err22 = {instancePath:instancePath+"/result/individual_limit/limit",schemaPath:"schema:KeyDetails/properties/individual_limit/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err23 = {instancePath:instancePath+"/result/individual_limit",schemaPath:"schema:KeyDetails/properties/individual_limit/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data0.allowed_urls !== undefined){
let data7 = data0.allowed_urls;
if(Array.isArray(data7)){
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
if(typeof data7[i0] !== "string"){
const err24 = {instancePath:instancePath+"/result/allowed_urls/" + i0,schemaPath:"schema:KeyDetails/properties/allowed_urls/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err25 = {instancePath:instancePath+"/result/allowed_urls",schemaPath:"schema:KeyDetails/properties/allowed_urls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data0.notifications !== undefined){
let data9 = data0.notifications;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.emails === undefined){
const err26 = {instancePath:instancePath+"/result/notifications",schemaPath:"schema:KeyDetails/properties/notifications/required",keyword:"required",params:{missingProperty: "emails"},message:"must have required property '"+"emails"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data9.enabled === undefined){
const err27 = {instancePath:instancePath+"/result/notifications",schemaPath:"schema:KeyDetails/properties/notifications/required",keyword:"required",params:{missingProperty: "enabled"},message:"must have required property '"+"enabled"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data9.emails !== undefined){
let data10 = data9.emails;
if(Array.isArray(data10)){
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
if(typeof data10[i1] !== "string"){
const err28 = {instancePath:instancePath+"/result/notifications/emails/" + i1,schemaPath:"schema:KeyDetails/properties/notifications/properties/emails/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/result/notifications/emails",schemaPath:"schema:KeyDetails/properties/notifications/properties/emails/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data9.enabled !== undefined){
if(typeof data9.enabled !== "boolean"){
const err30 = {instancePath:instancePath+"/result/notifications/enabled",schemaPath:"schema:KeyDetails/properties/notifications/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err31 = {instancePath:instancePath+"/result/notifications",schemaPath:"schema:KeyDetails/properties/notifications/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data0.datasets !== undefined){
let data13 = data0.datasets;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.paf === undefined){
const err32 = {instancePath:instancePath+"/result/datasets",schemaPath:"schema:KeyDetails/properties/datasets/required",keyword:"required",params:{missingProperty: "paf"},message:"must have required property '"+"paf"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data13.mr === undefined){
const err33 = {instancePath:instancePath+"/result/datasets",schemaPath:"schema:KeyDetails/properties/datasets/required",keyword:"required",params:{missingProperty: "mr"},message:"must have required property '"+"mr"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data13.nyb === undefined){
const err34 = {instancePath:instancePath+"/result/datasets",schemaPath:"schema:KeyDetails/properties/datasets/required",keyword:"required",params:{missingProperty: "nyb"},message:"must have required property '"+"nyb"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data13.paf !== undefined){
if(typeof data13.paf !== "boolean"){
const err35 = {instancePath:instancePath+"/result/datasets/paf",schemaPath:"schema:KeyDetails/properties/datasets/properties/paf/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data13.mr !== undefined){
if(typeof data13.mr !== "boolean"){
const err36 = {instancePath:instancePath+"/result/datasets/mr",schemaPath:"schema:KeyDetails/properties/datasets/properties/mr/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data13.nyb !== undefined){
if(typeof data13.nyb !== "boolean"){
const err37 = {instancePath:instancePath+"/result/datasets/nyb",schemaPath:"schema:KeyDetails/properties/datasets/properties/nyb/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err38 = {instancePath:instancePath+"/result/datasets",schemaPath:"schema:KeyDetails/properties/datasets/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data0.automated_topups !== undefined){
let data17 = data0.automated_topups;
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.enabled === undefined){
const err39 = {instancePath:instancePath+"/result/automated_topups",schemaPath:"schema:KeyDetails/properties/automated_topups/required",keyword:"required",params:{missingProperty: "enabled"},message:"must have required property '"+"enabled"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data17.enabled !== undefined){
if(typeof data17.enabled !== "boolean"){
const err40 = {instancePath:instancePath+"/result/automated_topups/enabled",schemaPath:"schema:KeyDetails/properties/automated_topups/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/result/automated_topups",schemaPath:"schema:KeyDetails/properties/automated_topups/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data0.current_purchases !== undefined){
let data19 = data0.current_purchases;
if(Array.isArray(data19)){
const len2 = data19.length;
for(let i2=0; i2<len2; i2++){
let data20 = data19[i2];
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.expires === undefined){
const err42 = {instancePath:instancePath+"/result/current_purchases/" + i2,schemaPath:"schema:KeyDetails/properties/current_purchases/items/required",keyword:"required",params:{missingProperty: "expires"},message:"must have required property '"+"expires"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data20.purchased === undefined){
const err43 = {instancePath:instancePath+"/result/current_purchases/" + i2,schemaPath:"schema:KeyDetails/properties/current_purchases/items/required",keyword:"required",params:{missingProperty: "purchased"},message:"must have required property '"+"purchased"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data20.consumed === undefined){
const err44 = {instancePath:instancePath+"/result/current_purchases/" + i2,schemaPath:"schema:KeyDetails/properties/current_purchases/items/required",keyword:"required",params:{missingProperty: "consumed"},message:"must have required property '"+"consumed"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data20.expires !== undefined){
let data21 = data20.expires;
if((typeof data21 !== "string") && (data21 !== null)){
const err45 = {instancePath:instancePath+"/result/current_purchases/" + i2+"/expires",schemaPath:"schema:KeyDetails/properties/current_purchases/items/properties/expires/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data20.purchased !== undefined){
let data22 = data20.purchased;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
const err46 = {instancePath:instancePath+"/result/current_purchases/" + i2+"/purchased",schemaPath:"schema:KeyDetails/properties/current_purchases/items/properties/purchased/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 < 0 || isNaN(data22)){
const err47 = {instancePath:instancePath+"/result/current_purchases/" + i2+"/purchased",schemaPath:"schema:KeyDetails/properties/current_purchases/items/properties/purchased/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data20.consumed !== undefined){
let data23 = data20.consumed;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err48 = {instancePath:instancePath+"/result/current_purchases/" + i2+"/consumed",schemaPath:"schema:KeyDetails/properties/current_purchases/items/properties/consumed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 < 0 || isNaN(data23)){
const err49 = {instancePath:instancePath+"/result/current_purchases/" + i2+"/consumed",schemaPath:"schema:KeyDetails/properties/current_purchases/items/properties/consumed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err50 = {instancePath:instancePath+"/result/current_purchases/" + i2,schemaPath:"schema:KeyDetails/properties/current_purchases/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath:instancePath+"/result/current_purchases",schemaPath:"schema:KeyDetails/properties/current_purchases/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err52 = {instancePath:instancePath+"/result",schemaPath:"schema:KeyDetails/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.code !== undefined){
let data24 = data.code;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err53 = {instancePath:instancePath+"/code",schemaPath:"schema:SuccessCode/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(!(data24 === 2000)){
const err54 = {instancePath:instancePath+"/code",schemaPath:"schema:SuccessCode/enum",keyword:"enum",params:{allowedValues: schema2.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data.message !== undefined){
let data25 = data.message;
if(typeof data25 !== "string"){
const err55 = {instancePath:instancePath+"/message",schemaPath:"schema:SuccessMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(!(data25 === "Success")){
const err56 = {instancePath:instancePath+"/message",schemaPath:"schema:SuccessMessage/enum",keyword:"enum",params:{allowedValues: schema3.enum},message:"must be equal to one of the allowed values"};
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
const err57 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}

exports.res_13 = validate15;
const schema50 = {"type":"object","required":["result","code","message"],"properties":{"result":{"type":"object","required":["configs"],"properties":{"configs":{"type":"array","items":{"$ref":"schema:Config"}}}},"code":{"$ref":"schema:SuccessCode"},"message":{"$ref":"schema:SuccessMessage"}}};
const schema51 = {"type":"object","required":["name","payload","createdAt","updatedAt"],"properties":{"name":{"type":"string"},"payload":{"type":"string"},"createdAt":{"type":"string","format":"date-time"},"updatedAt":{"type":"string","format":"date-time"}}};
const formats0 = require("../formats")["date-time"];

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.result === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "result"},message:"must have required property '"+"result"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.message === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.result !== undefined){
let data0 = data.result;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.configs === undefined){
const err3 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/required",keyword:"required",params:{missingProperty: "configs"},message:"must have required property '"+"configs"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.configs !== undefined){
let data1 = data0.configs;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.name === undefined){
const err4 = {instancePath:instancePath+"/result/configs/" + i0,schemaPath:"schema:Config/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2.payload === undefined){
const err5 = {instancePath:instancePath+"/result/configs/" + i0,schemaPath:"schema:Config/required",keyword:"required",params:{missingProperty: "payload"},message:"must have required property '"+"payload"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.createdAt === undefined){
const err6 = {instancePath:instancePath+"/result/configs/" + i0,schemaPath:"schema:Config/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.updatedAt === undefined){
const err7 = {instancePath:instancePath+"/result/configs/" + i0,schemaPath:"schema:Config/required",keyword:"required",params:{missingProperty: "updatedAt"},message:"must have required property '"+"updatedAt"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.name !== undefined){
if(typeof data2.name !== "string"){
const err8 = {instancePath:instancePath+"/result/configs/" + i0+"/name",schemaPath:"schema:Config/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.payload !== undefined){
if(typeof data2.payload !== "string"){
const err9 = {instancePath:instancePath+"/result/configs/" + i0+"/payload",schemaPath:"schema:Config/properties/payload/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.createdAt !== undefined){
let data5 = data2.createdAt;
if(typeof data5 === "string"){
if(!(formats0.validate.test(data5))){
const err10 = {instancePath:instancePath+"/result/configs/" + i0+"/createdAt",schemaPath:"schema:Config/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err11 = {instancePath:instancePath+"/result/configs/" + i0+"/createdAt",schemaPath:"schema:Config/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.updatedAt !== undefined){
let data6 = data2.updatedAt;
if(typeof data6 === "string"){
if(!(formats0.validate.test(data6))){
const err12 = {instancePath:instancePath+"/result/configs/" + i0+"/updatedAt",schemaPath:"schema:Config/properties/updatedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err13 = {instancePath:instancePath+"/result/configs/" + i0+"/updatedAt",schemaPath:"schema:Config/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err14 = {instancePath:instancePath+"/result/configs/" + i0,schemaPath:"schema:Config/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err15 = {instancePath:instancePath+"/result/configs",schemaPath:"#/properties/result/properties/configs/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err16 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.code !== undefined){
let data7 = data.code;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err17 = {instancePath:instancePath+"/code",schemaPath:"schema:SuccessCode/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!(data7 === 2000)){
const err18 = {instancePath:instancePath+"/code",schemaPath:"schema:SuccessCode/enum",keyword:"enum",params:{allowedValues: schema2.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.message !== undefined){
let data8 = data.message;
if(typeof data8 !== "string"){
const err19 = {instancePath:instancePath+"/message",schemaPath:"schema:SuccessMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!(data8 === "Success")){
const err20 = {instancePath:instancePath+"/message",schemaPath:"schema:SuccessMessage/enum",keyword:"enum",params:{allowedValues: schema3.enum},message:"must be equal to one of the allowed values"};
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
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}

exports.res_ConfigEnvelope = validate16;
const schema54 = {"type":"object","required":["result","code","message"],"properties":{"result":{"$ref":"schema:Config"},"code":{"$ref":"schema:SuccessCode"},"message":{"$ref":"schema:SuccessMessage"}}};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.result === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "result"},message:"must have required property '"+"result"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.message === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.result !== undefined){
let data0 = data.result;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.name === undefined){
const err3 = {instancePath:instancePath+"/result",schemaPath:"schema:Config/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.payload === undefined){
const err4 = {instancePath:instancePath+"/result",schemaPath:"schema:Config/required",keyword:"required",params:{missingProperty: "payload"},message:"must have required property '"+"payload"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.createdAt === undefined){
const err5 = {instancePath:instancePath+"/result",schemaPath:"schema:Config/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.updatedAt === undefined){
const err6 = {instancePath:instancePath+"/result",schemaPath:"schema:Config/required",keyword:"required",params:{missingProperty: "updatedAt"},message:"must have required property '"+"updatedAt"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.name !== undefined){
if(typeof data0.name !== "string"){
const err7 = {instancePath:instancePath+"/result/name",schemaPath:"schema:Config/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.payload !== undefined){
if(typeof data0.payload !== "string"){
const err8 = {instancePath:instancePath+"/result/payload",schemaPath:"schema:Config/properties/payload/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.createdAt !== undefined){
let data3 = data0.createdAt;
if(typeof data3 === "string"){
if(!(formats0.validate.test(data3))){
const err9 = {instancePath:instancePath+"/result/createdAt",schemaPath:"schema:Config/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err10 = {instancePath:instancePath+"/result/createdAt",schemaPath:"schema:Config/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.updatedAt !== undefined){
let data4 = data0.updatedAt;
if(typeof data4 === "string"){
if(!(formats0.validate.test(data4))){
const err11 = {instancePath:instancePath+"/result/updatedAt",schemaPath:"schema:Config/properties/updatedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err12 = {instancePath:instancePath+"/result/updatedAt",schemaPath:"schema:Config/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err13 = {instancePath:instancePath+"/result",schemaPath:"schema:Config/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.code !== undefined){
let data5 = data.code;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err14 = {instancePath:instancePath+"/code",schemaPath:"schema:SuccessCode/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(data5 === 2000)){
const err15 = {instancePath:instancePath+"/code",schemaPath:"schema:SuccessCode/enum",keyword:"enum",params:{allowedValues: schema2.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.message !== undefined){
let data6 = data.message;
if(typeof data6 !== "string"){
const err16 = {instancePath:instancePath+"/message",schemaPath:"schema:SuccessMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(data6 === "Success")){
const err17 = {instancePath:instancePath+"/message",schemaPath:"schema:SuccessMessage/enum",keyword:"enum",params:{allowedValues: schema3.enum},message:"must be equal to one of the allowed values"};
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
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate16.errors = vErrors;
return errors === 0;
}

exports.res_15 = validate17;
const schema58 = {"type":"object","required":["result","code","message"],"properties":{"result":{"type":"object","required":["licensees","hasMore"],"properties":{"licensees":{"type":"array","items":{"$ref":"schema:Licensee"}},"hasMore":{"type":"boolean"}}},"code":{"$ref":"schema:SuccessCode"},"message":{"$ref":"schema:SuccessMessage"}}};
const schema59 = {"type":"object","required":["id","key","name","address","postcode","whitelist","daily","createdAt","cancelled"],"properties":{"id":{"type":"string"},"key":{"type":"string"},"name":{"type":"string"},"address":{"type":"string"},"postcode":{"type":"string"},"whitelist":{"type":"array","items":{"type":"string"}},"daily":{"type":"object","required":["limit","consumed"],"properties":{"limit":{"type":"integer","nullable":true},"consumed":{"type":"integer","minimum":0}}},"createdAt":{"type":"string","format":"date-time"},"cancelled":{"type":"boolean"}}};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.result === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "result"},message:"must have required property '"+"result"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.message === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.result !== undefined){
let data0 = data.result;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.licensees === undefined){
const err3 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/required",keyword:"required",params:{missingProperty: "licensees"},message:"must have required property '"+"licensees"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.hasMore === undefined){
const err4 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/required",keyword:"required",params:{missingProperty: "hasMore"},message:"must have required property '"+"hasMore"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.licensees !== undefined){
let data1 = data0.licensees;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.id === undefined){
const err5 = {instancePath:instancePath+"/result/licensees/" + i0,schemaPath:"schema:Licensee/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.key === undefined){
const err6 = {instancePath:instancePath+"/result/licensees/" + i0,schemaPath:"schema:Licensee/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.name === undefined){
const err7 = {instancePath:instancePath+"/result/licensees/" + i0,schemaPath:"schema:Licensee/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.address === undefined){
const err8 = {instancePath:instancePath+"/result/licensees/" + i0,schemaPath:"schema:Licensee/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.postcode === undefined){
const err9 = {instancePath:instancePath+"/result/licensees/" + i0,schemaPath:"schema:Licensee/required",keyword:"required",params:{missingProperty: "postcode"},message:"must have required property '"+"postcode"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.whitelist === undefined){
const err10 = {instancePath:instancePath+"/result/licensees/" + i0,schemaPath:"schema:Licensee/required",keyword:"required",params:{missingProperty: "whitelist"},message:"must have required property '"+"whitelist"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.daily === undefined){
const err11 = {instancePath:instancePath+"/result/licensees/" + i0,schemaPath:"schema:Licensee/required",keyword:"required",params:{missingProperty: "daily"},message:"must have required property '"+"daily"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2.createdAt === undefined){
const err12 = {instancePath:instancePath+"/result/licensees/" + i0,schemaPath:"schema:Licensee/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2.cancelled === undefined){
const err13 = {instancePath:instancePath+"/result/licensees/" + i0,schemaPath:"schema:Licensee/required",keyword:"required",params:{missingProperty: "cancelled"},message:"must have required property '"+"cancelled"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data2.id !== undefined){
if(typeof data2.id !== "string"){
const err14 = {instancePath:instancePath+"/result/licensees/" + i0+"/id",schemaPath:"schema:Licensee/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.key !== undefined){
if(typeof data2.key !== "string"){
const err15 = {instancePath:instancePath+"/result/licensees/" + i0+"/key",schemaPath:"schema:Licensee/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.name !== undefined){
if(typeof data2.name !== "string"){
const err16 = {instancePath:instancePath+"/result/licensees/" + i0+"/name",schemaPath:"schema:Licensee/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data2.address !== undefined){
if(typeof data2.address !== "string"){
const err17 = {instancePath:instancePath+"/result/licensees/" + i0+"/address",schemaPath:"schema:Licensee/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.postcode !== undefined){
if(typeof data2.postcode !== "string"){
const err18 = {instancePath:instancePath+"/result/licensees/" + i0+"/postcode",schemaPath:"schema:Licensee/properties/postcode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data2.whitelist !== undefined){
let data8 = data2.whitelist;
if(Array.isArray(data8)){
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
if(typeof data8[i1] !== "string"){
const err19 = {instancePath:instancePath+"/result/licensees/" + i0+"/whitelist/" + i1,schemaPath:"schema:Licensee/properties/whitelist/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err20 = {instancePath:instancePath+"/result/licensees/" + i0+"/whitelist",schemaPath:"schema:Licensee/properties/whitelist/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data2.daily !== undefined){
let data10 = data2.daily;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.limit === undefined){
const err21 = {instancePath:instancePath+"/result/licensees/" + i0+"/daily",schemaPath:"schema:Licensee/properties/daily/required",keyword:"required",params:{missingProperty: "limit"},message:"must have required property '"+"limit"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data10.consumed === undefined){
const err22 = {instancePath:instancePath+"/result/licensees/" + i0+"/daily",schemaPath:"schema:Licensee/properties/daily/required",keyword:"required",params:{missingProperty: "consumed"},message:"must have required property '"+"consumed"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data10.limit !== undefined){
let data11 = data10.limit;
if((!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))) && (data11 !== null)){
const err23 = {instancePath:instancePath+"/result/licensees/" + i0+"/daily/limit",schemaPath:"schema:Licensee/properties/daily/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data10.consumed !== undefined){
let data12 = data10.consumed;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err24 = {instancePath:instancePath+"/result/licensees/" + i0+"/daily/consumed",schemaPath:"schema:Licensee/properties/daily/properties/consumed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err25 = {instancePath:instancePath+"/result/licensees/" + i0+"/daily/consumed",schemaPath:"schema:Licensee/properties/daily/properties/consumed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err26 = {instancePath:instancePath+"/result/licensees/" + i0+"/daily",schemaPath:"schema:Licensee/properties/daily/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data2.createdAt !== undefined){
let data13 = data2.createdAt;
if(typeof data13 === "string"){
if(!(formats0.validate.test(data13))){
const err27 = {instancePath:instancePath+"/result/licensees/" + i0+"/createdAt",schemaPath:"schema:Licensee/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err28 = {instancePath:instancePath+"/result/licensees/" + i0+"/createdAt",schemaPath:"schema:Licensee/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data2.cancelled !== undefined){
if(typeof data2.cancelled !== "boolean"){
const err29 = {instancePath:instancePath+"/result/licensees/" + i0+"/cancelled",schemaPath:"schema:Licensee/properties/cancelled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err30 = {instancePath:instancePath+"/result/licensees/" + i0,schemaPath:"schema:Licensee/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err31 = {instancePath:instancePath+"/result/licensees",schemaPath:"#/properties/result/properties/licensees/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data0.hasMore !== undefined){
if(typeof data0.hasMore !== "boolean"){
const err32 = {instancePath:instancePath+"/result/hasMore",schemaPath:"#/properties/result/properties/hasMore/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err33 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.code !== undefined){
let data16 = data.code;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err34 = {instancePath:instancePath+"/code",schemaPath:"schema:SuccessCode/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!(data16 === 2000)){
const err35 = {instancePath:instancePath+"/code",schemaPath:"schema:SuccessCode/enum",keyword:"enum",params:{allowedValues: schema2.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.message !== undefined){
let data17 = data.message;
if(typeof data17 !== "string"){
const err36 = {instancePath:instancePath+"/message",schemaPath:"schema:SuccessMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(!(data17 === "Success")){
const err37 = {instancePath:instancePath+"/message",schemaPath:"schema:SuccessMessage/enum",keyword:"enum",params:{allowedValues: schema3.enum},message:"must be equal to one of the allowed values"};
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
const err38 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

exports.res_LicenseeEnvelope = validate18;
const schema62 = {"type":"object","required":["result","code","message"],"properties":{"result":{"$ref":"schema:Licensee"},"code":{"$ref":"schema:SuccessCode"},"message":{"$ref":"schema:SuccessMessage"}}};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.result === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "result"},message:"must have required property '"+"result"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.message === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.result !== undefined){
let data0 = data.result;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.id === undefined){
const err3 = {instancePath:instancePath+"/result",schemaPath:"schema:Licensee/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.key === undefined){
const err4 = {instancePath:instancePath+"/result",schemaPath:"schema:Licensee/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.name === undefined){
const err5 = {instancePath:instancePath+"/result",schemaPath:"schema:Licensee/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.address === undefined){
const err6 = {instancePath:instancePath+"/result",schemaPath:"schema:Licensee/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.postcode === undefined){
const err7 = {instancePath:instancePath+"/result",schemaPath:"schema:Licensee/required",keyword:"required",params:{missingProperty: "postcode"},message:"must have required property '"+"postcode"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0.whitelist === undefined){
const err8 = {instancePath:instancePath+"/result",schemaPath:"schema:Licensee/required",keyword:"required",params:{missingProperty: "whitelist"},message:"must have required property '"+"whitelist"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0.daily === undefined){
const err9 = {instancePath:instancePath+"/result",schemaPath:"schema:Licensee/required",keyword:"required",params:{missingProperty: "daily"},message:"must have required property '"+"daily"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data0.createdAt === undefined){
const err10 = {instancePath:instancePath+"/result",schemaPath:"schema:Licensee/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data0.cancelled === undefined){
const err11 = {instancePath:instancePath+"/result",schemaPath:"schema:Licensee/required",keyword:"required",params:{missingProperty: "cancelled"},message:"must have required property '"+"cancelled"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data0.id !== undefined){
if(typeof data0.id !== "string"){
const err12 = {instancePath:instancePath+"/result/id",schemaPath:"schema:Licensee/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data0.key !== undefined){
if(typeof data0.key !== "string"){
const err13 = {instancePath:instancePath+"/result/key",schemaPath:"schema:Licensee/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data0.name !== undefined){
if(typeof data0.name !== "string"){
const err14 = {instancePath:instancePath+"/result/name",schemaPath:"schema:Licensee/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data0.address !== undefined){
if(typeof data0.address !== "string"){
const err15 = {instancePath:instancePath+"/result/address",schemaPath:"schema:Licensee/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data0.postcode !== undefined){
if(typeof data0.postcode !== "string"){
const err16 = {instancePath:instancePath+"/result/postcode",schemaPath:"schema:Licensee/properties/postcode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data0.whitelist !== undefined){
let data6 = data0.whitelist;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
if(typeof data6[i0] !== "string"){
const err17 = {instancePath:instancePath+"/result/whitelist/" + i0,schemaPath:"schema:Licensee/properties/whitelist/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err18 = {instancePath:instancePath+"/result/whitelist",schemaPath:"schema:Licensee/properties/whitelist/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data0.daily !== undefined){
let data8 = data0.daily;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.limit === undefined){
const err19 = {instancePath:instancePath+"/result/daily",schemaPath:"schema:Licensee/properties/daily/required",keyword:"required",params:{missingProperty: "limit"},message:"must have required property '"+"limit"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data8.consumed === undefined){
const err20 = {instancePath:instancePath+"/result/daily",schemaPath:"schema:Licensee/properties/daily/required",keyword:"required",params:{missingProperty: "consumed"},message:"must have required property '"+"consumed"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data8.limit !== undefined){
let data9 = data8.limit;
if((!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))) && (data9 !== null)){
const err21 = {instancePath:instancePath+"/result/daily/limit",schemaPath:"schema:Licensee/properties/daily/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data8.consumed !== undefined){
let data10 = data8.consumed;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err22 = {instancePath:instancePath+"/result/daily/consumed",schemaPath:"schema:Licensee/properties/daily/properties/consumed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
const err23 = {instancePath:instancePath+"/result/daily/consumed",schemaPath:"schema:Licensee/properties/daily/properties/consumed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err24 = {instancePath:instancePath+"/result/daily",schemaPath:"schema:Licensee/properties/daily/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data0.createdAt !== undefined){
let data11 = data0.createdAt;
if(typeof data11 === "string"){
if(!(formats0.validate.test(data11))){
const err25 = {instancePath:instancePath+"/result/createdAt",schemaPath:"schema:Licensee/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err26 = {instancePath:instancePath+"/result/createdAt",schemaPath:"schema:Licensee/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data0.cancelled !== undefined){
if(typeof data0.cancelled !== "boolean"){
const err27 = {instancePath:instancePath+"/result/cancelled",schemaPath:"schema:Licensee/properties/cancelled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/result",schemaPath:"schema:Licensee/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.code !== undefined){
let data13 = data.code;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err29 = {instancePath:instancePath+"/code",schemaPath:"schema:SuccessCode/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!(data13 === 2000)){
const err30 = {instancePath:instancePath+"/code",schemaPath:"schema:SuccessCode/enum",keyword:"enum",params:{allowedValues: schema2.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.message !== undefined){
let data14 = data.message;
if(typeof data14 !== "string"){
const err31 = {instancePath:instancePath+"/message",schemaPath:"schema:SuccessMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!(data14 === "Success")){
const err32 = {instancePath:instancePath+"/message",schemaPath:"schema:SuccessMessage/enum",keyword:"enum",params:{allowedValues: schema3.enum},message:"must be equal to one of the allowed values"};
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
const err33 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
validate18.errors = vErrors;
return errors === 0;
}

exports.res_17 = validate19;
const schema66 = {"type":"string"};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate19.errors = vErrors;
return errors === 0;
}

exports.res_18 = validate20;
const schema67 = {"type":"object","required":["result","code","message"],"properties":{"result":{"$ref":"schema:KeyUsage"},"code":{"$ref":"schema:SuccessCode"},"message":{"$ref":"schema:SuccessMessage"}}};
const schema68 = {"type":"object","required":["start","end","total","dailyCount"],"properties":{"start":{"type":"string","format":"date-time"},"end":{"type":"string","format":"date-time"},"total":{"type":"integer","minimum":0},"dailyCount":{"type":"array","items":{"type":"object","required":["date","count"],"properties":{"date":{"type":"string","format":"date-time"},"count":{"type":"integer","minimum":0}}}}}};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.result === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "result"},message:"must have required property '"+"result"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.message === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.result !== undefined){
let data0 = data.result;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.start === undefined){
const err3 = {instancePath:instancePath+"/result",schemaPath:"schema:KeyUsage/required",keyword:"required",params:{missingProperty: "start"},message:"must have required property '"+"start"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.end === undefined){
const err4 = {instancePath:instancePath+"/result",schemaPath:"schema:KeyUsage/required",keyword:"required",params:{missingProperty: "end"},message:"must have required property '"+"end"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.total === undefined){
const err5 = {instancePath:instancePath+"/result",schemaPath:"schema:KeyUsage/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.dailyCount === undefined){
const err6 = {instancePath:instancePath+"/result",schemaPath:"schema:KeyUsage/required",keyword:"required",params:{missingProperty: "dailyCount"},message:"must have required property '"+"dailyCount"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.start !== undefined){
let data1 = data0.start;
if(typeof data1 === "string"){
if(!(formats0.validate.test(data1))){
const err7 = {instancePath:instancePath+"/result/start",schemaPath:"schema:KeyUsage/properties/start/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err8 = {instancePath:instancePath+"/result/start",schemaPath:"schema:KeyUsage/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.end !== undefined){
let data2 = data0.end;
if(typeof data2 === "string"){
if(!(formats0.validate.test(data2))){
const err9 = {instancePath:instancePath+"/result/end",schemaPath:"schema:KeyUsage/properties/end/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err10 = {instancePath:instancePath+"/result/end",schemaPath:"schema:KeyUsage/properties/end/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.total !== undefined){
let data3 = data0.total;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err11 = {instancePath:instancePath+"/result/total",schemaPath:"schema:KeyUsage/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/result/total",schemaPath:"schema:KeyUsage/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data0.dailyCount !== undefined){
let data4 = data0.dailyCount;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.date === undefined){
const err13 = {instancePath:instancePath+"/result/dailyCount/" + i0,schemaPath:"schema:KeyUsage/properties/dailyCount/items/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data5.count === undefined){
const err14 = {instancePath:instancePath+"/result/dailyCount/" + i0,schemaPath:"schema:KeyUsage/properties/dailyCount/items/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data5.date !== undefined){
let data6 = data5.date;
if(typeof data6 === "string"){
if(!(formats0.validate.test(data6))){
const err15 = {instancePath:instancePath+"/result/dailyCount/" + i0+"/date",schemaPath:"schema:KeyUsage/properties/dailyCount/items/properties/date/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err16 = {instancePath:instancePath+"/result/dailyCount/" + i0+"/date",schemaPath:"schema:KeyUsage/properties/dailyCount/items/properties/date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data5.count !== undefined){
let data7 = data5.count;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err17 = {instancePath:instancePath+"/result/dailyCount/" + i0+"/count",schemaPath:"schema:KeyUsage/properties/dailyCount/items/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err18 = {instancePath:instancePath+"/result/dailyCount/" + i0+"/count",schemaPath:"schema:KeyUsage/properties/dailyCount/items/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err19 = {instancePath:instancePath+"/result/dailyCount/" + i0,schemaPath:"schema:KeyUsage/properties/dailyCount/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err20 = {instancePath:instancePath+"/result/dailyCount",schemaPath:"schema:KeyUsage/properties/dailyCount/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err21 = {instancePath:instancePath+"/result",schemaPath:"schema:KeyUsage/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.code !== undefined){
let data8 = data.code;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err22 = {instancePath:instancePath+"/code",schemaPath:"schema:SuccessCode/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!(data8 === 2000)){
const err23 = {instancePath:instancePath+"/code",schemaPath:"schema:SuccessCode/enum",keyword:"enum",params:{allowedValues: schema2.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.message !== undefined){
let data9 = data.message;
if(typeof data9 !== "string"){
const err24 = {instancePath:instancePath+"/message",schemaPath:"schema:SuccessMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!(data9 === "Success")){
const err25 = {instancePath:instancePath+"/message",schemaPath:"schema:SuccessMessage/enum",keyword:"enum",params:{allowedValues: schema3.enum},message:"must be equal to one of the allowed values"};
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
validate20.errors = vErrors;
return errors === 0;
}
