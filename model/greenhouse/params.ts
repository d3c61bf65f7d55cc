/**
 * Parameters of the lumped greenhouse model (docs/design/greenhouse-model.md), per m² of floor, SI units.
 * Sources: "vH" van Henten (2003) lettuce greenhouse model; "Vanthoor" Vanthoor (2011); "GreenLight"
 * Katzin et al. (2020), davkat1/GreenLight `setGlParams.m` / `setGlAux.m`. "assumed" marks a
 * plausible value chosen for this simulator where the references have no equivalent.
 */
export type GreenhouseParams = {
  // Air energy balance
  /** C_q, J m⁻² K⁻¹: lumped heat capacity of air and structure (vH c_cap,q). */
  airHeatCapacity: number;
  /** W m⁻² K⁻¹: heat transmission through the cover (vH c_R,... 6.1). */
  coverHeatTransfer: number;
  /** J m⁻³ K⁻¹: volumetric heat capacity of ventilated air (vH c_cap,q,v). */
  ventHeatCapacity: number;
  /** Fraction of outside global radiation that heats the air (vH c_rad,q). */
  solarHeatFraction: number;
  /** L, J kg⁻¹: latent heat of evaporation (vH, GreenLight). */
  latentHeat: number;
  /** m: mean height, the air volume per m² floor (vH c_cap,c = c_cap,h = 4.1). */
  meanHeight: number;
  // Heating pipes
  /** C_p, J m⁻² K⁻¹: pipe water and steel (Vanthoor / GreenLight capPipe). */
  pipeHeatCapacity: number;
  /** W m⁻²: boiler power into the pipe loop with the valve fully open (model page, 130). */
  pipeMaxPower: number;
  /** Q_pipe = coef·π·d·l·|ΔT|^0.32·ΔT (Vanthoor eq. for free convection; GreenLight phiPipeE, lPipe). */
  pipeConvectionCoef: number;
  pipeDiameter: number;
  pipeLengthPerM2: number;
  // Ventilation (Vanthoor eq. 64, GreenLight values)
  /** A_roof/A_floor (GreenLight aRoof / aFlr ≈ 0.1). */
  roofVentRatio: number;
  /** C_d, discharge coefficient (Vanthoor, 0.75). */
  dischargeCoef: number;
  /** C_w, wind pressure coefficient (Vanthoor, 0.09). */
  windPressureCoef: number;
  /** h_vent, m: vertical vent dimension (GreenLight hVent 0.68). */
  ventHeight: number;
  /** m³ m⁻² s⁻¹ per m s⁻¹ wind: leakage (GreenLight cLeakage·ζ, 0.5×10⁻⁴, at least at 0.25 m s⁻¹). */
  leakage: number;
  /** How much a fully closed screen or curtain lowers ventilation and leakage (assumed, GreenLight K_ThScr idea). */
  screenVentReduction: number;
  /** m³ s⁻¹ per fan: rated flow of one exhaust fan (a 50" box fan, ≈ 36 000 m³ h⁻¹; assumed). */
  fanRatedFlow: number;
  // Screens
  /** Fraction of light a fully closed shade screen holds back (assumed, a 70 % shade net). */
  screenShading: number;
  /** Fraction of light a closed thermal curtain holds back (assumed). */
  curtainShading: number;
  /** Fraction of cover heat loss a closed thermal curtain saves (GreenLight thermal screen, ≈ 0.4). */
  curtainHeatSaving: number;
  /** Cover transmission of global radiation (GreenLight tauCov-like, film ≈ 0.7). */
  coverTransmission: number;
  // Vapour
  /**
   * kg m⁻² s⁻¹ at fog = 1: a high-pressure fog line, assumed 250 g m⁻² h⁻¹ (the model page's check:
   * 100 g m⁻² h⁻¹ cools by ≈ 68 W m⁻²).
   */
  fogCapacity: number;
  /** m s⁻¹: vapour transfer to a cold cover (GreenLight 6.4×10⁻⁹·HEC_AirCov, converted from Pa). */
  condensationCoef: number;
  /** Weight of the outside temperature in the cover temperature (assumed). */
  coverOutsideWeight: number;
  // Crop (vH lettuce calibration, a stand-in for other crops)
  /** X_d, kg m⁻²: structural dry weight; 0.1 makes a closed canopy (vH state X_sd). */
  cropDryWeight: number;
  /** c_pl,d, m² kg⁻¹: effective canopy surface (vH 53). */
  canopyCoef: number;
  /** c_v,pl,ai, m s⁻¹: canopy vapour mass transfer (vH 3.6×10⁻³). */
  transpirationCoef: number;
  /**
   * Share of inside radiation turned into transpiration (the A·(1 − e^(−k·LAI)) term of Baille et al.
   * 1994); fitted so a day transpires ≈ 2.4 mL per J cm⁻² of outside radiation, the growers' rule
   * behind radiation-sum doses, which gives 10-25 % drain at 0.3 L m⁻² per 100 J cm⁻².
   */
  transpirationRadCoef: number;
  /** c_rad,phot, kg J⁻¹ (vH 3.55×10⁻⁹). */
  photoLightUse: number;
  /** c_CO2,1..3: temperature response of canopy conductance (vH 5.11×10⁻⁶, 2.3×10⁻⁴, 6.29×10⁻⁴). */
  photoCo2: readonly [number, number, number];
  /** c_Γ, kg m⁻³: CO₂ compensation point at 20 °C (vH 5.2×10⁻⁵), Q10 = 2 (vH c_Q10,Γ). */
  co2Compensation: number;
  /** c_resp,c, s⁻¹: canopy respiration as CO₂ (vH 4.87×10⁻⁷), Q10 = 2. */
  respirationCoef: number;
  /** kg m⁻² s⁻¹ at co2 = 1 (GreenLight phiExtCo2 7.2×10⁴ mg s⁻¹ over 1.4 ha ≈ 5.1×10⁻⁶). */
  co2Capacity: number;
  /** ppm outside (assumed). */
  outsideCo2Ppm: number;
  // Light
  /** µmol J⁻¹ of global radiation as PAR (0.5 PAR share × 4.57, McCree). */
  parPerWatt: number;
  /** lux per W m⁻² of global radiation (daylight luminous efficacy ≈ 110, assumed). */
  luxPerWatt: number;
  /** W m⁻² electrical for lamps at 1 (GreenLight lampsMax for LED ≈ 116 → assumed 100). */
  lampPower: number;
  /** µmol J⁻¹ lamp efficacy (GreenLight LED etaLampPar ≈ 2.3·... assumed 2.5). */
  lampEfficacy: number;
  // Slab
  /** L m⁻²: substrate volume per floor area (rock-wool slabs, assumed 8). */
  slabVolume: number;
  /** W_max / V: water content above which the slab drains (fitted 0.6: ≈ 60 % by day). */
  drainThreshold: number;
  /** τ, s: drain time constant (assumed 600). */
  drainTau: number;
  /** k_u < 1: salt taken up per litre transpired relative to the slab concentration (assumed 0.7). */
  saltUptake: number;
  /** Water content where uptake stops / starts to fall (FAO-56 water-stress Ks, assumed 0.1 / 0.35). */
  wiltingVwc: number;
  stressVwc: number;
  /** τ, s: slab temperature lag behind the air (assumed 2 h). */
  slabTempTau: number;
  /** Slab pH drift above the supply through nitrate uptake, and its time constant (assumed). */
  slabPhRise: number;
  slabPhTau: number;
  // Fertigation mixer
  /** Raw water EC (mS cm⁻¹) and pH (assumed). */
  rawWaterEc: number;
  rawWaterPh: number;
  /** τ, s: mixer lag to its EC/pH set point (Priva recomputes its dose every 5 s; assumed 20 s). */
  mixerTau: number;
  /** Reached EC = strength × asked (stock made up a little weak, so the controller must correct; assumed). */
  stockStrength: number;
  /** EC rise per unit fraction of stock (A + B together) in the water (1:100 stock ≈ +2.4, assumed). */
  stockEcPerFraction: number;
  /** Acid stock fraction per pH unit lowered (assumed). */
  acidPerPh: number;
  /** Tank level (%) under which a tank refills itself: opt-in for long runs (default 0: by command only). */
  tankRefillBelow: number;
  /** bar: a clean screen filter's pressure drop at nominal flow (assumed). */
  filterDpClean: number;
  /** L: the centre's mixing tank (assumed). */
  mixTankL: number;
  /** bar: line pressure at nominal flow (assumed). */
  linePressure: number;
};
