<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="terrain" tilewidth="32" tileheight="32" tilecount="56" columns="8">
 <image source="terrain.png" width="256" height="224"/>
 <tile id="0" type="plains"/>
 <tile id="1" type="plains"/>
 <tile id="2" type="plains"/>
 <tile id="3" type="plains"/>
 <tile id="4" type="plains"/>
 <tile id="5" type="plains"/>
 <tile id="6" type="fields"/>
 <tile id="7" type="fields"/>
 <tile id="8" type="sea"/>
 <tile id="9" type="sea"/>
 <tile id="10" type="vines"/>
 <tile id="11" type="vines"/>
 <tile id="12" type="hills"/>
 <tile id="13" type="hills"/>
 <tile id="14" type="hills"/>
 <tile id="15" type="hills"/>
 <tile id="16" type="forest"/>
 <tile id="17" type="forest"/>
 <tile id="18" type="forest"/>
 <tile id="19" type="forest"/>
 <tile id="20" type="forest"/>
 <tile id="21" type="forest"/>
 <tile id="22" type="woods"/>
 <tile id="23" type="woods"/>
 <tile id="24" type="coast">
  <properties>
   <property name="mask" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="25" type="coast">
  <properties>
   <property name="mask" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="26" type="coast">
  <properties>
   <property name="mask" type="int" value="3"/>
  </properties>
 </tile>
 <tile id="27" type="coast">
  <properties>
   <property name="mask" type="int" value="4"/>
  </properties>
 </tile>
 <tile id="28" type="coast">
  <properties>
   <property name="mask" type="int" value="5"/>
  </properties>
 </tile>
 <tile id="29" type="coast">
  <properties>
   <property name="mask" type="int" value="6"/>
  </properties>
 </tile>
 <tile id="30" type="coast">
  <properties>
   <property name="mask" type="int" value="7"/>
  </properties>
 </tile>
 <tile id="31" type="coast">
  <properties>
   <property name="mask" type="int" value="8"/>
  </properties>
 </tile>
 <tile id="32" type="coast">
  <properties>
   <property name="mask" type="int" value="9"/>
  </properties>
 </tile>
 <tile id="33" type="coast">
  <properties>
   <property name="mask" type="int" value="10"/>
  </properties>
 </tile>
 <tile id="34" type="coast">
  <properties>
   <property name="mask" type="int" value="11"/>
  </properties>
 </tile>
 <tile id="35" type="coast">
  <properties>
   <property name="mask" type="int" value="12"/>
  </properties>
 </tile>
 <tile id="36" type="coast">
  <properties>
   <property name="mask" type="int" value="13"/>
  </properties>
 </tile>
 <tile id="37" type="coast">
  <properties>
   <property name="mask" type="int" value="14"/>
  </properties>
 </tile>
 <tile id="38" type="sea"/>
 <tile id="39" type="sea"/>
 <tile id="40" type="river">
  <properties>
   <property name="mask" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="41" type="river">
  <properties>
   <property name="mask" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="42" type="river">
  <properties>
   <property name="mask" type="int" value="3"/>
  </properties>
 </tile>
 <tile id="43" type="river">
  <properties>
   <property name="mask" type="int" value="4"/>
  </properties>
 </tile>
 <tile id="44" type="river">
  <properties>
   <property name="mask" type="int" value="5"/>
  </properties>
 </tile>
 <tile id="45" type="river">
  <properties>
   <property name="mask" type="int" value="6"/>
  </properties>
 </tile>
 <tile id="46" type="river">
  <properties>
   <property name="mask" type="int" value="7"/>
  </properties>
 </tile>
 <tile id="47" type="river">
  <properties>
   <property name="mask" type="int" value="8"/>
  </properties>
 </tile>
 <tile id="48" type="river">
  <properties>
   <property name="mask" type="int" value="9"/>
  </properties>
 </tile>
 <tile id="49" type="river">
  <properties>
   <property name="mask" type="int" value="10"/>
  </properties>
 </tile>
 <tile id="50" type="river">
  <properties>
   <property name="mask" type="int" value="11"/>
  </properties>
 </tile>
 <tile id="51" type="river">
  <properties>
   <property name="mask" type="int" value="12"/>
  </properties>
 </tile>
 <tile id="52" type="river">
  <properties>
   <property name="mask" type="int" value="13"/>
  </properties>
 </tile>
 <tile id="53" type="river">
  <properties>
   <property name="mask" type="int" value="14"/>
  </properties>
 </tile>
 <tile id="54" type="river">
  <properties>
   <property name="mask" type="int" value="15"/>
  </properties>
 </tile>
 <tile id="55" type="woods"/>
 <wangsets>
  <wangset name="Coast" type="corner" tile="32">
   <wangcolor name="Land" color="#e7dab5" tile="0" probability="1"/>
   <wangcolor name="Sea" color="#96b1b0" tile="8" probability="1"/>
   <wangtile tileid="0" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="1" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="2" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="3" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="4" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="5" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="8" wangid="0,2,0,2,0,2,0,2"/>
   <wangtile tileid="9" wangid="0,2,0,2,0,2,0,2"/>
   <wangtile tileid="24" wangid="0,1,0,1,0,1,0,2"/>
   <wangtile tileid="25" wangid="0,2,0,1,0,1,0,1"/>
   <wangtile tileid="26" wangid="0,2,0,1,0,1,0,2"/>
   <wangtile tileid="27" wangid="0,1,0,2,0,1,0,1"/>
   <wangtile tileid="28" wangid="0,1,0,2,0,1,0,2"/>
   <wangtile tileid="29" wangid="0,2,0,2,0,1,0,1"/>
   <wangtile tileid="30" wangid="0,2,0,2,0,1,0,2"/>
   <wangtile tileid="31" wangid="0,1,0,1,0,2,0,1"/>
   <wangtile tileid="32" wangid="0,1,0,1,0,2,0,2"/>
   <wangtile tileid="33" wangid="0,2,0,1,0,2,0,1"/>
   <wangtile tileid="34" wangid="0,2,0,1,0,2,0,2"/>
   <wangtile tileid="35" wangid="0,1,0,2,0,2,0,1"/>
   <wangtile tileid="36" wangid="0,1,0,2,0,2,0,2"/>
   <wangtile tileid="37" wangid="0,2,0,2,0,2,0,1"/>
   <wangtile tileid="38" wangid="0,2,0,2,0,2,0,2"/>
   <wangtile tileid="39" wangid="0,2,0,2,0,2,0,2"/>
  </wangset>
  <wangset name="Rivers" type="edge" tile="44">
   <wangcolor name="Bank" color="#e7dab5" tile="-1" probability="1"/>
   <wangcolor name="River" color="#8cacb0" tile="44" probability="1"/>
   <wangtile tileid="40" wangid="2,0,1,0,1,0,1,0"/>
   <wangtile tileid="41" wangid="1,0,2,0,1,0,1,0"/>
   <wangtile tileid="42" wangid="2,0,2,0,1,0,1,0"/>
   <wangtile tileid="43" wangid="1,0,1,0,2,0,1,0"/>
   <wangtile tileid="44" wangid="2,0,1,0,2,0,1,0"/>
   <wangtile tileid="45" wangid="1,0,2,0,2,0,1,0"/>
   <wangtile tileid="46" wangid="2,0,2,0,2,0,1,0"/>
   <wangtile tileid="47" wangid="1,0,1,0,1,0,2,0"/>
   <wangtile tileid="48" wangid="2,0,1,0,1,0,2,0"/>
   <wangtile tileid="49" wangid="1,0,2,0,1,0,2,0"/>
   <wangtile tileid="50" wangid="2,0,2,0,1,0,2,0"/>
   <wangtile tileid="51" wangid="1,0,1,0,2,0,2,0"/>
   <wangtile tileid="52" wangid="2,0,1,0,2,0,2,0"/>
   <wangtile tileid="53" wangid="1,0,2,0,2,0,2,0"/>
   <wangtile tileid="54" wangid="2,0,2,0,2,0,2,0"/>
  </wangset>
 </wangsets>
</tileset>
