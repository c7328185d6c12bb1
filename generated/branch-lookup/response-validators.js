// generated from specs/branch-lookup.yaml — do not edit; run `make generate`
"use strict";
exports.res_BranchesResponse = validate0;
const schema0 = {"type":"object","required":["meta","data"],"additionalProperties":false,"properties":{"meta":{"$ref":"schema:Meta"},"data":{"type":"array","items":{"type":"object","required":["Brand"],"additionalProperties":false,"properties":{"Brand":{"type":"array","minItems":1,"items":{"$ref":"schema:Brand"}}}}}}};
const schema1 = {"type":"object","required":["LastUpdated","TotalResults","Agreement","License","TermsOfUse"],"additionalProperties":false,"properties":{"LastUpdated":{"type":"string","format":"date-time"},"TotalResults":{"type":"integer","minimum":0},"Agreement":{"type":"string","enum":["Use of the APIs and any related data will be subject to the terms of the Open Licence and subject to terms and conditions"]},"License":{"type":"string","format":"uri","enum":["https://www.openbanking.org.uk/open-licence"]},"TermsOfUse":{"type":"string","format":"uri","enum":["https://www.openbanking.org.uk/terms"]}}};
const formats0 = require("../formats")["date-time"];
const formats2 = /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i;
const schema2 = {"type":"object","required":["BrandName","Branch"],"additionalProperties":false,"properties":{"BrandName":{"type":"string","minLength":1,"maxLength":140},"Branch":{"type":"array","minItems":1,"items":{"$ref":"schema:Branch"}}}};
const func0 = require("ajv/dist/runtime/ucs2length").default;
const schema3 = {"type":"object","required":["Identification","SequenceNumber","Type","CustomerSegment","PostalAddress"],"additionalProperties":false,"properties":{"Identification":{"type":"string","minLength":1,"maxLength":35},"SequenceNumber":{"type":"string","minLength":1,"maxLength":35},"Name":{"type":"string","minLength":1,"maxLength":140},"Type":{"type":"string","enum":["Mobile","Physical"]},"SortCode":{"type":"array","items":{"type":"string","minLength":1,"maxLength":8}},"Photo":{"type":"string"},"CustomerSegment":{"type":"array","minItems":1,"items":{"type":"string","enum":["Business","Corporate","Other","Personal","Private","Premier","Select","SME","Wealth"]}},"ServiceAndFacility":{"type":"array","items":{"type":"string","enum":["AssistedServiceCounter","ExternalATM","AccountVerificationService","BusinessCounter","BureauDeChange","BusinessDepositTerminal","BusinessITSupport","CardIssuanceFacility","CollectionLockers","CounterServices","ExternalQuickServicePoint","InternalQuickServicePoint","InternalATM","LodgementDevice","MortgageAdvisor","MeetingRooms","NightSafe","OnlineBankingPoint","OnDemandCurrency","Other","Parking","PremierCounter","QuickDeposit","SaturdayCounterService","StatementPrinter","SelfServiceAccountOpening","VideoBanking","WiFi"]}},"Accessibility":{"type":"array","items":{"type":"string","enum":["AutomaticDoors","AudioCashMachine","ExternalRamp","HelpingHandUnit","InductionLoop","InternalRamp","LevelAccess","LowerLevelCounter","Other","WheelchairAccess"]}},"Note":{"type":"string","minLength":1,"maxLength":2000},"OtherCustomerSegment":{"type":"array","items":{"$ref":"schema:OtherCode"}},"OtherServiceAndFacility":{"type":"array","items":{"$ref":"schema:OtherCode"}},"OtherAccessibility":{"type":"array","items":{"$ref":"schema:OtherCode"}},"Availability":{"$ref":"schema:Availability"},"ContactInfo":{"type":"array","items":{"$ref":"schema:ContactInfo"}},"PostalAddress":{"$ref":"schema:PostalAddress"}}};
const schema4 = {"type":"object","required":["Name","Description"],"additionalProperties":false,"properties":{"Code":{"type":"string","maxLength":4,"pattern":"^\\w{0,4}$"},"Name":{"type":"string","minLength":1,"maxLength":70},"Description":{"type":"string","minLength":1,"maxLength":350}}};
const schema10 = {"type":"object","required":["ContactType","ContactContent"],"additionalProperties":false,"properties":{"ContactType":{"type":"string","enum":["AlternateEmail","AlternateFax","AlternatePhone","Email","Fax","Other","Phone"]},"ContactContent":{"type":"string","minLength":1,"maxLength":256},"ContactDescription":{"type":"string","minLength":1,"maxLength":70}}};
const schema11 = {"type":"object","required":["PostCode"],"additionalProperties":false,"properties":{"AddressLine":{"type":"array","maxItems":7,"items":{"type":"string","minLength":1,"maxLength":70}},"BuildingNumber":{"type":"string","minLength":1,"maxLength":350},"StreetName":{"type":"string","minLength":1,"maxLength":70},"TownName":{"type":"string","minLength":1,"maxLength":35},"CountrySubDivision":{"type":"array","maxItems":2,"items":{"type":"string","minLength":1,"maxLength":35}},"Country":{"type":"string","pattern":"^[A-Z]{2}$"},"PostCode":{"type":"string","minLength":1,"maxLength":16},"GeoLocation":{"type":"object","required":["GeographicCoordinates"],"additionalProperties":false,"properties":{"GeographicCoordinates":{"type":"object","required":["Latitude","Longitude"],"additionalProperties":false,"properties":{"Latitude":{"type":"string","pattern":"^-?\\d{1,3}\\.\\d{1,8}$"},"Longitude":{"type":"string","pattern":"^-?\\d{1,3}\\.\\d{1,8}$"}}}}}}};
const func2 = Object.prototype.hasOwnProperty;
const pattern0 = new RegExp("^\\w{0,4}$", "u");
const pattern7 = new RegExp("^[A-Z]{2}$", "u");
const pattern8 = new RegExp("^-?\\d{1,3}\\.\\d{1,8}$", "u");
const schema7 = {"type":"object","required":["StandardAvailability"],"additionalProperties":false,"properties":{"StandardAvailability":{"type":"object","required":["Day"],"additionalProperties":false,"properties":{"Day":{"type":"array","minItems":1,"maxItems":7,"items":{"$ref":"schema:Day"}}}},"NonStandardAvailability":{"type":"array","items":{"type":"object","required":["Name"],"additionalProperties":false,"properties":{"Name":{"type":"string","minLength":1,"maxLength":140},"StartDate":{"type":"string","format":"date"},"EndDate":{"type":"string","format":"date"},"Notes":{"type":"string","minLength":1,"maxLength":2000},"Day":{"type":"array","maxItems":7,"items":{"$ref":"schema:Day"}}}}}}};
const schema8 = {"type":"object","required":["Name","OpeningHours"],"additionalProperties":false,"properties":{"Name":{"type":"string","enum":["Monday","Tuesday","Wednesday","Thursday","Friday","Saturday","Sunday"]},"Notes":{"type":"string","minLength":1,"maxLength":2000},"OpeningHours":{"type":"array","minItems":1,"items":{"type":"object","required":["OpeningTime","ClosingTime"],"additionalProperties":false,"properties":{"OpeningTime":{"type":"string","pattern":"^(2[0-3]|[01][0-9]):?([0-5][0-9])$"},"ClosingTime":{"type":"string","pattern":"^(2[0-3]|[01][0-9]):?([0-5][0-9])$"}}}}}};
const pattern3 = new RegExp("^(2[0-3]|[01][0-9]):?([0-5][0-9])$", "u");
const formats6 = require("../formats").date;

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.StandardAvailability === undefined) && (missing0 = "StandardAvailability")){
validate3.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "StandardAvailability") || (key0 === "NonStandardAvailability"))){
validate3.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.StandardAvailability !== undefined){
let data0 = data.StandardAvailability;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if((data0.Day === undefined) && (missing1 = "Day")){
validate3.errors = [{instancePath:instancePath+"/StandardAvailability",schemaPath:"#/properties/StandardAvailability/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs4 = errors;
for(const key1 in data0){
if(!(key1 === "Day")){
validate3.errors = [{instancePath:instancePath+"/StandardAvailability",schemaPath:"#/properties/StandardAvailability/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs4 === errors){
if(data0.Day !== undefined){
let data1 = data0.Day;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data1)){
if(data1.length > 7){
validate3.errors = [{instancePath:instancePath+"/StandardAvailability/Day",schemaPath:"#/properties/StandardAvailability/properties/Day/maxItems",keyword:"maxItems",params:{limit: 7},message:"must NOT have more than 7 items"}];
return false;
}
else {
if(data1.length < 1){
validate3.errors = [{instancePath:instancePath+"/StandardAvailability/Day",schemaPath:"#/properties/StandardAvailability/properties/Day/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
const _errs7 = errors;
const _errs8 = errors;
if(errors === _errs8){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing2;
if(((data2.Name === undefined) && (missing2 = "Name")) || ((data2.OpeningHours === undefined) && (missing2 = "OpeningHours"))){
validate3.errors = [{instancePath:instancePath+"/StandardAvailability/Day/" + i0,schemaPath:"schema:Day/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs10 = errors;
for(const key2 in data2){
if(!(((key2 === "Name") || (key2 === "Notes")) || (key2 === "OpeningHours"))){
validate3.errors = [{instancePath:instancePath+"/StandardAvailability/Day/" + i0,schemaPath:"schema:Day/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs10 === errors){
if(data2.Name !== undefined){
let data3 = data2.Name;
const _errs11 = errors;
if(typeof data3 !== "string"){
validate3.errors = [{instancePath:instancePath+"/StandardAvailability/Day/" + i0+"/Name",schemaPath:"schema:Day/properties/Name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data3 === "Monday") || (data3 === "Tuesday")) || (data3 === "Wednesday")) || (data3 === "Thursday")) || (data3 === "Friday")) || (data3 === "Saturday")) || (data3 === "Sunday"))){
validate3.errors = [{instancePath:instancePath+"/StandardAvailability/Day/" + i0+"/Name",schemaPath:"schema:Day/properties/Name/enum",keyword:"enum",params:{allowedValues: schema8.properties.Name.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid4 = _errs11 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data2.Notes !== undefined){
let data4 = data2.Notes;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data4 === "string"){
if(func0(data4) > 2000){
validate3.errors = [{instancePath:instancePath+"/StandardAvailability/Day/" + i0+"/Notes",schemaPath:"schema:Day/properties/Notes/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"}];
return false;
}
else {
if(func0(data4) < 1){
validate3.errors = [{instancePath:instancePath+"/StandardAvailability/Day/" + i0+"/Notes",schemaPath:"schema:Day/properties/Notes/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/StandardAvailability/Day/" + i0+"/Notes",schemaPath:"schema:Day/properties/Notes/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid4 = _errs13 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data2.OpeningHours !== undefined){
let data5 = data2.OpeningHours;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data5)){
if(data5.length < 1){
validate3.errors = [{instancePath:instancePath+"/StandardAvailability/Day/" + i0+"/OpeningHours",schemaPath:"schema:Day/properties/OpeningHours/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid5 = true;
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
let data6 = data5[i1];
const _errs17 = errors;
if(errors === _errs17){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing3;
if(((data6.OpeningTime === undefined) && (missing3 = "OpeningTime")) || ((data6.ClosingTime === undefined) && (missing3 = "ClosingTime"))){
validate3.errors = [{instancePath:instancePath+"/StandardAvailability/Day/" + i0+"/OpeningHours/" + i1,schemaPath:"schema:Day/properties/OpeningHours/items/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs19 = errors;
for(const key3 in data6){
if(!((key3 === "OpeningTime") || (key3 === "ClosingTime"))){
validate3.errors = [{instancePath:instancePath+"/StandardAvailability/Day/" + i0+"/OpeningHours/" + i1,schemaPath:"schema:Day/properties/OpeningHours/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs19 === errors){
if(data6.OpeningTime !== undefined){
let data7 = data6.OpeningTime;
const _errs20 = errors;
if(errors === _errs20){
if(typeof data7 === "string"){
if(!pattern3.test(data7)){
validate3.errors = [{instancePath:instancePath+"/StandardAvailability/Day/" + i0+"/OpeningHours/" + i1+"/OpeningTime",schemaPath:"schema:Day/properties/OpeningHours/items/properties/OpeningTime/pattern",keyword:"pattern",params:{pattern: "^(2[0-3]|[01][0-9]):?([0-5][0-9])$"},message:"must match pattern \""+"^(2[0-3]|[01][0-9]):?([0-5][0-9])$"+"\""}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/StandardAvailability/Day/" + i0+"/OpeningHours/" + i1+"/OpeningTime",schemaPath:"schema:Day/properties/OpeningHours/items/properties/OpeningTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid6 = _errs20 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data6.ClosingTime !== undefined){
let data8 = data6.ClosingTime;
const _errs22 = errors;
if(errors === _errs22){
if(typeof data8 === "string"){
if(!pattern3.test(data8)){
validate3.errors = [{instancePath:instancePath+"/StandardAvailability/Day/" + i0+"/OpeningHours/" + i1+"/ClosingTime",schemaPath:"schema:Day/properties/OpeningHours/items/properties/ClosingTime/pattern",keyword:"pattern",params:{pattern: "^(2[0-3]|[01][0-9]):?([0-5][0-9])$"},message:"must match pattern \""+"^(2[0-3]|[01][0-9]):?([0-5][0-9])$"+"\""}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/StandardAvailability/Day/" + i0+"/OpeningHours/" + i1+"/ClosingTime",schemaPath:"schema:Day/properties/OpeningHours/items/properties/ClosingTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid6 = _errs22 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/StandardAvailability/Day/" + i0+"/OpeningHours/" + i1,schemaPath:"schema:Day/properties/OpeningHours/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs17 === errors;
if(!valid5){
break;
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/StandardAvailability/Day/" + i0+"/OpeningHours",schemaPath:"schema:Day/properties/OpeningHours/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid4 = _errs15 === errors;
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
validate3.errors = [{instancePath:instancePath+"/StandardAvailability/Day/" + i0,schemaPath:"schema:Day/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs7 === errors;
if(!valid2){
break;
}
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/StandardAvailability/Day",schemaPath:"#/properties/StandardAvailability/properties/Day/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/StandardAvailability",schemaPath:"#/properties/StandardAvailability/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.NonStandardAvailability !== undefined){
let data9 = data.NonStandardAvailability;
const _errs24 = errors;
if(errors === _errs24){
if(Array.isArray(data9)){
var valid7 = true;
const len2 = data9.length;
for(let i2=0; i2<len2; i2++){
let data10 = data9[i2];
const _errs26 = errors;
if(errors === _errs26){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
let missing4;
if((data10.Name === undefined) && (missing4 = "Name")){
validate3.errors = [{instancePath:instancePath+"/NonStandardAvailability/" + i2,schemaPath:"#/properties/NonStandardAvailability/items/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
const _errs28 = errors;
for(const key4 in data10){
if(!(((((key4 === "Name") || (key4 === "StartDate")) || (key4 === "EndDate")) || (key4 === "Notes")) || (key4 === "Day"))){
validate3.errors = [{instancePath:instancePath+"/NonStandardAvailability/" + i2,schemaPath:"#/properties/NonStandardAvailability/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs28 === errors){
if(data10.Name !== undefined){
let data11 = data10.Name;
const _errs29 = errors;
if(errors === _errs29){
if(typeof data11 === "string"){
if(func0(data11) > 140){
validate3.errors = [{instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Name",schemaPath:"#/properties/NonStandardAvailability/items/properties/Name/maxLength",keyword:"maxLength",params:{limit: 140},message:"must NOT have more than 140 characters"}];
return false;
}
else {
if(func0(data11) < 1){
validate3.errors = [{instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Name",schemaPath:"#/properties/NonStandardAvailability/items/properties/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Name",schemaPath:"#/properties/NonStandardAvailability/items/properties/Name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid8 = _errs29 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data10.StartDate !== undefined){
let data12 = data10.StartDate;
const _errs31 = errors;
if(errors === _errs31){
if(errors === _errs31){
if(typeof data12 === "string"){
if(!(formats6.validate.test(data12))){
validate3.errors = [{instancePath:instancePath+"/NonStandardAvailability/" + i2+"/StartDate",schemaPath:"#/properties/NonStandardAvailability/items/properties/StartDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/NonStandardAvailability/" + i2+"/StartDate",schemaPath:"#/properties/NonStandardAvailability/items/properties/StartDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid8 = _errs31 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data10.EndDate !== undefined){
let data13 = data10.EndDate;
const _errs33 = errors;
if(errors === _errs33){
if(errors === _errs33){
if(typeof data13 === "string"){
if(!(formats6.validate.test(data13))){
validate3.errors = [{instancePath:instancePath+"/NonStandardAvailability/" + i2+"/EndDate",schemaPath:"#/properties/NonStandardAvailability/items/properties/EndDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/NonStandardAvailability/" + i2+"/EndDate",schemaPath:"#/properties/NonStandardAvailability/items/properties/EndDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid8 = _errs33 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data10.Notes !== undefined){
let data14 = data10.Notes;
const _errs35 = errors;
if(errors === _errs35){
if(typeof data14 === "string"){
if(func0(data14) > 2000){
validate3.errors = [{instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Notes",schemaPath:"#/properties/NonStandardAvailability/items/properties/Notes/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"}];
return false;
}
else {
if(func0(data14) < 1){
validate3.errors = [{instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Notes",schemaPath:"#/properties/NonStandardAvailability/items/properties/Notes/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Notes",schemaPath:"#/properties/NonStandardAvailability/items/properties/Notes/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid8 = _errs35 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data10.Day !== undefined){
let data15 = data10.Day;
const _errs37 = errors;
if(errors === _errs37){
if(Array.isArray(data15)){
if(data15.length > 7){
validate3.errors = [{instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day",schemaPath:"#/properties/NonStandardAvailability/items/properties/Day/maxItems",keyword:"maxItems",params:{limit: 7},message:"must NOT have more than 7 items"}];
return false;
}
else {
var valid9 = true;
const len3 = data15.length;
for(let i3=0; i3<len3; i3++){
let data16 = data15[i3];
const _errs39 = errors;
const _errs40 = errors;
if(errors === _errs40){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing5;
if(((data16.Name === undefined) && (missing5 = "Name")) || ((data16.OpeningHours === undefined) && (missing5 = "OpeningHours"))){
validate3.errors = [{instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day/" + i3,schemaPath:"schema:Day/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"}];
return false;
}
else {
const _errs42 = errors;
for(const key5 in data16){
if(!(((key5 === "Name") || (key5 === "Notes")) || (key5 === "OpeningHours"))){
validate3.errors = [{instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day/" + i3,schemaPath:"schema:Day/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs42 === errors){
if(data16.Name !== undefined){
let data17 = data16.Name;
const _errs43 = errors;
if(typeof data17 !== "string"){
validate3.errors = [{instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day/" + i3+"/Name",schemaPath:"schema:Day/properties/Name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data17 === "Monday") || (data17 === "Tuesday")) || (data17 === "Wednesday")) || (data17 === "Thursday")) || (data17 === "Friday")) || (data17 === "Saturday")) || (data17 === "Sunday"))){
validate3.errors = [{instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day/" + i3+"/Name",schemaPath:"schema:Day/properties/Name/enum",keyword:"enum",params:{allowedValues: schema8.properties.Name.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid11 = _errs43 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data16.Notes !== undefined){
let data18 = data16.Notes;
const _errs45 = errors;
if(errors === _errs45){
if(typeof data18 === "string"){
if(func0(data18) > 2000){
validate3.errors = [{instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day/" + i3+"/Notes",schemaPath:"schema:Day/properties/Notes/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"}];
return false;
}
else {
if(func0(data18) < 1){
validate3.errors = [{instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day/" + i3+"/Notes",schemaPath:"schema:Day/properties/Notes/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day/" + i3+"/Notes",schemaPath:"schema:Day/properties/Notes/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid11 = _errs45 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data16.OpeningHours !== undefined){
let data19 = data16.OpeningHours;
const _errs47 = errors;
if(errors === _errs47){
if(Array.isArray(data19)){
if(data19.length < 1){
validate3.errors = [{instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day/" + i3+"/OpeningHours",schemaPath:"schema:Day/properties/OpeningHours/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid12 = true;
const len4 = data19.length;
for(let i4=0; i4<len4; i4++){
let data20 = data19[i4];
const _errs49 = errors;
if(errors === _errs49){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
let missing6;
if(((data20.OpeningTime === undefined) && (missing6 = "OpeningTime")) || ((data20.ClosingTime === undefined) && (missing6 = "ClosingTime"))){
validate3.errors = [{instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day/" + i3+"/OpeningHours/" + i4,schemaPath:"schema:Day/properties/OpeningHours/items/required",keyword:"required",params:{missingProperty: missing6},message:"must have required property '"+missing6+"'"}];
return false;
}
else {
const _errs51 = errors;
for(const key6 in data20){
if(!((key6 === "OpeningTime") || (key6 === "ClosingTime"))){
validate3.errors = [{instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day/" + i3+"/OpeningHours/" + i4,schemaPath:"schema:Day/properties/OpeningHours/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs51 === errors){
if(data20.OpeningTime !== undefined){
let data21 = data20.OpeningTime;
const _errs52 = errors;
if(errors === _errs52){
if(typeof data21 === "string"){
if(!pattern3.test(data21)){
validate3.errors = [{instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day/" + i3+"/OpeningHours/" + i4+"/OpeningTime",schemaPath:"schema:Day/properties/OpeningHours/items/properties/OpeningTime/pattern",keyword:"pattern",params:{pattern: "^(2[0-3]|[01][0-9]):?([0-5][0-9])$"},message:"must match pattern \""+"^(2[0-3]|[01][0-9]):?([0-5][0-9])$"+"\""}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day/" + i3+"/OpeningHours/" + i4+"/OpeningTime",schemaPath:"schema:Day/properties/OpeningHours/items/properties/OpeningTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid13 = _errs52 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data20.ClosingTime !== undefined){
let data22 = data20.ClosingTime;
const _errs54 = errors;
if(errors === _errs54){
if(typeof data22 === "string"){
if(!pattern3.test(data22)){
validate3.errors = [{instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day/" + i3+"/OpeningHours/" + i4+"/ClosingTime",schemaPath:"schema:Day/properties/OpeningHours/items/properties/ClosingTime/pattern",keyword:"pattern",params:{pattern: "^(2[0-3]|[01][0-9]):?([0-5][0-9])$"},message:"must match pattern \""+"^(2[0-3]|[01][0-9]):?([0-5][0-9])$"+"\""}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day/" + i3+"/OpeningHours/" + i4+"/ClosingTime",schemaPath:"schema:Day/properties/OpeningHours/items/properties/ClosingTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid13 = _errs54 === errors;
}
else {
var valid13 = true;
}
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day/" + i3+"/OpeningHours/" + i4,schemaPath:"schema:Day/properties/OpeningHours/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid12 = _errs49 === errors;
if(!valid12){
break;
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day/" + i3+"/OpeningHours",schemaPath:"schema:Day/properties/OpeningHours/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid11 = _errs47 === errors;
}
else {
var valid11 = true;
}
}
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day/" + i3,schemaPath:"schema:Day/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid9 = _errs39 === errors;
if(!valid9){
break;
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day",schemaPath:"#/properties/NonStandardAvailability/items/properties/Day/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid8 = _errs37 === errors;
}
else {
var valid8 = true;
}
}
}
}
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/NonStandardAvailability/" + i2,schemaPath:"#/properties/NonStandardAvailability/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid7 = _errs26 === errors;
if(!valid7){
break;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/NonStandardAvailability",schemaPath:"#/properties/NonStandardAvailability/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
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


function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.Identification === undefined) && (missing0 = "Identification")) || ((data.SequenceNumber === undefined) && (missing0 = "SequenceNumber"))) || ((data.Type === undefined) && (missing0 = "Type"))) || ((data.CustomerSegment === undefined) && (missing0 = "CustomerSegment"))) || ((data.PostalAddress === undefined) && (missing0 = "PostalAddress"))){
validate2.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema3.properties, key0))){
validate2.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.Identification !== undefined){
let data0 = data.Identification;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func0(data0) > 35){
validate2.errors = [{instancePath:instancePath+"/Identification",schemaPath:"#/properties/Identification/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate2.errors = [{instancePath:instancePath+"/Identification",schemaPath:"#/properties/Identification/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/Identification",schemaPath:"#/properties/Identification/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.SequenceNumber !== undefined){
let data1 = data.SequenceNumber;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func0(data1) > 35){
validate2.errors = [{instancePath:instancePath+"/SequenceNumber",schemaPath:"#/properties/SequenceNumber/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
else {
if(func0(data1) < 1){
validate2.errors = [{instancePath:instancePath+"/SequenceNumber",schemaPath:"#/properties/SequenceNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/SequenceNumber",schemaPath:"#/properties/SequenceNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(func0(data2) > 140){
validate2.errors = [{instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/maxLength",keyword:"maxLength",params:{limit: 140},message:"must NOT have more than 140 characters"}];
return false;
}
else {
if(func0(data2) < 1){
validate2.errors = [{instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Type !== undefined){
let data3 = data.Type;
const _errs8 = errors;
if(typeof data3 !== "string"){
validate2.errors = [{instancePath:instancePath+"/Type",schemaPath:"#/properties/Type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data3 === "Mobile") || (data3 === "Physical"))){
validate2.errors = [{instancePath:instancePath+"/Type",schemaPath:"#/properties/Type/enum",keyword:"enum",params:{allowedValues: schema3.properties.Type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.SortCode !== undefined){
let data4 = data.SortCode;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
const _errs12 = errors;
if(errors === _errs12){
if(typeof data5 === "string"){
if(func0(data5) > 8){
validate2.errors = [{instancePath:instancePath+"/SortCode/" + i0,schemaPath:"#/properties/SortCode/items/maxLength",keyword:"maxLength",params:{limit: 8},message:"must NOT have more than 8 characters"}];
return false;
}
else {
if(func0(data5) < 1){
validate2.errors = [{instancePath:instancePath+"/SortCode/" + i0,schemaPath:"#/properties/SortCode/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/SortCode/" + i0,schemaPath:"#/properties/SortCode/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs12 === errors;
if(!valid1){
break;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/SortCode",schemaPath:"#/properties/SortCode/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Photo !== undefined){
const _errs14 = errors;
if(typeof data.Photo !== "string"){
validate2.errors = [{instancePath:instancePath+"/Photo",schemaPath:"#/properties/Photo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.CustomerSegment !== undefined){
let data7 = data.CustomerSegment;
const _errs16 = errors;
if(errors === _errs16){
if(Array.isArray(data7)){
if(data7.length < 1){
validate2.errors = [{instancePath:instancePath+"/CustomerSegment",schemaPath:"#/properties/CustomerSegment/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid2 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
const _errs18 = errors;
if(typeof data8 !== "string"){
validate2.errors = [{instancePath:instancePath+"/CustomerSegment/" + i1,schemaPath:"#/properties/CustomerSegment/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((data8 === "Business") || (data8 === "Corporate")) || (data8 === "Other")) || (data8 === "Personal")) || (data8 === "Private")) || (data8 === "Premier")) || (data8 === "Select")) || (data8 === "SME")) || (data8 === "Wealth"))){
validate2.errors = [{instancePath:instancePath+"/CustomerSegment/" + i1,schemaPath:"#/properties/CustomerSegment/items/enum",keyword:"enum",params:{allowedValues: schema3.properties.CustomerSegment.items.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs18 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/CustomerSegment",schemaPath:"#/properties/CustomerSegment/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ServiceAndFacility !== undefined){
let data9 = data.ServiceAndFacility;
const _errs20 = errors;
if(errors === _errs20){
if(Array.isArray(data9)){
var valid3 = true;
const len2 = data9.length;
for(let i2=0; i2<len2; i2++){
let data10 = data9[i2];
const _errs22 = errors;
if(typeof data10 !== "string"){
validate2.errors = [{instancePath:instancePath+"/ServiceAndFacility/" + i2,schemaPath:"#/properties/ServiceAndFacility/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((((((((((((((((((data10 === "AssistedServiceCounter") || (data10 === "ExternalATM")) || (data10 === "AccountVerificationService")) || (data10 === "BusinessCounter")) || (data10 === "BureauDeChange")) || (data10 === "BusinessDepositTerminal")) || (data10 === "BusinessITSupport")) || (data10 === "CardIssuanceFacility")) || (data10 === "CollectionLockers")) || (data10 === "CounterServices")) || (data10 === "ExternalQuickServicePoint")) || (data10 === "InternalQuickServicePoint")) || (data10 === "InternalATM")) || (data10 === "LodgementDevice")) || (data10 === "MortgageAdvisor")) || (data10 === "MeetingRooms")) || (data10 === "NightSafe")) || (data10 === "OnlineBankingPoint")) || (data10 === "OnDemandCurrency")) || (data10 === "Other")) || (data10 === "Parking")) || (data10 === "PremierCounter")) || (data10 === "QuickDeposit")) || (data10 === "SaturdayCounterService")) || (data10 === "StatementPrinter")) || (data10 === "SelfServiceAccountOpening")) || (data10 === "VideoBanking")) || (data10 === "WiFi"))){
validate2.errors = [{instancePath:instancePath+"/ServiceAndFacility/" + i2,schemaPath:"#/properties/ServiceAndFacility/items/enum",keyword:"enum",params:{allowedValues: schema3.properties.ServiceAndFacility.items.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs22 === errors;
if(!valid3){
break;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/ServiceAndFacility",schemaPath:"#/properties/ServiceAndFacility/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Accessibility !== undefined){
let data11 = data.Accessibility;
const _errs24 = errors;
if(errors === _errs24){
if(Array.isArray(data11)){
var valid4 = true;
const len3 = data11.length;
for(let i3=0; i3<len3; i3++){
let data12 = data11[i3];
const _errs26 = errors;
if(typeof data12 !== "string"){
validate2.errors = [{instancePath:instancePath+"/Accessibility/" + i3,schemaPath:"#/properties/Accessibility/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((data12 === "AutomaticDoors") || (data12 === "AudioCashMachine")) || (data12 === "ExternalRamp")) || (data12 === "HelpingHandUnit")) || (data12 === "InductionLoop")) || (data12 === "InternalRamp")) || (data12 === "LevelAccess")) || (data12 === "LowerLevelCounter")) || (data12 === "Other")) || (data12 === "WheelchairAccess"))){
validate2.errors = [{instancePath:instancePath+"/Accessibility/" + i3,schemaPath:"#/properties/Accessibility/items/enum",keyword:"enum",params:{allowedValues: schema3.properties.Accessibility.items.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid4 = _errs26 === errors;
if(!valid4){
break;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/Accessibility",schemaPath:"#/properties/Accessibility/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Note !== undefined){
let data13 = data.Note;
const _errs28 = errors;
if(errors === _errs28){
if(typeof data13 === "string"){
if(func0(data13) > 2000){
validate2.errors = [{instancePath:instancePath+"/Note",schemaPath:"#/properties/Note/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"}];
return false;
}
else {
if(func0(data13) < 1){
validate2.errors = [{instancePath:instancePath+"/Note",schemaPath:"#/properties/Note/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/Note",schemaPath:"#/properties/Note/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.OtherCustomerSegment !== undefined){
let data14 = data.OtherCustomerSegment;
const _errs30 = errors;
if(errors === _errs30){
if(Array.isArray(data14)){
var valid5 = true;
const len4 = data14.length;
for(let i4=0; i4<len4; i4++){
let data15 = data14[i4];
const _errs32 = errors;
const _errs33 = errors;
if(errors === _errs33){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
let missing1;
if(((data15.Name === undefined) && (missing1 = "Name")) || ((data15.Description === undefined) && (missing1 = "Description"))){
validate2.errors = [{instancePath:instancePath+"/OtherCustomerSegment/" + i4,schemaPath:"schema:OtherCode/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs35 = errors;
for(const key1 in data15){
if(!(((key1 === "Code") || (key1 === "Name")) || (key1 === "Description"))){
validate2.errors = [{instancePath:instancePath+"/OtherCustomerSegment/" + i4,schemaPath:"schema:OtherCode/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs35 === errors){
if(data15.Code !== undefined){
let data16 = data15.Code;
const _errs36 = errors;
if(errors === _errs36){
if(typeof data16 === "string"){
if(func0(data16) > 4){
validate2.errors = [{instancePath:instancePath+"/OtherCustomerSegment/" + i4+"/Code",schemaPath:"schema:OtherCode/properties/Code/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"}];
return false;
}
else {
if(!pattern0.test(data16)){
validate2.errors = [{instancePath:instancePath+"/OtherCustomerSegment/" + i4+"/Code",schemaPath:"schema:OtherCode/properties/Code/pattern",keyword:"pattern",params:{pattern: "^\\w{0,4}$"},message:"must match pattern \""+"^\\w{0,4}$"+"\""}];
return false;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/OtherCustomerSegment/" + i4+"/Code",schemaPath:"schema:OtherCode/properties/Code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs36 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data15.Name !== undefined){
let data17 = data15.Name;
const _errs38 = errors;
if(errors === _errs38){
if(typeof data17 === "string"){
if(func0(data17) > 70){
validate2.errors = [{instancePath:instancePath+"/OtherCustomerSegment/" + i4+"/Name",schemaPath:"schema:OtherCode/properties/Name/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"}];
return false;
}
else {
if(func0(data17) < 1){
validate2.errors = [{instancePath:instancePath+"/OtherCustomerSegment/" + i4+"/Name",schemaPath:"schema:OtherCode/properties/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/OtherCustomerSegment/" + i4+"/Name",schemaPath:"schema:OtherCode/properties/Name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs38 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data15.Description !== undefined){
let data18 = data15.Description;
const _errs40 = errors;
if(errors === _errs40){
if(typeof data18 === "string"){
if(func0(data18) > 350){
validate2.errors = [{instancePath:instancePath+"/OtherCustomerSegment/" + i4+"/Description",schemaPath:"schema:OtherCode/properties/Description/maxLength",keyword:"maxLength",params:{limit: 350},message:"must NOT have more than 350 characters"}];
return false;
}
else {
if(func0(data18) < 1){
validate2.errors = [{instancePath:instancePath+"/OtherCustomerSegment/" + i4+"/Description",schemaPath:"schema:OtherCode/properties/Description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/OtherCustomerSegment/" + i4+"/Description",schemaPath:"schema:OtherCode/properties/Description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs40 === errors;
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
validate2.errors = [{instancePath:instancePath+"/OtherCustomerSegment/" + i4,schemaPath:"schema:OtherCode/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs32 === errors;
if(!valid5){
break;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/OtherCustomerSegment",schemaPath:"#/properties/OtherCustomerSegment/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.OtherServiceAndFacility !== undefined){
let data19 = data.OtherServiceAndFacility;
const _errs42 = errors;
if(errors === _errs42){
if(Array.isArray(data19)){
var valid8 = true;
const len5 = data19.length;
for(let i5=0; i5<len5; i5++){
let data20 = data19[i5];
const _errs44 = errors;
const _errs45 = errors;
if(errors === _errs45){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
let missing2;
if(((data20.Name === undefined) && (missing2 = "Name")) || ((data20.Description === undefined) && (missing2 = "Description"))){
validate2.errors = [{instancePath:instancePath+"/OtherServiceAndFacility/" + i5,schemaPath:"schema:OtherCode/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs47 = errors;
for(const key2 in data20){
if(!(((key2 === "Code") || (key2 === "Name")) || (key2 === "Description"))){
validate2.errors = [{instancePath:instancePath+"/OtherServiceAndFacility/" + i5,schemaPath:"schema:OtherCode/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs47 === errors){
if(data20.Code !== undefined){
let data21 = data20.Code;
const _errs48 = errors;
if(errors === _errs48){
if(typeof data21 === "string"){
if(func0(data21) > 4){
validate2.errors = [{instancePath:instancePath+"/OtherServiceAndFacility/" + i5+"/Code",schemaPath:"schema:OtherCode/properties/Code/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"}];
return false;
}
else {
if(!pattern0.test(data21)){
validate2.errors = [{instancePath:instancePath+"/OtherServiceAndFacility/" + i5+"/Code",schemaPath:"schema:OtherCode/properties/Code/pattern",keyword:"pattern",params:{pattern: "^\\w{0,4}$"},message:"must match pattern \""+"^\\w{0,4}$"+"\""}];
return false;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/OtherServiceAndFacility/" + i5+"/Code",schemaPath:"schema:OtherCode/properties/Code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid10 = _errs48 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data20.Name !== undefined){
let data22 = data20.Name;
const _errs50 = errors;
if(errors === _errs50){
if(typeof data22 === "string"){
if(func0(data22) > 70){
validate2.errors = [{instancePath:instancePath+"/OtherServiceAndFacility/" + i5+"/Name",schemaPath:"schema:OtherCode/properties/Name/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"}];
return false;
}
else {
if(func0(data22) < 1){
validate2.errors = [{instancePath:instancePath+"/OtherServiceAndFacility/" + i5+"/Name",schemaPath:"schema:OtherCode/properties/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/OtherServiceAndFacility/" + i5+"/Name",schemaPath:"schema:OtherCode/properties/Name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid10 = _errs50 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data20.Description !== undefined){
let data23 = data20.Description;
const _errs52 = errors;
if(errors === _errs52){
if(typeof data23 === "string"){
if(func0(data23) > 350){
validate2.errors = [{instancePath:instancePath+"/OtherServiceAndFacility/" + i5+"/Description",schemaPath:"schema:OtherCode/properties/Description/maxLength",keyword:"maxLength",params:{limit: 350},message:"must NOT have more than 350 characters"}];
return false;
}
else {
if(func0(data23) < 1){
validate2.errors = [{instancePath:instancePath+"/OtherServiceAndFacility/" + i5+"/Description",schemaPath:"schema:OtherCode/properties/Description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/OtherServiceAndFacility/" + i5+"/Description",schemaPath:"schema:OtherCode/properties/Description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid10 = _errs52 === errors;
}
else {
var valid10 = true;
}
}
}
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/OtherServiceAndFacility/" + i5,schemaPath:"schema:OtherCode/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid8 = _errs44 === errors;
if(!valid8){
break;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/OtherServiceAndFacility",schemaPath:"#/properties/OtherServiceAndFacility/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs42 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.OtherAccessibility !== undefined){
let data24 = data.OtherAccessibility;
const _errs54 = errors;
if(errors === _errs54){
if(Array.isArray(data24)){
var valid11 = true;
const len6 = data24.length;
for(let i6=0; i6<len6; i6++){
let data25 = data24[i6];
const _errs56 = errors;
const _errs57 = errors;
if(errors === _errs57){
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
let missing3;
if(((data25.Name === undefined) && (missing3 = "Name")) || ((data25.Description === undefined) && (missing3 = "Description"))){
validate2.errors = [{instancePath:instancePath+"/OtherAccessibility/" + i6,schemaPath:"schema:OtherCode/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs59 = errors;
for(const key3 in data25){
if(!(((key3 === "Code") || (key3 === "Name")) || (key3 === "Description"))){
validate2.errors = [{instancePath:instancePath+"/OtherAccessibility/" + i6,schemaPath:"schema:OtherCode/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs59 === errors){
if(data25.Code !== undefined){
let data26 = data25.Code;
const _errs60 = errors;
if(errors === _errs60){
if(typeof data26 === "string"){
if(func0(data26) > 4){
validate2.errors = [{instancePath:instancePath+"/OtherAccessibility/" + i6+"/Code",schemaPath:"schema:OtherCode/properties/Code/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"}];
return false;
}
else {
if(!pattern0.test(data26)){
validate2.errors = [{instancePath:instancePath+"/OtherAccessibility/" + i6+"/Code",schemaPath:"schema:OtherCode/properties/Code/pattern",keyword:"pattern",params:{pattern: "^\\w{0,4}$"},message:"must match pattern \""+"^\\w{0,4}$"+"\""}];
return false;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/OtherAccessibility/" + i6+"/Code",schemaPath:"schema:OtherCode/properties/Code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid13 = _errs60 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data25.Name !== undefined){
let data27 = data25.Name;
const _errs62 = errors;
if(errors === _errs62){
if(typeof data27 === "string"){
if(func0(data27) > 70){
validate2.errors = [{instancePath:instancePath+"/OtherAccessibility/" + i6+"/Name",schemaPath:"schema:OtherCode/properties/Name/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"}];
return false;
}
else {
if(func0(data27) < 1){
validate2.errors = [{instancePath:instancePath+"/OtherAccessibility/" + i6+"/Name",schemaPath:"schema:OtherCode/properties/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/OtherAccessibility/" + i6+"/Name",schemaPath:"schema:OtherCode/properties/Name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid13 = _errs62 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data25.Description !== undefined){
let data28 = data25.Description;
const _errs64 = errors;
if(errors === _errs64){
if(typeof data28 === "string"){
if(func0(data28) > 350){
validate2.errors = [{instancePath:instancePath+"/OtherAccessibility/" + i6+"/Description",schemaPath:"schema:OtherCode/properties/Description/maxLength",keyword:"maxLength",params:{limit: 350},message:"must NOT have more than 350 characters"}];
return false;
}
else {
if(func0(data28) < 1){
validate2.errors = [{instancePath:instancePath+"/OtherAccessibility/" + i6+"/Description",schemaPath:"schema:OtherCode/properties/Description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/OtherAccessibility/" + i6+"/Description",schemaPath:"schema:OtherCode/properties/Description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid13 = _errs64 === errors;
}
else {
var valid13 = true;
}
}
}
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/OtherAccessibility/" + i6,schemaPath:"schema:OtherCode/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid11 = _errs56 === errors;
if(!valid11){
break;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/OtherAccessibility",schemaPath:"#/properties/OtherAccessibility/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs54 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Availability !== undefined){
const _errs66 = errors;
if(!(validate3(data.Availability, {instancePath:instancePath+"/Availability",parentData:data,parentDataProperty:"Availability",rootData}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
var valid0 = _errs66 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ContactInfo !== undefined){
let data30 = data.ContactInfo;
const _errs67 = errors;
if(errors === _errs67){
if(Array.isArray(data30)){
var valid14 = true;
const len7 = data30.length;
for(let i7=0; i7<len7; i7++){
let data31 = data30[i7];
const _errs69 = errors;
const _errs70 = errors;
if(errors === _errs70){
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
let missing4;
if(((data31.ContactType === undefined) && (missing4 = "ContactType")) || ((data31.ContactContent === undefined) && (missing4 = "ContactContent"))){
validate2.errors = [{instancePath:instancePath+"/ContactInfo/" + i7,schemaPath:"schema:ContactInfo/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
const _errs72 = errors;
for(const key4 in data31){
if(!(((key4 === "ContactType") || (key4 === "ContactContent")) || (key4 === "ContactDescription"))){
validate2.errors = [{instancePath:instancePath+"/ContactInfo/" + i7,schemaPath:"schema:ContactInfo/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs72 === errors){
if(data31.ContactType !== undefined){
let data32 = data31.ContactType;
const _errs73 = errors;
if(typeof data32 !== "string"){
validate2.errors = [{instancePath:instancePath+"/ContactInfo/" + i7+"/ContactType",schemaPath:"schema:ContactInfo/properties/ContactType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data32 === "AlternateEmail") || (data32 === "AlternateFax")) || (data32 === "AlternatePhone")) || (data32 === "Email")) || (data32 === "Fax")) || (data32 === "Other")) || (data32 === "Phone"))){
validate2.errors = [{instancePath:instancePath+"/ContactInfo/" + i7+"/ContactType",schemaPath:"schema:ContactInfo/properties/ContactType/enum",keyword:"enum",params:{allowedValues: schema10.properties.ContactType.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid16 = _errs73 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data31.ContactContent !== undefined){
let data33 = data31.ContactContent;
const _errs75 = errors;
if(errors === _errs75){
if(typeof data33 === "string"){
if(func0(data33) > 256){
validate2.errors = [{instancePath:instancePath+"/ContactInfo/" + i7+"/ContactContent",schemaPath:"schema:ContactInfo/properties/ContactContent/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func0(data33) < 1){
validate2.errors = [{instancePath:instancePath+"/ContactInfo/" + i7+"/ContactContent",schemaPath:"schema:ContactInfo/properties/ContactContent/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/ContactInfo/" + i7+"/ContactContent",schemaPath:"schema:ContactInfo/properties/ContactContent/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid16 = _errs75 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data31.ContactDescription !== undefined){
let data34 = data31.ContactDescription;
const _errs77 = errors;
if(errors === _errs77){
if(typeof data34 === "string"){
if(func0(data34) > 70){
validate2.errors = [{instancePath:instancePath+"/ContactInfo/" + i7+"/ContactDescription",schemaPath:"schema:ContactInfo/properties/ContactDescription/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"}];
return false;
}
else {
if(func0(data34) < 1){
validate2.errors = [{instancePath:instancePath+"/ContactInfo/" + i7+"/ContactDescription",schemaPath:"schema:ContactInfo/properties/ContactDescription/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/ContactInfo/" + i7+"/ContactDescription",schemaPath:"schema:ContactInfo/properties/ContactDescription/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid16 = _errs77 === errors;
}
else {
var valid16 = true;
}
}
}
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/ContactInfo/" + i7,schemaPath:"schema:ContactInfo/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid14 = _errs69 === errors;
if(!valid14){
break;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/ContactInfo",schemaPath:"#/properties/ContactInfo/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs67 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.PostalAddress !== undefined){
let data35 = data.PostalAddress;
const _errs79 = errors;
const _errs80 = errors;
if(errors === _errs80){
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
let missing5;
if((data35.PostCode === undefined) && (missing5 = "PostCode")){
validate2.errors = [{instancePath:instancePath+"/PostalAddress",schemaPath:"schema:PostalAddress/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"}];
return false;
}
else {
const _errs82 = errors;
for(const key5 in data35){
if(!((((((((key5 === "AddressLine") || (key5 === "BuildingNumber")) || (key5 === "StreetName")) || (key5 === "TownName")) || (key5 === "CountrySubDivision")) || (key5 === "Country")) || (key5 === "PostCode")) || (key5 === "GeoLocation"))){
validate2.errors = [{instancePath:instancePath+"/PostalAddress",schemaPath:"schema:PostalAddress/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs82 === errors){
if(data35.AddressLine !== undefined){
let data36 = data35.AddressLine;
const _errs83 = errors;
if(errors === _errs83){
if(Array.isArray(data36)){
if(data36.length > 7){
validate2.errors = [{instancePath:instancePath+"/PostalAddress/AddressLine",schemaPath:"schema:PostalAddress/properties/AddressLine/maxItems",keyword:"maxItems",params:{limit: 7},message:"must NOT have more than 7 items"}];
return false;
}
else {
var valid19 = true;
const len8 = data36.length;
for(let i8=0; i8<len8; i8++){
let data37 = data36[i8];
const _errs85 = errors;
if(errors === _errs85){
if(typeof data37 === "string"){
if(func0(data37) > 70){
validate2.errors = [{instancePath:instancePath+"/PostalAddress/AddressLine/" + i8,schemaPath:"schema:PostalAddress/properties/AddressLine/items/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"}];
return false;
}
else {
if(func0(data37) < 1){
validate2.errors = [{instancePath:instancePath+"/PostalAddress/AddressLine/" + i8,schemaPath:"schema:PostalAddress/properties/AddressLine/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/PostalAddress/AddressLine/" + i8,schemaPath:"schema:PostalAddress/properties/AddressLine/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid19 = _errs85 === errors;
if(!valid19){
break;
}
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/PostalAddress/AddressLine",schemaPath:"schema:PostalAddress/properties/AddressLine/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid18 = _errs83 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data35.BuildingNumber !== undefined){
let data38 = data35.BuildingNumber;
const _errs87 = errors;
if(errors === _errs87){
if(typeof data38 === "string"){
if(func0(data38) > 350){
validate2.errors = [{instancePath:instancePath+"/PostalAddress/BuildingNumber",schemaPath:"schema:PostalAddress/properties/BuildingNumber/maxLength",keyword:"maxLength",params:{limit: 350},message:"must NOT have more than 350 characters"}];
return false;
}
else {
if(func0(data38) < 1){
validate2.errors = [{instancePath:instancePath+"/PostalAddress/BuildingNumber",schemaPath:"schema:PostalAddress/properties/BuildingNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/PostalAddress/BuildingNumber",schemaPath:"schema:PostalAddress/properties/BuildingNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid18 = _errs87 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data35.StreetName !== undefined){
let data39 = data35.StreetName;
const _errs89 = errors;
if(errors === _errs89){
if(typeof data39 === "string"){
if(func0(data39) > 70){
validate2.errors = [{instancePath:instancePath+"/PostalAddress/StreetName",schemaPath:"schema:PostalAddress/properties/StreetName/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"}];
return false;
}
else {
if(func0(data39) < 1){
validate2.errors = [{instancePath:instancePath+"/PostalAddress/StreetName",schemaPath:"schema:PostalAddress/properties/StreetName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/PostalAddress/StreetName",schemaPath:"schema:PostalAddress/properties/StreetName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid18 = _errs89 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data35.TownName !== undefined){
let data40 = data35.TownName;
const _errs91 = errors;
if(errors === _errs91){
if(typeof data40 === "string"){
if(func0(data40) > 35){
validate2.errors = [{instancePath:instancePath+"/PostalAddress/TownName",schemaPath:"schema:PostalAddress/properties/TownName/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
else {
if(func0(data40) < 1){
validate2.errors = [{instancePath:instancePath+"/PostalAddress/TownName",schemaPath:"schema:PostalAddress/properties/TownName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/PostalAddress/TownName",schemaPath:"schema:PostalAddress/properties/TownName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid18 = _errs91 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data35.CountrySubDivision !== undefined){
let data41 = data35.CountrySubDivision;
const _errs93 = errors;
if(errors === _errs93){
if(Array.isArray(data41)){
if(data41.length > 2){
validate2.errors = [{instancePath:instancePath+"/PostalAddress/CountrySubDivision",schemaPath:"schema:PostalAddress/properties/CountrySubDivision/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
var valid20 = true;
const len9 = data41.length;
for(let i9=0; i9<len9; i9++){
let data42 = data41[i9];
const _errs95 = errors;
if(errors === _errs95){
if(typeof data42 === "string"){
if(func0(data42) > 35){
validate2.errors = [{instancePath:instancePath+"/PostalAddress/CountrySubDivision/" + i9,schemaPath:"schema:PostalAddress/properties/CountrySubDivision/items/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
else {
if(func0(data42) < 1){
validate2.errors = [{instancePath:instancePath+"/PostalAddress/CountrySubDivision/" + i9,schemaPath:"schema:PostalAddress/properties/CountrySubDivision/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/PostalAddress/CountrySubDivision/" + i9,schemaPath:"schema:PostalAddress/properties/CountrySubDivision/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid20 = _errs95 === errors;
if(!valid20){
break;
}
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/PostalAddress/CountrySubDivision",schemaPath:"schema:PostalAddress/properties/CountrySubDivision/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid18 = _errs93 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data35.Country !== undefined){
let data43 = data35.Country;
const _errs97 = errors;
if(errors === _errs97){
if(typeof data43 === "string"){
if(!pattern7.test(data43)){
validate2.errors = [{instancePath:instancePath+"/PostalAddress/Country",schemaPath:"schema:PostalAddress/properties/Country/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\""}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/PostalAddress/Country",schemaPath:"schema:PostalAddress/properties/Country/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid18 = _errs97 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data35.PostCode !== undefined){
let data44 = data35.PostCode;
const _errs99 = errors;
if(errors === _errs99){
if(typeof data44 === "string"){
if(func0(data44) > 16){
validate2.errors = [{instancePath:instancePath+"/PostalAddress/PostCode",schemaPath:"schema:PostalAddress/properties/PostCode/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters"}];
return false;
}
else {
if(func0(data44) < 1){
validate2.errors = [{instancePath:instancePath+"/PostalAddress/PostCode",schemaPath:"schema:PostalAddress/properties/PostCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/PostalAddress/PostCode",schemaPath:"schema:PostalAddress/properties/PostCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid18 = _errs99 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data35.GeoLocation !== undefined){
let data45 = data35.GeoLocation;
const _errs101 = errors;
if(errors === _errs101){
if(data45 && typeof data45 == "object" && !Array.isArray(data45)){
let missing6;
if((data45.GeographicCoordinates === undefined) && (missing6 = "GeographicCoordinates")){
validate2.errors = [{instancePath:instancePath+"/PostalAddress/GeoLocation",schemaPath:"schema:PostalAddress/properties/GeoLocation/required",keyword:"required",params:{missingProperty: missing6},message:"must have required property '"+missing6+"'"}];
return false;
}
else {
const _errs103 = errors;
for(const key6 in data45){
if(!(key6 === "GeographicCoordinates")){
validate2.errors = [{instancePath:instancePath+"/PostalAddress/GeoLocation",schemaPath:"schema:PostalAddress/properties/GeoLocation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs103 === errors){
if(data45.GeographicCoordinates !== undefined){
let data46 = data45.GeographicCoordinates;
const _errs104 = errors;
if(errors === _errs104){
if(data46 && typeof data46 == "object" && !Array.isArray(data46)){
let missing7;
if(((data46.Latitude === undefined) && (missing7 = "Latitude")) || ((data46.Longitude === undefined) && (missing7 = "Longitude"))){
validate2.errors = [{instancePath:instancePath+"/PostalAddress/GeoLocation/GeographicCoordinates",schemaPath:"schema:PostalAddress/properties/GeoLocation/properties/GeographicCoordinates/required",keyword:"required",params:{missingProperty: missing7},message:"must have required property '"+missing7+"'"}];
return false;
}
else {
const _errs106 = errors;
for(const key7 in data46){
if(!((key7 === "Latitude") || (key7 === "Longitude"))){
validate2.errors = [{instancePath:instancePath+"/PostalAddress/GeoLocation/GeographicCoordinates",schemaPath:"schema:PostalAddress/properties/GeoLocation/properties/GeographicCoordinates/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs106 === errors){
if(data46.Latitude !== undefined){
let data47 = data46.Latitude;
const _errs107 = errors;
if(errors === _errs107){
if(typeof data47 === "string"){
if(!pattern8.test(data47)){
validate2.errors = [{instancePath:instancePath+"/PostalAddress/GeoLocation/GeographicCoordinates/Latitude",schemaPath:"schema:PostalAddress/properties/GeoLocation/properties/GeographicCoordinates/properties/Latitude/pattern",keyword:"pattern",params:{pattern: "^-?\\d{1,3}\\.\\d{1,8}$"},message:"must match pattern \""+"^-?\\d{1,3}\\.\\d{1,8}$"+"\""}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/PostalAddress/GeoLocation/GeographicCoordinates/Latitude",schemaPath:"schema:PostalAddress/properties/GeoLocation/properties/GeographicCoordinates/properties/Latitude/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid22 = _errs107 === errors;
}
else {
var valid22 = true;
}
if(valid22){
if(data46.Longitude !== undefined){
let data48 = data46.Longitude;
const _errs109 = errors;
if(errors === _errs109){
if(typeof data48 === "string"){
if(!pattern8.test(data48)){
validate2.errors = [{instancePath:instancePath+"/PostalAddress/GeoLocation/GeographicCoordinates/Longitude",schemaPath:"schema:PostalAddress/properties/GeoLocation/properties/GeographicCoordinates/properties/Longitude/pattern",keyword:"pattern",params:{pattern: "^-?\\d{1,3}\\.\\d{1,8}$"},message:"must match pattern \""+"^-?\\d{1,3}\\.\\d{1,8}$"+"\""}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/PostalAddress/GeoLocation/GeographicCoordinates/Longitude",schemaPath:"schema:PostalAddress/properties/GeoLocation/properties/GeographicCoordinates/properties/Longitude/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid22 = _errs109 === errors;
}
else {
var valid22 = true;
}
}
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/PostalAddress/GeoLocation/GeographicCoordinates",schemaPath:"schema:PostalAddress/properties/GeoLocation/properties/GeographicCoordinates/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/PostalAddress/GeoLocation",schemaPath:"schema:PostalAddress/properties/GeoLocation/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid18 = _errs101 === errors;
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
else {
validate2.errors = [{instancePath:instancePath+"/PostalAddress",schemaPath:"schema:PostalAddress/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs79 === errors;
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
if(((data.BrandName === undefined) && (missing0 = "BrandName")) || ((data.Branch === undefined) && (missing0 = "Branch"))){
validate1.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "BrandName") || (key0 === "Branch"))){
validate1.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.BrandName !== undefined){
let data0 = data.BrandName;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func0(data0) > 140){
validate1.errors = [{instancePath:instancePath+"/BrandName",schemaPath:"#/properties/BrandName/maxLength",keyword:"maxLength",params:{limit: 140},message:"must NOT have more than 140 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate1.errors = [{instancePath:instancePath+"/BrandName",schemaPath:"#/properties/BrandName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/BrandName",schemaPath:"#/properties/BrandName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Branch !== undefined){
let data1 = data.Branch;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data1)){
if(data1.length < 1){
validate1.errors = [{instancePath:instancePath+"/Branch",schemaPath:"#/properties/Branch/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs6 = errors;
if(!(validate2(data1[i0], {instancePath:instancePath+"/Branch/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
errors = vErrors.length;
}
var valid1 = _errs6 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/Branch",schemaPath:"#/properties/Branch/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
if(((data.meta === undefined) && (missing0 = "meta")) || ((data.data === undefined) && (missing0 = "data"))){
validate0.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "meta") || (key0 === "data"))){
validate0.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.meta !== undefined){
let data0 = data.meta;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if((((((data0.LastUpdated === undefined) && (missing1 = "LastUpdated")) || ((data0.TotalResults === undefined) && (missing1 = "TotalResults"))) || ((data0.Agreement === undefined) && (missing1 = "Agreement"))) || ((data0.License === undefined) && (missing1 = "License"))) || ((data0.TermsOfUse === undefined) && (missing1 = "TermsOfUse"))){
validate0.errors = [{instancePath:instancePath+"/meta",schemaPath:"schema:Meta/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs5 = errors;
for(const key1 in data0){
if(!(((((key1 === "LastUpdated") || (key1 === "TotalResults")) || (key1 === "Agreement")) || (key1 === "License")) || (key1 === "TermsOfUse"))){
validate0.errors = [{instancePath:instancePath+"/meta",schemaPath:"schema:Meta/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs5 === errors){
if(data0.LastUpdated !== undefined){
let data1 = data0.LastUpdated;
const _errs6 = errors;
if(errors === _errs6){
if(errors === _errs6){
if(typeof data1 === "string"){
if(!(formats0.validate.test(data1))){
validate0.errors = [{instancePath:instancePath+"/meta/LastUpdated",schemaPath:"schema:Meta/properties/LastUpdated/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate0.errors = [{instancePath:instancePath+"/meta/LastUpdated",schemaPath:"schema:Meta/properties/LastUpdated/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.TotalResults !== undefined){
let data2 = data0.TotalResults;
const _errs8 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate0.errors = [{instancePath:instancePath+"/meta/TotalResults",schemaPath:"schema:Meta/properties/TotalResults/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate0.errors = [{instancePath:instancePath+"/meta/TotalResults",schemaPath:"schema:Meta/properties/TotalResults/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.Agreement !== undefined){
let data3 = data0.Agreement;
const _errs10 = errors;
if(typeof data3 !== "string"){
validate0.errors = [{instancePath:instancePath+"/meta/Agreement",schemaPath:"schema:Meta/properties/Agreement/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data3 === "Use of the APIs and any related data will be subject to the terms of the Open Licence and subject to terms and conditions")){
validate0.errors = [{instancePath:instancePath+"/meta/Agreement",schemaPath:"schema:Meta/properties/Agreement/enum",keyword:"enum",params:{allowedValues: schema1.properties.Agreement.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs10 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.License !== undefined){
let data4 = data0.License;
const _errs12 = errors;
if(!(data4 === "https://www.openbanking.org.uk/open-licence")){
validate0.errors = [{instancePath:instancePath+"/meta/License",schemaPath:"schema:Meta/properties/License/enum",keyword:"enum",params:{allowedValues: schema1.properties.License.enum},message:"must be equal to one of the allowed values"}];
return false;
}
if(errors === _errs12){
if(errors === _errs12){
if(typeof data4 === "string"){
if(!(formats2.test(data4))){
validate0.errors = [{instancePath:instancePath+"/meta/License",schemaPath:"schema:Meta/properties/License/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
else {
validate0.errors = [{instancePath:instancePath+"/meta/License",schemaPath:"schema:Meta/properties/License/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid2 = _errs12 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.TermsOfUse !== undefined){
let data5 = data0.TermsOfUse;
const _errs14 = errors;
if(!(data5 === "https://www.openbanking.org.uk/terms")){
validate0.errors = [{instancePath:instancePath+"/meta/TermsOfUse",schemaPath:"schema:Meta/properties/TermsOfUse/enum",keyword:"enum",params:{allowedValues: schema1.properties.TermsOfUse.enum},message:"must be equal to one of the allowed values"}];
return false;
}
if(errors === _errs14){
if(errors === _errs14){
if(typeof data5 === "string"){
if(!(formats2.test(data5))){
validate0.errors = [{instancePath:instancePath+"/meta/TermsOfUse",schemaPath:"schema:Meta/properties/TermsOfUse/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
else {
validate0.errors = [{instancePath:instancePath+"/meta/TermsOfUse",schemaPath:"schema:Meta/properties/TermsOfUse/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid2 = _errs14 === errors;
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
validate0.errors = [{instancePath:instancePath+"/meta",schemaPath:"schema:Meta/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
let data6 = data.data;
const _errs16 = errors;
if(errors === _errs16){
if(Array.isArray(data6)){
var valid3 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs18 = errors;
if(errors === _errs18){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing2;
if((data7.Brand === undefined) && (missing2 = "Brand")){
validate0.errors = [{instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs20 = errors;
for(const key2 in data7){
if(!(key2 === "Brand")){
validate0.errors = [{instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data7.Brand !== undefined){
let data8 = data7.Brand;
const _errs21 = errors;
if(errors === _errs21){
if(Array.isArray(data8)){
if(data8.length < 1){
validate0.errors = [{instancePath:instancePath+"/data/" + i0+"/Brand",schemaPath:"#/properties/data/items/properties/Brand/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid5 = true;
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
const _errs23 = errors;
if(!(validate1(data8[i1], {instancePath:instancePath+"/data/" + i0+"/Brand/" + i1,parentData:data8,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
var valid5 = _errs23 === errors;
if(!valid5){
break;
}
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/data/" + i0+"/Brand",schemaPath:"#/properties/data/items/properties/Brand/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs18 === errors;
if(!valid3){
break;
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
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
else {
validate0.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate0.errors = vErrors;
return errors === 0;
}

exports.res_ErrorResponse = validate7;
const schema12 = {"type":"object","required":["Code","Message","Errors"],"additionalProperties":false,"properties":{"Code":{"type":"string","minLength":1,"maxLength":40},"Id":{"type":"string","minLength":1,"maxLength":40},"Message":{"type":"string","minLength":1,"maxLength":500},"Errors":{"type":"array","minItems":1,"items":{"$ref":"schema:Error"}}}};
const schema13 = {"type":"object","required":["ErrorCode","Message"],"additionalProperties":false,"properties":{"ErrorCode":{"type":"string"},"Message":{"type":"string","minLength":1,"maxLength":500},"Path":{"type":"string","minLength":1,"maxLength":500},"Url":{"type":"string","minLength":1,"maxLength":500}}};

function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.Code === undefined) && (missing0 = "Code")) || ((data.Message === undefined) && (missing0 = "Message"))) || ((data.Errors === undefined) && (missing0 = "Errors"))){
validate7.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "Code") || (key0 === "Id")) || (key0 === "Message")) || (key0 === "Errors"))){
validate7.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.Code !== undefined){
let data0 = data.Code;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func0(data0) > 40){
validate7.errors = [{instancePath:instancePath+"/Code",schemaPath:"#/properties/Code/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"}];
return false;
}
else {
if(func0(data0) < 1){
validate7.errors = [{instancePath:instancePath+"/Code",schemaPath:"#/properties/Code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate7.errors = [{instancePath:instancePath+"/Code",schemaPath:"#/properties/Code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Id !== undefined){
let data1 = data.Id;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func0(data1) > 40){
validate7.errors = [{instancePath:instancePath+"/Id",schemaPath:"#/properties/Id/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"}];
return false;
}
else {
if(func0(data1) < 1){
validate7.errors = [{instancePath:instancePath+"/Id",schemaPath:"#/properties/Id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate7.errors = [{instancePath:instancePath+"/Id",schemaPath:"#/properties/Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Message !== undefined){
let data2 = data.Message;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(func0(data2) > 500){
validate7.errors = [{instancePath:instancePath+"/Message",schemaPath:"#/properties/Message/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
else {
if(func0(data2) < 1){
validate7.errors = [{instancePath:instancePath+"/Message",schemaPath:"#/properties/Message/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate7.errors = [{instancePath:instancePath+"/Message",schemaPath:"#/properties/Message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Errors !== undefined){
let data3 = data.Errors;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data3)){
if(data3.length < 1){
validate7.errors = [{instancePath:instancePath+"/Errors",schemaPath:"#/properties/Errors/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing1;
if(((data4.ErrorCode === undefined) && (missing1 = "ErrorCode")) || ((data4.Message === undefined) && (missing1 = "Message"))){
validate7.errors = [{instancePath:instancePath+"/Errors/" + i0,schemaPath:"schema:Error/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs13 = errors;
for(const key1 in data4){
if(!((((key1 === "ErrorCode") || (key1 === "Message")) || (key1 === "Path")) || (key1 === "Url"))){
validate7.errors = [{instancePath:instancePath+"/Errors/" + i0,schemaPath:"schema:Error/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs13 === errors){
if(data4.ErrorCode !== undefined){
const _errs14 = errors;
if(typeof data4.ErrorCode !== "string"){
validate7.errors = [{instancePath:instancePath+"/Errors/" + i0+"/ErrorCode",schemaPath:"schema:Error/properties/ErrorCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.Message !== undefined){
let data6 = data4.Message;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data6 === "string"){
if(func0(data6) > 500){
validate7.errors = [{instancePath:instancePath+"/Errors/" + i0+"/Message",schemaPath:"schema:Error/properties/Message/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
else {
if(func0(data6) < 1){
validate7.errors = [{instancePath:instancePath+"/Errors/" + i0+"/Message",schemaPath:"schema:Error/properties/Message/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate7.errors = [{instancePath:instancePath+"/Errors/" + i0+"/Message",schemaPath:"schema:Error/properties/Message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.Path !== undefined){
let data7 = data4.Path;
const _errs18 = errors;
if(errors === _errs18){
if(typeof data7 === "string"){
if(func0(data7) > 500){
validate7.errors = [{instancePath:instancePath+"/Errors/" + i0+"/Path",schemaPath:"schema:Error/properties/Path/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
else {
if(func0(data7) < 1){
validate7.errors = [{instancePath:instancePath+"/Errors/" + i0+"/Path",schemaPath:"schema:Error/properties/Path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate7.errors = [{instancePath:instancePath+"/Errors/" + i0+"/Path",schemaPath:"schema:Error/properties/Path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.Url !== undefined){
let data8 = data4.Url;
const _errs20 = errors;
if(errors === _errs20){
if(typeof data8 === "string"){
if(func0(data8) > 500){
validate7.errors = [{instancePath:instancePath+"/Errors/" + i0+"/Url",schemaPath:"schema:Error/properties/Url/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
else {
if(func0(data8) < 1){
validate7.errors = [{instancePath:instancePath+"/Errors/" + i0+"/Url",schemaPath:"schema:Error/properties/Url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate7.errors = [{instancePath:instancePath+"/Errors/" + i0+"/Url",schemaPath:"schema:Error/properties/Url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs20 === errors;
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
validate7.errors = [{instancePath:instancePath+"/Errors/" + i0,schemaPath:"schema:Error/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs10 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate7.errors = [{instancePath:instancePath+"/Errors",schemaPath:"#/properties/Errors/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
}
else {
validate7.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate7.errors = vErrors;
return errors === 0;
}
