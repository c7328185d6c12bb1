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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.StandardAvailability === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "StandardAvailability"},message:"must have required property '"+"StandardAvailability"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "StandardAvailability") || (key0 === "NonStandardAvailability"))){
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
if(data.StandardAvailability !== undefined){
let data0 = data.StandardAvailability;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.Day === undefined){
const err2 = {instancePath:instancePath+"/StandardAvailability",schemaPath:"#/properties/StandardAvailability/required",keyword:"required",params:{missingProperty: "Day"},message:"must have required property '"+"Day"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key1 in data0){
if(!(key1 === "Day")){
const err3 = {instancePath:instancePath+"/StandardAvailability",schemaPath:"#/properties/StandardAvailability/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.Day !== undefined){
let data1 = data0.Day;
if(Array.isArray(data1)){
if(data1.length > 7){
const err4 = {instancePath:instancePath+"/StandardAvailability/Day",schemaPath:"#/properties/StandardAvailability/properties/Day/maxItems",keyword:"maxItems",params:{limit: 7},message:"must NOT have more than 7 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.length < 1){
const err5 = {instancePath:instancePath+"/StandardAvailability/Day",schemaPath:"#/properties/StandardAvailability/properties/Day/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.Name === undefined){
const err6 = {instancePath:instancePath+"/StandardAvailability/Day/" + i0,schemaPath:"schema:Day/required",keyword:"required",params:{missingProperty: "Name"},message:"must have required property '"+"Name"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.OpeningHours === undefined){
const err7 = {instancePath:instancePath+"/StandardAvailability/Day/" + i0,schemaPath:"schema:Day/required",keyword:"required",params:{missingProperty: "OpeningHours"},message:"must have required property '"+"OpeningHours"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key2 in data2){
if(!(((key2 === "Name") || (key2 === "Notes")) || (key2 === "OpeningHours"))){
const err8 = {instancePath:instancePath+"/StandardAvailability/Day/" + i0,schemaPath:"schema:Day/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.Name !== undefined){
let data3 = data2.Name;
if(typeof data3 !== "string"){
const err9 = {instancePath:instancePath+"/StandardAvailability/Day/" + i0+"/Name",schemaPath:"schema:Day/properties/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(((((((data3 === "Monday") || (data3 === "Tuesday")) || (data3 === "Wednesday")) || (data3 === "Thursday")) || (data3 === "Friday")) || (data3 === "Saturday")) || (data3 === "Sunday"))){
const err10 = {instancePath:instancePath+"/StandardAvailability/Day/" + i0+"/Name",schemaPath:"schema:Day/properties/Name/enum",keyword:"enum",params:{allowedValues: schema8.properties.Name.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.Notes !== undefined){
let data4 = data2.Notes;
if(typeof data4 === "string"){
if(func0(data4) > 2000){
const err11 = {instancePath:instancePath+"/StandardAvailability/Day/" + i0+"/Notes",schemaPath:"schema:Day/properties/Notes/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func0(data4) < 1){
const err12 = {instancePath:instancePath+"/StandardAvailability/Day/" + i0+"/Notes",schemaPath:"schema:Day/properties/Notes/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err13 = {instancePath:instancePath+"/StandardAvailability/Day/" + i0+"/Notes",schemaPath:"schema:Day/properties/Notes/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.OpeningHours !== undefined){
let data5 = data2.OpeningHours;
if(Array.isArray(data5)){
if(data5.length < 1){
const err14 = {instancePath:instancePath+"/StandardAvailability/Day/" + i0+"/OpeningHours",schemaPath:"schema:Day/properties/OpeningHours/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
let data6 = data5[i1];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.OpeningTime === undefined){
const err15 = {instancePath:instancePath+"/StandardAvailability/Day/" + i0+"/OpeningHours/" + i1,schemaPath:"schema:Day/properties/OpeningHours/items/required",keyword:"required",params:{missingProperty: "OpeningTime"},message:"must have required property '"+"OpeningTime"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data6.ClosingTime === undefined){
const err16 = {instancePath:instancePath+"/StandardAvailability/Day/" + i0+"/OpeningHours/" + i1,schemaPath:"schema:Day/properties/OpeningHours/items/required",keyword:"required",params:{missingProperty: "ClosingTime"},message:"must have required property '"+"ClosingTime"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key3 in data6){
if(!((key3 === "OpeningTime") || (key3 === "ClosingTime"))){
const err17 = {instancePath:instancePath+"/StandardAvailability/Day/" + i0+"/OpeningHours/" + i1,schemaPath:"schema:Day/properties/OpeningHours/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data6.OpeningTime !== undefined){
let data7 = data6.OpeningTime;
if(typeof data7 === "string"){
if(!pattern3.test(data7)){
const err18 = {instancePath:instancePath+"/StandardAvailability/Day/" + i0+"/OpeningHours/" + i1+"/OpeningTime",schemaPath:"schema:Day/properties/OpeningHours/items/properties/OpeningTime/pattern",keyword:"pattern",params:{pattern: "^(2[0-3]|[01][0-9]):?([0-5][0-9])$"},message:"must match pattern \""+"^(2[0-3]|[01][0-9]):?([0-5][0-9])$"+"\""};
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
const err19 = {instancePath:instancePath+"/StandardAvailability/Day/" + i0+"/OpeningHours/" + i1+"/OpeningTime",schemaPath:"schema:Day/properties/OpeningHours/items/properties/OpeningTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data6.ClosingTime !== undefined){
let data8 = data6.ClosingTime;
if(typeof data8 === "string"){
if(!pattern3.test(data8)){
const err20 = {instancePath:instancePath+"/StandardAvailability/Day/" + i0+"/OpeningHours/" + i1+"/ClosingTime",schemaPath:"schema:Day/properties/OpeningHours/items/properties/ClosingTime/pattern",keyword:"pattern",params:{pattern: "^(2[0-3]|[01][0-9]):?([0-5][0-9])$"},message:"must match pattern \""+"^(2[0-3]|[01][0-9]):?([0-5][0-9])$"+"\""};
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
const err21 = {instancePath:instancePath+"/StandardAvailability/Day/" + i0+"/OpeningHours/" + i1+"/ClosingTime",schemaPath:"schema:Day/properties/OpeningHours/items/properties/ClosingTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err22 = {instancePath:instancePath+"/StandardAvailability/Day/" + i0+"/OpeningHours/" + i1,schemaPath:"schema:Day/properties/OpeningHours/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err23 = {instancePath:instancePath+"/StandardAvailability/Day/" + i0+"/OpeningHours",schemaPath:"schema:Day/properties/OpeningHours/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err24 = {instancePath:instancePath+"/StandardAvailability/Day/" + i0,schemaPath:"schema:Day/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err25 = {instancePath:instancePath+"/StandardAvailability/Day",schemaPath:"#/properties/StandardAvailability/properties/Day/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err26 = {instancePath:instancePath+"/StandardAvailability",schemaPath:"#/properties/StandardAvailability/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.NonStandardAvailability !== undefined){
let data9 = data.NonStandardAvailability;
if(Array.isArray(data9)){
const len2 = data9.length;
for(let i2=0; i2<len2; i2++){
let data10 = data9[i2];
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.Name === undefined){
const err27 = {instancePath:instancePath+"/NonStandardAvailability/" + i2,schemaPath:"#/properties/NonStandardAvailability/items/required",keyword:"required",params:{missingProperty: "Name"},message:"must have required property '"+"Name"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
for(const key4 in data10){
if(!(((((key4 === "Name") || (key4 === "StartDate")) || (key4 === "EndDate")) || (key4 === "Notes")) || (key4 === "Day"))){
const err28 = {instancePath:instancePath+"/NonStandardAvailability/" + i2,schemaPath:"#/properties/NonStandardAvailability/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data10.Name !== undefined){
let data11 = data10.Name;
if(typeof data11 === "string"){
if(func0(data11) > 140){
const err29 = {instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Name",schemaPath:"#/properties/NonStandardAvailability/items/properties/Name/maxLength",keyword:"maxLength",params:{limit: 140},message:"must NOT have more than 140 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(func0(data11) < 1){
const err30 = {instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Name",schemaPath:"#/properties/NonStandardAvailability/items/properties/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err31 = {instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Name",schemaPath:"#/properties/NonStandardAvailability/items/properties/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data10.StartDate !== undefined){
let data12 = data10.StartDate;
if(typeof data12 === "string"){
if(!(formats6.validate.test(data12))){
const err32 = {instancePath:instancePath+"/NonStandardAvailability/" + i2+"/StartDate",schemaPath:"#/properties/NonStandardAvailability/items/properties/StartDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err33 = {instancePath:instancePath+"/NonStandardAvailability/" + i2+"/StartDate",schemaPath:"#/properties/NonStandardAvailability/items/properties/StartDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data10.EndDate !== undefined){
let data13 = data10.EndDate;
if(typeof data13 === "string"){
if(!(formats6.validate.test(data13))){
const err34 = {instancePath:instancePath+"/NonStandardAvailability/" + i2+"/EndDate",schemaPath:"#/properties/NonStandardAvailability/items/properties/EndDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err35 = {instancePath:instancePath+"/NonStandardAvailability/" + i2+"/EndDate",schemaPath:"#/properties/NonStandardAvailability/items/properties/EndDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data10.Notes !== undefined){
let data14 = data10.Notes;
if(typeof data14 === "string"){
if(func0(data14) > 2000){
const err36 = {instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Notes",schemaPath:"#/properties/NonStandardAvailability/items/properties/Notes/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(func0(data14) < 1){
const err37 = {instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Notes",schemaPath:"#/properties/NonStandardAvailability/items/properties/Notes/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err38 = {instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Notes",schemaPath:"#/properties/NonStandardAvailability/items/properties/Notes/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data10.Day !== undefined){
let data15 = data10.Day;
if(Array.isArray(data15)){
if(data15.length > 7){
const err39 = {instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day",schemaPath:"#/properties/NonStandardAvailability/items/properties/Day/maxItems",keyword:"maxItems",params:{limit: 7},message:"must NOT have more than 7 items"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
const len3 = data15.length;
for(let i3=0; i3<len3; i3++){
let data16 = data15[i3];
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.Name === undefined){
const err40 = {instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day/" + i3,schemaPath:"schema:Day/required",keyword:"required",params:{missingProperty: "Name"},message:"must have required property '"+"Name"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data16.OpeningHours === undefined){
const err41 = {instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day/" + i3,schemaPath:"schema:Day/required",keyword:"required",params:{missingProperty: "OpeningHours"},message:"must have required property '"+"OpeningHours"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
for(const key5 in data16){
if(!(((key5 === "Name") || (key5 === "Notes")) || (key5 === "OpeningHours"))){
const err42 = {instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day/" + i3,schemaPath:"schema:Day/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data16.Name !== undefined){
let data17 = data16.Name;
if(typeof data17 !== "string"){
const err43 = {instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day/" + i3+"/Name",schemaPath:"schema:Day/properties/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(!(((((((data17 === "Monday") || (data17 === "Tuesday")) || (data17 === "Wednesday")) || (data17 === "Thursday")) || (data17 === "Friday")) || (data17 === "Saturday")) || (data17 === "Sunday"))){
const err44 = {instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day/" + i3+"/Name",schemaPath:"schema:Day/properties/Name/enum",keyword:"enum",params:{allowedValues: schema8.properties.Name.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data16.Notes !== undefined){
let data18 = data16.Notes;
if(typeof data18 === "string"){
if(func0(data18) > 2000){
const err45 = {instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day/" + i3+"/Notes",schemaPath:"schema:Day/properties/Notes/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(func0(data18) < 1){
const err46 = {instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day/" + i3+"/Notes",schemaPath:"schema:Day/properties/Notes/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err47 = {instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day/" + i3+"/Notes",schemaPath:"schema:Day/properties/Notes/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data16.OpeningHours !== undefined){
let data19 = data16.OpeningHours;
if(Array.isArray(data19)){
if(data19.length < 1){
const err48 = {instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day/" + i3+"/OpeningHours",schemaPath:"schema:Day/properties/OpeningHours/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
const len4 = data19.length;
for(let i4=0; i4<len4; i4++){
let data20 = data19[i4];
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.OpeningTime === undefined){
const err49 = {instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day/" + i3+"/OpeningHours/" + i4,schemaPath:"schema:Day/properties/OpeningHours/items/required",keyword:"required",params:{missingProperty: "OpeningTime"},message:"must have required property '"+"OpeningTime"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data20.ClosingTime === undefined){
const err50 = {instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day/" + i3+"/OpeningHours/" + i4,schemaPath:"schema:Day/properties/OpeningHours/items/required",keyword:"required",params:{missingProperty: "ClosingTime"},message:"must have required property '"+"ClosingTime"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
for(const key6 in data20){
if(!((key6 === "OpeningTime") || (key6 === "ClosingTime"))){
const err51 = {instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day/" + i3+"/OpeningHours/" + i4,schemaPath:"schema:Day/properties/OpeningHours/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data20.OpeningTime !== undefined){
let data21 = data20.OpeningTime;
if(typeof data21 === "string"){
if(!pattern3.test(data21)){
const err52 = {instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day/" + i3+"/OpeningHours/" + i4+"/OpeningTime",schemaPath:"schema:Day/properties/OpeningHours/items/properties/OpeningTime/pattern",keyword:"pattern",params:{pattern: "^(2[0-3]|[01][0-9]):?([0-5][0-9])$"},message:"must match pattern \""+"^(2[0-3]|[01][0-9]):?([0-5][0-9])$"+"\""};
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
const err53 = {instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day/" + i3+"/OpeningHours/" + i4+"/OpeningTime",schemaPath:"schema:Day/properties/OpeningHours/items/properties/OpeningTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data20.ClosingTime !== undefined){
let data22 = data20.ClosingTime;
if(typeof data22 === "string"){
if(!pattern3.test(data22)){
const err54 = {instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day/" + i3+"/OpeningHours/" + i4+"/ClosingTime",schemaPath:"schema:Day/properties/OpeningHours/items/properties/ClosingTime/pattern",keyword:"pattern",params:{pattern: "^(2[0-3]|[01][0-9]):?([0-5][0-9])$"},message:"must match pattern \""+"^(2[0-3]|[01][0-9]):?([0-5][0-9])$"+"\""};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day/" + i3+"/OpeningHours/" + i4+"/ClosingTime",schemaPath:"schema:Day/properties/OpeningHours/items/properties/ClosingTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day/" + i3+"/OpeningHours/" + i4,schemaPath:"schema:Day/properties/OpeningHours/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err57 = {instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day/" + i3+"/OpeningHours",schemaPath:"schema:Day/properties/OpeningHours/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err58 = {instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day/" + i3,schemaPath:"schema:Day/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
else {
const err59 = {instancePath:instancePath+"/NonStandardAvailability/" + i2+"/Day",schemaPath:"#/properties/NonStandardAvailability/items/properties/Day/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err60 = {instancePath:instancePath+"/NonStandardAvailability/" + i2,schemaPath:"#/properties/NonStandardAvailability/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err61 = {instancePath:instancePath+"/NonStandardAvailability",schemaPath:"#/properties/NonStandardAvailability/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate3.errors = vErrors;
return errors === 0;
}


function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Identification === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Identification"},message:"must have required property '"+"Identification"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.SequenceNumber === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "SequenceNumber"},message:"must have required property '"+"SequenceNumber"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.Type === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Type"},message:"must have required property '"+"Type"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.CustomerSegment === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "CustomerSegment"},message:"must have required property '"+"CustomerSegment"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.PostalAddress === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "PostalAddress"},message:"must have required property '"+"PostalAddress"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema3.properties, key0))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.Identification !== undefined){
let data0 = data.Identification;
if(typeof data0 === "string"){
if(func0(data0) > 35){
const err6 = {instancePath:instancePath+"/Identification",schemaPath:"#/properties/Identification/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func0(data0) < 1){
const err7 = {instancePath:instancePath+"/Identification",schemaPath:"#/properties/Identification/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/Identification",schemaPath:"#/properties/Identification/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.SequenceNumber !== undefined){
let data1 = data.SequenceNumber;
if(typeof data1 === "string"){
if(func0(data1) > 35){
const err9 = {instancePath:instancePath+"/SequenceNumber",schemaPath:"#/properties/SequenceNumber/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func0(data1) < 1){
const err10 = {instancePath:instancePath+"/SequenceNumber",schemaPath:"#/properties/SequenceNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err11 = {instancePath:instancePath+"/SequenceNumber",schemaPath:"#/properties/SequenceNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.Name !== undefined){
let data2 = data.Name;
if(typeof data2 === "string"){
if(func0(data2) > 140){
const err12 = {instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/maxLength",keyword:"maxLength",params:{limit: 140},message:"must NOT have more than 140 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func0(data2) < 1){
const err13 = {instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/Name",schemaPath:"#/properties/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
let data3 = data.Type;
if(typeof data3 !== "string"){
const err15 = {instancePath:instancePath+"/Type",schemaPath:"#/properties/Type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!((data3 === "Mobile") || (data3 === "Physical"))){
const err16 = {instancePath:instancePath+"/Type",schemaPath:"#/properties/Type/enum",keyword:"enum",params:{allowedValues: schema3.properties.Type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.SortCode !== undefined){
let data4 = data.SortCode;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(typeof data5 === "string"){
if(func0(data5) > 8){
const err17 = {instancePath:instancePath+"/SortCode/" + i0,schemaPath:"#/properties/SortCode/items/maxLength",keyword:"maxLength",params:{limit: 8},message:"must NOT have more than 8 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func0(data5) < 1){
const err18 = {instancePath:instancePath+"/SortCode/" + i0,schemaPath:"#/properties/SortCode/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err19 = {instancePath:instancePath+"/SortCode/" + i0,schemaPath:"#/properties/SortCode/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err20 = {instancePath:instancePath+"/SortCode",schemaPath:"#/properties/SortCode/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.Photo !== undefined){
if(typeof data.Photo !== "string"){
const err21 = {instancePath:instancePath+"/Photo",schemaPath:"#/properties/Photo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.CustomerSegment !== undefined){
let data7 = data.CustomerSegment;
if(Array.isArray(data7)){
if(data7.length < 1){
const err22 = {instancePath:instancePath+"/CustomerSegment",schemaPath:"#/properties/CustomerSegment/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
if(typeof data8 !== "string"){
const err23 = {instancePath:instancePath+"/CustomerSegment/" + i1,schemaPath:"#/properties/CustomerSegment/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(((((((((data8 === "Business") || (data8 === "Corporate")) || (data8 === "Other")) || (data8 === "Personal")) || (data8 === "Private")) || (data8 === "Premier")) || (data8 === "Select")) || (data8 === "SME")) || (data8 === "Wealth"))){
const err24 = {instancePath:instancePath+"/CustomerSegment/" + i1,schemaPath:"#/properties/CustomerSegment/items/enum",keyword:"enum",params:{allowedValues: schema3.properties.CustomerSegment.items.enum},message:"must be equal to one of the allowed values"};
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
const err25 = {instancePath:instancePath+"/CustomerSegment",schemaPath:"#/properties/CustomerSegment/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.ServiceAndFacility !== undefined){
let data9 = data.ServiceAndFacility;
if(Array.isArray(data9)){
const len2 = data9.length;
for(let i2=0; i2<len2; i2++){
let data10 = data9[i2];
if(typeof data10 !== "string"){
const err26 = {instancePath:instancePath+"/ServiceAndFacility/" + i2,schemaPath:"#/properties/ServiceAndFacility/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!((((((((((((((((((((((((((((data10 === "AssistedServiceCounter") || (data10 === "ExternalATM")) || (data10 === "AccountVerificationService")) || (data10 === "BusinessCounter")) || (data10 === "BureauDeChange")) || (data10 === "BusinessDepositTerminal")) || (data10 === "BusinessITSupport")) || (data10 === "CardIssuanceFacility")) || (data10 === "CollectionLockers")) || (data10 === "CounterServices")) || (data10 === "ExternalQuickServicePoint")) || (data10 === "InternalQuickServicePoint")) || (data10 === "InternalATM")) || (data10 === "LodgementDevice")) || (data10 === "MortgageAdvisor")) || (data10 === "MeetingRooms")) || (data10 === "NightSafe")) || (data10 === "OnlineBankingPoint")) || (data10 === "OnDemandCurrency")) || (data10 === "Other")) || (data10 === "Parking")) || (data10 === "PremierCounter")) || (data10 === "QuickDeposit")) || (data10 === "SaturdayCounterService")) || (data10 === "StatementPrinter")) || (data10 === "SelfServiceAccountOpening")) || (data10 === "VideoBanking")) || (data10 === "WiFi"))){
const err27 = {instancePath:instancePath+"/ServiceAndFacility/" + i2,schemaPath:"#/properties/ServiceAndFacility/items/enum",keyword:"enum",params:{allowedValues: schema3.properties.ServiceAndFacility.items.enum},message:"must be equal to one of the allowed values"};
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
const err28 = {instancePath:instancePath+"/ServiceAndFacility",schemaPath:"#/properties/ServiceAndFacility/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.Accessibility !== undefined){
let data11 = data.Accessibility;
if(Array.isArray(data11)){
const len3 = data11.length;
for(let i3=0; i3<len3; i3++){
let data12 = data11[i3];
if(typeof data12 !== "string"){
const err29 = {instancePath:instancePath+"/Accessibility/" + i3,schemaPath:"#/properties/Accessibility/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!((((((((((data12 === "AutomaticDoors") || (data12 === "AudioCashMachine")) || (data12 === "ExternalRamp")) || (data12 === "HelpingHandUnit")) || (data12 === "InductionLoop")) || (data12 === "InternalRamp")) || (data12 === "LevelAccess")) || (data12 === "LowerLevelCounter")) || (data12 === "Other")) || (data12 === "WheelchairAccess"))){
const err30 = {instancePath:instancePath+"/Accessibility/" + i3,schemaPath:"#/properties/Accessibility/items/enum",keyword:"enum",params:{allowedValues: schema3.properties.Accessibility.items.enum},message:"must be equal to one of the allowed values"};
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
const err31 = {instancePath:instancePath+"/Accessibility",schemaPath:"#/properties/Accessibility/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.Note !== undefined){
let data13 = data.Note;
if(typeof data13 === "string"){
if(func0(data13) > 2000){
const err32 = {instancePath:instancePath+"/Note",schemaPath:"#/properties/Note/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(func0(data13) < 1){
const err33 = {instancePath:instancePath+"/Note",schemaPath:"#/properties/Note/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err34 = {instancePath:instancePath+"/Note",schemaPath:"#/properties/Note/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.OtherCustomerSegment !== undefined){
let data14 = data.OtherCustomerSegment;
if(Array.isArray(data14)){
const len4 = data14.length;
for(let i4=0; i4<len4; i4++){
let data15 = data14[i4];
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.Name === undefined){
const err35 = {instancePath:instancePath+"/OtherCustomerSegment/" + i4,schemaPath:"schema:OtherCode/required",keyword:"required",params:{missingProperty: "Name"},message:"must have required property '"+"Name"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data15.Description === undefined){
const err36 = {instancePath:instancePath+"/OtherCustomerSegment/" + i4,schemaPath:"schema:OtherCode/required",keyword:"required",params:{missingProperty: "Description"},message:"must have required property '"+"Description"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
for(const key1 in data15){
if(!(((key1 === "Code") || (key1 === "Name")) || (key1 === "Description"))){
const err37 = {instancePath:instancePath+"/OtherCustomerSegment/" + i4,schemaPath:"schema:OtherCode/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data15.Code !== undefined){
let data16 = data15.Code;
if(typeof data16 === "string"){
if(func0(data16) > 4){
const err38 = {instancePath:instancePath+"/OtherCustomerSegment/" + i4+"/Code",schemaPath:"schema:OtherCode/properties/Code/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(!pattern0.test(data16)){
const err39 = {instancePath:instancePath+"/OtherCustomerSegment/" + i4+"/Code",schemaPath:"schema:OtherCode/properties/Code/pattern",keyword:"pattern",params:{pattern: "^\\w{0,4}$"},message:"must match pattern \""+"^\\w{0,4}$"+"\""};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/OtherCustomerSegment/" + i4+"/Code",schemaPath:"schema:OtherCode/properties/Code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data15.Name !== undefined){
let data17 = data15.Name;
if(typeof data17 === "string"){
if(func0(data17) > 70){
const err41 = {instancePath:instancePath+"/OtherCustomerSegment/" + i4+"/Name",schemaPath:"schema:OtherCode/properties/Name/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(func0(data17) < 1){
const err42 = {instancePath:instancePath+"/OtherCustomerSegment/" + i4+"/Name",schemaPath:"schema:OtherCode/properties/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/OtherCustomerSegment/" + i4+"/Name",schemaPath:"schema:OtherCode/properties/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data15.Description !== undefined){
let data18 = data15.Description;
if(typeof data18 === "string"){
if(func0(data18) > 350){
const err44 = {instancePath:instancePath+"/OtherCustomerSegment/" + i4+"/Description",schemaPath:"schema:OtherCode/properties/Description/maxLength",keyword:"maxLength",params:{limit: 350},message:"must NOT have more than 350 characters"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(func0(data18) < 1){
const err45 = {instancePath:instancePath+"/OtherCustomerSegment/" + i4+"/Description",schemaPath:"schema:OtherCode/properties/Description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/OtherCustomerSegment/" + i4+"/Description",schemaPath:"schema:OtherCode/properties/Description/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err47 = {instancePath:instancePath+"/OtherCustomerSegment/" + i4,schemaPath:"schema:OtherCode/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err48 = {instancePath:instancePath+"/OtherCustomerSegment",schemaPath:"#/properties/OtherCustomerSegment/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.OtherServiceAndFacility !== undefined){
let data19 = data.OtherServiceAndFacility;
if(Array.isArray(data19)){
const len5 = data19.length;
for(let i5=0; i5<len5; i5++){
let data20 = data19[i5];
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.Name === undefined){
const err49 = {instancePath:instancePath+"/OtherServiceAndFacility/" + i5,schemaPath:"schema:OtherCode/required",keyword:"required",params:{missingProperty: "Name"},message:"must have required property '"+"Name"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data20.Description === undefined){
const err50 = {instancePath:instancePath+"/OtherServiceAndFacility/" + i5,schemaPath:"schema:OtherCode/required",keyword:"required",params:{missingProperty: "Description"},message:"must have required property '"+"Description"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
for(const key2 in data20){
if(!(((key2 === "Code") || (key2 === "Name")) || (key2 === "Description"))){
const err51 = {instancePath:instancePath+"/OtherServiceAndFacility/" + i5,schemaPath:"schema:OtherCode/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data20.Code !== undefined){
let data21 = data20.Code;
if(typeof data21 === "string"){
if(func0(data21) > 4){
const err52 = {instancePath:instancePath+"/OtherServiceAndFacility/" + i5+"/Code",schemaPath:"schema:OtherCode/properties/Code/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(!pattern0.test(data21)){
const err53 = {instancePath:instancePath+"/OtherServiceAndFacility/" + i5+"/Code",schemaPath:"schema:OtherCode/properties/Code/pattern",keyword:"pattern",params:{pattern: "^\\w{0,4}$"},message:"must match pattern \""+"^\\w{0,4}$"+"\""};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/OtherServiceAndFacility/" + i5+"/Code",schemaPath:"schema:OtherCode/properties/Code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data20.Name !== undefined){
let data22 = data20.Name;
if(typeof data22 === "string"){
if(func0(data22) > 70){
const err55 = {instancePath:instancePath+"/OtherServiceAndFacility/" + i5+"/Name",schemaPath:"schema:OtherCode/properties/Name/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(func0(data22) < 1){
const err56 = {instancePath:instancePath+"/OtherServiceAndFacility/" + i5+"/Name",schemaPath:"schema:OtherCode/properties/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/OtherServiceAndFacility/" + i5+"/Name",schemaPath:"schema:OtherCode/properties/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data20.Description !== undefined){
let data23 = data20.Description;
if(typeof data23 === "string"){
if(func0(data23) > 350){
const err58 = {instancePath:instancePath+"/OtherServiceAndFacility/" + i5+"/Description",schemaPath:"schema:OtherCode/properties/Description/maxLength",keyword:"maxLength",params:{limit: 350},message:"must NOT have more than 350 characters"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(func0(data23) < 1){
const err59 = {instancePath:instancePath+"/OtherServiceAndFacility/" + i5+"/Description",schemaPath:"schema:OtherCode/properties/Description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/OtherServiceAndFacility/" + i5+"/Description",schemaPath:"schema:OtherCode/properties/Description/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err61 = {instancePath:instancePath+"/OtherServiceAndFacility/" + i5,schemaPath:"schema:OtherCode/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err62 = {instancePath:instancePath+"/OtherServiceAndFacility",schemaPath:"#/properties/OtherServiceAndFacility/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data.OtherAccessibility !== undefined){
let data24 = data.OtherAccessibility;
if(Array.isArray(data24)){
const len6 = data24.length;
for(let i6=0; i6<len6; i6++){
let data25 = data24[i6];
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.Name === undefined){
const err63 = {instancePath:instancePath+"/OtherAccessibility/" + i6,schemaPath:"schema:OtherCode/required",keyword:"required",params:{missingProperty: "Name"},message:"must have required property '"+"Name"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data25.Description === undefined){
const err64 = {instancePath:instancePath+"/OtherAccessibility/" + i6,schemaPath:"schema:OtherCode/required",keyword:"required",params:{missingProperty: "Description"},message:"must have required property '"+"Description"+"'"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
for(const key3 in data25){
if(!(((key3 === "Code") || (key3 === "Name")) || (key3 === "Description"))){
const err65 = {instancePath:instancePath+"/OtherAccessibility/" + i6,schemaPath:"schema:OtherCode/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data25.Code !== undefined){
let data26 = data25.Code;
if(typeof data26 === "string"){
if(func0(data26) > 4){
const err66 = {instancePath:instancePath+"/OtherAccessibility/" + i6+"/Code",schemaPath:"schema:OtherCode/properties/Code/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(!pattern0.test(data26)){
const err67 = {instancePath:instancePath+"/OtherAccessibility/" + i6+"/Code",schemaPath:"schema:OtherCode/properties/Code/pattern",keyword:"pattern",params:{pattern: "^\\w{0,4}$"},message:"must match pattern \""+"^\\w{0,4}$"+"\""};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/OtherAccessibility/" + i6+"/Code",schemaPath:"schema:OtherCode/properties/Code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data25.Name !== undefined){
let data27 = data25.Name;
if(typeof data27 === "string"){
if(func0(data27) > 70){
const err69 = {instancePath:instancePath+"/OtherAccessibility/" + i6+"/Name",schemaPath:"schema:OtherCode/properties/Name/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(func0(data27) < 1){
const err70 = {instancePath:instancePath+"/OtherAccessibility/" + i6+"/Name",schemaPath:"schema:OtherCode/properties/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
else {
const err71 = {instancePath:instancePath+"/OtherAccessibility/" + i6+"/Name",schemaPath:"schema:OtherCode/properties/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data25.Description !== undefined){
let data28 = data25.Description;
if(typeof data28 === "string"){
if(func0(data28) > 350){
const err72 = {instancePath:instancePath+"/OtherAccessibility/" + i6+"/Description",schemaPath:"schema:OtherCode/properties/Description/maxLength",keyword:"maxLength",params:{limit: 350},message:"must NOT have more than 350 characters"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(func0(data28) < 1){
const err73 = {instancePath:instancePath+"/OtherAccessibility/" + i6+"/Description",schemaPath:"schema:OtherCode/properties/Description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/OtherAccessibility/" + i6+"/Description",schemaPath:"schema:OtherCode/properties/Description/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err75 = {instancePath:instancePath+"/OtherAccessibility/" + i6,schemaPath:"schema:OtherCode/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
}
else {
const err76 = {instancePath:instancePath+"/OtherAccessibility",schemaPath:"#/properties/OtherAccessibility/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data.Availability !== undefined){
if(!(validate3(data.Availability, {instancePath:instancePath+"/Availability",parentData:data,parentDataProperty:"Availability",rootData}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
}
if(data.ContactInfo !== undefined){
let data30 = data.ContactInfo;
if(Array.isArray(data30)){
const len7 = data30.length;
for(let i7=0; i7<len7; i7++){
let data31 = data30[i7];
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
if(data31.ContactType === undefined){
const err77 = {instancePath:instancePath+"/ContactInfo/" + i7,schemaPath:"schema:ContactInfo/required",keyword:"required",params:{missingProperty: "ContactType"},message:"must have required property '"+"ContactType"+"'"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(data31.ContactContent === undefined){
const err78 = {instancePath:instancePath+"/ContactInfo/" + i7,schemaPath:"schema:ContactInfo/required",keyword:"required",params:{missingProperty: "ContactContent"},message:"must have required property '"+"ContactContent"+"'"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
for(const key4 in data31){
if(!(((key4 === "ContactType") || (key4 === "ContactContent")) || (key4 === "ContactDescription"))){
const err79 = {instancePath:instancePath+"/ContactInfo/" + i7,schemaPath:"schema:ContactInfo/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data31.ContactType !== undefined){
let data32 = data31.ContactType;
if(typeof data32 !== "string"){
const err80 = {instancePath:instancePath+"/ContactInfo/" + i7+"/ContactType",schemaPath:"schema:ContactInfo/properties/ContactType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(!(((((((data32 === "AlternateEmail") || (data32 === "AlternateFax")) || (data32 === "AlternatePhone")) || (data32 === "Email")) || (data32 === "Fax")) || (data32 === "Other")) || (data32 === "Phone"))){
const err81 = {instancePath:instancePath+"/ContactInfo/" + i7+"/ContactType",schemaPath:"schema:ContactInfo/properties/ContactType/enum",keyword:"enum",params:{allowedValues: schema10.properties.ContactType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data31.ContactContent !== undefined){
let data33 = data31.ContactContent;
if(typeof data33 === "string"){
if(func0(data33) > 256){
const err82 = {instancePath:instancePath+"/ContactInfo/" + i7+"/ContactContent",schemaPath:"schema:ContactInfo/properties/ContactContent/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(func0(data33) < 1){
const err83 = {instancePath:instancePath+"/ContactInfo/" + i7+"/ContactContent",schemaPath:"schema:ContactInfo/properties/ContactContent/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
else {
const err84 = {instancePath:instancePath+"/ContactInfo/" + i7+"/ContactContent",schemaPath:"schema:ContactInfo/properties/ContactContent/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data31.ContactDescription !== undefined){
let data34 = data31.ContactDescription;
if(typeof data34 === "string"){
if(func0(data34) > 70){
const err85 = {instancePath:instancePath+"/ContactInfo/" + i7+"/ContactDescription",schemaPath:"schema:ContactInfo/properties/ContactDescription/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(func0(data34) < 1){
const err86 = {instancePath:instancePath+"/ContactInfo/" + i7+"/ContactDescription",schemaPath:"schema:ContactInfo/properties/ContactDescription/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
else {
const err87 = {instancePath:instancePath+"/ContactInfo/" + i7+"/ContactDescription",schemaPath:"schema:ContactInfo/properties/ContactDescription/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
}
else {
const err88 = {instancePath:instancePath+"/ContactInfo/" + i7,schemaPath:"schema:ContactInfo/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
}
else {
const err89 = {instancePath:instancePath+"/ContactInfo",schemaPath:"#/properties/ContactInfo/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data.PostalAddress !== undefined){
let data35 = data.PostalAddress;
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
if(data35.PostCode === undefined){
const err90 = {instancePath:instancePath+"/PostalAddress",schemaPath:"schema:PostalAddress/required",keyword:"required",params:{missingProperty: "PostCode"},message:"must have required property '"+"PostCode"+"'"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
for(const key5 in data35){
if(!((((((((key5 === "AddressLine") || (key5 === "BuildingNumber")) || (key5 === "StreetName")) || (key5 === "TownName")) || (key5 === "CountrySubDivision")) || (key5 === "Country")) || (key5 === "PostCode")) || (key5 === "GeoLocation"))){
const err91 = {instancePath:instancePath+"/PostalAddress",schemaPath:"schema:PostalAddress/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data35.AddressLine !== undefined){
let data36 = data35.AddressLine;
if(Array.isArray(data36)){
if(data36.length > 7){
const err92 = {instancePath:instancePath+"/PostalAddress/AddressLine",schemaPath:"schema:PostalAddress/properties/AddressLine/maxItems",keyword:"maxItems",params:{limit: 7},message:"must NOT have more than 7 items"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
const len8 = data36.length;
for(let i8=0; i8<len8; i8++){
let data37 = data36[i8];
if(typeof data37 === "string"){
if(func0(data37) > 70){
const err93 = {instancePath:instancePath+"/PostalAddress/AddressLine/" + i8,schemaPath:"schema:PostalAddress/properties/AddressLine/items/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(func0(data37) < 1){
const err94 = {instancePath:instancePath+"/PostalAddress/AddressLine/" + i8,schemaPath:"schema:PostalAddress/properties/AddressLine/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
else {
const err95 = {instancePath:instancePath+"/PostalAddress/AddressLine/" + i8,schemaPath:"schema:PostalAddress/properties/AddressLine/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
}
else {
const err96 = {instancePath:instancePath+"/PostalAddress/AddressLine",schemaPath:"schema:PostalAddress/properties/AddressLine/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data35.BuildingNumber !== undefined){
let data38 = data35.BuildingNumber;
if(typeof data38 === "string"){
if(func0(data38) > 350){
const err97 = {instancePath:instancePath+"/PostalAddress/BuildingNumber",schemaPath:"schema:PostalAddress/properties/BuildingNumber/maxLength",keyword:"maxLength",params:{limit: 350},message:"must NOT have more than 350 characters"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if(func0(data38) < 1){
const err98 = {instancePath:instancePath+"/PostalAddress/BuildingNumber",schemaPath:"schema:PostalAddress/properties/BuildingNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
else {
const err99 = {instancePath:instancePath+"/PostalAddress/BuildingNumber",schemaPath:"schema:PostalAddress/properties/BuildingNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data35.StreetName !== undefined){
let data39 = data35.StreetName;
if(typeof data39 === "string"){
if(func0(data39) > 70){
const err100 = {instancePath:instancePath+"/PostalAddress/StreetName",schemaPath:"schema:PostalAddress/properties/StreetName/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if(func0(data39) < 1){
const err101 = {instancePath:instancePath+"/PostalAddress/StreetName",schemaPath:"schema:PostalAddress/properties/StreetName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
else {
const err102 = {instancePath:instancePath+"/PostalAddress/StreetName",schemaPath:"schema:PostalAddress/properties/StreetName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data35.TownName !== undefined){
let data40 = data35.TownName;
if(typeof data40 === "string"){
if(func0(data40) > 35){
const err103 = {instancePath:instancePath+"/PostalAddress/TownName",schemaPath:"schema:PostalAddress/properties/TownName/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if(func0(data40) < 1){
const err104 = {instancePath:instancePath+"/PostalAddress/TownName",schemaPath:"schema:PostalAddress/properties/TownName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
else {
const err105 = {instancePath:instancePath+"/PostalAddress/TownName",schemaPath:"schema:PostalAddress/properties/TownName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data35.CountrySubDivision !== undefined){
let data41 = data35.CountrySubDivision;
if(Array.isArray(data41)){
if(data41.length > 2){
const err106 = {instancePath:instancePath+"/PostalAddress/CountrySubDivision",schemaPath:"schema:PostalAddress/properties/CountrySubDivision/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
const len9 = data41.length;
for(let i9=0; i9<len9; i9++){
let data42 = data41[i9];
if(typeof data42 === "string"){
if(func0(data42) > 35){
const err107 = {instancePath:instancePath+"/PostalAddress/CountrySubDivision/" + i9,schemaPath:"schema:PostalAddress/properties/CountrySubDivision/items/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if(func0(data42) < 1){
const err108 = {instancePath:instancePath+"/PostalAddress/CountrySubDivision/" + i9,schemaPath:"schema:PostalAddress/properties/CountrySubDivision/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
else {
const err109 = {instancePath:instancePath+"/PostalAddress/CountrySubDivision/" + i9,schemaPath:"schema:PostalAddress/properties/CountrySubDivision/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
}
else {
const err110 = {instancePath:instancePath+"/PostalAddress/CountrySubDivision",schemaPath:"schema:PostalAddress/properties/CountrySubDivision/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
if(data35.Country !== undefined){
let data43 = data35.Country;
if(typeof data43 === "string"){
if(!pattern7.test(data43)){
const err111 = {instancePath:instancePath+"/PostalAddress/Country",schemaPath:"schema:PostalAddress/properties/Country/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\""};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
else {
const err112 = {instancePath:instancePath+"/PostalAddress/Country",schemaPath:"schema:PostalAddress/properties/Country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data35.PostCode !== undefined){
let data44 = data35.PostCode;
if(typeof data44 === "string"){
if(func0(data44) > 16){
const err113 = {instancePath:instancePath+"/PostalAddress/PostCode",schemaPath:"schema:PostalAddress/properties/PostCode/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
if(func0(data44) < 1){
const err114 = {instancePath:instancePath+"/PostalAddress/PostCode",schemaPath:"schema:PostalAddress/properties/PostCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
else {
const err115 = {instancePath:instancePath+"/PostalAddress/PostCode",schemaPath:"schema:PostalAddress/properties/PostCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data35.GeoLocation !== undefined){
let data45 = data35.GeoLocation;
if(data45 && typeof data45 == "object" && !Array.isArray(data45)){
if(data45.GeographicCoordinates === undefined){
const err116 = {instancePath:instancePath+"/PostalAddress/GeoLocation",schemaPath:"schema:PostalAddress/properties/GeoLocation/required",keyword:"required",params:{missingProperty: "GeographicCoordinates"},message:"must have required property '"+"GeographicCoordinates"+"'"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
for(const key6 in data45){
if(!(key6 === "GeographicCoordinates")){
const err117 = {instancePath:instancePath+"/PostalAddress/GeoLocation",schemaPath:"schema:PostalAddress/properties/GeoLocation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data45.GeographicCoordinates !== undefined){
let data46 = data45.GeographicCoordinates;
if(data46 && typeof data46 == "object" && !Array.isArray(data46)){
if(data46.Latitude === undefined){
const err118 = {instancePath:instancePath+"/PostalAddress/GeoLocation/GeographicCoordinates",schemaPath:"schema:PostalAddress/properties/GeoLocation/properties/GeographicCoordinates/required",keyword:"required",params:{missingProperty: "Latitude"},message:"must have required property '"+"Latitude"+"'"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
if(data46.Longitude === undefined){
const err119 = {instancePath:instancePath+"/PostalAddress/GeoLocation/GeographicCoordinates",schemaPath:"schema:PostalAddress/properties/GeoLocation/properties/GeographicCoordinates/required",keyword:"required",params:{missingProperty: "Longitude"},message:"must have required property '"+"Longitude"+"'"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
for(const key7 in data46){
if(!((key7 === "Latitude") || (key7 === "Longitude"))){
const err120 = {instancePath:instancePath+"/PostalAddress/GeoLocation/GeographicCoordinates",schemaPath:"schema:PostalAddress/properties/GeoLocation/properties/GeographicCoordinates/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
if(data46.Latitude !== undefined){
let data47 = data46.Latitude;
if(typeof data47 === "string"){
if(!pattern8.test(data47)){
const err121 = {instancePath:instancePath+"/PostalAddress/GeoLocation/GeographicCoordinates/Latitude",schemaPath:"schema:PostalAddress/properties/GeoLocation/properties/GeographicCoordinates/properties/Latitude/pattern",keyword:"pattern",params:{pattern: "^-?\\d{1,3}\\.\\d{1,8}$"},message:"must match pattern \""+"^-?\\d{1,3}\\.\\d{1,8}$"+"\""};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
else {
const err122 = {instancePath:instancePath+"/PostalAddress/GeoLocation/GeographicCoordinates/Latitude",schemaPath:"schema:PostalAddress/properties/GeoLocation/properties/GeographicCoordinates/properties/Latitude/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
if(data46.Longitude !== undefined){
let data48 = data46.Longitude;
if(typeof data48 === "string"){
if(!pattern8.test(data48)){
const err123 = {instancePath:instancePath+"/PostalAddress/GeoLocation/GeographicCoordinates/Longitude",schemaPath:"schema:PostalAddress/properties/GeoLocation/properties/GeographicCoordinates/properties/Longitude/pattern",keyword:"pattern",params:{pattern: "^-?\\d{1,3}\\.\\d{1,8}$"},message:"must match pattern \""+"^-?\\d{1,3}\\.\\d{1,8}$"+"\""};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
else {
const err124 = {instancePath:instancePath+"/PostalAddress/GeoLocation/GeographicCoordinates/Longitude",schemaPath:"schema:PostalAddress/properties/GeoLocation/properties/GeographicCoordinates/properties/Longitude/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
}
else {
const err125 = {instancePath:instancePath+"/PostalAddress/GeoLocation/GeographicCoordinates",schemaPath:"schema:PostalAddress/properties/GeoLocation/properties/GeographicCoordinates/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
}
else {
const err126 = {instancePath:instancePath+"/PostalAddress/GeoLocation",schemaPath:"schema:PostalAddress/properties/GeoLocation/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
}
else {
const err127 = {instancePath:instancePath+"/PostalAddress",schemaPath:"schema:PostalAddress/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
}
else {
const err128 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
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
if(data.BrandName === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "BrandName"},message:"must have required property '"+"BrandName"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Branch === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Branch"},message:"must have required property '"+"Branch"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "BrandName") || (key0 === "Branch"))){
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
if(data.BrandName !== undefined){
let data0 = data.BrandName;
if(typeof data0 === "string"){
if(func0(data0) > 140){
const err3 = {instancePath:instancePath+"/BrandName",schemaPath:"#/properties/BrandName/maxLength",keyword:"maxLength",params:{limit: 140},message:"must NOT have more than 140 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func0(data0) < 1){
const err4 = {instancePath:instancePath+"/BrandName",schemaPath:"#/properties/BrandName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/BrandName",schemaPath:"#/properties/BrandName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.Branch !== undefined){
let data1 = data.Branch;
if(Array.isArray(data1)){
if(data1.length < 1){
const err6 = {instancePath:instancePath+"/Branch",schemaPath:"#/properties/Branch/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate2(data1[i0], {instancePath:instancePath+"/Branch/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
errors = vErrors.length;
}
}
}
else {
const err7 = {instancePath:instancePath+"/Branch",schemaPath:"#/properties/Branch/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
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
if(data.meta === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "meta"},message:"must have required property '"+"meta"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.data === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "meta") || (key0 === "data"))){
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
if(data.meta !== undefined){
let data0 = data.meta;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.LastUpdated === undefined){
const err3 = {instancePath:instancePath+"/meta",schemaPath:"schema:Meta/required",keyword:"required",params:{missingProperty: "LastUpdated"},message:"must have required property '"+"LastUpdated"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.TotalResults === undefined){
const err4 = {instancePath:instancePath+"/meta",schemaPath:"schema:Meta/required",keyword:"required",params:{missingProperty: "TotalResults"},message:"must have required property '"+"TotalResults"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.Agreement === undefined){
const err5 = {instancePath:instancePath+"/meta",schemaPath:"schema:Meta/required",keyword:"required",params:{missingProperty: "Agreement"},message:"must have required property '"+"Agreement"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.License === undefined){
const err6 = {instancePath:instancePath+"/meta",schemaPath:"schema:Meta/required",keyword:"required",params:{missingProperty: "License"},message:"must have required property '"+"License"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.TermsOfUse === undefined){
const err7 = {instancePath:instancePath+"/meta",schemaPath:"schema:Meta/required",keyword:"required",params:{missingProperty: "TermsOfUse"},message:"must have required property '"+"TermsOfUse"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key1 in data0){
if(!(((((key1 === "LastUpdated") || (key1 === "TotalResults")) || (key1 === "Agreement")) || (key1 === "License")) || (key1 === "TermsOfUse"))){
const err8 = {instancePath:instancePath+"/meta",schemaPath:"schema:Meta/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.LastUpdated !== undefined){
let data1 = data0.LastUpdated;
if(typeof data1 === "string"){
if(!(formats0.validate.test(data1))){
const err9 = {instancePath:instancePath+"/meta/LastUpdated",schemaPath:"schema:Meta/properties/LastUpdated/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err10 = {instancePath:instancePath+"/meta/LastUpdated",schemaPath:"schema:Meta/properties/LastUpdated/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.TotalResults !== undefined){
let data2 = data0.TotalResults;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err11 = {instancePath:instancePath+"/meta/TotalResults",schemaPath:"schema:Meta/properties/TotalResults/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/meta/TotalResults",schemaPath:"schema:Meta/properties/TotalResults/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data0.Agreement !== undefined){
let data3 = data0.Agreement;
if(typeof data3 !== "string"){
const err13 = {instancePath:instancePath+"/meta/Agreement",schemaPath:"schema:Meta/properties/Agreement/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(data3 === "Use of the APIs and any related data will be subject to the terms of the Open Licence and subject to terms and conditions")){
const err14 = {instancePath:instancePath+"/meta/Agreement",schemaPath:"schema:Meta/properties/Agreement/enum",keyword:"enum",params:{allowedValues: schema1.properties.Agreement.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data0.License !== undefined){
let data4 = data0.License;
if(!(data4 === "https://www.openbanking.org.uk/open-licence")){
const err15 = {instancePath:instancePath+"/meta/License",schemaPath:"schema:Meta/properties/License/enum",keyword:"enum",params:{allowedValues: schema1.properties.License.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(typeof data4 === "string"){
if(!(formats2.test(data4))){
const err16 = {instancePath:instancePath+"/meta/License",schemaPath:"schema:Meta/properties/License/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err17 = {instancePath:instancePath+"/meta/License",schemaPath:"schema:Meta/properties/License/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data0.TermsOfUse !== undefined){
let data5 = data0.TermsOfUse;
if(!(data5 === "https://www.openbanking.org.uk/terms")){
const err18 = {instancePath:instancePath+"/meta/TermsOfUse",schemaPath:"schema:Meta/properties/TermsOfUse/enum",keyword:"enum",params:{allowedValues: schema1.properties.TermsOfUse.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data5 === "string"){
if(!(formats2.test(data5))){
const err19 = {instancePath:instancePath+"/meta/TermsOfUse",schemaPath:"schema:Meta/properties/TermsOfUse/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err20 = {instancePath:instancePath+"/meta/TermsOfUse",schemaPath:"schema:Meta/properties/TermsOfUse/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err21 = {instancePath:instancePath+"/meta",schemaPath:"schema:Meta/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.data !== undefined){
let data6 = data.data;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.Brand === undefined){
const err22 = {instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/required",keyword:"required",params:{missingProperty: "Brand"},message:"must have required property '"+"Brand"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
for(const key2 in data7){
if(!(key2 === "Brand")){
const err23 = {instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data7.Brand !== undefined){
let data8 = data7.Brand;
if(Array.isArray(data8)){
if(data8.length < 1){
const err24 = {instancePath:instancePath+"/data/" + i0+"/Brand",schemaPath:"#/properties/data/items/properties/Brand/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
if(!(validate1(data8[i1], {instancePath:instancePath+"/data/" + i0+"/Brand/" + i1,parentData:data8,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
}
}
else {
const err25 = {instancePath:instancePath+"/data/" + i0+"/Brand",schemaPath:"#/properties/data/items/properties/Brand/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err26 = {instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err27 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err28 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Code"},message:"must have required property '"+"Code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Message === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Message"},message:"must have required property '"+"Message"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.Errors === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Errors"},message:"must have required property '"+"Errors"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "Code") || (key0 === "Id")) || (key0 === "Message")) || (key0 === "Errors"))){
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
if(data.Code !== undefined){
let data0 = data.Code;
if(typeof data0 === "string"){
if(func0(data0) > 40){
const err4 = {instancePath:instancePath+"/Code",schemaPath:"#/properties/Code/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func0(data0) < 1){
const err5 = {instancePath:instancePath+"/Code",schemaPath:"#/properties/Code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/Code",schemaPath:"#/properties/Code/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(func0(data1) > 40){
const err7 = {instancePath:instancePath+"/Id",schemaPath:"#/properties/Id/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func0(data1) < 1){
const err8 = {instancePath:instancePath+"/Id",schemaPath:"#/properties/Id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err9 = {instancePath:instancePath+"/Id",schemaPath:"#/properties/Id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.Message !== undefined){
let data2 = data.Message;
if(typeof data2 === "string"){
if(func0(data2) > 500){
const err10 = {instancePath:instancePath+"/Message",schemaPath:"#/properties/Message/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func0(data2) < 1){
const err11 = {instancePath:instancePath+"/Message",schemaPath:"#/properties/Message/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err12 = {instancePath:instancePath+"/Message",schemaPath:"#/properties/Message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.Errors !== undefined){
let data3 = data.Errors;
if(Array.isArray(data3)){
if(data3.length < 1){
const err13 = {instancePath:instancePath+"/Errors",schemaPath:"#/properties/Errors/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.ErrorCode === undefined){
const err14 = {instancePath:instancePath+"/Errors/" + i0,schemaPath:"schema:Error/required",keyword:"required",params:{missingProperty: "ErrorCode"},message:"must have required property '"+"ErrorCode"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4.Message === undefined){
const err15 = {instancePath:instancePath+"/Errors/" + i0,schemaPath:"schema:Error/required",keyword:"required",params:{missingProperty: "Message"},message:"must have required property '"+"Message"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key1 in data4){
if(!((((key1 === "ErrorCode") || (key1 === "Message")) || (key1 === "Path")) || (key1 === "Url"))){
const err16 = {instancePath:instancePath+"/Errors/" + i0,schemaPath:"schema:Error/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data4.ErrorCode !== undefined){
if(typeof data4.ErrorCode !== "string"){
const err17 = {instancePath:instancePath+"/Errors/" + i0+"/ErrorCode",schemaPath:"schema:Error/properties/ErrorCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data4.Message !== undefined){
let data6 = data4.Message;
if(typeof data6 === "string"){
if(func0(data6) > 500){
const err18 = {instancePath:instancePath+"/Errors/" + i0+"/Message",schemaPath:"schema:Error/properties/Message/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(func0(data6) < 1){
const err19 = {instancePath:instancePath+"/Errors/" + i0+"/Message",schemaPath:"schema:Error/properties/Message/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err20 = {instancePath:instancePath+"/Errors/" + i0+"/Message",schemaPath:"schema:Error/properties/Message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data4.Path !== undefined){
let data7 = data4.Path;
if(typeof data7 === "string"){
if(func0(data7) > 500){
const err21 = {instancePath:instancePath+"/Errors/" + i0+"/Path",schemaPath:"schema:Error/properties/Path/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(func0(data7) < 1){
const err22 = {instancePath:instancePath+"/Errors/" + i0+"/Path",schemaPath:"schema:Error/properties/Path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err23 = {instancePath:instancePath+"/Errors/" + i0+"/Path",schemaPath:"schema:Error/properties/Path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data4.Url !== undefined){
let data8 = data4.Url;
if(typeof data8 === "string"){
if(func0(data8) > 500){
const err24 = {instancePath:instancePath+"/Errors/" + i0+"/Url",schemaPath:"schema:Error/properties/Url/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(func0(data8) < 1){
const err25 = {instancePath:instancePath+"/Errors/" + i0+"/Url",schemaPath:"schema:Error/properties/Url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err26 = {instancePath:instancePath+"/Errors/" + i0+"/Url",schemaPath:"schema:Error/properties/Url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err27 = {instancePath:instancePath+"/Errors/" + i0,schemaPath:"schema:Error/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err28 = {instancePath:instancePath+"/Errors",schemaPath:"#/properties/Errors/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err29 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
validate7.errors = vErrors;
return errors === 0;
}
